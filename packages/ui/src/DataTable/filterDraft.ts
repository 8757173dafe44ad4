import type { ResolvedColumn } from './columns.ts';
import {
  clampIsoDay,
  isFilterActive,
  normaliseDateRange,
  normaliseNumberRange,
  numericRule,
  parseNumericBound,
  type ColumnFilters,
  type ColumnFilterValue,
  type DateBounds,
  type DateRange,
  type NumberRange,
} from './filters.ts';

/** What the filter overlay's controls hold while the user edits: raw text, not yet applied. */
export type DraftEntry =
  | { kind: 'number'; min: string; max: string }
  | { kind: 'date'; from: string; to: string }
  | { kind: 'text'; text: string }
  | { kind: 'values'; selected: string[] };

export type FilterDraft = Record<string, DraftEntry>;

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The overlay's controls for the applied filters. */
export function draftFromFilters<Row>(filters: ColumnFilters, columns: readonly ResolvedColumn<Row>[]): FilterDraft {
  const draft: FilterDraft = {};
  for (const column of columns) {
    const value = filters[column.id];
    switch (column.filter) {
      case 'number': {
        const range = (value ?? {}) as NumberRange;
        draft[column.id] = { kind: 'number', min: numberText(range.min), max: numberText(range.max) };
        break;
      }
      case 'date': {
        const range = (value ?? {}) as DateRange;
        draft[column.id] = { kind: 'date', from: range.from ?? '', to: range.to ?? '' };
        break;
      }
      case 'text':
        draft[column.id] = { kind: 'text', text: typeof value === 'string' ? value : '' };
        break;
      case 'values':
        draft[column.id] = { kind: 'values', selected: Array.isArray(value) ? value : [] };
        break;
      default:
        break;
    }
  }
  return draft;
}

/**
 * Staging: the controls' text after the rules are applied — a non-number clears its bound, numbers are held
 * to min 0 / max / step, typed dates are clamped to the data's range (or cleared when not a real day).
 */
export function normaliseDraft<Row>(
  draft: FilterDraft,
  columns: readonly ResolvedColumn<Row>[],
  bounds: Record<string, DateBounds>,
): FilterDraft {
  const next: FilterDraft = {};
  for (const column of columns) {
    const entry = draft[column.id];
    if (!entry) continue;
    if (entry.kind === 'number') {
      const rule = numericRule(column.kind);
      next[column.id] = {
        kind: 'number',
        min: numberText(parseNumericBound(entry.min, rule)),
        max: numberText(parseNumericBound(entry.max, rule)),
      };
    } else if (entry.kind === 'date') {
      const columnBounds = bounds[column.id] ?? { min: undefined, max: undefined };
      next[column.id] = {
        kind: 'date',
        from: clampIsoDay(entry.from, columnBounds) ?? '',
        to: clampIsoDay(entry.to, columnBounds) ?? '',
      };
    } else {
      next[column.id] = entry;
    }
  }
  return next;
}

/** The filters a draft applies: only active ones, normalised (bounds in order, dates clamped). */
export function filtersFromDraft<Row>(
  draft: FilterDraft,
  columns: readonly ResolvedColumn<Row>[],
  bounds: Record<string, DateBounds>,
): ColumnFilters {
  const filters: ColumnFilters = {};
  for (const column of columns) {
    const entry = draft[column.id];
    if (!entry) continue;
    let value: ColumnFilterValue;
    if (entry.kind === 'number') {
      const rule = numericRule(column.kind);
      value = normaliseNumberRange({
        min: parseNumericBound(entry.min, rule),
        max: parseNumericBound(entry.max, rule),
      });
    } else if (entry.kind === 'date') {
      value = normaliseDateRange(
        { from: entry.from, to: entry.to },
        bounds[column.id] ?? { min: undefined, max: undefined },
      );
    } else if (entry.kind === 'text') {
      value = entry.text.trim();
    } else {
      value = entry.selected;
    }
    if (isFilterActive(value)) filters[column.id] = value;
  }
  return filters;
}
