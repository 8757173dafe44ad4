import { describe, expect, it } from 'vitest';
import { zoneAt, type LngLat } from '@havbruk/charts';
import { PRODUCTION_AREA_ZONES } from './productionAreaZones.ts';

describe('production area zones', () => {
  it('has the 13 areas, ids 1 to 13, each a closed ring', () => {
    expect(PRODUCTION_AREA_ZONES.map((zone) => zone.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const zone of PRODUCTION_AREA_ZONES) {
      expect(zone.ring.length).toBeGreaterThanOrEqual(7);
      expect(zone.ring[0]).toEqual(zone.ring.at(-1));
    }
  });

  // Coastal towns and fish-farming places, with the area they belong to.
  it.each<[string, LngLat, number]>([
    ['Arendal', [8.77, 58.46], 1],
    ['Egersund', [5.99, 58.45], 1],
    ['Jelsa (Ryfylke)', [6.03, 59.34], 2],
    ['Austevoll', [5.2, 60.08], 3],
    ['Bergen', [5.32, 60.39], 3],
    ['Florø', [5.03, 61.6], 4],
    ['Ålesund', [6.15, 62.47], 5],
    ['Hitra', [8.8, 63.55], 6],
    ['Rørvik', [11.24, 64.86], 7],
    ['Brønnøysund', [12.21, 65.47], 8],
    ['Svolvær', [14.57, 68.23], 9],
    ['Senja (Finnsnes)', [17.98, 69.23], 10],
    ['Tromsø', [18.95, 69.65], 11],
    ['Hammerfest', [23.68, 70.66], 12],
    ['Vadsø', [29.75, 70.07], 13],
  ])('%s lies in area %i', (_place, point, area) => {
    expect(zoneAt(PRODUCTION_AREA_ZONES, point)?.id).toBe(area);
  });

  it('places no point in two areas', () => {
    for (let lat = 57.7; lat < 71.3; lat += 0.25) {
      for (let lon = 4.5; lon < 31; lon += 0.25) {
        const hits = PRODUCTION_AREA_ZONES.filter((zone) => zoneAt([zone], [lon, lat]));
        expect(hits.length).toBeLessThanOrEqual(1);
      }
    }
  });
});
