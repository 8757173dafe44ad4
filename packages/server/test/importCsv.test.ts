/** The import engine's CSV reading (quotes, line breaks and letters split across chunks) and formula-safe writing. */
import { describe, expect, it } from 'vitest';
import { csvCell, csvRows } from '../src/import/csv.ts';

const chunked = (text: string, size: number): AsyncIterable<Uint8Array> =>
  (async function* () {
    const bytes = new TextEncoder().encode(text);
    for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
  })();

const read = async (text: string, size: number) => {
  const rows = [];
  for await (const row of csvRows(chunked(text, size), ',')) rows.push(row);
  return rows;
};

describe('csvRows', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, whatever the chunk size', async () => {
    const text = '\uFEFFa,b\r\n"Ø, ""x""",2\r\n\r\n"line\nbreak",3\n';
    for (const size of [1, 2, 3, 5, 64])
      expect(await read(text, size)).toEqual([
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['Ø, "x"', '2'] },
        { line: 4, fields: ['line\nbreak', '3'] },
      ]);
  });
});

describe('csvCell', () => {
  it('writes text a spreadsheet would run as a formula with a leading quote', () => {
    expect(['=1+1', '+47', '-2', '@SUM(A1)', 'M1'].map((value) => csvCell(value))).toEqual([
      "'=1+1",
      "'+47",
      "'-2",
      "'@SUM(A1)",
      'M1',
    ]);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
  });
});
