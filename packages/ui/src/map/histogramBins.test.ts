import { binLabel, binValues } from '@havbruk/charts';
import { describe, expect, it } from 'vitest';
import {
  LICE_FEMALE_BINS,
  LICE_MOBILE_BINS,
  LICE_STATIONARY_BINS,
  WEIGHT_BINS,
  WELFARE_SCORE_BINS,
} from './histogramBins.ts';

describe('the map histograms bins (spec 2 §9)', () => {
  it('match the spec edges', () => {
    expect(LICE_FEMALE_BINS.map((b) => binLabel(b))).toEqual([
      '0–0.05',
      '0.05–0.1',
      '0.1–0.2',
      '0.2–0.3',
      '0.3–0.4',
      '0.4–0.5',
      '0.5+',
    ]);
    expect(LICE_MOBILE_BINS.map((b) => b.from)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
    expect(LICE_STATIONARY_BINS.map((b) => b.from)).toEqual([0, 0.01, 0.02, 0.04, 0.06, 0.08]);
    expect(WEIGHT_BINS.map((b) => binLabel(b))).toEqual(['0–0.5', '0.5–1', '1–2', '2–3', '3–4', '4–5', '5–6', '6+']);
    expect(WELFARE_SCORE_BINS).toHaveLength(11);
  });

  it('put a welfare score of exactly 100 in its own last bin, labelled "100" (the score stops at 100)', () => {
    expect(binValues([0, 9.99, 10, 99.9, 100], WELFARE_SCORE_BINS)).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(WELFARE_SCORE_BINS.map((b) => binLabel(b)).slice(-2)).toEqual(['90–100', '100']);
  });
});
