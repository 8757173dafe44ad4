import { describe, expect, it } from 'vitest';
import type { Conditions } from '../contract/farm.ts';
import { poolConditions, yearlyMortalityPercent } from './pooling.ts';

const base: Conditions = {
  farmId: 'a',
  updatedAt: '2026-11-20',
  daysActive: 100,
  generation: null,
  currentFishCount: 900,
  currentFishWeight: 2,
  currentFishBiomass: 1800,
  totalMortalityPercent: 10,
  trendDailyMortalityPercent: 0.01,
  totalStockedFishCount: 1000,
  totalMortalityCount: 100,
  yearlyMortalityPercent: null,
  monthlyMortality: [
    { month: '2026-10', dead: 10, fishAtRisk: 1000 },
    { month: '2026-11', dead: 20, fishAtRisk: 1000 },
  ],
  totalFeed: 1000,
  totalBiomassGained: 1000,
  totalDeadBiomass: 100,
  totalFeedOverBiomass: null,
  trendFeedOverBiomass: null,
  totalBiologicalFCR: 1,
  totalEconomicFCR: 1.11,
  currentSeaTemperature: 8,
  currentOxygen: null,
  currentSalinity: null,
  currentConfirmedDiseases: 'PD',
  currentAvgFemaleLice: 0.1,
  currentAvgMobileLice: null,
  currentLastTreatmentCategory: 'thermal',
  currentLastTreatmentDate: '2026-10-01',
};
const other: Conditions = {
  ...base,
  farmId: 'b',
  currentFishCount: 100,
  currentFishWeight: 4,
  currentFishBiomass: 400,
  totalMortalityPercent: 30,
  totalStockedFishCount: 1000,
  totalMortalityCount: 300,
  monthlyMortality: [
    { month: '2026-10', dead: 90, fishAtRisk: 1000 },
    { month: '2026-11', dead: 0, fishAtRisk: 0 },
  ],
  totalFeed: 3000,
  totalBiomassGained: 2000,
  totalDeadBiomass: 500,
  totalBiologicalFCR: 1.5,
  totalEconomicFCR: 2,
  currentConfirmedDiseases: 'ILA,PD',
  currentAvgFemaleLice: 0.5,
  currentLastTreatmentCategory: 'mechanical',
  currentLastTreatmentDate: '2026-11-01',
};

describe('the pooling rule', () => {
  const pooled = poolConditions('org', [base, other]);

  it('adds counts and amounts', () => {
    expect(pooled).toMatchObject({
      farmId: 'org',
      currentFishCount: 1000,
      currentFishBiomass: 2200,
      totalStockedFishCount: 2000,
      totalMortalityCount: 400,
      totalFeed: 4000,
      totalBiomassGained: 3000,
      totalDeadBiomass: 600,
    });
  });

  it('recomputes ratios from the sums: mortality is total dead over total stocked', () => {
    // The fish-weighted mean of the percentages would be (10 × 900 + 30 × 100) / 1000 = 12 %.
    expect(pooled.totalMortalityPercent).toBeCloseTo(20);
  });

  it('pools FCR as total feed over total gain, biological and economic', () => {
    // The fish-weighted mean of the farms' FCRs would be 1.05.
    expect(pooled.totalBiologicalFCR).toBeCloseTo(4000 / 3000);
    expect(pooled.totalEconomicFCR).toBeCloseTo(4000 / 2400);
  });

  it('pools the yearly mortality month by month (dead over fish at risk, summed)', () => {
    expect(pooled.monthlyMortality).toEqual([
      { month: '2026-10', dead: 100, fishAtRisk: 2000 },
      { month: '2026-11', dead: 20, fishAtRisk: 1000 },
    ]);
    expect(pooled.yearlyMortalityPercent).toBeCloseTo(5 + 2);
    expect(yearlyMortalityPercent(base.monthlyMortality)).toBeCloseTo(3);
    expect(yearlyMortalityPercent([{ month: '2026-11', dead: 0, fishAtRisk: 0 }])).toBeNull();
  });

  it('weighs per-fish measures by fish and keeps distinct diseases and the latest treatment', () => {
    expect(pooled.currentFishWeight).toBeCloseTo(2.2);
    expect(pooled.currentAvgFemaleLice).toBeCloseTo(0.14);
    expect(pooled).toMatchObject({
      currentConfirmedDiseases: 'ILA,PD',
      currentLastTreatmentCategory: 'mechanical',
      currentLastTreatmentDate: '2026-11-01',
    });
  });

  it('pools the generation figures of the farms with fish at sea, the last 12 months of every farm', () => {
    const fallow: Conditions = {
      ...other,
      farmId: 'c',
      currentFishCount: 0,
      currentFishBiomass: 0,
      totalStockedFishCount: 1000,
      totalMortalityCount: 900,
      monthlyMortality: [{ month: '2026-10', dead: 100, fishAtRisk: 2000 }],
    };
    const withFallow = poolConditions('org', [base, other, fallow]);
    expect(withFallow).toMatchObject({ totalStockedFishCount: 2000, totalMortalityCount: 400, totalFeed: 4000 });
    expect(withFallow.totalMortalityPercent).toBeCloseTo(20);
    expect(withFallow.yearlyMortalityPercent).toBeCloseTo((200 / 4000 + 20 / 1000) * 100);
  });

  it('keeps "not reported" as null, never 0', () => {
    expect(pooled.currentAvgMobileLice).toBeNull();
    expect(pooled.currentOxygen).toBeNull();
    const publicFarm = { ...base, currentFishCount: null, currentFishBiomass: null, totalFeed: null };
    const publicOnly = poolConditions('org', [publicFarm, { ...publicFarm, currentAvgFemaleLice: 0.3 }]);
    expect(publicOnly.currentFishCount).toBeNull();
    expect(publicOnly.currentFishBiomass).toBeNull();
    expect(publicOnly.totalBiologicalFCR).toBeNull();
    // Public data only (no fish counts): the plain mean of the farms' counts.
    expect(publicOnly.currentAvgFemaleLice).toBeCloseTo(0.2);
  });
});
