import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';

/** Bounding box [west, south, east, north] of the land kept for the offline basemap. */
export type LandBox = [number, number, number, number];

/** Northern Europe: Norway, its neighbours and the seas around them. */
export const NORDIC_LAND_BOX: LandBox = [-12, 50, 45, 82];

type Ring = number[][];

/** Twice the signed area of a ring (positive = counter-clockwise). */
const signedArea = (ring: Ring): number => {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] as number[];
    const [xj = 0, yj = 0] = ring[j] as number[];
    sum += (xj - xi) * (yj + yi);
  }
  return sum;
};

/**
 * GeoJSON winding (RFC 7946): outer rings counter-clockwise, holes clockwise. TopoJSON from
 * world-atlas follows d3's opposite convention, which makes the engine fill whole tiles.
 */
export const rewind = (rings: Ring[]): Ring[] =>
  rings.map((ring, i) => {
    const counterClockwise = signedArea(ring) > 0;
    return (i === 0) === counterClockwise ? ring : [...ring].reverse();
  });

/** Whether any point of the ring lies in the box. */
const touches = (ring: Ring, [west, south, east, north]: LandBox): boolean =>
  ring.some(([lon = 0, lat = 0]) => lon >= west && lon <= east && lat >= south && lat <= north);

/**
 * Polygons cut at the antimeridian (eastern Russia) jump from 180° to -180°; shifting the western
 * side by 360° keeps them whole, so the engine does not fill a band across the whole map.
 */
export const unwrapAntimeridian = (rings: Ring[]): Ring[] => {
  const crosses = rings.some((ring) => ring.some(([lon = 0]) => lon > 170) && ring.some(([lon = 0]) => lon < -170));
  return crosses ? rings.map((ring) => ring.map(([lon = 0, lat = 0]) => [lon < 0 ? lon + 360 : lon, lat])) : rings;
};

let cached: Promise<FeatureCollection<Polygon>> | undefined;

/**
 * The offline basemap: Natural Earth's 1:10 million country polygons (public domain, from
 * the `world-atlas` npm package, TopoJSON), converted with `topojson-client`, keeping the polygons
 * that touch `box`. Loaded on demand, so the 3 MB dataset is never in a first bundle.
 */
export function loadOfflineLand(box: LandBox = NORDIC_LAND_BOX): Promise<FeatureCollection<Polygon>> {
  cached ??= (async () => {
    const [{ feature }, topology] = await Promise.all([
      import('topojson-client'),
      import('world-atlas/countries-10m.json').then((module) => module.default),
    ]);
    // world-atlas's JSON is a plain TopoJSON topology; topojson-client's types want its own Topology type.
    const topo = topology as unknown as { objects: { countries: never } };
    const land = feature(topo as never, topo.objects.countries) as unknown as
      FeatureCollection<MultiPolygon | Polygon> | { type: 'Feature'; geometry: MultiPolygon };
    const geometries = ('features' in land ? land.features.map((f) => f.geometry) : [land.geometry]).filter(
      (geometry): geometry is MultiPolygon | Polygon => Boolean(geometry),
    );
    const polygons = geometries
      .flatMap((geometry) => (geometry.type === 'MultiPolygon' ? geometry.coordinates : [geometry.coordinates]))
      .filter((rings) => touches(rings[0] ?? [], box))
      .map((rings) => rewind(unwrapAntimeridian(rings)));
    return {
      type: 'FeatureCollection',
      features: polygons.map((coordinates) => ({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates },
      })),
    };
  })();
  return cached;
}
