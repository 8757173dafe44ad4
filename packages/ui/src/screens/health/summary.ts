import type { Conditions } from '@havbruk/api';
import { DAY_MS, forecastSeries, type ForecastPoint, type SeriesPoint } from '@havbruk/charts';

/** Spec S2 §9: the lice widget forecasts 21 days; harvestable weight is 3 kg or more. */
export const LICE_WIDGET_FORECAST_DAYS = 21;
export const HARVESTABLE_KG = 3;

/** Fish-count-weighted mean of a conditions field over farms with fish and a value (null when none). */
export function weightedMean(conditions: readonly Conditions[], pick: (c: Conditions) => number | null): number | null {
  let sum = 0;
  let weight = 0;
  for (const entry of conditions) {
    const value = pick(entry);
    const fish = entry.currentFishCount ?? 0;
    if (value === null || fish <= 0) continue;
    sum += value * fish;
    weight += fish;
  }
  return weight > 0 ? sum / weight : null;
}

export interface GrowthSummary {
  weight: number | null;
  biomass: number;
  harvestable: number;
  stocked: number;
}

/** Mean weight (fish-weighted), biomass in tonnes and the stocked farms at harvestable weight. */
export function growthSummary(conditions: readonly Conditions[]): GrowthSummary {
  const stocked = conditions.filter((entry) => (entry.currentFishCount ?? 0) > 0);
  return {
    weight: weightedMean(stocked, (entry) => entry.currentFishWeight),
    biomass: stocked.reduce((sum, entry) => sum + (entry.currentFishBiomass ?? 0), 0),
    harvestable: stocked.filter((entry) => (entry.currentFishWeight ?? 0) >= HARVESTABLE_KG).length,
    stocked: stocked.length,
  };
}

/** The 21-day forecast of a lice series (graph tools' forecast, daily points), or null below 2 counts. */
export function liceForecast(points: readonly SeriesPoint[]): ForecastPoint[] | null {
  return forecastSeries(points, { horizon: LICE_WIDGET_FORECAST_DAYS, period: 1 });
}

/** Points of the last `days` days up to `today` (inclusive). */
export function lastDays(points: readonly SeriesPoint[], today: Date, days: number): SeriesPoint[] {
  const from = today.getTime() - (days - 1) * DAY_MS;
  return points.filter((point) => +point.x >= from && +point.x <= today.getTime());
}
