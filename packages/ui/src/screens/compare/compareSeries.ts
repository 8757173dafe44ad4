/**
 * Chart series of a comparison: one per complete row × trace (from each row's timeline answer), plus, with the
 * area baseline on, the median, 25th and 75th percentile per production area × lice trace, clipped to the weeks
 * the rows of that area cover, and the interquartile bands between them.
 */
import type { Aggregation, TimelineV2Response } from '@havbruk/api';
import { xNumber, type ChartSeries, type SeriesBand } from '@havbruk/charts';
import type { CompareValue } from '@havbruk/machines';
import { timelineSeries } from '../entity/entitySeries.ts';
import { areaBaseline, type BaselinePoint } from './areaBaseline.ts';
import type { MapV2Response } from '@havbruk/api';
import { compareTrace, viewConfigOf } from './compareTraces.ts';

export interface CompareSeriesRow extends CompareValue {
  key: string;
  productionArea: number | null;
  /** Legend parts: farm name, generation label, cage name. */
  labels: { farm: string; generation: string; cage: string };
  timeline: TimelineV2Response | null;
}

export interface CompareSeriesInput {
  rows: readonly CompareSeriesRow[];
  traces: readonly string[];
  agg: Aggregation;
  /** Map v2 lice answers covering the rows' weeks, and the farm ids per production area; absent: no baseline. */
  baseline?: { years: readonly MapV2Response[]; farmsByArea: ReadonlyMap<number, ReadonlySet<string>> };
  texts: {
    series: (parts: { farm: string; generation: string; cage: string; trace: string }) => string;
    trace: (id: string) => string;
    median: (area: number, trace: string) => string;
    lower: (area: number, trace: string) => string;
    upper: (area: number, trace: string) => string;
  };
}

/** The baseline is weekly: it is drawn on daily and weekly charts only (lice are counted weekly anyway). */
/** Baselines are grey (readable on light and dark), so they do not take a row's colour. */
const BASELINE_COLOURS = ['#7d8a96', '#a08a6a', '#8a7da0'];

export const baselineFits = (agg: Aggregation): boolean => agg === 'day' || agg === 'week';

export function compareSeries(input: CompareSeriesInput): { series: ChartSeries[]; bands: SeriesBand[] } {
  const series: ChartSeries[] = [];
  const spans = new Map<string, [number, number]>();
  for (const row of input.rows) {
    if (!row.timeline) continue;
    for (const id of input.traces) {
      const trace = compareTrace(id);
      if (!trace) continue;
      const found = timelineSeries(row.timeline, {
        config: viewConfigOf(trace),
        field: trace.field,
        sensorLabel: (sensor) => sensor,
        groupLabel: (group) => group,
      });
      const first = found[0];
      if (!first) continue;
      series.push({
        id: `${row.key}:${id}`,
        label: input.texts.series({ ...row.labels, trace: input.texts.trace(id) }),
        points: first.points,
      });
      if (trace.lice && row.productionArea !== null) {
        const xs = first.points.filter((p) => p.y !== null).map((p) => xNumber(p.x));
        if (xs.length === 0) continue;
        const key = `${row.productionArea}:${id}`;
        const span = spans.get(key);
        spans.set(key, [Math.min(span?.[0] ?? Infinity, ...xs), Math.max(span?.[1] ?? -Infinity, ...xs)]);
      }
    }
  }
  const bands: SeriesBand[] = [];
  if (input.baseline && baselineFits(input.agg)) {
    const WEEK = 7 * 86_400_000;
    for (const [key, [from, to]] of spans) {
      const [areaText, id] = key.split(':') as [string, string];
      const area = Number(areaText);
      const trace = compareTrace(id);
      const farms = input.baseline.farmsByArea.get(area);
      if (!trace?.lice || !farms) continue;
      // Weeks whose Monday lies within a week before the first count to the last count.
      const points = areaBaseline(input.baseline.years, farms, trace.lice).filter(
        (p) => p.x.getTime() > from - WEEK && p.x.getTime() <= to,
      );
      if (points.length === 0) continue;
      const name = input.texts.trace(id);
      const of = (pick: (p: BaselinePoint) => number | null) => points.map((p) => ({ x: p.x, y: pick(p) }));
      const base = `baseline:${area}:${id}`;
      const colour = BASELINE_COLOURS[bands.length % BASELINE_COLOURS.length];
      series.push(
        { id: `${base}:median`, label: input.texts.median(area, name), points: of((p) => p.median), colour },
        { id: `${base}:lower`, label: input.texts.lower(area, name), points: of((p) => p.lower), colour },
        { id: `${base}:upper`, label: input.texts.upper(area, name), points: of((p) => p.upper), colour },
      );
      bands.push({ lowerId: `${base}:lower`, upperId: `${base}:upper` });
    }
  }
  return { series, bands };
}
