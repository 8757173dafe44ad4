import { describe, expect, it } from 'vitest';
import type { ConfigFarm, MapV2Response } from '@havbruk/api';
import { mapJoin, weekFarms } from '../src/routes/map/mapFarms.ts';
import { mapPath, parseMapUrl, withMapSearch } from '../src/routes/map/mapUrl.ts';

describe('map URL', () => {
  it('reads the week, a known metric, both corners and the farm ids', () => {
    const state = parseMapUrl(
      { year: '2026', week: '7' },
      new URLSearchParams('metric=lice.female&ne=10.5,64.25&sw=5.1234567,58&farmIds=12468,100'),
    );
    expect(state).toEqual({
      week: { year: 2026, week: 7 },
      metric: 'lice.female',
      bounds: { ne: [10.5, 64.25], sw: [5.123457, 58] },
      farmIds: ['12468', '100'],
    });
  });

  it('accepts the metric only as category.key and bounds only with both corners', () => {
    const state = parseMapUrl({}, new URLSearchParams('metric=female&ne=10,64'));
    expect(state.metric).toBe('inventory.welfareScore');
    expect(state.bounds).toBeUndefined();
    expect(state.week).toBeUndefined();
    expect(parseMapUrl({}, new URLSearchParams('metric=lice')).metric).toBe('inventory.welfareScore');
  });

  it('writes corners rounded to 6 decimals, together, and drops empty farm ids', () => {
    const next = withMapSearch(new URLSearchParams('metric=diseases.count&farmIds=1'), {
      bounds: { ne: [10.12345678, 64.1], sw: [5.00000049, 58.9999999] },
      farmIds: [],
    });
    expect(next.toString()).toBe('metric=diseases.count&ne=10.123457%2C64.1&sw=5%2C59');
    expect(mapPath({ year: 2026, week: 7 })).toBe('/map/2026/7');
    expect(mapPath(undefined)).toBe('/map');
  });
});

describe('weekFarms', () => {
  const farm = (id: string, inPerspective: boolean): ConfigFarm => ({
    id,
    name: `Farm ${id}`,
    localityNumber: Number(id),
    productionArea: 3,
    municipality: 'Bømlo',
    operator: { id: 'op', name: 'Operator AS', inPerspective },
    permissions: inPerspective ? 'private' : 'public',
    owned: inPerspective,
    position: { lat: 60, lon: 5 },
    maxBiomass: 3000,
    isActive: true,
    isFallow: false,
    species: 'atlanticSalmon',
    organizations: [],
  });
  const response: MapV2Response = {
    year: 2026,
    weeks: [{ year: 2026, week: 18, label: '2026-18' }],
    farms: ['1', '2', 'unknown'],
    data: {
      lice: { reported: [1, 0, 1], female: [0.3, null, 0.1], mobile: [1, null, 0], stationary: [0, null, 0] },
      inventory: { weight: [2.31, 2.5, 1], estimated: [0, 1, 1] },
      activity: { isFallow: [0, 0, 0], isActive: [1, 1, 1] },
    },
  };
  const join = mapJoin(
    [farm('1', true), farm('2', false)],
    [{ id: 'op', name: 'Operator AS', alias: 'op', initials: 'OP', inPerspective: true }],
  );

  it('joins the week with the config: own weight measured, others estimated; initials in perspective only', () => {
    const [own, other] = weekFarms({ response, scores: [0.8, 0.5, 1] }, 0, join);
    expect(own).toMatchObject({ id: '1', weight: 2.31, weightEstimated: false, initials: 'OP', score: 0.8 });
    expect(other).toMatchObject({ id: '2', weight: 2.5, weightEstimated: true, score: 0.5 });
    expect(other?.initials).toBeUndefined();
  });

  it('keeps "not reported" apart from zero and uses the spring lice limit of the area', () => {
    const farms = weekFarms({ response, scores: [0, 0, 0] }, 0, join);
    expect(farms.map((entry) => entry.id)).toEqual(['1', '2']);
    expect(farms[1]).toMatchObject({ liceReported: false, female: null, mobile: null });
    expect(farms[0]?.liceLimit).toBe(0.2);
  });
});
