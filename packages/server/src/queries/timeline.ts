/**
 * Timeline computation over the dataset (what POST /timeline/data/entity answers). Browser-safe: stories can
 * call it directly. Private entities get every table from the daily detail; public entities get only the
 * public tables (treatments without details, sea temperature, lice) from the weekly public data.
 */
import {
  PUBLIC_TIMELINE_KEYS,
  type Aggregation,
  type TimelineKey,
  type TimelineResponse,
  type TimelineRow,
  type TimelineTable,
} from '@havbruk/api';
import {
  DEPTHS,
  fromDayNumber,
  getFarmDetail,
  getFarmRisk,
  getLabOrders,
  getSite,
  isoWeekOf,
  MORTALITY_REASONS,
  mondayOfIsoWeek,
  toDayNumber,
  type CageSeries,
  type Dataset,
  type Site,
} from '@havbruk/api/dataset';

export interface TimelineQuery {
  entityType: 'farm' | 'cage' | 'fishGroup' | 'organization';
  id: string;
  genId?: string;
  start: string;
  end: string;
  sensorKeys?: string;
  fields: TimelineKey[];
  group?: string;
  agg?: Aggregation;
}

/** Which farms the viewer sees as private, and (for organizations) which farms the entity covers. */
export interface TimelineAccess {
  isPrivate: (farmId: string) => boolean;
  /** Farm ids of an organization entity (resolved by the caller, e.g. from the database). */
  organizationFarmIds?: string[];
}

/** The table layout: fields, default group column, how values aggregate over a period. */
export const TIMELINE_TABLES: Record<TimelineKey, { fields: string[]; group: string | null; sum: string[] }> = {
  feed: { fields: ['amount', 'percent'], group: null, sum: ['amount'] },
  pcrTests: { fields: ['avgCtValue', 'positivityRate'], group: 'disease', sum: [] },
  treatments: { fields: ['treatment', 'accumulatedTreatments'], group: 'product', sum: ['treatment'] },
  mortalities: {
    fields: ['count', 'biomass', 'weight', 'percent', 'accumulated'],
    group: 'reason',
    sum: ['count', 'biomass', 'percent'],
  },
  inventory: { fields: ['closeCount', 'closeBiomass', 'closeWeight', 'sgr'], group: null, sum: [] },
  lice: { fields: ['female', 'mobile', 'stationary'], group: null, sum: [] },
  oxygen: { fields: ['value'], group: 'depth', sum: [] },
  salinity: { fields: ['value'], group: 'depth', sum: [] },
  seaTemperature: { fields: ['value'], group: 'depth', sum: [] },
  riskForecasts: { fields: ['confidence'], group: 'label', sum: [] },
  slaughters: {
    fields: ['count', 'weight', 'biomass', 'accumulated', 'accumulatedCount', 'accumulatedBiomass'],
    group: null,
    sum: ['count', 'biomass'],
  },
};

/** Values that carry over (last value of the period) instead of averaging. */
export const LAST_FIELDS = new Set([
  'closeCount',
  'closeBiomass',
  'closeWeight',
  'accumulated',
  'accumulatedCount',
  'accumulatedBiomass',
  'accumulatedTreatments',
]);

interface Accumulator {
  date: string;
  sensor: string;
  group: string | null;
  sums: Record<string, number>;
  counts: Record<string, number>;
  last: Record<string, number | null>;
  details?: Set<string>;
}

/** Collects raw (daily or weekly) points and aggregates them by period. */
class TableBuilder {
  private readonly rows = new Map<string, Accumulator>();
  constructor(
    private readonly key: TimelineKey,
    private readonly agg: Aggregation,
    private readonly anchor: Map<string, number>,
  ) {}

  private periodOf(date: string, sensor: string): string {
    if (this.agg === 'day') return date;
    const day = toDayNumber(date);
    if (this.agg === 'week') {
      const { year, week } = isoWeekOf(day);
      return fromDayNumber(mondayOfIsoWeek(year, week));
    }
    if (this.agg === 'month') return `${date.slice(0, 7)}-01`;
    // daysIn / weeksIn / monthsIn: days since the sensor's generation start, encoded on 2000-01-01 + n.
    const start = this.anchor.get(sensor) ?? day;
    const days = day - start;
    const step = this.agg === 'daysIn' ? 1 : this.agg === 'weeksIn' ? 7 : 30;
    return fromDayNumber(toDayNumber('2000-01-01') + Math.floor(days / step) * step);
  }

  add(
    date: string,
    sensor: string,
    group: string | null,
    values: Record<string, number | null>,
    detail?: string,
    /** The values' weight in their period's mean (fish counted, for lice); 1 by default. */
    weight = 1,
  ): void {
    const period = this.periodOf(date, sensor);
    const id = `${period}|${sensor}|${group ?? ''}`;
    let row = this.rows.get(id);
    if (!row) {
      row = { date: period, sensor, group, sums: {}, counts: {}, last: {} };
      this.rows.set(id, row);
    }
    for (const [field, value] of Object.entries(values)) {
      if (value === null || Number.isNaN(value)) {
        if (!(field in row.last)) row.last[field] = null;
        continue;
      }
      row.sums[field] = (row.sums[field] ?? 0) + value * weight;
      row.counts[field] = (row.counts[field] ?? 0) + weight;
      row.last[field] = value;
    }
    if (detail) (row.details ??= new Set()).add(detail);
  }

  build(includeDetails: boolean): TimelineTable {
    const layout = TIMELINE_TABLES[this.key];
    const rows: TimelineRow[] = [];
    for (const row of this.rows.values()) {
      const values: Record<string, number | null> = {};
      for (const field of layout.fields) {
        const count = row.counts[field] ?? 0;
        if (count === 0) values[field] = null;
        else if (LAST_FIELDS.has(field))
          values[field] = row.last[field] === null || row.last[field] === undefined ? null : round(row.last[field]);
        else if (layout.sum.includes(field)) values[field] = round(row.sums[field] as number);
        else values[field] = round((row.sums[field] as number) / count);
      }
      const entry: TimelineRow = { date: row.date, sensor: row.sensor, group: row.group, values };
      if (includeDetails && row.details) entry.details = [...row.details].join(', ');
      rows.push(entry);
    }
    rows.sort((a, b) =>
      a.date < b.date
        ? -1
        : a.date > b.date
          ? 1
          : a.sensor < b.sensor
            ? -1
            : a.sensor > b.sensor
              ? 1
              : (a.group ?? '').localeCompare(b.group ?? ''),
    );
    return { fields: layout.fields, group: layout.group, rows };
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export class TimelineError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

/** Resolves the farms and the cage filter of an entity. */
export const resolveEntity = (
  dataset: Dataset,
  query: TimelineQuery,
  access: TimelineAccess,
): { sites: Site[]; cageFilter: ((series: Pick<CageSeries, 'cageId' | 'fishGroupIds'>) => boolean) | null } => {
  if (query.entityType === 'organization') {
    const ids = access.organizationFarmIds ?? dataset.organizations.find((org) => org.id === query.id)?.farmIds;
    if (!ids) throw new TimelineError(404, `Organization ${query.id} not found`);
    return {
      sites: ids.map((id) => getSite(dataset, id)).filter((site): site is Site => site !== undefined),
      cageFilter: null,
    };
  }
  const siteId = query.entityType === 'farm' ? query.id : query.id.split('-')[0]!;
  const site = getSite(dataset, siteId);
  if (!site) throw new TimelineError(404, `${query.entityType} ${query.id} not found`);
  if (query.entityType === 'cage') {
    if (!site.generations.some((generation) => generation.cages.some((cage) => cage.id === query.id)))
      throw new TimelineError(404, `cage ${query.id} not found`);
    return { sites: [site], cageFilter: (series) => series.cageId === query.id };
  }
  if (query.entityType === 'fishGroup') {
    if (!site.generations.some((generation) => generation.fishGroups.some((group) => group.id === query.id)))
      throw new TimelineError(404, `fish group ${query.id} not found`);
    return { sites: [site], cageFilter: (series) => series.fishGroupIds.includes(query.id) };
  }
  return { sites: [site], cageFilter: null };
};

/**
 * A timeline computation in steps: the farms of the entity, the work of one farm (`add`), and the answer once every
 * farm is added (`finish`). A server adds the farms in turns of its event loop (issue 36 item 1).
 */
export const startTimeline = (dataset: Dataset, query: TimelineQuery, access: TimelineAccess) => {
  if (query.start > query.end) throw new TimelineError(400, 'start must not be after end');
  const agg = query.agg ?? 'day';
  const { sites, cageFilter } = resolveEntity(dataset, query, access);
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
  const anchor = new Map<string, number>();
  const builders = new Map<TimelineKey, TableBuilder>(
    fields.map((field) => [field, new TableBuilder(field, agg, anchor)]),
  );
  const table = (key: TimelineKey) => builders.get(key);

  const add = (site: Site) => {
    if (allPrivate)
      addPrivate(dataset, site, query, {
        table,
        anchor,
        cageFilter,
        sensorKeys,
        wantsFarm,
        farmSensor,
        isOrganization,
      });
    else addPublic(dataset, site, query, table, farmSensor);
  };
  const finish = (): TimelineResponse => {
    const tables: TimelineResponse['tables'] = {};
    for (const [key, builder] of builders) tables[key] = builder.build(allPrivate);
    return { entityType: query.entityType, id: query.id, start: query.start, end: query.end, agg, tables };
  };
  return { sites, add, finish };
};

/** Computes the timeline tables of an entity for a period. */
export const computeTimeline = (dataset: Dataset, query: TimelineQuery, access: TimelineAccess): TimelineResponse => {
  const timeline = startTimeline(dataset, query, access);
  for (const site of timeline.sites) timeline.add(site);
  return timeline.finish();
};

/** Running totals of one cage series since its generation start (index i is day `firstDay + i`). */
interface RunningSeries {
  firstDay: number;
  stocked: number;
  before: { dead: number; slaughter: number; slaughterBiomass: number };
  dead: Float64Array;
  slaughter: Float64Array;
  slaughterBiomass: Float64Array;
}

const runningSeries = (entry: CageSeries): RunningSeries => {
  const length = entry.dates.length;
  const result: RunningSeries = {
    firstDay: entry.firstDay,
    stocked: entry.stocked,
    before: {
      dead: entry.before.dead,
      slaughter: entry.before.slaughterCount,
      slaughterBiomass: entry.before.slaughterBiomass,
    },
    dead: new Float64Array(length),
    slaughter: new Float64Array(length),
    slaughterBiomass: new Float64Array(length),
  };
  let dead = entry.before.dead;
  let slaughter = entry.before.slaughterCount;
  let slaughterBiomass = entry.before.slaughterBiomass;
  for (let index = 0; index < length; index += 1) {
    for (const reason of MORTALITY_REASONS) dead += entry.mortality[reason][index] as number;
    const slaughtered = entry.slaughterCount[index] as number;
    slaughter += slaughtered;
    slaughterBiomass += slaughtered * (entry.weight[index] as number);
    result.dead[index] = dead;
    result.slaughter[index] = slaughter;
    result.slaughterBiomass[index] = slaughterBiomass;
  }
  return result;
};

interface PrivateContext {
  table: (key: TimelineKey) => TableBuilder | undefined;
  anchor: Map<string, number>;
  cageFilter: ((series: Pick<CageSeries, 'cageId' | 'fishGroupIds'>) => boolean) | null;
  sensorKeys: string[];
  wantsFarm: boolean;
  farmSensor: string;
  isOrganization: boolean;
}

const addPrivate = (dataset: Dataset, site: Site, query: TimelineQuery, context: PrivateContext): void => {
  const detail = getFarmDetail(dataset, site.id);
  if (!detail) return;
  const { table, cageFilter, sensorKeys, wantsFarm, farmSensor } = context;
  const series = detail.cages.filter(
    (entry) =>
      (query.genId === undefined || entry.generationId === query.genId || context.isOrganization) &&
      (cageFilter === null || cageFilter(entry)),
  );
  // Sensors: the farm aggregate and/or single cages or fish groups.
  const sensorsOf = (entry: CageSeries): string[] => {
    const sensors: string[] = [];
    if (wantsFarm) sensors.push(farmSensor);
    // An organization's farm named in sensorKeys gets its own series beside the aggregate (one call for the
    // health overview's cards instead of one per farm).
    if (context.isOrganization && sensorKeys.includes(site.id)) sensors.push(site.id);
    for (const key of sensorKeys) if (key === entry.cageId || entry.fishGroupIds.includes(key)) sensors.push(key);
    return sensors;
  };
  const generationStart = new Map(
    site.generations.map((generation) => [generation.id, toDayNumber(generation.startDate)]),
  );

  // Per-day farm-level sums (across cages) so farm values are totals / fish-weighted means.
  type DayTotals = {
    count: number;
    biomass: number;
    feed: number;
    dead: Record<string, number>;
    slaughter: number;
    slaughterBiomass: number;
    /** Lice per fish × fish of the cages counted (female, mobile, stationary), and those fish. */
    lice: [number, number, number];
    liceFish: number;
    sgrWeighted: number;
    generations: Set<string>;
  };
  const totals = new Map<string, Map<string, DayTotals>>();
  const totalsFor = (sensor: string, date: string): DayTotals => {
    let bySensor = totals.get(sensor);
    if (!bySensor) {
      bySensor = new Map();
      totals.set(sensor, bySensor);
    }
    let day = bySensor.get(date);
    if (!day) {
      day = {
        count: 0,
        biomass: 0,
        feed: 0,
        dead: {},
        slaughter: 0,
        slaughterBiomass: 0,
        lice: [0, 0, 0],
        liceFish: 0,
        sgrWeighted: 0,
        generations: new Set(),
      };
      bySensor.set(date, day);
    }
    return day;
  };
  // Accumulated fields count from the generation's start (also before the request's start and the dataset's
  // first day), per generation: a farm's accumulated mortality on a day is the dead fish of the generations at
  // sea that day over their stocked fish.
  const running = new Map<string, Map<string, RunningSeries[]>>();
  const treatmentEvents = new Map<string, { date: string; product: string; category: string; generation: string }[]>();
  for (const entry of series) {
    const sensors = sensorsOf(entry);
    if (sensors.length === 0) continue;
    const start = generationStart.get(entry.generationId) ?? entry.firstDay;
    const cumulative = runningSeries(entry);
    const generation = site.generations.find((candidate) => candidate.id === entry.generationId);
    for (const sensor of sensors) {
      if (!context.anchor.has(sensor)) context.anchor.set(sensor, start);
      let byGeneration = running.get(sensor);
      if (!byGeneration) running.set(sensor, (byGeneration = new Map()));
      byGeneration.set(entry.generationId, [...(byGeneration.get(entry.generationId) ?? []), cumulative]);
      const events = treatmentEvents.get(sensor) ?? [];
      for (const treatment of generation?.treatments ?? [])
        if (treatment.cageIds.includes(entry.cageId)) events.push({ ...treatment, generation: entry.generationId });
      treatmentEvents.set(sensor, events);
    }
    for (let index = 0; index < entry.dates.length; index += 1) {
      const date = entry.dates[index] as string;
      if (date < query.start || date > query.end) continue;
      for (const sensor of sensors) {
        const day = totalsFor(sensor, date);
        day.generations.add(entry.generationId);
        const count = entry.count[index] as number;
        day.count += count;
        day.biomass += entry.biomass[index] as number;
        day.feed += entry.feed[index] as number;
        day.sgrWeighted += (entry.sgr[index] as number) * count;
        for (const reason of MORTALITY_REASONS)
          day.dead[reason] = (day.dead[reason] ?? 0) + (entry.mortality[reason][index] as number);
        day.slaughter += entry.slaughterCount[index] as number;
        day.slaughterBiomass += (entry.slaughterCount[index] as number) * (entry.weight[index] as number);
        if (entry.female[index] !== null) {
          day.lice[0] += (entry.female[index] as number) * count;
          day.lice[1] += (entry.mobile[index] as number) * count;
          day.lice[2] += (entry.stationary[index] as number) * count;
          day.liceFish += count;
        }
      }
    }
  }
  for (const [sensor, events] of treatmentEvents) {
    events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const counts = new Map<string, number>();
    for (const event of events) {
      const id = `${event.generation}|${event.product}`;
      const accumulated = (counts.get(id) ?? 0) + 1;
      counts.set(id, accumulated);
      if (event.date < query.start || event.date > query.end) continue;
      table('treatments')?.add(
        event.date,
        sensor,
        event.product,
        { treatment: 1, accumulatedTreatments: accumulated },
        event.category,
      );
    }
  }
  for (const [sensor, days] of totals) {
    const byGeneration = running.get(sensor) ?? new Map<string, RunningSeries[]>();
    const dates = [...days.keys()].sort();
    for (const date of dates) {
      const day = days.get(date) as DayTotals;
      const dayNumber = toDayNumber(date);
      let stock = 0;
      let accumulatedDead = 0;
      let accumulatedSlaughter = 0;
      let accumulatedSlaughterBiomass = 0;
      for (const generation of day.generations)
        for (const entry of byGeneration.get(generation) ?? []) {
          const at = Math.min(dayNumber - entry.firstDay, entry.dead.length - 1);
          stock += entry.stocked;
          accumulatedDead += at < 0 ? entry.before.dead : (entry.dead[at] as number);
          accumulatedSlaughter += at < 0 ? entry.before.slaughter : (entry.slaughter[at] as number);
          accumulatedSlaughterBiomass +=
            at < 0 ? entry.before.slaughterBiomass : (entry.slaughterBiomass[at] as number);
        }
      stock = stock || 1;
      const weight = day.count > 0 ? day.biomass / day.count : null;
      table('inventory')?.add(date, sensor, null, {
        closeCount: day.count,
        closeBiomass: day.biomass,
        closeWeight: weight,
        sgr: day.count > 0 ? day.sgrWeighted / day.count : null,
      });
      table('feed')?.add(date, sensor, null, {
        amount: day.feed,
        percent: day.biomass > 0 ? (day.feed / day.biomass) * 100 : null,
      });
      const deadTotal = Object.values(day.dead).reduce((a, b) => a + b, 0);
      const atRisk = day.count + deadTotal + day.slaughter;
      for (const reason of MORTALITY_REASONS) {
        const count = day.dead[reason] ?? 0;
        if (count === 0) continue;
        table('mortalities')?.add(date, sensor, reason, {
          count,
          biomass: weight === null ? 0 : count * weight,
          weight,
          percent: atRisk > 0 ? (count / atRisk) * 100 : 0,
          accumulated: (accumulatedDead / stock) * 100,
        });
      }
      if (day.slaughter > 0) {
        table('slaughters')?.add(date, sensor, null, {
          count: day.slaughter,
          weight: day.slaughterBiomass / day.slaughter,
          biomass: day.slaughterBiomass,
          accumulated: (accumulatedSlaughter / stock) * 100,
          accumulatedCount: accumulatedSlaughter,
          accumulatedBiomass: accumulatedSlaughterBiomass,
        });
      }
      // Fish-weighted over the cages counted, and over the farms of an organization (issue 35).
      if (day.liceFish > 0)
        table('lice')?.add(
          date,
          sensor,
          null,
          {
            female: day.lice[0] / day.liceFish,
            mobile: day.lice[1] / day.liceFish,
            stationary: day.lice[2] / day.liceFish,
          },
          undefined,
          day.liceFish,
        );
    }
  }
  // Environment (farm level only).
  if (wantsFarm) {
    const env = detail.environment;
    for (let index = 0; index < env.dates.length; index += 1) {
      const date = env.dates[index] as string;
      if (date < query.start || date > query.end) continue;
      for (const depth of DEPTHS) {
        table('seaTemperature')?.add(date, farmSensor, String(depth), {
          value: env.seaTemperature[depth][index] as number,
        });
        table('oxygen')?.add(date, farmSensor, String(depth), { value: env.oxygen[depth][index] as number });
        table('salinity')?.add(date, farmSensor, String(depth), { value: env.salinity[depth][index] as number });
      }
    }
    for (const order of getLabOrders(dataset, site)) {
      if (order.testedAt < query.start || order.testedAt > query.end) continue;
      if (
        query.genId &&
        !site.generations
          .find((generation) => generation.id === query.genId)
          ?.cages.some((cage) => order.pcr.some((result) => result.cageId === cage.id))
      )
        continue;
      const byDisease = new Map<string, { positive: number; total: number; ct: number[] }>();
      for (const result of order.pcr) {
        const entry = byDisease.get(result.disease) ?? { positive: 0, total: 0, ct: [] };
        entry.total += 1;
        if (result.value !== null) {
          entry.positive += 1;
          entry.ct.push(result.value);
        }
        byDisease.set(result.disease, entry);
      }
      for (const [disease, entry] of byDisease) {
        table('pcrTests')?.add(order.testedAt, farmSensor, disease, {
          avgCtValue: entry.ct.length ? entry.ct.reduce((a, b) => a + b, 0) / entry.ct.length : null,
          positivityRate: (entry.positive / entry.total) * 100,
        });
      }
    }
    addRiskForecasts(dataset, site, query, table, farmSensor);
  }
};

const addRiskForecasts = (
  dataset: Dataset,
  site: Site,
  query: TimelineQuery,
  table: (key: TimelineKey) => TableBuilder | undefined,
  sensor: string,
) => {
  const builder = table('riskForecasts');
  if (!builder) return;
  const now = getFarmRisk(dataset, site);
  dataset.weeks.forEach((week, index) => {
    const row = site.weeks[index];
    if (!row || week.start < query.start || week.start > query.end || !row.isActive) return;
    const female = row.female ?? 0;
    const lice = Math.max(2, Math.min(98, Math.round(female * 110 + (row.seaTemperature - 6) * 3)));
    const pd = row.diseases.some((disease) => disease.type === 'PD')
      ? 80
      : site.productionAreaId >= 2 && site.productionAreaId <= 7
        ? 30
        : 6;
    const ila = row.diseases.some((disease) => disease.type === 'ILA') ? 85 : 4;
    const last = index === dataset.weeks.length - 1;
    builder.add(week.start, sensor, 'lice', { confidence: last ? now.risks[0]!.confidence : lice });
    builder.add(week.start, sensor, 'pd', { confidence: last ? now.risks[1]!.confidence : pd });
    builder.add(week.start, sensor, 'ila', { confidence: last ? now.risks[2]!.confidence : ila });
  });
};

/**
 * Public weekly data: lice, sea temperature (3 m) and treatments without details; accumulated treatments count
 * per generation and product from the generation start.
 */
const addPublic = (
  dataset: Dataset,
  site: Site,
  query: TimelineQuery,
  table: (key: TimelineKey) => TableBuilder | undefined,
  sensor: string,
) => {
  const firstWeek = dataset.weeks[0]!.start;
  const counts = new Map<string, number>();
  for (const generation of site.generations)
    for (const treatment of generation.treatments)
      if (treatment.date < firstWeek) {
        const id = `${generation.id}|${treatment.product}`;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
  dataset.weeks.forEach((week, index) => {
    const row = site.weeks[index];
    if (!row) return;
    const accumulated = row.treatments.map((treatment) => {
      const id = `${row.generationId}|${treatment.product}`;
      const total = (counts.get(id) ?? 0) + 1;
      counts.set(id, total);
      return total;
    });
    if (week.start < query.start || week.start > query.end) return;
    if (query.genId && row.generationId !== query.genId) return;
    table('seaTemperature')?.add(week.start, sensor, '3', { value: row.seaTemperature });
    if (row.liceReported)
      table('lice')?.add(week.start, sensor, null, {
        female: row.female,
        mobile: row.mobile,
        stationary: row.stationary,
      });
    row.treatments.forEach((treatment, position) =>
      table('treatments')?.add(week.start, sensor, treatment.product, {
        treatment: 1,
        accumulatedTreatments: accumulated[position] as number,
      }),
    );
  });
};
