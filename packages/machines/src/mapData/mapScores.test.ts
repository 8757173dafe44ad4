import { describe, expect, it } from 'vitest';
import { FALLOW_SCORE, liceLimitRatio, performanceIndex, type MapFarmWeekValues } from './mapScores.ts';

const farm = (id: string, values: Partial<MapFarmWeekValues>): MapFarmWeekValues => ({
  id,
  areaId: 4,
  isFallow: false,
  female: 0,
  treatments: 0,
  disease: 'none',
  ...values,
});

describe('performanceIndex', () => {
  const scores = performanceIndex([
    farm('clean', { female: 0.1 }),
    farm('lousy', { female: 0.5, treatments: 1 }),
    farm('middle', { female: 0.3, treatments: 2, disease: 'suspected' }),
    farm('sick', { female: 0.1, disease: 'confirmed' }),
    farm('unreported', { female: null, treatments: 1 }),
    farm('fallow', { isFallow: true, female: null }),
  ]);

  it('averages the normalised lice, treatment and disease scores (0.1 → 1, 0.5 → 0 lice)', () => {
    expect(scores.get('clean')).toBe(1);
    expect(scores.get('lousy')).toBeCloseTo((0 + 0.5 + 1) / 3);
    expect(scores.get('middle')).toBeCloseTo((0.5 + 0 + 0.5) / 3);
    expect(scores.get('sick')).toBeCloseTo((1 + 1 + 0) / 3);
  });

  it('scores a farm without a lice report on treatments and diseases only', () => {
    expect(scores.get('unreported')).toBe(0.75);
  });

  it('gives fallow farms -1 and leaves them out of the lice range', () => {
    expect(scores.get('fallow')).toBe(FALLOW_SCORE);
  });

  it('gives every reporting farm the best lice score when all report the same count', () => {
    const same = performanceIndex([farm('a', { female: 0.2 }), farm('b', { female: 0.2, treatments: 1 })]);
    expect(same.get('a')).toBe(1);
    expect(same.get('b')).toBe(2.5 / 3);
  });
});

describe('liceLimitRatio', () => {
  it('compares female lice with the limit, keeping "not reported" apart from zero', () => {
    expect(liceLimitRatio(0.3, 0.2)).toBeCloseTo(1.5);
    expect(liceLimitRatio(0, 0.5)).toBe(0);
    expect(liceLimitRatio(null, 0.5)).toBeNull();
  });
});
