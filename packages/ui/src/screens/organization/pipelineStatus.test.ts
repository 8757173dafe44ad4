import { describe, expect, it } from 'vitest';
import { translationsFor } from '../../i18n/I18nProvider.tsx';
import { loadAllLocaleTexts } from '../../i18n/loadAllLocaleTexts.ts';
import { pipelineName, pipelineStatus } from './pipelineStatus.ts';

const TODAY = '2026-11-20';
const at = (date: string | null, extract: string | null = null, isDisabled = false) => ({
  lastSuccess: date,
  lastExtract: extract,
  isDisabled,
});

describe('pipelineStatus', () => {
  it('is inactive when disabled, however fresh', () => {
    expect(pipelineStatus(at('2026-11-20T04:15:00Z', null, true), TODAY)).toBe('inactive');
  });

  it('is inactive without any activity', () => {
    expect(pipelineStatus(at(null, null), TODAY)).toBe('inactive');
  });

  it('is okay up to 2 days, a warning from 3 to 7 days, severe beyond', () => {
    expect(pipelineStatus(at('2026-11-20T23:59:00Z'), TODAY)).toBe('okay');
    expect(pipelineStatus(at('2026-11-18T00:00:00Z'), TODAY)).toBe('okay');
    expect(pipelineStatus(at('2026-11-17T23:59:00Z'), TODAY)).toBe('warning');
    expect(pipelineStatus(at('2026-11-13T00:00:00Z'), TODAY)).toBe('warning');
    expect(pipelineStatus(at('2026-11-12T23:59:00Z'), TODAY)).toBe('severe');
    expect(pipelineStatus(at('2025-01-01T00:00:00Z'), TODAY)).toBe('severe');
  });

  it('takes the latest of the last success and the last extract', () => {
    expect(pipelineStatus(at('2026-11-01T04:00:00Z', '2026-11-19T03:00:00Z'), TODAY)).toBe('okay');
    expect(pipelineStatus(at(null, '2026-11-15T03:00:00Z'), TODAY)).toBe('warning');
    expect(pipelineStatus(at('2026-11-16T04:00:00Z', '2026-10-01T03:00:00Z'), TODAY)).toBe('warning');
  });

  it('accepts a Date for today and counts activity after today as fresh', () => {
    expect(pipelineStatus(at('2026-11-10T12:00:00Z'), new Date('2026-11-20T18:00:00Z'))).toBe('severe');
    expect(pipelineStatus(at('2026-11-22T12:00:00Z'), TODAY)).toBe('okay');
  });
});

describe('pipelineName (issue 38: Norwegian mode, screens and CSV)', () => {
  it('names an import pipeline by its kind in the language, and one of an unknown kind as it is sent', () => {
    loadAllLocaleTexts();
    const no = translationsFor('no');
    const lice = { kind: 'liceCounts', pipeline: 'Lice counts' };
    expect(pipelineName(no, lice)).toBe('Lusetellinger');
    expect(pipelineName(translationsFor('en'), lice)).toBe('Lice counts');
    expect(pipelineName(no, { kind: 'cageDays', pipeline: 'Daily cage data' })).toBe('Daglige merddata');
    for (const [kind, name] of [
      ['stockings', 'Utsett'],
      ['environment', 'Miljø per dybde'],
      ['sites', 'Lokaliteter'],
      ['cages', 'Merder'],
      ['diseaseCases', 'Sykdomstilfeller'],
      // The demo seed's line on the pipelines page (every organization of the demo has one).
      ['demoSeed', 'Demodata'],
    ] as const)
      expect(pipelineName(no, { kind, pipeline: kind })).toBe(name);
    expect(pipelineName(no, { pipeline: 'Feed system' })).toBe('Feed system');
    expect(pipelineName(no, { kind: 'publicWeeks', pipeline: 'Public data', lastWeek: '2026-07' })).toBe(
      'Offentlige data (siste uke importert: uke 7 2026)',
    );
  });
});
