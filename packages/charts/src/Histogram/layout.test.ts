import { describe, expect, it } from 'vitest';
import { histogramLayout, niceMax } from './layout.ts';

describe('histogram layout', () => {
  it('rounds the count axis up to a round step', () => {
    expect([1, 7, 14, 15, 25, 37, 100, 523].map((max) => niceMax(max))).toEqual([1, 7, 14, 16, 26, 40, 100, 550]);
    expect(niceMax(0)).toBe(1);
  });

  it('spreads equal bars over the width with padding between and around them', () => {
    const { bars, plotWidth, plotHeight, margin } = histogramLayout([5, 0, 10], 216, 175, 11);
    expect(margin).toEqual({ top: 16, right: 8, bottom: 28, left: 8 });
    expect(plotWidth).toBe(200);
    expect(plotHeight).toBe(131);
    const step = 200 / 3.15;
    expect(bars[0]?.x).toBeCloseTo(step * 0.15);
    expect(bars[2]?.x).toBeCloseTo(step * 2.15);
    expect((bars[2]?.x ?? 0) + (bars[2]?.width ?? 0)).toBeCloseTo(200 - step * 0.15);
    expect(bars.map((bar) => bar.width)).toEqual([step * 0.85, step * 0.85, step * 0.85]);
  });

  it('draws bar heights in proportion to the counts from the plot bottom', () => {
    const { bars, plotHeight } = histogramLayout([5, 0, 10], 216, 175, 11);
    expect(bars[1]?.height).toBe(0);
    expect(bars[1]?.y).toBe(plotHeight);
    expect(bars[2]?.height).toBeCloseTo(plotHeight);
    expect(bars[0]?.height).toBeCloseTo(plotHeight / 2);
  });
});
