/** Coastal geography per production area: anchor points along the coast and municipalities. */
import type { ProductionAreaId } from '../domain/productionAreas.ts';

export interface AreaGeography {
  id: ProductionAreaId;
  /** Share of all sites in this area (relative weight). */
  weight: number;
  /** Points [lat, lon] along the coastline, south to north. */
  coast: readonly (readonly [number, number])[];
  municipalities: readonly string[];
}

export const AREA_GEOGRAPHY: readonly AreaGeography[] = [
  {
    id: 1,
    weight: 2,
    coast: [
      [58.08, 6.6],
      [58.3, 6.1],
      [58.55, 5.72],
    ],
    municipalities: ['Flekkefjord', 'Farsund', 'Kvinesdal', 'Eigersund'],
  },
  {
    id: 2,
    weight: 6,
    coast: [
      [58.95, 5.75],
      [59.15, 5.95],
      [59.3, 6.05],
      [59.45, 5.85],
    ],
    municipalities: ['Hjelmeland', 'Suldal', 'Strand', 'Stavanger', 'Tysvær', 'Bokn'],
  },
  {
    id: 3,
    weight: 10,
    coast: [
      [59.3, 5.25],
      [59.6, 5.2],
      [59.85, 5.35],
      [60.05, 5.2],
      [60.25, 5.05],
    ],
    municipalities: ['Karmøy', 'Bømlo', 'Stord', 'Fitjar', 'Tysnes', 'Kvinnherad', 'Austevoll', 'Øygarden'],
  },
  {
    id: 4,
    weight: 11,
    coast: [
      [60.6, 4.95],
      [60.9, 4.85],
      [61.1, 5.0],
      [61.45, 4.95],
      [61.8, 5.1],
      [61.95, 5.2],
    ],
    municipalities: [
      'Alver',
      'Austrheim',
      'Fedje',
      'Masfjorden',
      'Gulen',
      'Solund',
      'Hyllestad',
      'Askvoll',
      'Kinn',
      'Bremanger',
    ],
  },
  {
    id: 5,
    weight: 8,
    coast: [
      [62.1, 5.35],
      [62.25, 5.6],
      [62.35, 5.95],
      [62.5, 6.25],
      [62.75, 6.75],
      [62.9, 7.05],
    ],
    municipalities: ['Stad', 'Vanylven', 'Herøy', 'Ulstein', 'Hareid', 'Sande', 'Ålesund', 'Giske'],
  },
  {
    id: 6,
    weight: 11,
    coast: [
      [63.05, 7.45],
      [63.25, 8.05],
      [63.45, 8.5],
      [63.65, 8.85],
      [63.75, 9.35],
      [63.95, 9.95],
    ],
    municipalities: ['Averøy', 'Aure', 'Smøla', 'Hitra', 'Frøya', 'Heim', 'Ørland', 'Åfjord'],
  },
  {
    id: 7,
    weight: 7,
    coast: [
      [64.2, 10.2],
      [64.45, 10.6],
      [64.7, 10.95],
      [64.9, 11.35],
      [65.1, 11.95],
    ],
    municipalities: ['Osen', 'Flatanger', 'Nærøysund', 'Leka', 'Bindal'],
  },
  {
    id: 8,
    weight: 12,
    coast: [
      [65.45, 12.15],
      [65.8, 12.35],
      [66.05, 12.6],
      [66.4, 12.95],
      [66.75, 13.25],
      [67.05, 13.8],
      [67.25, 14.35],
    ],
    municipalities: [
      'Brønnøy',
      'Vega',
      'Alstahaug',
      'Leirfjord',
      'Dønna',
      'Lurøy',
      'Rødøy',
      'Meløy',
      'Gildeskål',
      'Bodø',
    ],
  },
  {
    id: 9,
    weight: 8,
    coast: [
      [67.7, 14.8],
      [67.95, 15.1],
      [68.1, 13.75],
      [68.2, 14.6],
      [68.45, 15.6],
      [68.7, 15.05],
      [68.85, 15.35],
    ],
    municipalities: ['Steigen', 'Hamarøy', 'Lødingen', 'Vestvågøy', 'Flakstad', 'Hadsel', 'Sortland', 'Øksnes', 'Bø'],
  },
  {
    id: 10,
    weight: 7,
    coast: [
      [68.95, 15.85],
      [69.05, 16.9],
      [69.2, 17.45],
      [69.35, 17.75],
      [69.55, 18.0],
    ],
    municipalities: ['Andøy', 'Senja', 'Dyrøy', 'Salangen', 'Ibestad'],
  },
  {
    id: 11,
    weight: 6,
    coast: [
      [69.7, 18.5],
      [69.9, 19.4],
      [70.05, 20.3],
      [70.15, 21.1],
      [70.25, 21.6],
    ],
    municipalities: ['Tromsø', 'Karlsøy', 'Lyngen', 'Skjervøy', 'Kvænangen', 'Loppa'],
  },
  {
    id: 12,
    weight: 4,
    coast: [
      [70.35, 22.2],
      [70.5, 22.9],
      [70.65, 23.45],
      [70.85, 24.05],
    ],
    municipalities: ['Hasvik', 'Hammerfest', 'Alta', 'Måsøy'],
  },
  {
    id: 13,
    weight: 3,
    coast: [
      [70.9, 25.6],
      [70.85, 27.1],
      [70.6, 28.4],
      [70.4, 29.6],
      [69.9, 30.1],
    ],
    municipalities: ['Nordkapp', 'Lebesby', 'Gamvik', 'Berlevåg', 'Båtsfjord', 'Vardø', 'Sør-Varanger'],
  },
];

/** A point along an area's coastline at fraction t in [0, 1]. */
export const pointOnCoast = (area: AreaGeography, t: number): [number, number] => {
  const segments = area.coast.length - 1;
  const position = Math.min(segments - 1e-9, Math.max(0, t * segments));
  const index = Math.floor(position);
  const local = position - index;
  const a = area.coast[index] as readonly [number, number];
  const b = area.coast[index + 1] as readonly [number, number];
  return [a[0] + (b[0] - a[0]) * local, a[1] + (b[1] - a[1]) * local];
};
