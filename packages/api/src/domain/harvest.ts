import type { HarvestRecord } from '../contract/farm.ts';

/**
 * Harvest planning rules (spec S2 §4, §5, §9), shared by the reference server, the `harvestFilter` machine and the
 * harvest screens so that "passing", "failed weight" and "failed hard" mean the same everywhere.
 */

/** Fish of 3 kg or more are harvestable. */
export const HARVESTABLE_WEIGHT_KG = 3;
/** The default minimum harvest weight (no maximum by default). */
export const DEFAULT_MIN_HARVEST_WEIGHT_KG = 3.2;
/** The harvest window: today and the next 89 days. */
export const HARVEST_WINDOW_DAYS = 90;
/** Superior-quality fish fetch 1.2 times the market price. */
export const SUPERIOR_PRICE_FACTOR = 1.2;
/** The projections graph's axis ends at 1.1 times the highest upper bound. */
export const HARVEST_AXIS_FACTOR = 1.1;

export const HARVEST_MARKETS = ['fresh', 'frozen'] as const;
export type HarvestMarket = (typeof HARVEST_MARKETS)[number];
export const HARVEST_SORTS = ['earnings', 'biomass', 'quality'] as const;
export type HarvestSort = (typeof HARVEST_SORTS)[number];

/** A weight range in kg; `max: null` is open-ended. */
export interface HarvestWeightRange {
  min: number;
  max: number | null;
}

/** A window of ISO days, both ends included. */
export interface HarvestWindow {
  start: string;
  end: string;
}

/** The farm or cage a record projects: one record per unit and day. */
export const harvestUnitKey = (record: Pick<HarvestRecord, 'farmId' | 'cageId'>): string =>
  record.cageId === null ? record.farmId : `${record.farmId}/${record.cageId}`;

export const inWeightRange = (weight: number, range: HarvestWeightRange): boolean =>
  weight >= range.min && (range.max === null || weight <= range.max);

export const inWindow = (day: string, window: HarvestWindow): boolean => day >= window.start && day <= window.end;

/**
 * The fail of each record for a weight range (spec S2 §4): `weight` when none of its fish groups falls in the
 * range; a failing record whose farm or cage has no passing record among `records` (the requested date range)
 * is `hard`; a passing record has `null`. Returns new records; the input is left alone.
 */
export function evaluateHarvestFails(records: readonly HarvestRecord[], range: HarvestWeightRange): HarvestRecord[] {
  const evaluated: HarvestRecord[] = records.map((record) => ({
    ...record,
    fail: record.populations.some((population) => inWeightRange(population.weight.value, range))
      ? null
      : ('weight' as const),
  }));
  const passing = new Set(evaluated.filter((record) => record.fail === null).map(harvestUnitKey));
  for (const record of evaluated)
    if (record.fail === 'weight' && !passing.has(harvestUnitKey(record))) record.fail = 'hard';
  return evaluated;
}

/**
 * The farms or cages with at least one passing record inside the window: the "valid results" of a filter.
 * `records` must already be evaluated for the filter's weight range ({@link evaluateHarvestFails}).
 */
export function harvestValidUnits(records: readonly HarvestRecord[], window: HarvestWindow): Set<string> {
  return new Set(records.filter((record) => record.fail === null && inWindow(record.day, window)).map(harvestUnitKey));
}

/** Adds days to an ISO day (UTC). */
export const addIsoDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The default harvest window from a day: that day to 89 days later. */
export const defaultHarvestWindow = (today: string): HarvestWindow => ({
  start: today,
  end: addIsoDays(today, HARVEST_WINDOW_DAYS - 1),
});
