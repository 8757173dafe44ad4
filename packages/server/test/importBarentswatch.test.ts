/**
 * Issue 34: the BarentsWatch weekly CSV and JSON through the import engine — sites keyed by locality number (an
 * unknown one created from the row, a known one updated, its operator kept), "Har telt lakselus" = Nei stored as not
 * reported (null), a re-import that changes nothing, and the bad-input list (each naming its line, nothing written).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRegister } from '../src/import/seed/register.ts';
import { seedDatabase, type Db } from '../src/db.ts';
import { runImport } from '../src/import/engine.ts';
import { formatById, KINDS } from '../src/import/formats.ts';
import { BARENTSWATCH_CSV_HEADER } from '../src/import/barentswatch/csv.ts';
import { openTestDatabase, testDataset } from './helpers.ts';

let db: Db;
const dataset = testDataset();
const known = dataset.sites.find((site) => site.operatorId !== null)!;
const NEW = 99_871;
const TODAY = '2025-06-30';

beforeAll(async () => {
  db = await openTestDatabase('barentswatch');
  await seedDatabase(db, dataset);
  await seedRegister(db, dataset);
}, 60_000);
afterAll(() => db.close());

const bytes = (text: string): AsyncIterable<Uint8Array> =>
  (async function* () {
    const all = new TextEncoder().encode(text);
    for (let offset = 0; offset < all.length; offset += 11) yield all.subarray(offset, offset + 11);
  })();

const run = (text: string, source = 'barentswatch-csv') => {
  const format = formatById(source)!;
  return runImport({
    db,
    format,
    kind: KINDS.get(format.kind)!,
    chunks: bytes(text),
    fileName: 'lakselus.csv',
    organizationId: null,
    today: TODAY,
  });
};

const HEADER = BARENTSWATCH_CSV_HEADER.join(',') + '\n';
interface Row {
  week: number | string;
  year: number | string;
  locality: number | string;
  name: string;
  female: string;
  counted: string;
  fallow: string;
  lat: string;
  lon: string;
}
const base: Row = {
  week: 10,
  year: 2025,
  locality: NEW,
  name: 'Nyholmen',
  female: '0.21',
  counted: 'Ja',
  fallow: 'Nei',
  lat: '63.4512',
  lon: '8.7611',
};
const line = (change: Partial<Row> = {}) => {
  const row = { ...base, ...change };
  return (
    [
      row.week,
      row.year,
      row.locality,
      row.name,
      row.female,
      '0.8',
      '0.1',
      row.fallow,
      row.counted,
      '5014',
      'FRØYA',
      '50',
      'Trøndelag',
      row.lat,
      row.lon,
      '0.5',
      'Nei',
      '6.4',
      '6',
      'Nordmøre og Sør-Trøndelag',
    ].join(',') + '\n'
  );
};

const snapshot = async () => ({
  sites: (await db.query(`select * from sites order by locality_number`)).rows,
  weeks: (await db.query(`select * from site_weeks order by locality_number, year, week`)).rows,
  version: (await db.query(`select value from meta where key = 'farm_data_version'`)).rows,
});

const expectRefused = async (text: string, expected: { line: number; code: string; reason: RegExp }) => {
  const before = await snapshot();
  const report = await run(text);
  expect(await snapshot()).toEqual(before);
  expect(report.status).toBe('rejected');
  expect(report.added + report.updated + report.unchanged).toBe(0);
  expect(report.rejectedRows).toEqual([
    { line: expected.line, code: expected.code, reason: expect.stringMatching(expected.reason) },
  ]);
};

describe('BarentsWatch weekly CSV', () => {
  it('creates an unknown site from the row, stores Nei-counted lice as null, and a re-import changes nothing', async () => {
    const file =
      HEADER +
      line() +
      line({ week: 11, counted: 'Nei', female: '0' }) +
      line({ week: 12, fallow: 'Ja', female: '' }) +
      line({ locality: known.localityNumber, name: known.name.toUpperCase(), lat: '68.1', lon: '15.2' });
    const first = await run(file);
    expect(first).toMatchObject({ status: 'succeeded', added: 4, updated: 0, unchanged: 0, rejected: 0 });
    expect(first.changedFarms).toEqual([known.localityNumber, NEW].sort((a, b) => a - b));
    const site = await db.query(`select * from sites where locality_number = $1`, [NEW]);
    expect(site.rows).toEqual([
      {
        locality_number: NEW,
        name: 'Nyholmen',
        lat: 63.4512,
        lon: 8.7611,
        municipality: 'FRØYA',
        production_area_id: 6,
        county: 'Trøndelag',
        operator_id: null,
        operator_name: null,
        max_biomass_tonnes: null,
        species: null,
        address: null,
      },
    ]);
    const weeks = await db.query<{ week: number; lice_reported: boolean; adult_female_lice: string | null }>(
      `select week, lice_reported, adult_female_lice, mobile_lice, is_fallow from site_weeks
       where locality_number = $1 order by week`,
      [NEW],
    );
    expect(
      weeks.rows.map((row) => ({ ...row, adult_female_lice: row.adult_female_lice && Number(row.adult_female_lice) })),
    ).toEqual([
      { week: 10, lice_reported: true, adult_female_lice: 0.21, mobile_lice: '0.8', is_fallow: false },
      { week: 11, lice_reported: false, adult_female_lice: null, mobile_lice: null, is_fallow: false },
      { week: 12, lice_reported: true, adult_female_lice: null, mobile_lice: '0.8', is_fallow: true },
    ]);
    const updated = await db.query(`select name, lat, operator_id from sites where locality_number = $1`, [
      known.localityNumber,
    ]);
    expect(updated.rows).toEqual([{ name: known.name.toUpperCase(), lat: 68.1, operator_id: known.operatorId }]);

    const before = await snapshot();
    const again = await run(file);
    expect(again).toMatchObject({ status: 'succeeded', added: 0, updated: 0, unchanged: 4, changedFarms: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('records public runs without a pipeline', async () => {
    const runs = await db.query(`select pipeline_id, status from import_runs where format = 'barentswatch-csv'`);
    expect(runs.rows.slice(0, 2)).toEqual([
      { pipeline_id: null, status: 'succeeded' },
      { pipeline_id: null, status: 'succeeded' },
    ]);
  });

  describe('bad input: named with its line, nothing written', () => {
    it('a missing column', () =>
      expectRefused(HEADER.replace(',Fastsittende lus', '') + line({ locality: NEW + 1 }), {
        line: 1,
        code: 'header',
        reason: /missing column Fastsittende lus/,
      }));
    it('a renamed column', () =>
      expectRefused(HEADER.replace('Voksne hunnlus', 'Hunnlus') + line({ locality: NEW + 1 }), {
        line: 1,
        code: 'header',
        reason: /missing column Voksne hunnlus; unknown column Hunnlus/,
      }));
    it('a semicolon file', () =>
      expectRefused(HEADER.replaceAll(',', ';') + line({ locality: NEW + 1 }).replaceAll(',', ';'), {
        line: 1,
        code: 'separator',
        reason: /separated by ';'/,
      }));
    it('a lice value that is not a number', () =>
      expectRefused(HEADER + line({ locality: NEW + 1 }) + line({ locality: NEW + 1, week: 11, female: 'n/a' }), {
        line: 3,
        code: 'number',
        reason: /Voksne hunnlus: n\/a is not a number/,
      }));
    it('week 0', () =>
      expectRefused(HEADER + line({ locality: NEW + 1, week: 0 }), { line: 2, code: 'week', reason: /week 0/ }));
    it('week 54', () =>
      expectRefused(HEADER + line({ locality: NEW + 1, week: 54 }), { line: 2, code: 'week', reason: /week 54/ }));
    it('week 53 in a year with 52 weeks (2025), while 2020 has it', async () => {
      await expectRefused(HEADER + line({ locality: NEW + 1, week: 53 }), {
        line: 2,
        code: 'week',
        reason: /week 53 is not a week of 2025 \(1–52\)/,
      });
      const format = formatById('barentswatch-csv')!;
      const rows = [];
      for await (const row of format.parse(bytes(HEADER + line({ week: 53, year: 2020 })), { today: TODAY }))
        rows.push(row);
      expect(rows).toEqual([{ line: 2, record: expect.objectContaining({ localityNumber: NEW }) }]);
    });
    it('a locality number that is not a number', () =>
      expectRefused(HEADER + line({ locality: 'L12345' }), {
        line: 2,
        code: 'number',
        reason: /Lokalitetsnummer: L12345 is not a whole number/,
      }));
    it('duplicate site-weeks', () =>
      expectRefused(HEADER + line({ locality: NEW + 1 }) + line({ locality: NEW + 1, female: '0.3' }), {
        line: 3,
        code: 'duplicate',
        reason: /locality_number, year, week/,
      }));
    it('coordinates outside Norway’s waters (swapped)', () =>
      expectRefused(HEADER + line({ locality: NEW + 1, lat: '8.7611', lon: '63.4512' }), {
        line: 2,
        code: 'range',
        reason: /outside Norway's waters/,
      }));
  });
});

const locality = (change: Record<string, unknown> = {}) => ({
  localityNo: NEW + 2,
  localityWeekId: 1,
  name: 'Sørskjæret',
  hasReportedLice: true,
  isFallow: false,
  avgAdultFemaleLice: 0.14,
  hasCleanerfishDeployed: true,
  hasMechanicalRemoval: false,
  hasSubstanceTreatments: false,
  hasPd: true,
  hasIla: false,
  municipalityNo: '1820',
  municipality: 'Alstahaug',
  lat: 65.9,
  lon: 12.4,
  isOnLand: false,
  inFilteredSelection: true,
  hasSalmonoids: true,
  isSlaughterHoldingCage: false,
  ...change,
});
const weekJson = (week: number, localities: unknown[]) => JSON.stringify({ year: 2025, week, localities }, null, 2);

describe('BarentsWatch weekly JSON', () => {
  it('stores flags and lice, hasReportedLice false as not reported, and a re-import changes nothing', async () => {
    const file = weekJson(20, [
      locality(),
      locality({ localityNo: NEW + 3, hasReportedLice: false, avgAdultFemaleLice: 0 }),
    ]);
    const first = await run(file, 'barentswatch-json');
    expect(first).toMatchObject({ status: 'succeeded', added: 2, rejected: 0 });
    const rows = await db.query(
      `select locality_number, lice_reported, adult_female_lice::float8 as lice, cleaner_fish, has_pd from site_weeks
       where locality_number >= $1 order by locality_number`,
      [NEW + 2],
    );
    expect(rows.rows).toEqual([
      { locality_number: NEW + 2, lice_reported: true, lice: 0.14, cleaner_fish: true, has_pd: true },
      { locality_number: NEW + 3, lice_reported: false, lice: null, cleaner_fish: true, has_pd: true },
    ]);
    const before = await snapshot();
    expect(await run(file, 'barentswatch-json')).toMatchObject({ status: 'succeeded', added: 0, unchanged: 2 });
    expect(await snapshot()).toEqual(before);
  });

  it('creates an unknown site in the production area of its position (the JSON names none)', async () => {
    const file = weekJson(23, [
      locality({ localityNo: NEW + 6, lat: 65.9, lon: 12.4 }),
      locality({ localityNo: NEW + 7, lat: 59.6, lon: 5.2 }),
    ]);
    expect(await run(file, 'barentswatch-json')).toMatchObject({ status: 'succeeded', added: 2 });
    const sites = await db.query(
      `select locality_number, production_area_id from sites where locality_number in ($1, $2) order by 1`,
      [NEW + 6, NEW + 7],
    );
    expect(sites.rows).toEqual([
      { locality_number: NEW + 6, production_area_id: 8 },
      { locality_number: NEW + 7, production_area_id: 3 },
    ]);
    // A later week keeps the stored area: the one a CSV row names is never replaced by one from the position.
    await db.query('update sites set production_area_id = 7 where locality_number = $1', [NEW + 6]);
    expect(await run(weekJson(24, [locality({ localityNo: NEW + 6 })]), 'barentswatch-json')).toMatchObject({
      status: 'succeeded',
    });
    const kept = await db.query('select production_area_id from sites where locality_number = $1', [NEW + 6]);
    expect(kept.rows).toEqual([{ production_area_id: 7 }]);
  });

  it('refuses a bad entry by its position and writes nothing', async () => {
    const before = await snapshot();
    const report = await run(
      weekJson(21, [locality({ localityNo: NEW + 4 }), locality({ localityNo: 'x' })]),
      'barentswatch-json',
    );
    expect(report.rejectedRows).toEqual([
      { line: 2, code: 'number', reason: expect.stringMatching(/localities\[1\]: localityNo/) },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('an empty week (years before 2012 answer an empty list) is not data', async () => {
    const report = await run(weekJson(22, []), 'barentswatch-json');
    expect(report).toMatchObject({ status: 'rejected', rejectedRows: [{ line: 0, code: 'empty' }] });
  });
});

describe('the CSV and JSON forms of one week', () => {
  const row = `select lice_reported, adult_female_lice::float8 as female, mobile_lice::float8 as mobile,
      sea_temperature_c::float8 as temperature, cleaner_fish, has_pd
    from site_weeks where locality_number = $1 and year = 2025 and week = $2`;
  const csvWeek = (week: number) => HEADER + line({ locality: NEW + 5, week }) + '\n';
  const jsonWeek = (week: number) => weekJson(week, [locality({ localityNo: NEW + 5, avgAdultFemaleLice: 0.3 })]);

  it('keep what the other form wrote, whichever comes first', async () => {
    expect(await run(csvWeek(30))).toMatchObject({ status: 'succeeded' });
    expect(await run(jsonWeek(30), 'barentswatch-json')).toMatchObject({ status: 'succeeded', updated: 1 });
    expect(await run(jsonWeek(31), 'barentswatch-json')).toMatchObject({ status: 'succeeded' });
    expect(await run(csvWeek(31))).toMatchObject({ status: 'succeeded', updated: 1 });
    const both = { lice_reported: true, mobile: 0.8, temperature: 6.4, cleaner_fish: true, has_pd: true };
    expect((await db.query(row, [NEW + 5, 30])).rows).toEqual([{ ...both, female: 0.3 }]);
    expect((await db.query(row, [NEW + 5, 31])).rows).toEqual([{ ...both, female: 0.21 }]);
  });

  it('clear the mobile lice of a week corrected to not reported', async () => {
    expect(await run(HEADER + line({ locality: NEW + 5, week: 31, counted: 'Nei' }) + '\n')).toMatchObject({
      status: 'succeeded',
    });
    expect((await db.query(row, [NEW + 5, 31])).rows[0]).toMatchObject({ lice_reported: false, mobile: null });
  });

  it('store the county the CSV names', async () => {
    const site = await db.query(`select county from sites where locality_number = $1`, [NEW + 5]);
    expect(site.rows).toEqual([{ county: 'Trøndelag' }]);
  });
});
