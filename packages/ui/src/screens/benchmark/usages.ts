import type { ProductMetric, ProductPeriod, ProductUsage } from '@havbruk/api';

export const PRODUCT_METRICS: readonly ProductMetric[] = ['overall', 'growth', 'mortality', 'feed', 'parasite'];
export const PRODUCT_PERIODS: readonly ProductPeriod[] = ['duringUse', 'immediate', 'shortTerm', 'midTerm'];

/** The score of a usage for a metric and period (overall has no periods). */
export const scoreOf = (usage: ProductUsage, metric: ProductMetric, period: ProductPeriod) =>
  metric === 'overall' ? usage.scores.overall : usage.scores[metric][period];

/** A date range (ISO dates) or, for organizations, a day-count range. */
export type UsageRange = { start: string; end: string } | { startDay: number; endDay: number };

/**
 * Spec §5: a usage matches when it starts before the range end and ends after the range start, or is
 * open-ended (no end). Organizations compare day counts instead of dates.
 */
export function inRange(usage: ProductUsage, range: UsageRange | null): boolean {
  if (!range) return true;
  if ('startDay' in range) {
    if (usage.startDaysIn > range.endDay) return false;
    return usage.endDaysIn === null || usage.endDaysIn >= range.startDay;
  }
  if (usage.startDate > range.end) return false;
  return usage.endDate === null || usage.endDate >= range.start;
}
