import { decimalMark, formatDate, formatNumber, formatPercent } from '../format/index.ts';
import type { Locale } from '../providers/index.ts';
import type { CellValue, ResolvedColumn } from './columns.ts';
import { toIsoDay } from './filters.ts';

/** Words a cell may need, from the caller's language. */
export interface CellTexts {
  yes: string;
  no: string;
}

/** The text a cell shows: numbers and dates through the format module, booleans as yes/no. */
export function cellText(value: CellValue, column: ResolvedColumn<unknown>, locale: Locale, texts: CellTexts): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  switch (column.kind) {
    case 'integer':
    case 'decimal':
    case 'percent': {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) return String(value);
      if (column.kind === 'percent') return formatPercent(number, locale, column.decimals ?? 1);
      const decimals = column.decimals ?? (column.kind === 'integer' ? 0 : undefined);
      return formatNumber(number, locale, { measure: column.measure, decimals });
    }
    case 'date': {
      const day = toIsoDay(value);
      return day === undefined ? String(value) : formatDate(day, locale);
    }
    default:
      return value instanceof Date ? formatDate(toIsoDay(value) ?? '', locale) : String(value);
  }
}

/** A search index built in parts: `buildTo(n)` fills the rows before `n`; `index` is complete when `built` = rows. */
export interface SearchIndexBuilder {
  readonly index: string[];
  readonly built: number;
  buildTo: (end: number) => void;
}

/**
 * The lower-cased text the global search looks in, one string per row: every visible column, numbers
 * as typed (the language's decimal mark, no grouping) and as shown, dates in the language's format.
 * Built once per data, columns and language, in parts if the host wants (idle time); formatting of repeated
 * values is cached.
 */
export function searchIndexBuilder<Row>(
  rows: readonly Row[],
  columns: readonly ResolvedColumn<Row>[],
  locale: Locale,
  texts: CellTexts,
): SearchIndexBuilder {
  const searchable = columns.filter((column) => !column.hidden);
  const mark = decimalMark(locale);
  const dates = new Map<string, string>();
  // Formatted numbers per column, so repeated values are formatted once.
  const shown = searchable.map(() => new Map<number, string>());
  const index = new Array<string>(rows.length);
  let built = 0;
  const buildRow = (r: number) => {
    const row = rows[r] as Row;
    let text = '';
    for (let c = 0; c < searchable.length; c += 1) {
      const column = searchable[c] as ResolvedColumn<Row>;
      const value = column.getValue(row);
      if (value === null || value === undefined) continue;
      if (typeof value === 'number') {
        text += `${mark === '.' ? String(value) : String(value).replace('.', mark)}\u0000`;
        if (column.kind === 'percent' || column.decimals !== undefined || column.measure !== undefined) {
          const cache = shown[c] as Map<number, string>;
          let formatted = cache.get(value);
          if (formatted === undefined) {
            formatted = cellText(value, column as ResolvedColumn<unknown>, locale, texts);
            cache.set(value, formatted);
          }
          text += `${formatted}\u0000`;
        }
      } else if (column.kind === 'date' || value instanceof Date) {
        const day = toIsoDay(value) ?? String(value);
        let shown = dates.get(day);
        if (shown === undefined) {
          shown = cellText(day, column as ResolvedColumn<unknown>, locale, texts);
          dates.set(day, shown);
        }
        text += `${shown}\u0000`;
      } else if (typeof value === 'boolean') {
        text += `${value ? texts.yes : texts.no}\u0000`;
      } else {
        text += `${String(value)}\u0000`;
      }
    }
    index[r] = text.toLocaleLowerCase();
  };
  return {
    index,
    get built() {
      return built;
    },
    buildTo(end: number) {
      const stop = Math.min(end, rows.length);
      for (; built < stop; built += 1) buildRow(built);
    },
  };
}

/**
 * Sort ranks of a text column: distinct values ordered by the language's collation (so æ, ø, å sort
 * after z in Norwegian), numbers inside text in natural order. Sorting then compares integers, which
 * keeps sorting 100,000 rows fast.
 */
export function textRanks(values: Iterable<CellValue>, locale: Locale): Map<string, number> {
  const distinct = new Set<string>();
  for (const value of values) if (value !== null && value !== undefined) distinct.add(String(value));
  const collator = new Intl.Collator(locale === 'no' ? 'nb' : 'en', { numeric: true, sensitivity: 'base' });
  const sorted = [...distinct].sort(collator.compare);
  return new Map(sorted.map((value, rank) => [value, rank]));
}

/** Sort key of a date cell (ms since epoch), or `undefined`. */
export function dateSortKey(value: CellValue): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === 'string') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : time;
  }
  return typeof value === 'number' ? value : undefined;
}
