import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';

/** Bounding box [west, south, east, north] of the land kept for the offline basemap. */
export type LandBox = [number, number, number, number];

/** Northern Europe: Norway, its neighbours and the seas around them. */
export const NORDIC_LAND_BOX: LandBox = [-12, 50, 45, 82];

let cached: Promise<FeatureCollection<Polygon>> | undefined;

/**
 * The offline basemap: Natural Earth's 1:10 million land polygons (public domain, from the
 * `world-atlas` npm package, TopoJSON), converted with `topojson-client` and cut to the polygons
 * that touch `box`. Loaded on demand, so the 3 MB dataset is never in a first bundle.
 */
export function loadOfflineLand(box: LandBox = NORDIC_LAND_BOX): Promise<FeatureCollection<Polygon>> {
  cached ??= (async () => {
    const [{ feature }, topology] = await Promise.all([
      import('topojson-client'),
      import('world-atlas/land-10m.json').then((module) => module.default),
    ]);
    // world-atlas's JSON is a plain TopoJSON topology; topojson-client's types want its own Topology type.
    const topo = topology as unknown as { objects: { land: never } };
    const land = feature(topo as never, topo.objects.land) as unknown as
      FeatureCollection<MultiPolygon | Polygon> | { type: 'Feature'; geometry: MultiPolygon };
    const geometries = 'features' in land ? land.features.map((f) => f.geometry) : [land.geometry];
    const [west, south, east, north] = box;
    const polygons = geometries
      .flatMap((geometry) => (geometry.type === 'MultiPolygon' ? geometry.coordinates : [geometry.coordinates]))
      .filter((rings) => {
        const outer = rings[0] ?? [];
        return outer.some(([lon = 0, lat = 0]) => lon >= west && lon <= east && lat >= south && lat <= north);
      });
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
