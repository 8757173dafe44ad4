/**
 * Seeded, believable table data for the DataTable stories and benchmark: lab orders, product usages,
 * data pipelines and harvest records of fictional farms along the Norwegian coast. Deterministic, so
 * stories, play tests and screenshots are stable.
 */
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

const PANELS = ['PD (SAV3)', 'ILA (HPR-del)', 'CMS (PMCV)', 'HSMI (PRV-1)', 'AGD (P. perurans)', 'Yersiniose'] as const;
const SPECIES = { en: ['Atlantic salmon', 'Rainbow trout'], no: ['Atlantisk laks', 'Regnbueørret'] } as const;

export function labOrders(count: number, locale: Locale = 'en', seed = 7): LabOrder[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index) => {
    const sampleTime = START + random.int(0, 640) * DAY;
    const panel = [
      ...new Set([random.pick(PANELS), random.pick(PANELS), ...(random.next() < 0.4 ? [random.pick(PANELS)] : [])]),
    ];
    const total = random.pick([6, 10, 12, 20, 30, 60]);
    const positive = random.next() < 0.55 ? 0 : random.int(1, total);
    return {
      order: `LAB-${2025 + Math.floor((sampleTime - START) / (365 * DAY))}-${String(1040 + index * 7).padStart(5, '0')}`,
      farm: random.pick(FARMS),
      sampleDate: isoDay(sampleTime),
      diseasesTested: panel.join(', '),
      positive,
      total,
      positivePercent: Number(((positive / total) * 100).toFixed(2)),
      histology: random.next() < 0.35,
      species: random.next() < 0.85 ? SPECIES[locale][0] : SPECIES[locale][1],
      testDate: isoDay(sampleTime + random.int(2, 9) * DAY),
    };
  });
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
  growth: { en: 'Growth (SGR)', no: 'Vekst (SGR)' },
  mortality: { en: 'Mortality %', no: 'Dødelighet %' },
  days: { en: 'Days used', no: 'Dager i bruk' },
  organization: { en: 'Organization', no: 'Organisasjon' },
  pipeline: { en: 'Pipeline', no: 'Datakilde' },
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

const PRODUCTS = [
  ['Thermolicer', { en: 'Thermal delicing', no: 'Termisk avlusing' }],
  ['Optilicer', { en: 'Thermal delicing', no: 'Termisk avlusing' }],
  ['Hydrolicer', { en: 'Mechanical delicing', no: 'Mekanisk avlusing' }],
  ['FLS avlusersystem', { en: 'Mechanical delicing', no: 'Mekanisk avlusing' }],
  ['Salmosan Vet', { en: 'Bath treatment', no: 'Badebehandling' }],
  ['Paramove', { en: 'Bath treatment', no: 'Badebehandling' }],
  ['Slice Vet (emamectin)', { en: 'Feed additive', no: 'Fôrtilsetning' }],
  ['Rensefisk: rognkjeks', { en: 'Cleaner fish', no: 'Rensefisk' }],
  ['Rensefisk: berggylt', { en: 'Cleaner fish', no: 'Rensefisk' }],
  ['Spirit Supreme 500', { en: 'Feed', no: 'Fôr' }],
  ['Rapid Robust 1000', { en: 'Feed', no: 'Fôr' }],
  ['Intro Plus 75', { en: 'Feed', no: 'Fôr' }],
] as const;

export function productUsages(count: number, locale: Locale = 'en', seed = 11): ProductUsage[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index) => {
    const [product, category] = random.pick(PRODUCTS);
    const start = START + random.int(0, 600) * DAY;
    const days = random.int(1, 120);
    const open = random.next() < 0.08;
    return {
      id: `usage-${index + 1}`,
      product,
      category: category[locale],
      farm: random.pick(FARMS),
      start: isoDay(start),
      end: open ? null : isoDay(start + days * DAY),
      score: random.int(12, 98),
      growth: random.round(0.4 + random.next() * 1.4, 2),
      mortality: random.round(random.next() * random.next() * 6, 3),
      days,
    };
  });
}

export const productUsageColumns = (locale: Locale): DataTableColumn<ProductUsage>[] => [
  { header: H.product[locale], accessor: 'product', id: 'product', width: 190 },
  { header: H.category[locale], accessor: 'category', id: 'category', filter: 'values' },
  { header: H.farm[locale], accessor: 'farm', id: 'farm', filter: 'values' },
  { header: H.start[locale], accessor: 'start', id: 'start', kind: 'date', filter: true, width: 115 },
  { header: H.end[locale], accessor: 'end', id: 'end', kind: 'date', width: 115 },
  { header: H.score[locale], accessor: 'score', id: 'score', kind: 'integer', filter: true, width: 90 },
  {
    header: H.growth[locale],
    accessor: 'growth',
    id: 'growth',
    kind: 'decimal',
    decimals: 2,
    filter: true,
    width: 120,
  },
  {
    header: H.mortality[locale],
    accessor: 'mortality',
    id: 'mortality',
    kind: 'percent',
    decimals: 3,
    filter: true,
    width: 130,
  },
  { header: H.days[locale], accessor: 'days', id: 'days', kind: 'integer', filter: true, width: 110 },
  { id: 'usageId', accessor: 'id', hidden: true, exported: false },
];

// ---------------------------------------------------------------- data pipelines (spec 1 "Pipeline table")

export interface PipelineRow {
  organization: string;
  pipeline: string;
  lastSuccess: string;
  lastExtract: string;
  mostRecentDataPoint: string;
  isDisabled: boolean;
}

const ORGANIZATIONS = ['Nordkyst Sjømat', 'Vestfjord Havbruk', 'Hitra Laks', 'Sunnmøre Fisk', 'Helgeland Akva'];
const PIPELINES = [
  'FishTalk Control',
  'Mercatus Farmer',
  'AquaCloud lusetelling',
  'Sensorbøye temperatur',
  'Fôringsanlegg Akvasmart',
];

export function pipelines(count: number, seed = 3): PipelineRow[] {
  const random = seeded(seed);
  const today = Date.UTC(2026, 10, 20);
  return Array.from({ length: count }, (_, index) => {
    const lastSuccess = today - random.int(0, 20) * DAY;
    return {
      organization: ORGANIZATIONS[index % ORGANIZATIONS.length] as string,
      pipeline: random.pick(PIPELINES),
      lastSuccess: isoDay(lastSuccess),
      lastExtract: isoDay(lastSuccess + random.int(0, 2) * DAY),
      mostRecentDataPoint: isoDay(lastSuccess - random.int(0, 3) * DAY),
      isDisabled: random.next() < 0.15,
    };
  });
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
