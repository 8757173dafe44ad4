import type { Conditions } from '@havbruk/api';
import { describe, expect, it } from 'vitest';
import { growthSummary, liceForecast, weightedMean } from './summary.ts';

const farm = (count: number | null, weight: number | null, female: number | null): Conditions =>
  ({
    currentFishCount: count,
    currentFishWeight: weight,
    currentFishBiomass: count && weight ? (count * weight) / 1000 : null,
    currentAvgFemaleLice: female,
  }) as Conditions;

describe('health widget summaries', () => {
  it('weights lice by fish and skips fallow farms and missing counts', () => {
    const farms = [farm(100_000, 2, 0.1), farm(300_000, 4, 0.3), farm(null, null, null), farm(50_000, 3, null)];
    expect(weightedMean(farms, (c) => c.currentAvgFemaleLice)).toBeCloseTo(0.25);
    expect(weightedMean([farm(null, null, 0.4)], (c) => c.currentAvgFemaleLice)).toBeNull();
  });

  it('counts stocked farms at harvestable weight (3 kg or more)', () => {
    const summary = growthSummary([farm(100_000, 2.99, 0), farm(100_000, 3, 0), farm(null, null, null)]);
    expect(summary).toMatchObject({ harvestable: 1, stocked: 2, biomass: 599 });
    expect(summary.weight).toBeCloseTo(2.995);
  });

  it('forecasts 21 days from the last count', () => {
    const day = 86_400_000;
    const points = [0, 7, 14].map((d, i) => ({ x: new Date(Date.UTC(2026, 10, 1) + d * day), y: 0.1 + i * 0.01 }));
    const forecast = liceForecast(points);
    expect(forecast).toHaveLength(22);
    expect(forecast?.at(-1)?.y).toBeCloseTo(0.15);
    expect(liceForecast(points.slice(0, 1))).toBeNull();
  });
});
