import type { CellValue, ColumnKind } from './columns.ts';

/** A numeric column filter: inclusive bounds, either may be open. */
export interface NumberRange {
  min?: number | undefined;
  max?: number | undefined;
}

/** A date column filter: inclusive ISO days (`yyyy-mm-dd`), either may be open. */
export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** The value of one column filter, by filter kind: text → string, values → string[], number → NumberRange, date → DateRange. */
export type ColumnFilterValue = string | string[] | NumberRange | DateRange;

/** Column id → filter value. Columns without an entry are unfiltered. */
export type ColumnFilters = Record<string, ColumnFilterValue>;

// ---------------------------------------------------------------- numbers

/** Input rules of a numeric filter (spec 2 §5): min 0; step 1 for integers, any for decimals; percent max 100 step 0.01. */
export interface NumericRule {
  min: number;
  max: number | undefined;
  step: number | 'any';
}

export function numericRule(kind: ColumnKind): NumericRule {
  switch (kind) {
    case 'integer':
      return { min: 0, max: undefined, step: 1 };
    case 'percent':
      return { min: 0, max: 100, step: 0.01 };
    default:
      return { min: 0, max: undefined, step: 'any' };
  }
}

const NUMBER_PATTERN = /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
const GROUPING_SPACES = /[\s\u00a0\u202f]/g;

/**
 * Reads what the user typed into a numeric filter bound. Only numbers are accepted (decimal point or
 * decimal comma, spaces as digit grouping); anything else returns `undefined`, which clears the bound.
 * A number is held to the rule: raised to the minimum, lowered to the maximum, rounded to the step.
 */
export function parseNumericBound(raw: string | number | null | undefined, rule: NumericRule): number | undefined {
  if (raw === null || raw === undefined) return undefined;
  let value: number;
  if (typeof raw === 'number') {
    value = raw;
  } else {
    const text = raw.replace(GROUPING_SPACES, '');
    if (!NUMBER_PATTERN.test(text)) return undefined;
    value = Number(text.replace(',', '.'));
  }
  if (!Number.isFinite(value)) return undefined;
  return applyNumericRule(value, rule);
}

/** Holds a number to a rule: min, max, then the step (steps count from the minimum). */
export function applyNumericRule(value: number, rule: NumericRule): number {
  let result = Math.max(rule.min, value);
  if (rule.max !== undefined) result = Math.min(rule.max, result);
  if (rule.step !== 'any') {
    const steps = Math.round((result - rule.min) / rule.step);
    const decimals = stepDecimals(rule.step);
    result = Number((rule.min + steps * rule.step).toFixed(decimals));
    if (rule.max !== undefined && result > rule.max) result = rule.max;
  }
  return result;
}

const stepDecimals = (step: number): number => {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
};

/** Puts reversed bounds in order. */
export function normaliseNumberRange(range: NumberRange): NumberRange {
  const { min, max } = range;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { min, max };
}

export const isNumberRangeActive = (range: NumberRange | undefined): boolean =>
  range !== undefined && (range.min !== undefined || range.max !== undefined);

/** True when a cell passes a numeric filter; a cell without a number fails any active bound. */
export function matchesNumberRange(value: CellValue, range: NumberRange): boolean {
  if (!isNumberRangeActive(range)) return true;
  if (typeof value !== 'number' || Number.isNaN(value)) return false;
  if (range.min !== undefined && value < range.min) return false;
  if (range.max !== undefined && value > range.max) return false;
  return true;
}

// ---------------------------------------------------------------- dates

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

const isRealDay = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** The ISO day (`yyyy-mm-dd`, UTC) of a cell value, or `undefined` when it is not a date. */
export function toIsoDay(value: CellValue): string | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'string') {
    const match = ISO_DAY.exec(value);
    if (!match) return undefined;
    const [, year, month, day] = match;
    return isRealDay(Number(year), Number(month), Number(day)) ? value.slice(0, 10) : undefined;
  }
  return undefined;
}

/** The earliest and latest day in the data: the bounds of a date filter (spec 2 §5). */
export interface DateBounds {
  min: string | undefined;
  max: string | undefined;
}

export function dateBounds(values: Iterable<CellValue>): DateBounds {
  let min: string | undefined;
  let max: string | undefined;
  for (const value of values) {
    const day = toIsoDay(value);
    if (day === undefined) continue;
    if (min === undefined || day < min) min = day;
    if (max === undefined || day > max) max = day;
  }
  return { min, max };
}

/**
 * Reads a typed date bound: not a real day → `undefined` (clears the bound);
 * a day outside the data's range is clamped to it.
 */
export function clampIsoDay(raw: string | undefined, bounds: DateBounds): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const day = toIsoDay(raw.trim());
  if (day === undefined || day.length !== raw.trim().length) return undefined;
  if (bounds.min !== undefined && day < bounds.min) return bounds.min;
  if (bounds.max !== undefined && day > bounds.max) return bounds.max;
  return day;
}

/** Clamps both ends of a date range to the data and puts reversed ends in order. */
export function normaliseDateRange(range: DateRange, bounds: DateBounds): DateRange {
  const from = clampIsoDay(range.from, bounds);
  const to = clampIsoDay(range.to, bounds);
  if (from !== undefined && to !== undefined && from > to) return { from: to, to: from };
  return { from, to };
}

export const isDateRangeActive = (range: DateRange | undefined): boolean =>
  range !== undefined && (range.from !== undefined || range.to !== undefined);

export function matchesDateRange(value: CellValue, range: DateRange): boolean {
  if (!isDateRangeActive(range)) return true;
  const day = toIsoDay(value);
  if (day === undefined) return false;
  if (range.from !== undefined && day < range.from) return false;
  if (range.to !== undefined && day > range.to) return false;
  return true;
}

// ---------------------------------------------------------------- text and value lists

/** Lower-cases for matching; trims the query. */
export const normaliseQuery = (query: string): string => query.trim().toLocaleLowerCase();

/** Case-insensitive "contains" on the text the user sees. An empty query matches everything. */
export function matchesText(text: string, query: string): boolean {
  const needle = normaliseQuery(query);
  return needle === '' || text.toLocaleLowerCase().includes(needle);
}

/** The key a value-list filter stores for a cell. */
export function valueKey(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return toIsoDay(value) ?? '';
  return String(value);
}

/** A value-list filter passes a cell whose key is selected; nothing selected passes everything. */
export function matchesValueList(value: CellValue, selected: readonly string[]): boolean {
  return selected.length === 0 || selected.includes(valueKey(value));
}

/** Distinct keys of a column, sorted, at most `limit` of them. */
export function distinctValues(values: Iterable<CellValue>, limit: number): string[] {
  const keys = new Set<string>();
  for (const value of values) {
    const key = valueKey(value);
    if (key !== '') keys.add(key);
  }
  return [...keys].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).slice(0, limit);
}

/** True when a filter value filters anything. */
export function isFilterActive(value: ColumnFilterValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if ('min' in value || 'max' in value) return isNumberRangeActive(value as NumberRange);
  return isDateRangeActive(value as DateRange);
}
