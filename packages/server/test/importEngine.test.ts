/**
 * The import engine on the lice-count template (issue 33): a good file, a re-import that changes nothing, the
 * bad-input list (each asserting the answer and that the database is unchanged), all-or-nothing vs valid rows; and
 * `selectMany`, the large reads' path (COPY's text format on PGlite), read back as a query reads.
 */
import ExcelJS from 'exceljs';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_IDS } from '@havbruk/api/dataset';
import { seedDatabase, type Db } from '../src/db.ts';
import { selectMany } from '../src/selectMany.ts';
import { csvLine } from '../src/import/csv.ts';
import { runImport, type RunOptions } from '../src/import/engine.ts';
import { seedFarmData } from '../src/import/seed/index.ts';
import { seedRegister } from '../src/import/seed/register.ts';
import { formatById, KINDS } from '../src/import/formats.ts';
import { openTestDatabase, testDataset } from './helpers.ts';

let db: Db;
const dataset = testDataset();
const organization = dataset.organizations.find((org) => org.id === DEMO_ORGANIZATION_IDS.kvitfjord)!;
const farm = dataset.sites.find((site) => site.id === organization.farmIds[0])!;
const cage = farm.generations.at(-1)!.cages[0]!.name;
const foreign = dataset.sites.find((site) => !dataset.organizations.some((org) => org.farmIds.includes(site.id)))!;
const TODAY = '2025-06-30';

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDatabase(db, dataset);
  await seedRegister(db, dataset);
}, 60_000);
afterAll(() => db.close());

const bytes = (text: string | Uint8Array): AsyncIterable<Uint8Array> =>
  (async function* () {
    const all = typeof text === 'string' ? new TextEncoder().encode(text) : text;
    // Small chunks: rows and multi-byte letters are split across chunks.
    for (let offset = 0; offset < all.length; offset += 7) yield all.subarray(offset, offset + 7);
  })();

const run = (
  text: string | Uint8Array,
  { format: id, ...options }: Partial<Omit<RunOptions, 'format'>> & { format?: string } = {},
) => {
  const format = formatById(id ?? 'lice-counts-en-csv')!;
  return runImport({
    db,
    format,
    kind: KINDS.get(format.kind)!,
    chunks: bytes(text),
    fileName: 'lice.csv',
    organizationId: organization.id,
    today: TODAY,
    ...options,
  });
};

const HEADER = 'locality_number,cage,date,adult_female_lice,mobile_lice,stationary_lice,lice_fish_counted\n';
const row = (date: string, female: string, extra = ',0.4,0.05,20') =>
  `${farm.localityNumber},${cage},${date},${female}${extra}\n`;

/** Every farm-data row and the farm data version: what "the database is unchanged" compares. */
const snapshot = async () => ({
  cageDays: (await db.query(`select * from cage_days order by locality_number, cage, date`)).rows,
  treatments: (await db.query(`select * from treatments order by date`)).rows,
  version: (await db.query(`select value from meta where key = 'farm_data_version'`)).rows,
});

const expectUnchanged = async (text: string | Uint8Array, options: Parameters<typeof run>[1] = {}) => {
  const before = await snapshot();
  const report = await run(text, options);
  expect(await snapshot()).toEqual(before);
  expect(report.added + report.updated + report.unchanged).toBe(0);
  return report;
};

describe('import engine: lice counts per cage', () => {
  it('adds the rows of a file, and a re-import of the same file changes nothing', async () => {
    const file = HEADER + row('2025-03-03', '0.12') + row('2025-03-10', '0.2');
    const first = await run(file);
    expect(first).toMatchObject({ status: 'succeeded', added: 2, updated: 0, unchanged: 0, rejected: 0 });
    expect(first.changedFarms).toEqual([farm.localityNumber]);
    expect(first.latestDataDate).toBe('2025-03-10');
    const stored = await db.query<{ adult_female_lice: string }>(
      `select adult_female_lice from cage_days where locality_number = $1 and cage = $2 order by date`,
      [farm.localityNumber, cage],
    );
    expect(stored.rows.map((r) => Number(r.adult_female_lice))).toEqual([0.12, 0.2]);
    const before = await snapshot();
    const again = await run(file);
    expect(again).toMatchObject({ status: 'succeeded', added: 0, updated: 0, unchanged: 2 });
    expect(again.changedFarms).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('updates a changed count and reads the Norwegian form (semicolon, decimal comma, Norwegian header)', async () => {
    const file =
      'lokalitetsnummer;merd;dato;voksne_hunnlus;bevegelige_lus;fastsittende_lus;fisk_telt\n' +
      `${farm.localityNumber};${cage};03.03.2025;0,12;0,4;0,05;20\n` +
      `${farm.localityNumber};${cage};2025-03-10;0,3;0,4;0,05;20\n`;
    const report = await run(file, { format: 'lice-counts-no-csv' });
    expect(report).toMatchObject({ status: 'succeeded', added: 0, updated: 1, unchanged: 1 });
  });

  it('records every run with its counts', async () => {
    const runs = await db.query<{ status: string; rows_unchanged: number }>(
      `select status, rows_unchanged from import_runs where format = 'lice-counts-en-csv' order by started_at`,
    );
    expect(runs.rows.slice(0, 2)).toEqual([
      { status: 'succeeded', rows_unchanged: 0 },
      { status: 'succeeded', rows_unchanged: 2 },
    ]);
  });

  describe('bad input: a clear answer and the database unchanged', () => {
    it('a missing header', async () => {
      const report = await expectUnchanged(row('2025-04-01', '0.1'));
      expect(report.status).toBe('rejected');
      expect(report.rejectedRows).toEqual([
        { line: 1, code: 'header', reason: expect.stringContaining('missing columns locality_number, cage, date') },
      ]);
    });

    it('a wrong header (a renamed column)', async () => {
      const report = await expectUnchanged(HEADER.replace('adult_female_lice', 'female') + row('2025-04-01', '0.1'));
      expect(report.rejectedRows[0]).toMatchObject({ line: 1, code: 'header' });
      expect(report.rejectedRows[0]!.reason).toMatch(/missing column adult_female_lice; unknown column female/);
    });

    it('the wrong separator', async () => {
      const report = await expectUnchanged(HEADER.replaceAll(',', ';') + row('2025-04-01', '0.1').replaceAll(',', ';'));
      expect(report.rejectedRows).toEqual([
        { line: 1, code: 'separator', reason: expect.stringContaining("separated by ';'") },
      ]);
    });

    it('the wrong decimal mark, in either form', async () => {
      const english = await expectUnchanged(HEADER + row('2025-04-01', '0,1'));
      expect(english.rejectedRows).toEqual([
        { line: 2, code: 'columns', reason: expect.stringContaining('decimal comma') },
      ]);
      const norwegian = await expectUnchanged(
        'lokalitetsnummer;merd;dato;voksne_hunnlus\n' + `${farm.localityNumber};${cage};2025-04-01;0.1\n`,
        { format: 'lice-counts-no-csv' },
      );
      expect(norwegian.rejectedRows).toEqual([
        { line: 2, code: 'number', reason: "adult_female_lice: 0.1 uses the decimal mark '.'; this form uses ','" },
      ]);
    });

    it('an unknown farm and an unknown cage', async () => {
      const report = await expectUnchanged(
        HEADER + '99999,M1,2025-04-01,0.1,,,\n' + row('2025-04-01', '0.1').replace(`,${cage},`, ',M77,'),
      );
      expect(report.rejectedRows).toEqual([
        { line: 2, code: 'unknownFarm', reason: 'locality 99999 is not a known site' },
        { line: 3, code: 'unknownCage', reason: `cage M77 is not a cage of locality ${farm.localityNumber}` },
      ]);
    });

    it('a farm of another company: forbidden, even with the valid-rows option', async () => {
      const otherCage = foreign.generations.at(-1)?.cages[0]?.name ?? 'M1';
      const report = await expectUnchanged(
        HEADER + row('2025-04-01', '0.1') + `${foreign.localityNumber},${otherCage},2025-04-01,0.1,,,\n`,
        { mode: 'valid-rows' },
      );
      expect(report.status).toBe('forbidden');
      expect(report.forbiddenFarms).toEqual([foreign.localityNumber]);
    });

    it('duplicate rows inside a file', async () => {
      const report = await expectUnchanged(HEADER + row('2025-04-01', '0.1') + row('2025-04-01', '0.2'));
      expect(report.rejectedRows).toEqual([
        { line: 3, code: 'duplicate', reason: 'the same locality_number, cage, date as an earlier row' },
      ]);
    });

    it('values out of range and negative counts', async () => {
      const report = await expectUnchanged(
        HEADER + row('2025-04-01', '101') + row('2025-04-02', '0.1', ',0.4,0.05,-3') + row('2025-04-03', '-0.5'),
      );
      expect(report.rejectedRows.map(({ line, reason }) => [line, reason])).toEqual([
        [2, 'adult_female_lice: 101 is above 100'],
        [3, 'lice_fish_counted: -3 is below 1'],
        [4, 'adult_female_lice: -0.5 is below 0'],
      ]);
    });

    it('dates in the future, before 2000 and not on the calendar', async () => {
      const report = await expectUnchanged(
        HEADER + row('2025-07-01', '0.1') + row('1999-12-31', '0.1') + row('2025-02-30', '0.1'),
      );
      expect(report.rejectedRows.map(({ line, code, reason }) => [line, code, reason])).toEqual([
        [2, 'date', 'date: 2025-07-01 is in the future'],
        [3, 'date', 'date: 1999-12-31 is before 2000'],
        [4, 'date', 'date: 2025-02-30 is not a date (YYYY-MM-DD)'],
      ]);
    });

    it('an empty file and a file with only a header', async () => {
      expect((await expectUnchanged('')).rejectedRows).toEqual([
        { line: 0, code: 'empty', reason: 'the file is empty' },
      ]);
      expect((await expectUnchanged(HEADER)).rejectedRows).toEqual([
        { line: 1, code: 'empty', reason: 'the file has no rows' },
      ]);
    });

    it('a file over the limit', async () => {
      const report = await expectUnchanged(HEADER + row('2025-04-01', '0.1').repeat(50), { maxBytes: 1000 });
      expect(report.status).toBe('failed');
      expect(report.rejectedRows[0]!.reason).toMatch(/larger than/);
    });

    it('binary garbage', async () => {
      const garbage = new Uint8Array(512).map((_, index) => (index * 151 + 7) % 256);
      const report = await expectUnchanged(garbage);
      expect(report.status).toBe('rejected');
      expect(report.rejectedRows).toEqual([
        { line: 1, code: 'encoding', reason: 'line 1: the file is not UTF-8 text' },
      ]);
    });
  });

  it('imports the valid rows and reports the rest with the valid-rows option', async () => {
    const report = await run(HEADER + row('2025-05-05', '0.1') + row('2025-05-12', '500'), { mode: 'valid-rows' });
    expect(report).toMatchObject({ status: 'partial', added: 1, rejected: 1 });
    expect(report.rejectedRows).toEqual([{ line: 3, code: 'range', reason: 'adult_female_lice: 500 is above 100' }]);
  });

  it('reads the .xlsx form (English or Norwegian header, number, text and date cells); a re-import changes nothing', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Lice');
    sheet.addRow(['lokalitetsnummer', 'merd', 'dato', 'voksne_hunnlus', 'bevegelige_lus']);
    sheet.addRow([farm.localityNumber, cage, new Date('2025-06-02T00:00:00Z'), 0.25, '1,5']);
    sheet.addRow([farm.localityNumber, cage, '2025-06-09', 120, null]);
    const file = new Uint8Array(await workbook.xlsx.writeBuffer());
    const first = await run(file, { format: 'lice-counts-xlsx', mode: 'valid-rows' });
    expect(first).toMatchObject({ status: 'partial', added: 1, rejected: 1 });
    expect(first.rejectedRows).toEqual([{ line: 3, code: 'range', reason: 'adult_female_lice: 120 is above 100' }]);
    const stored = await db.query<{ adult_female_lice: string; mobile_lice: string }>(
      `select adult_female_lice, mobile_lice from cage_days where date = '2025-06-02'`,
    );
    expect(stored.rows.map((r) => [Number(r.adult_female_lice), Number(r.mobile_lice)])).toEqual([[0.25, 1.5]]);
    expect(await run(file, { format: 'lice-counts-xlsx', mode: 'valid-rows' })).toMatchObject({
      added: 0,
      unchanged: 1,
    });
    expect((await expectUnchanged(HEADER, { format: 'lice-counts-xlsx' })).rejectedRows).toEqual([
      { line: 0, code: 'encoding', reason: 'the file is not a readable .xlsx workbook' },
    ]);
  });

  it('stores text beginning with = + - @ as text', async () => {
    const header = 'locality_number,cage,date,product,category\n';
    const product = '=HYPERLINK("http://x","click")';
    const report = await run(
      header + `${farm.localityNumber},${cage},2025-05-05,"${product.replaceAll('"', '""')}",medicinalBath\n`,
      { format: 'treatments-en-csv' },
    );
    expect(report).toMatchObject({ status: 'succeeded', added: 1 });
    const stored = await db.query<{ product: string }>(`select product from treatments`);
    expect(stored.rows).toEqual([{ product }]);
  });
});

describe("a file the product's CSV writer wrote imports back", () => {
  it('byte-order mark, CRLF, quoted fields and formula-safe text (a leading quote) round-trip unchanged', async () => {
    const products = ['=HYPERLINK("http://x")', '+47 bath', 'Hydrogen peroxide, 1500 ppm'];
    const file =
      '\uFEFF' +
      csvLine(['locality_number', 'cage', 'date', 'product', 'category']) +
      products.map((product) => csvLine([farm.localityNumber, cage, '2025-05-20', product, 'medicinalBath'])).join('');
    expect(file).toContain("'=HYPERLINK");
    const report = await run(file, { format: 'treatments-en-csv' });
    expect(report).toMatchObject({ status: 'succeeded', added: 3 });
    const stored = await db.query<{ product: string }>(
      `select product from treatments where date = '2025-05-20' order by product`,
    );
    expect(stored.rows.map((row) => row.product)).toEqual([...products].sort());
    expect(await run(file, { format: 'treatments-en-csv' })).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
  });
});

describe('a database seeded before the farm tables existed', () => {
  it('gets the site and cage register through the demo seed when the server opens it', async () => {
    await db.exec('truncate sites cascade');
    await db.query(`delete from meta where key = 'farm_data_seeded'`);
    expect(await seedFarmData(db, dataset, { farmIds: [], public: { lastWeeks: 1 } })).toBe(true);
    const counts = await db.query<{ sites: number; cages: number }>(
      'select (select count(*) from sites)::int as sites, (select count(*) from cages)::int as cages',
    );
    expect(counts.rows[0]!.sites).toBe(dataset.sites.length);
    expect(counts.rows[0]!.cages).toBeGreaterThan(dataset.sites.length);
  });
});

interface Row {
  id: number;
  amount: number | null;
  share: number | null;
  flag: boolean | null;
  name: string | null;
}

describe('selectMany (the large reads beside the engine)', () => {
  it('reads what a query reads, nulls as null', async () => {
    await db.exec(`create table select_many (id int, amount numeric, share float8, flag boolean, name text)`);
    await db.query(
      `insert into select_many values
         (1, 12.5, 0.1, true, 'Indre Sildøya'),
         (2, null, null, null, null),
         (3, -4, 1e-7, false, E'tab\\there, new\\nline, back\\\\slash \\\\N and \\\\t'),
         (4, 1000000.25, 2.718281828459045, true, '')`,
    );
    const rows = await selectMany<Row>(
      db,
      'select id, amount, share, flag, name from select_many where id >= $1 order by id',
      [1],
      { id: 'number', amount: 'number', share: 'number', flag: 'boolean', name: 'text' },
    );
    expect(rows).toEqual([
      { id: 1, amount: 12.5, share: 0.1, flag: true, name: 'Indre Sildøya' },
      { id: 2, amount: null, share: null, flag: null, name: null },
      { id: 3, amount: -4, share: 1e-7, flag: false, name: 'tab\there, new\nline, back\\slash \\N and \\t' },
      { id: 4, amount: 1000000.25, share: 2.718281828459045, flag: true, name: '' },
    ]);
    expect(
      await selectMany<Row>(db, 'select id from select_many where id > $1', [4], { id: 'number' } as never),
    ).toEqual([]);
  });

  it('takes integer parameters only', async () => {
    await expect(
      selectMany(db, 'select id from select_many where name = $1', [Number.NaN], { id: 'number' }),
    ).rejects.toThrow('NaN is no integer');
  });
});
