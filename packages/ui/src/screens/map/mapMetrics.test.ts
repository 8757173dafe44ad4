import { describe, expect, it } from 'vitest';
import { NO_MAP_FILTERS } from '@havbruk/machines';
import { binLabel, binValues } from '@havbruk/charts';
import { areaLiceFigures, filterMapFarms, MAP_METRIC_SPECS, type MapExplorerFarm } from './mapMetrics.ts';

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

describe('areaLiceFigures (the traffic-light layer per production area)', () => {
  it('counts the reporting sites of each area and their mean adult female lice, imported sites too', () => {
    const figures = areaLiceFigures([
      farm('bomlo', { female: 0.1 }),
      farm('imported', { female: 0.3, operatorId: null, operatorName: null, species: null }),
      farm('not-reported', { liceReported: false, female: null }),
      farm('fallow', { isFallow: true, female: null }),
      farm('north', { areaId: 10, female: 0.05 }),
    ]);
    expect(figures.get(3)).toEqual({ sites: 4, reporting: 2, female: 0.2 });
    expect(figures.get(10)).toEqual({ sites: 1, reporting: 1, female: 0.05 });
  });

  it('gives an area without a report no mean (not reported is not 0)', () => {
    expect(areaLiceFigures([farm('quiet', { liceReported: false, female: null })]).get(3)).toEqual({
      sites: 1,
      reporting: 0,
      female: null,
    });
  });
});

describe('the welfare score as the sidebar shows it', () => {
  const { shown, bins } = MAP_METRIC_SPECS['inventory.welfareScore'];

  it('is the whole number a card prints, and the histogram counts that number (a card "100" is in the "100" bin)', () => {
    expect([0.996, 1, 0.994, 0.093].map(shown)).toEqual([100, 100, 99, 9]);
    const counts = binValues([0.996, 1, 0.994].map(shown), bins);
    expect(binLabel(bins.at(-1)!)).toBe('100');
    expect(counts.at(-1)).toBe(2);
    expect(counts.at(-2)).toBe(1);
  });

  it('leaves the other metrics as they are', () => {
    expect(MAP_METRIC_SPECS['lice.female'].shown(0.237)).toBe(0.237);
    expect(MAP_METRIC_SPECS['inventory.weight'].shown(4.56)).toBe(4.56);
  });
});
