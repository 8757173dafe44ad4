import { poolConditions, type Conditions } from '@havbruk/api';
import { DAY_MS, forecastSeries, type ForecastPoint, type SeriesPoint } from '@havbruk/charts';

/** Spec S2 §9: the lice widget forecasts 21 days; harvestable weight is 3 kg or more. */
export const LICE_WIDGET_FORECAST_DAYS = 21;
export const HARVESTABLE_KG = 3;

export interface HealthFigures {
  /** The perspective's farms pooled (`poolConditions` of `@havbruk/api`: the one pooling rule). */
  pooled: Conditions;
  /** Stocked farms at harvestable weight, and the stocked farms. */
  harvestable: number;
  stocked: number;
}

/** The widgets' figures: the farms pooled, and how many stocked farms reach harvestable weight. */
export function healthFigures(conditions: readonly Conditions[]): HealthFigures {
  const stocked = conditions.filter((entry) => (entry.currentFishCount ?? 0) > 0);
  return {
    pooled: poolConditions('perspective', conditions),
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
