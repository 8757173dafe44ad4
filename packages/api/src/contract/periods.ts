/**
 * Period numbers of the v2 timeline axis (see `TimelineAxis`). Periods of every aggregation are consecutive
 * integers, so period `i` of an axis is `axis.first + i`.
 */
import type { Aggregation } from './common.ts';

const DAY_MS = 86_400_000;

/** UTC day number (days since 1970-01-01) of a YYYY-MM-DD date. */
export const dayOf = (isoDate: string): number => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
/** YYYY-MM-DD of a UTC day number. */
export const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Days per period of the aggregations counted from the generation start. */
export const RELATIVE_STEP: Partial<Record<Aggregation, number>> = { daysIn: 1, weeksIn: 7, monthsIn: 30 };

export const isRelativeAggregation = (agg: Aggregation): boolean => RELATIVE_STEP[agg] !== undefined;

/**
 * The period of a day: the day itself (`day`), ISO weeks since the week of 1970-01-01 (`week`), months since
 * January 1970 (`month`), or periods since `anchor` (the generation start) for daysIn / weeksIn / monthsIn.
 */
export const periodOfDay = (agg: Aggregation, day: number, anchor = 0): number => {
  if (agg === 'day') return day;
  if (agg === 'week') return Math.floor((day + 3) / 7);
  if (agg === 'month') {
    const date = new Date(day * DAY_MS);
    return (date.getUTCFullYear() - 1970) * 12 + date.getUTCMonth();
  }
  return Math.floor((day - anchor) / (RELATIVE_STEP[agg] as number));
};

/** First day of a period (the Monday of a week, the 1st of a month; for relative aggregations from `anchor`). */
export const periodStartDay = (agg: Aggregation, period: number, anchor = 0): number => {
  if (agg === 'day') return period;
  if (agg === 'week') return period * 7 - 3;
  if (agg === 'month') return Math.round(Date.UTC(1970 + Math.floor(period / 12), period % 12, 1) / DAY_MS);
  return anchor + period * (RELATIVE_STEP[agg] as number);
};

/**
 * Label of period `index` of an axis: the ISO date the period starts on for day / week / month, the number
 * of days since the generation start for daysIn / weeksIn / monthsIn.
 */
export const periodLabel = (axis: { agg: Aggregation; first: number }, index: number): string => {
  const period = axis.first + index;
  return isRelativeAggregation(axis.agg)
    ? String(periodStartDay(axis.agg, period))
    : dateOf(periodStartDay(axis.agg, period));
};
