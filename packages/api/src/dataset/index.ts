/**
 * The synthetic Havbruk dataset: deterministic by seed, browser-safe (no Node APIs).
 *
 * ```ts
 * import { createDataset, getMapWeek } from '@havbruk/api/dataset';
 * const dataset = createDataset();            // seed 1, ~1,000 sites, < 3 s
 * const week = getMapWeek(dataset, 2026, 30); // one row per site for that ISO week
 * ```
 */
import { PRODUCTION_AREAS } from '../domain/productionAreas.ts';
import { fromDayNumber, isoWeekOf, isoWeeksInYear, mondayOfIsoWeek, toDayNumber, weekLabel } from './calendar.ts';
import { createMemberships, createOrganizations, createUsers } from './organizations.ts';
import { createOperators, createSites } from './sites.ts';
import { buildFarmDetail, farmDetailSteps, type FarmDetail } from './detail.ts';
import type {
  DatasetMembership,
  DatasetOrganization,
  DatasetUser,
  DatasetWeek,
  DatasetOperator,
  Site,
  SiteWeek,
} from './types.ts';

/** The fixed "today" of the default dataset, so stories, tests and screenshots stay stable. */
export const DATASET_TODAY = '2026-11-20';

export interface DatasetOptions {
  /** Seed of the generator (default 1). The same seed and options give identical output. */
  seed?: number;
  /** Number of farm sites (default 1,000; use e.g. 5,000 for benchmarks). */
  sites?: number;
  /** The dataset's "today" as YYYY-MM-DD (default `DATASET_TODAY`). */
  today?: string;
  /** Number of calendar years of weekly data before the current year (default 3 → 4 years in all). */
  yearsBack?: number;
}

export interface Dataset {
  seed: number;
  today: string;
  /** Calendar years with weekly data, ascending (the last is the current year). */
  years: number[];
  /** Every ISO week with data, ascending; `Site.weeks[i]` belongs to `weeks[i]`. */
  weeks: DatasetWeek[];
  productionAreas: typeof PRODUCTION_AREAS;
  operators: DatasetOperator[];
  sites: Site[];
  organizations: DatasetOrganization[];
  users: DatasetUser[];
  memberships: DatasetMembership[];
}

export const createDataset = (options: DatasetOptions = {}): Dataset => {
  const seed = options.seed ?? 1;
  const today = options.today ?? DATASET_TODAY;
  const todayDay = toDayNumber(today);
  const current = isoWeekOf(todayDay);
  const firstYear = current.year - (options.yearsBack ?? 3);
  const weeks: DatasetWeek[] = [];
  for (let year = firstYear; year <= current.year; year += 1) {
    const last = year === current.year ? current.week : isoWeeksInYear(year);
    for (let week = 1; week <= last; week += 1) {
      weeks.push({ year, week, label: weekLabel(year, week), start: fromDayNumber(mondayOfIsoWeek(year, week)) });
    }
  }
  const operators = createOperators(seed);
  const sites = createSites(seed, options.sites ?? 1000, operators, weeks, todayDay);
  const organizations = createOrganizations(operators, sites);
  return {
    seed,
    today,
    years: Array.from({ length: current.year - firstYear + 1 }, (_, index) => firstYear + index),
    weeks,
    productionAreas: PRODUCTION_AREAS,
    operators,
    sites,
    organizations,
    users: createUsers(),
    memberships: createMemberships(),
  };
};

const siteIndexCache = new WeakMap<Dataset, Map<string, Site>>();

/** A site by id (undefined when unknown). */
export const getSite = (dataset: Dataset, siteId: string): Site | undefined => {
  let index = siteIndexCache.get(dataset);
  if (!index) {
    index = new Map(dataset.sites.map((site) => [site.id, site]));
    siteIndexCache.set(dataset, index);
  }
  return index.get(siteId);
};

/** An operator by id. */
export const getOperator = (dataset: Dataset, id: string): DatasetOperator | undefined =>
  dataset.operators.find((operator) => operator.id === id);

/** Index of an ISO week in `dataset.weeks` (-1 when outside the dataset). */
export const getWeekIndex = (dataset: Dataset, year: number, week: number): number => {
  const first = dataset.weeks[0];
  if (!first) return -1;
  const offset = Math.round((mondayOfIsoWeek(year, week) - mondayOfIsoWeek(first.year, first.week)) / 7);
  return offset >= 0 && offset < dataset.weeks.length && dataset.weeks[offset]!.week === week ? offset : -1;
};

/** One row of public weekly data for the map. */
export interface MapWeekRow extends SiteWeek {
  siteId: string;
  name: string;
  lat: number;
  lon: number;
  productionAreaId: number;
  operatorId: string;
}

/** Public weekly data of every site for one ISO week (empty when the week is outside the dataset). */
export const getMapWeek = (dataset: Dataset, year: number, week: number): MapWeekRow[] => {
  const index = getWeekIndex(dataset, year, week);
  if (index < 0) return [];
  return dataset.sites.map((site) => ({
    ...(site.weeks[index] as SiteWeek),
    siteId: site.id,
    name: site.name,
    lat: site.lat,
    lon: site.lon,
    productionAreaId: site.productionAreaId,
    operatorId: site.operatorId,
  }));
};

/** Weekly public data of one site for a whole calendar year (ISO weeks of that year). */
export const getSiteYear = (dataset: Dataset, siteId: string, year: number): SiteWeek[] => {
  const site = getSite(dataset, siteId);
  return site ? site.weeks.filter((entry) => entry.year === year) : [];
};

/** The latest week of the dataset. */
export const getCurrentWeek = (dataset: Dataset): DatasetWeek => dataset.weeks[dataset.weeks.length - 1] as DatasetWeek;

/** The generation of a site that is at sea on `today` (or the last one). */
export const getLatestGeneration = (site: Site) => site.generations[site.generations.length - 1];

export * from './types.ts';
export { DEMO_ORGANIZATION_IDS, DEMO_PASSWORD, DEMO_USER_IDS } from './organizations.ts';
export { TREATMENT_CATEGORIES, TREATMENT_PRODUCTS, MORTALITY_REASONS, FEED_PRODUCTS } from './products.ts';
export type { MortalityReason } from './products.ts';
export { DEPTHS, seaTemperature } from './environment.ts';
export {
  DAY_MS,
  fromDayNumber,
  isoWeekOf,
  isoWeeksInYear,
  mondayOfIsoWeek,
  toDayNumber,
  weekLabel,
} from './calendar.ts';
export { childRandom, clamp, createRandom, hashString, round } from './random.ts';

/**
 * Full private daily detail of a farm (per cage: count, weight, biomass, SGR, feed, mortality by reason,
 * slaughter, lice; farm environment by depth), from the first dataset week to `today`. Generated on first
 * use and memoised; undefined for unknown ids.
 */
export const getFarmDetail = (
  dataset: Dataset,
  siteId: string,
  /** `keep: false`: not memoised (for a caller that keeps its own copy). */
  options: { keep?: boolean } = {},
): FarmDetail | undefined => {
  const site = getSite(dataset, siteId);
  if (!site) return undefined;
  return buildFarmDetail(dataset, site, options.keep ?? true);
};

/**
 * `getFarmDetail` as steps (a step per simulated week; memoised at the end as `getFarmDetail` memoises): a server
 * builds a farm's first detail between other requests' work. Undefined for unknown ids.
 */
export const getFarmDetailSteps = (
  dataset: Dataset,
  siteId: string,
  /** `keep: false`: not memoised (for a caller that keeps its own copy). */
  options: { keep?: boolean } = {},
): Generator<void, FarmDetail> | undefined => {
  const site = getSite(dataset, siteId);
  return site && farmDetailSteps(dataset, site, options.keep ?? true);
};
export type { CageSeries, FarmDetail } from './detail.ts';
export {
  getAscFarmData,
  getConfirmedDiseases,
  getCertifications,
  DISEASES_TESTED,
  farmRiskOf,
  getFarmRisk,
  getLabOrders,
  getNotifications,
  diseaseDetectedNotifications,
  riskChangeNotifications,
  sortNotifications,
  type NotifiedCase,
  type NotifiedFarm,
  getPipelines,
  getProductUsages,
  productUsagesOf,
  type RiskWeek,
  type UsageGeneration,
} from './records.ts';

export { nationalFigures, type NationalFigures } from './nationalFigures.ts';
export { getOrganizationStructure, getTeam, getUserPipelines, organizationRoles } from './organizationViews.ts';
