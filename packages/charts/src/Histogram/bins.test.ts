import { describe, expect, it } from 'vitest';
import { binLabel, binsFromEdges, binValues } from './bins.ts';

describe('histogram bins', () => {
  it('are built from lower edges, the last open-ended', () => {
    const bins = binsFromEdges([0, 0.05, 0.1, 0.5]);
    expect(bins).toEqual([
      { from: 0, to: 0.05 },
      { from: 0.05, to: 0.1 },
      { from: 0.1, to: 0.5 },
      { from: 0.5, to: null },
    ]);
    expect(bins.map((b) => binLabel(b))).toEqual(['0–0.05', '0.05–0.1', '0.1–0.5', '0.5+']);
  });

  it('counts values with lower edges inclusive and skips gaps', () => {
    const bins = binsFromEdges([0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5]);
    expect(binValues([0, 0.05, 0.049, 0.5, 2.4, null, Number.NaN, -1], bins)).toEqual([2, 1, 0, 0, 0, 0, 2]);
    const closedTop = [
      { from: 0, to: 50 },
      { from: 50, to: 100 },
      { from: 100, to: null },
    ];
    expect(binValues([0, 49.9, 50, 99.9, 100], closedTop)).toEqual([2, 2, 1]);
  });

  it('has single-value bins (from = to) for a top value of its own, labelled with the value alone', () => {
    const capped = [
      { from: 0, to: 100 },
      { from: 100, to: 100 },
    ];
    expect(binValues([0, 99.9, 100, 100.5], capped)).toEqual([2, 1]);
    expect(capped.map((b) => binLabel(b))).toEqual(['0–100', '100']);
  });
});
