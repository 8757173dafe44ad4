import {
  evaluateHarvestFails,
  harvestUnitKey,
  HARVEST_AXIS_FACTOR,
  inWindow,
  type HarvestMarket,
  type HarvestRecord,
  type HarvestSort,
  type HarvestWeightRange,
  type HarvestWindow,
  type Species,
} from '@havbruk/api';
import { toDisplayUnit } from '../../format/format.ts';

/** The applied filter the view is built for (the `harvestFilter` machine's `HarvestFilter`). */
export interface HarvestViewFilter {
  weight: HarvestWeightRange;
  window: HarvestWindow;
  market: HarvestMarket;
  sort: HarvestSort;
}

/**
 * The message the screen shows above the graph (spec S2 §8): no fish at all (`empty`), no projection day inside
 * the dates (`noResults`), no farm or cage passing in the dates while none passes in the whole 90 days
 * (`failedHard`) or some pass on other days (`failedSoft`, with the prompt to refine); null when there are results.
 */
export type HarvestMessage = 'empty' | 'noResults' | 'failedHard' | 'failedSoft' | null;

/** A row's state: ready in the dates, passing only on other days, or never passing in the 90 days. */
export type HarvestRowStatus = 'ready' | 'later' | 'noRecommendation';

export interface HarvestRow {
  key: string;
  farmId: string;
  farmName: string;
  cageId: string | null;
  cageName: string | null;
  /** The best day in the dates (or the focus day); null when the unit has no projection there. */
  day: string | null;
  weight: number | null;
  count: number | null;
  /** Tonnes. */
  biomass: number | null;
  value: number | null;
  currency: string | null;
  superior: number | null;
  status: HarvestRowStatus;
}

/** One projection day of the graph: fish-count-weighted mean weight, summed biomass (t) and value. */
export interface HarvestGraphPoint {
  day: string;
  inWindow: boolean;
  weight: { value: number; upper: number; lower: number };
  biomass: { value: number; upper: number; lower: number };
  value: { value: number; upper: number; lower: number };
}

export type HarvestMetric = 'weight' | 'biomass' | 'value';

export interface HarvestView {
  message: HarvestMessage;
  rows: HarvestRow[];
  points: HarvestGraphPoint[];
  /** Axis maximum per metric: 1.1 times the highest upper bound. */
  axisMax: Record<HarvestMetric, number>;
  /** The market price falls back to another species: the species without a price and the one used. */
  fallback: { species: Species; priceSpecies: Species } | null;
  currency: string | null;
  /** Farms or cages with a passing projection inside the dates. */
  validCount: number;
  /**
   * The best day when every row with one has the same (earnings and biomass grow with the fish, so they usually
   * peak on the last day of the dates); null when the best days differ, no row has one, or a focus day is set.
   */
  sharedDay: string | null;
}

const sortValue = (record: HarvestRecord, sort: HarvestSort, market: HarvestMarket): number =>
  sort === 'earnings'
    ? record.scores[market].value
    : sort === 'biomass'
      ? record.scores.biomass.value
      : record.scores.superior.value;

const rowSortValue = (row: HarvestRow, sort: HarvestSort): number =>
  (sort === 'earnings' ? row.value : sort === 'biomass' ? row.biomass : row.superior) ?? -Infinity;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

const STATUS_ORDER: Record<HarvestRowStatus, number> = { ready: 0, later: 1, noRecommendation: 2 };

/**
 * The rows, graph and message of the harvest screen for the applied filter.
 * - Fails are evaluated for the filter's weight range over all fetched days (the 90-day range), so "hard" means
 *   "never in the 90 days" and "later" means "passing on days outside the chosen dates".
 * - A row shows the unit's best passing day in the dates by the sort (earnings in the chosen market, biomass or
 *   superior share), or the focus day when one is set. Ready rows first, then by the sort, highest first.
 * - `sharedDay` names the best day when all rows share it (the screen then names it once instead of a column).
 * - The graph sums the shown units per day (weight as a fish-count-weighted mean), with the likely range.
 */
export function buildHarvestView(
  records: readonly HarvestRecord[],
  filter: HarvestViewFilter,
  focusDay: string | null,
  cageId: string | null = null,
): HarvestView {
  const shown = cageId === null ? records : records.filter((record) => record.cageId === cageId);
  const evaluated = evaluateHarvestFails(shown, filter.weight);
  const units = new Map<string, HarvestRecord[]>();
  for (const record of evaluated) {
    const key = harvestUnitKey(record);
    const list = units.get(key);
    if (list) list.push(record);
    else units.set(key, [record]);
  }

  const rows: HarvestRow[] = [];
  let valid = 0;
  for (const [key, list] of units) {
    const passing = list.filter((record) => record.fail === null && inWindow(record.day, filter.window));
    if (passing.length > 0) valid += 1;
    const best = passing.reduce<HarvestRecord | undefined>(
      (top, record) =>
        top === undefined || sortValue(record, filter.sort, filter.market) > sortValue(top, filter.sort, filter.market)
          ? record
          : top,
      undefined,
    );
    const chosen = focusDay !== null ? list.find((record) => record.day === focusDay) : best;
    const first = list[0]!;
    const status: HarvestRowStatus = (focusDay !== null ? chosen?.fail === null : passing.length > 0)
      ? 'ready'
      : list.some((record) => record.fail === null)
        ? 'later'
        : 'noRecommendation';
    rows.push({
      key,
      farmId: first.farmId,
      farmName: first.farmName,
      cageId: first.cageId,
      cageName: first.cageName,
      day: chosen?.day ?? null,
      // Rounded as shown (weight 2 decimals, biomass 0, value whole units), so the CSV holds the same numbers.
      weight: chosen ? round(chosen.scores.weight.value, 2) : null,
      count: chosen ? chosen.scores.count.value : null,
      biomass: chosen ? round(toDisplayUnit(chosen.scores.biomass.value, 'biomass'), 0) : null,
      value: chosen ? round(chosen.scores[filter.market].value, 0) : null,
      currency: chosen ? chosen.scores[filter.market].info.currency : null,
      superior: chosen ? chosen.scores.superior.value : null,
      status,
    });
  }
  rows.sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      rowSortValue(b, filter.sort) - rowSortValue(a, filter.sort) ||
      a.farmName.localeCompare(b.farmName) ||
      (a.cageName ?? '').localeCompare(b.cageName ?? ''),
  );

  const points = graphPoints(evaluated, filter);
  const axisMax = {
    weight: HARVEST_AXIS_FACTOR * Math.max(0, ...points.map((point) => point.weight.upper)),
    biomass: HARVEST_AXIS_FACTOR * Math.max(0, ...points.map((point) => point.biomass.upper)),
    value: HARVEST_AXIS_FACTOR * Math.max(0, ...points.map((point) => point.value.upper)),
  };

  // The farm's own species is the one the other market quotes (only one market falls back in the price table).
  const other: HarvestMarket = filter.market === 'fresh' ? 'frozen' : 'fresh';
  const fallbackRecord = evaluated.find((record) => record.scores[filter.market].info.fallback);
  const fallback = fallbackRecord
    ? {
        species: fallbackRecord.scores[other].info.species,
        priceSpecies: fallbackRecord.scores[filter.market].info.species,
      }
    : null;

  let message: HarvestMessage = null;
  if (records.length === 0) message = 'empty';
  else if (!evaluated.some((record) => inWindow(record.day, filter.window))) message = 'noResults';
  else if (valid === 0) message = evaluated.every((record) => record.fail === 'hard') ? 'failedHard' : 'failedSoft';

  const bestDays = new Set(rows.flatMap((row) => (row.day === null ? [] : [row.day])));
  return {
    message,
    rows,
    points,
    axisMax,
    fallback,
    currency: evaluated[0]?.scores[filter.market].info.currency ?? null,
    validCount: valid,
    sharedDay: focusDay === null && bestDays.size === 1 ? [...bestDays][0]! : null,
  };
}

function graphPoints(records: readonly HarvestRecord[], filter: HarvestViewFilter): HarvestGraphPoint[] {
  const byDay = new Map<string, HarvestRecord[]>();
  for (const record of records) {
    const list = byDay.get(record.day);
    if (list) list.push(record);
    else byDay.set(record.day, [record]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, list]) => {
      const fish = list.reduce((sum, record) => sum + record.scores.count.value, 0);
      const weighted = (pick: (record: HarvestRecord) => number) =>
        fish > 0 ? list.reduce((sum, record) => sum + pick(record) * record.scores.count.value, 0) / fish : 0;
      const sum = (pick: (record: HarvestRecord) => number) => list.reduce((total, record) => total + pick(record), 0);
      return {
        day,
        inWindow: inWindow(day, filter.window),
        weight: {
          value: weighted((record) => record.scores.weight.value),
          upper: weighted((record) => record.scores.weight.upper),
          lower: weighted((record) => record.scores.weight.lower),
        },
        biomass: {
          value: toDisplayUnit(
            sum((record) => record.scores.biomass.value),
            'biomass',
          ),
          upper: toDisplayUnit(
            sum((record) => record.scores.biomass.upper),
            'biomass',
          ),
          lower: toDisplayUnit(
            sum((record) => record.scores.biomass.lower),
            'biomass',
          ),
        },
        value: {
          value: sum((record) => record.scores[filter.market].value),
          upper: sum((record) => record.scores[filter.market].upper),
          lower: sum((record) => record.scores[filter.market].lower),
        },
      };
    });
}
