import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeLine,
  nordicLandFeatures,
  NORDIC_LAND_BOX,
  type NordicLandAsset,
} from '../packages/charts/src/map/nordicLand.ts';
import { ringContains } from '../packages/charts/src/map/zones.ts';
import {
  buildNordicLand,
  DETAILED_LAND,
  NORDIC_LAND_FILE,
  NORDIC_LAND_OVERVIEW_FILE,
  OVERVIEW_LAND,
} from './nordic-land.ts';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as NordicLandAsset;
const decode = (asset: NordicLandAsset) =>
  asset.land.map((polygon) => polygon.map((ring) => decodeLine(ring, asset.precision)));
const landPoints = (asset: NordicLandAsset) =>
  decode(asset)
    .flat()
    .reduce((sum, ring) => sum + ring.length, 0);
const landAt = (asset: NordicLandAsset) => {
  const rings = decode(asset);
  return (lon: number, lat: number) =>
    rings.some(
      ([outer, ...holes]) =>
        outer !== undefined && ringContains(outer, [lon, lat]) && !holes.some((hole) => ringContains(hole, [lon, lat])),
    );
};

/** Towns (on land) along the farm coast. */
const TOWNS = [
  [5.33, 60.39], // Bergen
  [10.4, 63.43], // Trondheim
  [15.39, 67.26], // Fauske
  [18.5, 69.06], // Bardufoss
  [23.27, 69.97], // Alta
  [10.75, 59.91], // Oslo
  [11.97, 57.71], // Gothenburg
] as const;
/** Water: the North Sea, the Norwegian Sea, Trondheimsfjorden, Vestfjorden, Porsangerfjorden. */
const WATER = [
  [3, 60],
  [8, 66],
  [10.6, 63.6],
  [14.5, 68],
  [25.5, 70.6],
] as const;

describe('the generated overview land (nordicLandOverview.json, drawn below zoom 6)', () => {
  const overview = read(NORDIC_LAND_OVERVIEW_FILE);
  const detailed = read(NORDIC_LAND_FILE);

  it('is what the script builds from the npm dataset (regenerate with `npx tsx scripts/nordic-land.ts`)', () => {
    expect(buildNordicLand(OVERVIEW_LAND)).toEqual(overview);
  }, 30_000);

  it('keeps the coast recognisable at zoom 4–6 (towns on land, the big fjords in water) with far fewer points', () => {
    const onLand = landAt(overview);
    for (const [lon, lat] of TOWNS) expect(onLand(lon, lat), `${lon}, ${lat}`).toBe(true);
    for (const [lon, lat] of WATER) expect(onLand(lon, lat), `${lon}, ${lat}`).toBe(false);
    expect(overview.box).toEqual(NORDIC_LAND_BOX);
    // What makes it worth a second asset: the engine clips and tiles every point at every zoom it draws.
    expect(landPoints(overview)).toBeLessThan(0.6 * landPoints(detailed));
    expect(overview.land.length).toBeLessThan(detailed.land.length);
  });
});

describe('the generated offline basemap (nordicLand.json, drawn from zoom 6)', () => {
  const asset = read(NORDIC_LAND_FILE);
  const rings = decode(asset);
  const onLand = landAt(asset);

  it('is what the script builds from the npm dataset (regenerate with `npx tsx scripts/nordic-land.ts`)', () => {
    expect(buildNordicLand(DETAILED_LAND)).toEqual(asset);
  }, 30_000);

  it('lies inside the Nordic box, with closed rings wound for GeoJSON (outer counter-clockwise)', () => {
    const [west, south, east, north] = NORDIC_LAND_BOX;
    expect(asset.box).toEqual(NORDIC_LAND_BOX);
    for (const [outer, ...holes] of rings) {
      for (const ring of [outer ?? [], ...holes]) {
        expect(ring[0]).toEqual(ring.at(-1));
        for (const [lon, lat] of ring) {
          expect(lon >= west && lon <= east && lat >= south && lat <= north).toBe(true);
        }
      }
      const area = (outer ?? []).reduce((sum, [x, y], i, all) => {
        const [nx, ny] = all[(i + 1) % all.length] as [number, number];
        return sum + (x * ny - nx * y);
      }, 0);
      expect(area).toBeGreaterThan(0);
    }
  });

  it('keeps the coast recognisable: towns on land, fjords and the open sea in water', () => {
    for (const [lon, lat] of TOWNS) expect(onLand(lon, lat), `${lon}, ${lat}`).toBe(true);
    // And the narrow Sognefjorden at Balestrand, which only the detailed land has to keep.
    for (const [lon, lat] of [...WATER, [6.5, 61.2]] as const) expect(onLand(lon, lat), `${lon}, ${lat}`).toBe(false);
  });

  it('is light: under 25,000 land points, decoded into land, coast and border features', () => {
    const points = rings.flat().reduce((sum, ring) => sum + ring.length, 0);
    expect(points).toBeLessThan(25_000);
    const features = nordicLandFeatures(asset);
    const kinds = features.features.map((feature) => feature.properties.kind);
    // One feature per land piece (the engine tiles each by its own bounding box), coasts and borders after.
    expect(kinds.filter((kind) => kind === 'land')).toHaveLength(asset.land.length);
    expect(kinds.filter((kind) => kind === 'border')).toHaveLength(asset.borders.length);
    expect(kinds.indexOf('coast')).toBe(asset.land.length);
  });
});
