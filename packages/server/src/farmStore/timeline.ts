/**
 * The timelines from the farm column store, computed per request from typed-array columns into period columns — no
 * row objects, no string keys per day — and written as JSON directly: the v2 layout (one axis, dense or sparse
 * columns: POST /v2/timeline/data/entity) and the v1 layout (rows of date, sensor, group and values:
 * POST /timeline/data/entity). `test/timelineValues.test.ts` checks cells of both against the dataset's daily detail.
 */
import {
  calls,
  dateOf,
  dayOf,
  isRelativeAggregation,
  periodOfDay,
  PUBLIC_TIMELINE_KEYS,
  RELATIVE_STEP,
  TIMELINE_KEYS,
  type Aggregation,
  periodStartDay,
  type TimelineAxis,
  type TimelineKey,
  type TimelineResponse,
  type TimelineV2Response,
} from '@havbruk/api';
import { DEPTHS, getSite, MORTALITY_REASONS, toDayNumber, type Site } from '@havbruk/api/dataset';
import {
  LAST_FIELDS,
  TIMELINE_TABLES,
  TimelineError,
  type TimelineAccess,
  type TimelineQuery,
} from '../queries/timeline.ts';
import type { FarmColumns, FarmStore, PublicWeek, SeriesColumns } from './columns.ts';
import { Arena, JsonWriter } from './jsonWriter.ts';

/** Tables sent dense (one value per period) to private viewers in the v2 layout; every other table is sparse. */
export const DENSE_TIMELINE_KEYS: ReadonlySet<TimelineKey> = new Set([
  'feed',
  'inventory',
  'oxygen',
  'salinity',
  'seaTemperature',
]);

/** Scratch memory reused by every computation of this thread (they run one at a time). */
const arena = new Arena();
const writer = new JsonWriter();
/**
 * The last computation's request, tables and series, kept until the next one: the optimised code of the period
 * series holds their object layouts (V8 maps) weakly, and a full garbage collection with no series alive (e.g.
 * right after the start-up warm-up) discards that code — the next computation ran 4× slower.
 */
const retained: { request?: Request } = {};

const LAST = 0;
const SUM = 1;
const MEAN = 2;
type Kind = typeof LAST | typeof SUM | typeof MEAN;
const EMPTY = new Float64Array(0);
/** No value. */
const NO = Number.NaN;
/**
 * A daily series takes room for all the periods of the range at once when they are fewer than this (~5.6 years of
 * days): no regrowing and copying. A series of events grows as its rows come.
 */
const WHOLE_RANGE = 2048;
/** The tables of events (a few rows in years). */
const EVENT_TABLES: ReadonlySet<TimelineKey> = new Set(['treatments', 'slaughters', 'pcrTests', 'riskForecasts']);

/**
 * Sums (or last values) and counts of one series (table × sensor × group) per period, in typed arrays of slots.
 * Rows that come in period order (every series of one farm) are kept compact, one slot per period with a row
 * (`periods[slot]`); a row for an earlier period (an organization adds its farms one after another) spreads the
 * series over slots per period (`period - base`, `touched` marking the periods with a row).
 */
class PeriodSeries {
  /** The periods with a row: per slot while compact; once spread, in the order they came (`rowPeriods` sorts). */
  private readonly periods: number[] = [];
  private spread = false;
  private ascending = true;
  /** Compact: the slots the arrays have room for. */
  private capacity = 0;
  /** Spread: the period of the first slot, and the number of slots. */
  private base = 0;
  private size = 0;
  private touched: Float64Array = EMPTY;
  private values: Float64Array[] = [];
  private counts: Float64Array[] = [];
  /**
   * Per slot, the distinct details (treatment categories) in the order they came. Always a map (one created with
   * the series): a field that changes from undefined to a map changes the object's layout, and the optimised code
   * that had seen the other layout is thrown away.
   */
  private details = new Map<number, string[]>();
  constructor(
    readonly sensor: string,
    readonly group: string | null,
    readonly kinds: readonly Kind[],
    /** Whether the table has rows all through the range (not events: a few rows in years). */
    private readonly daily: boolean,
    private readonly hint: () => [number, number],
  ) {}

  /** The slot of a period (marked as having a row). */
  slot(period: number): number {
    const periods = this.periods;
    if (!this.spread) {
      const last = periods.length - 1;
      if (last >= 0 && periods[last] === period) return last;
      if (last < 0 || periods[last]! < period) {
        if (periods.length === this.capacity) this.grow();
        periods.push(period);
        return last + 1;
      }
      this.spreadOut(period);
    }
    let slot = period - this.base;
    if (slot < 0 || slot >= this.size) {
      // Grown in steps (doubling towards the period, within the range's periods) and at least to the period.
      const [first, last] = this.hint();
      const end = this.base + this.size - 1;
      const step = Math.max(64, this.size);
      const grown = slot < 0 ? Math.max(first, this.base - step) : Math.min(last, end + step);
      this.cover(Math.min(period, this.base, grown), Math.max(period, end, grown));
      slot = period - this.base;
    }
    if (this.touched[slot] === 0) {
      this.touched[slot] = 1;
      if (periods.length > 0 && periods[periods.length - 1]! > period) this.ascending = false;
      periods.push(period);
    }
    return slot;
  }

  /**
   * Room for more compact slots: a daily table's periods of the range at once when they are few (a daily series
   * of years: no regrowing and copying), else doubling, so a series of events stays small.
   */
  private grow(): void {
    const [first, last] = this.hint();
    const periods = last - first + 1;
    const capacity =
      this.capacity > 0 ? 2 * this.capacity : this.daily && periods < WHOLE_RANGE ? Math.max(1, periods) : 16;
    const { values, counts } = this;
    this.values = packed(this.kinds.length, (field) => copied(values[field], capacity, 0));
    this.counts = packed(this.kinds.length, (field) => copied(counts[field], capacity, 0));
    this.capacity = capacity;
  }

  /** From compact to spread slots: covers the rows so far and `period`, each row put in its period's slot. */
  private spreadOut(period: number): void {
    const periods = this.periods;
    const { values, counts, details } = this;
    const [first, last] = this.hint();
    const low = Math.min(periods[0]!, period);
    const high = periods[periods.length - 1]!;
    this.spread = true;
    this.ascending = false;
    this.base = this.daily && last - first < WHOLE_RANGE && first <= low ? first : low;
    this.size = (this.daily && last - first < WHOLE_RANGE && high <= last ? last : high) - this.base + 1;
    this.touched = arena.take(this.size);
    this.values = packed(this.kinds.length, () => arena.take(this.size));
    this.counts = packed(this.kinds.length, () => arena.take(this.size));
    this.details = new Map([...details].map(([row, list]) => [periods[row]! - this.base, list]));
    periods.forEach((rowPeriod, row) => {
      const slot = rowPeriod - this.base;
      this.touched[slot] = 1;
      for (let field = 0; field < this.kinds.length; field += 1) {
        this.values[field]![slot] = values[field]![row]!;
        this.counts[field]![slot] = counts[field]![row]!;
      }
    });
  }

  /** Spread slots from `first` to `last` (inclusive), keeping what is there. */
  private cover(first: number, last: number): void {
    const offset = this.base - first;
    const size = last - first + 1;
    this.touched = copied(this.touched, size, offset);
    const { values, counts } = this;
    this.values = packed(values.length, (field) => copied(values[field], size, offset));
    this.counts = packed(counts.length, (field) => copied(counts[field], size, offset));
    if (this.details.size > 0 && offset !== 0)
      this.details = new Map([...this.details].map(([slot, list]) => [slot + offset, list]));
    this.base = first;
    this.size = size;
  }

  /** The periods with a row, ascending. */
  rowPeriods(): number[] {
    if (!this.ascending) {
      this.periods.sort((a, b) => a - b);
      this.ascending = true;
    }
    return this.periods;
  }

  /** The slot of the `row`-th period of `rowPeriods()`. */
  private slotOfRow(row: number): number {
    return this.spread ? this.periods[row]! - this.base : row;
  }

  /** One field's value in a slot, weighing `weight` in a mean (fish counted, for lice). */
  putWeighted(slot: number, field: number, value: number, weight: number): void {
    this.counts[field]![slot] = this.counts[field]![slot]! + weight;
    this.values[field]![slot] = this.values[field]![slot]! + value * weight;
  }

  /** One field's value in a slot; NaN for no value. */
  put(slot: number, field: number, value: number): void {
    if (value !== value) return;
    const counts = this.counts[field]!;
    counts[slot] = counts[slot]! + 1;
    const values = this.values[field]!;
    values[slot] = this.kinds[field] === LAST ? value : values[slot]! + value;
  }

  detail(slot: number, detail: string): void {
    const list = this.details.get(slot);
    if (!list) this.details.set(slot, [detail]);
    else if (!list.includes(detail)) list.push(detail);
  }

  /** The details of each row (joined), or undefined when the series has none. */
  rowDetails(): (string | null)[] | undefined {
    const details = this.details;
    if (details.size === 0) return undefined;
    return this.rowPeriods().map((_, row) => details.get(this.slotOfRow(row))?.join(', ') ?? null);
  }

  /** The value of one field in the `row`-th period of `rowPeriods()` (NaN without a value). */
  rowValue(row: number, field: number): number {
    const slot = this.slotOfRow(row);
    const count = this.counts[field]![slot]!;
    return count === 0
      ? NO
      : this.kinds[field] === MEAN
        ? this.values[field]![slot]! / count
        : this.values[field]![slot]!;
  }

  /** The details of the `row`-th period of `rowPeriods()` (joined), or undefined without any. */
  rowDetail(row: number): string | undefined {
    return this.details.get(this.slotOfRow(row))?.join(', ');
  }

  /**
   * Writes the answer's values of one field (rounded to 3 decimals; null without a value), comma-separated: dense,
   * one per period of the axis (`first`, `length`; null where the series has no row), else one per period with a row.
   */
  writeColumn(out: JsonWriter, field: number, dense: boolean, first: number, length: number): void {
    const counts = this.counts[field]!;
    const values = this.values[field]!;
    const mean = this.kinds[field] === MEAN;
    const periods = this.rowPeriods();
    const column = columnOf(dense ? length : periods.length);
    if (dense) column.fill(NO);
    for (let row = 0; row < periods.length; row += 1) {
      const at = dense ? periods[row]! - first : row;
      if (at < 0 || at >= column.length) continue;
      const slot = this.slotOfRow(row);
      const count = counts[slot]!;
      column[at] = count === 0 ? NO : mean ? values[slot]! / count : values[slot]!;
    }
    out.millis(column);
  }
}

/**
 * `count` values made by `make`, in an array built by pushing. Not `Array.prototype.map`: its result is a packed
 * array when the builtin runs and a holey one when the optimiser inlines it, and code reading these arrays bailed
 * out ("wrong map") whenever it met the other kind.
 */
const packed = <T>(count: number, make: (index: number) => T): T[] => {
  const values: T[] = [];
  for (let index = 0; index < count; index += 1) values.push(make(index));
  return values;
};

/** Scratch memory of `size` floats holding `source` from `offset` on (zeros elsewhere). */
const copied = (source: Float64Array | undefined, size: number, offset: number): Float64Array => {
  const target = arena.take(size);
  if (source && source.length > 0) target.set(source.subarray(0, Math.min(source.length, size - offset)), offset);
  return target;
};

/** The values of one column of the answer, computed before they are written (memory reused column after column). */
let columnMemory = new Float64Array(4096);
const columnOf = (length: number): Float64Array => {
  if (columnMemory.length < length) columnMemory = new Float64Array(Math.max(length, 2 * columnMemory.length));
  return columnMemory.subarray(0, length);
};

/** The series of one table, and the field kinds of its layout. */
class TableColumns {
  readonly series = new Map<string, PeriodSeries>();
  readonly fields: string[];
  readonly kinds: Kind[];
  readonly group: string | null;
  constructor(
    readonly key: TimelineKey,
    private readonly request: Request,
  ) {
    const layout = TIMELINE_TABLES[key];
    this.fields = layout.fields;
    this.group = layout.group;
    this.kinds = layout.fields.map((field) =>
      LAST_FIELDS.has(field) ? LAST : layout.sum.includes(field) ? SUM : MEAN,
    );
  }
  of(sensor: string, group: string | null): PeriodSeries {
    const id = `${sensor}\u0000${group ?? ''}`;
    let series = this.series.get(id);
    if (!series) {
      const request = this.request;
      series = new PeriodSeries(sensor, group, this.kinds, !EVENT_TABLES.has(this.key), () => [
        periodFor(request, request.startDay, sensor),
        periodFor(request, request.endDay, sensor),
      ]);
      this.series.set(id, series);
    }
    return series;
  }
}

interface Request {
  query: TimelineQuery;
  agg: Aggregation;
  startDay: number;
  endDay: number;
  anchor: Map<string, number>;
  tables: Map<TimelineKey, TableColumns>;
  /** Per sensor (one shared entry for absolute aggregations), the period of each day of the range. */
  dayPeriods: Map<string, Int32Array>;
}

/** The period of each day of the range for a sensor (computed once per request and sensor). */
const periodsOf = (request: Request, sensor: string): Int32Array => {
  const relative = RELATIVE_STEP[request.agg] !== undefined;
  const id = relative ? sensor : '';
  let periods = request.dayPeriods.get(id);
  if (!periods) {
    periods = new Int32Array(Math.max(0, request.endDay - request.startDay + 1));
    for (let at = 0; at < periods.length; at += 1) periods[at] = periodFor(request, request.startDay + at, sensor);
    // Relative periods depend on the sensor's anchor: keep them only once it is known.
    if (!relative || request.anchor.has(sensor)) request.dayPeriods.set(id, periods);
  }
  return periods;
};

/** The period of a day for a sensor (relative aggregations count from the sensor's generation start). */
const periodFor = (request: Request, day: number, sensor: string): number => {
  const step = RELATIVE_STEP[request.agg];
  if (step === undefined) return periodOfDay(request.agg, day);
  const anchor = request.anchor.get(sensor);
  return anchor === undefined ? 0 : Math.floor((day - anchor) / step);
};

/** `target[index + offset] += source[index]` for `index` from `from` to `to`. */
const addColumn = (target: Float64Array, source: Float64Array, from: number, to: number, offset: number): void => {
  for (let index = from; index <= to; index += 1) target[index + offset] = target[index + offset]! + source[index]!;
};

/** `target[index + offset] += a[index] * b[index]` for `index` from `from` to `to`. */
const addProduct = (
  target: Float64Array,
  a: Float64Array,
  b: Float64Array,
  from: number,
  to: number,
  offset: number,
): void => {
  for (let index = from; index <= to; index += 1)
    target[index + offset] = target[index + offset]! + a[index]! * b[index]!;
};

/** What the private data of a request covers (from the entity and the sensor keys asked for). */
interface PrivateOptions {
  cageFilter: ((series: SeriesColumns) => boolean) | null;
  sensorKeys: string[];
  wantsFarm: boolean;
  farmSensor: string;
  isOrganization: boolean;
}

/** One sensor's daily sums over the range (day `at` is `request.startDay + at`). */
interface DayTotals {
  present: Float64Array;
  count: Float64Array;
  biomass: Float64Array;
  feed: Float64Array;
  sgrWeighted: Float64Array;
  dead: Float64Array[];
  slaughter: Float64Array;
  slaughterBiomass: Float64Array;
  /** Lice per fish × fish of the cages counted (female, mobile, stationary), and those fish. */
  lice: [Float64Array, Float64Array, Float64Array];
  liceFish: Float64Array;
  /** Generations at sea per day (in the order they appear), and their entries. */
  generations: Map<string, { entries: SeriesColumns[]; days: Float64Array }>;
  treatments: { date: string; product: string; category: string; generation: string }[];
}

const dayTotals = (range: number): DayTotals => ({
  present: arena.take(range),
  count: arena.take(range),
  biomass: arena.take(range),
  feed: arena.take(range),
  sgrWeighted: arena.take(range),
  dead: packed(MORTALITY_REASONS.length, () => arena.take(range)),
  slaughter: arena.take(range),
  slaughterBiomass: arena.take(range),
  lice: [arena.take(range), arena.take(range), arena.take(range)],
  liceFish: arena.take(range),
  generations: new Map(),
  treatments: [],
});

/**
 * Private daily data of one farm (the v1 `addPrivate`, on columns). In steps of their own (small functions the
 * optimiser compiles quickly and one at a time: as one 250-line function its compilation took 20-60 ms and a
 * bailout anywhere threw all of it away, so the first requests after start-up ran unoptimised).
 */
const addPrivate = (store: FarmStore, site: Site, request: Request, options: PrivateOptions): void => {
  const farm = store.farm(site.id);
  if (!farm) return;
  const totals = sumSeries(farm, site.id, request, options);
  const treatments = request.tables.get('treatments');
  if (treatments) for (const [sensor, day] of totals) addTreatments(treatments, request, sensor, day);
  for (const [sensor, day] of totals) addDays(request, sensor, day);
  if (!options.wantsFarm) return;
  addEnvironment(farm, request, options.farmSensor);
  addPcr(farm, request, options.farmSensor);
  addRisks(farm, request, options.farmSensor);
};

/**
 * The sensors an entry (generation × cage) of farm `siteId` counts for: the farm (or organization), its cage, its
 * fish groups, as asked; an organization's farm named in the sensor keys gets its own series beside the aggregate
 * (one call for the health overview's cards instead of one per farm).
 */
const sensorsOf = (entry: SeriesColumns, siteId: string, options: PrivateOptions): string[] => {
  const sensors: string[] = [];
  if (options.wantsFarm) sensors.push(options.farmSensor);
  if (options.isOrganization && options.sensorKeys.includes(siteId)) sensors.push(siteId);
  for (const key of options.sensorKeys) if (key === entry.cageId || entry.fishGroupIds.includes(key)) sensors.push(key);
  return sensors;
};

/** The farm's entries summed per sensor and day of the range. */
const sumSeries = (
  farm: FarmColumns,
  siteId: string,
  request: Request,
  options: PrivateOptions,
): Map<string, DayTotals> => {
  const { query, startDay, endDay } = request;
  const range = Math.max(0, endDay - startDay + 1);
  const totals = new Map<string, DayTotals>();
  for (const entry of farm.series) {
    if (query.genId !== undefined && entry.generationId !== query.genId && !options.isOrganization) continue;
    if (options.cageFilter !== null && !options.cageFilter(entry)) continue;
    const treatments = farm.treatments.get(entry.generationId) ?? [];
    const from = Math.max(0, startDay - entry.firstDay);
    const to = Math.min(entry.length - 1, endDay - entry.firstDay);
    // Day `index` of the entry is `index + offset` of the range.
    const offset = entry.firstDay - startDay;
    for (const sensor of sensorsOf(entry, siteId, options)) {
      if (!request.anchor.has(sensor)) request.anchor.set(sensor, entry.generationStart);
      let day = totals.get(sensor);
      if (!day) {
        day = dayTotals(range);
        totals.set(sensor, day);
      }
      let generation = day.generations.get(entry.generationId);
      if (!generation) {
        generation = { entries: [], days: arena.take(range) };
        day.generations.set(entry.generationId, generation);
      }
      generation.entries.push(entry);
      for (const treatment of treatments)
        if (treatment.cageIds.includes(entry.cageId))
          day.treatments.push({
            date: treatment.date,
            product: treatment.product,
            category: treatment.category,
            generation: entry.generationId,
          });
      if (from <= to) {
        day.present.fill(1, from + offset, to + offset + 1);
        generation.days.fill(1, from + offset, to + offset + 1);
      }
      addEntry(day, entry, from, to, offset);
    }
  }
  return totals;
};

/** An entry's days `from` to `to` added to a sensor's totals, column by column (tight loops over typed arrays). */
const addEntry = (day: DayTotals, entry: SeriesColumns, from: number, to: number, offset: number): void => {
  addColumn(day.count, entry.count, from, to, offset);
  addColumn(day.biomass, entry.biomass, from, to, offset);
  addColumn(day.feed, entry.feed, from, to, offset);
  addProduct(day.sgrWeighted, entry.sgr, entry.count, from, to, offset);
  for (let reason = 0; reason < MORTALITY_REASONS.length; reason += 1)
    addColumn(day.dead[reason]!, entry.mortality[reason]!, from, to, offset);
  addColumn(day.slaughter, entry.slaughterCount, from, to, offset);
  addProduct(day.slaughterBiomass, entry.slaughterCount, entry.weight, from, to, offset);
  const [female, mobile, stationary] = day.lice;
  const liceFish = day.liceFish;
  for (let index = from; index <= to; index += 1) {
    const value = entry.female[index]!;
    if (value !== value) continue;
    const at = index + offset;
    const fish = entry.count[index]!;
    female[at] = female[at]! + value * fish;
    mobile[at] = mobile[at]! + entry.mobile[index]! * fish;
    stationary[at] = stationary[at]! + entry.stationary[index]! * fish;
    liceFish[at] = liceFish[at]! + fish;
  }
};

/** A sensor's treatments in the range, with the count of each product since the generation start. */
const addTreatments = (table: TableColumns, request: Request, sensor: string, day: DayTotals): void => {
  const { query } = request;
  const events = day.treatments.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const counts = new Map<string, number>();
  for (const event of events) {
    const id = `${event.generation}|${event.product}`;
    const accumulated = (counts.get(id) ?? 0) + 1;
    counts.set(id, accumulated);
    if (event.date < query.start || event.date > query.end) continue;
    const series = table.of(sensor, event.product);
    const slot = series.slot(periodFor(request, toDayNumber(event.date), sensor));
    series.put(slot, 0, 1);
    series.put(slot, 1, accumulated);
    if (event.category) series.detail(slot, event.category);
  }
};

/** Running totals per day of a sensor: every entry of the generations at sea that day, from the generation start. */
const accumulate = (request: Request, day: DayTotals) => {
  const range = day.present.length;
  const stock = arena.take(range);
  const dead = arena.take(range);
  const slaughter = arena.take(range);
  const slaughterBiomass = arena.take(range);
  for (const generation of day.generations.values())
    for (const entry of generation.entries) {
      // An entry counts on every day its generation is at sea; before its own first day with its totals from
      // before the range (read once here: a property read only some days reach deoptimised the loop on them).
      const { stocked, before } = entry;
      const { dead: deadBefore, slaughter: slaughterBefore, slaughterBiomass: biomassBefore } = before;
      const last = entry.length - 1;
      const first = entry.firstDay - request.startDay;
      for (let at = 0; at < range; at += 1) {
        if (!generation.days[at]) continue;
        const index = Math.min(at - first, last);
        stock[at] = stock[at]! + stocked;
        if (index < 0) {
          dead[at] = dead[at]! + deadBefore;
          slaughter[at] = slaughter[at]! + slaughterBefore;
          slaughterBiomass[at] = slaughterBiomass[at]! + biomassBefore;
        } else {
          dead[at] = dead[at]! + entry.dead[index]!;
          slaughter[at] = slaughter[at]! + entry.slaughter[index]!;
          slaughterBiomass[at] = slaughterBiomass[at]! + entry.slaughterBiomass[index]!;
        }
      }
    }
  return { stock, dead, slaughter, slaughterBiomass };
};

/** A sensor's daily rows of the inventory, feed, mortality, slaughter and lice tables, into their periods. */
const addDays = (request: Request, sensor: string, day: DayTotals): void => {
  const { tables } = request;
  const inventory = tables.get('inventory')?.of(sensor, null);
  const feed = tables.get('feed')?.of(sensor, null);
  const mortalities = tables.get('mortalities');
  const mortality = mortalities
    ? packed(MORTALITY_REASONS.length, (reason) => mortalities.of(sensor, MORTALITY_REASONS[reason]!))
    : null;
  const slaughters = tables.get('slaughters')?.of(sensor, null);
  const lice = tables.get('lice')?.of(sensor, null);
  const accumulated = mortality || slaughters ? accumulate(request, day) : null;
  const periods = periodsOf(request, sensor);
  for (let at = 0; at < day.present.length; at += 1) {
    if (!day.present[at]) continue;
    const period = periods[at]!;
    const count = day.count[at]!;
    const biomass = day.biomass[at]!;
    const weight = count > 0 ? biomass / count : NO;
    if (inventory) {
      const slot = inventory.slot(period);
      inventory.put(slot, 0, count);
      inventory.put(slot, 1, biomass);
      inventory.put(slot, 2, weight);
      inventory.put(slot, 3, count > 0 ? day.sgrWeighted[at]! / count : NO);
    }
    if (feed) {
      const fed = day.feed[at]!;
      const slot = feed.slot(period);
      feed.put(slot, 0, fed);
      feed.put(slot, 1, biomass > 0 ? (fed / biomass) * 100 : NO);
    }
    const slaughtered = day.slaughter[at]!;
    if (mortality && accumulated) addMortality(mortality, day, at, period, weight, accumulated);
    if (slaughters && accumulated && slaughtered > 0) {
      const slaughteredBiomass = day.slaughterBiomass[at]!;
      const stocked = accumulated.stock[at] || 1;
      const slot = slaughters.slot(period);
      slaughters.put(slot, 0, slaughtered);
      slaughters.put(slot, 1, slaughteredBiomass / slaughtered);
      slaughters.put(slot, 2, slaughteredBiomass);
      slaughters.put(slot, 3, (accumulated.slaughter[at]! / stocked) * 100);
      slaughters.put(slot, 4, accumulated.slaughter[at]!);
      slaughters.put(slot, 5, accumulated.slaughterBiomass[at]!);
    }
    // Fish-weighted over the cages counted, and over the farms of an organization (issue 35).
    const fish = day.liceFish[at]!;
    if (lice && fish > 0) {
      const slot = lice.slot(period);
      lice.putWeighted(slot, 0, day.lice[0][at]! / fish, fish);
      lice.putWeighted(slot, 1, day.lice[1][at]! / fish, fish);
      lice.putWeighted(slot, 2, day.lice[2][at]! / fish, fish);
    }
  }
};

/** One day's mortality rows of a sensor, one per reason with deaths. */
const addMortality = (
  mortality: PeriodSeries[],
  day: DayTotals,
  at: number,
  period: number,
  weight: number,
  accumulated: ReturnType<typeof accumulate>,
): void => {
  let deadTotal = 0;
  for (let reason = 0; reason < MORTALITY_REASONS.length; reason += 1) deadTotal += day.dead[reason]![at]!;
  const atRisk = day.count[at]! + deadTotal + day.slaughter[at]!;
  const stocked = accumulated.stock[at] || 1;
  for (let reason = 0; reason < MORTALITY_REASONS.length; reason += 1) {
    const dead = day.dead[reason]![at]!;
    if (dead === 0) continue;
    const series = mortality[reason]!;
    const slot = series.slot(period);
    series.put(slot, 0, dead);
    series.put(slot, 1, Number.isNaN(weight) ? 0 : dead * weight);
    series.put(slot, 2, weight);
    series.put(slot, 3, atRisk > 0 ? (dead / atRisk) * 100 : 0);
    series.put(slot, 4, (accumulated.dead[at]! / stocked) * 100);
  }
};

/** The farm's environment by depth (farm level only). */
const addEnvironment = (farm: FarmColumns, request: Request, farmSensor: string): void => {
  const { tables, startDay, endDay } = request;
  const env = farm.environment;
  const environment = (['seaTemperature', 'oxygen', 'salinity'] as const).flatMap((key) => {
    const table = tables.get(key);
    return table
      ? [{ series: packed(DEPTHS.length, (depth) => table.of(farmSensor, String(DEPTHS[depth]))), columns: env[key] }]
      : [];
  });
  if (environment.length === 0) return;
  const from = Math.max(0, startDay - env.firstDay);
  const to = Math.min(env.length - 1, endDay - env.firstDay);
  const periods = periodsOf(request, farmSensor);
  for (let index = from; index <= to; index += 1) {
    const period = periods[env.firstDay + index - startDay]!;
    for (const { series: bySensor, columns } of environment)
      for (let depth = 0; depth < DEPTHS.length; depth += 1) {
        const series = bySensor[depth]!;
        series.put(series.slot(period), 0, columns[depth]![index] as number);
      }
  }
};

/** The farm's PCR tests in the range (farm level only). */
const addPcr = (farm: FarmColumns, request: Request, farmSensor: string): void => {
  const pcr = request.tables.get('pcrTests');
  if (!pcr) return;
  const { query } = request;
  // A generation's cages: those of its series.
  const cages = query.genId
    ? farm.series.filter((entry) => entry.generationId === query.genId).map((entry) => entry.cageId)
    : [];
  for (const order of farm.pcr) {
    if (order.date < query.start || order.date > query.end) continue;
    if (query.genId && !cages.some((cage) => order.cageIds.has(cage))) continue;
    const period = periodFor(request, toDayNumber(order.date), farmSensor);
    for (const entry of order.diseases) {
      const series = pcr.of(farmSensor, entry.disease);
      const slot = series.slot(period);
      series.put(slot, 0, entry.avgCtValue ?? NO);
      series.put(slot, 1, entry.positivityRate);
    }
  }
};

/** The farm's risk forecasts in the range (farm level only). */
const addRisks = (farm: FarmColumns, request: Request, farmSensor: string): void => {
  const risks = request.tables.get('riskForecasts');
  if (!risks) return;
  const { query } = request;
  const lice = risks.of(farmSensor, 'lice');
  const pd = risks.of(farmSensor, 'pd');
  const ila = risks.of(farmSensor, 'ila');
  for (const risk of farm.risks) {
    if (risk.date < query.start || risk.date > query.end) continue;
    const period = periodFor(request, toDayNumber(risk.date), farmSensor);
    lice.put(lice.slot(period), 0, risk.lice);
    pd.put(pd.slot(period), 0, risk.pd);
    ila.put(ila.slot(period), 0, risk.ila);
  }
};

/** Public weekly data: sea temperature (3 m), lice, treatments without details. */
const addPublic = (weeks: readonly PublicWeek[], request: Request, sensor: string): void => {
  const { query, tables } = request;
  const temperature = tables.get('seaTemperature');
  const lice = tables.get('lice');
  const treatments = tables.get('treatments');
  for (const week of weeks) {
    if (week.date < query.start || week.date > query.end) continue;
    if (query.genId && week.generationId !== query.genId) continue;
    const period = periodFor(request, toDayNumber(week.date), sensor);
    if (temperature && week.seaTemperature !== null) {
      const series = temperature.of(sensor, '3');
      series.put(series.slot(period), 0, week.seaTemperature);
    }
    if (lice && week.liceReported) {
      const series = lice.of(sensor, null);
      const slot = series.slot(period);
      series.put(slot, 0, week.female ?? NO);
      series.put(slot, 1, week.mobile ?? NO);
      series.put(slot, 2, week.stationary ?? NO);
    }
    if (treatments)
      for (const treatment of week.treatments) {
        const series = treatments.of(sensor, treatment.product);
        const slot = series.slot(period);
        series.put(slot, 0, 1);
        series.put(slot, 1, treatment.accumulated);
      }
  }
};

/**
 * The farms of an entity and its cage filter: an organization's farms are the directory's (`organizationFarmIds`),
 * a farm's site the register's (`access.siteOf`); a cage or fish group must be one of the farm's (`FarmStore.holds`:
 * its columns, loaded from the farm data tables).
 */
const resolveEntity = (
  store: FarmStore,
  query: TimelineQuery,
  access: TimelineAccess,
): { sites: Site[]; cageFilter: PrivateOptions['cageFilter'] } => {
  const siteOf = access.siteOf ?? ((id: string) => getSite(store.dataset, id));
  if (query.entityType === 'organization') {
    const ids = access.organizationFarmIds;
    if (!ids) throw new TimelineError(404, `Organization ${query.id} not found`);
    return { sites: ids.map(siteOf).filter((site): site is Site => site !== undefined), cageFilter: null };
  }
  const site = siteOf(query.entityType === 'farm' ? query.id : query.id.split('-')[0]!);
  if (!site || !store.holds(site.id, query)) throw new TimelineError(404, `${query.entityType} ${query.id} not found`);
  const cageFilter =
    query.entityType === 'cage'
      ? (series: SeriesColumns) => series.cageId === query.id
      : query.entityType === 'fishGroup'
        ? (series: SeriesColumns) => series.fishGroupIds.includes(query.id)
        : null;
  return { sites: [site], cageFilter };
};

/** Time a computation may hold the event loop before it lets other work run (between farms and tables). */
const SLICE_MS = 8;

/** Writes the answer's JSON from the period columns (the v2 or the v1 layout), yielding between tables. */
type Layout = (
  out: JsonWriter,
  query: TimelineQuery,
  agg: Aggregation,
  tables: Map<TimelineKey, TableColumns>,
  includeDetails: boolean,
) => Generator<void, void>;

/**
 * A timeline answer from the column store, serialised: the period columns are written into the JSON bytes directly
 * (no arrays of `number | null`, no `JSON.stringify` of the whole answer). A generator that yields where the event
 * loop may run (between farms and tables); `runAtOnce` runs it at once, `runInSlices` in slices.
 */
function* computeSteps(
  store: FarmStore,
  query: TimelineQuery,
  access: TimelineAccess,
  write: Layout,
): Generator<void, Uint8Array> {
  if (query.start > query.end) throw new TimelineError(400, 'start must not be after end');
  const agg = query.agg ?? 'day';
  const { sites, cageFilter } = resolveEntity(store, query, access);
  const isOrganization = query.entityType === 'organization';
  const allPrivate = sites.length > 0 && sites.every((site) => access.isPrivate(site.id));
  const fields = allPrivate ? query.fields : query.fields.filter((field) => PUBLIC_TIMELINE_KEYS.includes(field));
  const sensorKeys = (query.sensorKeys ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const wantsFarm =
    sensorKeys.length === 0 || sensorKeys.includes('farm') || sensorKeys.includes('organization') || isOrganization;
  const farmSensor = isOrganization ? 'organization' : query.entityType === 'farm' ? 'farm' : query.id;
  const request: Request = {
    query,
    agg,
    startDay: dayOf(query.start),
    endDay: dayOf(query.end),
    anchor: new Map(),
    tables: new Map(),
    dayPeriods: new Map(),
  };
  arena.reset();
  for (const field of fields) request.tables.set(field, new TableColumns(field, request));
  for (const site of sites) {
    if (allPrivate) addPrivate(store, site, request, { cageFilter, sensorKeys, wantsFarm, farmSensor, isOrganization });
    else addPublic(access.publicWeeks ?? store.weeks(site), request, farmSensor);
    yield;
  }
  yield* write(writer.reset(), query, agg, request.tables, allPrivate);
  arena.reset();
  retained.request = request;
  return writer.take();
}

const runAtOnce = (steps: Generator<void, Uint8Array>): Uint8Array => {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};

let running: Promise<unknown> = Promise.resolve();
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs the steps in slices of at most about `SLICE_MS` (the event loop runs in between, so a large organization
 * does not hold other requests). Computations run one after another: they share the scratch memory. The bytes as a
 * `Buffer` (a view of them: the server sends it).
 */
const runInSlices = (start: () => Generator<void, Uint8Array>): Promise<Buffer> => {
  const result = running.then(async () => {
    const steps = start();
    let sliceStarted = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) return Buffer.from(step.value.buffer, step.value.byteOffset, step.value.byteLength);
      if (performance.now() - sliceStarted > SLICE_MS) {
        await nextTurn();
        sliceStarted = performance.now();
      }
    }
  });
  running = result.catch(() => undefined);
  return result;
};

/**
 * The v2 answer (POST /v2/timeline/data/entity), serialised, computed at once (`dense`: whether the entity is
 * private, so dense tables are dense).
 */
export const computeTimelineV2Body = (
  store: FarmStore,
  query: TimelineQuery,
  access: TimelineAccess,
  dense: boolean,
): Uint8Array => runAtOnce(computeSteps(store, query, access, v2Layout(dense)));

/** The v2 answer, serialised, computed in slices (the server). */
export const computeTimelineV2BodyAsync = (
  store: FarmStore,
  query: TimelineQuery,
  access: TimelineAccess,
  dense: boolean,
): Promise<Buffer> => runInSlices(() => computeSteps(store, query, access, v2Layout(dense)));

/** The v1 answer (POST /timeline/data/entity), serialised, computed in slices (the server). */
export const computeTimelineV1BodyAsync = (
  store: FarmStore,
  query: TimelineQuery,
  access: TimelineAccess,
): Promise<Buffer> => runInSlices(() => computeSteps(store, query, access, v1Layout));

const decoder = new TextDecoder();

/** The v2 answer as a value (tests, stories, benches; the server sends the bytes). */
export const computeTimelineV2 = (
  store: FarmStore,
  query: TimelineQuery,
  access: TimelineAccess,
  dense: boolean,
): TimelineV2Response =>
  JSON.parse(decoder.decode(computeTimelineV2Body(store, query, access, dense))) as TimelineV2Response;

/** The v1 answer as a value (tests, stories). */
export const computeTimelineV1 = (store: FarmStore, query: TimelineQuery, access: TimelineAccess): TimelineResponse =>
  JSON.parse(decoder.decode(runAtOnce(computeSteps(store, query, access, v1Layout)))) as TimelineResponse;

/** The series of a table with a row, in the order of their first row, sensor and group. */
const seriesInOrder = (table: TableColumns): PeriodSeries[] =>
  [...table.series.values()]
    .filter((series) => series.rowPeriods().length > 0)
    .map((series) => ({ series, firstPeriod: series.rowPeriods()[0]! }))
    .sort(
      (a, b) =>
        a.firstPeriod - b.firstPeriod ||
        (a.series.sensor < b.series.sensor ? -1 : a.series.sensor > b.series.sensor ? 1 : 0) ||
        (a.series.group ?? '').localeCompare(b.series.group ?? ''),
    )
    .map(({ series }) => series);

/**
 * Period columns → the v1 layout as JSON: per table, one row per period and series with a row, sorted by period,
 * sensor and group; a row's date is its period's first day (periods counted from the generation start: the day
 * 2000-01-01 + period × step); values rounded to 3 decimals, null without a value (yields per table).
 */
/** The answer's opening and the request's entity and range (both layouts start with them). */
const writeQueryHead = (out: JsonWriter, query: TimelineQuery): JsonWriter =>
  out
    .raw('{"entityType":')
    .value(query.entityType)
    .raw(',"id":')
    .value(query.id)
    .raw(',"start":')
    .value(query.start)
    .raw(',"end":')
    .value(query.end);

function* v1Layout(
  out: JsonWriter,
  query: TimelineQuery,
  agg: Aggregation,
  tables: Map<TimelineKey, TableColumns>,
  includeDetails: boolean,
): Generator<void, void> {
  writeQueryHead(out, query).raw(',"agg":').value(agg).raw(',"tables":{');
  const relative = isRelativeAggregation(agg);
  const dateOfPeriod = (period: number) =>
    dateOf(relative ? RELATIVE_EPOCH + period * RELATIVE_STEP[agg]! : periodStartDay(agg, period));
  let firstTable = true;
  for (const [key, table] of tables) {
    if (!firstTable) out.comma();
    firstTable = false;
    out.value(key).raw(':{"fields":').value(table.fields).raw(',"group":').value(table.group).raw(',"rows":[');
    // Series by sensor and group; rows merged by period (each series' periods ascend).
    const series = seriesInOrder(table).sort(
      (a, b) =>
        (a.sensor < b.sensor ? -1 : a.sensor > b.sensor ? 1 : 0) || (a.group ?? '').localeCompare(b.group ?? ''),
    );
    const periods = series.map((entry) => entry.rowPeriods());
    const next = series.map(() => 0);
    let firstRow = true;
    for (;;) {
      let period = Number.POSITIVE_INFINITY;
      for (let at = 0; at < series.length; at += 1) {
        const row = next[at]!;
        if (row < periods[at]!.length) period = Math.min(period, periods[at]![row]!);
      }
      if (period === Number.POSITIVE_INFINITY) break;
      const date = dateOfPeriod(period);
      for (let at = 0; at < series.length; at += 1) {
        const row = next[at]!;
        if (row >= periods[at]!.length || periods[at]![row] !== period) continue;
        next[at] = row + 1;
        const entry = series[at]!;
        if (!firstRow) out.comma();
        firstRow = false;
        out.raw('{"date":"').raw(date).raw('","sensor":').value(entry.sensor).raw(',"group":').value(entry.group);
        out.raw(',"values":{');
        table.fields.forEach((field, column) => {
          if (column > 0) out.comma();
          out.value(field).raw(':').milli(entry.rowValue(row, column));
        });
        out.raw('}');
        const detail = includeDetails ? entry.rowDetail(row) : undefined;
        if (detail !== undefined) out.raw(',"details":').value(detail);
        out.raw('}');
      }
    }
    out.raw(']}');
    yield;
  }
  out.raw('}}');
}

/** v1 writes periods counted from the generation start as the date 2000-01-01 + period × step. */
const RELATIVE_EPOCH = dayOf('2000-01-01');

/**
 * Period columns → the v2 layout as JSON: one axis, dense or sparse series in the order of their first row, sensor
 * and group (yields per series and table).
 */
const v2Layout = (dense: boolean): Layout =>
  function* (out, query, agg, tables, includeDetails) {
    let first: number;
    let last: number;
    if (isRelativeAggregation(agg)) {
      first = Number.POSITIVE_INFINITY;
      last = Number.NEGATIVE_INFINITY;
      for (const table of tables.values())
        for (const series of table.series.values()) {
          const periods = series.rowPeriods();
          if (periods.length === 0) continue;
          first = Math.min(first, periods[0]!);
          last = Math.max(last, periods[periods.length - 1]!);
        }
      if (first > last) {
        first = 0;
        last = -1;
      }
    } else {
      first = periodOfDay(agg, dayOf(query.start));
      last = periodOfDay(agg, dayOf(query.end));
    }
    const axis: TimelineAxis = { agg, first, length: Math.max(0, last - first + 1) };
    writeQueryHead(out, query).raw(',"axis":').value(axis).raw(',"tables":{');
    let firstTable = true;
    for (const [key, table] of tables) {
      const isDense = dense && DENSE_TIMELINE_KEYS.has(key);
      const entries = seriesInOrder(table);
      if (!firstTable) out.comma();
      firstTable = false;
      out.value(key).raw(':{"fields":').value(table.fields).raw(',"group":').value(table.group).raw(',"series":[');
      for (let position = 0; position < entries.length; position += 1) {
        const series = entries[position]!;
        if (position > 0) out.comma();
        out.raw('{"sensor":').value(series.sensor).raw(',"group":').value(series.group).raw(',');
        const periods = series.rowPeriods();
        if (!isDense) {
          out.raw('"index":[');
          for (let at = 0; at < periods.length; at += 1) {
            if (at > 0) out.comma();
            out.int(periods[at]! - first);
          }
          out.raw('],');
        }
        out.raw('"columns":{');
        table.fields.forEach((field, column) => {
          if (column > 0) out.comma();
          out.value(field).raw(':[');
          series.writeColumn(out, column, isDense, first, axis.length);
          out.raw(']');
        });
        out.raw('}');
        const details = !isDense && includeDetails ? series.rowDetails() : undefined;
        if (details) out.raw(',"details":').value(details);
        out.raw('}');
        // A table of many series (every farm of an organization, daily over years) is written in several slices.
        yield;
      }
      out.raw(']}');
      yield;
    }
    out.raw('}}');
  };

const WRITER_FORMS = new Float64Array([
  0,
  1,
  -1,
  0.5,
  -0.0004,
  2.5e9,
  -2.5e9,
  1e15,
  Number.NaN,
  Number.POSITIVE_INFINITY,
]);

/**
 * Runs the timeline code on one of these farms until it is compiled by the optimiser (or `budgetMs` passed), so
 * the first real request does not pay for the interpreter (a cold computation takes ~10× a warm one). The
 * requests are the largest usual ones (three years of the farm and every cage, every table, daily, over a few
 * ranges; weekly every fourth run), so the code paths of cages and long ranges are compiled too. Start-up.
 */
export const warmTimelineCode = (store: FarmStore, farmIds: readonly string[], budgetMs = 300): void => {
  const farmId = farmIds.find((id) => store.has(id));
  if (farmId === undefined) return;
  const end = store.dataset.today;
  const cages = new Set(
    (getSite(store.dataset, farmId)?.generations ?? []).flatMap((generation) =>
      generation.cages.map((cage) => cage.id),
    ),
  );
  // The request as a real one arrives: parsed by the call's schema from JSON (the same object shape, so the code is
  // not compiled for the warm-up's own objects and then thrown away on the first request), with an access of the
  // route's shape.
  const sent = {
    entityType: 'farm',
    id: farmId,
    start: dateOf(dayOf(end) - 3 * 365),
    end,
    fields: [...TIMELINE_KEYS],
    sensorKeys: ['farm', ...cages].join(','),
    agg: 'day',
  };
  const parse = (value: object): TimelineQuery => calls.getTimelineV2.body.parse(JSON.parse(JSON.stringify(value)));
  // Ranges that start in different generations (from 1 January three years back, as the API bench asks, and
  // exactly three years back), so code that only some ranges reach (days before a series' first day, …) has run
  // before the first request too: a path the warm-up never took deoptimised the compiled code on that request.
  const fromJanuary = `${Number(end.slice(0, 4)) - 3}-01-01`;
  const variants = [
    parse({ ...sent, start: fromJanuary }),
    parse(sent),
    parse({ ...sent, start: fromJanuary, end: dateOf(dayOf(end) - 200) }),
    parse({ ...sent, start: fromJanuary, agg: 'week' }),
  ];
  const access: TimelineAccess = { isPrivate: () => true, organizationFarmIds: undefined };
  const started = performance.now();
  // Numbers of every form the writer meets (negative zero, beyond 32 bits, not finite) first: a form the optimised
  // code had not seen made it bail out, late in the warm-up or on the first request.
  writer.reset().millis(WRITER_FORMS);
  // Up to 24 runs: in a fresh process the first run took ~7x the warm time, the next ones ~2.5x, and the warm time
  // was reached from about the 15th (at load 6, where 300 ms end it after ~5 runs). The cap keeps the start-up
  // target (the loaded store within 1 s): caps of 400 and 600 ms took the loaded start-up to 1.3-1.4 s at load 5-6
  // (0.9-1.2 s with 300 ms).
  for (let run = 0; run < 24 && performance.now() - started < budgetMs; run += 1)
    computeTimelineV2Body(store, variants[run % variants.length]!, access, true);
  // The scratch memory stays as the warm-up left it (what the first request of that size needs): given back, the
  // first request grew it again on a path its optimised code had not seen, and bailed out there.
};
