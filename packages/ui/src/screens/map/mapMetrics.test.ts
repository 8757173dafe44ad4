import { describe, expect, it } from 'vitest';
import { NO_MAP_FILTERS } from '@havbruk/machines';
import { filterMapFarms, type MapExplorerFarm } from './mapMetrics.ts';

const farm = (id: string, values: Partial<MapExplorerFarm>): MapExplorerFarm => ({
  id,
  name: id,
  lon: 5,
  lat: 60,
  areaId: 3,
  municipality: 'Bømlo',
  operatorId: 'a',
  operatorName: 'A',
  species: 'atlanticSalmon',
  isFallow: false,
  liceReported: true,
  female: 0.1,
  mobile: 0.2,
  stationary: 0,
  weight: 2,
  weightEstimated: false,
  diseases: [],
  treatments: [],
  score: 1,
  liceLimit: 0.5,
  ...values,
});

describe('filterMapFarms', () => {
  const farms = [
    farm('bomlo', {}),
    farm('trout', { species: 'rainbowTrout', operatorId: 'b' }),
    farm('north', { areaId: 10, municipality: 'Tromsø', isFallow: true }),
  ];

  it('restricts nothing with empty lists and "all"', () => {
    expect(filterMapFarms(farms, NO_MAP_FILTERS)).toBe(farms);
  });

  it('keeps a farm only when it matches every chosen group', () => {
    const ids = (filters: Partial<typeof NO_MAP_FILTERS>) =>
      filterMapFarms(farms, { ...NO_MAP_FILTERS, ...filters }).map((entry) => entry.id);
    expect(ids({ areas: [3] })).toEqual(['bomlo', 'trout']);
    expect(ids({ areas: [3], companies: ['b'] })).toEqual(['trout']);
    expect(ids({ municipalities: ['Tromsø'] })).toEqual(['north']);
    expect(ids({ species: ['atlanticSalmon'] })).toEqual(['bomlo', 'north']);
    expect(ids({ activity: 'fallow' })).toEqual(['north']);
    expect(ids({ activity: 'active' })).toEqual(['bomlo', 'trout']);
  });
});
