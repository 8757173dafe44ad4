/** Sites, operators and their weekly production simulation. */
import { liceLimitFor } from '../domain/liceLimit.ts';
import type { ProductionAreaId } from '../domain/productionAreas.ts';
import type { FishGroup } from '../contract/farm.ts';
import { dayOfYear, fromDayNumber, isoWeekOf, mondayOfIsoWeek } from './calendar.ts';
import { seaTemperatureAt } from './environment.ts';
import { AREA_GEOGRAPHY, pointOnCoast } from './geo.ts';
import { OPERATOR_PREFIXES, OPERATOR_SUFFIXES, SITE_ENDINGS, SITE_PREFIXES, SITE_STEMS } from './names.ts';
import { TREATMENT_PRODUCTS, TREATMENT_WEIGHTS } from './products.ts';
import { childRandom, clamp, round, type Random } from './random.ts';
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
    const words = name.replace(/ AS$/, '').split(' ');
    operators.push({
      id: operatorId(index),
      name,
      alias: `${prefix}-${suffix.replace(/ AS$/, '')}`
        .toLowerCase()
        .replace(/[æ]/g, 'ae')
        .replace(/[ø]/g, 'o')
        .replace(/[å]/g, 'a')
        .replace(/[^a-z-]/g, ''),
      initials: words
        .map((word) => word[0])
        .join('')
        .toUpperCase(),
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

/** Distributes `total` over weights with the largest-remainder method. */
const distribute = (total: number, weights: number[]): number[] => {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const counts = exact.map(Math.floor);
  let rest = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => [value - Math.floor(value), index] as const).sort((a, b) => b[0] - a[0]);
  for (const [, index] of order) {
    if (rest <= 0) break;
    counts[index] = (counts[index] as number) + 1;
    rest -= 1;
  }
  return counts;
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

const WARMUP_WEEKS = 110;
/** Shared empty list for weeks without diseases or treatments (saves allocations). */
const NONE: never[] = [];

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

const seasonLabel = (day: number): string => {
  const date = new Date(day * 86_400_000);
  return `${date.getUTCMonth() < 6 ? 'V' : 'H'}${String(date.getUTCFullYear()).slice(2)}`;
};

/** The weekly simulation of one site: generations, lice, treatments, diseases, growth, mortality. */
const simulateSite = (
  context: SimulationContext,
  skeleton: SiteSkeleton,
  demo: boolean,
  species: 'atlanticSalmon' | 'rainbowTrout',
  maxBiomass: number,
): { generations: SiteGeneration[]; weeks: SiteWeek[] } => {
  const siteId = String(skeleton.localityNumber);
  const random = childRandom(context.seed, `site:${siteId}`);
  const closed = !demo && random.chance(0.08);
  const cageSlots = random.int(6, 14);
  const warmup = context.warmup;
  const areaLice = skeleton.areaId >= 3 && skeleton.areaId <= 6 ? 1.3 : skeleton.areaId >= 10 ? 0.7 : 1;
  const pdRisk = skeleton.areaId >= 2 && skeleton.areaId <= 6 ? 0.35 : skeleton.areaId === 7 ? 0.15 : 0.02;

  const generations: SiteGeneration[] = [];
  const weeks: SiteWeek[] = [];
  let fallowWeeksLeft = random.int(0, 60);
  let current: {
    generation: SiteGeneration;
    count: number;
    weightG: number;
    targetG: number;
    maxAgeWeeks: number;
    ageWeeks: number;
    female: number;
    mobile: number;
    stationary: number;
    harvestWeeksLeft: number;
    lastTreatmentWeek: number;
    cleanerFishUntil: number;
  } | null = null;

  for (let k = -warmup; k < context.weeks.length; k += 1) {
    const slot = context.timeline[k + warmup]!;
    const { monday, year, week } = slot;
    const temperature =
      seaTemperatureAt(skeleton.lat, slot.doy, slot.calendarYear, skeleton.areaId) + random.normal() * 0.3;
    if (!current && !closed) {
      if (fallowWeeksLeft > 0) fallowWeeksLeft -= 1;
      else if (monday + 7 <= context.todayDay + 7) {
        const cageCount = Math.max(6, cageSlots - random.int(0, 2));
        const season = seasonLabel(monday);
        const genId = `${siteId}-${season}`;
        const cages = Array.from({ length: cageCount }, (_, index) => ({
          id: `${siteId}-M${index + 1}`,
          name: `M${index + 1}`,
        }));
        const stockingWeight = round(random.range(0.09, 0.25), 3);
        const stockedCount = Math.round((((maxBiomass * 1000) / 5.2) * random.range(0.75, 1.0)) / 1000) * 1000;
        const fishGroups = buildFishGroups(random, genId, season, cages);
        const generation: SiteGeneration = {
          id: genId,
          siteId,
          season,
          species,
          startDate: fromDayNumber(monday + random.int(0, 4)),
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
            strain: skeleton.areaId >= 6 ? 'SAV2' : 'SAV3',
            suspectedDate: fromDayNumber(onset),
            confirmedDate: confirmed ? fromDayNumber(onset + random.int(7, 21)) : null,
            endDate: fromDayNumber(onset + random.int(confirmed ? 12 : 3, confirmed ? 35 : 5) * 7),
          });
        }
        if (random.chance(0.03)) {
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
          count: stockedCount,
          weightG: stockingWeight * 1000,
          targetG: random.range(4300, 6000),
          maxAgeWeeks: random.int(62, 96),
          ageWeeks: 0,
          female: 0,
          mobile: 0,
          stationary: 0,
          harvestWeeksLeft: 0,
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

    // Lice dynamics: growth with temperature, infection pressure, cleaner fish.
    const warm = Math.max(0, temperature - 5);
    const young = state.ageWeeks < 5 ? 0.2 : 1;
    const cleaner = k < state.cleanerFishUntil ? 0.93 : 1;
    const pressure = Math.max(0, temperature - 4) * 0.009 * areaLice * young * Math.exp(random.normal() * 0.45);
    state.female = (state.female * (0.9 + 0.03 * warm) + pressure) * cleaner;
    state.mobile = (state.mobile * (0.88 + 0.028 * warm) + pressure * 2.6 * Math.exp(random.normal() * 0.3)) * cleaner;
    state.stationary = state.stationary * 0.5 + pressure * 1.4 * Math.exp(random.normal() * 0.5);

    let treatments: SiteWeek['treatments'] = NONE;
    const limit = liceLimitFor(skeleton.areaId, week);
    const needsTreatment = state.female > limit * random.range(0.75, 1.05) || state.mobile > 4;
    if (needsTreatment && k - state.lastTreatmentWeek >= 3 && state.harvestWeeksLeft === 0 && state.ageWeeks > 3) {
      const category = pickWeighted(random, TREATMENT_WEIGHTS);
      const product = random.pick(TREATMENT_PRODUCTS[category]);
      treatments = [{ product, category }];
      const allCages = random.chance(0.7);
      const cageIds = allCages
        ? generation.cages.map((cage) => cage.id)
        : generation.cages.filter(() => random.chance(0.5)).map((cage) => cage.id);
      generation.treatments.push({
        date: fromDayNumber(monday + random.int(0, 4)),
        product,
        category,
        cageIds: cageIds.length > 0 ? cageIds : [generation.cages[0]!.id],
      } satisfies TreatmentEvent);
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

    // Growth (TGC model), slowed by treatments (starvation days) and disease.
    const diseaseGrowth = diseaseStatus.some((disease) => disease.status === 'confirmed') ? 0.7 : 1;
    const treatmentGrowth = treatments.length > 0 && treatments[0]!.category !== 'cleanerFish' ? 0.8 : 1;
    const cube =
      Math.cbrt(state.weightG) +
      (generation.tgc * Math.max(0.5, temperature) * 7 * diseaseGrowth * treatmentGrowth) / 1000;
    state.weightG = cube ** 3;

    // Mortality.
    const handling =
      treatments.length === 0
        ? 0
        : (
            {
              thermal: 0.006,
              mechanical: 0.005,
              medicinalBath: 0.003,
              freshwater: 0.0025,
              medicinalFeed: 0.0005,
              cleanerFish: 0,
            } as const
          )[treatments[0]!.category];
    const disease = diseaseStatus.reduce(
      (sum, entry) => sum + (entry.type === 'ILA' ? 0.02 : 0.006) * (entry.status === 'confirmed' ? 1 : 0.4),
      0,
    );
    const rate = clamp(
      0.0009 + Math.abs(random.normal()) * 0.0005 + (state.ageWeeks < 6 ? 0.004 : 0) + handling + disease,
      0,
      0.2,
    );
    const countBefore = state.count;
    const dead = Math.round(state.count * rate);
    state.count -= dead;

    // Harvest.
    const ilaConfirmed = generation.diseases.some(
      (entry) =>
        entry.type === 'ILA' &&
        entry.confirmedDate !== null &&
        entry.confirmedDate <= context.timeline[Math.max(0, k + warmup - 2)]!.start,
    );
    if (
      state.harvestWeeksLeft === 0 &&
      (state.weightG >= state.targetG || state.ageWeeks >= state.maxAgeWeeks || ilaConfirmed)
    ) {
      state.harvestWeeksLeft = ilaConfirmed ? 2 : random.int(2, 6);
      generation.harvestStartDate = slot.start;
    }
    let harvested = 0;
    if (state.harvestWeeksLeft > 0) {
      harvested = Math.round(state.count / state.harvestWeeksLeft);
      state.count -= harvested;
      state.harvestWeeksLeft -= 1;
    }

    const biomassKg = ((state.count + harvested / 2) * state.weightG) / 1000;
    const sfr = clamp(
      0.12 + 0.085 * temperature * (state.weightG < 1000 ? 1.25 : state.weightG < 3000 ? 1 : 0.8),
      0.15,
      1.8,
    );
    const feed = Math.round(((biomassKg * sfr) / 100) * 7 * (treatmentGrowth < 1 ? 0.7 : 1) * diseaseGrowth);
    const reported = (temperature >= 4 || k % 2 === 0) && !random.chance(0.03);
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
        fishCount: state.count + harvested,
        fishWeight: round(state.weightG / 1000, 2),
        biomass: round(biomassKg / 1000, 0),
        mortalityCount: dead,
        mortalityPercent: countBefore > 0 ? round((dead / countBefore) * 100, 3) : 0,
        feed,
        diseases: diseaseStatus,
        treatments,
        welfareScore: round(welfare, 0),
        generationId: generation.id,
      });
    }

    state.ageWeeks += 1;
    if (state.harvestWeeksLeft === 0 && generation.harvestStartDate !== null) {
      generation.endDate = slot.end;
      for (const entry of generation.diseases)
        if (entry.endDate === null || entry.endDate > generation.endDate) entry.endDate = generation.endDate;
      current = null;
      fallowWeeksLeft = random.int(10, 30) + (ilaConfirmed ? 8 : 0);
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
};

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

  const context: SimulationContext = { seed, weeks, todayDay, warmup: WARMUP_WEEKS, timeline: buildTimeline(weeks) };
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
    const maxBiomass = random.pick([780, 1560, 2340, 3120, 3600, 3900, 4680, 5460]);
    const { generations, weeks: siteWeeks } = simulateSite(context, skeleton, demo, species, maxBiomass);
    const last = siteWeeks[siteWeeks.length - 1];
    const id = String(skeleton.localityNumber);
    return {
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
    } satisfies Site;
  });
};

export type { DiseaseOutbreak };
