/**
 * Timeline data → chart series for an entity view. The only place that reads the timeline response's shape, so
 * a change of the data contract stays here. Not reported is not zero: every expected period without a report is
 * a `null` point (a gap in the line, "not reported" in the tooltip).
 */
import { liceLimitFor, type Aggregation, type TimelineResponse, type TimelineRow } from '@havbruk/api';
import type { ChartSeries, HighlightRange, Threshold, XValue } from '@havbruk/charts';
import { isoWeek } from '../../format/format.ts';
import type { ViewConfig } from './viewConfig.ts';

const DAY_MS = 86_400_000;
/** Days-in aggregations come encoded as dates from this day (day n in production = this day + n). */
const DAYS_IN_EPOCH = Date.UTC(2000, 0, 1);

export const isDaysIn = (agg: Aggregation): boolean => agg === 'daysIn' || agg === 'weeksIn' || agg === 'monthsIn';

const dayOf = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The x of a row date: a UTC date, or the day in production for days-in aggregations. */
export const xOfDate = (date: string, agg: Aggregation): XValue =>
  isDaysIn(agg) ? Math.round((dayOf(date) - DAYS_IN_EPOCH) / DAY_MS) : new Date(dayOf(date));

/** The next expected period after `time` (ms): months step by calendar month, the rest by a fixed number of days. */
const nextPeriod = (time: number, agg: Aggregation, cadenceDays: number): number => {
  if (agg === 'month') {
    const date = new Date(time);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  }
  const aggDays = agg === 'week' || agg === 'weeksIn' ? 7 : agg === 'monthsIn' ? 30 : 1;
  return time + Math.max(aggDays, cadenceDays) * DAY_MS;
};

export interface SeriesOptions {
  config: ViewConfig;
  field: string;
  agg: Aggregation;
  /** Only this group (e.g. one mortality cause). */
  group?: string;
  /** Labels of sensor keys (cage names); unknown keys are shown as they are. */
  sensorLabel: (sensor: string) => string;
  /** Labels of groups (causes, diseases). */
  groupLabel: (group: string) => string;
}

/** One series per sensor (and per group for grouped tables whose groups do not add up), on a gap-filled grid. */
export function timelineSeries(response: TimelineResponse, options: SeriesOptions): ChartSeries[] {
  const { config, field, agg, group } = options;
  const table = response.tables[config.table];
  if (!table) return [];
  const rows = group ? table.rows.filter((row) => row.group === group) : table.rows;
  if (rows.length === 0) return [];
  const sensors = new Set(rows.map((row) => row.sensor));
  const byGroup = table.group !== null && !config.sumGroups;
  const keyOf = (row: TimelineRow) =>
    [sensors.size > 1 ? row.sensor : null, byGroup ? row.group : null].filter((part) => part !== null).join('|') ||
    row.sensor;
  const labelOf = (row: TimelineRow) =>
    [
      sensors.size > 1 || !byGroup ? options.sensorLabel(row.sensor) : null,
      byGroup && row.group ? options.groupLabel(row.group) : null,
    ]
      .filter((part) => part !== null)
      .join(' · ') || options.sensorLabel(row.sensor);
  const values = new Map<string, { label: string; byDate: Map<string, number | null> }>();
  for (const row of rows) {
    const key = keyOf(row);
    let entry = values.get(key);
    if (!entry) {
      entry = { label: labelOf(row), byDate: new Map() };
      values.set(key, entry);
    }
    const value = row.values[field] ?? null;
    const previous = entry.byDate.get(row.date);
    // Summed groups: a period is reported when any group reported it.
    entry.byDate.set(
      row.date,
      previous === undefined || previous === null ? value : value === null ? previous : previous + value,
    );
  }
  const dates = rows.map((row) => dayOf(row.date));
  const first = Math.min(...dates);
  const last = Math.max(...dates);
  const grid: string[] = [];
  for (let time = first; time <= last; time = nextPeriod(time, agg, config.cadenceDays))
    grid.push(new Date(time).toISOString().slice(0, 10));
  return [...values.entries()].map(([id, entry]) => ({
    id,
    label: entry.label,
    points: grid.map((date) => ({ x: xOfDate(date, agg), y: entry.byDate.get(date) ?? null })),
  }));
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

/** Weeks over the limit in a generation's weekly female lice (the farm-level series). */
export function countWeeksOverLimit(response: TimelineResponse, productionArea: number): number {
  const rows = response.tables.lice?.rows ?? [];
  const weeks = new Set<string>();
  for (const row of rows) {
    const female = row.values.female;
    if (female === null || female === undefined) continue;
    const monday = mondayOf(dayOf(row.date));
    if (female > liceLimitFor(productionArea, isoWeek(new Date(monday)))) weeks.add(new Date(monday).toISOString());
  }
  return weeks.size;
}
