/**
 * Dataset sanity: the default seed's national figures land in the published ranges of `data-facts.md`
 * ("National scale", "Health and production"), measured on the full calendar years of the data.
 */
import { describe, expect, it } from 'vitest';
import { createDataset } from './index.ts';
import { nationalFigures } from './nationalFigures.ts';

const figures = nationalFigures(createDataset());
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('national figures of the default dataset', () => {
  it('measures three full years', () => {
    expect(figures.years).toEqual([2023, 2024, 2025]);
  });

  it('standing biomass at the end of October is about 850–900 thousand tonnes (a year within ±5 %)', () => {
    expect(mean(figures.lateAutumnBiomassKt)).toBeGreaterThanOrEqual(850);
    expect(mean(figures.lateAutumnBiomassKt)).toBeLessThanOrEqual(900);
    for (const kt of figures.lateAutumnBiomassKt) {
      expect(kt).toBeGreaterThanOrEqual(810);
      expect(kt).toBeLessThanOrEqual(940);
    }
  });

  it("peak biomass of a generation comes close to the site's MTB", () => {
    expect(figures.peakBiomassToMtb).toBeGreaterThanOrEqual(0.9);
    expect(figures.peakBiomassToMtb).toBeLessThanOrEqual(1.0);
  });

  it('harvest is about 1.5 million tonnes a year, steady from year to year', () => {
    expect(mean(figures.harvestMt)).toBeGreaterThanOrEqual(1.45);
    expect(mean(figures.harvestMt)).toBeLessThanOrEqual(1.55);
    for (const mt of figures.harvestMt) {
      expect(mt).toBeGreaterThanOrEqual(1.35);
      expect(mt).toBeLessThanOrEqual(1.65);
    }
    expect(Math.max(...figures.harvestMt) / Math.min(...figures.harvestMt)).toBeLessThan(1.15);
  });

  it('yearly mortality (monthly-rate method) is 15–17 %, about 25 % in production area 3', () => {
    for (const percent of figures.mortalityPercent) {
      expect(percent).toBeGreaterThanOrEqual(15);
      expect(percent).toBeLessThanOrEqual(17);
    }
    for (const percent of figures.mortalityPercentArea3) {
      expect(percent).toBeGreaterThanOrEqual(22);
      expect(percent).toBeLessThanOrEqual(28);
    }
  });

  it('a few per cent of reporting sites are over the lice limit in weeks 30–41', () => {
    expect(mean(figures.overLiceLimitPercent)).toBeGreaterThanOrEqual(1);
    expect(mean(figures.overLiceLimitPercent)).toBeLessThanOrEqual(6);
    expect(Math.max(...figures.overLiceLimitPercent)).toBeLessThanOrEqual(10);
  });

  it('national mean adult female lice is about 0.2 in week 35', () => {
    for (const lice of figures.femaleLiceWeek35) {
      expect(lice).toBeGreaterThanOrEqual(0.15);
      expect(lice).toBeLessThanOrEqual(0.25);
    }
  });

  it('sea temperature is coldest in March and warmest in August, in every area', () => {
    const months = figures.monthlyTemperature;
    expect(months.indexOf(Math.min(...months)) + 1).toBe(3);
    expect(months.indexOf(Math.max(...months)) + 1).toBe(8);
    expect(figures.coldestMonthByArea).toEqual(Array.from({ length: 13 }, () => 3));
  });

  it('sea temperature is smooth by latitude: no area is warmer than its southern neighbour in any week', () => {
    // 0.2 °C: the sites' own weather, where two areas lie at the same latitude (12 and 13).
    expect(figures.northWarmerThanSouth).toBeLessThanOrEqual(0.2);
  });

  it('about 60 new PD cases and 15 ILA cases a year (chance allows a few more or fewer in a year)', () => {
    expect(mean(figures.pdCases)).toBeGreaterThanOrEqual(55);
    expect(mean(figures.pdCases)).toBeLessThanOrEqual(65);
    for (const cases of figures.pdCases) {
      expect(cases).toBeGreaterThanOrEqual(45);
      expect(cases).toBeLessThanOrEqual(75);
    }
    expect(mean(figures.ilaCases)).toBeGreaterThanOrEqual(12);
    expect(mean(figures.ilaCases)).toBeLessThanOrEqual(18);
    for (const cases of figures.ilaCases) {
      expect(cases).toBeGreaterThanOrEqual(8);
      expect(cases).toBeLessThanOrEqual(25);
    }
  });
});
