/** Full private daily detail of a farm (per cage), generated lazily and memoised per dataset. */
import { dayOfYear, fromDayNumber, isoWeekOf, toDayNumber } from './calendar.ts';
import { DEPTHS, oxygenSaturation, salinity, seaTemperatureAt, type Depth } from './environment.ts';
import { MORTALITY_REASONS, type MortalityReason } from './products.ts';
import { childRandom, clamp, round } from './random.ts';
import type { TreatmentCategory } from '../contract/common.ts';
import type { SiteGeneration, Site } from './types.ts';

/** Daily series of one cage during one generation. Index i is day `firstDay + i`. */
export interface CageSeries {
  cageId: string;
  cageName: string;
  generationId: string;
  fishGroupIds: string[];
  /** First day (UTC day number) of the arrays. */
  firstDay: number;
  /** Fish stocked into the cage at the generation start. */
  stocked: number;
  /** Dead and slaughtered fish (and slaughtered biomass, kg) of the generation before `firstDay`. */
  before: { dead: number; slaughterCount: number; slaughterBiomass: number };
  /** Dates of the arrays as YYYY-MM-DD (same length as the arrays). */
  dates: string[];
  /** Fish count at the end of the day. */
  count: number[];
  /** Mean weight at the end of the day, kg. */
  weight: number[];
  /** Biomass at the end of the day, kg. */
  biomass: number[];
  /** Specific growth rate, % per day. */
  sgr: number[];
  /** Feed fed, kg. */
  feed: number[];
  /** Dead fish per reason. */
  mortality: Record<MortalityReason, number[]>;
  /** Fish slaughtered (harvested) that day. */
  slaughterCount: number[];
  /** Lice per fish on counting days (null on other days and on weeks without a report). */
  female: (number | null)[];
  mobile: (number | null)[];
  stationary: (number | null)[];
  treatments: { date: string; product: string; category: TreatmentCategory }[];
}

export interface FarmDetail {
  farmId: string;
  /** First and last day covered by the detail (YYYY-MM-DD). */
  start: string;
  end: string;
  cages: CageSeries[];
  /** Farm-level daily environment from `start` to `end`, per depth (m). */
  environment: {
    dates: string[];
    seaTemperature: Record<Depth, number[]>;
    oxygen: Record<Depth, number[]>;
    salinity: Record<Depth, number[]>;
  };
}

const HANDLING: Record<TreatmentCategory, number> = {
  thermal: 0.006,
  mechanical: 0.005,
  medicinalBath: 0.003,
  freshwater: 0.0025,
  medicinalFeed: 0.0005,
  cleanerFish: 0,
};

const cache = new WeakMap<object, Map<string, FarmDetail>>();

/**
 * Full daily detail for one site (any site works; the demo farms are the ones the product shows as private).
 * `datasetKey` is the dataset object (used for memoisation); `today` and `firstDate` bound the series. `keep:
 * false` builds without memoising (a caller that keeps its own copy, like the server's column store).
 */
export const buildFarmDetail = (
  datasetKey: object,
  seed: number,
  site: Site,
  firstDate: string,
  today: string,
  keep = true,
): FarmDetail => {
  let perDataset = cache.get(datasetKey);
  if (!perDataset) {
    perDataset = new Map();
    cache.set(datasetKey, perDataset);
  }
  const cached = perDataset.get(site.id);
  if (cached) return cached;

  const firstDay = toDayNumber(firstDate);
  const lastDay = toDayNumber(today);
  const random = childRandom(seed, `detail:${site.id}`);
  const weekByKey = new Map(site.weeks.map((week) => [week.year * 100 + week.week, week]));

  const dates: string[] = [];
  const environment: FarmDetail['environment'] = {
    dates,
    seaTemperature: { 3: [], 10: [], 20: [] },
    oxygen: { 3: [], 10: [], 20: [] },
    salinity: { 3: [], 10: [], 20: [] },
  };
  let anomaly = 0;
  const temperatureOf = new Map<number, number>();
  for (let day = firstDay - 800; day <= lastDay; day += 1) {
    anomaly = anomaly * 0.85 + random.normal() * 0.15;
    const year = new Date(day * 86_400_000).getUTCFullYear();
    const base = seaTemperatureAt(site.lat, dayOfYear(day), year, site.productionAreaId, 3) + anomaly;
    temperatureOf.set(day, base);
    if (day < firstDay) continue;
    dates.push(fromDayNumber(day));
    for (const depth of DEPTHS) {
      const temperature =
        depth === 3
          ? base
          : seaTemperatureAt(site.lat, dayOfYear(day), year, site.productionAreaId, depth) + anomaly * 0.6;
      environment.seaTemperature[depth].push(round(temperature, 2));
      environment.oxygen[depth].push(round(oxygenSaturation(temperature, depth, random.normal()), 1));
      environment.salinity[depth].push(round(salinity(day, depth, random.normal()), 2));
    }
  }

  const cages: CageSeries[] = [];
  for (const generation of site.generations) {
    const genStart = toDayNumber(generation.startDate);
    const genEnd = generation.endDate ? toDayNumber(generation.endDate) : lastDay;
    if (genEnd < firstDay) continue;
    cages.push(
      ...simulateGeneration(seed, generation, genStart, genEnd, firstDay, lastDay, temperatureOf, dates, weekByKey),
    );
  }
  const detail: FarmDetail = { farmId: site.id, start: fromDayNumber(firstDay), end: today, cages, environment };
  if (keep) perDataset.set(site.id, detail);
  return detail;
};

const simulateGeneration = (
  seed: number,
  generation: SiteGeneration,
  genStart: number,
  genEnd: number,
  firstDay: number,
  lastDay: number,
  temperatureOf: Map<number, number>,
  allDates: string[],
  weekByKey: Map<number, Site['weeks'][number]>,
): CageSeries[] => {
  const random = childRandom(seed, `generation:${generation.id}`);
  const shares = generation.cages.map(() => random.range(0.8, 1.2));
  const shareTotal = shares.reduce((a, b) => a + b, 0);
  const harvestStart = generation.harvestStartDate ? toDayNumber(generation.harvestStartDate) : null;
  const harvestDays = harvestStart === null ? 0 : Math.max(1, genEnd - harvestStart + 1);
  const diseases = generation.diseases.map((entry) => ({
    type: entry.type,
    suspected: toDayNumber(entry.suspectedDate),
    confirmed: entry.confirmedDate ? toDayNumber(entry.confirmedDate) : null,
    end: entry.endDate ? toDayNumber(entry.endDate) : lastDay,
  }));
  return generation.cages.map((cage, cageIndex) => {
    const cageRandom = childRandom(seed, `cage:${generation.id}:${cage.id}`);
    const liceFactor = cageRandom.range(0.6, 1.45);
    const growthFactor = cageRandom.range(0.94, 1.06);
    // Cages are emptied one after another during the harvest window.
    const slotLength = harvestDays / generation.cages.length;
    const cageHarvestStart = harvestStart === null ? null : Math.floor(harvestStart + cageIndex * slotLength);
    const cageHarvestEnd =
      harvestStart === null
        ? null
        : Math.max(cageHarvestStart!, Math.floor(harvestStart + (cageIndex + 1) * slotLength) - 1);
    const treatments = generation.treatments
      .filter((entry) => entry.cageIds.includes(cage.id))
      .map((entry) => ({ day: toDayNumber(entry.date), product: entry.product, category: entry.category }));
    const treatmentDays = new Map(treatments.map((entry) => [entry.day, entry]));
    let count = Math.round((generation.stockedCount * (shares[cageIndex] as number)) / shareTotal);
    let weightG = generation.stockingWeight * 1000 * cageRandom.range(0.92, 1.08);
    const series: CageSeries = {
      cageId: cage.id,
      cageName: cage.name,
      generationId: generation.id,
      fishGroupIds: generation.fishGroups.filter((group) => group.cageIds.includes(cage.id)).map((group) => group.id),
      firstDay: Math.max(firstDay, genStart),
      stocked: count,
      before: { dead: 0, slaughterCount: 0, slaughterBiomass: 0 },
      dates: [],
      count: [],
      weight: [],
      biomass: [],
      sgr: [],
      feed: [],
      mortality: Object.fromEntries(MORTALITY_REASONS.map((reason) => [reason, [] as number[]])) as unknown as Record<
        MortalityReason,
        number[]
      >,
      slaughterCount: [],
      female: [],
      mobile: [],
      stationary: [],
      treatments: treatments
        .filter((entry) => entry.day >= firstDay)
        .map((entry) => ({ date: fromDayNumber(entry.day), product: entry.product, category: entry.category })),
    };
    const end = Math.min(cageHarvestEnd ?? genEnd, lastDay);
    let starve = 0;
    for (let day = genStart; day <= end && count > 0; day += 1) {
      const temperature = temperatureOf.get(day) ?? 8;
      const treatment = treatmentDays.get(day);
      if (treatment && treatment.category !== 'cleanerFish' && treatment.category !== 'medicinalFeed') starve = 2;
      const confirmed =
        diseases.length === 0
          ? diseases
          : diseases.filter((entry) => entry.confirmed !== null && day >= entry.confirmed && day <= entry.end);
      const suspected =
        diseases.length > 0 &&
        diseases.filter((entry) => day >= entry.suspected && day <= entry.end).length > confirmed.length;
      const diseaseGrowth = confirmed.length > 0 ? 0.7 : 1;
      const before = weightG;
      if (starve === 0)
        weightG =
          (Math.cbrt(weightG) + (generation.tgc * growthFactor * Math.max(0.5, temperature) * diseaseGrowth) / 1000) **
          3;
      const age = day - genStart;
      const deaths: Record<MortalityReason, number> = {
        unknown: Math.round(count * (0.00009 + Math.abs(cageRandom.normal()) * 0.00006 + (age < 42 ? 0.0005 : 0))),
        handling: treatment ? Math.round(count * HANDLING[treatment.category] * cageRandom.range(0.6, 1.4)) : 0,
        disease: Math.round(
          count *
            (confirmed.reduce((sum, entry) => sum + (entry.type === 'ILA' ? 0.003 : 0.0009), 0) +
              (suspected ? 0.0002 : 0)) *
            cageRandom.range(0.5, 1.5),
        ),
        ulcers: temperature < 6 ? Math.round(count * 0.00004 * cageRandom.range(0, 2)) : 0,
        predators: cageRandom.chance(0.01) ? cageRandom.int(5, 80) : 0,
        deformities: cageRandom.chance(0.05) ? cageRandom.int(1, 12) : 0,
      };
      const dead = Math.min(
        count,
        MORTALITY_REASONS.reduce((sum, reason) => sum + deaths[reason], 0),
      );
      count -= dead;
      let slaughtered = 0;
      if (cageHarvestStart !== null && day >= cageHarvestStart) {
        const left = Math.max(1, (cageHarvestEnd as number) - day + 1);
        slaughtered = Math.round(count / left);
        count -= slaughtered;
      }
      const biomass = (count * weightG) / 1000;
      const sfr =
        clamp(0.12 + 0.085 * temperature * (weightG < 1000 ? 1.25 : weightG < 3000 ? 1 : 0.8), 0.15, 1.8) *
        diseaseGrowth;
      const feed = starve > 0 ? 0 : (biomass * sfr) / 100;
      if (starve > 0) starve -= 1;
      if (day < firstDay) {
        series.before.dead += dead;
        series.before.slaughterCount += slaughtered;
        series.before.slaughterBiomass += (slaughtered * weightG) / 1000;
        continue;
      }
      series.dates.push(allDates[day - firstDay] as string);
      series.count.push(count);
      series.weight.push(round(weightG / 1000, 3));
      series.biomass.push(Math.round(biomass));
      series.sgr.push(round((Math.log(weightG) - Math.log(before)) * 100, 3));
      series.feed.push(Math.round(feed * cageRandom.range(0.92, 1.08)));
      for (const reason of MORTALITY_REASONS) series.mortality[reason].push(deaths[reason]);
      series.slaughterCount.push(slaughtered);
      // Lice are counted on Tuesdays of weeks the site reported.
      const weekday = (day + 3) % 7; // 1970-01-01 was a Thursday; Monday = 0
      const { year, week } = weekday === 1 ? isoWeekOf(day) : { year: 0, week: 0 };
      const siteWeek = weekday === 1 ? weekByKey.get(year * 100 + week) : undefined;
      if (siteWeek && siteWeek.liceReported && siteWeek.female !== null) {
        const noise = () => Math.exp(cageRandom.normal() * 0.25);
        series.female.push(round((siteWeek.female as number) * liceFactor * noise(), 2));
        series.mobile.push(round((siteWeek.mobile as number) * liceFactor * noise(), 2));
        series.stationary.push(round((siteWeek.stationary as number) * liceFactor * noise(), 2));
      } else {
        series.female.push(null);
        series.mobile.push(null);
        series.stationary.push(null);
      }
    }
    return series;
  });
};
