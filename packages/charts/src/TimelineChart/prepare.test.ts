import { describe, expect, it } from 'vitest';
import { DAILY_BAR_WIDTH_MS } from '../series/aggregate.ts';
import { DAY_MS, type ChartSeries } from '../series/types.ts';
import { prepareTimeline, type PrepareInput } from './prepare.ts';

const start = Date.UTC(2025, 0, 1);
const daily = (id: string, n: number, y: (i: number) => number | null): ChartSeries => ({
  id,
  label: id,
  points: Array.from({ length: n }, (_, i) => ({ x: new Date(start + i * DAY_MS), y: y(i) })),
});
const base: PrepareInput = {
  series: [],
  colors: ['#111111', '#222222'],
  mode: 'line',
  aggregation: 'day',
  aggregationMethod: 'mean',
  zoom: null,
  hiddenIds: [],
  thresholds: [],
  tools: {},
  maxPoints: 10_000,
};

describe('prepareTimeline', () => {
  it('spans all data, starts y at 0 for positive data and colors series from the palette', () => {
    const series = [daily('a', 100, (i) => 1 + i / 100)];
    const out = prepareTimeline(series, { ...base, series });
    expect(out.xIsDate).toBe(true);
    expect(out.xDomain).toEqual([start, start + 99 * DAY_MS]);
    expect(out.yDomain[0]).toBe(0);
    expect(out.yDomain[1]).toBeGreaterThanOrEqual(1.99);
    expect(out.series[0]?.color).toBe('#111111');
  });

  it('draws a series of zeros (e.g. 0 % positive) from 0 up, never below 0', () => {
    const series = [daily('a', 10, () => 0)];
    expect(prepareTimeline(series, { ...base, series }).yDomain).toEqual([0, 1]);
  });

  it('keeps only the zoom window (plus one neighbour each side) and its y range', () => {
    const series = [daily('a', 365, (i) => i)];
    const zoom = { start: new Date(start + 100 * DAY_MS), end: new Date(start + 110 * DAY_MS) };
    const out = prepareTimeline(series, { ...base, series, zoom });
    expect(out.xDomain).toEqual([start + 100 * DAY_MS, start + 110 * DAY_MS]);
    expect(out.series[0]?.points).toHaveLength(13);
    expect(out.yDomain[1]).toBe(125); // nice bound of the window's 110, not of the series' 364
  });

  it('downsamples each series to maxPoints and drops hidden series', () => {
    const series = [daily('a', 1095, (i) => Math.sin(i / 30)), daily('b', 1095, (i) => i)];
    const out = prepareTimeline(series, { ...base, series, maxPoints: 300, hiddenIds: ['b'] });
    expect(out.series.map((s) => s.id)).toEqual(['a']);
    expect(out.series[0]?.drawn).toHaveLength(300);
    expect(out.pointCount).toBe(300);
  });

  it('widens x to cover highlighted ranges unless zoomed', () => {
    const series = [daily('a', 10, () => 1)];
    const highlights = [{ start: new Date(start + 20 * DAY_MS), end: new Date(start + 30 * DAY_MS) }];
    expect(prepareTimeline(series, { ...base, series, highlights }).xDomain).toEqual([start, start + 30 * DAY_MS]);
    const zoom = { start: new Date(start), end: new Date(start + 5 * DAY_MS) };
    expect(prepareTimeline(series, { ...base, series, highlights, zoom }).xDomain).toEqual([start, start + 5 * DAY_MS]);
  });

  it('pads by half a bar in bar mode and raises y to include thresholds', () => {
    const series = [daily('a', 10, () => 0.1)];
    const out = prepareTimeline(series, { ...base, series, mode: 'bar', thresholds: [{ value: 0.5 }] });
    expect(out.barWidth).toBe(DAILY_BAR_WIDTH_MS);
    expect(out.xDomain[0]).toBe(start - DAILY_BAR_WIDTH_MS / 2);
    expect(out.yDomain[1]).toBeGreaterThanOrEqual(0.5);
  });

  it('builds tool layers only for selected series and extends x to the forecast horizon', () => {
    const series = [daily('a', 60, (i) => (i === 30 ? 50 : 10 + (i % 3))), daily('b', 60, (i) => (i % 10 ? i : null))];
    const out = prepareTimeline(series, {
      ...base,
      series,
      tools: { anomaly: ['a'], interpolate: ['b'], forecast: ['a'], forecastHorizon: 30 },
    });
    expect(out.tools.anomaly).toHaveLength(1);
    expect(out.tools.anomaly[0]?.points.map((p) => p.y)).toEqual([50]);
    expect(out.tools.interpolate[0]?.seriesId).toBe('b');
    expect(out.tools.interpolate[0]?.points.length).toBe(5);
    expect(out.xDomain[1]).toBe(start + (59 + 30) * DAY_MS);
    // A never-negative series is not forecast below 0.
    expect(Math.min(...out.tools.forecast[0]!.points.map((p) => p.lower))).toBeGreaterThanOrEqual(0);
  });
});
