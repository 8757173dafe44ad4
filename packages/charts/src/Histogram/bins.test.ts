import { describe, expect, it } from 'vitest';
import {
  binLabel,
  binValues,
  LICE_FEMALE_BINS,
  LICE_MOBILE_BINS,
  LICE_STATIONARY_BINS,
  WEIGHT_BINS,
  WELFARE_SCORE_BINS,
} from './bins.ts';

describe('histogram bins', () => {
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

  it('counts values with lower edges inclusive and skips gaps', () => {
    expect(binValues([0, 0.05, 0.049, 0.5, 2.4, null, Number.NaN, -1], LICE_FEMALE_BINS)).toEqual([
      2, 1, 0, 0, 0, 0, 2,
    ]);
    expect(binValues([0, 9.99, 10, 99.9, 100], WELFARE_SCORE_BINS)).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
  });
});
