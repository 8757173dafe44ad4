import { describe, expect, it } from 'vitest';
import { createDataset } from '../dataset/index.ts';
import { PRODUCTION_AREA_RINGS, productionAreaAt } from './productionAreaOutlines.ts';

describe('the production area of a position', () => {
  it('places farming municipalities of every area in that area', () => {
    const places: [string, number, number, number][] = [
      ['Flekkefjord', 58.25, 6.6, 1],
      ['Stavanger', 59.0, 5.9, 2],
      ['Bømlo', 59.75, 5.2, 3],
      ['Austevoll', 60.1, 5.2, 3],
      ['Masfjorden', 60.8, 5.3, 4],
      ['Ålesund', 62.47, 6.15, 5],
      ['Frøya', 63.7, 8.8, 6],
      ['Vikna', 64.9, 10.9, 7],
      ['Alstahaug', 65.9, 12.4, 8],
      ['Vestvågøy', 68.2, 13.8, 9],
      ['Senja', 69.3, 17.3, 10],
      ['Tromsø', 69.65, 18.9, 11],
      ['Hammerfest', 70.66, 23.68, 12],
      ['Sør-Varanger', 69.9, 29.8, 13],
    ];
    for (const [name, lat, lon, area] of places) expect(productionAreaAt(lat, lon), name).toBe(area);
  });

  it('places nearly every synthetic site in its own area (the outlines are approximate near boundaries)', () => {
    const sites = createDataset({ sites: 160 }).sites;
    const same = sites.filter((site) => productionAreaAt(site.lat, site.lon) === site.productionAreaId);
    expect(same.length / sites.length).toBeGreaterThanOrEqual(0.97);
  });

  it('gives a position outside every outline (far up a fjord, out at sea) the nearest area', () => {
    // Inner Sognefjorden (area 4) and open sea west of Lofoten (area 9).
    expect(productionAreaAt(61.2, 7.5)).toBe(4);
    expect(productionAreaAt(68.0, 10.5)).toBe(9);
  });

  it('has a closed ring per area', () => {
    expect(PRODUCTION_AREA_RINGS).toHaveLength(13);
    for (const ring of PRODUCTION_AREA_RINGS) expect(ring[0]).toEqual(ring.at(-1));
  });
});
