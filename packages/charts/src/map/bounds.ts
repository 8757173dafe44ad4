import type { LngLat, MapBounds } from './types.ts';

/** Rounds a coordinate to 6 decimals (about 0.1 m), as the map URL stores it. */
export const roundCoordinate = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Bounds from the engine's corners, rounded to 6 decimals. */
export function toMapBounds(ne: { lng: number; lat: number }, sw: { lng: number; lat: number }): MapBounds {
  return {
    ne: [roundCoordinate(ne.lng), roundCoordinate(ne.lat)],
    sw: [roundCoordinate(sw.lng), roundCoordinate(sw.lat)],
  };
}

/** The smallest bounds around the points, or undefined for none. */
export function boundsOf(points: readonly { lon: number; lat: number }[]): MapBounds | undefined {
  if (points.length === 0) return undefined;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { lon, lat } of points) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return { ne: [east, north] as LngLat, sw: [west, south] as LngLat };
}

/** A trailing-edge debounce with a cancel, for move-end (100 ms) and resize (300 ms). */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
