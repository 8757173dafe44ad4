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

/** Web Mercator x of a longitude, 0–1 over the world (the engine's `MercatorCoordinate`). */
export const mercatorX = (lon: number): number => (180 + lon) / 360;
/** Web Mercator y of a latitude, 0 at the north edge of the world, 1 at the south edge. */
export const mercatorY = (lat: number): number =>
  (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))) / 360;

/**
 * A map view without pitch (any zoom and bearing) is an affine map from Mercator to screen: it is fixed by the screen
 * points of three places, `origin` and one step east and one step north of it (`east`, `north`, in Mercator units
 * `dx` and `dy`). Projects the Mercator points `mx`/`my` with it.
 */
export function projectAffine(
  mx: ArrayLike<number>,
  my: ArrayLike<number>,
  origin: { mx: number; my: number; x: number; y: number },
  east: { x: number; y: number; dx: number },
  north: { x: number; y: number; dy: number },
): ProjectedFarms {
  const ax = (east.x - origin.x) / east.dx;
  const ay = (east.y - origin.y) / east.dx;
  const bx = (north.x - origin.x) / north.dy;
  const by = (north.y - origin.y) / north.dy;
  const x = new Float64Array(mx.length);
  const y = new Float64Array(mx.length);
  for (let i = 0; i < mx.length; i += 1) {
    const u = (mx[i] as number) - origin.mx;
    const v = (my[i] as number) - origin.my;
    x[i] = origin.x + u * ax + v * bx;
    y[i] = origin.y + u * ay + v * by;
  }
  return { x, y };
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

/** Everything the farm layer shows at one camera. */
export interface FarmScene {
  features: readonly MapPointFeature[];
  colours: readonly string[];
  projected: ProjectedFarms;
  zoom: number;
  palette: MapPalette;
  /** Index of the focused feature, -1 for none. */
  focus: number;
}

/** Half the width of a marker's initials with their halo (11 px semibold: under 10 px a letter, halo 1.5 px). */
const initialsHalfWidth = (text: string): number => text.length * 5 + INITIALS_HALO_WIDTH;

/**
 * How far from its centre (CSS px, in x and y) a farm's drawing reaches at a zoom: its marker with the outline, the
 * focus ring when it is the focused farm, its initials from zoom 7.
 */
export function farmExtent(feature: MapPointFeature, zoom: number, focused: boolean): number {
  let extent = interpolateStops(FARM_RADIUS, zoom) + FARM_STROKE_WIDTH;
  if (focused) extent = Math.max(extent, interpolateStops(FOCUS_RADIUS, zoom) + FOCUS_STROKE_WIDTH);
  if (feature.initials && zoom >= INITIALS_MIN_ZOOM) extent = Math.max(extent, initialsHalfWidth(feature.initials));
  return extent;
}

/**
 * The farms each tile of a `columns` × `rows` grid of `tileSize` CSS px squares must draw (tile index = row ×
 * columns + column; indices ascending, so draw order is kept): every farm whose drawing (its extent around the
 * projected centre) overlaps the tile grown by `overlap` on each side. Farms wholly outside the grid are in no tile.
 */
export function bucketFarms(
  projected: ProjectedFarms,
  extents: ArrayLike<number>,
  columns: number,
  rows: number,
  tileSize: number,
  overlap = 0,
): number[][] {
  const tiles: number[][] = Array.from({ length: columns * rows }, () => []);
  const { x, y } = projected;
  for (let i = 0; i < x.length; i += 1) {
    const cx = x[i] as number;
    const cy = y[i] as number;
    const extent = (extents[i] as number) + overlap;
    if (!Number.isFinite(cx) || !Number.isFinite(cy)) continue;
    const c0 = Math.max(0, Math.floor((cx - extent) / tileSize));
    const c1 = Math.min(columns - 1, Math.floor((cx + extent) / tileSize));
    const r0 = Math.max(0, Math.floor((cy - extent) / tileSize));
    const r1 = Math.min(rows - 1, Math.floor((cy + extent) / tileSize));
    for (let r = r0; r <= r1; r += 1) for (let c = c0; c <= c1; c += 1) (tiles[r * columns + c] as number[]).push(i);
  }
  return tiles;
}

/** One tile of the layer: its place on the map in device pixels and the farms it draws (ascending indices). */
export interface FarmTile {
  left: number;
  top: number;
  width: number;
  height: number;
  pixelRatio: number;
  indices: readonly number[];
}

/**
 * Draws one tile, in the engine's old layer order: the focused farm's ring, the markers in feature order (later on
 * top; a marker's outline outside its radius), then the initials (from zoom 7).
 */
export function drawFarmTile(context: FarmLayerContext, scene: FarmScene, tile: FarmTile): void {
  const { features, colours, projected, zoom, palette, focus } = scene;
  const { indices, pixelRatio } = tile;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, tile.width, tile.height);
  context.setTransform(pixelRatio, 0, 0, pixelRatio, -tile.left, -tile.top);
  const radius = interpolateStops(FARM_RADIUS, zoom);
  const { x, y } = projected;

  if (focus >= 0 && indices.includes(focus)) {
    const ring = interpolateStops(FOCUS_RADIUS, zoom) + FOCUS_STROKE_WIDTH / 2;
    context.beginPath();
    context.arc(x[focus] as number, y[focus] as number, ring, 0, 2 * Math.PI);
    context.lineWidth = FOCUS_STROKE_WIDTH;
    context.strokeStyle = palette.focus;
    context.stroke();
  }

  // Fill and outline each marker before the next one, so an overlapping marker covers the one under it.
  const drawn = radius + FARM_STROKE_WIDTH / 2;
  context.lineWidth = FARM_STROKE_WIDTH;
  context.strokeStyle = palette.markerStroke;
  let fill = '';
  for (const i of indices) {
    const colour = colours[i] as string;
    if (colour !== fill) {
      context.fillStyle = colour;
      fill = colour;
    }
    context.beginPath();
    context.arc(x[i] as number, y[i] as number, drawn, 0, 2 * Math.PI);
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
  for (const i of indices) {
    const text = features[i]?.initials;
    if (!text) continue;
    context.strokeText(text, x[i] as number, y[i] as number);
    context.fillText(text, x[i] as number, y[i] as number);
  }
}
