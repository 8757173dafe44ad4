import type { MapV2Response } from '@havbruk/api';
import { describe, expect, it } from 'vitest';
import { areaBaseline, isoWeekMonday, quantile } from './areaBaseline.ts';

/** Two weeks × five farms; farm e is in another area, farm d did not report week 2. */
const answer: MapV2Response = {
  year: 2025,
  weeks: [
    { year: 2025, week: 1, label: '2025-01' },
    { year: 2025, week: 2, label: '2025-02' },
  ],
  farms: ['a', 'b', 'c', 'd', 'e'],
  data: {
    lice: {
      reported: [1, 1, 1, 1, 1, 1, 1, 1, 0, 1],
      female: [0.1, 0.2, 0.3, 0.4, 9, 0.5, 0.1, 0.3, null, 9],
      mobile: [1, 1, 1, 1, 1, 1, 1, 1, null, 1],
      stationary: [0, 0, 0, 0, 0, 0, 0, 0, null, 0],
    },
  },
};
const area = new Set(['a', 'b', 'c', 'd']);

describe('areaBaseline', () => {
  it('takes the median and quartiles of the reporting farms of the area, week by week', () => {
    const points = areaBaseline([answer], area, 'female');
    expect(points).toEqual([
      // 0.1 0.2 0.3 0.4: quartiles by linear interpolation.
      { x: new Date('2024-12-30T00:00:00Z'), median: 0.25, lower: 0.175, upper: 0.325, farms: 4 },
      // d did not report: 0.1 0.3 0.5 (a zero would have pulled the median down).
      { x: new Date('2025-01-06T00:00:00Z'), median: 0.3, lower: 0.2, upper: 0.4, farms: 3 },
    ]);
  });

  it('leaves a gap in weeks with fewer than three reporting farms', () => {
    const points = areaBaseline([answer], new Set(['a', 'b']), 'female');
    expect(points.map((p) => p.median)).toEqual([null, null]);
    expect(points.map((p) => p.farms)).toEqual([2, 2]);
  });

  it('merges years without duplicating weeks, oldest first', () => {
    const next: MapV2Response = { ...answer, year: 2026, weeks: [{ year: 2026, week: 1, label: '2026-01' }] };
    const points = areaBaseline([next, answer, answer], area, 'mobile');
    expect(points.map((p) => p.x.toISOString().slice(0, 10))).toEqual(['2024-12-30', '2025-01-06', '2025-12-29']);
  });

  it('computes quantiles and ISO week Mondays', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([7], 0.75)).toBe(7);
    expect(isoWeekMonday(2026, 1).toISOString().slice(0, 10)).toBe('2025-12-29');
    expect(isoWeekMonday(2020, 53).toISOString().slice(0, 10)).toBe('2020-12-28');
  });
});
