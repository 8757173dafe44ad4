/**
 * Template parsing without a database: the ISO-week check any weekly template gets (a `week` column beside a `year`
 * column): week 53 in a year with 52 ISO weeks, and weeks outside 1–53, are refused with their line.
 */
import { describe, expect, it } from 'vitest';
import { csvFormat, type Template } from '../src/import/templates.ts';

/** A weekly template (the product's templates are daily so far; issue 34's public weeks use their own parser). */
const WEEKLY: Template = {
  kind: 'liceCounts',
  name: 'weekly-lice',
  title: 'Weekly lice',
  table: 'cage_days',
  columns: [
    { name: 'locality_number', no: 'lokalitetsnummer', type: 'integer', required: true, key: true, example: '12345' },
    { name: 'year', no: 'aar', type: 'integer', required: true, key: true, min: 2000, max: 2100, example: '2026' },
    { name: 'week', no: 'uke', type: 'week', required: true, key: true, example: '53' },
    { name: 'adult_female_lice', no: 'voksne_hunnlus', type: 'decimal', min: 0, max: 100, example: '0.1' },
  ],
};

const bytes = (text: string): AsyncIterable<Uint8Array> =>
  (async function* () {
    yield new TextEncoder().encode(text);
  })();

const parse = async (text: string) => {
  const rows = [];
  for await (const row of csvFormat(WEEKLY, 'en').parse(bytes(text), { today: '2026-11-28' })) rows.push(row);
  return rows;
};

describe('a weekly template', () => {
  it('takes week 53 of a year with 53 ISO weeks and refuses it, with its line, in a year with 52', async () => {
    const rows = await parse('locality_number,year,week,adult_female_lice\n12345,2025,53,0.1\n12345,2020,53,0.2\n');
    expect(rows).toEqual([
      { line: 2, reason: { code: 'week', message: 'week: 2025 has 52 ISO weeks, not 53' } },
      {
        line: 3,
        record: {
          localityNumber: 12345,
          fields: { locality_number: 12345, year: 2020, week: 53, adult_female_lice: 0.2 },
        },
      },
    ]);
  });

  it('refuses week 0 and week 54', async () => {
    const rows = await parse('locality_number,year,week,adult_female_lice\n12345,2020,0,0.1\n12345,2020,54,0.1\n');
    expect(rows).toEqual([
      { line: 2, reason: { code: 'week', message: 'week: 0 is not an ISO week (1-53)' } },
      { line: 3, reason: { code: 'week', message: 'week: 54 is not an ISO week (1-53)' } },
    ]);
  });
});
