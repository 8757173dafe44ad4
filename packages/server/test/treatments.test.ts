/**
 * Treatment recommendations read like the cages' data: caveats and caution flags follow weight, the last treatment
 * and the water (not chance), mortality counts the whole generation over the fish stocked, farm aggregates are
 * fish-weighted over the cages.
 */
import { describe, expect, it } from 'vitest';
import { getFarmDetail, MORTALITY_REASONS, toDayNumber } from '@havbruk/api/dataset';
import { getTreatmentMitigations, getTreatmentPlaces } from '../src/queries/farm.ts';
import { ORGS, testDataset } from './helpers.ts';

const dataset = testDataset();
const farmIds = dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds;
const sites = dataset.sites.filter((site) => farmIds.includes(site.id));
const { records, farms } = getTreatmentPlaces(dataset, sites);

describe('treatment places', () => {
  it('has cages to recommend', () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it('flags small fish, fish near harvest and recent treatments from the data', () => {
    for (const record of records) {
      expect(record.caveats.includes('SMALL_FISH')).toBe(record.currentFishWeight < 1);
      expect(record.caveats.includes('NEAR_HARVEST')).toBe(record.currentFishWeight >= 4);
      const since = record.metrics.daysSinceLastTreatment;
      expect(record.caveats.includes('RECENT_TREATMENT')).toBe(since !== null && since < 21);
    }
  });

  it('decides eligible by one rule (above 0 and no failed check) and labels follow it (issue 38)', () => {
    expect(records.some((record) => record.fail.length > 0)).toBe(true);
    for (const record of records) {
      const eligible = record.recommendation > 0;
      if (record.fail.length > 0) expect(eligible, `${record.cageName} fails ${record.fail.join()}`).toBe(false);
      expect(record.label === 'notRecommended').toBe(!eligible);
    }
    for (const farm of farms) {
      const cages = records.filter((record) => record.farmId === farm.farmId);
      expect(farm.eligibleChild).toBe(cages.filter((record) => record.recommendation > 0).length);
    }
  });

  it('counts mortality over the whole generation and the fish stocked', () => {
    const record = records[0]!;
    const series = getFarmDetail(dataset, record.farmId)!.cages.find(
      (cage) => cage.cageId === record.cageId && cage.generationId === record.productionId,
    )!;
    const dead =
      series.before.dead +
      MORTALITY_REASONS.reduce((sum, reason) => sum + series.mortality[reason].reduce((a, b) => a + b, 0), 0);
    expect(record.metrics.totalMortalityPercent).toBeCloseTo((dead / series.stocked) * 100, 2);
  });

  it('aggregates farms fish-weighted: eligible fish are the fish of cages recommended above 0', () => {
    for (const farm of farms) {
      const cages = records.filter((record) => record.farmId === farm.farmId);
      const eligible = cages.filter((record) => record.recommendation > 0);
      expect(farm.children).toBe(cages.length);
      expect(farm.eligibleChild).toBe(eligible.length);
      expect(farm.eligibleFish).toBe(eligible.reduce((sum, record) => sum + record.currentFishCount, 0));
    }
  });
});

describe('treatment mitigations', () => {
  it('cautions handling treatments for small or recently treated fish, and describes comparable fish', () => {
    const record = records.find((entry) => entry.currentFishWeight < 1 || entry.caveats.includes('RECENT_TREATMENT'))!;
    const site = sites.find((entry) => entry.id === record.farmId)!;
    const [answer] = getTreatmentMitigations(dataset, site, [record.cageId]);
    expect(answer!.cageId).toBe(record.cageId);
    const thermal = answer!.recommendations.find((option) => option.category === 'thermal')!;
    const cleaner = answer!.recommendations.find((option) => option.category === 'cleanerFish')!;
    expect(thermal.caution).toBe(true);
    expect(cleaner.caution).toBe(false);
    const weight = answer!.filters.find((filter) => filter.key === 'weight')!;
    expect(weight.min).toBeLessThanOrEqual(record.currentFishWeight);
    expect(weight.max).toBeGreaterThanOrEqual(record.currentFishWeight);
    expect(toDayNumber(record.day)).toBe(toDayNumber(dataset.today));
  });
});
