/**
 * The disease-case template (issue 33: "disease cases with status and dates"): the English, Norwegian and `.xlsx`
 * forms write the same rows of `disease_cases`, keyed by farm, disease and suspected date (a re-import changes
 * nothing), and bad input is refused with its line and nothing written.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_IDS } from '@havbruk/api/dataset';
import { seedDatabase, type Db } from '../src/db.ts';
import { runImport, type RunOptions } from '../src/import/engine.ts';
import { formatById, KINDS } from '../src/import/formats.ts';
import { seedRegister } from '../src/import/seed/register.ts';
import { emptyTemplate, TEMPLATES } from '../src/import/templates.ts';
import { openTestDatabase, testDataset } from './helpers.ts';

let db: Db;
const dataset = testDataset();
const organization = dataset.organizations.find((org) => org.id === DEMO_ORGANIZATION_IDS.kvitfjord)!;
const farm = dataset.sites.find((site) => site.id === organization.farmIds[0])!;
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
    yield typeof text === 'string' ? new TextEncoder().encode(text) : text;
  })();

const run = (
  text: string | Uint8Array,
  { format: id, ...options }: Partial<Omit<RunOptions, 'format'>> & { format?: string } = {},
) => {
  const format = formatById(id ?? 'disease-cases-en-csv')!;
  return runImport({
    db,
    format,
    kind: KINDS.get(format.kind)!,
    chunks: bytes(text),
    fileName: 'cases.csv',
    organizationId: organization.id,
    today: TODAY,
    ...options,
  });
};

const HEADER = 'locality_number,disease,suspected_date,strain,status,confirmed_date,end_date\n';
const stored = async () =>
  (
    await db.query(
      `select locality_number, disease, suspected_date::text, strain, status, confirmed_date::text, end_date::text
       from disease_cases order by disease, suspected_date`,
    )
  ).rows;

describe('the disease-case template', () => {
  it('is offered empty in both forms', () => {
    const template = TEMPLATES.find((entry) => entry.name === 'disease-cases')!;
    expect(emptyTemplate(template, 'en')).toBe(HEADER.replace('\n', '\r\n'));
    expect(emptyTemplate(template, 'no')).toBe(
      'lokalitetsnummer;sykdom;mistanke_dato;variant;status;bekreftet_dato;slutt_dato\r\n',
    );
  });

  it('writes one row per farm, disease and suspected date; the Norwegian and .xlsx forms write the same rows', async () => {
    const file = HEADER + `${farm.localityNumber},PD,2025-03-03,SAV3,confirmed,2025-03-17,\n`;
    const first = await run(file);
    expect(first).toMatchObject({ status: 'succeeded', added: 1, rejected: 0, latestDataDate: '2025-03-03' });
    expect(first.changedFarms).toEqual([farm.localityNumber]);
    expect(await stored()).toEqual([
      {
        locality_number: farm.localityNumber,
        disease: 'PD',
        suspected_date: '2025-03-03',
        strain: 'SAV3',
        status: 'confirmed',
        confirmed_date: '2025-03-17',
        end_date: null,
      },
    ]);
    expect(await run(file)).toMatchObject({ status: 'succeeded', added: 0, updated: 0, unchanged: 1 });
    const norwegian =
      'lokalitetsnummer;sykdom;mistanke_dato;variant;status;bekreftet_dato;slutt_dato\n' +
      `${farm.localityNumber};PD;03.03.2025;SAV3;confirmed;17.03.2025;\n`;
    expect(await run(norwegian, { format: 'disease-cases-no-csv' })).toMatchObject({ unchanged: 1, added: 0 });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Cases');
    sheet.addRow(['locality_number', 'disease', 'suspected_date', 'strain', 'status', 'confirmed_date', 'end_date']);
    sheet.addRow([
      farm.localityNumber,
      'PD',
      new Date('2025-03-03T00:00:00Z'),
      'SAV3',
      'confirmed',
      '2025-03-17',
      '2025-05-05',
    ]);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    // The case ended: the same key, its end date updated.
    expect(await run(xlsx, { format: 'disease-cases-xlsx' })).toMatchObject({ status: 'succeeded', updated: 1 });
    expect((await stored())[0]).toMatchObject({ end_date: '2025-05-05' });
  });

  it('refuses bad rows with their line and writes nothing', async () => {
    const before = await stored();
    const report = await run(
      HEADER +
        `${farm.localityNumber},ILA,2025-04-01,HPR0,suspected,,\n` +
        `${farm.localityNumber},XYZ,2025-04-01,,suspected,,\n` +
        `${farm.localityNumber},ILA,2025-04-02,,ongoing,,\n` +
        `${farm.localityNumber},ILA,2025-02-30,,suspected,,\n` +
        `${farm.localityNumber},ILA,2025-04-03,,suspected,2099-01-01,\n` +
        `${farm.localityNumber},ILA,2025-04-01,,confirmed,,\n` +
        `${foreign.localityNumber},PD,2025-04-01,,suspected,,\n` +
        `99999,PD,2025-04-01,,suspected,,\n`,
    );
    expect(report.status).toBe('forbidden');
    expect(report.forbiddenFarms).toEqual([foreign.localityNumber]);
    expect(report.rejectedRows).toEqual([
      { line: 3, code: 'range', reason: 'disease: XYZ is not one of PD, ILA' },
      { line: 4, code: 'range', reason: 'status: ongoing is not one of suspected, confirmed' },
      { line: 5, code: 'date', reason: 'suspected_date: 2025-02-30 is not a date (YYYY-MM-DD)' },
      { line: 6, code: 'date', reason: 'confirmed_date: 2099-01-01 is in the future' },
      { line: 7, code: 'duplicate', reason: 'the same locality_number, disease, suspected_date as an earlier row' },
      { line: 9, code: 'unknownFarm', reason: 'locality 99999 is not a known site' },
    ]);
    expect(await stored()).toEqual(before);
    const header = await run(`locality_number,disease,status\n${farm.localityNumber},PD,suspected\n`);
    expect(header.rejectedRows).toEqual([
      {
        line: 1,
        code: 'header',
        reason: 'missing column suspected_date (the disease-cases template, English form)',
      },
    ]);
    expect(await stored()).toEqual(before);
  });
});
