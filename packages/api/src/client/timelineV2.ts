/**
 * Columnar timeline (v2) in the client: merge answers of different periods without duplicates, cut an answer
 * to a period range, and a cache that fetches only the periods not requested before.
 */
import type { Aggregation } from '../contract/common.ts';
import type { TimelineKey } from '../contract/farm.ts';
import type {
  TimelineAxis,
  TimelineColumns,
  TimelineSeries,
  TimelineV2Request,
  TimelineV2Response,
} from '../contract/farmV2.ts';
import { dateOf, dayOf, isRelativeAggregation, periodOfDay, periodStartDay } from '../contract/periods.ts';
import { ABORTED, isAborted, type ApiClient, type ApiResult, type CallOptions } from './client.ts';
import { missingRanges } from './timelineCache.ts';

type Range = [number, number];

const seriesKey = (series: TimelineSeries) => `${series.sensor}\u0000${series.group ?? ''}`;

/** The absolute periods and the value rows of a series (sparse or dense; dense skips all-null periods). */
const entriesOf = (axis: TimelineAxis, series: TimelineSeries, fields: string[]) => {
  const entries: { period: number; values: (number | null)[]; detail: string | null | undefined }[] = [];
  const count = series.index ? series.index.length : axis.length;
  for (let position = 0; position < count; position += 1) {
    const values = fields.map((field) => series.columns[field]?.[position] ?? null);
    if (!series.index && values.every((value) => value === null)) continue;
    entries.push({
      period: axis.first + (series.index ? (series.index[position] as number) : position),
      values,
      detail: series.details?.[position],
    });
  }
  return entries;
};

/**
 * Merges tables of two answers with the same aggregation onto the hull of both axes. Series are matched by
 * sensor and group; where both answers have a value for a period, `b` wins (a later answer replaces an earlier
 * one). Dense series stay dense, sparse series stay sparse.
 */
export const mergeTimelineColumns = (
  a: { axis: TimelineAxis; table: TimelineColumns | undefined },
  b: { axis: TimelineAxis; table: TimelineColumns | undefined },
): { axis: TimelineAxis; table: TimelineColumns | undefined } => {
  if (a.axis.agg !== b.axis.agg) throw new Error('cannot merge timelines of different aggregations');
  const empty = (axis: TimelineAxis) => axis.length === 0;
  const first = empty(a.axis) ? b.axis.first : empty(b.axis) ? a.axis.first : Math.min(a.axis.first, b.axis.first);
  const last = Math.max(
    empty(a.axis) ? -Infinity : a.axis.first + a.axis.length - 1,
    empty(b.axis) ? -Infinity : b.axis.first + b.axis.length - 1,
  );
  const axis: TimelineAxis = { agg: a.axis.agg, first, length: Number.isFinite(last) ? last - first + 1 : 0 };
  if (!a.table || !b.table) {
    const only = a.table ? a : b;
    return { axis, table: only.table ? rebase(only.axis, only.table, axis) : undefined };
  }
  const fields = [...new Set([...a.table.fields, ...b.table.fields])];
  const merged = new Map<
    string,
    {
      sensor: string;
      group: string | null;
      sparse: boolean;
      byPeriod: Map<number, ReturnType<typeof entriesOf>[number]>;
    }
  >();
  for (const source of [a, b] as const) {
    for (const series of source.table!.series) {
      const key = seriesKey(series);
      let target = merged.get(key);
      if (!target) {
        target = {
          sensor: series.sensor,
          group: series.group,
          sparse: series.index !== undefined,
          byPeriod: new Map(),
        };
        merged.set(key, target);
      }
      for (const entry of entriesOf(source.axis, series, fields)) target.byPeriod.set(entry.period, entry);
    }
  }
  const series: TimelineSeries[] = [...merged.values()].map((target) =>
    buildSeries(axis, fields, target.sensor, target.group, target.sparse, target.byPeriod),
  );
  return { axis, table: { fields, group: a.table.group ?? b.table.group, series } };
};

const buildSeries = (
  axis: TimelineAxis,
  fields: string[],
  sensor: string,
  group: string | null,
  sparse: boolean,
  byPeriod: Map<number, { values: (number | null)[]; detail: string | null | undefined }>,
): TimelineSeries => {
  const periods = [...byPeriod.keys()].filter((period) => period >= axis.first && period < axis.first + axis.length);
  periods.sort((x, y) => x - y);
  const hasDetails = periods.some((period) => byPeriod.get(period)!.detail !== undefined);
  if (sparse) {
    const columns = Object.fromEntries(
      fields.map((field, column) => [field, periods.map((period) => byPeriod.get(period)!.values[column] ?? null)]),
    );
    return {
      sensor,
      group,
      index: periods.map((period) => period - axis.first),
      columns,
      ...(hasDetails ? { details: periods.map((period) => byPeriod.get(period)!.detail ?? null) } : {}),
    };
  }
  const columns: Record<string, (number | null)[]> = {};
  fields.forEach((field, column) => {
    const values: (number | null)[] = new Array(axis.length).fill(null);
    for (const period of periods) values[period - axis.first] = byPeriod.get(period)!.values[column] ?? null;
    columns[field] = values;
  });
  return { sensor, group, columns };
};

/** A table moved onto another axis (periods outside it dropped). */
const rebase = (from: TimelineAxis, table: TimelineColumns, to: TimelineAxis): TimelineColumns =>
  from.first === to.first && from.length === to.length
    ? table
    : {
        ...table,
        series: table.series.map((series) => {
          const byPeriod = new Map(
            entriesOf(from, series, table.fields).map((entry) => [entry.period, entry] as const),
          );
          return buildSeries(to, table.fields, series.sensor, series.group, series.index !== undefined, byPeriod);
        }),
      };

/** An answer cut to the periods `[firstPeriod, lastPeriod]`. */
export const sliceTimelineV2 = (
  response: TimelineV2Response,
  firstPeriod: number,
  lastPeriod: number,
): TimelineV2Response => {
  const axis: TimelineAxis = {
    agg: response.axis.agg,
    first: firstPeriod,
    length: Math.max(0, lastPeriod - firstPeriod + 1),
  };
  const tables: TimelineV2Response['tables'] = {};
  for (const [key, table] of Object.entries(response.tables) as [TimelineKey, TimelineColumns][])
    tables[key] = rebase(response.axis, table, axis);
  return { ...response, axis, tables };
};

/** The calendar periods covering `[start, end]` (whole periods). */
const periodRange = (agg: Aggregation, start: string, end: string): Range => [
  periodOfDay(agg, dayOf(start)),
  periodOfDay(agg, dayOf(end)),
];

interface CacheEntry {
  covered: Range[];
  axis: TimelineAxis;
  table: TimelineColumns | undefined;
}

export interface TimelineV2Cache {
  /**
   * Loads the request. Calendar aggregations (day, week, month) are cached per table and period: only whole
   * periods not requested before are fetched (in parallel), merged with what is cached, and the answer covers
   * whole periods. Aggregations counted from the generation start (daysIn, weeksIn, monthsIn) are cached per
   * exact range.
   */
  load(request: TimelineV2Request, options?: CallOptions): Promise<ApiResult<TimelineV2Response>>;
  /** Number of network calls made so far (for tests and diagnostics). */
  readonly requests: number;
  clear(): void;
}

export const createTimelineV2Cache = (client: ApiClient): TimelineV2Cache => {
  const entries = new Map<string, CacheEntry>();
  let requests = 0;
  const keyOf = (request: TimelineV2Request, field: TimelineKey) => {
    const agg = request.agg ?? 'day';
    const relative = isRelativeAggregation(agg) ? `${request.start}|${request.end}` : '';
    return [
      request.entityType,
      request.id,
      request.genId ?? '',
      request.sensorKeys ?? 'farm',
      agg,
      request.group ?? '',
      relative,
      field,
    ].join('|');
  };
  return {
    get requests() {
      return requests;
    },
    clear: () => entries.clear(),
    async load(request, options = {}) {
      const agg = request.agg ?? 'day';
      const relative = isRelativeAggregation(agg);
      const wanted: Range | null = relative ? null : periodRange(agg, request.start, request.end);
      const plan = new Map<string, { gaps: Range[]; fields: TimelineKey[] }>();
      for (const field of request.fields) {
        const entry = entries.get(keyOf(request, field));
        const gaps = wanted ? missingRanges(entry?.covered ?? [], wanted) : entry ? [] : [[0, 0] as Range];
        if (gaps.length === 0) continue;
        const id = JSON.stringify(gaps);
        const bucket = plan.get(id) ?? { gaps, fields: [] };
        bucket.fields.push(field);
        plan.set(id, bucket);
      }
      const jobs = [...plan.values()].flatMap(({ gaps, fields }) => gaps.map((gap) => ({ gap, fields })));
      requests += jobs.length;
      const results = await Promise.all(
        jobs.map(({ gap, fields }) =>
          client.call(
            'getTimelineV2',
            {
              body: relative
                ? { ...request, fields }
                : {
                    ...request,
                    fields,
                    start: dateOf(periodStartDay(agg, gap[0])),
                    end: dateOf(periodStartDay(agg, gap[1] + 1) - 1),
                  },
            },
            options,
          ),
        ),
      );
      if (results.some(isAborted)) return ABORTED;
      results.forEach((result, index) => {
        const { gap, fields } = jobs[index]!;
        const response = result as TimelineV2Response;
        for (const field of fields) {
          const key = keyOf(request, field);
          const entry = entries.get(key);
          const next = entry
            ? mergeTimelineColumns(entry, { axis: response.axis, table: response.tables[field] })
            : { axis: response.axis, table: response.tables[field] };
          entries.set(key, { covered: [...(entry?.covered ?? []), gap], ...next });
        }
      });
      const cached = request.fields.flatMap((field) => {
        const entry = entries.get(keyOf(request, field));
        return entry ? [{ field, entry }] : [];
      });
      const axis: TimelineAxis = wanted
        ? { agg, first: wanted[0], length: wanted[1] - wanted[0] + 1 }
        : cached.reduce<TimelineAxis>(
            (hull, { entry }) =>
              mergeTimelineColumns({ axis: hull, table: undefined }, { axis: entry.axis, table: undefined }).axis,
            { agg, first: 0, length: 0 },
          );
      const tables: TimelineV2Response['tables'] = {};
      for (const { field, entry } of cached) if (entry.table) tables[field] = rebase(entry.axis, entry.table, axis);
      return { entityType: request.entityType, id: request.id, start: request.start, end: request.end, axis, tables };
    },
  };
};
