/**
 * API v2 of the two heavy farm-data calls: a columnar timeline (one period axis, one array per table, sensor,
 * group and field) and a columnar map (arrays indexed by week × farm per data key). Static farm fields (name,
 * area, position, operator) are not repeated: the client joins them from `/config/farms`.
 */
import { z } from 'zod/mini';
import { Aggregation, EntityType, isoDate, LIMITS, inputText, TreatmentCategory } from './common.ts';
import { MapDataKey, TimelineKey, TimelineRequest } from './farm.ts';

// ---------------------------------------------------------------- timeline v2

/**
 * The period axis of a timeline: `length` consecutive periods from `first`. A period number is the UTC day
 * number (days since 1970-01-01) for `day`, the day number of the ISO week's Monday for `week`, months since
 * January 1970 for `month`, and the number of periods since the generation start for `daysIn` (1 day),
 * `weeksIn` (7 days) and `monthsIn` (30 days).
 */
export const TimelineAxis = z.object({
  agg: Aggregation,
  first: z.number().check(z.int()),
  length: z.number().check(z.int()).check(z.gte(0)),
});
export type TimelineAxis = z.infer<typeof TimelineAxis>;

/** One array of values; null where the period has no value. */
export const TimelineColumn = z.array(z.nullable(z.number()));
export type TimelineColumn = z.infer<typeof TimelineColumn>;

/**
 * The values of one sensor (farm, organization, cage or fish group id) and group (reason, product, depth, …).
 * Dense series (no `index`) have one entry per axis period. Sparse series (lice counts, treatments, mortality
 * reasons, slaughters, PCR tests, risk forecasts) list the axis positions that have values in `index`
 * (ascending, 0-based) and their columns have one entry per position.
 */
export const TimelineSeries = z.object({
  sensor: z.string(),
  group: z.nullable(z.string()),
  index: z.optional(z.array(z.number().check(z.int()).check(z.gte(0)))),
  columns: z.record(z.string(), TimelineColumn),
  /** Treatment categories per position (private viewers only). */
  details: z.optional(z.array(z.nullable(z.string()))),
});
export type TimelineSeries = z.infer<typeof TimelineSeries>;

export const TimelineColumns = z.object({
  fields: z.array(z.string()),
  group: z.nullable(z.string()),
  series: z.array(TimelineSeries),
});
export type TimelineColumns = z.infer<typeof TimelineColumns>;

/** Body of POST /v2/timeline/data/entity: the same entity config as v1. */
export const TimelineV2Request = TimelineRequest;
export type TimelineV2Request = z.input<typeof TimelineV2Request>;

export const TimelineV2Response = z.object({
  entityType: EntityType,
  id: z.string(),
  start: isoDate,
  end: isoDate,
  axis: TimelineAxis,
  tables: z.partialRecord(TimelineKey, TimelineColumns),
});
export type TimelineV2Response = z.infer<typeof TimelineV2Response>;

// ---------------------------------------------------------------- map v2

/** Query of GET /v2/map/data/{year}[/{week}]: any number of data keys (default all). */
export const MapV2Query = z.object({ data: z.optional(inputText(LIMITS.name)) });

/** 0/1 flags, one per cell (decoded). */
const Mask = z.array(z.union([z.literal(0), z.literal(1)]));
/**
 * 0/1 flags on the wire: a string of `0` and `1`, one character per cell (one byte a cell instead of two in a
 * JSON array). The client decodes it into a `Mask`.
 */
const MaskText = z.string().check(z.regex(/^[01]*$/, 'is not a string of 0 and 1'));
const Values = z.array(z.nullable(z.number()));
const Codes = z.array(z.number().check(z.int()).check(z.gte(0)));

/**
 * Per data key, arrays of `weeks.length × farms.length` cells; cell `w * farms.length + f` is week `w`, farm
 * `f`. List-valued keys (diseases, treatments) are entry lists: `cell` gives each entry's cell, strings are
 * codes into a dictionary. `mask` is the schema of the 0/1 flags: arrays in the decoded answer, strings on the
 * wire.
 */
const mapData = <M extends z.ZodMiniType>(mask: M) =>
  z.object({
    lice: z.optional(z.object({ reported: mask, female: Values, mobile: Values, stationary: Values })),
    /**
     * Weight is measured for the viewer's own farms and an estimate (0.5 kg steps) for the others; `estimated`
     * has one flag per farm (length `farms.length`).
     */
    inventory: z.optional(z.object({ weight: Values, estimated: mask })),
    activity: z.optional(z.object({ isFallow: mask, isActive: mask })),
    diseases: z.optional(MapDiseases),
    treatments: z.optional(MapTreatments),
  });

const MapDiseases = z.object({
  count: Codes,
  cell: Codes,
  types: z.array(z.string()),
  type: Codes,
  strain: z.array(z.nullable(z.string())),
  status: z.array(z.enum(['suspected', 'confirmed'])),
  start: z.array(isoDate),
  end: z.array(z.nullable(isoDate)),
});
const MapTreatments = z.object({
  count: Codes,
  cell: Codes,
  products: z.array(z.object({ product: z.string(), category: TreatmentCategory })),
  product: Codes,
});

/** The map data the client hands to the screens (flags as 0/1 arrays). */
export const MapV2Data = mapData(Mask);
export type MapV2Data = z.infer<typeof MapV2Data>;

const mapAnswer = <D extends z.ZodMiniType>(data: D) =>
  z.object({
    year: z.number().check(z.int()),
    weeks: z.array(z.object({ year: z.number().check(z.int()), week: z.number().check(z.int()), label: z.string() })),
    /** Farm ids (join name, area, position and operator from /config/farms). */
    farms: z.array(z.string()),
    data,
  });

/** A map answer as the client hands it to the screens (decoded: flags as 0/1 arrays). */
export const MapV2Response = mapAnswer(MapV2Data);
export type MapV2Response = z.infer<typeof MapV2Response>;

/** A map answer on the wire: as `MapV2Response`, but every 0/1 mask is a string of `0` and `1`. */
export const MapV2Wire = mapAnswer(mapData(MaskText));
export type MapV2Wire = z.infer<typeof MapV2Wire>;

const decodeMask = (text: string): (0 | 1)[] => {
  const mask = new Array<0 | 1>(text.length);
  for (let index = 0; index < text.length; index += 1) mask[index] = text.charCodeAt(index) === 49 ? 1 : 0;
  return mask;
};
const encodeMask = (mask: readonly (0 | 1)[]): string => mask.join('');

/** The wire answer decoded for the screens (masks as 0/1 arrays; every other array kept as it is). */
export const decodeMapV2 = (wire: MapV2Wire): MapV2Response => {
  const { lice, inventory, activity, ...lists } = wire.data;
  const data: MapV2Data = { ...lists };
  if (lice) data.lice = { ...lice, reported: decodeMask(lice.reported) };
  if (inventory) data.inventory = { ...inventory, estimated: decodeMask(inventory.estimated) };
  if (activity) data.activity = { isFallow: decodeMask(activity.isFallow), isActive: decodeMask(activity.isActive) };
  return { ...wire, data };
};

/** A decoded answer back in its wire form (servers, mocks and tests that answer the call). */
export const encodeMapV2 = (response: MapV2Response): MapV2Wire => {
  const { lice, inventory, activity, ...lists } = response.data;
  const data: MapV2Wire['data'] = { ...lists };
  if (lice) data.lice = { ...lice, reported: encodeMask(lice.reported) };
  if (inventory) data.inventory = { ...inventory, estimated: encodeMask(inventory.estimated) };
  if (activity) data.activity = { isFallow: encodeMask(activity.isFallow), isActive: encodeMask(activity.isActive) };
  return { ...response, data };
};

export const MAP_V2_KEYS = MapDataKey.options;

// ---------------------------------------------------------------- cheap checks (production)

/** Where a payload breaks the v2 contract: the field path and what is wrong. */
export interface ShapeIssue {
  field: string;
  issue: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * Shape and length check of a v2 timeline (what production runs instead of the full zod parse, which costs
 * tens of milliseconds on a large answer): the axis, every table's series, every column's length against the
 * axis or the series' index, and the index bounds. Element types are not inspected.
 */
export const checkTimelineV2 = (payload: unknown): ShapeIssue | null => {
  if (!isObject(payload)) return { field: '(root)', issue: 'is not an object' };
  for (const key of ['entityType', 'id', 'start', 'end'] as const)
    if (typeof payload[key] !== 'string') return { field: key, issue: 'is not a string' };
  const axis = payload.axis;
  if (!isObject(axis) || typeof axis.agg !== 'string' || !isInt(axis.first) || !isInt(axis.length) || axis.length < 0)
    return { field: 'axis', issue: 'is not a period axis' };
  const length = axis.length;
  if (!isObject(payload.tables)) return { field: 'tables', issue: 'is not an object' };
  for (const [key, table] of Object.entries(payload.tables)) {
    if (!TimelineKey.safeParse(key).success) return { field: `tables.${key}`, issue: 'is not a timeline table' };
    if (!isObject(table) || !Array.isArray(table.fields) || !Array.isArray(table.series))
      return { field: `tables.${key}`, issue: 'is not a table of series' };
    for (const [position, series] of (table.series as unknown[]).entries()) {
      const where = `tables.${key}.series.${position}`;
      if (!isObject(series) || typeof series.sensor !== 'string' || !isObject(series.columns))
        return { field: where, issue: 'is not a series' };
      let expected = length;
      if (series.index !== undefined) {
        const index = series.index;
        if (!Array.isArray(index)) return { field: `${where}.index`, issue: 'is not an array' };
        let previous = -1;
        for (const value of index) {
          if (!isInt(value) || value <= previous || value >= length)
            return { field: `${where}.index`, issue: 'is not ascending inside the axis' };
          previous = value;
        }
        expected = index.length;
      }
      for (const [field, column] of Object.entries(series.columns))
        if (!Array.isArray(column) || column.length !== expected)
          return { field: `${where}.columns.${field}`, issue: `does not have ${expected} values` };
      if (series.details !== undefined && (!Array.isArray(series.details) || series.details.length !== expected))
        return { field: `${where}.details`, issue: `does not have ${expected} values` };
    }
  }
  return null;
};

const CELL_ARRAYS: Record<MapDataKey, readonly string[]> = {
  lice: ['female', 'mobile', 'stationary'],
  inventory: ['weight'],
  activity: [],
  diseases: ['count'],
  treatments: ['count'],
};
/** The masks (strings on the wire) of one flag per cell. */
const CELL_MASKS: Partial<Record<MapDataKey, readonly string[]>> = {
  lice: ['reported'],
  activity: ['isFallow', 'isActive'],
};
const ENTRY_ARRAYS: Partial<Record<MapDataKey, readonly string[]>> = {
  diseases: ['cell', 'type', 'strain', 'status', 'start', 'end'],
  treatments: ['cell', 'product'],
};

/**
 * Shape and length check of a v2 map answer on the wire (production): every cell array and mask has
 * weeks × farms entries.
 */
export const checkMapV2 = (payload: unknown): ShapeIssue | null => {
  if (!isObject(payload)) return { field: '(root)', issue: 'is not an object' };
  if (!isInt(payload.year)) return { field: 'year', issue: 'is not an integer' };
  if (!Array.isArray(payload.weeks)) return { field: 'weeks', issue: 'is not an array' };
  if (!Array.isArray(payload.farms)) return { field: 'farms', issue: 'is not an array' };
  if (!isObject(payload.data)) return { field: 'data', issue: 'is not an object' };
  const cells = payload.weeks.length * payload.farms.length;
  for (const [key, value] of Object.entries(payload.data)) {
    const parsedKey = MapDataKey.safeParse(key);
    if (!parsedKey.success) return { field: `data.${key}`, issue: 'is not a map data key' };
    if (!isObject(value)) return { field: `data.${key}`, issue: 'is not an object' };
    for (const name of CELL_ARRAYS[parsedKey.data]) {
      const array = value[name];
      if (!Array.isArray(array) || array.length !== cells)
        return { field: `data.${key}.${name}`, issue: `does not have ${cells} cells` };
    }
    for (const name of CELL_MASKS[parsedKey.data] ?? []) {
      const mask = value[name];
      if (typeof mask !== 'string' || mask.length !== cells)
        return { field: `data.${key}.${name}`, issue: `is not a mask of ${cells} cells` };
    }
    const entries = ENTRY_ARRAYS[parsedKey.data];
    if (entries) {
      const count = Array.isArray(value.cell) ? value.cell.length : -1;
      for (const name of entries)
        if (!Array.isArray(value[name]) || (value[name] as unknown[]).length !== count)
          return { field: `data.${key}.${name}`, issue: `does not have ${count} entries` };
    }
    if (parsedKey.data === 'inventory') {
      const estimated = value.estimated;
      if (typeof estimated !== 'string' || estimated.length !== payload.farms.length)
        return { field: 'data.inventory.estimated', issue: `does not have ${payload.farms.length} flags` };
    }
  }
  return null;
};
