import { describe, expect, it } from 'vitest';
import no_harvests from './no/harvests';

/** Every Norwegian text of every area (namespaces and the base texts), flattened. */
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
const modules = import.meta.glob<{ default: unknown }>(['./no/index.ts', './no/*/index.ts'], { eager: true });
const norwegian = Object.values(modules).flatMap((module) => texts(module.default));

describe('Norwegian terms (issue 38: one thing has one name)', () => {
  it('calls the harvest options "Slaktealternativer" and the pipelines "Datastrømmer" everywhere', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    expect(norwegian.filter((text) => /Slaktevalg|Datakilde/i.test(text))).toEqual([]);
    expect(norwegian).toContain('Slaktealternativer');
    expect(norwegian).toContain('Datastrømmer');
  });

  it('has no English column names left in Norwegian mode (screens and CSV)', () => {
    expect(no_harvests.columnSuperior).not.toMatch(/^Superior \(%\)$/);
  });
});
