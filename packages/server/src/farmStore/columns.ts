/**
 * The farm column store: per farm, typed-array daily columns per cage series (one per generation and cage, on
 * one day index: day `firstDay + i`), the running totals since the generation start, the environment columns by
 * depth, and the sparse tables (treatments, PCR tests, risk forecasts, public weekly rows) as day lists. Built from
 * the farm data tables (`./fromDatabase.ts`) or, for a farm without private data there, from the dataset's farm
 * detail; timeline v2 requests aggregate from it (`./timeline.ts`).
 */
import {
  DEPTHS,
  getFarmDetail,
  getFarmDetailSteps,
  getFarmRisk,
  getLabOrders,
  getSite,
  MORTALITY_REASONS,
  toDayNumber,
  type Dataset,
  type DiseaseOutbreak,
  type FarmDetail,
  type RiskWeek,
  type Site,
} from '@havbruk/api/dataset';
import type { FarmRisk, FishGroup } from '@havbruk/api';
import type { Queryable } from '../db.ts';
import type { DetailGeneration } from '../queries/farm.ts';
import { runStepsYielding } from '../yielding.ts';
import { loadFarmColumns, loadPublicWeeks, type StoredPublic } from './fromDatabase.ts';
import { withPublicTreatments, type GenerationSpan } from './publicGenerations.ts';

/** Converts a number list (null where missing) to a Float64Array with NaN for null. */
const column = (values: readonly (number | null)[]): Float64Array => {
  const result = new Float64Array(values.length);
  for (let index = 0; index < values.length; index += 1) result[index] = values[index] ?? Number.NaN;
  return result;
};

/** One cage's daily columns within one generation. */
export interface SeriesColumns {
  cageId: string;
  generationId: string;
  fishGroupIds: string[];
  /** Day number of index 0; the columns cover `length` consecutive days. */
  firstDay: number;
  length: number;
  stocked: number;
  /** The generation's start day (anchor of daysIn / weeksIn / monthsIn). */
  generationStart: number;
  count: Float64Array;
  weight: Float64Array;
  biomass: Float64Array;
  sgr: Float64Array;
  feed: Float64Array;
  /** Dead fish per reason, in `MORTALITY_REASONS` order. */
  mortality: Float64Array[];
  slaughterCount: Float64Array;
  /** Lice per fish (NaN on days without a count). */
  female: Float64Array;
  mobile: Float64Array;
  stationary: Float64Array;
  /** Running totals since the generation start (including the days before `firstDay`). */
  dead: Float64Array;
  slaughter: Float64Array;
  slaughterBiomass: Float64Array;
  before: { dead: number; slaughter: number; slaughterBiomass: number };
}

export interface TreatmentDay {
  date: string;
  product: string;
  category: string;
  cageIds: string[];
}

export interface PcrDay {
  date: string;
  cageIds: Set<string>;
  /** Per disease (in the order of the order's results): mean Ct of positives (null when none), positivity %. */
  diseases: { disease: string; avgCtValue: number | null; positivityRate: number }[];
}

export interface RiskDay {
  date: string;
  lice: number;
  pd: number;
  ila: number;
}

/**
 * Public weekly data (what every viewer may see): lice (null when not reported, never 0), sea temperature (null when
 * not given), the week's confirmed PD/ILA, and the treatments (product, accumulated count from the generation start).
 */
export interface PublicWeek {
  /** The week's Monday. */
  date: string;
  generationId: string | null;
  seaTemperature: number | null;
  liceReported: boolean;
  female: number | null;
  mobile: number | null;
  stationary: number | null;
  /** Confirmed diseases of the week ('PD', 'ILA'). */
  diseases: string[];
  treatments: { product: string; accumulated: number }[];
}

export interface FarmColumns {
  farmId: string;
  series: SeriesColumns[];
  environment: {
    firstDay: number;
    length: number;
    /** Per depth in `DEPTHS` order. */
    seaTemperature: Float64Array[];
    oxygen: Float64Array[];
    salinity: Float64Array[];
  };
  /** Per generation id, its treatment events. */
  treatments: Map<string, TreatmentDay[]>;
  pcr: PcrDay[];
  risks: RiskDay[];
  /** Per generation id, its fish groups. */
  fishGroups: Map<string, FishGroup[]>;
  /** Per generation id, its disease cases. */
  diseases: Map<string, DiseaseOutbreak[]>;
}

/**
 * Puts every daily column of a farm (each series' columns, the environment by depth) into one buffer: the columns
 * become views of it. Needed after loading a saved store: Node's deserialiser gives each typed array a view into
 * the bytes read from the file (or a copy when unaligned), so ~20,000 columns kept the whole file alive beside
 * their copies (148 MB for 63 MB of columns); packed, the file's bytes are freed. Built columns are packed too,
 * so both ways end in the same layout.
 */
export const packFarmColumns = (farm: FarmColumns): FarmColumns => {
  const holders: { owner: Record<string, unknown> | Float64Array[]; key: string | number; column: Float64Array }[] = [];
  const collect = (owner: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(owner)) {
      if (value instanceof Float64Array) holders.push({ owner, key, column: value });
      else if (Array.isArray(value) && value.length > 0 && value.every((entry) => entry instanceof Float64Array))
        (value as Float64Array[]).forEach((column, index) => holders.push({ owner: value, key: index, column }));
    }
  };
  for (const series of farm.series) collect(series as unknown as Record<string, unknown>);
  collect(farm.environment as unknown as Record<string, unknown>);
  const memory = new Float64Array(holders.reduce((sum, holder) => sum + holder.column.length, 0));
  let at = 0;
  for (const holder of holders) {
    const view = memory.subarray(at, at + holder.column.length);
    view.set(holder.column);
    (holder.owner as Record<string | number, unknown>)[holder.key] = view;
    at += holder.column.length;
  }
  return farm;
};

const consecutiveFrom = (dates: readonly string[]): number => {
  const first = dates.length > 0 ? toDayNumber(dates[0] as string) : 0;
  if (dates.length > 0 && toDayNumber(dates[dates.length - 1] as string) !== first + dates.length - 1)
    throw new Error('farm store: daily dates are not consecutive');
  return first;
};

const seriesColumns = (site: Site, entry: FarmDetail['cages'][number]) => {
  const length = entry.dates.length;
  const generation = site.generations.find((candidate) => candidate.id === entry.generationId);
  const mortality = MORTALITY_REASONS.map((reason) => column(entry.mortality[reason]));
  const slaughterCount = column(entry.slaughterCount);
  const weight = column(entry.weight);
  const dead = new Float64Array(length);
  const slaughter = new Float64Array(length);
  const slaughterBiomass = new Float64Array(length);
  let deadTotal = entry.before.dead;
  let slaughterTotal = entry.before.slaughterCount;
  let biomassTotal = entry.before.slaughterBiomass;
  for (let index = 0; index < length; index += 1) {
    for (const reason of mortality) deadTotal += reason[index] as number;
    const slaughtered = slaughterCount[index] as number;
    slaughterTotal += slaughtered;
    biomassTotal += slaughtered * (weight[index] as number);
    dead[index] = deadTotal;
    slaughter[index] = slaughterTotal;
    slaughterBiomass[index] = biomassTotal;
  }
  const firstDay = consecutiveFrom(entry.dates);
  return {
    cageId: entry.cageId,
    generationId: entry.generationId,
    fishGroupIds: entry.fishGroupIds,
    firstDay,
    length,
    stocked: entry.stocked,
    generationStart: generation ? toDayNumber(generation.startDate) : entry.firstDay,
    count: column(entry.count),
    weight,
    biomass: column(entry.biomass),
    sgr: column(entry.sgr),
    feed: column(entry.feed),
    mortality,
    slaughterCount,
    female: column(entry.female),
    mobile: column(entry.mobile),
    stationary: column(entry.stationary),
    dead,
    slaughter,
    slaughterBiomass,
    before: {
      dead: entry.before.dead,
      slaughter: entry.before.slaughterCount,
      slaughterBiomass: entry.before.slaughterBiomass,
    },
  } satisfies SeriesColumns;
};

/**
 * The risk forecast of each active week (its Monday), the last week's from the forecast of now: `weeks` are the
 * farm's weeks in order, the last this week.
 */
export const riskDays = (
  weeks: readonly (RiskWeek & { date: string })[],
  now: FarmRisk,
  productionAreaId: number,
): RiskDay[] => {
  const days: RiskDay[] = [];
  weeks.forEach((row, index) => {
    if (!row.isActive) return;
    const female = row.female ?? 0;
    const lice = Math.max(2, Math.min(98, Math.round(female * 110 + (row.seaTemperature - 6) * 3)));
    const pd = row.diseases.some((disease) => disease.type === 'PD')
      ? 80
      : productionAreaId >= 2 && productionAreaId <= 7
        ? 30
        : 6;
    const ila = row.diseases.some((disease) => disease.type === 'ILA') ? 85 : 4;
    const last = index === weeks.length - 1;
    days.push({
      date: row.date,
      lice: last ? now.risks[0]!.confidence : lice,
      pd: last ? now.risks[1]!.confidence : pd,
      ila: last ? now.risks[2]!.confidence : ila,
    });
  });
  return days;
};

/** A dataset farm's risk days (its public weeks and generated disease outbreaks). */
const datasetRiskDays = (dataset: Dataset, site: Site): RiskDay[] =>
  riskDays(
    dataset.weeks.flatMap((week, index) => {
      const row = site.weeks[index];
      return row ? [{ ...row, date: week.start }] : [];
    }),
    getFarmRisk(dataset, site),
    site.productionAreaId,
  );

const pcrDays = (dataset: Dataset, site: Site): PcrDay[] =>
  getLabOrders(dataset, site).map((order) => {
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
    return {
      date: order.testedAt,
      cageIds: new Set(order.pcr.map((result) => result.cageId)),
      diseases: [...byDisease.entries()].map(([disease, entry]) => ({
        disease,
        avgCtValue: entry.ct.length ? entry.ct.reduce((a, b) => a + b, 0) / entry.ct.length : null,
        positivityRate: (entry.positive / entry.total) * 100,
      })),
    };
  });

/** Builds the columns of one farm (undefined for an unknown id). */
export const buildFarmColumns = (dataset: Dataset, farmId: string): FarmColumns | undefined => {
  const site = getSite(dataset, farmId);
  // Not memoised in the dataset: the columns are the store's copy (the row lists would double the memory).
  const detail = getFarmDetail(dataset, farmId, { keep: false });
  return site && detail && columnsOfDetail(dataset, site, detail);
};

/** The columns of a farm's detail built from the dataset. */
const columnsOfDetail = (dataset: Dataset, site: Site, detail: FarmDetail): FarmColumns => {
  const env = detail.environment;
  return packFarmColumns({
    farmId: site.id,
    series: detail.cages.map((entry) => seriesColumns(site, entry)),
    environment: {
      firstDay: consecutiveFrom(env.dates),
      length: env.dates.length,
      seaTemperature: DEPTHS.map((depth) => column(env.seaTemperature[depth])),
      oxygen: DEPTHS.map((depth) => column(env.oxygen[depth])),
      salinity: DEPTHS.map((depth) => column(env.salinity[depth])),
    },
    treatments: new Map(
      site.generations.map((generation) => [
        generation.id,
        generation.treatments.map((treatment) => ({
          date: treatment.date,
          product: treatment.product,
          category: treatment.category,
          cageIds: treatment.cageIds,
        })),
      ]),
    ),
    pcr: pcrDays(dataset, site),
    risks: datasetRiskDays(dataset, site),
    fishGroups: new Map(site.generations.map((generation) => [generation.id, generation.fishGroups])),
    diseases: new Map(site.generations.map((generation) => [generation.id, generation.diseases])),
  });
};

/** Public weekly rows of a farm, with the accumulated treatment count per generation and product. */
export const buildPublicWeeks = (dataset: Dataset, site: Site): PublicWeek[] => {
  const firstWeek = dataset.weeks[0]!.start;
  const counts = new Map<string, number>();
  for (const generation of site.generations)
    for (const treatment of generation.treatments)
      if (treatment.date < firstWeek) {
        const id = `${generation.id}|${treatment.product}`;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
  const weeks: PublicWeek[] = [];
  dataset.weeks.forEach((week, index) => {
    const row = site.weeks[index];
    if (!row) return;
    weeks.push({
      date: week.start,
      generationId: row.generationId,
      seaTemperature: row.seaTemperature,
      liceReported: row.liceReported,
      female: row.female,
      mobile: row.mobile,
      stationary: row.stationary,
      diseases: row.diseases.filter((disease) => disease.status === 'confirmed').map((disease) => disease.type),
      treatments: row.treatments.map((treatment) => {
        const id = `${row.generationId}|${treatment.product}`;
        const total = (counts.get(id) ?? 0) + 1;
        counts.set(id, total);
        return { product: treatment.product, accumulated: total };
      }),
    });
  });
  return weeks;
};

/**
 * The store, a cache of the farm data tables (issue 33): every farm with private data in the database (a stocking) is
 * loaded from it (`load`, before the server listens; `reload` after an import changed it). A farm the database holds
 * no private data of has no columns (an empty farm view: nothing is served from code), unless the store is given a
 * `fallback` (test servers, which seed only the farms a test names: `ServerOptions.farmsFromDataset`), the store
 * shared by the servers of one dataset (`farmStoreOf`), which builds it from the dataset on first use. A store without
 * a database (stories, the ui and machines tests) builds every farm from the dataset.
 * A site's public weeks come from `site_weeks` (`storedWeeks`, issue 34) when the store has a database, else from
 * the dataset (`weeks`).
 */
export class FarmStore {
  private readonly farms = new Map<string, FarmColumns>();
  private readonly publicWeeks = new Map<string, PublicWeek[]>();
  /** Per site, its public weeks read from `site_weeks` (`storedWeeks`), until a run that changed them drops them. */
  private readonly stored = new Map<string, Promise<StoredPublic>>();
  /** The farms the farm data tables hold stockings of (`stocked`), read when first asked after a run. */
  private stockedIds?: Promise<Set<string>>;
  /** Farms whose columns `ready` is building. */
  private readonly building = new Map<string, Promise<FarmColumns | undefined>>();
  constructor(
    readonly dataset: Dataset,
    private readonly source: { db?: Queryable; fallback?: FarmStore } = {},
  ) {}

  /** The database's farm-data version (moved by every import run that changed rows), or null without a database. */
  async version(): Promise<string | null> {
    if (!this.source.db) return null;
    const rows = await this.source.db.query<{ value: string }>(
      `select value from meta where key = 'farm_data_version'`,
    );
    return rows.rows[0]?.value ?? '0';
  }

  /** Whether a farm without columns is built from the dataset: no database, or a fallback that does (tests). */
  private get simulates(): boolean {
    return !this.source.db || this.source.fallback !== undefined;
  }

  /** A farm's columns as they are now: from the database when it holds the farm's private data (else see `simulates`). */
  async build(farmId: string): Promise<FarmColumns | undefined> {
    const stored = this.source.db && (await loadFarmColumns(this.source.db, this.dataset, farmId));
    return stored || (this.simulates ? buildFarmColumns(this.dataset, farmId) : undefined);
  }

  /** Loads every farm the database holds private data of (one farm per turn of the event loop). */
  async load(): Promise<void> {
    if (!this.source.db) return;
    const rows = await this.source.db.query<{ locality_number: number }>(
      'select distinct locality_number from generations order by locality_number',
    );
    await this.reload(rows.rows.map((row) => String(row.locality_number)));
  }

  /** Loads these farms again (an import changed them). */
  async reload(farmIds: readonly string[]): Promise<void> {
    this.stockedIds = undefined;
    for (const id of farmIds) {
      const stored = this.source.db && (await loadFarmColumns(this.source.db, this.dataset, id));
      if (stored) this.farms.set(id, stored);
      else this.farms.delete(id);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /**
   * A farm's columns, built first when the store has none yet and builds from the dataset (`simulates`): a simulated week per step, in slices between other requests' work, so no request holds the event loop
   * for the whole simulation (issue 36 item 1); one build per farm however many requests wait for it. `sliceMs`: the
   * slices' length (`runStepsYielding`).
   */
  async ready(farmId: string, sliceMs?: number): Promise<FarmColumns | undefined> {
    const columns = this.farms.get(farmId);
    if (columns) return columns;
    if (this.source.fallback) return this.source.fallback.ready(farmId, sliceMs);
    if (this.source.db) return undefined;
    let build = this.building.get(farmId);
    if (!build) {
      const site = getSite(this.dataset, farmId);
      const steps = getFarmDetailSteps(this.dataset, farmId, { keep: false });
      build = (
        site && steps
          ? runStepsYielding(steps, sliceMs).then((detail) => {
              const built = columnsOfDetail(this.dataset, site, detail);
              this.farms.set(farmId, built);
              return built;
            })
          : Promise.resolve(undefined)
      ).finally(() => this.building.delete(farmId));
      this.building.set(farmId, build);
    }
    return build;
  }

  /** Builds the columns of these farms now (start-up). */
  warm(farmIds: Iterable<string>): void {
    for (const id of farmIds) this.farm(id);
  }

  farm(farmId: string): FarmColumns | undefined {
    let columns = this.farms.get(farmId);
    if (!columns && this.source.fallback) return this.source.fallback.farm(farmId);
    if (!columns && !this.source.db) {
      columns = buildFarmColumns(this.dataset, farmId);
      if (columns) this.farms.set(farmId, columns);
    }
    return columns;
  }

  /**
   * Whether a farm holds the cage or fish group an entity names (a farm entity: always): by its columns, the farm data
   * tables', when the store holds them (every farm with private data in the database), else by the site's generations
   * (a farm the store has not built: the dataset's). Never builds a farm.
   */
  holds(farmId: string, entity: { entityType: string; id: string }): boolean {
    const { entityType, id } = entity;
    if (entityType !== 'cage' && entityType !== 'fishGroup') return true;
    const farm = this.has(farmId) ? this.farm(farmId) : undefined;
    // A farm not built has the dataset's cages only where the store builds farms from it (`simulates`: tests).
    const generations = farm || !this.simulates ? [] : (getSite(this.dataset, farmId)?.generations ?? []);
    if (entityType === 'cage')
      return farm
        ? farm.series.some((series) => series.cageId === id)
        : generations.some((generation) => generation.cages.some((cage) => cage.id === id));
    return farm
      ? [...farm.fishGroups.values()].some((groups) => groups.some((group) => group.id === id))
      : generations.some((generation) => generation.fishGroups.some((group) => group.id === id));
  }

  has(farmId: string): boolean {
    return this.farms.has(farmId) || (this.source.fallback?.has(farmId) ?? false);
  }

  /**
   * The dataset's public weeks of a site by its id (a store without a database answers from them; with one, their
   * dates and treatments: the public rows name no product), none for a site the dataset does not hold.
   */
  weeks(site: Pick<Site, 'id'>): PublicWeek[] {
    if (this.source.fallback) return this.source.fallback.weeks(site);
    let weeks = this.publicWeeks.get(site.id);
    if (!weeks) {
      const known = getSite(this.dataset, site.id);
      weeks = known ? buildPublicWeeks(this.dataset, known) : [];
      this.publicWeeks.set(site.id, weeks);
    }
    return weeks;
  }

  /**
   * A site's public weeks and their generation runs as the views read them (issues 33, 34): from `site_weeks` and
   * `disease_cases` (`loadPublicWeeks`), two indexed queries when first asked, kept until a run that changed them
   * drops them (`dropStoredWeeks`); without a database, the dataset's.
   */
  private storedPublic(site: Site): Promise<StoredPublic> {
    const { db } = this.source;
    if (!db)
      return Promise.resolve({ weeks: this.weeks(site), runs: getSite(this.dataset, site.id)?.generations ?? [] });
    let stored = this.stored.get(site.id);
    if (!stored) {
      const loading = loadPublicWeeks(db, site, this.weeks(site));
      // A failed read is not kept: the next request reads again.
      loading.catch(() => this.stored.get(site.id) === loading && this.stored.delete(site.id));
      this.stored.set(site.id, loading);
      stored = loading;
    }
    return stored;
  }

  /** A site's public weeks (`storedPublic`). */
  async storedWeeks(site: Site): Promise<PublicWeek[]> {
    return (await this.storedPublic(site)).weeks;
  }

  /**
   * The generations a viewer who sees a site publicly sees: `stockings` (the farm view's, where the tables hold the
   * farm's stockings: `stocked`), else the runs of its stored public weeks; with the public weeks' treatments.
   */
  async publicGenerations(site: Site, stockings?: readonly GenerationSpan[]): Promise<DetailGeneration[]> {
    const { weeks, runs } = await this.storedPublic(site);
    return withPublicTreatments(stockings ?? runs, weeks);
  }

  /** Whether the farm data tables hold stockings of a farm (its generations are the tables'). */
  async stocked(farmId: string): Promise<boolean> {
    const { db } = this.source;
    if (!db) return false;
    this.stockedIds ??= db
      .query<{ locality_number: number }>('select distinct locality_number from generations')
      .then((rows) => new Set(rows.rows.map((row) => String(row.locality_number))));
    const loading = this.stockedIds;
    loading.catch(() => this.stockedIds === loading && (this.stockedIds = undefined));
    return (await loading).has(farmId);
  }

  /** Drops the public weeks read (of these farms; every farm's after a public run): read again when next asked. */
  dropStoredWeeks(farmIds?: readonly string[]): void {
    if (!farmIds) this.stored.clear();
    else for (const id of farmIds) this.stored.delete(id);
  }

  get size(): number {
    return this.farms.size;
  }

  /** The built columns, the fallback's with them (to save them; `restore` takes them back). */
  snapshot(): { farms: Map<string, FarmColumns>; publicWeeks: Map<string, PublicWeek[]> } {
    const fallback = this.source.fallback?.snapshot();
    return {
      farms: new Map([...(fallback?.farms ?? []), ...this.farms]),
      publicWeeks: fallback?.publicWeeks ?? this.publicWeeks,
    };
  }

  restore(snapshot: ReturnType<FarmStore['snapshot']>): void {
    for (const [id, columns] of snapshot.farms) this.farms.set(id, packFarmColumns(columns));
    for (const [id, weeks] of snapshot.publicWeeks) this.publicWeeks.set(id, weeks);
  }
}

const stores = new WeakMap<Dataset, FarmStore>();
/** The dataset's store (the fallback of the servers started on one dataset, as in tests: they share its farms). */
export const farmStoreOf = (dataset: Dataset): FarmStore => {
  let store = stores.get(dataset);
  if (!store) {
    store = new FarmStore(dataset);
    stores.set(dataset, store);
  }
  return store;
};
