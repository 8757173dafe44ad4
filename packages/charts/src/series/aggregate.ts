import { DAY_MS, xNumber, type ChartSeries, type SeriesPoint } from './types.ts';

/**
 * Aggregations of the spec (2 §9): calendar day / week / month for farms and
 * their organization variants counted from the start of production
 * (days-in, weeks-in, months-in; x is then a number of days).
 */
export type Aggregation = 'day' | 'week' | 'month' | 'daysIn' | 'weeksIn' | 'monthsIn';

/** How the values of one bucket are combined. */
export type AggregationMethod = 'mean' | 'sum' | 'last' | 'max';

export const AGGREGATIONS: readonly Aggregation[] = ['day', 'week', 'month', 'daysIn', 'weeksIn', 'monthsIn'];

/** Daily bar width of the spec: 0.85 of a day, so neighbouring bars keep a gap. */
export const DAILY_BAR_WIDTH_MS = 7344e4;

/** Days per bucket (months-in counts 30-day months). */
const bucketDays: Record<Aggregation, number> = { day: 1, week: 7, month: 30, daysIn: 1, weeksIn: 7, monthsIn: 30 };

/** Bar width in x units: milliseconds for dates, days for the days-in variants. */
export const barWidth = (aggregation: Aggregation, xIsDate: boolean): number =>
  (xIsDate ? DAILY_BAR_WIDTH_MS : DAILY_BAR_WIDTH_MS / DAY_MS) * bucketDays[aggregation];

/** Start of the bucket holding x (UTC calendar for dates; ISO weeks start on Monday). */
export const bucketStart = (x: Date | number, aggregation: Aggregation): Date | number => {
  if (typeof x === 'number') {
    const size = bucketDays[aggregation];
    return Math.floor(x / size) * size;
  }
  const day = new Date(Date.UTC(x.getUTCFullYear(), x.getUTCMonth(), x.getUTCDate()));
  if (aggregation === 'week' || aggregation === 'weeksIn') {
    const weekday = (day.getUTCDay() + 6) % 7;
    return new Date(day.getTime() - weekday * DAY_MS);
  }
  if (aggregation === 'month' || aggregation === 'monthsIn')
    return new Date(Date.UTC(x.getUTCFullYear(), x.getUTCMonth(), 1));
  return day;
};

const combine = (values: number[], method: AggregationMethod): number | null => {
  if (values.length === 0) return null;
  switch (method) {
    case 'sum':
      return values.reduce((a, b) => a + b, 0);
    case 'last':
      return values[values.length - 1] as number;
    case 'max':
      return Math.max(...values);
    default:
      return values.reduce((a, b) => a + b, 0) / values.length;
  }
};

/** Aggregates points into buckets; a bucket whose values are all null stays a gap (null). */
export function aggregatePoints(
  points: readonly SeriesPoint[],
  aggregation: Aggregation,
  method: AggregationMethod = 'mean',
): SeriesPoint[] {
  if (aggregation === 'day' || aggregation === 'daysIn') {
    // Daily data at UTC midnight (or whole day numbers), ascending, is the common case: keep it as it is.
    let aligned = true;
    let previous = Number.NEGATIVE_INFINITY;
    for (const point of points) {
      const value = typeof point.x === 'number' ? point.x : point.x.getTime();
      const unit = typeof point.x === 'number' ? 1 : DAY_MS;
      if (value <= previous || value % unit !== 0) {
        aligned = false;
        break;
      }
      previous = value;
    }
    if (aligned) return points as SeriesPoint[];
    // Otherwise only merge when two points share a day.
    let sorted = true;
    for (let i = 1; i < points.length; i++) {
      const prev = points[i - 1] as SeriesPoint;
      const cur = points[i] as SeriesPoint;
      if (xNumber(bucketStart(prev.x, aggregation)) >= xNumber(bucketStart(cur.x, aggregation))) {
        sorted = false;
        break;
      }
    }
    if (sorted) return points.map((p) => ({ x: bucketStart(p.x, aggregation), y: p.y }));
  }
  const buckets = new Map<number, { x: Date | number; values: number[] }>();
  for (const point of points) {
    const start = bucketStart(point.x, aggregation);
    const key = xNumber(start);
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { x: start, values: [] };
      buckets.set(key, bucket);
    }
    if (point.y !== null && Number.isFinite(point.y)) bucket.values.push(point.y);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, bucket]) => ({ x: bucket.x, y: combine(bucket.values, method) }));
}

/** Aggregates every series. */
export const aggregateSeries = (
  series: readonly ChartSeries[],
  aggregation: Aggregation,
  method: AggregationMethod = 'mean',
): ChartSeries[] => series.map((s) => ({ ...s, points: aggregatePoints(s.points, aggregation, method) }));
