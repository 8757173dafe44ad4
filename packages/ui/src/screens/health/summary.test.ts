import type { Conditions } from '@havbruk/api';
import { describe, expect, it } from 'vitest';
import { formatField } from '../../format/format.ts';
import { healthFigures, liceForecast } from './summary.ts';

/** A farm's conditions as the server answers them: biomass in kilograms (the contract's unit). */
const farm = (count: number | null, weight: number | null, female: number | null): Conditions =>
  ({
    currentFishCount: count,
    currentFishWeight: weight,
    currentFishBiomass: count !== null && weight !== null ? count * weight : null,
    currentAvgFemaleLice: female,
    totalStockedFishCount: null,
    totalMortalityCount: null,
    monthlyMortality: [],
    currentConfirmedDiseases: '',
    currentLastTreatmentDate: null,
    updatedAt: null,
  }) as unknown as Conditions;

describe('health widget summaries', () => {
  it('weights lice by fish and skips fallow farms and missing counts', () => {
    const farms = [farm(100_000, 2, 0.1), farm(300_000, 4, 0.3), farm(null, null, null), farm(50_000, 3, null)];
    expect(healthFigures(farms).pooled.currentAvgFemaleLice).toBeCloseTo(0.25);
    expect(healthFigures([farm(0, null, 0.4), farm(100_000, 2, null)]).pooled.currentAvgFemaleLice).toBeNull();
  });

  it('counts stocked farms at harvestable weight (3 kg or more)', () => {
    const figures = healthFigures([farm(100_000, 2.99, 0), farm(100_000, 3, 0), farm(null, null, null)]);
    expect(figures).toMatchObject({ harvestable: 1, stocked: 2 });
    expect(figures.pooled.currentFishWeight).toBeCloseTo(2.995);
  });

  it('shows the biomass of kilograms in tonnes (issue 35: not 1,000 times too large)', () => {
    const figures = healthFigures([farm(400_000, 4.5, 0.1), farm(300_000, 2, 0.2)]);
    expect(figures.pooled.currentFishBiomass).toBe(2_400_000);
    expect(formatField(figures.pooled.currentFishBiomass, 'currentFishBiomass', 'en')).toBe('2,400\u00a0t');
  });

  it("pools mortality: total dead over total stocked, not a fish-weighted mean of the farms' percentages", () => {
    const a = {
      ...farm(900, 2, null),
      totalStockedFishCount: 1000,
      totalMortalityCount: 100,
      totalMortalityPercent: 10,
    };
    const b = {
      ...farm(100, 2, null),
      totalStockedFishCount: 1000,
      totalMortalityCount: 300,
      totalMortalityPercent: 30,
    };
    expect(healthFigures([a, b]).pooled.totalMortalityPercent).toBeCloseTo(20);
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
