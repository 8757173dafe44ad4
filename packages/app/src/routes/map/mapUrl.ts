import type { MapBounds } from '@havbruk/charts';
import type { MapWeek } from '@havbruk/machines';
import { DEFAULT_MAP_METRIC, parseMapMetric, type MapMetric } from '@havbruk/ui';

/**
 * The map's URL (spec 2 §5): `/map` or `/map/{year}/{week}`, with `metric` (only a known `category.key`),
 * `ne` and `sw` (`lng,lat`, used only together, rounded to 6 decimals) and `farmIds` (comma list; the first is
 * the focused farm).
 */
export interface MapUrlState {
  week: MapWeek | undefined;
  metric: MapMetric;
  bounds: MapBounds | undefined;
  farmIds: string[];
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

const parseCorner = (value: string | null): [number, number] | undefined => {
  if (!value) return undefined;
  const parts = value.split(',').map(Number);
  if (parts.length !== 2 || !parts.every(Number.isFinite)) return undefined;
  const [lng, lat] = parts as [number, number];
  if (Math.abs(lng) > 180 || Math.abs(lat) > 90) return undefined;
  return [round6(lng), round6(lat)];
};

/** `/map/{year}/{week}` parameters: both integers, or no week. */
export function parseMapWeek(year: string | undefined, week: string | undefined): MapWeek | undefined {
  if (year === undefined || week === undefined || !/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(week)) return undefined;
  return { year: Number(year), week: Number(week) };
}

export function parseMapUrl(params: { year?: string; week?: string }, search: URLSearchParams): MapUrlState {
  const ne = parseCorner(search.get('ne'));
  const sw = parseCorner(search.get('sw'));
  return {
    week: parseMapWeek(params.year, params.week),
    metric: parseMapMetric(search.get('metric')) ?? DEFAULT_MAP_METRIC,
    bounds: ne && sw ? { ne, sw } : undefined,
    farmIds: (search.get('farmIds') ?? '').split(',').filter(Boolean),
  };
}

/** The path of a week (`/map` without one). */
export const mapPath = (week: MapWeek | undefined): string => (week ? `/map/${week.year}/${week.week}` : '/map');

/** A changed query: `metric`, bounds (both corners or neither), `farmIds`. */
export function withMapSearch(
  search: URLSearchParams,
  change: { metric?: MapMetric; bounds?: MapBounds | null; farmIds?: readonly string[] },
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (change.metric !== undefined) next.set('metric', change.metric);
  if (change.bounds === null) {
    next.delete('ne');
    next.delete('sw');
  } else if (change.bounds) {
    next.set('ne', change.bounds.ne.map(round6).join(','));
    next.set('sw', change.bounds.sw.map(round6).join(','));
  }
  if (change.farmIds !== undefined) {
    if (change.farmIds.length) next.set('farmIds', change.farmIds.join(','));
    else next.delete('farmIds');
  }
  return next;
}
