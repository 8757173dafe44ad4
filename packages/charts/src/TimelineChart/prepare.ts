import { detectAnomalies, forecastSeries, interpolateGaps, type ForecastPoint } from '../graphTools/graphTools.ts';
import { lowerBound, niceDomain } from '../internal/scale.ts';
import { aggregateSeries, barWidth, type Aggregation, type AggregationMethod } from '../series/aggregate.ts';
import { lttb } from '../series/lttb.ts';
import {
  DAY_MS,
  xNumber,
  type ChartSeries,
  type HighlightRange,
  type SeriesPoint,
  type Threshold,
  type XValue,
} from '../series/types.ts';

export type TimelineMode = 'line' | 'bar';

/** Series ids per graph tool, and the forecast horizon in days. */
export interface TimelineTools {
  anomaly?: readonly string[];
  interpolate?: readonly string[];
  forecast?: readonly string[];
  /** Days, 1–180 (default 90). */
  forecastHorizon?: number;
}

export interface TimelineRange {
  start: XValue;
  end: XValue;
}

export interface PreparedSeries {
  id: string;
  label: string;
  color: string;
  /** Aggregated points inside the visible window (for the tooltip). */
  points: SeriesPoint[];
  /** What is drawn: `points`, downsampled to about one point per pixel in line mode. */
  drawn: SeriesPoint[];
}

export interface ToolLayers {
  anomaly: { seriesId: string; color: string; points: (SeriesPoint & { y: number })[] }[];
  interpolate: { seriesId: string; color: string; segments: [SeriesPoint, SeriesPoint][]; points: SeriesPoint[] }[];
  forecast: { seriesId: string; color: string; points: ForecastPoint[] }[];
}

export interface PreparedTimeline {
  xIsDate: boolean;
  /** Visible x domain in x numbers (ms for dates). */
  xDomain: [number, number];
  yDomain: [number, number];
  series: PreparedSeries[];
  tools: ToolLayers;
  /** Bar width in x numbers. */
  barWidth: number;
  pointCount: number;
}

export interface PrepareInput {
  series: readonly ChartSeries[];
  colors: readonly string[];
  mode: TimelineMode;
  aggregation: Aggregation;
  aggregationMethod: AggregationMethod;
  zoom: TimelineRange | null;
  hiddenIds: readonly string[];
  thresholds: readonly Threshold[];
  /** Highlighted ranges: without a zoom the x domain covers them too (a chosen range is never off the chart). */
  highlights?: readonly HighlightRange[];
  tools: TimelineTools;
  /** Points per series after downsampling (line mode); usually the plot width in px. */
  maxPoints: number;
  yMin?: number;
  yMax?: number;
}

const seasonPeriod: Record<Aggregation, number> = { day: 7, daysIn: 7, week: 52, weeksIn: 52, month: 12, monthsIn: 12 };

/** Aggregation is the costly step that does not depend on zoom: done once per series/aggregation change. */
export const aggregateForTimeline = aggregateSeries;

/** Points inside [x0, x1] plus one neighbour each side, so lines run to the plot edges. */
const windowed = (points: readonly SeriesPoint[], x0: number, x1: number): SeriesPoint[] => {
  const from = Math.max(0, lowerBound(points, x0, (p) => xNumber(p.x)) - 1);
  // First index after x1 (upper bound), then one more: the right neighbour.
  let after = lowerBound(points, x1, (p) => xNumber(p.x));
  while (after < points.length && xNumber((points[after] as SeriesPoint).x) <= x1) after++;
  const to = Math.min(points.length, after + 1);
  return points.slice(from, to);
};

const inside = (x: XValue, x0: number, x1: number) => xNumber(x) >= x0 && xNumber(x) <= x1;

/** Everything the timeline draws, from aggregated series: visible window, downsampling, domains and tool layers. */
export function prepareTimeline(aggregated: readonly ChartSeries[], input: PrepareInput): PreparedTimeline {
  const visible = aggregated.filter((s) => !input.hiddenIds.includes(s.id));
  const firstX = aggregated.find((s) => s.points.length)?.points[0]?.x;
  const xIsDate = firstX === undefined ? true : firstX instanceof Date;
  const width = barWidth(input.aggregation, xIsDate);
  const colorOf = (s: ChartSeries) =>
    s.color ?? input.colors[aggregated.indexOf(s) % input.colors.length] ?? input.colors[0] ?? '#000';

  // Tool layers need the whole series (forecast continues from the last point).
  const dayUnit = xIsDate ? DAY_MS : 1;
  const tools: ToolLayers = { anomaly: [], interpolate: [], forecast: [] };
  for (const s of visible) {
    if (input.tools.anomaly?.includes(s.id)) {
      const found = detectAnomalies(s.points, { period: seasonPeriod[input.aggregation] });
      tools.anomaly.push({ seriesId: s.id, color: colorOf(s), points: found.map(({ x, y }) => ({ x, y })) });
    }
    if (input.tools.interpolate?.includes(s.id)) {
      const step = input.aggregation === 'day' || input.aggregation === 'daysIn' ? dayUnit : undefined;
      const result = interpolateGaps(s.points, step);
      const filled = new Set(result.filled);
      const segments: [SeriesPoint, SeriesPoint][] = [];
      result.points.forEach((p, i) => {
        const next = result.points[i + 1];
        if (next && (filled.has(p as never) || filled.has(next as never)) && p.y !== null && next.y !== null) {
          segments.push([p, next]);
        }
      });
      tools.interpolate.push({ seriesId: s.id, color: colorOf(s), segments, points: result.filled });
    }
    if (input.tools.forecast?.includes(s.id)) {
      const points = forecastSeries(s.points, { horizon: input.tools.forecastHorizon });
      // A measure that is never negative (lice, feed, weight) is not forecast below 0.
      const nonNegative = s.points.every((p) => p.y === null || p.y >= 0);
      const clamp = (v: number) => (nonNegative ? Math.max(0, v) : v);
      if (points) {
        tools.forecast.push({
          seriesId: s.id,
          color: colorOf(s),
          points: points.map((p) => ({ x: p.x, y: clamp(p.y), lower: clamp(p.lower), upper: clamp(p.upper) })),
        });
      }
    }
  }

  // X domain: the zoom, else all data (and forecasts and highlights), padded by half a bar in bar mode.
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  if (input.zoom) {
    x0 = xNumber(input.zoom.start);
    x1 = xNumber(input.zoom.end);
    if (x0 > x1) [x0, x1] = [x1, x0];
    if (x0 === x1) x1 = x0 + dayUnit;
  } else {
    for (const s of visible.length ? visible : aggregated) {
      const first = s.points[0];
      const last = s.points[s.points.length - 1];
      if (first) x0 = Math.min(x0, xNumber(first.x));
      if (last) x1 = Math.max(x1, xNumber(last.x));
    }
    for (const f of tools.forecast) {
      const last = f.points[f.points.length - 1];
      if (last) x1 = Math.max(x1, xNumber(last.x));
    }
    if (Number.isFinite(x0)) {
      for (const h of input.highlights ?? []) {
        x0 = Math.min(x0, xNumber(h.start), xNumber(h.end));
        x1 = Math.max(x1, xNumber(h.start), xNumber(h.end));
      }
    }
    if (!Number.isFinite(x0)) [x0, x1] = [0, 1];
    if (x0 === x1) [x0, x1] = [x0 - dayUnit, x1 + dayUnit];
    if (input.mode === 'bar') [x0, x1] = [x0 - width / 2, x1 + width / 2];
  }

  let pointCount = 0;
  let yLo = Number.POSITIVE_INFINITY;
  let yHi = Number.NEGATIVE_INFINITY;
  const series: PreparedSeries[] = visible.map((s) => {
    const points = windowed(s.points, x0, x1);
    for (const p of points) {
      if (p.y === null || !inside(p.x, x0, x1)) continue;
      if (p.y < yLo) yLo = p.y;
      if (p.y > yHi) yHi = p.y;
    }
    const drawn = input.mode === 'line' ? lttb(points, Math.max(3, input.maxPoints), (p) => xNumber(p.x)) : points;
    pointCount += drawn.length;
    return { id: s.id, label: s.label, color: colorOf(s), points, drawn };
  });
  for (const f of tools.forecast) {
    for (const p of f.points) {
      if (!inside(p.x, x0, x1)) continue;
      yLo = Math.min(yLo, p.lower);
      yHi = Math.max(yHi, p.upper);
    }
  }
  for (const t of input.thresholds) {
    yHi = Math.max(yHi, t.value);
    yLo = Math.min(yLo, t.value);
  }
  if (!Number.isFinite(yLo)) [yLo, yHi] = [0, 1];
  if (input.mode === 'bar' || yLo >= 0) yLo = Math.min(0, yLo);
  // Only zeros (e.g. 0 % positive): 0 up to 1, not a range around 0 with negative values nothing can have.
  if (yLo === 0 && yHi === 0) yHi = 1;
  const [niceLo, niceHi] = niceDomain(yLo, yHi);
  return {
    xIsDate,
    xDomain: [x0, x1],
    yDomain: [input.yMin ?? niceLo, input.yMax ?? niceHi],
    series,
    tools,
    barWidth: width,
    pointCount,
  };
}
