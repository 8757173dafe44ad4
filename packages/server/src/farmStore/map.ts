/**
 * The map store: map v2 answers (arrays indexed week × farm per data key, a `reported` mask; every 0/1 mask a
 * string of `0` and `1`, the wire form `MapV2Wire`) built from the dataset's weekly rows once per year and kept
 * as serialised JSON fragments. Every key but `inventory` is the
 * same for every viewer, so a year's answer is the concatenation of stored fragments; `inventory` carries the
 * real weight of the viewer's own farms and the estimate (0.5 kg steps) for the others, so its weights are
 * serialised per request (only when the viewer owns one of the farms) from a stored weight column.
 * `test/mapStore.test.ts` compares it with the v1 records laid out in v2 (`test/mapToV2.ts`).
 */
import type { MapDataKey, MapV2Data } from '@havbruk/api';
import type { Dataset, SiteWeek } from '@havbruk/api/dataset';

/** A disease of a farm's week (the strain is null when not known: a case the public weekly data flags). */
export type MapDisease = Omit<SiteWeek['diseases'][number], 'strain'> & { strain: string | null };

/** A farm as the map reads it: its weekly rows aligned with `Dataset.weeks` (dataset sites, or imported public ones). */
export interface MapSite {
  id: string;
  weeks: readonly (Pick<
    SiteWeek,
    'liceReported' | 'female' | 'mobile' | 'stationary' | 'isFallow' | 'isActive' | 'treatments' | 'fishWeight'
  > & { diseases: readonly MapDisease[] })[];
}

interface Week {
  year: number;
  week: number;
  label: string;
}

/** One year (or one week) of every farm: the fragments of the public keys and the inventory columns. */
export interface MapColumns {
  weeks: Week[];
  /** `{"year":…,"weeks":[…],"farms":[…]` without the data. */
  head: string;
  farmIds: string[];
  fragments: Map<Exclude<MapDataKey, 'inventory'>, string>;
  /** Measured weight per cell (NaN for null); the estimate is derived from it. */
  weight: Float64Array;
  /** The inventory fragment of a viewer who owns none of the farms. */
  publicInventory: string;
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
/** The estimate shown for a farm the viewer does not own: the weight in 0.5 kg steps (the contract). */
const estimate = (weight: number): number => Math.round(weight * 2) / 2;

/**
 * The columns of these weeks of a year, in steps: a generator that yields after each week and each serialised
 * fragment (`buildColumns` runs it at once, `MapStore.ready` in turns of the event loop).
 */
function* buildSteps(
  dataset: Dataset,
  sites: readonly MapSite[],
  year: number,
  indexes: number[],
): Generator<void, MapColumns> {
  const weeks = indexes.map((index) => {
    const week = dataset.weeks[index]!;
    return { year: week.year, week: week.week, label: week.label };
  });
  const farmIds = weeks.length > 0 ? sites.map((site) => site.id) : [];
  const farms = farmIds.length;
  const cells = weeks.length * farms;
  const lice = {
    reported: new Array<0 | 1>(cells).fill(0),
    female: new Array<number | null>(cells).fill(null),
    mobile: new Array<number | null>(cells).fill(null),
    stationary: new Array<number | null>(cells).fill(null),
  };
  const activity = { isFallow: new Array<0 | 1>(cells).fill(0), isActive: new Array<0 | 1>(cells).fill(0) };
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
  const treatments: NonNullable<MapV2Data['treatments']> = {
    count: new Array<number>(cells).fill(0),
    cell: [],
    products: [],
    product: [],
  };
  const productCodes = new Map<string, number>();
  const weight = new Float64Array(cells).fill(Number.NaN);
  for (let weekPosition = 0; weekPosition < indexes.length; weekPosition += 1) {
    const index = indexes[weekPosition]!;
    sites.forEach((site, farm) => {
      const row = site.weeks[index]!;
      const cell = weekPosition * farms + farm;
      lice.reported[cell] = flag(row.liceReported);
      lice.female[cell] = row.female;
      lice.mobile[cell] = row.mobile;
      lice.stationary[cell] = row.stationary;
      activity.isFallow[cell] = flag(row.isFallow);
      activity.isActive[cell] = flag(row.isActive);
      diseases.count[cell] = row.diseases.length;
      for (const disease of row.diseases) {
        let code = diseases.types.indexOf(disease.type);
        if (code < 0) code = diseases.types.push(disease.type) - 1;
        diseases.cell.push(cell);
        diseases.type.push(code);
        diseases.strain.push(disease.strain);
        diseases.status.push(disease.status);
        diseases.start.push(disease.start);
        diseases.end.push(disease.end);
      }
      treatments.count[cell] = row.treatments.length;
      for (const treatment of row.treatments) {
        const id = `${treatment.product}\u0000${treatment.category}`;
        let code = productCodes.get(id);
        if (code === undefined) {
          code = treatments.products.push({ product: treatment.product, category: treatment.category }) - 1;
          productCodes.set(id, code);
        }
        treatments.cell.push(cell);
        treatments.product.push(code);
      }
      if (row.fishWeight !== null) weight[cell] = row.fishWeight;
    });
    yield;
  }
  const fragments: MapColumns['fragments'] = new Map();
  fragments.set('lice', JSON.stringify({ ...lice, reported: lice.reported.join('') }));
  yield;
  fragments.set(
    'activity',
    JSON.stringify({ isFallow: activity.isFallow.join(''), isActive: activity.isActive.join('') }),
  );
  fragments.set('diseases', JSON.stringify(diseases));
  yield;
  fragments.set('treatments', JSON.stringify(treatments));
  yield;
  const columns: MapColumns = {
    weeks,
    head: `{"year":${JSON.stringify(year)},"weeks":${JSON.stringify(weeks)},"farms":${JSON.stringify(farmIds)}`,
    farmIds,
    fragments,
    weight,
    publicInventory: '',
  };
  columns.publicInventory = inventoryFragment(columns, () => false);
  return columns;
}

const buildColumns = (dataset: Dataset, sites: readonly MapSite[], year: number, indexes: number[]): MapColumns => {
  const steps = buildSteps(dataset, sites, year, indexes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};

/** The inventory fragment for a viewer: real weights on the viewer's farms, the estimate elsewhere. */
const inventoryFragment = (columns: MapColumns, isPrivate: (farmId: string) => boolean): string => {
  const farms = columns.farmIds.length;
  const owned = columns.farmIds.map((id) => isPrivate(id));
  const weight = new Array<number | null>(columns.weight.length);
  for (let cell = 0; cell < weight.length; cell += 1) {
    const value = columns.weight[cell] as number;
    weight[cell] = Number.isNaN(value) ? null : owned[cell % farms] ? value : estimate(value);
  }
  const estimated = owned.map((mine) => flag(!mine)).join('');
  return `{"weight":${JSON.stringify(weight)},"estimated":"${estimated}"}`;
};

export class MapStore {
  private readonly years = new Map<number, MapColumns>();
  /** Years being built in turns of the event loop (`ready`). */
  private readonly building = new Map<number, Promise<void>>();
  /**
   * The farms of the answers: the dataset's sites until `setSites` gives those read from the database (issue 34:
   * the public weekly data of `site_weeks`, every imported site included).
   */
  private sites: readonly MapSite[];
  constructor(readonly dataset: Dataset) {
    this.sites = dataset.sites;
  }

  /** The farms of the answers, their weeks aligned with the dataset's (the v1 map answer reads them too). */
  get farms(): readonly MapSite[] {
    return this.sites;
  }

  /** Sets the farms (the dataset's first, in its order, then sites only imported); the built years are dropped. */
  setSites(sites: readonly MapSite[]): void {
    this.sites = sites;
    this.years.clear();
  }

  /**
   * Builds a year not built yet one week (and one serialised fragment) per turn of the event loop (a year of 1,000
   * farms took ~80 ms of CPU at once); `answer` then takes it from the kept years. A week is built per request.
   */
  async ready(year: number): Promise<void> {
    if (this.years.has(year)) return;
    let building = this.building.get(year);
    if (!building) {
      const sites = this.sites;
      building = (async () => {
        const steps = buildSteps(this.dataset, sites, year, this.weekIndexes(year));
        for (;;) {
          const step = steps.next();
          if (step.done) {
            // Kept unless the sites changed meanwhile (`answer` builds the year again then).
            if (this.sites === sites) this.years.set(year, step.value);
            return;
          }
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
      })().finally(() => this.building.delete(year));
      this.building.set(year, building);
    }
    await building;
  }

  private weekIndexes(year: number, week?: number): number[] {
    const indexes: number[] = [];
    this.dataset.weeks.forEach((entry, index) => {
      if (entry.year === year && (week === undefined || entry.week === week)) indexes.push(index);
    });
    return indexes;
  }

  /** The columns of a year (built on first use, kept); of one week (built per request: 1,000 cells). */
  private columns(year: number, week?: number): MapColumns {
    if (week !== undefined) return buildColumns(this.dataset, this.sites, year, this.weekIndexes(year, week));
    let columns = this.years.get(year);
    if (!columns) {
      columns = buildColumns(this.dataset, this.sites, year, this.weekIndexes(year));
      this.years.set(year, columns);
    }
    return columns;
  }

  /** Builds every year of the dataset now (start-up). */
  warm(): void {
    for (const year of new Set(this.dataset.weeks.map((week) => week.year))) this.columns(year);
  }

  /** The serialised answer of GET /v2/map/data/{year}[/{week}] for these keys (in this order) and viewer. */
  answer(
    year: number,
    week: number | undefined,
    keys: readonly MapDataKey[],
    viewer: { isPrivate: (farmId: string) => boolean },
  ): string {
    const columns = this.columns(year, week);
    const parts = [...new Set(keys)].map((key) => {
      if (key !== 'inventory') return `"${key}":${columns.fragments.get(key)}`;
      const ownsOne = columns.farmIds.some((id) => viewer.isPrivate(id));
      return `"inventory":${ownsOne ? inventoryFragment(columns, viewer.isPrivate) : columns.publicInventory}`;
    });
    return `${columns.head},"data":{${parts.join(',')}}}`;
  }

  get size(): number {
    return this.years.size;
  }
}

const stores = new WeakMap<Dataset, MapStore>();
/** The one map store of a dataset. */
export const mapStoreOf = (dataset: Dataset): MapStore => {
  let store = stores.get(dataset);
  if (!store) {
    store = new MapStore(dataset);
    stores.set(dataset, store);
  }
  return store;
};

/**
 * An answer already serialised (map bodies assembled from stored fragments, timeline bodies written by the
 * column store, or the parts of a large answer serialised piece by piece): the route layer sends `text` as the body
 * instead of serialising the value. Typed as the call's answer so a handler can return it.
 */
export class JsonText {
  constructor(readonly text: string | Buffer | readonly string[]) {}
}
export const jsonText = <T>(text: string | Buffer | readonly string[]): T => new JsonText(text) as unknown as T;
