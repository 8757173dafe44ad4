import { PRODUCTION_AREA_RINGS, PRODUCTION_AREAS } from '@havbruk/api';
import type { LngLat, MapZone } from '@havbruk/charts';

/**
 * The 13 Norwegian production areas (ids 1–13, south to north, names from `@havbruk/api`'s `PRODUCTION_AREAS`)
 * as approximate zone outlines for `FarmMap`'s `zones` (the outlines: `@havbruk/api`'s `PRODUCTION_AREA_RINGS`,
 * which also place an imported site in its area).
 */
export const PRODUCTION_AREA_ZONES: readonly MapZone[] = PRODUCTION_AREAS.map((area) => ({
  id: area.id,
  name: area.name,
  ring: PRODUCTION_AREA_RINGS[area.id - 1] as LngLat[],
}));
