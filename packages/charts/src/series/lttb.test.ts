import { describe, expect, it } from 'vitest';
import { lttb, lttbIndices } from './lttb.ts';

describe('lttb', () => {
  it('returns every index when the series is shorter than the threshold', () => {
    expect(lttbIndices([0, 1, 2], [5, 6, 7], 10)).toEqual([0, 1, 2]);
  });

  it('keeps the threshold count, the ends and a single spike', () => {
    const xs = Array.from({ length: 1000 }, (_, i) => i);
    const ys = xs.map((i) => (i === 437 ? 100 : Math.sin(i / 50)));
    const kept = lttbIndices(xs, ys, 100);
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(999);
    expect(kept).toContain(437);
    expect([...kept].sort((a, b) => a - b)).toEqual(kept);
  });

  it('keeps gaps as breaks when downsampling points with nulls', () => {
    const points = Array.from({ length: 500 }, (_, i) => ({ x: i, y: i >= 200 && i < 210 ? null : i % 17 }));
    const out = lttb(points, 50, (p) => p.x);
    expect(out.length).toBeLessThanOrEqual(70);
    expect(out.filter((p) => p.y === null)).toHaveLength(10);
    expect(out[0]).toEqual(points[0]);
    expect(out.at(-1)).toEqual(points.at(-1));
  });
});
