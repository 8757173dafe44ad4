import type { LngLat } from './types.ts';

/** Map constants from the spec (§9). */
export const MAP_MIN_ZOOM = 4;
export const MAP_MAX_ZOOM = 20;
export const MAP_ZOOM_STEP = 0.2;
export const MAP_FIT_PADDING = 50;
export const MAP_FLY_MS = 500;
export const MAP_FOCUS_ZOOM = 11;
export const MAP_MOVE_END_DEBOUNCE_MS = 100;
export const MAP_RESIZE_DEBOUNCE_MS = 300;
/** The spec's default centre, used only when there are no points to fit and no bounds were given. */
export const MAP_DEFAULT_CENTER: LngLat = [41, 35];
/** Most results the finder lists at once. */
export const MAP_FINDER_MAX_RESULTS = 8;
