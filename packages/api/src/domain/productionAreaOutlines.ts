/*
 * Approximate outlines of the 13 Norwegian production areas (produksjonsområder), south to north.
 *
 * How they are built: the regulation splits the coast at 14 boundary points (the Swedish border,
 * Jæren, Karmøy, Sotra, Stadt, Hustadvika, Flatanger, Bindal, Bodø, Andøya, Senja/Kvaløya, Loppa,
 * Nordkapp and the Russian border). Each boundary below is a hand-placed polyline from open sea
 * (about 40–80 km off the coast) to the fjord heads inland, read off a map at about 0.1° accuracy.
 * A zone's ring is its southern boundary, a few inland points, its northern boundary reversed and
 * a few offshore points, so neighbouring zones share their boundary exactly and tile the coast
 * without gaps or overlaps. Accurate enough to draw and to place a farm in its area at the map's
 * zoom levels; not a legal boundary.
 */
import type { ProductionAreaId } from './productionAreas.ts';

/** A point as [longitude, latitude] (GeoJSON order). */
export type LonLat = readonly [number, number];

/** Boundary polylines, each from offshore to inland. boundaries[i] is the north edge of area i. */
const boundaries: readonly (readonly LonLat[])[] = [
  [
    [11.0, 58.8],
    [11.45, 59.05],
    [11.8, 59.3],
  ], // Swedish border (south edge of area 1)
  [
    [5.0, 58.85],
    [5.6, 58.95],
    [6.2, 59.0],
  ], // Jæren
  [
    [4.6, 59.2],
    [5.4, 59.2],
    [6.0, 59.55],
    [6.9, 59.8],
  ], // Karmøy
  [
    [4.0, 60.5],
    [4.9, 60.5],
    [5.6, 60.6],
    [6.8, 60.75],
  ], // Sotra / Nordhordland
  [
    [4.3, 62.2],
    [5.1, 62.15],
    [6.0, 62.0],
    [7.0, 61.95],
  ], // Stadt
  [
    [6.0, 63.25],
    [7.0, 63.0],
    [7.6, 62.8],
    [8.3, 62.6],
  ], // Hustadvika
  [
    [9.2, 64.7],
    [10.2, 64.4],
    [10.9, 64.2],
    [11.6, 63.9],
  ], // Flatanger
  [
    [10.6, 65.25],
    [11.6, 65.1],
    [12.3, 65.1],
    [13.0, 65.0],
  ], // Bindal
  [
    [12.6, 67.55],
    [13.7, 67.35],
    [14.5, 67.2],
    [15.6, 67.1],
  ], // Bodø
  [
    [14.8, 69.35],
    [15.7, 69.0],
    [16.5, 68.8],
    [17.6, 68.6],
  ], // Andøya
  [
    [16.8, 70.0],
    [17.8, 69.65],
    [18.6, 69.5],
    [19.6, 69.3],
  ], // Senja / Kvaløya
  [
    [20.9, 70.7],
    [21.5, 70.3],
    [22.0, 70.1],
    [22.6, 69.85],
  ], // Loppa
  [
    [25.9, 71.45],
    [25.9, 71.05],
    [26.0, 70.6],
    [25.6, 70.1],
  ], // Nordkapp
  [
    [31.5, 70.2],
    [30.9, 69.8],
    [30.4, 69.5],
  ], // Russian border (north-east edge of area 13)
];

/** Per area: inland points from the southern to the northern boundary, offshore points from north to south. */
const sides: readonly { inland: readonly LonLat[]; offshore: readonly LonLat[] }[] = [
  {
    inland: [
      [11.2, 59.75],
      [10.5, 59.95],
      [9.6, 59.5],
      [8.6, 59.05],
      [7.4, 58.7],
      [6.5, 58.9],
    ],
    offshore: [
      [5.2, 58.3],
      [6.3, 57.85],
      [7.2, 57.65],
      [8.3, 57.85],
      [9.3, 58.2],
      [10.3, 58.6],
    ],
  },
  {
    inland: [
      [6.9, 59.2],
      [7.1, 59.55],
    ],
    offshore: [[4.6, 58.95]],
  },
  { inland: [[7.2, 60.2]], offshore: [[4.1, 59.8]] },
  { inland: [[7.6, 61.2]], offshore: [[4.2, 61.3]] },
  { inland: [[7.9, 62.2]], offshore: [[5.0, 62.7]] },
  {
    inland: [
      [9.3, 62.8],
      [10.6, 63.3],
      [11.4, 63.5],
    ],
    offshore: [[7.8, 64.0]],
  },
  { inland: [[12.3, 64.4]], offshore: [[9.8, 65.0]] },
  {
    inland: [
      [13.8, 65.8],
      [14.6, 66.4],
    ],
    offshore: [[11.2, 66.4]],
  },
  {
    inland: [
      [16.4, 67.6],
      [17.3, 68.1],
    ],
    offshore: [
      [13.2, 68.6],
      [11.6, 67.7],
    ],
  },
  { inland: [[18.8, 68.9]], offshore: [[15.6, 69.8]] },
  {
    inland: [
      [20.5, 69.4],
      [21.6, 69.6],
    ],
    offshore: [[19.0, 70.5]],
  },
  { inland: [[23.8, 69.85]], offshore: [[23.3, 71.2]] },
  {
    inland: [
      [27.3, 70.0],
      [28.8, 69.7],
    ],
    offshore: [
      [29.0, 71.1],
      [27.5, 71.35],
    ],
  },
];

const ringOf = (area: number): LonLat[] => {
  const south = boundaries[area - 1] ?? [];
  const north = boundaries[area] ?? [];
  const side = sides[area - 1] ?? { inland: [], offshore: [] };
  const ring = [...south, ...side.inland, ...[...north].reverse(), ...side.offshore];
  const first = ring[0] as LonLat;
  return [...ring, first];
};

/** Each area's closed ring ([lon, lat], first point repeated last), area id 1–13 at index 0–12. */
export const PRODUCTION_AREA_RINGS: readonly (readonly LonLat[])[] = Array.from({ length: 13 }, (_, index) =>
  ringOf(index + 1),
);

/** Whether a point lies inside a closed ring (even-odd rule). */
const inside = (ring: readonly LonLat[], lon: number, lat: number): boolean => {
  let result = false;
  for (let index = 1; index < ring.length; index += 1) {
    const [x1, y1] = ring[index - 1]!;
    const [x2, y2] = ring[index]!;
    if (y1 > lat !== y2 > lat && lon < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1) result = !result;
  }
  return result;
};

/** Squared distance from a point to a ring's edges, longitude scaled by cos(latitude) (about km² ÷ 111²). */
const distance = (ring: readonly LonLat[], lon: number, lat: number): number => {
  const scale = Math.cos((lat * Math.PI) / 180);
  let best = Number.POSITIVE_INFINITY;
  for (let index = 1; index < ring.length; index += 1) {
    const [x1, y1] = ring[index - 1]!;
    const [x2, y2] = ring[index]!;
    const [ax, ay, bx, by, px, py] = [x1 * scale, y1, x2 * scale, y2, lon * scale, lat];
    const length = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length));
    best = Math.min(best, (ax + t * (bx - ax) - px) ** 2 + (ay + t * (by - ay) - py) ** 2);
  }
  return best;
};

/**
 * The production area of a position: the outline holding it, else the nearest outline (a site far up a fjord or
 * out at sea beyond the approximate outlines).
 */
export const productionAreaAt = (lat: number, lon: number): ProductionAreaId => {
  const within = PRODUCTION_AREA_RINGS.findIndex((ring) => inside(ring, lon, lat));
  if (within >= 0) return (within + 1) as ProductionAreaId;
  let nearest = 0;
  PRODUCTION_AREA_RINGS.forEach((ring, index) => {
    if (distance(ring, lon, lat) < distance(PRODUCTION_AREA_RINGS[nearest]!, lon, lat)) nearest = index;
  });
  return (nearest + 1) as ProductionAreaId;
};
