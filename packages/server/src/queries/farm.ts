/**
 * Farm data queries: entity, conditions, categorizations, map data, search, recommendations. The readers of a farm's
 * daily per-cage detail take its `FarmView` (on the server made from the farm data tables: `src/farmStore/detail.ts`;
 * by default the dataset's, for stories and tests); map data reads the farms it is given (on the server the map
 * store's weekly rows with the register's facts: `routes/farmData.ts`); search reads the dataset.
 */
import type {
  Conditions,
  Entity,
  GrowthRow,
  MapDataKey,
  MapFarmRecord,
  MitigationResponse,
  MortalityRow,
  RiskOverviewOption,
  SearchResult,
  TreatmentRecommendation,
  FarmAggregate,
} from '@havbruk/api';
import { yearlyMortalityPercent } from '@havbruk/api';
import {
  childRandom,
  clamp,
  fromDayNumber,
  getFarmDetail,
  getOperator,
  MORTALITY_REASONS,
  round,
  toDayNumber,
  TREATMENT_PRODUCTS,
  type Dataset,
  type FarmDetail,
  type Site,
  type SiteGeneration,
} from '@havbruk/api/dataset';
import { buildPublicWeeks, type PublicWeek } from '../farmStore/columns.ts';
import type { MapSite } from '../farmStore/map.ts';

/** What the viewer may see: private farms (through their organizations) and the operators in perspective. */
export interface Viewer {
  isPrivate: (farmId: string) => boolean;
  inPerspective: (operatorId: string) => boolean;
  /** Organizations of the viewer that hold a farm (id, name). */
  organizationsOf?: (farmId: string) => { id: string; name: string }[];
}

/** A generation as the readers read it (on the server from the farm data tables: `src/farmStore/detail.ts`). */
export type DetailGeneration = Pick<
  SiteGeneration,
  'id' | 'season' | 'startDate' | 'endDate' | 'cages' | 'fishGroups' | 'diseases' | 'treatments'
>;

/** What the readers of a farm's daily per-cage detail read: the detail and the farm's generations. */
export interface FarmView {
  generations: readonly DetailGeneration[];
  detail: FarmDetail;
}

/**
 * A farm's view as a cage or fish group sees it: the series of its cages only (a fish group's: the cages it is in),
 * with the treatments given in them; a farm's view as it is. Conditions of a cage are that cage's figures.
 */
export const entityFarmView = (farm: FarmView, entity: { entityType: string; id: string }): FarmView => {
  const { entityType, id } = entity;
  if (entityType !== 'cage' && entityType !== 'fishGroup') return farm;
  const cages = farm.detail.cages.filter((series) =>
    entityType === 'cage' ? series.cageId === id : series.fishGroupIds.includes(id),
  );
  const cageIds = new Set(cages.map((series) => series.cageId));
  return {
    generations: farm.generations.map((generation) => ({
      ...generation,
      treatments: generation.treatments.filter((treatment) => treatment.cageIds.some((cage) => cageIds.has(cage))),
    })),
    detail: { ...farm.detail, cages },
  };
};

/** The dataset's detail and generations (stories and tests; the server reads the farm data tables). */
export const datasetFarm = (dataset: Dataset, site: Site): FarmView => ({
  generations: site.generations,
  get detail() {
    return getFarmDetail(dataset, site.id)!;
  },
});

const latestGeneration = (generations: readonly DetailGeneration[], genId?: string): DetailGeneration | undefined =>
  genId ? generations.find((generation) => generation.id === genId) : generations.at(-1);

/**
 * The entity description of a farm (public entities carry no cage and fish-group detail). `state`: whether it is
 * fallow or active (the server's: its latest week of `site_weeks`; by default the dataset's).
 */
export const getFarmEntity = (
  dataset: Dataset,
  site: Site,
  viewer: Viewer,
  siteGenerations: readonly DetailGeneration[] = site.generations,
  state: Pick<Site, 'isActive' | 'isFallow'> = site,
): Entity => {
  const isPrivate = viewer.isPrivate(site.id);
  const operator = getOperator(dataset, site.operatorId);
  const firstDate = dataset.weeks[0]!.start;
  const generations = siteGenerations
    .filter((generation) => generation.endDate === null || generation.endDate >= firstDate)
    .map((generation) => ({
      id: generation.id,
      season: generation.season,
      startDate: generation.startDate,
      endDate: generation.endDate,
      entity: site.id,
      group: generation.season,
      cages: isPrivate ? generation.cages : [],
      fishGroups: isPrivate ? generation.fishGroups : [],
    }));
  const latest = latestGeneration(siteGenerations);
  return {
    entityType: 'farm',
    id: site.id,
    name: site.name,
    permissions: isPrivate ? 'private' : 'public',
    owned: isPrivate,
    generations,
    cagesUsed: isPrivate && latest ? latest.cages.map((cage) => cage.id) : [],
    operator: operator
      ? { id: operator.id, name: operator.name, inPerspective: viewer.inPerspective(operator.id) }
      : null,
    searchTerms: [site.name, String(site.localityNumber), site.municipality, operator?.name ?? ''].filter(Boolean),
    productionArea: site.productionAreaId,
    municipality: site.municipality,
    organizations: viewer.organizationsOf?.(site.id) ?? [],
    maxBiomass: site.maxBiomass,
    address: site.address,
    localityNumber: site.localityNumber,
    position: { lat: site.lat, lon: site.lon },
    species: site.species,
    isActive: state.isActive,
    isFallow: state.isFallow,
  };
};

const last = <T>(values: readonly T[]): T | undefined => values[values.length - 1];
const nullableRound = (value: number | null, decimals: number) => (value === null ? null : round(value, decimals));

/**
 * The diseases of a private farm confirmed in its last week (the dataset's last): the cases of its latest generation
 * at sea that week, active then (suspected by its Sunday, not ended before its Monday) and confirmed by its Sunday.
 */
const confirmedCases = (dataset: Dataset, generations: readonly DetailGeneration[]): string => {
  const monday = last(dataset.weeks)!.start;
  const sunday = fromDayNumber(toDayNumber(monday) + 6);
  const generation = latestGeneration(generations);
  if (!generation || (generation.endDate !== null && generation.endDate < monday)) return '';
  return generation.diseases
    .filter(
      (disease) =>
        disease.suspectedDate <= sunday &&
        (disease.endDate === null || disease.endDate >= monday) &&
        disease.confirmedDate !== null &&
        disease.confirmedDate <= sunday,
    )
    .map((disease) => disease.type)
    .join(',');
};

/**
 * The conditions' private figures (from the daily detail) as a viewer who sees a farm publicly gets them: null, never
 * 0 (not reported), and no monthly mortality.
 */
export const PRIVATE_FIGURES_UNKNOWN = {
  currentFishCount: null,
  currentFishWeight: null,
  currentFishBiomass: null,
  totalMortalityPercent: null,
  trendDailyMortalityPercent: null,
  totalStockedFishCount: null,
  totalMortalityCount: null,
  yearlyMortalityPercent: null,
  monthlyMortality: [],
  totalFeed: null,
  totalBiomassGained: null,
  totalDeadBiomass: null,
  totalFeedOverBiomass: null,
  trendFeedOverBiomass: null,
  totalBiologicalFCR: null,
  totalEconomicFCR: null,
  currentOxygen: null,
  currentSalinity: null,
} as const satisfies Partial<Conditions>;

/**
 * Current conditions of a farm (private: from the daily detail; public: from the weekly public data, private fields
 * null). `weeks`: its public weeks (the server's from `site_weeks`; by default the dataset's).
 */
export const getFarmConditions = (
  dataset: Dataset,
  site: Site,
  viewer: Viewer,
  genId?: string,
  farm: FarmView = datasetFarm(dataset, site),
  weeks: readonly PublicWeek[] = buildPublicWeeks(dataset, site),
): Conditions => {
  const isPrivate = viewer.isPrivate(site.id);
  const lastWeek = last(weeks);
  const recentLice = [...weeks].reverse().find((week) => week.liceReported);
  const generation = latestGeneration(farm.generations, genId);
  const allTreatments = generation?.treatments ?? [];
  const lastTreatment = last(allTreatments);
  const base: Conditions = {
    farmId: site.id,
    updatedAt: dataset.today,
    daysActive:
      generation && (generation.endDate === null || genId)
        ? (generation.endDate ? toDayNumber(generation.endDate) : toDayNumber(dataset.today)) -
          toDayNumber(generation.startDate)
        : null,
    generation: generation ? { id: generation.id, label: generation.season, expectedDaysActive: 540 } : null,
    ...PRIVATE_FIGURES_UNKNOWN,
    currentSeaTemperature: lastWeek?.seaTemperature ?? null,
    currentConfirmedDiseases: isPrivate
      ? confirmedCases(dataset, farm.generations)
      : (lastWeek?.diseases ?? []).join(','),
    currentAvgFemaleLice: recentLice?.female ?? null,
    currentAvgMobileLice: recentLice?.mobile ?? null,
    currentLastTreatmentCategory: lastTreatment?.category ?? null,
    currentLastTreatmentDate: lastTreatment?.date ?? null,
  };
  if (!isPrivate || !generation) return base;
  const { detail } = farm;
  const cages = detail.cages.filter((series) => series.generationId === generation.id);
  let count = 0;
  let biomass = 0;
  let stocked = 0;
  let dead = 0;
  let deadRecent = 0;
  let feedRecent = 0;
  // Feed and gain over the generation's days in the data: from the end of its first day there (the stocking day
  // for a generation stocked in the window) to its last.
  let feed = 0;
  let gained = 0;
  let deadBiomass = 0;
  for (const series of cages) {
    const n = series.count.length;
    stocked += series.stocked;
    dead += series.before.dead;
    if (n === 0) continue;
    count += series.count[n - 1] as number;
    biomass += series.biomass[n - 1] as number;
    gained += (series.biomass[n - 1] as number) - (series.biomass[0] as number);
    for (let index = 0; index < n; index += 1) {
      const died = MORTALITY_REASONS.reduce((sum, reason) => sum + (series.mortality[reason][index] as number), 0);
      dead += died;
      if (index >= n - 7) {
        deadRecent += died;
        feedRecent += series.feed[index] as number;
      }
      if (index === 0) continue;
      const weight = series.weight[index] as number;
      feed += series.feed[index] as number;
      deadBiomass += died * weight;
      gained += ((series.slaughterCount[index] as number) + died) * weight;
    }
  }
  const env = detail.environment;
  const months = monthlyMortality(detail, dataset.today);
  return {
    ...base,
    currentFishCount: count,
    currentFishWeight: count > 0 ? round(biomass / count, 3) : null,
    currentFishBiomass: Math.round(biomass),
    totalStockedFishCount: stocked,
    totalMortalityCount: dead,
    totalMortalityPercent: stocked > 0 ? round((dead / stocked) * 100, 3) : null,
    trendDailyMortalityPercent: count > 0 ? round((deadRecent / 7 / count) * 100, 4) : null,
    yearlyMortalityPercent: nullableRound(yearlyMortalityPercent(months), 3),
    monthlyMortality: months,
    totalFeed: Math.round(feed),
    totalBiomassGained: Math.round(gained),
    totalDeadBiomass: Math.round(deadBiomass),
    totalFeedOverBiomass: biomass > 0 ? round(feed / biomass, 3) : null,
    trendFeedOverBiomass: biomass > 0 ? round((feedRecent / 7 / biomass) * 100, 3) : null,
    totalBiologicalFCR: gained > 0 ? round(feed / gained, 2) : null,
    totalEconomicFCR: gained - deadBiomass > 0 ? round(feed / (gained - deadBiomass), 2) : null,
    currentSeaTemperature: last(env.seaTemperature[3]) ?? null,
    currentOxygen: last(env.oxygen[3]) ?? null,
    currentSalinity: last(env.salinity[3]) ?? null,
  };
};

/**
 * Dead fish and mean fish at risk (fish alive at the start of the day, averaged over the month's days up to
 * today) in each of the 12 months up to today's, over every generation at sea: the Veterinary Institute's
 * monthly mortality rates.
 */
const monthlyMortality = (detail: FarmDetail, today: string): Conditions['monthlyMortality'] => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const keys = Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 12 + index, 1));
    return date.toISOString().slice(0, 7);
  });
  const days = new Map(keys.map((key) => [key, 0]));
  for (const date of detail.environment.dates) {
    const key = date.slice(0, 7);
    if (days.has(key)) days.set(key, (days.get(key) as number) + 1);
  }
  const totals = new Map(keys.map((key) => [key, { dead: 0, atRisk: 0 }]));
  for (const series of detail.cages)
    series.dates.forEach((date, index) => {
      const entry = totals.get(date.slice(0, 7));
      if (!entry) return;
      const died = MORTALITY_REASONS.reduce((sum, reason) => sum + (series.mortality[reason][index] as number), 0);
      entry.dead += died;
      entry.atRisk += (series.count[index] as number) + died + (series.slaughterCount[index] as number);
    });
  return keys.map((key) => {
    const entry = totals.get(key)!;
    const span = days.get(key) as number;
    return { month: key, dead: entry.dead, fishAtRisk: span > 0 ? Math.round(entry.atRisk / span) : 0 };
  });
};

/** Growth categorization: current weight per cage, labelled by weight class. */
export const getGrowthCategorization = (
  dataset: Dataset,
  site: Site,
  genId?: string,
  { generations, detail }: FarmView = datasetFarm(dataset, site),
): GrowthRow[] => {
  const generation = latestGeneration(generations, genId);
  if (!generation) return [];
  return detail.cages
    .filter((series) => series.generationId === generation.id && series.count.length > 0)
    .map((series) => {
      const weight = series.weight[series.weight.length - 1] as number;
      const label =
        weight < 1
          ? '0-1 kg'
          : weight < 2
            ? '1-2 kg'
            : weight < 3
              ? '2-3 kg'
              : weight < 4
                ? '3-4 kg'
                : weight < 5
                  ? '4-5 kg'
                  : '5+ kg';
      return { weight, label, value: series.count[series.count.length - 1] as number, cageId: series.cageId };
    });
};

/** Mortality categorization: dead fish per reason in the period (the mortality profiler). */
export const getMortalityCategorization = (
  dataset: Dataset,
  site: Site,
  options: { genId?: string; start?: string; end?: string },
  { generations, detail }: FarmView = datasetFarm(dataset, site),
): MortalityRow[] => {
  const generation = options.genId ? latestGeneration(generations, options.genId) : undefined;
  const totals = new Map<string, number>();
  for (const series of detail.cages) {
    if (generation && series.generationId !== generation.id) continue;
    series.dates.forEach((date, index) => {
      if ((options.start && date < options.start) || (options.end && date > options.end)) return;
      for (const reason of MORTALITY_REASONS)
        totals.set(reason, (totals.get(reason) ?? 0) + (series.mortality[reason][index] as number));
    });
  }
  return [...totals.entries()].filter(([, value]) => value > 0).map(([label, value]) => ({ label, value }));
};

/** A stable number in [0, 1) from a text (the quality split of a harvest day). */
const unitHash = (text: string): number => {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0) / 2 ** 32;
};

/**
 * Harvest categorization: fish slaughtered per quality class in the period (the harvest profiler). Each
 * harvest day of a cage splits its fish into superior (about 86–94 %), production (2–5 %), wreck (0.3–1.2 %)
 * and ordinary (the rest), stable per cage and day.
 */
export const getHarvestCategorization = (
  dataset: Dataset,
  site: Site,
  options: { genId?: string; start?: string; end?: string },
  { generations, detail }: FarmView = datasetFarm(dataset, site),
): { label: 'superior' | 'ordinary' | 'production' | 'wreck'; value: number }[] => {
  const generation = options.genId ? latestGeneration(generations, options.genId) : undefined;
  const totals = { superior: 0, ordinary: 0, production: 0, wreck: 0 };
  for (const series of detail.cages) {
    if (generation && series.generationId !== generation.id) continue;
    series.dates.forEach((date, index) => {
      const count = series.slaughterCount[index] as number;
      if (!count || (options.start && date < options.start) || (options.end && date > options.end)) return;
      const seed = unitHash(`${series.cageId}|${date}`);
      const productionShare = 0.02 + 0.03 * unitHash(`${date}|${series.cageId}`);
      const wreckShare = 0.003 + 0.009 * seed;
      const ordinaryShare = 1 - (0.86 + 0.08 * seed) - productionShare - wreckShare;
      const production = Math.round(count * productionShare);
      const wreck = Math.round(count * wreckShare);
      const ordinary = Math.max(0, Math.round(count * ordinaryShare));
      // Superior takes the rest, so the classes add up to the fish harvested.
      totals.superior += Math.max(0, count - production - wreck - ordinary);
      totals.production += production;
      totals.wreck += wreck;
      totals.ordinary += ordinary;
    });
  }
  return (Object.entries(totals) as [keyof typeof totals, number][])
    .filter(([, value]) => value > 0)
    .map(([label, value]) => ({ label, value }));
};

/**
 * A farm of the v1 map answer: its weekly rows as the map store holds them (`MapSite`, the v2 answer's: read from the
 * farm data tables) with its site's facts (on the server the register's); `operator` null when it has none.
 */
export interface MapFarm extends MapSite {
  name: string;
  productionAreaId: number;
  lat: number;
  lon: number;
  operator: { id: string; name: string; initials: string } | null;
}

/** The operator of a v1 map record of a farm without one: the contract names one, so it is empty. */
const NO_OPERATOR = { id: '', name: '', initials: '' } as const;

/**
 * Map data of one week (`index` into the weeks the farms' rows are aligned with) for a set of keys. Private farms
 * show measured weight; others an estimate (0.5 kg steps).
 */
export const getMapRecords = (
  farms: readonly MapFarm[],
  index: number,
  keys: readonly MapDataKey[],
  viewer: Viewer,
): MapFarmRecord[] =>
  farms.map((farm) => {
    const row = farm.weeks[index]!;
    const info: MapFarmRecord['info'] = {};
    for (const key of keys) {
      if (key === 'diseases')
        info.diseases = {
          count: row.diseases.length,
          value: row.diseases.map((disease) => ({
            type: disease.type,
            strain: disease.strain,
            status: disease.status,
            start: disease.start,
            end: disease.end,
          })),
        };
      else if (key === 'lice')
        info.lice = { female: row.female, mobile: row.mobile, stationary: row.stationary, reported: row.liceReported };
      else if (key === 'treatments')
        info.treatments = {
          count: row.treatments.length,
          value: row.treatments.map((treatment) => ({ ...treatment })),
        };
      else if (key === 'inventory') {
        const owned = viewer.isPrivate(farm.id);
        info.inventory = {
          weight: row.fishWeight === null ? null : owned ? row.fishWeight : Math.round(row.fishWeight * 2) / 2,
          estimated: !owned,
        };
      } else info.activity = { isFallow: row.isFallow, isActive: row.isActive };
    }
    const operator = farm.operator ?? NO_OPERATOR;
    return {
      key: farm.id,
      mainTitle: farm.name,
      area: farm.productionAreaId,
      position: { lat: farm.lat, lon: farm.lon },
      operator: { ...operator, inPerspective: farm.operator !== null && viewer.inPerspective(operator.id) },
      info,
    };
  });

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae');

/** A site search finds: a dataset site, or one known only from public data (issue 34: no operator, no generations). */
interface SearchableSite {
  id: string;
  name: string;
  localityNumber: number;
  municipality: string;
  address: string | null;
  operatorId?: string;
  generations: readonly { season: string; startDate: string }[];
}

/**
 * Search over farms (name, locality number, municipality, operator) and the viewer's organizations; `publicSites`
 * are the sites known only from public data, `farms` the others and `operatorOf` their operators (the server's: the
 * register's, their generations filled in for the results found; by default the dataset's, for stories).
 */
export const searchEntities = (
  dataset: Dataset,
  query: string,
  viewer: Viewer & {
    organizations: { id: string; name: string; umbrella: { id: string; name: string } | null }[];
    umbrellaOf?: (farmId: string) => { id: string; name: string } | null;
  },
  limit = 50,
  publicSites: readonly Omit<SearchableSite, 'address' | 'generations'>[] = [],
  farms: readonly SearchableSite[] = dataset.sites,
  operatorOf: (id: string) => { id: string; name: string } | undefined = (id) => getOperator(dataset, id),
): { total: number; results: SearchResult[] } => {
  const term = normalise(query.trim());
  const results: SearchResult[] = [];
  const sites: readonly SearchableSite[] = [
    ...farms,
    ...publicSites.map((site) => ({ ...site, address: null, generations: [] })),
  ];
  for (const site of sites) {
    const operator = site.operatorId === undefined ? undefined : operatorOf(site.operatorId);
    const candidates = [site.name, String(site.localityNumber), site.municipality, operator?.name ?? ''];
    let best: { match: string; score: number } | null = null;
    for (const [position, candidate] of candidates.entries()) {
      const text = normalise(candidate);
      const at = term ? text.indexOf(term) : 0;
      if (at < 0) continue;
      const score = term
        ? round(
            (at === 0 ? 1 : 0.6) * (term.length / text.length) * (position === 0 ? 1 : 0.8) +
              (viewer.isPrivate(site.id) ? 0.2 : 0),
            3,
          )
        : viewer.isPrivate(site.id)
          ? 1
          : 0.1;
      if (!best || score > best.score) best = { match: candidate, score };
    }
    if (!best) continue;
    results.push({
      entityType: 'farm',
      id: site.id,
      label: site.name,
      address: site.address,
      permissions: viewer.isPrivate(site.id) ? 'private' : 'public',
      generations: site.generations
        .slice(-3)
        .map((generation) => ({ season: generation.season, startDate: generation.startDate })),
      operator: operator
        ? { id: operator.id, name: operator.name, inPerspective: viewer.inPerspective(operator.id) }
        : null,
      umbrella: viewer.umbrellaOf?.(site.id) ?? null,
      search: best,
    });
  }
  for (const organization of viewer.organizations) {
    const text = normalise(organization.name);
    const at = term ? text.indexOf(term) : 0;
    if (at < 0) continue;
    results.push({
      entityType: 'organization',
      id: organization.id,
      label: organization.name,
      address: null,
      permissions: 'private',
      generations: [],
      operator: null,
      umbrella: organization.umbrella,
      search: {
        match: organization.name,
        score: term ? round((at === 0 ? 1.2 : 0.8) * (term.length / text.length) + 0.2, 3) : 1.1,
      },
    });
  }
  results.sort((a, b) => b.search.score - a.search.score || a.label.localeCompare(b.label));
  return { total: results.length, results: results.slice(0, limit) };
};

// ---------------------------------------------------------------- recommendations

/** Days after a treatment during which another one is a caveat (fish still recovering from handling). */
const RECENT_TREATMENT_DAYS = 21;
/** Below this mean weight (kg) handling is risky; from this weight harvest is near (spec: 3 kg harvestable). */
const SMALL_FISH_KG = 1;
const NEAR_HARVEST_KG = 4;
/** Sea temperature (°C, 3 m) above which bath treatments stress the fish; oxygen saturation (%) below which handling is risky. */
const HIGH_TEMPERATURE_C = 14;
const LOW_OXYGEN_PERCENT = 85;

/** The farm's sea temperature and oxygen at 3 m on the last day of its detail. */
const currentEnvironment = (detail: FarmDetail) => ({
  seaTemperature: last(detail.environment.seaTemperature[3]) ?? null,
  oxygen: last(detail.environment.oxygen[3]) ?? null,
});

/**
 * Caveats of treating a cage now, from its data (not drawn at random): a recent treatment, small fish, fish near
 * harvest weight, an active disease outbreak, warm water or low oxygen.
 */
const caveatsOf = (input: {
  daysSince: number | null;
  weight: number;
  diseaseActive: boolean;
  seaTemperature: number | null;
  oxygen: number | null;
}): string[] => {
  const caveats: string[] = [];
  if (input.daysSince !== null && input.daysSince < RECENT_TREATMENT_DAYS) caveats.push('RECENT_TREATMENT');
  if (input.oxygen !== null && input.oxygen < LOW_OXYGEN_PERCENT) caveats.push('LOW_OXYGEN');
  if (input.seaTemperature !== null && input.seaTemperature > HIGH_TEMPERATURE_C) caveats.push('HIGH_TEMPERATURE');
  if (input.diseaseActive) caveats.push('DISEASE_ACTIVE');
  if (input.weight < SMALL_FISH_KG) caveats.push('SMALL_FISH');
  if (input.weight >= NEAR_HARVEST_KG) caveats.push('NEAR_HARVEST');
  return caveats;
};

/** Treatment recommendations per cage for the farms' latest generation. */
export const getTreatmentPlaces = (
  dataset: Dataset,
  sites: Site[],
  farmOf: (site: Site) => FarmView = (site) => datasetFarm(dataset, site),
): { records: TreatmentRecommendation[]; farms: FarmAggregate[] } => {
  const records: TreatmentRecommendation[] = [];
  const farms: FarmAggregate[] = [];
  for (const site of sites) {
    const { generations, detail } = farmOf(site);
    const generation = latestGeneration(generations);
    if (!generation || generation.endDate !== null) continue;
    const random = childRandom(dataset.seed, `treat:${site.id}`);
    const cages = detail.cages.filter((series) => series.generationId === generation.id && series.count.length > 0);
    let totalFish = 0;
    let eligibleFish = 0;
    let eligibleChild = 0;
    let weighted = 0;
    const environment = currentEnvironment(detail);
    const diseaseActive = generation.diseases.some((disease) => disease.endDate === null);
    for (const series of cages) {
      const n = series.count.length;
      const count = series.count[n - 1] as number;
      const weight = series.weight[n - 1] as number;
      const femaleValues = series.female.filter((value): value is number => value !== null);
      const mobileValues = series.mobile.filter((value): value is number => value !== null);
      const female = femaleValues.length ? (last(femaleValues) as number) : null;
      const mobile = mobileValues.length ? (last(mobileValues) as number) : null;
      // The generation's dead fish (also those before the detail's first day) over the fish stocked.
      const dead =
        series.before.dead +
        MORTALITY_REASONS.reduce((sum, reason) => sum + series.mortality[reason].reduce((a, b) => a + b, 0), 0);
      const lastTreatment = last(series.treatments);
      const daysSince = lastTreatment ? toDayNumber(dataset.today) - toDayNumber(lastTreatment.date) : null;
      const treatmentDays = series.treatments.length;
      const starvationDays = series.feed.filter((value) => value === 0).length;
      const diseaseDays = generation.diseases.reduce(
        (sum, disease) =>
          sum +
          Math.max(
            0,
            (disease.endDate ? toDayNumber(disease.endDate) : toDayNumber(dataset.today)) -
              toDayNumber(disease.suspectedDate),
          ),
        0,
      );
      const projectedFemale = female === null ? null : round(female * random.range(1.05, 1.6), 2);
      const modelScore = round(
        clamp(
          ((projectedFemale ?? 0) - 0.25) * 2.2 -
            (daysSince !== null && daysSince < 14 ? 0.4 : 0) -
            (weight < 0.8 ? 0.3 : 0) +
            random.normal() * 0.08,
          -1,
          1,
        ),
        2,
      );
      const pass: string[] = [];
      const fail: string[] = [];
      (female !== null && female >= 0.2 ? pass : fail).push('LICE_LEVEL');
      (daysSince === null || daysSince >= 14 ? pass : fail).push('TREATMENT_INTERVAL');
      (weight >= 0.8 ? pass : fail).push('FISH_SIZE');
      // One rule decides eligible: above 0 and no failed check. A failed check caps the recommendation at 0, so the
      // number, the label, the farm's eligible cages and every screen reading `recommendation > 0` agree.
      const score = fail.length > 0 ? Math.min(modelScore, 0) : modelScore;
      const caveats = caveatsOf({ daysSince, weight, diseaseActive, ...environment });
      const daysActive = toDayNumber(dataset.today) - toDayNumber(generation.startDate);
      totalFish += count;
      weighted += score * count;
      if (score > 0) {
        eligibleFish += count;
        eligibleChild += 1;
      }
      const metrics = {
        currentAvgFemaleLice: female,
        currentAvgMobileLice: mobile,
        projectedFemaleLice: projectedFemale,
        projectedMobileLice: mobile === null ? null : round(mobile * random.range(1.05, 1.5), 2),
        totalMortalityPercent: round((dead / Math.max(1, series.stocked)) * 100, 3),
        totalStarvationFrequency: round(starvationDays / Math.max(1, daysActive), 3),
        totalTreatmentFrequency: round(treatmentDays / Math.max(1, daysActive), 3),
        totalDiseaseFrequency: round(diseaseDays / Math.max(1, daysActive), 3),
        daysSinceLastTreatment: daysSince,
        currentFishBiomass: series.biomass[n - 1] as number,
      };
      records.push({
        farmId: site.id,
        farmName: site.name,
        address: site.address,
        cageId: series.cageId,
        cageName: series.cageName,
        productionId: generation.id,
        season: generation.season,
        fishGroup: generation.fishGroups.find((group) => group.cageIds.includes(series.cageId))?.name ?? null,
        day: dataset.today,
        currentFishCount: count,
        currentFishWeight: weight,
        currentSpecies: site.species === 'atlanticSalmon' ? 'Atlantic salmon' : 'Rainbow trout',
        daysActive,
        recommendation: score,
        pass,
        fail,
        caveats,
        label: score > 0.5 ? 'recommended' : score > 0 ? 'consider' : 'notRecommended',
        metrics,
        scores: {
          lice: round(clamp(score + 0.2, 0, 1), 2),
          growth: round(random.range(0.3, 0.9), 2),
          mortality: round(random.range(0.3, 0.9), 2),
          feed: round(random.range(0.3, 0.9), 2),
        },
        totalStarvationDays: starvationDays,
        totalTreatmentDays: treatmentDays,
        totalDiseaseDays: diseaseDays,
      });
    }
    farms.push({
      farmId: site.id,
      totalFish,
      eligibleFish,
      eligibleFishPercent: totalFish > 0 ? round((eligibleFish / totalFish) * 100, 1) : 0,
      eligibleChild,
      children: cages.length,
      recommendation: totalFish > 0 ? round(weighted / totalFish, 2) : 0,
    });
  }
  return { records, farms };
};

/** Categories that handle the fish (crowding, pumping): a caution for small or recently treated fish. */
const HANDLING_CATEGORIES = new Set(['thermal', 'mechanical', 'freshwater', 'medicinalBath']);

/**
 * Treatment options per cage (risk overview): every product with scores 0–100 per category (the benchmark of
 * earlier uses on comparable fish), its profile and a caution flag. The caution follows the cage's data: handling
 * small or recently treated fish, a bath in warm water, an in-feed product for fish near harvest (withdrawal
 * time). The filters describe the comparable fish: mean weight ±30 % and sea temperature ±2 °C of the cage's.
 */
export const getTreatmentMitigations = (
  dataset: Dataset,
  site: Site,
  cageIds?: string[],
  { generations, detail }: FarmView = datasetFarm(dataset, site),
): MitigationResponse[] => {
  const generation = latestGeneration(generations);
  if (!generation) return [];
  const environment = currentEnvironment(detail);
  return generation.cages
    .filter((cage) => !cageIds || cageIds.length === 0 || cageIds.includes(cage.id))
    .map((cage) => {
      const random = childRandom(dataset.seed, `mitigation:${cage.id}`);
      const series = detail.cages.find((entry) => entry.cageId === cage.id && entry.generationId === generation.id);
      const weight = series ? (last(series.weight) ?? null) : null;
      const lastTreatment = series ? last(series.treatments) : undefined;
      const daysSince = lastTreatment ? toDayNumber(dataset.today) - toDayNumber(lastTreatment.date) : null;
      const temperature = environment.seaTemperature;
      const recommendations: RiskOverviewOption[] = Object.entries(TREATMENT_PRODUCTS).flatMap(([category, products]) =>
        products.map((product) => {
          const metric = () => ({
            score: Math.round(random.range(20, 95)),
            metrics: { immediate: round(random.range(-0.2, 0.3), 3), shortTerm: round(random.range(-0.2, 0.3), 3) },
          });
          const scores = {
            growth: metric(),
            mortality: metric(),
            feed: metric(),
            lice: metric(),
            overall: { score: 0, metrics: {} },
          };
          scores.overall.score = Math.round(
            (scores.growth.score + scores.mortality.score + scores.feed.score + scores.lice.score) / 4,
          );
          const caution =
            (HANDLING_CATEGORIES.has(category) &&
              ((weight !== null && weight < SMALL_FISH_KG) ||
                (daysSince !== null && daysSince < RECENT_TREATMENT_DAYS))) ||
            (category === 'medicinalBath' && temperature !== null && temperature > HIGH_TEMPERATURE_C) ||
            (category === 'medicinalFeed' && weight !== null && weight >= NEAR_HARVEST_KG);
          return {
            product,
            category,
            scores,
            profile: { immediate: round(random.range(-0.1, 0.4), 3), shortTerm: round(random.range(-0.1, 0.4), 3) },
            caution,
          };
        }),
      );
      recommendations.sort((a, b) => b.scores.overall.score - a.scores.overall.score);
      return {
        cageId: cage.id,
        filters: [
          {
            min: weight === null ? null : round(weight * 0.7, 2),
            max: weight === null ? null : round(weight * 1.3, 2),
            key: 'weight',
            formatter: 'weight',
          },
          {
            min: temperature === null ? null : round(temperature - 2, 1),
            max: temperature === null ? null : round(temperature + 2, 1),
            key: 'seaTemperature',
            formatter: 'seaTemperature',
          },
        ],
        samples: random.int(40, 400),
        recommendations,
      };
    });
};
