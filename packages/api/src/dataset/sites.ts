/** Sites, operators and their weekly production simulation. */
import { liceLimitFor } from '../domain/liceLimit.ts';
import { operatorAlias, operatorInitials } from '../domain/operators.ts';
import type { ProductionAreaId } from '../domain/productionAreas.ts';
import type { FishGroup } from '../contract/farm.ts';
import type { TreatmentCategory } from '../contract/common.ts';
import { dayOfYear, fromDayNumber, isoWeekOf, mondayOfIsoWeek, toDayNumber } from './calendar.ts';
import { siteTemperatures } from './environment.ts';
import { AREA_GEOGRAPHY, pointOnCoast } from './geo.ts';
import { OPERATOR_PREFIXES, OPERATOR_SUFFIXES, SITE_ENDINGS, SITE_PREFIXES, SITE_STEMS } from './names.ts';
import { MORTALITY_REASONS, TREATMENT_PRODUCTS, TREATMENT_WEIGHTS, type MortalityReason } from './products.ts';
import { childRandom, clamp, distribute, round, type Random } from './random.ts';
import type {
  DatasetWeek,
  DiseaseOutbreak,
  SiteGeneration,
  DatasetOperator,
  Site,
  SiteWeek,
  TreatmentEvent,
} from './types.ts';

export const OPERATOR_COUNT = 60;

/** Demo operators: their sites belong to the demo organizations and have full daily detail. */
export const DEMO_OPERATORS = [
  { index: 0, areas: [4, 5, 6] as ProductionAreaId[], count: 24 },
  { index: 1, areas: [8, 9] as ProductionAreaId[], count: 16 },
  { index: 2, areas: [10, 11] as ProductionAreaId[], count: 6 },
];

export const operatorId = (index: number): string => `op-${String(index + 1).padStart(3, '0')}`;

export const createOperators = (seed: number): DatasetOperator[] => {
  const random = childRandom(seed, 'operators');
  const operators: DatasetOperator[] = [];
  for (let index = 0; index < OPERATOR_COUNT; index += 1) {
    const prefix = OPERATOR_PREFIXES[index % OPERATOR_PREFIXES.length] as string;
    const suffix = OPERATOR_SUFFIXES[
      (Math.floor(index / OPERATOR_PREFIXES.length) * 3 + index) % OPERATOR_SUFFIXES.length
    ] as string;
    const name = `${prefix} ${suffix}`;
    const demo = DEMO_OPERATORS.find((entry) => entry.index === index);
    const center = demo ? (demo.areas[0] as number) : random.int(1, 13);
    const homeAreas = (
      demo ? demo.areas : [center - 1, center, center + 1].filter((id) => id >= 1 && id <= 13)
    ) as ProductionAreaId[];
    operators.push({
      id: operatorId(index),
      name,
      alias: operatorAlias(name),
      initials: operatorInitials(name),
      homeAreas,
    });
  }
  return operators;
};

const pickWeighted = <T extends string>(random: Random, weights: Record<T, number>): T => {
  const entries = Object.entries(weights) as [T, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let target = random.next() * total;
  for (const [key, weight] of entries) {
    target -= weight;
    if (target <= 0) return key;
  }
  return entries[entries.length - 1]![0];
};

const siteName = (random: Random, used: Set<string>): string => {
  for (let attempt = 0; ; attempt += 1) {
    const prefix = random.pick(SITE_PREFIXES);
    const stem = random.pick(SITE_STEMS);
    const ending = random.pick(SITE_ENDINGS);
    let name = `${prefix} ${stem}${ending}`.trim();
    name = name.charAt(0).toUpperCase() + name.slice(1);
    if (attempt > 6) name = `${name} ${attempt - 5}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
};

interface SimulationContext {
  seed: number;
  weeks: DatasetWeek[];
  todayDay: number;
  warmup: number;
  /** Per simulated week (index k + warmup): Monday, ISO year/week, day of year, start/end dates. */
  timeline: {
    monday: number;
    year: number;
    week: number;
    doy: number;
    calendarYear: number;
    start: string;
    end: string;
  }[];
}

/** Weeks simulated before the first dataset week, so the first week already has sites in every stage. */
export const WARMUP_WEEKS = 110;
/** Shared empty list for weeks without diseases or treatments (saves allocations). */
const NONE: never[] = [];

const simulationContext = (seed: number, weeks: DatasetWeek[], todayDay: number): SimulationContext => ({
  seed,
  weeks,
  todayDay,
  warmup: WARMUP_WEEKS,
  timeline: buildTimeline(weeks),
});

const buildTimeline = (weeks: DatasetWeek[]): SimulationContext['timeline'] => {
  const firstMonday = mondayOfIsoWeek(weeks[0]!.year, weeks[0]!.week);
  const timeline: SimulationContext['timeline'] = [];
  for (let k = -WARMUP_WEEKS; k < weeks.length; k += 1) {
    const monday = firstMonday + k * 7;
    const { year, week } = k >= 0 ? weeks[k]! : isoWeekOf(monday);
    timeline.push({
      monday,
      year,
      week,
      doy: dayOfYear(monday + 3),
      calendarYear: new Date((monday + 3) * 86_400_000).getUTCFullYear(),
      start: fromDayNumber(monday),
      end: fromDayNumber(monday + 6),
    });
  }
  return timeline;
};

interface SiteSkeleton {
  index: number;
  areaId: ProductionAreaId;
  lat: number;
  lon: number;
  municipality: string;
  name: string;
  localityNumber: number;
}

/** What the simulation of one site reads (a skeleton while the dataset is built, a `Site` when replayed). */
interface SimulatedSite {
  localityNumber: number;
  lat: number;
  areaId: ProductionAreaId;
  demo: boolean;
  species: 'atlanticSalmon' | 'rainbowTrout';
  maxBiomass: number;
  /** The season the site stocks in, and in which of two years its first generation goes to sea. */
  season: 'V' | 'H';
  phase: 0 | 1;
}

/** What each site of a dataset was simulated from, for `replaySiteSteps`. */
const simulated = new WeakMap<Site, SimulatedSite>();

/** One day of a farm during a generation, handed to the private detail (`detail.ts`) when replayed. */
export interface FarmDay {
  day: number;
  generation: SiteGeneration;
  /** Fish and mean weight (g) at the end of the day. */
  count: number;
  weightG: number;
  deaths: Record<MortalityReason, number>;
  slaughtered: number;
  /** Feed fed, kg. */
  feed: number;
  /** The treatment given this day, if any. */
  treatment: TreatmentEvent | undefined;
}

const seasonLabel = (day: number): string => {
  const date = new Date(day * 86_400_000);
  return `${date.getUTCMonth() < 6 ? 'V' : 'H'}${String(date.getUTCFullYear()).slice(2)}`;
};

/** Smolt go to sea in the spring (V, weeks 12–22) or the autumn (H, weeks 33–45) season. */
const isStockingWeek = (season: 'V' | 'H', week: number): boolean =>
  season === 'V' ? week >= 12 && week <= 22 : week >= 33 && week <= 45;

/** Relative sea-phase mortality by production area (Karmøy til Sotra, area 3, about 25 % a year). */
const AREA_MORTALITY = [0.9, 1.15, 1.7, 1.3, 1.05, 1, 0.9, 0.85, 0.8, 0.8, 0.75, 0.75, 0.75];
/** Daily baseline mortality of an area factor of 1. */
const BASE_MORTALITY = 0.0003;
/** Expected yearly mortality of an area factor of 1, for sizing a stocking. */
const EXPECTED_YEARLY_MORTALITY = 0.16;

const HANDLING: Record<TreatmentCategory, number> = {
  thermal: 0.006,
  mechanical: 0.005,
  medicinalBath: 0.003,
  freshwater: 0.0025,
  medicinalFeed: 0.0005,
  cleanerFish: 0,
};

/**
 * The simulation of one site, day by day (farm totals): generations, lice, treatments, diseases, growth,
 * mortality, harvest and feed. The public weekly rows are its days aggregated to the week; replayed with
 * `onDay`, it hands every day to the private detail, which splits it over the cages.
 */
function* simulateSiteSteps(
  context: SimulationContext,
  site: SimulatedSite,
  onDay?: (day: FarmDay) => void,
): Generator<void, { generations: SiteGeneration[]; weeks: SiteWeek[] }> {
  const siteId = String(site.localityNumber);
  const random = childRandom(context.seed, `site:${siteId}`);
  const closed = !site.demo && random.chance(0.1);
  const cageSlots = random.int(6, 14);
  const warmup = context.warmup;
  const areaLice = site.areaId >= 3 && site.areaId <= 6 ? 1.3 : site.areaId >= 10 ? 0.7 : 1;
  const pdRisk = site.areaId >= 2 && site.areaId <= 6 ? 0.26 : site.areaId === 7 ? 0.12 : 0.01;
  const areaMortality = AREA_MORTALITY[site.areaId - 1] as number;
  const firstDay = context.timeline[0]!.monday;
  const sea = siteTemperatures(context.seed, siteId, site.lat, firstDay, context.todayDay - firstDay + 1).surface;

  const generations: SiteGeneration[] = [];
  const weeks: SiteWeek[] = [];
  /** Deaths of the current day by reason (one object, rewritten every day). */
  const deaths = { unknown: 0, handling: 0, disease: 0, ulcers: 0, predators: 0, deformities: 0 } satisfies Record<
    MortalityReason,
    number
  >;
  // The first generation goes to sea in the site's season of the first (phase 0) or second (1) year.
  const firstYear = context.timeline[0]!.year + 1 + site.phase;
  let fallowWeeksLeft = context.timeline.findIndex(
    (slot) => slot.year === firstYear && isStockingWeek(site.season, slot.week),
  );
  let current: {
    generation: SiteGeneration;
    startDay: number;
    count: number;
    weightG: number;
    targetG: number;
    maxAgeDays: number;
    female: number;
    mobile: number;
    stationary: number;
    harvestDaysLeft: number;
    starveDays: number;
    starveShare: number;
    lastTreatmentWeek: number;
    cleanerFishUntil: number;
  } | null = null;

  for (let k = -warmup; k < context.weeks.length; k += 1) {
    // A step per simulated week (`replaySiteSteps`: a caller can pause between two).
    yield;
    const slot = context.timeline[k + warmup]!;
    const { monday, year, week } = slot;
    const lastDay = Math.min(monday + 6, context.todayDay);
    let temperatureSum = 0;
    for (let day = monday; day <= lastDay; day += 1) temperatureSum += sea[day - firstDay] as number;
    const temperature = temperatureSum / (lastDay - monday + 1);
    if (!current && !closed) {
      if (fallowWeeksLeft > 0) fallowWeeksLeft -= 1;
      else if (isStockingWeek(site.season, week) && random.chance(0.3)) {
        const cageCount = Math.max(6, cageSlots - random.int(0, 2));
        const season = seasonLabel(monday);
        const genId = `${siteId}-${season}`;
        const cages = Array.from({ length: cageCount }, (_, index) => ({
          id: `${siteId}-M${index + 1}`,
          name: `M${index + 1}`,
        }));
        const stockingWeight = round(random.range(0.09, 0.25), 3);
        const targetG = random.range(4300, 6000);
        // Sized so that the biomass reaches the MTB near the harvest weight, after the expected losses.
        const survival = Math.exp(-EXPECTED_YEARLY_MORTALITY * areaMortality * 1.4);
        const stockedCount =
          Math.round((((site.maxBiomass * 1e6) / targetG / survival) * random.range(0.96, 1.12)) / 1000) * 1000;
        const fishGroups = buildFishGroups(random, genId, season, cages);
        const startDay = Math.min(monday + random.int(0, 4), lastDay);
        const generation: SiteGeneration = {
          id: genId,
          siteId,
          season,
          species: site.species,
          startDate: fromDayNumber(startDay),
          harvestStartDate: null,
          endDate: null,
          stockedCount,
          stockingWeight,
          tgc: round(random.range(2.55, 3.15), 2),
          cages,
          fishGroups,
          diseases: [],
          treatments: [],
        };
        if (random.chance(pdRisk)) {
          const onset = monday + random.int(15, 60) * 7;
          const confirmed = random.chance(0.85);
          generation.diseases.push({
            type: 'PD',
            strain: site.areaId >= 6 ? 'SAV2' : 'SAV3',
            suspectedDate: fromDayNumber(onset),
            confirmedDate: confirmed ? fromDayNumber(onset + random.int(7, 21)) : null,
            endDate: fromDayNumber(onset + random.int(confirmed ? 12 : 3, confirmed ? 35 : 5) * 7),
          });
        }
        if (random.chance(0.028)) {
          const onset = monday + random.int(20, 70) * 7;
          generation.diseases.push({
            type: 'ILA',
            strain: random.chance(0.8) ? 'HPR-deleted' : 'HPR0',
            suspectedDate: fromDayNumber(onset),
            confirmedDate: fromDayNumber(onset + 14),
            endDate: null,
          });
        }
        generations.push(generation);
        current = {
          generation,
          startDay,
          count: stockedCount,
          weightG: stockingWeight * 1000,
          targetG,
          maxAgeDays: random.int(62, 96) * 7,
          female: 0,
          mobile: 0,
          stationary: 0,
          harvestDaysLeft: 0,
          starveDays: 0,
          starveShare: 0,
          lastTreatmentWeek: -100,
          cleanerFishUntil: -1,
        };
      }
    }

    if (!current) {
      if (k >= 0) weeks.push(emptyWeek(year, week, temperature));
      continue;
    }

    const state = current;
    const generation = state.generation;
    const weekStart = slot.start;
    const weekEnd = slot.end;
    const ageWeeks = Math.floor((monday - state.startDay) / 7);
    const activeDiseases =
      generation.diseases.length === 0
        ? NONE
        : generation.diseases.filter(
            (disease) => disease.suspectedDate <= weekEnd && (disease.endDate === null || disease.endDate >= weekStart),
          );
    const diseaseStatus: SiteWeek['diseases'] =
      activeDiseases.length === 0
        ? NONE
        : activeDiseases.map((disease) => ({
            type: disease.type,
            strain: disease.strain,
            status: (disease.confirmedDate && disease.confirmedDate <= weekEnd ? 'confirmed' : 'suspected') as
              'confirmed' | 'suspected',
            start: disease.suspectedDate,
            end: disease.endDate,
          }));

    // Lice dynamics (weekly): growth with temperature, infection pressure, cleaner fish.
    const warm = Math.max(0, temperature - 5);
    const young = ageWeeks < 5 ? 0.2 : 1;
    const cleaner = k < state.cleanerFishUntil ? 0.93 : 1;
    const pressure = Math.max(0, temperature - 4) * 0.0055 * areaLice * young * Math.exp(random.normal() * 0.45);
    state.female = (state.female * (0.9 + 0.03 * warm) + pressure) * cleaner;
    state.mobile = (state.mobile * (0.88 + 0.028 * warm) + pressure * 2.6 * Math.exp(random.normal() * 0.3)) * cleaner;
    state.stationary = state.stationary * 0.5 + pressure * 1.4 * Math.exp(random.normal() * 0.5);

    let treatments: SiteWeek['treatments'] = NONE;
    let treatment: TreatmentEvent | undefined;
    const limit = liceLimitFor(site.areaId, week);
    const needsTreatment = state.female > limit * random.range(0.55, 0.95) || state.mobile > 4;
    if (needsTreatment && k - state.lastTreatmentWeek >= 2 && state.harvestDaysLeft === 0 && ageWeeks > 3) {
      const category = pickWeighted(random, TREATMENT_WEIGHTS);
      const product = random.pick(TREATMENT_PRODUCTS[category]);
      treatments = [{ product, category }];
      const allCages = random.chance(0.7);
      const cageIds = allCages
        ? generation.cages.map((cage) => cage.id)
        : generation.cages.filter(() => random.chance(0.5)).map((cage) => cage.id);
      treatment = {
        date: fromDayNumber(Math.min(monday + random.int(0, 4), lastDay)),
        product,
        category,
        cageIds: cageIds.length > 0 ? cageIds : [generation.cages[0]!.id],
      };
      generation.treatments.push(treatment);
      state.lastTreatmentWeek = k;
      const effect = allCages ? 1 : 0.6;
      if (category === 'cleanerFish') {
        state.cleanerFishUntil = k + 10;
        state.female *= 1 - 0.3 * effect;
        state.mobile *= 1 - 0.3 * effect;
      } else if (category === 'medicinalFeed') {
        state.female *= 1 - 0.5 * effect;
        state.mobile *= 1 - 0.5 * effect;
        state.stationary *= 0.4;
      } else {
        state.female *= 1 - random.range(0.7, 0.88) * effect;
        state.mobile *= 1 - random.range(0.6, 0.8) * effect;
        state.stationary *= 0.5;
      }
    }
    const treatmentDay = treatment ? toDayNumber(treatment.date) : -1;
    const treatedShare = treatment ? treatment.cageIds.length / generation.cages.length : 0;

    const diseaseGrowth = diseaseStatus.some((disease) => disease.status === 'confirmed') ? 0.7 : 1;
    const diseaseRate = diseaseStatus.reduce(
      (sum, entry) => sum + (entry.status === 'confirmed' ? (entry.type === 'ILA' ? 0.003 : 0.0009) : 0.0002),
      0,
    );
    const ilaConfirmed = generation.diseases.some(
      (entry) =>
        entry.type === 'ILA' &&
        entry.confirmedDate !== null &&
        entry.confirmedDate <= context.timeline[Math.max(0, k + warmup - 2)]!.start,
    );

    // The days of the week: growth (TGC), mortality by reason, harvest, feed.
    const countAtStart = monday <= state.startDay ? generation.stockedCount : state.count;
    let dead = 0;
    let harvested = 0;
    let harvestBiomass = 0;
    let feed = 0;
    // The week's stock: the end of its last day with fish.
    let stockCount = state.count;
    let stockWeightG = state.weightG;
    let ended = false;
    for (let day = Math.max(monday, state.startDay); day <= lastDay && !ended; day += 1) {
      const dayTemperature = sea[day - firstDay] as number;
      const treated = day === treatmentDay ? treatment : undefined;
      if (treated && treated.category !== 'cleanerFish' && treated.category !== 'medicinalFeed') {
        state.starveDays = 2;
        state.starveShare = treatedShare;
      }
      const fed = state.starveDays > 0 ? 1 - state.starveShare : 1;
      state.weightG =
        (Math.cbrt(state.weightG) + (generation.tgc * Math.max(0.5, dayTemperature) * diseaseGrowth * fed) / 1000) ** 3;
      const age = day - state.startDay;
      const count = state.count;
      deaths.unknown = Math.round(
        count * (BASE_MORTALITY * areaMortality * (0.6 + random.next() * 0.8) + (age < 42 ? 0.0005 : 0)),
      );
      deaths.handling = treated
        ? Math.round(count * treatedShare * HANDLING[treated.category] * random.range(0.6, 1.4))
        : 0;
      deaths.disease = diseaseRate > 0 ? Math.round(count * diseaseRate * random.range(0.5, 1.5)) : 0;
      deaths.ulcers = dayTemperature < 6 ? Math.round(count * 0.00004 * random.range(0, 2)) : 0;
      deaths.predators = random.chance(0.01) ? random.int(5, 80) : 0;
      deaths.deformities = random.chance(0.05) ? random.int(1, 12) : 0;
      let left = count;
      for (const reason of MORTALITY_REASONS) {
        deaths[reason] = Math.min(deaths[reason], left);
        left -= deaths[reason];
      }
      dead += count - left;
      state.count = left;

      if (
        state.harvestDaysLeft === 0 &&
        (state.weightG >= state.targetG ||
          state.count * state.weightG >= site.maxBiomass * 0.98e6 ||
          age >= state.maxAgeDays ||
          ilaConfirmed)
      ) {
        state.harvestDaysLeft = ilaConfirmed ? 14 : random.int(21, 56);
        generation.harvestStartDate = fromDayNumber(day);
      }
      let slaughtered = 0;
      if (state.harvestDaysLeft > 0) {
        slaughtered = Math.round(state.count / state.harvestDaysLeft);
        state.count -= slaughtered;
        state.harvestDaysLeft -= 1;
        harvested += slaughtered;
        harvestBiomass += (slaughtered * state.weightG) / 1e6;
        ended = state.harvestDaysLeft === 0;
      }
      const biomassKg = (state.count * state.weightG) / 1000;
      const sfr = clamp(
        0.12 + 0.085 * dayTemperature * (state.weightG < 1000 ? 1.25 : state.weightG < 3000 ? 1 : 0.8),
        0.15,
        1.8,
      );
      const dayFeed = Math.round(((biomassKg * sfr) / 100) * diseaseGrowth * fed);
      feed += dayFeed;
      if (state.starveDays > 0) state.starveDays -= 1;
      if (state.count > 0) {
        stockCount = state.count;
        stockWeightG = state.weightG;
      }
      onDay?.({
        day,
        generation,
        count: state.count,
        weightG: state.weightG,
        deaths,
        slaughtered,
        feed: dayFeed,
        treatment: treated,
      });
      if (ended) generation.endDate = fromDayNumber(day);
    }

    const reported = (temperature >= 4 || k % 2 === 0) && !random.chance(0.03);
    const rate = countAtStart > 0 ? dead / countAtStart : 0;
    const welfare = clamp(
      93 -
        state.female * 22 -
        state.mobile * 2 -
        diseaseStatus.reduce(
          (sum, entry) => sum + (entry.type === 'ILA' ? 35 : entry.status === 'confirmed' ? 18 : 8),
          0,
        ) -
        (treatments.length > 0 ? 9 : 0) -
        rate * 300 +
        random.normal() * 4,
      4,
      99,
    );

    if (k >= 0) {
      weeks.push({
        year,
        week,
        isFallow: false,
        isActive: true,
        liceReported: reported,
        female: reported ? round(state.female, 2) : null,
        mobile: reported ? round(state.mobile, 2) : null,
        stationary: reported ? round(state.stationary, 2) : null,
        seaTemperature: round(temperature, 1),
        fishCount: stockCount,
        fishWeight: round(stockWeightG / 1000, 2),
        biomass: round((stockCount * stockWeightG) / 1e6, 0),
        mortalityCount: dead,
        mortalityPercent: countAtStart > 0 ? round(rate * 100, 3) : 0,
        harvestCount: harvested,
        harvestBiomass: round(harvestBiomass, 2),
        feed,
        diseases: diseaseStatus,
        treatments,
        welfareScore: round(welfare, 0),
        generationId: generation.id,
      });
    }

    if (ended) {
      for (const entry of generation.diseases)
        if (entry.endDate === null || entry.endDate > generation.endDate!) entry.endDate = generation.endDate;
      current = null;
      fallowWeeksLeft = random.int(8, 14) + (ilaConfirmed ? 8 : 0);
    }
  }
  // Trim what lies after today (future disease ends stay null while ongoing).
  const today = fromDayNumber(context.todayDay);
  for (const generation of generations) {
    generation.diseases = generation.diseases
      .filter((entry) => entry.suspectedDate <= today)
      .map((entry) => ({
        ...entry,
        confirmedDate: entry.confirmedDate !== null && entry.confirmedDate <= today ? entry.confirmedDate : null,
        endDate: entry.endDate !== null && entry.endDate <= today ? entry.endDate : null,
      }));
  }
  return { generations, weeks };
}

/** Runs a step generator to its end and answers what it returns. */
export const runSteps = <T>(steps: Generator<unknown, T>): T => {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};

const simulateSite = (
  context: SimulationContext,
  site: SimulatedSite,
  onDay?: (day: FarmDay) => void,
): { generations: SiteGeneration[]; weeks: SiteWeek[] } => runSteps(simulateSiteSteps(context, site, onDay));

const emptyWeek = (year: number, week: number, temperature: number): SiteWeek => ({
  year,
  week,
  isFallow: true,
  isActive: false,
  liceReported: false,
  female: null,
  mobile: null,
  stationary: null,
  seaTemperature: round(temperature, 1),
  fishCount: null,
  fishWeight: null,
  biomass: null,
  mortalityCount: 0,
  mortalityPercent: 0,
  harvestCount: 0,
  harvestBiomass: 0,
  feed: 0,
  diseases: NONE,
  treatments: NONE,
  welfareScore: null,
  generationId: null,
});

/** Fish groups per cage, with the unusual cases the views must handle: split, mixed, missing, inactive. */
const buildFishGroups = (
  random: Random,
  genId: string,
  season: string,
  cages: { id: string; name: string }[],
): FishGroup[] => {
  const groups: FishGroup[] = [];
  let index = 0;
  for (let cageIndex = 0; cageIndex < cages.length; cageIndex += 1) {
    const cage = cages[cageIndex]!;
    const roll = random.next();
    index += 1;
    const id = `${genId}-G${index}`;
    const name = `${season}-${String(index).padStart(2, '0')}`;
    if (roll < 0.05) {
      groups.push({ id, name, cageIds: [cage.id], state: 'missing' });
    } else if (roll < 0.1 && cageIndex + 1 < cages.length) {
      groups.push({ id, name, cageIds: [cage.id, cages[cageIndex + 1]!.id], state: 'split' });
      cageIndex += 1;
    } else if (roll < 0.15) {
      groups.push({ id, name, cageIds: [cage.id], state: 'mixed' });
      index += 1;
      groups.push({
        id: `${genId}-G${index}`,
        name: `${season}-${String(index).padStart(2, '0')}`,
        cageIds: [cage.id],
        state: 'mixed',
      });
    } else if (roll < 0.19) {
      groups.push({ id, name, cageIds: [cage.id], state: 'inactive' });
    } else {
      groups.push({ id, name, cageIds: [cage.id], state: 'active' });
    }
  }
  return groups;
};

/** Creates the sites with their weekly simulation. */
export const createSites = (
  seed: number,
  count: number,
  operators: DatasetOperator[],
  weeks: DatasetWeek[],
  todayDay: number,
): Site[] => {
  const random = childRandom(seed, 'sites');
  const perArea = distribute(
    count,
    AREA_GEOGRAPHY.map((area) => area.weight),
  );
  const skeletons: SiteSkeleton[] = [];
  const usedNames = new Set<string>();
  AREA_GEOGRAPHY.forEach((area, areaIndex) => {
    const n = perArea[areaIndex] as number;
    for (let i = 0; i < n; i += 1) {
      const [lat, lon] = pointOnCoast(area, (i + random.range(0.1, 0.9)) / n);
      const index = skeletons.length;
      skeletons.push({
        index,
        areaId: area.id,
        lat: round(lat + random.range(-0.05, 0.05), 5),
        lon: round(lon + random.range(-0.12, 0.12), 5),
        municipality: area.municipalities[
          Math.min(area.municipalities.length - 1, Math.floor((i / n) * area.municipalities.length))
        ] as string,
        name: siteName(random, usedNames),
        localityNumber: 10000 + index * 13 + random.int(0, 12),
      });
    }
  });

  // Demo operators take every other site of their areas; others farm near their home areas.
  const assigned = new Map<number, number>();
  for (const demo of DEMO_OPERATORS) {
    const candidates = skeletons.filter((site) => demo.areas.includes(site.areaId) && !assigned.has(site.index));
    const step = Math.max(1, Math.floor(candidates.length / demo.count));
    for (let i = 0, taken = 0; i < candidates.length && taken < demo.count; i += step, taken += 1) {
      assigned.set(candidates[i]!.index, demo.index);
    }
  }
  const demoIndexes = new Set(DEMO_OPERATORS.map((demo) => demo.index));
  const operatorWeights = operators.map((_, index) => (demoIndexes.has(index) ? 0 : 1 / (index + 2) ** 0.7));

  const context = simulationContext(seed, weeks, todayDay);
  const sameMaxBiomass = new Map<number, number>();
  return skeletons.map((skeleton) => {
    let operatorIndex = assigned.get(skeleton.index);
    const demo = operatorIndex !== undefined;
    if (operatorIndex === undefined) {
      const local = operators
        .map((operator, index) => ({
          index,
          weight: operator.homeAreas.includes(skeleton.areaId) ? (operatorWeights[index] as number) : 0,
        }))
        .filter((entry) => entry.weight > 0);
      const pool =
        local.length > 0 ? local : operators.map((_, index) => ({ index, weight: operatorWeights[index] as number }));
      const total = pool.reduce((sum, entry) => sum + entry.weight, 0);
      let target = random.next() * total;
      operatorIndex = pool[pool.length - 1]!.index;
      for (const entry of pool) {
        target -= entry.weight;
        if (target <= 0) {
          operatorIndex = entry.index;
          break;
        }
      }
    }
    const species = random.chance(0.06) ? 'rainbowTrout' : 'atlanticSalmon';
    const maxBiomass = random.pick([780, 1560, 2340, 3120, 3900, 4680, 5460, 6240]);
    // Each site keeps its season (a generation and the fallow after it take about two years); seasons and
    // the year of the first stocking alternate among sites of the same MTB, so every year harvests alike.
    const turn = sameMaxBiomass.get(maxBiomass) ?? 0;
    sameMaxBiomass.set(maxBiomass, turn + 1);
    const input: SimulatedSite = {
      localityNumber: skeleton.localityNumber,
      lat: skeleton.lat,
      areaId: skeleton.areaId,
      demo,
      species,
      maxBiomass,
      season: turn % 4 < 2 ? 'V' : 'H',
      phase: (turn % 2) as 0 | 1,
    };
    const { generations, weeks: siteWeeks } = simulateSite(context, input);
    const last = siteWeeks[siteWeeks.length - 1];
    const id = String(skeleton.localityNumber);
    const site: Site = {
      id,
      name: skeleton.name,
      localityNumber: skeleton.localityNumber,
      lat: skeleton.lat,
      lon: skeleton.lon,
      productionAreaId: skeleton.areaId,
      municipality: skeleton.municipality,
      address: `${skeleton.name}, ${skeleton.municipality}`,
      operatorId: operators[operatorIndex]!.id,
      maxBiomass,
      species,
      isActive: last?.isActive ?? false,
      isFallow: last?.isFallow ?? true,
      demo,
      generations,
      weeks: siteWeeks,
    };
    simulated.set(site, input);
    return site;
  });
};

/**
 * Replays the simulation of one site of a dataset (same seed, weeks and today) and hands every day of its
 * generations to `onDay`: the private daily detail is built from the same days as the public weekly rows. A step per
 * simulated week (run them all with `runSteps`).
 */
export function* replaySiteSteps(
  dataset: { seed: number; weeks: DatasetWeek[]; today: string },
  site: Site,
  onDay: (day: FarmDay) => void,
): Generator<void, void> {
  const input = simulated.get(site);
  if (!input) throw new Error(`Site ${site.id} was not created by createSites`);
  yield* simulateSiteSteps(simulationContext(dataset.seed, dataset.weeks, toDayNumber(dataset.today)), input, onDay);
}

export type { DiseaseOutbreak };
