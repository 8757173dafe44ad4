/**
 * Timeline period cache: results are cached per entity (type, id, generation, sensors, aggregation) and
 * table; only periods not yet requested are fetched, in parallel, and merged with what is cached.
 */
import type { TimelineKey, TimelineRequest, TimelineResponse, TimelineRow, TimelineTable } from '../contract/farm.ts';
import { ABORTED, isAborted, type ApiClient, type ApiResult, type CallOptions } from './client.ts';

const DAY = 86_400_000;
const toDay = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);
const toDate = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

type Range = [number, number];

/** Ranges of [start, end] (days, inclusive) not covered by `covered`. */
export const missingRanges = (covered: readonly Range[], wanted: Range): Range[] => {
  const sorted = [...covered].sort((a, b) => a[0] - b[0]);
  const gaps: Range[] = [];
  let cursor = wanted[0];
  for (const [start, end] of sorted) {
    if (end < cursor) continue;
    if (start > wanted[1]) break;
    if (start > cursor) gaps.push([cursor, Math.min(start - 1, wanted[1])]);
    cursor = Math.max(cursor, end + 1);
    if (cursor > wanted[1]) break;
  }
  if (cursor <= wanted[1]) gaps.push([cursor, wanted[1]]);
  return gaps;
};

const rowKey = (row: TimelineRow) => `${row.date}|${row.sensor}|${row.group ?? ''}`;

/** Merges timeline tables of parallel or successive calls (rows deduplicated by date, sensor and group). */
export const mergeTimelineTables = (tables: readonly (TimelineTable | undefined)[]): TimelineTable | undefined => {
  const present = tables.filter((table): table is TimelineTable => table !== undefined);
  if (present.length === 0) return undefined;
  const rows = new Map<string, TimelineRow>();
  for (const table of present) for (const row of table.rows) rows.set(rowKey(row), row);
  return {
    fields: [...new Set(present.flatMap((table) => table.fields))],
    group: present[0]!.group,
    rows: [...rows.values()].sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : a.sensor.localeCompare(b.sensor),
    ),
  };
};

interface Entry {
  covered: Range[];
  table: TimelineTable | undefined;
}

export interface TimelineCache {
  /** Loads the request, fetching only the periods (per table) not requested before. */
  load(request: TimelineRequest, options?: CallOptions): Promise<ApiResult<TimelineResponse>>;
  /** Number of network calls made so far (for tests and diagnostics). */
  readonly requests: number;
  clear(): void;
}

export const createTimelineCache = (client: ApiClient): TimelineCache => {
  const entries = new Map<string, Entry>();
  let requests = 0;
  const keyOf = (request: TimelineRequest, field: TimelineKey) =>
    [
      request.entityType,
      request.id,
      request.genId ?? '',
      request.sensorKeys ?? 'farm',
      request.agg ?? 'day',
      request.group ?? '',
      field,
    ].join('|');
  return {
    get requests() {
      return requests;
    },
    clear: () => entries.clear(),
    async load(request, options = {}) {
      const wanted: Range = [toDay(request.start), toDay(request.end)];
      // Group tables by the set of gaps they need, so tables with the same gaps share one call.
      const plan = new Map<string, { gaps: Range[]; fields: TimelineKey[] }>();
      for (const field of request.fields) {
        const entry = entries.get(keyOf(request, field));
        const gaps = missingRanges(entry?.covered ?? [], wanted);
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
            'getTimeline',
            { body: { ...request, fields, start: toDate(gap[0]), end: toDate(gap[1]) } },
            options,
          ),
        ),
      );
      if (results.some(isAborted)) return ABORTED;
      results.forEach((result, index) => {
        const { gap, fields } = jobs[index]!;
        const response = result as TimelineResponse;
        for (const field of fields) {
          const key = keyOf(request, field);
          const entry = entries.get(key) ?? { covered: [], table: undefined };
          entry.covered.push(gap);
          entry.table = mergeTimelineTables([entry.table, response.tables[field]]);
          entries.set(key, entry);
        }
      });
      const tables: TimelineResponse['tables'] = {};
      for (const field of request.fields) {
        const table = entries.get(keyOf(request, field))?.table;
        if (!table) continue;
        tables[field] = {
          ...table,
          rows: table.rows.filter((row) => row.date >= request.start && row.date <= request.end),
        };
      }
      return {
        entityType: request.entityType,
        id: request.id,
        start: request.start,
        end: request.end,
        agg: request.agg ?? 'day',
        tables,
      };
    },
  };
};
