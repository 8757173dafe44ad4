/**
 * Timeline data (API v2, columnar) → chart series for an entity view. The only place that reads the timeline
 * response's shape, so a change of the data contract stays here. Not reported is not zero: every expected
 * period without a report is a `null` point (a gap in the line, "not reported" in the tooltip).
 */
import {
  isRelativeAggregation,
  liceLimitFor,
  periodStartDay,
  type Aggregation,
  type TimelineSeries,
  type TimelineV2Response,
} from '@havbruk/api';
import type { ChartSeries, HighlightRange, Threshold, XValue } from '@havbruk/charts';
import { isoWeek } from '../../format/format.ts';
import type { ViewConfig } from './viewConfig.ts';

const DAY_MS = 86_400_000;

export const isDaysIn = (agg: Aggregation): boolean => isRelativeAggregation(agg);

const dayOf = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/**
 * The x of a period: the UTC date it starts on, or for days-in aggregations the day in production it starts on
 * (period × 1, 7 or 30 days from the generation start).
 */
export const xOfPeriod = (agg: Aggregation, period: number): XValue =>
  isDaysIn(agg) ? periodStartDay(agg, period) : new Date(periodStartDay(agg, period) * DAY_MS);

/** The x of a URL date (`start`, `end`): a UTC date. */
export const xOfDate = (date: string): XValue => new Date(dayOf(date));

/** Periods between two expected reports: lice are counted weekly, so a daily view expects one a week. */
const stepOf = (agg: Aggregation, cadenceDays: number): number =>
  agg === 'day' || agg === 'daysIn' ? Math.max(1, cadenceDays) : 1;

/** The values of one field of a series by absolute period (dense series skip empty periods). */
const valuesByPeriod = (first: number, series: TimelineSeries, field: string): Map<number, number | null> => {
  const column = series.columns[field] ?? [];
  const out = new Map<number, number | null>();
  column.forEach((value, position) => {
    if (!series.index && value === null) return;
    out.set(first + (series.index ? (series.index[position] as number) : position), value ?? null);
  });
  return out;
};

export interface SeriesOptions {
  config: ViewConfig;
  field: string;
  /** Only this group (e.g. one mortality cause). */
  group?: string;
  /** Labels of sensor keys (cage names); unknown keys are shown as they are. */
  sensorLabel: (sensor: string) => string;
  /** Labels of groups (causes, diseases). */
  groupLabel: (group: string) => string;
}

/**
 * One series per sensor (and per group for grouped tables whose groups do not add up), on a gap-filled grid
 * from the first to the last reported period, one point per expected report (for sampled tables, per sample).
 */
export function timelineSeries(response: TimelineV2Response, options: SeriesOptions): ChartSeries[] {
  const { config, field, group } = options;
  const { agg, first } = response.axis;
  const table = response.tables[config.table];
  if (!table) return [];
  const all = group ? table.series.filter((series) => series.group === group) : table.series;
  const sensors = new Set(all.map((series) => series.sensor));
  const byGroup = table.group !== null && !config.sumGroups;
  const keyOf = (series: TimelineSeries) =>
    [sensors.size > 1 ? series.sensor : null, byGroup ? series.group : null]
      .filter((part) => part !== null)
      .join('|') || series.sensor;
  const labelOf = (series: TimelineSeries) =>
    [
      sensors.size > 1 || !byGroup ? options.sensorLabel(series.sensor) : null,
      byGroup && series.group ? options.groupLabel(series.group) : null,
    ]
      .filter((part) => part !== null)
      .join(' · ') || options.sensorLabel(series.sensor);
  const merged = new Map<string, { label: string; byPeriod: Map<number, number | null> }>();
  for (const series of all) {
    const key = keyOf(series);
    let entry = merged.get(key);
    if (!entry) {
      entry = { label: labelOf(series), byPeriod: new Map() };
      merged.set(key, entry);
    }
    for (const [period, value] of valuesByPeriod(first, series, field)) {
      const previous = entry.byPeriod.get(period);
      // Summed groups: a period is reported when any group reported it.
      entry.byPeriod.set(
        period,
        previous === undefined || previous === null ? value : value === null ? previous : previous + value,
      );
    }
  }
  const periods = [...merged.values()].flatMap((entry) => [...entry.byPeriod.keys()]);
  if (periods.length === 0) return [];
  const start = Math.min(...periods);
  const end = Math.max(...periods);
  const step = stepOf(agg, config.cadenceDays);
  const slotOf = (period: number) => start + Math.floor((period - start) / step) * step;
  return [...merged.entries()].map(([id, entry]) => {
    const bySlot = new Map<number, number | null>();
    for (const [period, value] of entry.byPeriod) {
      const slot = slotOf(period);
      if (value !== null || !bySlot.has(slot)) bySlot.set(slot, value);
    }
    const points = [];
    for (let slot = start; slot <= end; slot += step) {
      const y = bySlot.get(slot) ?? null;
      if (y !== null || !config.samples) points.push({ x: xOfPeriod(agg, slot), y });
    }
    return { id, label: entry.label, points };
  });
}

/** A Monday-based ISO week start (UTC) at or before a time. */
const mondayOf = (time: number): number => {
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  return time - weekday * DAY_MS;
};

/** The lice limit over a date range, as steps per run of weeks with the same limit (0.5, or 0.2 in spring). */
export function liceLimitSteps(productionArea: number, start: number, end: number): NonNullable<Threshold['steps']> {
  const steps: { start: XValue; end: XValue; value: number }[] = [];
  for (let week = mondayOf(start); week <= end; week += 7 * DAY_MS) {
    const value = liceLimitFor(productionArea, isoWeek(new Date(week)));
    const previous = steps[steps.length - 1];
    if (previous && previous.value === value) previous.end = new Date(week + 7 * DAY_MS);
    else steps.push({ start: new Date(week), end: new Date(week + 7 * DAY_MS), value });
  }
  return steps;
}

/** Reported weeks of a weekly female-lice series above the week's limit, as warning bands (one week wide). */
export function weeksOverLimit(series: ChartSeries, productionArea: number): HighlightRange[] {
  return series.points.flatMap((point) => {
    if (point.y === null || typeof point.x === 'number') return [];
    const monday = mondayOf(point.x.getTime());
    return point.y > liceLimitFor(productionArea, isoWeek(new Date(monday)))
      ? [{ start: new Date(monday), end: new Date(monday + 7 * DAY_MS), tone: 'warning' as const }]
      : [];
  });
}

/** Weeks over the limit in a generation's weekly female lice (the farm-level series, aggregation `week`). */
export function countWeeksOverLimit(response: TimelineV2Response, productionArea: number): number {
  const { agg, first } = response.axis;
  const weeks = new Set<number>();
  for (const series of response.tables.lice?.series ?? []) {
    for (const [period, female] of valuesByPeriod(first, series, 'female')) {
      if (female === null) continue;
      const monday = mondayOf(periodStartDay(agg, period) * DAY_MS);
      if (female > liceLimitFor(productionArea, isoWeek(new Date(monday)))) weeks.add(monday);
    }
  }
  return weeks.size;
}
