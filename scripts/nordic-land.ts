/**
 * Builds the offline basemap of the farm map: Natural Earth's 1:10 m countries (public domain, the `world-atlas`
 * npm package) clipped to the Nordic box and simplified at build time, in two levels of detail (loaded lazily by
 * FarmMap): `packages/charts/src/map/nordicLandOverview.json`, drawn below zoom 6, and `nordicLand.json`, drawn from
 * zoom 6 and fetched only when the map gets there.
 *
 *   npx tsx scripts/nordic-land.ts          # writes both assets
 *
 * Steps: decode the TopoJSON arcs; simplify every arc once (Douglas–Peucker in Web Mercator, so a tolerance is a
 * fixed number of pixels at a zoom level): finely along the Norwegian coast where the farms are, coarsely for the
 * context around it; since neighbouring countries share arcs, borders stay gap-free. Then merge the countries into
 * land polygons (topojson `merge`), drop islets too small to see at zoom 9, clip them to the box
 * (Sutherland–Hodgman), and derive the coast lines from the clipped rings without the box edges; national borders
 * come from the mesh of arcs shared by two countries, clipped as lines. Coordinates are rounded to 3 decimals
 * (about 100 m, below a pixel at zoom 9). `nordic-land.test.ts` rebuilds both assets and compares.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { merge, mesh } from 'topojson-client';
import type {
  GeometryCollection,
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygon,
  Topology,
} from 'topojson-specification';
import countries from 'world-atlas/countries-10m.json' with { type: 'json' };
import {
  encodeLine,
  NORDIC_LAND_BOX,
  type LandBox,
  type NordicLandAsset,
} from '../packages/charts/src/map/nordicLand.ts';

type Point = [number, number];
type Box = LandBox;

/** The land kept: Norway, its neighbours and the seas around them (the map cannot pan past it). */
export const NORDIC_BOX: Box = NORDIC_LAND_BOX;
/** Natural Earth's id of Norway, where the farms are: its arcs (coast and borders) are simplified finely. */
const NORWAY_ID = '578';
/** The Norwegian mainland coast (without Svalbard and Jan Mayen, which have no farms). */
const MAINLAND_BOX: Box = [3, 57.5, 32, 71.5];
/** How finely a land asset follows the coast: Douglas–Peucker tolerances in Mercator degrees, smallest island kept. */
export interface LandDetail {
  /** The Norwegian mainland's arcs (coast and borders). */
  fine: number;
  /** The neighbours' arcs within the mainland box. */
  near: number;
  /** The context further away. */
  coarse: number;
  /** Islands smaller than this (Mercator degrees²) are dropped. */
  minIslandArea: number;
}

/**
 * The detailed land, drawn from zoom 6: about 1.5 px at zoom 9 for the Norwegian mainland, 1.5 px at zoom 7 for
 * the neighbours' coasts within the mainland box, 2 px at zoom 5 for the context further away; islands from about
 * 1.5 km² at 65° N.
 */
export const DETAILED_LAND: LandDetail = { fine: 0.004, near: 0.012, coarse: 0.045, minIslandArea: 0.0006 };
/**
 * The overview land, drawn below zoom 6 (one pixel there is 0.011°): about 1.5 px at zoom 6 along the Norwegian
 * mainland, 2.5 px at zoom 6 for the neighbours, 2 px at zoom 4 for the context; islands from about 25 px² at
 * zoom 6 (smaller ones are a pixel or two at the zoom levels this asset is drawn at).
 */
export const OVERVIEW_LAND: LandDetail = { fine: 0.016, near: 0.028, coarse: 0.09, minIslandArea: 0.003 };
/** Coordinates in thousandths of a degree (about 100 m, below a pixel at zoom 9). */
const PRECISION = 1000;

const toRadians = Math.PI / 180;
const mercatorY = (lat: number): number => Math.log(Math.tan(Math.PI / 4 + (lat * toRadians) / 2)) / toRadians;

/** Perpendicular distance² of p from segment a–b, in Mercator space. */
function segmentDistance2(p: Point, a: Point, b: Point): number {
  const [px, py] = [p[0], mercatorY(p[1])];
  const [ax, ay] = [a[0], mercatorY(a[1])];
  const [bx, by] = [b[0], mercatorY(b[1])];
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  const x = ax + t * dx - px;
  const y = ay + t * dy - py;
  return x * x + y * y;
}

/** Douglas–Peucker, iterative; keeps both ends (arcs meet there). */
export function simplifyLine(points: readonly Point[], tolerance: number): Point[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  const limit = tolerance * tolerance;
  while (stack.length) {
    const [first, last] = stack.pop() as [number, number];
    let worst = -1;
    let worstDistance = limit;
    for (let i = first + 1; i < last; i += 1) {
      const distance = segmentDistance2(points[i] as Point, points[first] as Point, points[last] as Point);
      if (distance > worstDistance) {
        worst = i;
        worstDistance = distance;
      }
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

const inBox = ([lon, lat]: Point, [west, south, east, north]: Box): boolean =>
  lon >= west && lon <= east && lat >= south && lat <= north;

/** Indices of the arcs of one country (a negative index -1-i means arc i reversed). */
function arcsOf(topology: Topology, id: string): Set<number> {
  const objects = topology.objects['countries'] as GeometryCollection;
  const country = objects.geometries.find((geometry) => geometry.id === id) as TopoMultiPolygon | undefined;
  const indices = (country?.arcs ?? []).flat(2);
  return new Set(indices.map((index) => (index < 0 ? -1 - index : index)));
}

/** Arcs decoded from the quantized, delta-encoded TopoJSON and simplified (finely for Norway). */
function simplifiedTopology(topology: Topology, detail: LandDetail): Topology {
  const { scale, translate } = topology.transform as { scale: Point; translate: Point };
  const norway = arcsOf(topology, NORWAY_ID);
  const arcs = topology.arcs.map((arc, index) => {
    let x = 0;
    let y = 0;
    const points = arc.map(([dx = 0, dy = 0]) => {
      x += dx;
      y += dy;
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]] as Point;
    });
    const near = points.some((point) => inBox(point, MAINLAND_BOX));
    const tolerance = near ? (norway.has(index) ? detail.fine : detail.near) : detail.coarse;
    const simplified = simplifyLine(points, tolerance);
    // A closed arc (an island drawn as one arc) needs at least 4 points to stay a ring.
    return simplified.length < 4 && points.length >= 4 && sameSpot(points[0], points.at(-1))
      ? [points[0], points[Math.floor(points.length / 3)], points[Math.floor((2 * points.length) / 3)], points[0]]
      : simplified;
  });
  const { transform: _transform, ...rest } = topology;
  return { ...rest, arcs: arcs as Topology['arcs'] };
}

const sameSpot = (a: Point | undefined, b: Point | undefined): boolean =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/** Twice the signed area in Mercator space (positive: counter-clockwise). */
function signedArea(ring: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    sum += (xj - xi) * (mercatorY(yj) + mercatorY(yi));
  }
  return sum;
}

/** Sutherland–Hodgman: a ring clipped to the box (closed; empty when it lies outside). */
export function clipRing(ring: readonly Point[], [west, south, east, north]: Box): Point[] {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= west, (a, b) => [west, a[1] + ((b[1] - a[1]) * (west - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= east, (a, b) => [east, a[1] + ((b[1] - a[1]) * (east - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= south, (a, b) => [a[0] + ((b[0] - a[0]) * (south - a[1])) / (b[1] - a[1]), south]],
    [(p) => p[1] <= north, (a, b) => [a[0] + ((b[0] - a[0]) * (north - a[1])) / (b[1] - a[1]), north]],
  ];
  let output = ring.slice(0, -1) as Point[];
  for (const [inside, cross] of edges) {
    const input = output;
    output = [];
    for (let i = 0; i < input.length; i += 1) {
      const current = input[i] as Point;
      const previous = input[(i + input.length - 1) % input.length] as Point;
      if (inside(current)) {
        if (!inside(previous)) output.push(cross(previous, current));
        output.push(current);
      } else if (inside(previous)) output.push(cross(previous, current));
    }
    if (output.length === 0) return [];
  }
  return output.length >= 3 ? [...output, output[0] as Point] : [];
}

/** A polyline cut to the box: the parts inside (segments crossing the edge end on it). */
export function clipLine(line: readonly Point[], box: Box): Point[][] {
  const parts: Point[][] = [];
  let current: Point[] = [];
  for (let i = 0; i < line.length; i += 1) {
    const point = line[i] as Point;
    if (inBox(point, box)) current.push(point);
    else if (current.length) {
      parts.push(current);
      current = [];
    }
  }
  if (current.length) parts.push(current);
  return parts.filter((part) => part.length >= 2);
}

/**
 * Rings cut at the antimeridian (eastern Russia) jump from 180° to -180°; shifting the western side by 360° keeps
 * them whole, so clipping does not draw them across the box.
 */
const unwrapAntimeridian = (ring: readonly Point[]): Point[] =>
  ring.some(([lon]) => lon > 170) && ring.some(([lon]) => lon < -170)
    ? ring.map(([lon, lat]) => [lon < 0 ? lon + 360 : lon, lat] as Point)
    : [...ring];

const round = (value: number): number => Math.round(value * PRECISION) / PRECISION;
const roundLine = (line: readonly Point[]): Point[] =>
  line
    .map(([lon, lat]) => [round(lon), round(lat)] as Point)
    .filter((point, i, all) => i === 0 || !sameSpot(point, all[i - 1]));

export function buildNordicLand(detail: LandDetail = DETAILED_LAND): NordicLandAsset {
  const topology = simplifiedTopology(countries as unknown as Topology, detail);
  const objects = topology.objects['countries'] as GeometryCollection;
  const geometries = objects.geometries as (TopoPolygon | TopoMultiPolygon)[];
  const area = (ring: readonly Point[]) => Math.abs(signedArea(ring)) / 2;

  const land: number[][][] = [];
  for (const cut of merge(topology, geometries).coordinates as Point[][][]) {
    const rings = cut.map(unwrapAntimeridian);
    const outer = rings[0];
    if (!outer || area(outer) < detail.minIslandArea) continue;
    const clippedOuter = roundLine(clipRing(outer, NORDIC_BOX));
    if (clippedOuter.length < 4) continue;
    const holes = rings
      .slice(1)
      .map((ring) => roundLine(clipRing(ring, NORDIC_BOX)))
      .filter((ring) => ring.length >= 4 && area(ring) >= detail.minIslandArea);
    // RFC 7946 winding: outer ring counter-clockwise, holes clockwise.
    const wound = [clippedOuter, ...holes].map((ring, i) =>
      (i === 0) === signedArea(ring) > 0 ? ring : [...ring].reverse(),
    );
    land.push(wound.map((ring) => encodeLine(ring, PRECISION)));
  }

  const borders = (mesh(topology, objects, (a, b) => a !== b).coordinates as Point[][])
    .flatMap((line) => clipLine(line, NORDIC_BOX))
    .map(roundLine)
    .filter((line) => line.length >= 2)
    .map((line) => encodeLine(line, PRECISION));

  return { box: NORDIC_BOX, precision: PRECISION, land, borders };
}

const mapDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/charts/src/map');
export const NORDIC_LAND_FILE = path.join(mapDir, 'nordicLand.json');
export const NORDIC_LAND_OVERVIEW_FILE = path.join(mapDir, 'nordicLandOverview.json');

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const [file, detail] of [
    [NORDIC_LAND_FILE, DETAILED_LAND],
    [NORDIC_LAND_OVERVIEW_FILE, OVERVIEW_LAND],
  ] as const) {
    const asset = buildNordicLand(detail);
    writeFileSync(file, JSON.stringify(asset) + '\n');
    const points = (lines: number[][]) => lines.reduce((sum, line) => sum + line.length / 2, 0);
    console.log(
      `${path.basename(file)}: ${asset.land.length} polygons, ${points(asset.land.flat())} land points, ${points(asset.borders)} border points, ${(gzipSync(JSON.stringify(asset)).length / 1024).toFixed(1)} KiB gzip`,
    );
  }
}
