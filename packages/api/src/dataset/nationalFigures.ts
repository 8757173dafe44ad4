/**
 * National figures of a dataset, computed the way the published Norwegian figures are (`data-facts.md`,
 * "National scale"): the sanity checks that the synthetic seed looks like Norway.
 */
import { liceLimitFor } from '../domain/liceLimit.ts';
import { toDayNumber } from './calendar.ts';
import type { Site, SiteWeek } from './types.ts';

interface DatasetLike {
  years: number[];
  weeks: { year: number; week: number; start: string }[];
  sites: Site[];
}

export interface NationalFigures {
  /** Full calendar years measured (the current, partial year is left out). */
  years: number[];
  /** Standing biomass at the end of October (ISO week 44), thousand tonnes, per year. */
  lateAutumnBiomassKt: number[];
  /** Median over generations stocked and harvested inside the data of peak weekly biomass ÷ the site's MTB. */
  peakBiomassToMtb: number;
  /** Harvested biomass, million tonnes, per year. */
  harvestMt: number[];
  /** Yearly mortality with the Veterinary Institute's method (Σ monthly dead ÷ mean fish at risk), %, per year. */
  mortalityPercent: number[];
  /** The same for production area 3 (Karmøy til Sotra). */
  mortalityPercentArea3: number[];
  /** Share of reporting sites over the lice limit, %, each week 30–41 of every year. */
  overLiceLimitPercent: number[];
  /** Mean adult female lice of reporting sites in week 35, per year. */
  femaleLiceWeek35: number[];
  /** National mean sea temperature per calendar month (index 0 = January) over the measured years. */
  monthlyTemperature: number[];
  /**
   * Largest amount (°C) by which a production area was warmer in a week than the area next south of it (areas
   * ordered by the mean latitude of their sites): 0 when the coast gets colder northwards every week.
   */
  northWarmerThanSouth: number;
  /** Months (1–12) in which each production area (1–13) is coldest on average. */
  coldestMonthByArea: number[];
  /** New PD and ILA cases (first suspected) per year. */
  pdCases: number[];
  ilaCases: number[];
}

const monthOf = (week: { start: string }): number => new Date((toDayNumber(week.start) + 3) * 86_400_000).getUTCMonth();
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Σ over the months of the year of (dead in the month ÷ mean fish at sea in the month), %. */
const monthlyRateMortality = (dataset: DatasetLike, sites: Site[], year: number): number => {
  let total = 0;
  for (let month = 0; month < 12; month += 1) {
    let dead = 0;
    const fish: number[] = [];
    dataset.weeks.forEach((week, index) => {
      if (week.year !== year || monthOf(week) !== month) return;
      let count = 0;
      for (const site of sites) {
        const row = site.weeks[index] as SiteWeek;
        dead += row.mortalityCount;
        count += row.fishCount ?? 0;
      }
      fish.push(count);
    });
    if (fish.length > 0 && sum(fish) > 0) total += dead / (sum(fish) / fish.length);
  }
  return total * 100;
};

export const nationalFigures = (dataset: DatasetLike): NationalFigures => {
  const years = dataset.years.slice(0, -1);
  const weekIndex = (year: number, week: number) =>
    dataset.weeks.findIndex((entry) => entry.year === year && entry.week === week);
  const rowsOf = (index: number) => dataset.sites.map((site) => site.weeks[index] as SiteWeek);

  const lateAutumnBiomassKt = years.map(
    (year) => sum(rowsOf(weekIndex(year, 44)).map((row) => row.biomass ?? 0)) / 1000,
  );

  const firstDate = dataset.weeks[0]!.start;
  const peaks: number[] = [];
  for (const site of dataset.sites) {
    for (const generation of site.generations) {
      if (generation.startDate < firstDate || generation.endDate === null) continue;
      const peak = Math.max(
        ...site.weeks.filter((row) => row.generationId === generation.id).map((row) => row.biomass ?? 0),
      );
      peaks.push(peak / site.maxBiomass);
    }
  }

  const harvestMt = years.map(
    (year) =>
      sum(
        dataset.weeks.map((week, index) =>
          week.year === year ? sum(rowsOf(index).map((row) => row.harvestBiomass)) : 0,
        ),
      ) / 1e6,
  );

  const overLiceLimitPercent: number[] = [];
  for (const year of years) {
    for (let week = 30; week <= 41; week += 1) {
      const index = weekIndex(year, week);
      const reporting = dataset.sites.filter((site) => site.weeks[index]!.liceReported);
      const over = reporting.filter(
        (site) => (site.weeks[index]!.female as number) > liceLimitFor(site.productionAreaId, week),
      );
      overLiceLimitPercent.push((over.length / reporting.length) * 100);
    }
  }

  const femaleLiceWeek35 = years.map((year) => {
    const reported = rowsOf(weekIndex(year, 35)).filter((row) => row.liceReported);
    return sum(reported.map((row) => row.female as number)) / reported.length;
  });

  // Temperatures: national monthly means, area means per week and month.
  const monthly = Array.from({ length: 12 }, () => ({ total: 0, n: 0 }));
  const areaMonthly = Array.from({ length: 13 }, () => Array.from({ length: 12 }, () => ({ total: 0, n: 0 })));
  const latitude = Array.from({ length: 13 }, (_, area) => {
    const sites = dataset.sites.filter((site) => site.productionAreaId === area + 1);
    return sum(sites.map((site) => site.lat)) / sites.length;
  });
  const southToNorth = latitude.map((_, area) => area).sort((a, b) => latitude[a]! - latitude[b]!);
  let northWarmerThanSouth = 0;
  dataset.weeks.forEach((week, index) => {
    if (!years.includes(week.year)) return;
    const month = monthOf(week);
    const areaWeek = Array.from({ length: 13 }, () => ({ total: 0, n: 0 }));
    for (const site of dataset.sites) {
      const temperature = site.weeks[index]!.seaTemperature;
      for (const cell of [
        monthly[month]!,
        areaMonthly[site.productionAreaId - 1]![month]!,
        areaWeek[site.productionAreaId - 1]!,
      ]) {
        cell.total += temperature;
        cell.n += 1;
      }
    }
    const mean = (area: number) => areaWeek[area]!.total / areaWeek[area]!.n;
    for (let index = 1; index < 13; index += 1) {
      const warmer = mean(southToNorth[index]!) - mean(southToNorth[index - 1]!);
      northWarmerThanSouth = Math.max(northWarmerThanSouth, warmer);
    }
  });
  const coldestMonthByArea = areaMonthly.map((months) => {
    const means = months.map((cell) => cell.total / cell.n);
    return means.indexOf(Math.min(...means)) + 1;
  });

  const cases = (type: string) =>
    years.map(
      (year) =>
        dataset.sites
          .flatMap((site) => site.generations)
          .flatMap((generation) => generation.diseases)
          .filter((disease) => disease.type === type && disease.suspectedDate.startsWith(String(year))).length,
    );

  return {
    years,
    lateAutumnBiomassKt,
    peakBiomassToMtb: median(peaks),
    harvestMt,
    mortalityPercent: years.map((year) => monthlyRateMortality(dataset, dataset.sites, year)),
    mortalityPercentArea3: years.map((year) =>
      monthlyRateMortality(
        dataset,
        dataset.sites.filter((site) => site.productionAreaId === 3),
        year,
      ),
    ),
    overLiceLimitPercent,
    femaleLiceWeek35,
    monthlyTemperature: monthly.map((cell) => cell.total / cell.n),
    northWarmerThanSouth,
    coldestMonthByArea,
    pdCases: cases('PD'),
    ilaCases: cases('ILA'),
  };
};
