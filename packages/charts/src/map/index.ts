export { FarmMap } from './FarmMap.tsx';
export type { FarmMapProps } from './FarmMap.tsx';
export { loadMapEngine, setMaplibreWorkerUrl } from './engine.ts';
export type { MapEngine, MapEngineKind } from './engine.ts';
export { ringContains, zoneAt } from './zones.ts';
export { colorForValue, scaleExpression, scaleGradient, themeScale } from './scale.ts';
export { boundsOf, roundCoordinate, toMapBounds } from './bounds.ts';
export { mapPalette } from './mapPalette.ts';
export { rankSearchMatches } from './rankSearchMatches.ts';
export type { SearchRanking } from './rankSearchMatches.ts';
export type { MapPalette } from './mapPalette.ts';
export {
  MAP_DEFAULT_CENTER,
  MAP_FIT_PADDING,
  MAP_FLY_MS,
  MAP_FOCUS_ZOOM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_MOVE_END_DEBOUNCE_MS,
  MAP_RESIZE_DEBOUNCE_MS,
  MAP_ZOOM_STEP,
} from './constants.ts';
export type {
  FarmMapLabels,
  LngLat,
  MapBasemap,
  MapBounds,
  MapColorScale,
  MapLegend,
  MapPointFeature,
  MapPopupRow,
  MapRestyleMethod,
  MapScaleStop,
  MapZone,
  RenderMapPopup,
} from './types.ts';
