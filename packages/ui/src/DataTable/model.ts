import type { Locale } from '../providers/index.ts';
import {
  cellText,
  searchIndexBuilder,
  dateSortKey,
  textRanks,
  type CellTexts,
  type SearchIndexBuilder,
} from './cells.ts';
import type { CellValue, ResolvedColumn } from './columns.ts';
import { isFilterActive, toIsoDay, valueKey, type ColumnFilters, type DateRange, type NumberRange } from './filters.ts';

/** The sorted column and its direction. */
export interface ModelSort {
  id: string;
  desc: boolean;
}

/** Sort order of one column: row indices ascending (ties in data order, missing values last) and each row's rank. */
interface ColumnOrder {
  order: Uint32Array;
  ranks: Uint32Array;
  /** Rows with a value; rows from here on in `order` have none. */
  present: number;
}

/** Rows of the search index built per idle-time step (about 16 ms each in the 100,000-row bench). */
export const SEARCH_INDEX_PART = 2_500;

/**
 * The rows of one data array seen through one set of columns in one language, with everything filtering,
 * sorting and searching need computed once and kept: cell values per column, numbers as a `Float64Array`,
 * dates as ISO days, text lower-cased, a search text per row and, per sortable column, the full ascending
 * order of the rows. Sorting then walks a precomputed order (O(n)); filtering compares plain arrays.
 * Every part is built on first use.
 */
export class TableModel<Row> {
  readonly size: number;
  private readonly valuesCache = new Map<string, CellValue[]>();
  private readonly numbersCache = new Map<string, Float64Array>();
  private readonly daysCache = new Map<string, (string | undefined)[]>();
  private readonly keysCache = new Map<string, string[]>();
  private readonly textCache = new Map<string, string[]>();
  private readonly orderCache = new Map<string, ColumnOrder>();
  private search: SearchIndexBuilder | undefined;

  constructor(
    readonly data: readonly Row[],
    readonly columns: readonly ResolvedColumn<Row>[],
    readonly locale: Locale,
    readonly texts: CellTexts,
  ) {
    this.size = data.length;
  }

  column(id: string): ResolvedColumn<Row> | undefined {
    return this.columns.find((column) => column.id === id);
  }

  /** The cell values of a column, read once. */
  values(column: ResolvedColumn<Row>): CellValue[] {
    let values = this.valuesCache.get(column.id);
    if (!values) {
      values = new Array<CellValue>(this.size);
      for (let index = 0; index < this.size; index += 1) values[index] = column.getValue(this.data[index] as Row);
      this.valuesCache.set(column.id, values);
    }
    return values;
  }

  private numbers(column: ResolvedColumn<Row>): Float64Array {
    let numbers = this.numbersCache.get(column.id);
    if (!numbers) {
      const values = this.values(column);
      numbers = new Float64Array(this.size);
      for (let index = 0; index < this.size; index += 1) {
        const value = values[index];
        numbers[index] = typeof value === 'number' ? value : Number.NaN;
      }
      this.numbersCache.set(column.id, numbers);
    }
    return numbers;
  }

  private days(column: ResolvedColumn<Row>): (string | undefined)[] {
    let days = this.daysCache.get(column.id);
    if (!days) {
      const values = this.values(column);
      const seen = new Map<string, string | undefined>();
      days = new Array<string | undefined>(this.size);
      for (let index = 0; index < this.size; index += 1) {
        const value = values[index];
        if (typeof value === 'string') {
          let day = seen.get(value);
          if (day === undefined && !seen.has(value)) {
            day = toIsoDay(value);
            seen.set(value, day);
          }
          days[index] = day;
        } else {
          days[index] = toIsoDay(value);
        }
      }
      this.daysCache.set(column.id, days);
    }
    return days;
  }

  private keys(column: ResolvedColumn<Row>): string[] {
    let keys = this.keysCache.get(column.id);
    if (!keys) {
      keys = this.values(column).map(valueKey);
      this.keysCache.set(column.id, keys);
    }
    return keys;
  }

  /** Lower-cased shown text of a column (for its text filter); formatting cached per distinct value. */
  private text(column: ResolvedColumn<Row>): string[] {
    let texts = this.textCache.get(column.id);
    if (!texts) {
      const seen = new Map<CellValue, string>();
      texts = this.values(column).map((value) => {
        let text = seen.get(value);
        if (text === undefined) {
          text = cellText(value, column as ResolvedColumn<unknown>, this.locale, this.texts).toLocaleLowerCase();
          if (!(value instanceof Date)) seen.set(value, text);
        }
        return text;
      });
      this.textCache.set(column.id, texts);
    }
    return texts;
  }

  /**
   * The work filtering and sorting will need, one step per column (filter arrays, then sort orders), so a
   * host can do it ahead of time in idle periods: the first filter or sort of a column then costs no more
   * than the next; then the search index in parts of `SEARCH_INDEX_PART` rows (it is the largest piece), so the
   * first search is as quick as the next too. Each step is idempotent.
   */
  preparationSteps(): (() => void)[] {
    const steps: (() => void)[] = [];
    for (const column of this.columns) {
      switch (column.filter) {
        case 'number':
          steps.push(() => void this.numbers(column));
          break;
        case 'date':
          steps.push(() => void this.days(column));
          break;
        case 'values':
          steps.push(() => void this.keys(column));
          break;
        case 'text':
          steps.push(() => void this.text(column));
          break;
        default:
      }
    }
    for (const column of this.columns) if (column.sortable) steps.push(() => void this.order(column));
    for (let end = SEARCH_INDEX_PART; end < this.size + SEARCH_INDEX_PART; end += SEARCH_INDEX_PART) {
      steps.push(() => this.searchBuilder().buildTo(end));
    }
    return steps;
  }

  /** The lower-cased search text per row (visible columns). */
  searchIndex(): string[] {
    const builder = this.searchBuilder();
    builder.buildTo(this.size);
    return builder.index;
  }

  private searchBuilder(): SearchIndexBuilder {
    this.search ??= searchIndexBuilder(this.data, this.columns, this.locale, this.texts);
    return this.search;
  }

  /**
   * Rows passing every active column filter and the (normalised, lower-case) global search query, as a mask
   * (1 = shown) and a count; `undefined` when nothing filters.
   */
  filter(filters: ColumnFilters, query: string): { mask: Uint8Array; count: number } | undefined {
    const tests: ((index: number) => boolean)[] = [];
    for (const [id, value] of Object.entries(filters)) {
      const column = this.column(id);
      if (!column?.filter || !isFilterActive(value)) continue;
      switch (column.filter) {
        case 'number': {
          const numbers = this.numbers(column);
          const { min, max } = value as NumberRange;
          const low = min ?? Number.NEGATIVE_INFINITY;
          const high = max ?? Number.POSITIVE_INFINITY;
          // NaN (no number) fails both comparisons' negation: `!(x >= low)` is true for NaN.
          tests.push((index) => {
            const number = numbers[index] as number;
            return number >= low && number <= high;
          });
          break;
        }
        case 'date': {
          const days = this.days(column);
          const { from, to } = value as DateRange;
          tests.push((index) => {
            const day = days[index];
            return day !== undefined && (from === undefined || day >= from) && (to === undefined || day <= to);
          });
          break;
        }
        case 'values': {
          const keys = this.keys(column);
          const selected = new Set(value as string[]);
          tests.push((index) => selected.has(keys[index] as string));
          break;
        }
        default: {
          const texts = this.text(column);
          const needle = (value as string).trim().toLocaleLowerCase();
          tests.push((index) => (texts[index] as string).includes(needle));
        }
      }
    }
    if (query !== '') {
      const index = this.searchIndex();
      tests.push((row) => (index[row] as string).includes(query));
    }
    if (tests.length === 0) return undefined;
    const mask = new Uint8Array(this.size);
    let count = 0;
    rows: for (let index = 0; index < this.size; index += 1) {
      for (const test of tests) if (!test(index)) continue rows;
      mask[index] = 1;
      count += 1;
    }
    return { mask, count };
  }

  /** The ascending order of a column: ranks by value (text by the language's collation), then a stable counting sort. */
  private order(column: ResolvedColumn<Row>): ColumnOrder {
    const cached = this.orderCache.get(column.id);
    if (cached) return cached;
    const values = this.values(column);
    const ranks = new Uint32Array(this.size);
    let distinct: number;
    if (column.kind === 'text') {
      const byText = textRanks(values, this.locale);
      distinct = byText.size;
      for (let index = 0; index < this.size; index += 1) {
        const value = values[index];
        ranks[index] = value === null || value === undefined ? distinct : (byText.get(String(value)) ?? distinct);
      }
    } else {
      const keys = new Float64Array(this.size);
      const dates = new Map<string, number>();
      for (let index = 0; index < this.size; index += 1) {
        const value = values[index];
        let key: number;
        if (column.kind === 'date' && typeof value === 'string') {
          key = dates.get(value) ?? Number.NaN;
          if (!dates.has(value)) {
            key = dateSortKey(value) ?? Number.NaN;
            dates.set(value, key);
          }
        } else if (column.kind === 'date') key = dateSortKey(value) ?? Number.NaN;
        else if (typeof value === 'boolean') key = Number(value);
        else key = typeof value === 'number' ? value : Number.NaN;
        keys[index] = key;
      }
      // Distinct keys through the engine's native numeric sort (NaN sorts last), then a binary search per row.
      const sorted = Float64Array.from(keys).sort();
      let unique = 0;
      for (let index = 0; index < sorted.length; index += 1) {
        const key = sorted[index] as number;
        if (Number.isNaN(key)) break;
        if (unique === 0 || sorted[unique - 1] !== key) sorted[unique++] = key;
      }
      distinct = unique;
      for (let index = 0; index < this.size; index += 1) {
        const key = keys[index] as number;
        if (Number.isNaN(key)) {
          ranks[index] = distinct;
          continue;
        }
        let low = 0;
        let high = unique - 1;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if ((sorted[middle] as number) < key) low = middle + 1;
          else high = middle;
        }
        ranks[index] = low;
      }
    }
    // Stable counting sort by rank: ties keep the data's order; missing values (rank `distinct`) go last.
    const starts = new Uint32Array(distinct + 2);
    for (let index = 0; index < this.size; index += 1) starts[(ranks[index] as number) + 1]! += 1;
    for (let rank = 1; rank < starts.length; rank += 1) starts[rank]! += starts[rank - 1] as number;
    const present = starts[distinct] as number;
    const order = new Uint32Array(this.size);
    for (let index = 0; index < this.size; index += 1) order[starts[ranks[index] as number]!++] = index;
    const result = { order, ranks, present };
    this.orderCache.set(column.id, result);
    return result;
  }

  /**
   * The shown rows as data indices: those passing `mask` (all without one), in the data's order or sorted by
   * a column. Descending keeps ties in the data's order and missing values last, like ascending.
   */
  arrange(mask: Uint8Array | undefined, count: number, sort: ModelSort | null): Uint32Array {
    const result = new Uint32Array(count);
    let next = 0;
    const column = sort ? this.column(sort.id) : undefined;
    if (!sort || !column) {
      for (let index = 0; index < this.size; index += 1) if (!mask || mask[index]) result[next++] = index;
      return result;
    }
    const { order, ranks, present } = this.order(column);
    if (!sort.desc) {
      for (const index of order) if (!mask || mask[index]) result[next++] = index;
      return result;
    }
    // Groups of equal values from the last to the first, each group in the data's order.
    let end = present;
    while (end > 0) {
      const rank = ranks[order[end - 1] as number];
      let start = end - 1;
      while (start > 0 && ranks[order[start - 1] as number] === rank) start -= 1;
      for (let position = start; position < end; position += 1) {
        const index = order[position] as number;
        if (!mask || mask[index]) result[next++] = index;
      }
      end = start;
    }
    for (let position = present; position < this.size; position += 1) {
      const index = order[position] as number;
      if (!mask || mask[index]) result[next++] = index;
    }
    return result;
  }
}
