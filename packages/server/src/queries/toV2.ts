/**
 * The v1 answers (row lists) in the v2 column layout. The v1 queries stay the reference the column store is
 * compared against (correctness grid in `test/farmDataV2.test.ts`).
 */
import {
  dayOf,
  isRelativeAggregation,
  periodOfDay,
  RELATIVE_STEP,
  type MapDataKey,
  type MapFarmRecord,
  type MapV2Data,
  type MapV2Response,
  type TimelineAxis,
  type TimelineColumns,
  type TimelineKey,
  type TimelineResponse,
  type TimelineSeries,
} from '@havbruk/api';

/** Tables sent dense (one value per period) to private viewers; every other table is sparse. */
export const DENSE_TIMELINE_KEYS: ReadonlySet<TimelineKey> = new Set([
  'feed',
  'inventory',
  'oxygen',
  'salinity',
  'seaTemperature',
]);

/** v1 encodes periods counted from the generation start as the date 2000-01-01 + period × step. */
const RELATIVE_EPOCH = dayOf('2000-01-01');

const periodOfLabel = (agg: TimelineAxis['agg'], date: string): number =>
  isRelativeAggregation(agg)
    ? Math.round((dayOf(date) - RELATIVE_EPOCH) / (RELATIVE_STEP[agg] as number))
    : periodOfDay(agg, dayOf(date));

/** A v1 timeline answer in the v2 layout (`dense`: whether the entity is private, so dense tables are dense). */
export const timelineToV2 = (response: TimelineResponse, dense: boolean) => {
  const agg = response.agg;
  const rowsPeriods = Object.values(response.tables).flatMap((table) =>
    table ? table.rows.map((row) => periodOfLabel(agg, row.date)) : [],
  );
  let first: number;
  let last: number;
  if (isRelativeAggregation(agg)) {
    first = rowsPeriods.length ? Math.min(...rowsPeriods) : 0;
    last = rowsPeriods.length ? Math.max(...rowsPeriods) : -1;
  } else {
    first = periodOfDay(agg, dayOf(response.start));
    last = periodOfDay(agg, dayOf(response.end));
  }
  const axis: TimelineAxis = { agg, first, length: Math.max(0, last - first + 1) };
  const tables: Partial<Record<TimelineKey, TimelineColumns>> = {};
  for (const [key, table] of Object.entries(response.tables) as [
    TimelineKey,
    NonNullable<(typeof response.tables)[TimelineKey]>,
  ][]) {
    const bySeries = new Map<string, { sensor: string; group: string | null; rows: typeof table.rows }>();
    for (const row of table.rows) {
      const id = `${row.sensor}\u0000${row.group ?? ''}`;
      const entry = bySeries.get(id) ?? { sensor: row.sensor, group: row.group, rows: [] };
      entry.rows.push(row);
      bySeries.set(id, entry);
    }
    const isDense = dense && DENSE_TIMELINE_KEYS.has(key);
    const series: TimelineSeries[] = [...bySeries.values()].map(({ sensor, group, rows }) => {
      const positions = rows.map((row) => periodOfLabel(agg, row.date) - first);
      if (isDense) {
        const columns = Object.fromEntries(
          table.fields.map((field) => {
            const values: (number | null)[] = new Array(axis.length).fill(null);
            rows.forEach((row, index) => (values[positions[index] as number] = row.values[field] ?? null));
            return [field, values];
          }),
        );
        return { sensor, group, columns };
      }
      const hasDetails = rows.some((row) => row.details !== undefined);
      return {
        sensor,
        group,
        index: positions,
        columns: Object.fromEntries(table.fields.map((field) => [field, rows.map((row) => row.values[field] ?? null)])),
        ...(hasDetails ? { details: rows.map((row) => row.details ?? null) } : {}),
      };
    });
    tables[key] = { fields: table.fields, group: table.group, series };
  }
  return { entityType: response.entityType, id: response.id, start: response.start, end: response.end, axis, tables };
};

/** v1 map records of several weeks in the v2 layout. */
export const mapToV2 = (
  year: number,
  weeks: { year: number; week: number; label: string }[],
  recordsByWeek: MapFarmRecord[][],
  keys: readonly MapDataKey[],
): MapV2Response => {
  const farms = (recordsByWeek[0] ?? []).map((record) => record.key);
  const cells = weeks.length * farms.length;
  const data: MapV2Data = {};
  const each = (visit: (record: MapFarmRecord, cell: number) => void) =>
    recordsByWeek.forEach((records, week) =>
      records.forEach((record, farm) => visit(record, week * farms.length + farm)),
    );
  const values = () => new Array<number | null>(cells).fill(null);
  const flags = () => new Array<0 | 1>(cells).fill(0);
  for (const key of keys) {
    if (key === 'lice') {
      const lice = { reported: flags(), female: values(), mobile: values(), stationary: values() };
      each((record, cell) => {
        const info = record.info.lice!;
        lice.reported[cell] = info.reported ? 1 : 0;
        lice.female[cell] = info.female;
        lice.mobile[cell] = info.mobile;
        lice.stationary[cell] = info.stationary;
      });
      data.lice = lice;
    } else if (key === 'inventory') {
      const inventory = { weight: values(), estimated: new Array<0 | 1>(farms.length).fill(0) };
      each((record, cell) => {
        const info = record.info.inventory!;
        inventory.weight[cell] = info.weight;
        inventory.estimated[cell % farms.length] = info.estimated ? 1 : 0;
      });
      data.inventory = inventory;
    } else if (key === 'activity') {
      const activity = { isFallow: flags(), isActive: flags() };
      each((record, cell) => {
        activity.isFallow[cell] = record.info.activity!.isFallow ? 1 : 0;
        activity.isActive[cell] = record.info.activity!.isActive ? 1 : 0;
      });
      data.activity = activity;
    } else if (key === 'diseases') {
      const diseases: NonNullable<MapV2Data['diseases']> = {
        count: new Array<number>(cells).fill(0),
        cell: [],
        types: [],
        type: [],
        strain: [],
        status: [],
        start: [],
        end: [],
      };
      each((record, cell) => {
        const info = record.info.diseases!;
        diseases.count[cell] = info.count;
        for (const entry of info.value) {
          let code = diseases.types.indexOf(entry.type);
          if (code < 0) code = diseases.types.push(entry.type) - 1;
          diseases.cell.push(cell);
          diseases.type.push(code);
          diseases.strain.push(entry.strain);
          diseases.status.push(entry.status);
          diseases.start.push(entry.start);
          diseases.end.push(entry.end);
        }
      });
      data.diseases = diseases;
    } else {
      const treatments: NonNullable<MapV2Data['treatments']> = {
        count: new Array<number>(cells).fill(0),
        cell: [],
        products: [],
        product: [],
      };
      const codes = new Map<string, number>();
      each((record, cell) => {
        const info = record.info.treatments!;
        treatments.count[cell] = info.count;
        for (const entry of info.value) {
          const id = `${entry.product}\u0000${entry.category}`;
          let code = codes.get(id);
          if (code === undefined) {
            code = treatments.products.push({ product: entry.product, category: entry.category }) - 1;
            codes.set(id, code);
          }
          treatments.cell.push(cell);
          treatments.product.push(code);
        }
      });
      data.treatments = treatments;
    }
  }
  return { year, weeks, farms, data };
};
