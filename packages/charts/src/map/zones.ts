import type { LngLat, MapZone } from './types.ts';

/** Whether a point lies inside a closed ring (even-odd rule). */
export const ringContains = (ring: readonly LngLat[], [lon, lat]: LngLat): boolean => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as LngLat;
    const [xj, yj] = ring[j] as LngLat;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

/** The zone a point lies in, if any. */
export const zoneAt = (zones: readonly MapZone[], point: LngLat): MapZone | undefined =>
  zones.find((zone) => ringContains(zone.ring, point));
