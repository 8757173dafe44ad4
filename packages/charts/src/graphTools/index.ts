export {
  ANOMALY_Z_SCORE,
  detectAnomalies,
  FORECAST_BAND_MAX_POINTS,
  FORECAST_HORIZON,
  FORECAST_PERIODS,
  forecastPeriodFor,
  forecastSeries,
  interpolateGaps,
  SEASONAL_STRENGTH_THRESHOLD,
  seasonalDecomposition,
} from './graphTools.ts';
export type {
  Anomaly,
  AnomalyOptions,
  ForecastOptions,
  ForecastPeriod,
  ForecastPoint,
  InterpolationResult,
  SeasonalDecomposition,
} from './graphTools.ts';
