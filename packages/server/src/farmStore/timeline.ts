/**
 * Timeline v2 from the farm column store: the same answers as the v1 computation (`queries/timeline.ts`, laid
 * out by `queries/toV2.ts`), computed per request from typed-array columns into period columns — no row objects,
 * no string keys per day. `test/timelineGrid.test.ts` compares the two over a grid of requests.
 */
import {
  dayOf,
  isRelativeAggregation,
  periodOfDay,
  PUBLIC_TIMELINE_KEYS,
  RELATIVE_STEP,
  type Aggregation,
  type TimelineAxis,
  type TimelineColumns,
  type TimelineKey,
  type TimelineSeries,
  type TimelineV2Response,
} from '@havbruk/api';
import { DEPTHS, MORTALITY_REASONS, toDayNumber, type Site } from '@havbruk/api/dataset';
import {
  LAST_FIELDS,
  resolveEntity,
  TIMELINE_TABLES,
  TimelineError,
  type TimelineAccess,
  type TimelineQuery,
} from '../queries/timeline.ts';
import { DENSE_TIMELINE_KEYS } from '../queries/toV2.ts';
import type { FarmStore, SeriesColumns } from './columns.ts';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Sums, counts and last values of one series (table × sensor × group) per period, filled in date order. */
class PeriodSeries {
  readonly periods: number[] = [];
  private readonly slots = new Map<number, number>();
  private lastPeriod = Number.NaN;
  private lastSlot = -1;
  readonly sums: number[][];
  readonly counts: number[][];
  readonly last: number[][];
  details: (string[] | undefined)[] | undefined;
  constructor(
    readonly sensor: string,
    readonly group: string | null,
    fields: number,
  ) {
    this.sums = Array.from({ length: fields }, () => []);
    this.counts = Array.from({ length: fields }, () => []);
    this.last = Array.from({ length: fields }, () => []);
  }

  private slot(period: number): number {
    if (period === this.lastPeriod) return this.lastSlot;
    let slot = this.slots.get(period);
    if (slot === undefined) {
      slot = this.periods.length;
      this.periods.push(period);
      this.slots.set(period, slot);
      for (let field = 0; field < this.sums.length; field += 1) {
        this.sums[field]!.push(0);
        this.counts[field]!.push(0);
        this.last[field]!.push(0);
      }
    }
    this.lastPeriod = period;
    this.lastSlot = slot;
    return slot;
  }

  /** `values` in the table's field order; NaN for no value. */
  add(period: number, values: readonly number[], detail?: string): void {
    const slot = this.slot(period);
    for (let field = 0; field < values.length; field += 1) {
      const value = values[field] as number;
      if (Number.isNaN(value)) continue;
      this.sums[field]![slot] = this.sums[field]![slot]! + value;
      this.counts[field]![slot] = this.counts[field]![slot]! + 1;
      this.last[field]![slot] = value;
    }
    if (detail) {
      this.details ??= [];
      const list = (this.details[slot] ??= []);
      if (!list.includes(detail)) list.push(detail);
    }
  }
}

/** The series of one table, and the field kinds of its layout. */
class TableColumns {
  readonly series = new Map<string, PeriodSeries>();
  readonly fields: string[];
  readonly kinds: ('last' | 'sum' | 'mean')[];
  readonly group: string | null;
  constructor(readonly key: TimelineKey) {
    const layout = TIMELINE_TABLES[key];
    this.fields = layout.fields;
    this.group = layout.group;
    this.kinds = layout.fields.map((field) =>
      LAST_FIELDS.has(field) ? 'last' : layout.sum.includes(field) ? 'sum' : 'mean',
    );
  }
  of(sensor: string, group: string | null): PeriodSeries {
    const id = `${sensor}\u0000${group ?? ''}`;
    let series = this.series.get(id);
    if (!series) {
      series = new PeriodSeries(sensor, group, this.fields.length);
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
}

/** The period of a day for a sensor (relative aggregations count from the sensor's generation start). */
const periodFor = (request: Request, day: number, sensor: string): number => {
  const step = RELATIVE_STEP[request.agg];
  if (step === undefined) return periodOfDay(request.agg, day);
  const anchor = request.anchor.get(sensor);
  return anchor === undefined ? 0 : Math.floor((day - anchor) / step);
};

const NO = Number.NaN;

/** Private daily data of one farm (the v1 `addPrivate`, on columns). */
const addPrivate = (
  store: FarmStore,
  site: Site,
  request: Request,
  options: {
    cageFilter: ((series: SeriesColumns) => boolean) | null;
    sensorKeys: string[];
    wantsFarm: boolean;
    farmSensor: string;
    isOrganization: boolean;
  },
): void => {
  const farm = store.farm(site.id);
  if (!farm) return;
  const { query, startDay, endDay, tables } = request;
  const { cageFilter, sensorKeys, wantsFarm, farmSensor } = options;
  const series = farm.series.filter(
    (entry) =>
      (query.genId === undefined || entry.generationId === query.genId || options.isOrganization) &&
      (cageFilter === null || cageFilter(entry)),
  );
  const sensorsOf = (entry: SeriesColumns): string[] => {
    const sensors: string[] = [];
    if (wantsFarm) sensors.push(farmSensor);
    for (const key of sensorKeys) if (key === entry.cageId || entry.fishGroupIds.includes(key)) sensors.push(key);
    return sensors;
  };
  const range = Math.max(0, endDay - startDay + 1);
  interface Totals {
    present: Uint8Array;
    count: Float64Array;
    biomass: Float64Array;
    feed: Float64Array;
    sgrWeighted: Float64Array;
    dead: Float64Array[];
    slaughter: Float64Array;
    slaughterBiomass: Float64Array;
    lice: Float64Array[];
    liceCount: Float64Array;
    /** Generations at sea per day (in the order they appear), and their entries. */
    generations: Map<string, { entries: SeriesColumns[]; days: Uint8Array }>;
    treatments: { date: string; product: string; category: string; generation: string }[];
  }
  const totals = new Map<string, Totals>();
  const totalsOf = (sensor: string): Totals => {
    let entry = totals.get(sensor);
    if (!entry) {
      entry = {
        present: new Uint8Array(range),
        count: new Float64Array(range),
        biomass: new Float64Array(range),
        feed: new Float64Array(range),
        sgrWeighted: new Float64Array(range),
        dead: MORTALITY_REASONS.map(() => new Float64Array(range)),
        slaughter: new Float64Array(range),
        slaughterBiomass: new Float64Array(range),
        lice: [new Float64Array(range), new Float64Array(range), new Float64Array(range)],
        liceCount: new Float64Array(range),
        generations: new Map(),
        treatments: [],
      };
      totals.set(sensor, entry);
    }
    return entry;
  };
  for (const entry of series) {
    const sensors = sensorsOf(entry);
    if (sensors.length === 0) continue;
    const treatments = farm.treatments.get(entry.generationId) ?? [];
    const from = Math.max(0, startDay - entry.firstDay);
    const to = Math.min(entry.length - 1, endDay - entry.firstDay);
    for (const sensor of sensors) {
      if (!request.anchor.has(sensor)) request.anchor.set(sensor, entry.generationStart);
      const day = totalsOf(sensor);
      let generation = day.generations.get(entry.generationId);
      if (!generation) {
        generation = { entries: [], days: new Uint8Array(range) };
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
      for (let index = from; index <= to; index += 1) {
        const at = entry.firstDay + index - startDay;
        day.present[at] = 1;
        generation.days[at] = 1;
        const count = entry.count[index] as number;
        day.count[at] = day.count[at]! + count;
        day.biomass[at] = day.biomass[at]! + (entry.biomass[index] as number);
        day.feed[at] = day.feed[at]! + (entry.feed[index] as number);
        day.sgrWeighted[at] = day.sgrWeighted[at]! + (entry.sgr[index] as number) * count;
        for (let reason = 0; reason < MORTALITY_REASONS.length; reason += 1)
          day.dead[reason]![at] = day.dead[reason]![at]! + (entry.mortality[reason]![index] as number);
        const slaughtered = entry.slaughterCount[index] as number;
        day.slaughter[at] = day.slaughter[at]! + slaughtered;
        day.slaughterBiomass[at] = day.slaughterBiomass[at]! + slaughtered * (entry.weight[index] as number);
        const female = entry.female[index] as number;
        if (!Number.isNaN(female)) {
          day.lice[0]![at] = day.lice[0]![at]! + female;
          day.lice[1]![at] = day.lice[1]![at]! + (entry.mobile[index] as number);
          day.lice[2]![at] = day.lice[2]![at]! + (entry.stationary[index] as number);
          day.liceCount[at] = day.liceCount[at]! + 1;
        }
      }
    }
  }
  const treatmentsTable = tables.get('treatments');
  if (treatmentsTable)
    for (const [sensor, day] of totals) {
      const events = day.treatments.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      const counts = new Map<string, number>();
      for (const event of events) {
        const id = `${event.generation}|${event.product}`;
        const accumulated = (counts.get(id) ?? 0) + 1;
        counts.set(id, accumulated);
        if (event.date < query.start || event.date > query.end) continue;
        treatmentsTable
          .of(sensor, event.product)
          .add(periodFor(request, toDayNumber(event.date), sensor), [1, accumulated], event.category);
      }
    }
  const inventory = tables.get('inventory');
  const feed = tables.get('feed');
  const mortalities = tables.get('mortalities');
  const slaughters = tables.get('slaughters');
  const lice = tables.get('lice');
  for (const [sensor, day] of totals) {
    // Accumulated values per day: every entry of the generations at sea that day, from the generation start.
    const stock = new Float64Array(range);
    const accumulatedDead = new Float64Array(range);
    const accumulatedSlaughter = new Float64Array(range);
    const accumulatedBiomass = new Float64Array(range);
    if (mortalities || slaughters) {
      for (let at = 0; at < range; at += 1) {
        if (!day.present[at]) continue;
        const dayNumber = startDay + at;
        for (const generation of day.generations.values()) {
          if (!generation.days[at]) continue;
          for (const entry of generation.entries) {
            const index = Math.min(dayNumber - entry.firstDay, entry.length - 1);
            stock[at] = stock[at]! + entry.stocked;
            accumulatedDead[at] =
              accumulatedDead[at]! + (index < 0 ? entry.before.dead : (entry.dead[index] as number));
            accumulatedSlaughter[at] =
              accumulatedSlaughter[at]! + (index < 0 ? entry.before.slaughter : (entry.slaughter[index] as number));
            accumulatedBiomass[at] =
              accumulatedBiomass[at]! +
              (index < 0 ? entry.before.slaughterBiomass : (entry.slaughterBiomass[index] as number));
          }
        }
      }
    }
    const inventorySeries = inventory?.of(sensor, null);
    const feedSeries = feed?.of(sensor, null);
    const mortalitySeries = mortalities ? MORTALITY_REASONS.map((reason) => mortalities.of(sensor, reason)) : null;
    const slaughterSeries = slaughters?.of(sensor, null);
    const liceSeries = lice?.of(sensor, null);
    for (let at = 0; at < range; at += 1) {
      if (!day.present[at]) continue;
      const period = periodFor(request, startDay + at, sensor);
      const count = day.count[at] as number;
      const biomass = day.biomass[at] as number;
      const weight = count > 0 ? biomass / count : NO;
      inventorySeries?.add(period, [count, biomass, weight, count > 0 ? (day.sgrWeighted[at] as number) / count : NO]);
      const fed = day.feed[at] as number;
      feedSeries?.add(period, [fed, biomass > 0 ? (fed / biomass) * 100 : NO]);
      const slaughtered = day.slaughter[at] as number;
      const stocked = stock[at] || 1;
      if (mortalitySeries) {
        let deadTotal = 0;
        for (let reason = 0; reason < MORTALITY_REASONS.length; reason += 1) deadTotal += day.dead[reason]![at]!;
        const atRisk = count + deadTotal + slaughtered;
        for (let reason = 0; reason < MORTALITY_REASONS.length; reason += 1) {
          const dead = day.dead[reason]![at]!;
          if (dead === 0) continue;
          mortalitySeries[reason]!.add(period, [
            dead,
            Number.isNaN(weight) ? 0 : dead * weight,
            weight,
            atRisk > 0 ? (dead / atRisk) * 100 : 0,
            ((accumulatedDead[at] as number) / stocked) * 100,
          ]);
        }
      }
      if (slaughterSeries && slaughtered > 0) {
        const slaughteredBiomass = day.slaughterBiomass[at] as number;
        slaughterSeries.add(period, [
          slaughtered,
          slaughteredBiomass / slaughtered,
          slaughteredBiomass,
          ((accumulatedSlaughter[at] as number) / stocked) * 100,
          accumulatedSlaughter[at] as number,
          accumulatedBiomass[at] as number,
        ]);
      }
      const counted = day.liceCount[at] as number;
      if (liceSeries && counted > 0)
        liceSeries.add(period, [
          (day.lice[0]![at] as number) / counted,
          (day.lice[1]![at] as number) / counted,
          (day.lice[2]![at] as number) / counted,
        ]);
    }
  }
  if (!wantsFarm) return;
  // Environment, PCR tests and risk forecasts (farm level only).
  const env = farm.environment;
  const environment = (['seaTemperature', 'oxygen', 'salinity'] as const).flatMap((key) => {
    const table = tables.get(key);
    return table ? [{ series: DEPTHS.map((depth) => table.of(farmSensor, String(depth))), columns: env[key] }] : [];
  });
  if (environment.length > 0) {
    const from = Math.max(0, startDay - env.firstDay);
    const to = Math.min(env.length - 1, endDay - env.firstDay);
    const value = [0];
    for (let index = from; index <= to; index += 1) {
      const period = periodFor(request, env.firstDay + index, farmSensor);
      for (const { series: bySensor, columns } of environment)
        for (let depth = 0; depth < DEPTHS.length; depth += 1) {
          value[0] = columns[depth]![index] as number;
          bySensor[depth]!.add(period, value);
        }
    }
  }
  const pcr = tables.get('pcrTests');
  if (pcr) {
    const generation = query.genId ? site.generations.find((entry) => entry.id === query.genId) : undefined;
    for (const order of farm.pcr) {
      if (order.date < query.start || order.date > query.end) continue;
      if (query.genId && !generation?.cages.some((cage) => order.cageIds.has(cage.id))) continue;
      const period = periodFor(request, toDayNumber(order.date), farmSensor);
      for (const entry of order.diseases)
        pcr.of(farmSensor, entry.disease).add(period, [entry.avgCtValue ?? NO, entry.positivityRate]);
    }
  }
  const risks = tables.get('riskForecasts');
  if (risks) {
    const [liceRisk, pd, ila] = ['lice', 'pd', 'ila'].map((label) => risks.of(farmSensor, label));
    for (const risk of farm.risks) {
      if (risk.date < query.start || risk.date > query.end) continue;
      const period = periodFor(request, toDayNumber(risk.date), farmSensor);
      liceRisk!.add(period, [risk.lice]);
      pd!.add(period, [risk.pd]);
      ila!.add(period, [risk.ila]);
    }
  }
};

/** Public weekly data (the v1 `addPublic`). */
const addPublic = (store: FarmStore, site: Site, request: Request, sensor: string): void => {
  const { query, tables } = request;
  const temperature = tables.get('seaTemperature');
  const lice = tables.get('lice');
  const treatments = tables.get('treatments');
  for (const week of store.weeks(site)) {
    if (week.date < query.start || week.date > query.end) continue;
    if (query.genId && week.generationId !== query.genId) continue;
    const period = periodFor(request, toDayNumber(week.date), sensor);
    temperature?.of(sensor, '3').add(period, [week.seaTemperature]);
    if (week.liceReported)
      lice?.of(sensor, null).add(period, [week.female ?? NO, week.mobile ?? NO, week.stationary ?? NO]);
    if (treatments)
      for (const treatment of week.treatments)
        treatments.of(sensor, treatment.product).add(period, [1, treatment.accumulated]);
  }
};

/** The answer of POST /v2/timeline/data/entity from the column store. */
export const computeTimelineV2 = (
  store: FarmStore,
  query: TimelineQuery,
  access: TimelineAccess,
  /** Whether dense tables are sent dense (the entity is private). */
  dense: boolean,
): TimelineV2Response => {
  if (query.start > query.end) throw new TimelineError(400, 'start must not be after end');
  const agg = query.agg ?? 'day';
  const { sites, cageFilter } = resolveEntity(store.dataset, query, access);
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
    tables: new Map(fields.map((field) => [field, new TableColumns(field)])),
  };
  for (const site of sites) {
    if (allPrivate) addPrivate(store, site, request, { cageFilter, sensorKeys, wantsFarm, farmSensor, isOrganization });
    else addPublic(store, site, request, farmSensor);
  }
  return layout(query, agg, request.tables, allPrivate, dense);
};

/** Period columns → the v2 layout: one axis, dense or sparse series in v1's row order. */
const layout = (
  query: TimelineQuery,
  agg: Aggregation,
  tables: Map<TimelineKey, TableColumns>,
  includeDetails: boolean,
  dense: boolean,
): TimelineV2Response => {
  let first: number;
  let last: number;
  if (isRelativeAggregation(agg)) {
    first = Number.POSITIVE_INFINITY;
    last = Number.NEGATIVE_INFINITY;
    for (const table of tables.values())
      for (const series of table.series.values())
        for (const period of series.periods) {
          if (period < first) first = period;
          if (period > last) last = period;
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
  const out: Partial<Record<TimelineKey, TimelineColumns>> = {};
  for (const [key, table] of tables) {
    const isDense = dense && DENSE_TIMELINE_KEYS.has(key);
    const entries = [...table.series.values()]
      .filter((series) => series.periods.length > 0)
      .map((series) => {
        const order = series.periods.map((_, slot) => slot).sort((a, b) => series.periods[a]! - series.periods[b]!);
        return { series, order, firstPeriod: series.periods[order[0]!]! };
      })
      .sort(
        (a, b) =>
          a.firstPeriod - b.firstPeriod ||
          (a.series.sensor < b.series.sensor ? -1 : a.series.sensor > b.series.sensor ? 1 : 0) ||
          (a.series.group ?? '').localeCompare(b.series.group ?? ''),
      );
    const valueOf = (series: PeriodSeries, field: number, slot: number): number | null => {
      const count = series.counts[field]![slot]!;
      if (count === 0) return null;
      const kind = table.kinds[field];
      if (kind === 'last') return round(series.last[field]![slot]!);
      if (kind === 'sum') return round(series.sums[field]![slot]!);
      return round(series.sums[field]![slot]! / count);
    };
    const series: TimelineSeries[] = entries.map(({ series: entry, order }) => {
      if (isDense) {
        const columns: Record<string, (number | null)[]> = {};
        table.fields.forEach((field, position) => {
          const values = new Array<number | null>(axis.length).fill(null);
          for (const slot of order) values[entry.periods[slot]! - first] = valueOf(entry, position, slot);
          columns[field] = values;
        });
        return { sensor: entry.sensor, group: entry.group, columns };
      }
      const columns: Record<string, (number | null)[]> = {};
      table.fields.forEach((field, position) => {
        columns[field] = order.map((slot) => valueOf(entry, position, slot));
      });
      const result: TimelineSeries = {
        sensor: entry.sensor,
        group: entry.group,
        index: order.map((slot) => entry.periods[slot]! - first),
        columns,
      };
      if (includeDetails && entry.details)
        result.details = order.map((slot) => entry.details![slot]?.join(', ') ?? null);
      return result;
    });
    out[key] = { fields: table.fields, group: table.group, series };
  }
  return { entityType: query.entityType, id: query.id, start: query.start, end: query.end, axis, tables: out };
};
