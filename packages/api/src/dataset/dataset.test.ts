import { describe, expect, it } from 'vitest';
import { createDataset, getFarmDetail, getMapWeek, toDayNumber } from './index.ts';
import { MORTALITY_REASONS } from './products.ts';

const small = () => createDataset({ sites: 120 });
const dataset = small();

describe('createDataset', { timeout: 30_000 }, () => {
  it('is deterministic: the same seed gives identical output', () => {
    const again = small();
    expect(JSON.stringify(again.sites)).toBe(JSON.stringify(dataset.sites));
    expect(JSON.stringify(again.organizations)).toBe(JSON.stringify(dataset.organizations));
  });

  it('another seed gives other data', () => {
    const other = createDataset({ sites: 120, seed: 2 });
    expect(JSON.stringify(other.sites[0]!.weeks)).not.toBe(JSON.stringify(dataset.sites[0]!.weeks));
  });

  it('has the requested number of sites, 60 operators, and the demo organizations', () => {
    expect(dataset.sites).toHaveLength(120);
    expect(dataset.operators).toHaveLength(60);
    expect(dataset.organizations.map((org) => org.parentOrganizationId === null).filter(Boolean)).toHaveLength(2);
    expect(dataset.sites.filter((site) => site.demo).length).toBeGreaterThan(20);
  });

  it('puts every farm in exactly one of the 13 production areas, with unique ids', () => {
    const areas = dataset.sites.map((site) => site.productionAreaId);
    expect(areas.filter((area) => !Number.isInteger(area) || area < 1 || area > 13)).toEqual([]);
    expect(new Set(dataset.sites.map((site) => site.id)).size).toBe(dataset.sites.length);
    expect(new Set(dataset.sites.map((site) => site.productionAreaId)).size).toBe(13);
  });

  it('keeps weekly counts non-negative, weights growing within a generation and "not reported" as null', () => {
    const problems: string[] = [];
    for (const site of dataset.sites) {
      let previous: { generationId: string | null; weight: number | null } = { generationId: null, weight: null };
      for (const week of site.weeks) {
        const at = `${site.id} ${week.year}-${week.week}`;
        if (week.mortalityCount < 0 || (week.fishCount !== null && week.fishCount < 0))
          problems.push(`${at}: negative count`);
        if (!week.liceReported && week.female !== null) problems.push(`${at}: unreported lice not null`);
        if (week.liceReported && (week.female === null || week.female < 0))
          problems.push(`${at}: reported lice invalid`);
        if (week.isFallow && week.fishWeight !== null) problems.push(`${at}: fallow with fish`);
        if (
          week.generationId &&
          week.generationId === previous.generationId &&
          previous.weight !== null &&
          (week.fishWeight as number) < previous.weight
        )
          problems.push(`${at}: weight fell`);
        previous = { generationId: week.generationId, weight: week.fishWeight };
      }
    }
    expect(problems).toEqual([]);
  });

  it('lice follow the seasons: late summer higher than late winter', () => {
    const mean = (week: number) => {
      const rows = getMapWeek(dataset, 2025, week).filter((row) => row.female !== null);
      return rows.reduce((sum, row) => sum + (row.female as number), 0) / rows.length;
    };
    expect(mean(36)).toBeGreaterThan(mean(9));
  });

  it('daily detail: mortality never exceeds stock and counts never go negative', () => {
    const site = dataset.sites.find((entry) => entry.demo)!;
    const detail = getFarmDetail(dataset, site.id)!;
    expect(detail.cages.length).toBeGreaterThan(0);
    for (const cage of detail.cages) {
      for (let index = 0; index < cage.count.length; index += 1) {
        expect(cage.count[index]).toBeGreaterThanOrEqual(0);
        const dead = MORTALITY_REASONS.reduce((sum, reason) => sum + (cage.mortality[reason][index] as number), 0);
        const before =
          index === 0 ? cage.count[0]! + dead + cage.slaughterCount[0]! : (cage.count[index - 1] as number);
        expect(dead).toBeLessThanOrEqual(before);
      }
    }
  });

  it('sea temperature is colder in the north', () => {
    const south = dataset.sites.filter((site) => site.productionAreaId <= 3);
    const north = dataset.sites.filter((site) => site.productionAreaId >= 11);
    const mean = (sites: typeof south) =>
      sites.reduce((sum, site) => sum + site.weeks.reduce((s, w) => s + w.seaTemperature, 0) / site.weeks.length, 0) /
      sites.length;
    expect(mean(south)).toBeGreaterThan(mean(north) + 1.5);
  });

  it('one truth: every public weekly row is the private daily detail aggregated to the week', () => {
    const firstDay = toDayNumber(dataset.weeks[0]!.start);
    const lastDay = toDayNumber(dataset.today);
    const problems: string[] = [];
    let checked = 0;
    for (const site of dataset.sites.filter((entry) => entry.demo).slice(0, 6)) {
      const detail = getFarmDetail(dataset, site.id)!;
      dataset.weeks.forEach((week, index) => {
        const row = site.weeks[index]!;
        const at = `${site.id} ${week.label}`;
        const monday = toDayNumber(week.start);
        const days = Array.from({ length: Math.min(7, lastDay - monday + 1) }, (_, day) => monday + day);
        const temperatures = days.map((day) => detail.environment.seaTemperature[3][day - firstDay]!);
        const temperature = Math.round((temperatures.reduce((a, b) => a + b, 0) / days.length) * 10) / 10;
        if (temperature !== row.seaTemperature)
          problems.push(`${at}: sea temperature ${temperature} ≠ ${row.seaTemperature}`);
        if (!row.generationId) return;
        const cages = detail.cages.filter((cage) => cage.generationId === row.generationId);
        const at_ = (cage: (typeof cages)[number], day: number) =>
          cage.dates.indexOf(new Date(day * 86_400_000).toISOString().slice(0, 10));
        let dead = 0;
        let harvested = 0;
        let feed = 0;
        let stock: { count: number; biomass: number } | undefined;
        for (const day of days) {
          let count = 0;
          let biomass = 0;
          for (const cage of cages) {
            const i = at_(cage, day);
            if (i < 0) continue;
            count += cage.count[i]!;
            biomass += cage.biomass[i]!;
            harvested += cage.slaughterCount[i]!;
            feed += cage.feed[i]!;
            for (const reason of MORTALITY_REASONS) dead += cage.mortality[reason][i]!;
          }
          if (count > 0) stock = { count, biomass };
        }
        if (dead !== row.mortalityCount) problems.push(`${at}: dead ${dead} ≠ ${row.mortalityCount}`);
        if (harvested !== row.harvestCount) problems.push(`${at}: harvested ${harvested} ≠ ${row.harvestCount}`);
        if (feed !== row.feed) problems.push(`${at}: feed ${feed} ≠ ${row.feed}`);
        if (!stock) return;
        if (stock.count !== row.fishCount) problems.push(`${at}: fish ${stock.count} ≠ ${row.fishCount}`);
        if (Math.abs(stock.biomass / 1000 - row.biomass!) > 1)
          problems.push(`${at}: biomass ${stock.biomass} ≠ ${row.biomass}`);
        if (Math.abs(stock.biomass / stock.count - row.fishWeight!) > 0.01)
          problems.push(`${at}: weight ${stock.biomass / stock.count} ≠ ${row.fishWeight}`);
        // Lice: the cages' counts on the counting day, weighted by the fish in each cage.
        const counting = days.find((day) => cages.some((cage) => cage.female[at_(cage, day)] != null));
        if (row.liceReported && counting !== undefined) {
          let fish = 0;
          let female = 0;
          for (const cage of cages) {
            const i = at_(cage, counting);
            if (i < 0 || cage.female[i] == null) continue;
            const dying = MORTALITY_REASONS.reduce((sum, reason) => sum + cage.mortality[reason][i]!, 0);
            const atStart = cage.count[i]! + dying + cage.slaughterCount[i]!;
            fish += atStart;
            female += cage.female[i]! * atStart;
          }
          if (Math.abs(female / fish - row.female!) > 0.01)
            problems.push(`${at}: lice ${female / fish} ≠ ${row.female}`);
        }
        checked += 1;
      });
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });
});
