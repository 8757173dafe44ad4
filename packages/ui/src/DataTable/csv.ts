import { csvSeparator, formatCsvDate, formatCsvNumber } from '../format/index.ts';
import type { Locale } from '../providers/index.ts';
import { isNumericKind, type CellValue, type ResolvedColumn } from './columns.ts';
import { toIsoDay } from './filters.ts';

/** UTF-8 byte-order mark: spreadsheet programs then read æ, ø and å correctly. */
export const BYTE_ORDER_MARK = '\uFEFF';

/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain negative number is data, not a formula: it stays as it is. */
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

/**
 * Neutralises a text cell a spreadsheet would run as a formula: a cell starting with `=`, `+`, `-`, `@`,
 * tab or carriage return gets a leading single quote (OWASP). Plain negative numbers are left alone.
 * Quoting of separators, quotes and line breaks is done by {@link quoteCsvCell}.
 */
export function neutraliseFormula(text: string): string {
  if (!FORMULA_START.test(text) || NEGATIVE_NUMBER.test(text)) return text;
  return `'${text}`;
}

/** Texts the CSV needs from the caller's language (kept out of this module: it has no UI text). */
export interface CsvTexts {
  yes: string;
  no: string;
}

/** The digits a number cell keeps: the column's decimals (as shown), else its measure's, else full precision. */
const csvDigits = ({ decimals, measure }: Pick<ResolvedColumn<unknown>, 'decimals' | 'measure'>) =>
  decimals !== undefined ? { decimals } : measure !== undefined ? { measure } : undefined;

/**
 * One CSV cell: numbers with the language's decimal mark and no grouping (so they stay numbers), rounded to the
 * column's decimals or its `measure`'s (spec: weight 2) when it has them, in full precision otherwise,
 * dates as ISO yyyy-mm-dd in both languages, booleans as yes/no, text neutralised against formula injection.
 */
export function csvCell(
  value: CellValue,
  kind: ResolvedColumn<unknown>['kind'],
  locale: Locale,
  texts: CsvTexts,
  digits: Pick<ResolvedColumn<unknown>, 'decimals' | 'measure'> = { decimals: undefined, measure: undefined },
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    // The column's decimals (as shown): a share is 22, not 22.22222222222222.
    return formatCsvNumber(value, locale, csvDigits(digits));
  }
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (kind === 'date' || value instanceof Date) {
    const day = toIsoDay(value);
    if (day !== undefined) return formatCsvDate(day);
  }
  if (isNumericKind(kind) && typeof value === 'string') {
    const number = Number(value);
    if (value.trim() !== '' && Number.isFinite(number)) return formatCsvNumber(number, locale, csvDigits(digits));
  }
  return neutraliseFormula(String(value));
}

export interface BuildCsvOptions<Row> {
  /** Rows in the order the user sees them (filters and sort applied). */
  rows: readonly Row[];
  /** All columns; those with `exported: false` are left out. */
  columns: readonly ResolvedColumn<Row>[];
  locale: Locale;
  texts: CsvTexts;
}

/**
 * Quotes a cell for the CSV when it must be (RFC 4180, as papaparse does): it holds the separator, a quote,
 * a line break or the byte-order mark, or starts or ends with a space. Quotes inside are doubled.
 */
export function quoteCsvCell(cell: string, separator: string): string {
  const needsQuotes =
    cell.includes(separator) ||
    cell.includes('"') ||
    cell.includes('\n') ||
    cell.includes('\r') ||
    cell.includes(BYTE_ORDER_MARK) ||
    cell.startsWith(' ') ||
    cell.endsWith(' ');
  return needsQuotes ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * Builds the CSV text (with byte-order mark) of what the user sees: the given rows in their order,
 * every exported column, separators and number and date formats by language.
 * Written directly into a pre-sized array of lines: each distinct value of a column is formatted,
 * neutralised and quoted once (values repeat a lot in real tables: dates, weights, categories), and
 * whole numbers, which need none of that, are written as they are.
 */
export function buildCsv<Row>({ rows, columns, locale, texts }: BuildCsvOptions<Row>): string {
  const exported = columns.filter((column) => column.exported);
  const separator = csvSeparator(locale);
  const lines = new Array<string>(rows.length + 1);
  lines[0] = exported
    .map((column) => quoteCsvCell(neutraliseFormula(column.header || column.id), separator))
    .join(separator);
  const caches = exported.map(() => new Map<CellValue, string>());
  const columnCount = exported.length;
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r] as Row;
    let line = '';
    for (let c = 0; c < columnCount; c += 1) {
      const column = exported[c] as ResolvedColumn<Row>;
      const value = column.getValue(row);
      let cell: string | undefined;
      if (typeof value === 'number' && Number.isSafeInteger(value))
        cell = String(value); // same as formatCsvNumber
      else {
        const cache = caches[c] as Map<CellValue, string>;
        cell = cache.get(value);
        if (cell === undefined) {
          cell = quoteCsvCell(csvCell(value, column.kind, locale, texts, column), separator);
          if (!(value instanceof Date)) cache.set(value, cell);
        }
      }
      line = c === 0 ? cell : line + separator + cell;
    }
    lines[r + 1] = line;
  }
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

/**
 * The download's file name in the style `farm-recommend-table.csv`: lower case, words joined by
 * hyphens, Norwegian letters kept, `.csv` added once.
 */
export function csvFileName(name: string): string {
  const base = name
    .trim()
    .replace(/\.csv$/i, '')
    .toLocaleLowerCase('nb')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'table'}.csv`;
}

/** MIME type of the download. */
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/** Starts a browser download of the CSV text. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: CSV_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
