import { describe, expect, it } from 'vitest';
import no_harvests from './no/harvests';
import no_health from './no/health';
import no_organization from './no/organization';
import no_settings from './no/settings';

/** Every Norwegian text of these areas, flattened. */
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
const norwegian = [no_harvests, no_health, no_organization, no_settings].flatMap(texts);

describe('Norwegian terms (issue 38: one thing has one name)', () => {
  it('calls the harvest options "Slaktealternativer" and the pipelines "Datastrømmer" everywhere', () => {
    expect(norwegian.filter((text) => /Slaktevalg|Datakilde/.test(text))).toEqual([]);
    expect(norwegian).toContain('Slaktealternativer');
    expect(norwegian).toContain('Datastrømmer');
  });

  it('has no English column names left in Norwegian mode (screens and CSV)', () => {
    expect(no_harvests.columnSuperior).not.toMatch(/^Superior \(%\)$/);
  });
});
