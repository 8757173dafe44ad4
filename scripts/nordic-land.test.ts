import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeLine,
  nordicLandFeatures,
  NORDIC_LAND_BOX,
  type NordicLandAsset,
} from '../packages/charts/src/map/nordicLand.ts';
import { ringContains } from '../packages/charts/src/map/zones.ts';
import { buildNordicLand, NORDIC_LAND_FILE } from './nordic-land.ts';

const asset = JSON.parse(readFileSync(NORDIC_LAND_FILE, 'utf8')) as NordicLandAsset;
const rings = asset.land.map((polygon) => polygon.map((ring) => decodeLine(ring, asset.precision)));
const onLand = (lon: number, lat: number) =>
  rings.some(
    ([outer, ...holes]) =>
      outer !== undefined && ringContains(outer, [lon, lat]) && !holes.some((hole) => ringContains(hole, [lon, lat])),
  );

describe('the generated offline basemap (nordicLand.json)', () => {
  it('is what the script builds from the npm dataset (regenerate with `npx tsx scripts/nordic-land.ts`)', () => {
    expect(buildNordicLand()).toEqual(asset);
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
    // Towns (on land) along the farm coast.
    for (const [lon, lat] of [
      [5.33, 60.39], // Bergen
      [10.4, 63.43], // Trondheim
      [15.39, 67.26], // Fauske
      [18.5, 69.06], // Bardufoss
      [23.27, 69.97], // Alta
      [10.75, 59.91], // Oslo
      [11.97, 57.71], // Gothenburg
    ] as const)
      expect(onLand(lon, lat), `${lon}, ${lat}`).toBe(true);
    // Water: the North Sea, the Norwegian Sea, Sognefjorden at Balestrand, Trondheimsfjorden, Vestfjorden.
    for (const [lon, lat] of [
      [3, 60],
      [8, 66],
      [6.5, 61.2],
      [10.6, 63.6],
      [14.5, 68],
    ] as const)
      expect(onLand(lon, lat), `${lon}, ${lat}`).toBe(false);
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
