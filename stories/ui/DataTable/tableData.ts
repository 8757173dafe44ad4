/**
 * Table data for the DataTable stories and benchmark. Lab orders, product usages and data pipelines are the
 * records of `@havbruk/api`'s synthetic dataset (`createDataset()`, deterministic), flattened into table rows.
 * Harvest records are derived from the dataset's finished production cycles (`datasetHarvests`). The
 * 100,000-row table needs more harvests than the dataset's ~1,000 farms ever had (about 20,000 fish groups over
 * four years), so it comes from a seeded generator of fictional farms (`harvestRecords`). Everything is
 * deterministic: play tests and screenshots are stable.
 */
import { type LabOrder as ApiLabOrder, type ProductUsage as ApiProductUsage } from '@havbruk/api';
import {
  createDataset,
  fromDayNumber,
  getLabOrders,
  getWeekIndex,
  isoWeekOf,
  toDayNumber,
  getPipelines,
  getProductUsages,
  type Dataset,
} from '@havbruk/api/dataset';
import type { DataTableColumn } from '@havbruk/ui';

type Locale = 'en' | 'no';

/** Small deterministic PRNG (mulberry32). */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    round: (value: number, decimals: number) => Number(value.toFixed(decimals)),
  };
}

const FARMS = [
  'Årøya Nord',
  'Bømlo Sør',
  'Hitra Vest',
  'Frøya Havbruk',
  'Ørnøy',
  'Skorpa',
  'Langøy Nordvest',
  'Kvitsøy',
  'Sandnesfjord',
  'Rønnholmen',
  'Tjeldøya',
  'Vikaneset',
  'Storvika',
  'Smøla Øst',
  'Ålesundsholmen',
  'Gjæslingan',
] as const;

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const START = Date.UTC(2025, 0, 6);

// ---------------------------------------------------------------- lab orders (spec 2 "Lab view")

export interface LabOrder {
  order: string;
  farm: string;
  sampleDate: string;
  diseasesTested: string;
  positive: number;
  total: number;
  positivePercent: number;
  histology: boolean;
  species: string;
  testDate: string;
}

let dataset: Dataset | undefined;
/** The synthetic dataset (default options), created on first use and shared. */
export const storyDataset = (): Dataset => (dataset ??= createDataset());
/** The dataset's demo farms (full private detail: lab orders, product usages). */
const demoFarms = () => storyDataset().sites.filter((site) => site.demo);

const SPECIES: Record<ApiLabOrder['species'], Record<Locale, string>> = {
  atlanticSalmon: { en: 'Atlantic salmon', no: 'Atlantisk laks' },
  rainbowTrout: { en: 'Rainbow trout', no: 'Regnbueørret' },
};

/** One table row per lab order: a sample is positive when any of its PCR results has a value. */
export function labOrderRow(order: ApiLabOrder, farm: string, locale: Locale): LabOrder {
  const samples = new Map<string, boolean>();
  for (const result of order.pcr) {
    const key = `${result.cageId}#${result.sample}`;
    samples.set(key, (samples.get(key) ?? false) || result.value !== null);
  }
  const total = samples.size;
  const positive = [...samples.values()].filter(Boolean).length;
  return {
    order: order.orderId,
    farm,
    sampleDate: order.sampledAt,
    diseasesTested: order.diseasesTested.join(', '),
    positive,
    total,
    positivePercent: total === 0 ? 0 : Number(((positive / total) * 100).toFixed(2)),
    histology: order.histology,
    species: SPECIES[order.species][locale],
    testDate: order.testedAt,
  };
}

/** The lab orders of the dataset's first demo farm (newest first). */
export function labOrders(locale: Locale = 'en'): LabOrder[] {
  const farm = demoFarms()[0];
  if (!farm) return [];
  return getLabOrders(storyDataset(), farm).map((order) => labOrderRow(order, farm.name, locale));
}

const H = {
  order: { en: 'Order', no: 'Ordre' },
  farm: { en: 'Farm', no: 'Lokalitet' },
  sampleDate: { en: 'Sample date', no: 'Prøvedato' },
  diseasesTested: { en: 'Diseases tested', no: 'Testet for' },
  positive: { en: 'Samples positive', no: 'Positive prøver' },
  histology: { en: 'Histology', no: 'Histologi' },
  species: { en: 'Species', no: 'Art' },
  testDate: { en: 'Test date', no: 'Testdato' },
  product: { en: 'Product', no: 'Produkt' },
  category: { en: 'Category', no: 'Kategori' },
  start: { en: 'Start', no: 'Start' },
  end: { en: 'End', no: 'Slutt' },
  score: { en: 'Score', no: 'Score' },
  growth: { en: 'Growth score', no: 'Vekstscore' },
  mortality: { en: 'Mortality score', no: 'Dødelighetsscore' },
  days: { en: 'Days used', no: 'Dager i bruk' },
  organization: { en: 'Organization', no: 'Organisasjon' },
  pipeline: { en: 'Pipeline', no: 'Datastrøm' },
  lastSuccess: { en: 'Last success', no: 'Siste vellykkede' },
  lastExtract: { en: 'Last extract', no: 'Siste uttrekk' },
  mostRecent: { en: 'Most recent data point', no: 'Nyeste datapunkt' },
  disabled: { en: 'Disabled', no: 'Deaktivert' },
  cage: { en: 'Cage', no: 'Merd' },
  harvestDate: { en: 'Harvest date', no: 'Slaktedato' },
  fishCount: { en: 'Fish', no: 'Antall fisk' },
  avgWeight: { en: 'Avg. weight (kg)', no: 'Snittvekt (kg)' },
  biomass: { en: 'Biomass (kg)', no: 'Biomasse (kg)' },
  market: { en: 'Market', no: 'Marked' },
  superior: { en: 'Superior %', no: 'Superior %' },
  earnings: { en: 'Earnings (NOK)', no: 'Inntekt (NOK)' },
  batch: { en: 'Batch', no: 'Batch' },
} as const;

export const labOrderColumns = (locale: Locale): DataTableColumn<LabOrder>[] => [
  { header: H.order[locale], accessor: 'order', id: 'order', width: 150 },
  { header: H.farm[locale], accessor: 'farm', id: 'farm', hidden: true, exported: true },
  { header: H.sampleDate[locale], accessor: 'sampleDate', id: 'sampleDate', kind: 'date', filter: true, width: 120 },
  { header: H.diseasesTested[locale], accessor: 'diseasesTested', id: 'diseasesTested', filter: 'text' },
  {
    header: H.positive[locale],
    id: 'positive',
    accessor: 'positivePercent',
    kind: 'percent',
    filter: true,
    width: 170,
    render: (row, text) => `${row.positive}/${row.total} (${text})`,
  },
  { header: H.histology[locale], accessor: 'histology', id: 'histology', kind: 'boolean', filter: true, width: 100 },
  { header: H.species[locale], accessor: 'species', id: 'species', filter: 'values', width: 150 },
  { header: H.testDate[locale], accessor: 'testDate', id: 'testDate', kind: 'date', filter: true, width: 120 },
];

// ---------------------------------------------------------------- product usages (spec 2 "Product benchmark")

export interface ProductUsage {
  id: string;
  product: string;
  category: string;
  farm: string;
  start: string;
  end: string | null;
  score: number;
  growth: number;
  mortality: number;
  days: number;
}

const CATEGORIES: Record<string, Record<Locale, string>> = {
  medicinalBath: { en: 'Medicinal bath', no: 'Medikamentelt bad' },
  medicinalFeed: { en: 'Medicinal feed', no: 'Medisinfôr' },
  mechanical: { en: 'Mechanical delicing', no: 'Mekanisk avlusing' },
  thermal: { en: 'Thermal delicing', no: 'Termisk avlusing' },
  freshwater: { en: 'Freshwater treatment', no: 'Ferskvannsbehandling' },
  cleanerFish: { en: 'Cleaner fish', no: 'Rensefisk' },
  feed: { en: 'Feed', no: 'Fôr' },
};

/** One table row per product usage: scores (0–100) overall and during use, days in use. */
export function productUsageRow(usage: ApiProductUsage, locale: Locale): ProductUsage {
  return {
    id: usage.id,
    product: usage.product,
    category: CATEGORIES[usage.category]?.[locale] ?? usage.category,
    farm: usage.cageId.split('-').slice(1).join('-') || usage.cageId,
    start: usage.startDate,
    end: usage.endDate,
    score: usage.scores.overall.score,
    growth: usage.scores.growth.duringUse.score,
    mortality: usage.scores.mortality.duringUse.score,
    days: usage.endDaysIn === null ? 0 : usage.endDaysIn - usage.startDaysIn + 1,
  };
}

/** The product usages of the dataset's first demo farm. */
export function productUsages(locale: Locale = 'en'): ProductUsage[] {
  const farm = demoFarms()[0];
  if (!farm) return [];
  return getProductUsages(storyDataset(), farm).map((usage) => productUsageRow(usage, locale));
}

export const productUsageColumns = (locale: Locale): DataTableColumn<ProductUsage>[] => [
  { header: H.product[locale], accessor: 'product', id: 'product', width: 190 },
  { header: H.category[locale], accessor: 'category', id: 'category', filter: 'values' },
  { header: H.cage[locale], accessor: 'farm', id: 'farm', filter: 'values' },
  { header: H.start[locale], accessor: 'start', id: 'start', kind: 'date', filter: true, width: 115 },
  { header: H.end[locale], accessor: 'end', id: 'end', kind: 'date', width: 115 },
  { header: H.score[locale], accessor: 'score', id: 'score', kind: 'integer', filter: true, width: 90 },
  { header: H.growth[locale], accessor: 'growth', id: 'growth', kind: 'integer', filter: true, width: 120 },
  {
    header: H.mortality[locale],
    accessor: 'mortality',
    id: 'mortality',
    kind: 'integer',
    filter: true,
    width: 140,
  },
  { header: H.days[locale], accessor: 'days', id: 'days', kind: 'integer', filter: true, width: 110 },
  { id: 'usageId', accessor: 'id', hidden: true, exported: false },
];

// ---------------------------------------------------------------- data pipelines (spec 1 "Pipeline table")

export interface PipelineRow {
  organization: string;
  pipeline: string;
  lastSuccess: string | null;
  lastExtract: string | null;
  mostRecentDataPoint: string | null;
  isDisabled: boolean;
}

/** Pipeline status rows of every organization in the dataset (timestamps as ISO date-times; null = never). */
export function pipelines(): PipelineRow[] {
  const data = storyDataset();
  return data.organizations.flatMap((organization) =>
    getPipelines(data, organization).map((pipeline) => ({
      organization: pipeline.organization.name,
      pipeline: pipeline.pipeline,
      lastSuccess: pipeline.lastSuccess,
      lastExtract: pipeline.lastExtract,
      mostRecentDataPoint: pipeline.mostRecentDataPoint,
      isDisabled: pipeline.isDisabled,
    })),
  );
}

export const pipelineColumns = (locale: Locale): DataTableColumn<PipelineRow>[] => [
  { header: H.organization[locale], accessor: 'organization', id: 'organization', filter: 'values' },
  { header: H.pipeline[locale], accessor: 'pipeline', id: 'pipeline' },
  { header: H.lastSuccess[locale], accessor: 'lastSuccess', id: 'lastSuccess', kind: 'date', filter: true },
  { header: H.lastExtract[locale], accessor: 'lastExtract', id: 'lastExtract', kind: 'date' },
  { header: H.mostRecent[locale], accessor: 'mostRecentDataPoint', id: 'mostRecentDataPoint', kind: 'date' },
  { header: H.disabled[locale], accessor: 'isDisabled', id: 'isDisabled', kind: 'boolean', filter: true },
];

// ---------------------------------------------------------------- harvest records (spec 2 "Harvest recommendations")

export interface HarvestRecord {
  id: number;
  farm: string;
  cage: string;
  batch: string;
  harvestDate: string;
  fishCount: number;
  avgWeight: number;
  biomass: number;
  superiorPercent: number;
  market: string;
  earnings: number;
}

const MARKETS = { en: ['Fresh', 'Frozen'], no: ['Fersk', 'Fryst'] } as const;

/** `count` harvest records; 100,000 are generated in well under a second. */
export function harvestRecords(count: number, locale: Locale = 'en', seed = 5): HarvestRecord[] {
  const random = seeded(seed);
  const rows = new Array<HarvestRecord>(count);
  for (let index = 0; index < count; index += 1) {
    const fishCount = random.int(8_000, 190_000);
    const avgWeight = random.round(3 + random.next() * 3.2, 2);
    const biomass = random.round(fishCount * avgWeight, 0);
    const superiorPercent = random.round(55 + random.next() * 44, 1);
    const price = 72 + random.next() * 30;
    rows[index] = {
      id: index + 1,
      farm: random.pick(FARMS),
      cage: `M${random.int(1, 14)}`,
      batch: `${random.pick(['V', 'H'])}${random.int(23, 25)}-${random.int(1, 9)}`,
      harvestDate: isoDay(START + random.int(0, 680) * DAY),
      fishCount,
      avgWeight,
      biomass,
      superiorPercent,
      market: random.next() < 0.7 ? MARKETS[locale][0] : MARKETS[locale][1],
      earnings: Math.round(biomass * price * (1 + (superiorPercent / 100) * 0.2)),
    };
  }
  return rows;
}

export const harvestColumns = (locale: Locale): DataTableColumn<HarvestRecord>[] => [
  { header: H.farm[locale], accessor: 'farm', id: 'farm', width: 160 },
  { header: H.cage[locale], accessor: 'cage', id: 'cage', width: 70 },
  { header: H.batch[locale], accessor: 'batch', id: 'batch', width: 80 },
  { header: H.harvestDate[locale], accessor: 'harvestDate', id: 'harvestDate', kind: 'date', filter: true, width: 120 },
  { header: H.fishCount[locale], accessor: 'fishCount', id: 'fishCount', kind: 'integer', filter: true },
  {
    header: H.avgWeight[locale],
    accessor: 'avgWeight',
    id: 'avgWeight',
    kind: 'decimal',
    measure: 'weight',
    filter: true,
  },
  { header: H.biomass[locale], accessor: 'biomass', id: 'biomass', kind: 'decimal', measure: 'biomass', filter: true },
  { header: H.superior[locale], accessor: 'superiorPercent', id: 'superiorPercent', kind: 'percent', filter: true },
  { header: H.market[locale], accessor: 'market', id: 'market', filter: 'values', width: 90 },
  { header: H.earnings[locale], accessor: 'earnings', id: 'earnings', kind: 'integer', filter: true },
];

// ---------------------------------------------------------------- harvests derived from the dataset

/** One harvested fish group: the end of a production cycle at a farm. */
export interface DatasetHarvest {
  id: string;
  farm: string;
  cage: string;
  fishGroup: string;
  harvestDate: string;
  fishCount: number;
  /** Mean weight at harvest, kg. */
  avgWeight: number;
  /** Harvested biomass, kg. */
  biomass: number;
  /** Fish harvested as a share of the fish stocked in the group, 0–100. */
  survivalPercent: number;
  species: string;
}

let harvestCache: DatasetHarvest[] | undefined;

/**
 * Harvest records of the dataset, newest first: every generation (production cycle) whose harvest started
 * inside the dataset's weeks gives one record per fish group. Cages are emptied one after another over the
 * harvest window (as the dataset's farm detail does), so a group's date is its cage's slot in that window.
 * Count: the fish in the sea the week the harvest started, shared evenly over the cages and over the groups
 * of a cage; weight: the site's mean weight in the week the cage was harvested; biomass = count × weight;
 * survival = count against the fish stocked per group. English species names (`locale` for Norwegian).
 */
export function datasetHarvests(locale: Locale = 'en'): DatasetHarvest[] {
  const data = storyDataset();
  harvestCache ??= data.sites
    .flatMap((site) =>
      site.generations.flatMap((generation) => {
        if (generation.harvestStartDate === null) return [];
        const startDay = toDayNumber(generation.harvestStartDate);
        const weekAt = (day: number) => {
          const { year, week } = isoWeekOf(day);
          const index = getWeekIndex(data, year, week);
          return index < 0 ? undefined : site.weeks[index];
        };
        const first = weekAt(startDay);
        if (!first?.fishCount) return [];
        const endDay = generation.endDate === null ? toDayNumber(data.today) : toDayNumber(generation.endDate);
        const slot = Math.max(1, endDay - startDay + 1) / generation.cages.length;
        const perCage = first.fishCount / generation.cages.length;
        const stockedPerCage = generation.stockedCount / generation.cages.length;
        return generation.cages.flatMap((cage, cageIndex) => {
          const day = Math.floor(startDay + cageIndex * slot);
          if (day > toDayNumber(data.today)) return [];
          const weight = weekAt(day)?.fishWeight ?? first.fishWeight;
          if (weight === null) return [];
          const groups = generation.fishGroups.filter((group) => group.cageIds.includes(cage.id));
          return groups.map((group) => {
            const fishCount = Math.round(perCage / groups.length);
            return {
              id: group.id,
              farm: site.name,
              cage: cage.name,
              fishGroup: group.name,
              harvestDate: fromDayNumber(day),
              fishCount,
              avgWeight: weight,
              biomass: Math.round(fishCount * weight),
              survivalPercent: Number(Math.min(100, (fishCount / (stockedPerCage / groups.length)) * 100).toFixed(1)),
              species: generation.species,
            };
          });
        });
      }),
    )
    .sort((a, b) => (a.harvestDate < b.harvestDate ? 1 : a.harvestDate > b.harvestDate ? -1 : 0));
  return harvestCache.map((row) => ({ ...row, species: SPECIES[row.species as ApiLabOrder['species']][locale] }));
}

const DH = {
  fishGroup: { en: 'Fish group', no: 'Fiskegruppe' },
  survival: { en: 'Survival %', no: 'Overlevelse %' },
} as const;

export const datasetHarvestColumns = (locale: Locale): DataTableColumn<DatasetHarvest>[] => [
  { header: H.harvestDate[locale], accessor: 'harvestDate', id: 'harvestDate', kind: 'date', filter: true, width: 120 },
  { header: H.farm[locale], accessor: 'farm', id: 'farm', width: 170 },
  { header: H.cage[locale], accessor: 'cage', id: 'cage', width: 70 },
  { header: DH.fishGroup[locale], accessor: 'fishGroup', id: 'fishGroup', width: 110 },
  { header: H.fishCount[locale], accessor: 'fishCount', id: 'fishCount', kind: 'integer', filter: true },
  {
    header: H.avgWeight[locale],
    accessor: 'avgWeight',
    id: 'avgWeight',
    kind: 'decimal',
    measure: 'weight',
    filter: true,
  },
  { header: H.biomass[locale], accessor: 'biomass', id: 'biomass', kind: 'decimal', measure: 'biomass', filter: true },
  { header: DH.survival[locale], accessor: 'survivalPercent', id: 'survivalPercent', kind: 'percent', filter: true },
  { header: H.species[locale], accessor: 'species', id: 'species', filter: 'values', width: 140 },
  { id: 'fishGroupId', accessor: 'id', hidden: true, exported: false },
];
