import type { ReactNode } from 'react';

/** A longitude/latitude pair, GeoJSON order. */
export type LngLat = [lon: number, lat: number];

/** The visible map area, as reported on move end (coordinates rounded to 6 decimals). */
export interface MapBounds {
  /** North-east corner. */
  ne: LngLat;
  /** South-west corner. */
  sw: LngLat;
}

/** One row of a popup table. */
export interface MapPopupRow {
  label: string;
  value: string;
}

/** One point on the map (for Havbruk a farm site). Generic: no product types. */
export interface MapPointFeature {
  /** Unique, stable id (used for feature-state and focus). */
  id: string;
  lon: number;
  lat: number;
  /** The metric value for the shown period; `null` when there is no value (drawn hollow). */
  value: number | null;
  /** Inactive (fallow): drawn grey, popup shows the inactive label. */
  isFallow?: boolean;
  /** Name, used by the finder list, the popup title and screen readers. */
  label: string;
  /** Short inner label drawn inside the marker (e.g. the operator's initials), when given. */
  initials?: string;
  /** Listed before the other matches by the finder (e.g. the viewer's own farms). */
  preferred?: boolean;
  /** Popup table rows (already formatted by the caller). */
  popupRows?: readonly MapPopupRow[];
}

/** A color stop of a legend scale. */
export interface MapScaleStop {
  value: number;
  color: string;
}

/**
 * How values become colors: stops in ascending value order. `linear` interpolates between stops,
 * `step` gives each value the color of the highest stop at or below it.
 */
export interface MapColorScale {
  stops: readonly MapScaleStop[];
  mode?: 'linear' | 'step';
}

/** A zone outline (for Havbruk the 13 production areas). */
export interface MapZone {
  id: number | string;
  name: string;
  /** Outer ring, closed (first point repeated last). */
  ring: readonly LngLat[];
  /** Fill color of this zone (e.g. a status color); the theme's faint zone tint when absent. */
  fill?: string;
}

export type MapBasemap = 'offline' | 'streets' | 'satellite';

/** How a change of values used to restyle the farm layer; the farm canvas now redraws either way (see `FarmMap`). */
export type MapRestyleMethod = 'featureState' | 'setData';

/** Every text the map shows or announces. `@havbruk/charts` holds no UI text: the host passes these. */
export interface FarmMapLabels {
  /** Accessible name of the map region, e.g. "Farm map". */
  region: string;
  /** Label of the finder box, e.g. "Find a farm". */
  search: string;
  /** Announced result count of the finder, e.g. (3) => "3 farms". */
  resultCount: (count: number) => string;
  zoomIn: string;
  zoomOut: string;
  /** Label of the satellite toggle (shown when a satellite tile URL is given). */
  satellite: string;
  closePopup: string;
  /** Shown while the map engine loads. */
  loading: string;
  /** The inactive label of fallow points (popup and finder). */
  inactive: string;
}

/** The legend bar under the map: a title and the texts at either end of the scale. */
export interface MapLegend {
  title: string;
  startLabel: string;
  endLabel: string;
}

export type RenderMapPopup = (feature: MapPointFeature) => ReactNode;
