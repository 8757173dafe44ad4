import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../series/types.ts';
import {
  detectAnomalies,
  forecastPeriodFor,
  forecastSeries,
  interpolateGaps,
  seasonalDecomposition,
} from './graphTools.ts';

/** Deterministic noise in [-0.5, 0.5). */
const noise = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32 - 0.5;
  };
};
const start = Date.UTC(2025, 0, 6); // a Monday
const daily = (ys: (number | null)[]) => ys.map((y, i) => ({ x: new Date(start + i * DAY_MS), y }));

describe('detectAnomalies', () => {
  it('finds a planted outlier and nothing else', () => {
    const rand = noise(7);
    const ys = Array.from({ length: 120 }, () => 10 + rand());
    ys[40] = 16;
    const found = detectAnomalies(daily(ys));
    expect(found.map((a) => a.index)).toEqual([40]);
    expect(found[0]?.z).toBeGreaterThan(2.5);
  });

  it('ignores gaps and finds nothing in a flat series', () => {
    expect(detectAnomalies(daily([5, 5, null, 5, 5, 5]))).toEqual([]);
  });

  it('removes a strong weekly season before scoring, so the weekly peak is not an anomaly', () => {
    const rand = noise(3);
    const ys = Array.from({ length: 140 }, (_, i) => 10 + (i % 7 === 5 ? 8 : 0) + 0.4 * rand());
    ys[66] = 14; // a Wednesday: far from its weekday's usual 10, but below the Saturday peak of 18
    const values = ys.map((y) => y as number);
    expect(seasonalDecomposition(values, 7)?.strength).toBeGreaterThanOrEqual(0.6);
    expect(detectAnomalies(daily(ys)).map((a) => a.index)).toEqual([66]);
    // Without seasonal adjustment the planted point is hidden by the weekly swing.
    expect(detectAnomalies(daily(ys), { seasonalStrengthThreshold: 1.01 }).map((a) => a.index)).not.toContain(66);
  });

  it('leaves a series without a real season unadjusted (strength below 0.6)', () => {
    const rand = noise(11);
    const values = Array.from({ length: 140 }, () => rand());
    expect(seasonalDecomposition(values, 7)?.strength).toBeLessThan(0.6);
  });
});

describe('interpolateGaps', () => {
  it('fills gaps exactly on the line between known neighbours', () => {
    const { points, filled } = interpolateGaps(daily([1, null, null, 4, 6, null, 10]));
    expect(points.map((p) => p.y)).toEqual([1, 2, 3, 4, 6, 8, 10]);
    expect(filled.map((p) => p.y)).toEqual([2, 3, 8]);
  });

  it('inserts missing days when a step is given, weighting by x', () => {
    const points = [
      { x: new Date(start), y: 2 },
      { x: new Date(start + 4 * DAY_MS), y: 10 },
    ];
    const { points: out, filled } = interpolateGaps(points, DAY_MS);
    expect(out.map((p) => p.y)).toEqual([2, 4, 6, 8, 10]);
    expect(filled).toHaveLength(3);
  });

  it('does not extrapolate leading or trailing gaps', () => {
    expect(interpolateGaps(daily([null, 3, null, 5, null])).points.map((p) => p.y)).toEqual([null, 3, 4, 5, null]);
  });
});

describe('forecastSeries', () => {
  it('needs at least 2 points', () => {
    expect(forecastSeries(daily([3]))).toBeNull();
    expect(forecastSeries(daily([null, 3, null]))).toBeNull();
  });

  it('forecasts a linear series linearly over the default 90 days', () => {
    const ys = Array.from({ length: 20 }, (_, i) => 10 + 2 * i);
    const out = forecastSeries(daily(ys)) ?? [];
    expect(out).toHaveLength(91);
    expect(out[0]).toMatchObject({ y: 48 });
    expect(out[30]?.y).toBeCloseTo(48 + 60, 9);
    expect(out[90]?.x).toEqual(new Date(start + (19 + 90) * DAY_MS));
    expect(out[90]?.y).toBeCloseTo(48 + 180, 9);
  });

  it('fits the band on at most 8 recent points and widens it with distance', () => {
    // Old points far off the line must not matter: only the last 8 are fitted.
    const ys = Array.from({ length: 30 }, (_, i) => (i < 22 ? 500 : 10 + 2 * i + (i % 2 ? 0.5 : -0.5)));
    const out = forecastSeries(daily(ys), { horizon: 60 }) ?? [];
    expect(Math.abs((out.at(-1)?.y ?? 0) - (10 + 2 * (29 + 60)))).toBeLessThan(4); // not ~500: old points ignored
    const widths = out.slice(1).map((p) => p.upper - p.lower);
    expect(widths[0]).toBeGreaterThan(0);
    widths.slice(1).forEach((w, i) => expect(w).toBeGreaterThan(widths[i] as number));
    out.forEach((p) => {
      expect(p.lower).toBeLessThanOrEqual(p.y);
      expect(p.upper).toBeGreaterThanOrEqual(p.y);
    });
  });

  it('steps weekly for weekly data and clamps the horizon to 1–180', () => {
    const weekly = Array.from({ length: 10 }, (_, i) => ({ x: new Date(start + i * 7 * DAY_MS), y: 0.1 * i }));
    expect(forecastPeriodFor(weekly)).toBe(7);
    expect(forecastSeries(weekly, { horizon: 21 })).toHaveLength(4);
    expect(forecastSeries(weekly, { horizon: 999, period: 30 })).toHaveLength(7);
  });

  it('works on days-in (numeric) x', () => {
    const out = forecastSeries(
      [
        { x: 0, y: 1 },
        { x: 1, y: 2 },
      ],
      { horizon: 3 },
    );
    expect(out?.map((p) => [p.x, p.y])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ]);
  });
});
