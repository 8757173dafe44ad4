/*
 * The farm layer's maths and drawing, without the map engine: marker sizes by zoom, marker colours, the drawing of
 * one frame onto a 2D context, and the hit test on projected points. `farmCanvas.ts` keeps a canvas over the map in
 * step with the map's camera and calls these.
 */
import { colorForValue } from './scale.ts';
import type { MapPalette } from './mapPalette.ts';
import type { MapColorScale, MapPointFeature } from './types.ts';

/** [zoom, px] stops, interpolated linearly and held at the ends (as the engine's `interpolate` expression). */
export type ZoomStops = readonly (readonly [zoom: number, px: number])[];

/** Marker radius (without its outline) by zoom. */
export const FARM_RADIUS: ZoomStops = [
  [4, 4],
  [8, 7],
  [11, 13],
];
/** Outline of every marker, drawn outside its radius. */
export const FARM_STROKE_WIDTH = 1;
/** Inner radius of the focused farm's ring by zoom; the ring is drawn outside it, under the markers. */
export const FOCUS_RADIUS: ZoomStops = [
  [4, 9],
  [11, 18],
];
export const FOCUS_STROKE_WIDTH = 3;
/** Initials are drawn inside the markers from this zoom on. */
export const INITIALS_MIN_ZOOM = 7;
export const INITIALS_FONT = '600 11px system-ui, sans-serif';
/** Width of the halo around the initials (half of it outside the letters). */
export const INITIALS_HALO_WIDTH = 3;

export function interpolateStops(stops: ZoomStops, zoom: number): number {
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return 0;
  if (zoom <= first[0]) return first[1];
  if (zoom >= last[0]) return last[1];
  const upper = stops.findIndex(([at]) => at > zoom);
  const [z0, v0] = stops[upper - 1] as readonly [number, number];
  const [z1, v1] = stops[upper] as readonly [number, number];
  return v0 + ((v1 - v0) * (zoom - z0)) / (z1 - z0);
}

/** The radius a marker is drawn with at a zoom, outline included: the radius a pointer hits it within. */
export const farmHitRadius = (zoom: number): number => interpolateStops(FARM_RADIUS, zoom) + FARM_STROKE_WIDTH;

/** A marker's fill: grey when fallow, the scale's colour for a value, the no-data colour (hollow) otherwise. */
export function farmColour(feature: MapPointFeature, scale: MapColorScale, palette: MapPalette): string {
  if (feature.isFallow === true) return palette.fallow;
  return typeof feature.value === 'number' && Number.isFinite(feature.value)
    ? colorForValue(scale, feature.value)
    : palette.noData;
}

/** The fills of all markers, in feature order; a run of equal values (a common case) is coloured once. */
export function farmColours(
  features: readonly MapPointFeature[],
  scale: MapColorScale,
  palette: MapPalette,
): readonly string[] {
  const cache = new Map<number, string>();
  return features.map((feature) => {
    if (feature.isFallow === true || typeof feature.value !== 'number') return farmColour(feature, scale, palette);
    let colour = cache.get(feature.value);
    if (colour === undefined) {
      colour = farmColour(feature, scale, palette);
      cache.set(feature.value, colour);
    }
    return colour;
  });
}

/** Screen positions (CSS px from the map's top-left corner) of the features, in feature order. */
export interface ProjectedFarms {
  x: Float64Array;
  y: Float64Array;
}

/**
 * The marker under a pointer: the index of the marker whose centre is nearest to (px, py) among those whose drawn
 * disc (radius + outline) contains it; -1 when none does. On equal distance the later marker (drawn on top) wins.
 */
export function hitTest(projected: ProjectedFarms, px: number, py: number, radius: number): number {
  let best = -1;
  let bestDistance = radius * radius;
  const { x, y } = projected;
  for (let i = 0; i < x.length; i += 1) {
    const dx = (x[i] as number) - px;
    const dy = (y[i] as number) - py;
    const distance = dx * dx + dy * dy;
    if (distance <= bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** The 2D context calls the layer uses (a `CanvasRenderingContext2D` has them all; tests pass a recorder). */
export type FarmLayerContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'beginPath'
  | 'arc'
  | 'fill'
  | 'stroke'
  | 'strokeText'
  | 'fillText'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'lineJoin'
>;

/** Everything one frame of the farm layer shows. */
export interface FarmScene {
  features: readonly MapPointFeature[];
  colours: readonly string[];
  projected: ProjectedFarms;
  zoom: number;
  /** The map's size in CSS px. */
  width: number;
  height: number;
  /** Device pixels per CSS px of the canvas. */
  pixelRatio: number;
  palette: MapPalette;
  /** Index of the focused feature, -1 for none. */
  focus: number;
}

/**
 * Draws one frame, in the engine's layer order: the focused farm's ring, the markers in feature order (later on top;
 * a marker's outline outside its radius), then the initials (from zoom 7). Markers wholly outside the view are
 * skipped.
 */
export function drawFarmScene(context: FarmLayerContext, scene: FarmScene): void {
  const { features, colours, projected, zoom, width, height, pixelRatio, palette, focus } = scene;
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  context.clearRect(0, 0, width, height);
  const radius = interpolateStops(FARM_RADIUS, zoom);
  const { x, y } = projected;

  if (focus >= 0 && focus < features.length) {
    const ring = interpolateStops(FOCUS_RADIUS, zoom) + FOCUS_STROKE_WIDTH / 2;
    context.beginPath();
    context.arc(x[focus] as number, y[focus] as number, ring, 0, 2 * Math.PI);
    context.lineWidth = FOCUS_STROKE_WIDTH;
    context.strokeStyle = palette.focus;
    context.stroke();
  }

  // Fill and outline each marker before the next one, so an overlapping marker covers the one under it.
  const outer = radius + FARM_STROKE_WIDTH;
  const drawn = radius + FARM_STROKE_WIDTH / 2;
  context.lineWidth = FARM_STROKE_WIDTH;
  context.strokeStyle = palette.markerStroke;
  let fill = '';
  for (let i = 0; i < features.length; i += 1) {
    const cx = x[i] as number;
    const cy = y[i] as number;
    if (cx < -outer || cy < -outer || cx > width + outer || cy > height + outer) continue;
    const colour = colours[i] as string;
    if (colour !== fill) {
      context.fillStyle = colour;
      fill = colour;
    }
    context.beginPath();
    context.arc(cx, cy, drawn, 0, 2 * Math.PI);
    context.fill();
    context.stroke();
  }

  if (zoom < INITIALS_MIN_ZOOM) return;
  context.font = INITIALS_FONT;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = INITIALS_HALO_WIDTH;
  context.strokeStyle = palette.labelHalo;
  context.fillStyle = palette.label;
  for (let i = 0; i < features.length; i += 1) {
    const text = features[i]?.initials;
    const cx = x[i] as number;
    const cy = y[i] as number;
    if (!text || cx < -outer || cy < -outer || cx > width + outer || cy > height + outer) continue;
    context.strokeText(text, cx, cy);
    context.fillText(text, cx, cy);
  }
}
