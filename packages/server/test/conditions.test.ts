/**
 * Farm conditions read like the data-facts definitions (issue 35): biomass in kilograms (the contract's unit, of
 * the magnitude of the site's MTB in tonnes), mortality over the fish of the stocking event, biological FCR with
 * the dead fish's growth and the economic FCR without it, the Veterinary Institute's monthly-rate yearly mortality.
 */
import { FIELD_UNITS, poolConditions } from '@havbruk/api';
import { getFarmDetail, getSite, MORTALITY_REASONS } from '@havbruk/api/dataset';
import { describe, expect, it } from 'vitest';
import { getFarmConditions } from '../src/queries/farm.ts';
import { ORGS, testDataset } from './helpers.ts';

const dataset = testDataset();
const viewer = { isPrivate: () => true, inPerspective: () => true };
const farmIds = dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds;
const sites = farmIds.map((id) => getSite(dataset, id)!);
const conditions = sites.map((site) => getFarmConditions(dataset, site, viewer));
const deadOf = (series: { mortality: Record<string, number[]> }, index: number) =>
  MORTALITY_REASONS.reduce((sum, reason) => sum + (series.mortality[reason]![index] as number), 0);

describe('farm conditions', () => {
  it('gives biomass in kilograms, below the site’s MTB (tonnes) and pooled to the group in the same magnitude', () => {
    expect(FIELD_UNITS.currentFishBiomass).toBe('kg');
    expect(FIELD_UNITS.maxBiomass).toBe('t');
    for (const [index, entry] of conditions.entries()) {
      const mtb = sites[index]!.maxBiomass;
      expect(entry.currentFishBiomass!).toBeLessThanOrEqual(mtb * 1000 * 1.2);
    }
    const group = poolConditions(ORGS.nordvik, conditions);
    const mtbTotal = sites.reduce((sum, site) => sum + site.maxBiomass, 0);
    // Nordvik Sjømat Group: tens of thousands of tonnes at most, not 18 million.
    expect(group.currentFishBiomass! / 1000).toBeGreaterThan(0.1 * mtbTotal);
    expect(group.currentFishBiomass! / 1000).toBeLessThan(1.2 * mtbTotal);
  });

  it('counts mortality over the fish of the stocking event, also for generations stocked before the data', () => {
    // A generation stocked before the detail's first day (asked for by its id).
    const [site, generation] = sites
      .flatMap((candidate) => {
        const start = getFarmDetail(dataset, candidate.id)!.start;
        return candidate.generations
          .filter((entry) => entry.startDate < start && entry.endDate !== null && entry.endDate >= start)
          .map((entry) => [candidate, entry] as const);
      })
      .at(0)!;
    const cages = getFarmDetail(dataset, site.id)!.cages.filter((series) => series.generationId === generation.id);
    const stocked = cages.reduce((sum, series) => sum + series.stocked, 0);
    const dead = cages.reduce(
      (sum, series) =>
        sum + series.before.dead + series.dates.reduce((total, _, index) => total + deadOf(series, index), 0),
      0,
    );
    const before = cages.reduce((sum, series) => sum + series.before.dead, 0);
    expect(before).toBeGreaterThan(0);
    expect(stocked).toBeCloseTo(generation.stockedCount, -2);
    const entry = getFarmConditions(dataset, site, viewer, generation.id);
    expect(entry).toMatchObject({ totalStockedFishCount: stocked, totalMortalityCount: dead });
    expect(entry.totalMortalityPercent).toBeCloseTo((dead / stocked) * 100, 2);
  });

  it('counts the dead fish’s growth in the biological FCR and not in the economic FCR', () => {
    for (const entry of conditions.filter((c) => c.totalBiologicalFCR !== null)) {
      const { totalFeed, totalBiomassGained, totalDeadBiomass } = entry;
      expect(totalDeadBiomass!).toBeGreaterThan(0);
      expect(entry.totalBiologicalFCR).toBeCloseTo(totalFeed! / totalBiomassGained!, 2);
      expect(entry.totalEconomicFCR).toBeCloseTo(totalFeed! / (totalBiomassGained! - totalDeadBiomass!), 2);
      expect(entry.totalBiologicalFCR!).toBeLessThan(entry.totalEconomicFCR!);
    }
    const group = poolConditions(ORGS.nordvik, conditions);
    const atSea = conditions.filter((c) => (c.currentFishCount ?? 0) > 0);
    const feed = atSea.reduce((sum, c) => sum + (c.totalFeed ?? 0), 0);
    const gain = atSea.reduce((sum, c) => sum + (c.totalBiomassGained ?? 0), 0);
    expect(group.totalBiologicalFCR).toBeCloseTo(feed / gain, 6);
    expect(group.totalBiologicalFCR!).toBeGreaterThan(0.9);
    expect(group.totalBiologicalFCR!).toBeLessThan(1.6);
  });

  it('sums the monthly mortality rates (dead over mean fish at risk) of the last 12 months', () => {
    const entry = conditions.find((c) => c.yearlyMortalityPercent !== null)!;
    expect(entry.monthlyMortality).toHaveLength(12);
    expect(entry.monthlyMortality.at(-1)!.month).toBe(dataset.today.slice(0, 7));
    const summed = entry.monthlyMortality.reduce(
      (sum, month) => sum + (month.fishAtRisk > 0 ? month.dead / month.fishAtRisk : 0),
      0,
    );
    expect(entry.yearlyMortalityPercent).toBeCloseTo(summed * 100, 2);
    expect(entry.yearlyMortalityPercent!).toBeGreaterThan(0);
  });

  it('keeps private figures of a public farm null (not reported), never 0', () => {
    const publicView = getFarmConditions(dataset, sites[0]!, { isPrivate: () => false, inPerspective: () => true });
    expect(publicView).toMatchObject({
      currentFishBiomass: null,
      totalMortalityPercent: null,
      yearlyMortalityPercent: null,
      totalBiologicalFCR: null,
      totalEconomicFCR: null,
      monthlyMortality: [],
    });
  });
});
