/** Full private daily detail of a farm (per cage), generated lazily and memoised per dataset. */
import { dayOfYear, fromDayNumber, isoWeekOf, toDayNumber } from './calendar.ts';
import { DEPTHS, oxygenSaturation, salinity, seaTemperatureAt, siteTemperatures, type Depth } from './environment.ts';
import { MORTALITY_REASONS, type MortalityReason } from './products.ts';
import { childRandom, distribute, round, type Random } from './random.ts';
import { replaySiteSteps, runSteps, WARMUP_WEEKS, type FarmDay } from './sites.ts';
import type { TreatmentCategory } from '../contract/common.ts';
import type { DatasetWeek, SiteGeneration, Site } from './types.ts';

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

const cache = new WeakMap<object, Map<string, FarmDetail>>();

interface DatasetLike {
  seed: number;
  weeks: DatasetWeek[];
  today: string;
}

/**
 * Full daily detail for one site (any site works; the demo farms are the ones the product shows as private),
 * from the first dataset week to `today`. It replays the site's own simulation (`replaySiteSteps`) and splits each
 * day's farm totals over the cages, so the public weekly rows are exactly this detail aggregated to the week.
 * `keep: false` builds without memoising (a caller that keeps its own copy, like the server's column store).
 */
export const buildFarmDetail = (dataset: DatasetLike, site: Site, keep = true): FarmDetail =>
  runSteps(farmDetailSteps(dataset, site, keep));

/** `buildFarmDetail` as steps (a step per simulated week), so a caller can pause between two (the server does). */
export function* farmDetailSteps(dataset: DatasetLike, site: Site, keep = true): Generator<void, FarmDetail> {
  let perDataset = cache.get(dataset);
  if (!perDataset) {
    perDataset = new Map();
    cache.set(dataset, perDataset);
  }
  const cached = perDataset.get(site.id);
  if (cached) return cached;

  const firstDay = toDayNumber(dataset.weeks[0]!.start);
  const lastDay = toDayNumber(dataset.today);
  const random = childRandom(dataset.seed, `detail:${site.id}`);
  const weekByKey = new Map(site.weeks.map((week) => [week.year * 100 + week.week, week]));

  // The same daily temperatures as the simulation (it starts WARMUP_WEEKS before the first dataset week).
  const origin = firstDay - WARMUP_WEEKS * 7;
  const sea = siteTemperatures(dataset.seed, site.id, site.lat, origin, lastDay - origin + 1);
  const dates: string[] = [];
  const environment: FarmDetail['environment'] = {
    dates,
    seaTemperature: { 3: [], 10: [], 20: [] },
    oxygen: { 3: [], 10: [], 20: [] },
    salinity: { 3: [], 10: [], 20: [] },
  };
  for (let day = firstDay; day <= lastDay; day += 1) {
    dates.push(fromDayNumber(day));
    const year = new Date(day * 86_400_000).getUTCFullYear();
    for (const depth of DEPTHS) {
      const temperature =
        depth === 3
          ? (sea.surface[day - origin] as number)
          : round(
              seaTemperatureAt(site.lat, dayOfYear(day), year, depth) + (sea.anomaly[day - origin] as number) * 0.6,
              2,
            );
      environment.seaTemperature[depth].push(temperature);
      environment.oxygen[depth].push(round(oxygenSaturation(temperature, depth, random.normal()), 1));
      environment.salinity[depth].push(round(salinity(day, depth, random.normal()), 2));
    }
  }

  const cages: CageSeries[] = [];
  const splitters = new Map<string, ((day: FarmDay) => void) | null>();
  yield* replaySiteSteps(dataset, site, (farmDay) => {
    const { generation } = farmDay;
    let split = splitters.get(generation.id);
    if (split === undefined) {
      const endDate = site.generations.find((entry) => entry.id === generation.id)?.endDate ?? null;
      split =
        endDate !== null && toDayNumber(endDate) < firstDay
          ? null
          : cageSplitter(dataset.seed, generation, firstDay, dates, weekByKey, cages);
      splitters.set(generation.id, split);
    }
    split?.(farmDay);
  });
  const detail: FarmDetail = {
    farmId: site.id,
    start: fromDayNumber(firstDay),
    end: dataset.today,
    cages,
    environment,
  };
  if (keep) perDataset.set(site.id, detail);
  return detail;
}

/** Whole fish (or kg) over cages in proportion to `weights`, never more than a cage's `caps`. */
const share = (total: number, weights: number[], caps: number[]): number[] => {
  if (total === 0) return weights.map(() => 0);
  const parts = distribute(total, weights.some((weight) => weight > 0) ? weights : caps);
  let excess = 0;
  parts.forEach((part, index) => {
    if (part > (caps[index] as number)) {
      excess += part - (caps[index] as number);
      parts[index] = caps[index] as number;
    }
  });
  for (let index = 0; excess > 0 && index < parts.length; index += 1) {
    const take = Math.min(excess, (caps[index] as number) - (parts[index] as number));
    parts[index] = (parts[index] as number) + take;
    excess -= take;
  }
  return parts;
};

/**
 * Splits the days of one generation over its cages (pushing one series per cage into `out`): stocked fish by
 * cage share, deaths in proportion to the fish in each cage (handling deaths to the treated cages), the
 * harvest cage after cage, feed by biomass; each cage grows a little faster or slower than the farm, scaled so
 * the cages' biomass adds up to the farm's; lice per cage average (fish-weighted) to the farm's weekly count.
 */
const cageSplitter = (
  seed: number,
  generation: SiteGeneration,
  firstDay: number,
  allDates: string[],
  weekByKey: Map<number, Site['weeks'][number]>,
  out: CageSeries[],
): ((day: FarmDay) => void) => {
  const random = childRandom(seed, `generation:${generation.id}`);
  const cageRandoms = generation.cages.map((cage) => childRandom(seed, `cage:${generation.id}:${cage.id}`));
  const counts = distribute(
    generation.stockedCount,
    generation.cages.map(() => random.range(0.8, 1.2)),
  );
  const growth = cageRandoms.map((cageRandom) => cageRandom.range(0.94, 1.06));
  const lice = cageRandoms.map((cageRandom) => cageRandom.range(0.6, 1.45));
  const cageWeights = (farmWeightG: number): number[] => {
    const fish = counts.reduce((sum, count) => sum + count, 0);
    const scale = counts.reduce((sum, count, index) => sum + count * (growth[index] as number), 0);
    return growth.map((factor) => (fish > 0 ? (farmWeightG * factor * fish) / scale : farmWeightG));
  };
  let previous = cageWeights(generation.stockingWeight * 1000);
  const series: CageSeries[] = generation.cages.map((cage, index) => ({
    cageId: cage.id,
    cageName: cage.name,
    generationId: generation.id,
    fishGroupIds: generation.fishGroups.filter((group) => group.cageIds.includes(cage.id)).map((group) => group.id),
    firstDay: Math.max(firstDay, toDayNumber(generation.startDate)),
    stocked: counts[index] as number,
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
    treatments: generation.treatments
      .filter((entry) => entry.cageIds.includes(cage.id) && toDayNumber(entry.date) >= firstDay)
      .map((entry) => ({ date: entry.date, product: entry.product, category: entry.category })),
  }));
  out.push(...series);
  const open = counts.map((count) => count > 0);

  return (farmDay) => {
    const { day } = farmDay;
    const before = [...counts];
    const deaths = {} as Record<MortalityReason, number[]>;
    for (const reason of MORTALITY_REASONS) {
      const weights =
        reason === 'handling' && farmDay.treatment
          ? counts.map((count, index) => (farmDay.treatment!.cageIds.includes(generation.cages[index]!.id) ? count : 0))
          : counts;
      const parts = share(farmDay.deaths[reason], weights, counts);
      parts.forEach((part, index) => (counts[index] = (counts[index] as number) - part));
      deaths[reason] = parts;
    }
    // The harvest empties the cages one after another.
    const slaughtered = counts.map(() => 0);
    let toSlaughter = farmDay.slaughtered;
    for (let index = 0; toSlaughter > 0 && index < counts.length; index += 1) {
      const take = Math.min(toSlaughter, counts[index] as number);
      slaughtered[index] = take;
      counts[index] = (counts[index] as number) - take;
      toSlaughter -= take;
    }
    const weights = cageWeights(farmDay.weightG);
    const feed = share(
      farmDay.feed,
      counts.map(
        (count, index) => count * (weights[index] as number) * (cageRandoms[index] as Random).range(0.92, 1.08),
      ),
      counts.map(() => Number.POSITIVE_INFINITY),
    );
    // Lice are counted on Tuesdays of weeks the site reported.
    const weekday = (day + 3) % 7; // 1970-01-01 was a Thursday; Monday = 0
    const week = weekday === 1 ? isoWeekOf(day) : undefined;
    const siteWeek = week ? weekByKey.get(week.year * 100 + week.week) : undefined;
    const counted = siteWeek?.liceReported ? siteWeek : undefined;
    const stageOf = (farmValue: number) => {
      const raw = lice.map((factor, index) =>
        before[index]! > 0 ? factor * Math.exp((cageRandoms[index] as Random).normal() * 0.25) : 0,
      );
      const fish = before.reduce((sum, count) => sum + count, 0);
      const weighted = raw.reduce((sum, value, index) => sum + value * (before[index] as number), 0);
      return raw.map((value) => (weighted > 0 ? round((farmValue * value * fish) / weighted, 2) : null));
    };
    const female = counted ? stageOf(counted.female as number) : undefined;
    const mobile = counted ? stageOf(counted.mobile as number) : undefined;
    const stationary = counted ? stageOf(counted.stationary as number) : undefined;

    series.forEach((cage, index) => {
      if (!open[index]) return;
      const weightG = weights[index] as number;
      if (day < firstDay) {
        cage.before.dead += (before[index] as number) - (counts[index] as number) - (slaughtered[index] as number);
        cage.before.slaughterCount += slaughtered[index] as number;
        cage.before.slaughterBiomass += ((slaughtered[index] as number) * weightG) / 1000;
      } else {
        cage.dates.push(allDates[day - firstDay] as string);
        cage.count.push(counts[index] as number);
        cage.weight.push(round(weightG / 1000, 3));
        cage.biomass.push(Math.round(((counts[index] as number) * weightG) / 1000));
        cage.sgr.push(round((Math.log(weightG) - Math.log(previous[index] as number)) * 100, 3));
        cage.feed.push(feed[index] as number);
        for (const reason of MORTALITY_REASONS) cage.mortality[reason].push(deaths[reason][index] as number);
        cage.slaughterCount.push(slaughtered[index] as number);
        cage.female.push(female?.[index] ?? null);
        cage.mobile.push(mobile?.[index] ?? null);
        cage.stationary.push(stationary?.[index] ?? null);
      }
      if (counts[index] === 0) open[index] = false;
    });
    previous = weights;
  };
};
