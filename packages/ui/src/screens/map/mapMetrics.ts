import type { MapFilters } from '@havbruk/machines';
import type { HistogramBin } from '@havbruk/charts';
import {
  LICE_FEMALE_BINS,
  LICE_MOBILE_BINS,
  LICE_STATIONARY_BINS,
  WEIGHT_BINS,
  WELFARE_SCORE_BINS,
} from '../../map/histogramBins.ts';

/** The map metrics, in the URL's `category.key` form (spec 2 §5). `lice.limit` is ours (beyond the spec). */
export const MAP_METRICS = [
  'inventory.welfareScore',
  'diseases.count',
  'inventory.weight',
  'lice.female',
  'lice.mobile',
  'lice.stationary',
  'treatments.count',
  'lice.limit',
] as const;
export type MapMetric = (typeof MAP_METRICS)[number];
export const DEFAULT_MAP_METRIC: MapMetric = 'inventory.welfareScore';

/** A metric from the URL: accepted only as a known `category.key`. */
export const parseMapMetric = (value: string | null | undefined): MapMetric | undefined =>
  MAP_METRICS.find((metric) => metric === value);

/** One farm in the shown week, with the static fields joined in. */
export interface MapExplorerFarm {
  id: string;
  name: string;
  lon: number;
  lat: number;
  areaId: number;
  municipality: string;
  /** Null for a site known only from public data (issue 34). */
  operatorId: string | null;
  operatorName: string | null;
  /** `atlanticSalmon` or `rainbowTrout`; null for a site known only from public data. */
  species: string | null;
  /** Operator initials, given only when the operator is in the viewer's perspective. */
  initials?: string;
  isFallow: boolean;
  /** Lice reported this week; when false the lice values are null ("not reported", not 0). */
  liceReported: boolean;
  female: number | null;
  mobile: number | null;
  stationary: number | null;
  /** Mean fish weight, kg (an estimate for farms the viewer does not own). */
  weight: number | null;
  weightEstimated: boolean;
  diseases: readonly { type: string; status: 'suspected' | 'confirmed' }[];
  treatments: readonly { product: string; category: string }[];
  /** Performance index 0–1; -1 when fallow. */
  score: number;
  /** The week's legal female-lice limit in the farm's area (0.5, or 0.2 in spring weeks). */
  liceLimit: number;
}

/** How a metric reads: where it comes from, which way is better, its scale and histogram bins. */
export interface MapMetricSpec {
  value: (farm: MapExplorerFarm) => number | null;
  higherIsBetter: boolean;
  min: number;
  max: number;
  /** Step scale (categories) rather than a gradient. */
  step: boolean;
  bins: readonly HistogramBin[];
  /**
   * The value as the sidebar shows it: its card prints it, the histogram counts it and the week's trend compares it,
   * so a card reading "100" is in the "100" bin and two weeks reading the same are "same as last week". The welfare
   * score (0–1) is shown × 100 as a whole number; the other metrics as they are.
   */
  shown: (value: number) => number;
  /** Legend texts: 'bestWorst', 'disease' (none → confirmed), 'treatment' (none → treated), 'limit'. */
  legend: 'bestWorst' | 'disease' | 'treatment' | 'limit';
  measure: 'score' | 'count' | 'weight' | 'lice' | 'ratio';
}

const asIs = (value: number) => value;

const edges = (list: number[]): HistogramBin[] =>
  list.map((from, i) => ({ from, to: i + 1 < list.length ? (list[i + 1] as number) : null }));

const diseaseLevel = (farm: MapExplorerFarm): number =>
  farm.diseases.some((disease) => disease.status === 'confirmed') ? 2 : farm.diseases.length ? 1 : 0;

export const MAP_METRIC_SPECS: Record<MapMetric, MapMetricSpec> = {
  'inventory.welfareScore': {
    value: (farm) => (farm.score < 0 ? null : farm.score),
    higherIsBetter: true,
    min: 0,
    max: 1,
    step: false,
    bins: WELFARE_SCORE_BINS,
    shown: (value) => Math.round(value * 100),
    legend: 'bestWorst',
    measure: 'score',
  },
  'diseases.count': {
    value: diseaseLevel,
    higherIsBetter: false,
    min: 0,
    max: 2,
    step: true,
    bins: edges([0, 1, 2]),
    shown: asIs,
    legend: 'disease',
    measure: 'count',
  },
  'inventory.weight': {
    value: (farm) => farm.weight,
    higherIsBetter: true,
    min: 0,
    max: 6,
    step: false,
    bins: WEIGHT_BINS,
    shown: asIs,
    legend: 'bestWorst',
    measure: 'weight',
  },
  'lice.female': {
    value: (farm) => farm.female,
    higherIsBetter: false,
    min: 0,
    max: 0.5,
    step: false,
    bins: LICE_FEMALE_BINS,
    shown: asIs,
    legend: 'bestWorst',
    measure: 'lice',
  },
  'lice.mobile': {
    value: (farm) => farm.mobile,
    higherIsBetter: false,
    min: 0,
    max: 3,
    step: false,
    bins: LICE_MOBILE_BINS,
    shown: asIs,
    legend: 'bestWorst',
    measure: 'lice',
  },
  'lice.stationary': {
    value: (farm) => farm.stationary,
    higherIsBetter: false,
    min: 0,
    max: 0.08,
    step: false,
    bins: LICE_STATIONARY_BINS,
    shown: asIs,
    legend: 'bestWorst',
    measure: 'lice',
  },
  'treatments.count': {
    value: (farm) => farm.treatments.length,
    higherIsBetter: false,
    min: 0,
    max: 2,
    step: true,
    bins: edges([0, 1, 2]),
    shown: asIs,
    legend: 'treatment',
    measure: 'count',
  },
  'lice.limit': {
    value: (farm) => (farm.female === null ? null : farm.female / farm.liceLimit),
    higherIsBetter: false,
    min: 0,
    max: 1,
    step: true,
    bins: edges([0, 0.5, 1]),
    shown: asIs,
    legend: 'limit',
    measure: 'ratio',
  },
};

/** A fallow farm has no value; a farm without a lice report has none for the lice metrics. */
export function metricValue(farm: MapExplorerFarm, metric: MapMetric): number | null {
  if (farm.isFallow) return null;
  return MAP_METRIC_SPECS[metric].value(farm);
}

export type MapSort = 'best' | 'worst' | 'name';

/** Farms sorted for the result cards; farms without a value (fallow, not reported) last. */
export function sortFarms(
  farms: readonly MapExplorerFarm[],
  metric: MapMetric,
  sort: MapSort,
  locale: string,
): MapExplorerFarm[] {
  if (sort === 'name') return [...farms].sort((a, b) => a.name.localeCompare(b.name, locale));
  const better = MAP_METRIC_SPECS[metric].higherIsBetter ? -1 : 1;
  const direction = sort === 'best' ? better : -better;
  return [...farms].sort((a, b) => {
    const va = metricValue(a, metric);
    const vb = metricValue(b, metric);
    if (va === null || vb === null) return va === null ? (vb === null ? 0 : 1) : -1;
    return (va - vb) * direction || a.name.localeCompare(b.name, locale);
  });
}

/** The farms the filters let through (an empty list restricts nothing; fallow/active by the week's activity). */
export function filterMapFarms(farms: readonly MapExplorerFarm[], filters: MapFilters): readonly MapExplorerFarm[] {
  const { areas, municipalities, companies, species, activity } = filters;
  if (!areas.length && !municipalities.length && !companies.length && !species.length && activity === 'all')
    return farms;
  return farms.filter(
    (farm) =>
      (!areas.length || areas.includes(farm.areaId)) &&
      (!municipalities.length || municipalities.includes(farm.municipality)) &&
      (!companies.length || (farm.operatorId !== null && companies.includes(farm.operatorId))) &&
      (!species.length || (farm.species !== null && species.includes(farm.species))) &&
      (activity === 'all' || (activity === 'fallow') === farm.isFallow),
  );
}

/** One production area's figures in the shown week. */
export interface AreaLiceFigures {
  /** Sites drawn in the area (fallow and not reported included). */
  sites: number;
  /** Sites that reported adult female lice this week. */
  reporting: number;
  /** Mean adult female lice per fish over the reporting sites; null when none reported (never 0). */
  female: number | null;
}

/**
 * The traffic-light layer's figures per production area id, from the shown week's sites (every site of the map:
 * those of the register and those only imported from public data alike).
 */
export function areaLiceFigures(farms: readonly MapExplorerFarm[]): Map<number, AreaLiceFigures> {
  const sums = new Map<number, { sites: number; reporting: number; total: number }>();
  for (const farm of farms) {
    const sum = sums.get(farm.areaId) ?? { sites: 0, reporting: 0, total: 0 };
    sum.sites += 1;
    if (!farm.isFallow && farm.female !== null) {
      sum.reporting += 1;
      sum.total += farm.female;
    }
    sums.set(farm.areaId, sum);
  }
  return new Map(
    [...sums].map(([area, sum]) => [
      area,
      { sites: sum.sites, reporting: sum.reporting, female: sum.reporting ? sum.total / sum.reporting : null },
    ]),
  );
}
