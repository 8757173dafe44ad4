import { DAY_MS, xNumber, type SeriesPoint, type XValue } from '../series/types.ts';

/** Graph-tool constants of the spec (2 §9). */
export const ANOMALY_Z_SCORE = 2.5;
export const SEASONAL_STRENGTH_THRESHOLD = 0.6;
export const FORECAST_HORIZON = { min: 1, max: 180, default: 90 } as const;
export const FORECAST_BAND_MAX_POINTS = 8;
export const FORECAST_PERIODS = [1, 7, 30] as const;
export type ForecastPeriod = (typeof FORECAST_PERIODS)[number];

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const variance = (values: readonly number[]) => {
  const m = mean(values);
  return values.reduce((a, v) => a + (v - m) ** 2, 0) / values.length;
};

/** Days between two x values (dates or day counts). */
const daysBetween = (a: XValue, b: XValue) => {
  const delta = xNumber(b) - xNumber(a);
  return typeof a === 'number' ? delta : delta / DAY_MS;
};
const addDays = (x: XValue, days: number): XValue =>
  typeof x === 'number' ? x + days : new Date(x.getTime() + days * DAY_MS);

const defined = (points: readonly SeriesPoint[]) =>
  points.filter((p): p is SeriesPoint & { y: number } => p.y !== null && Number.isFinite(p.y));

export interface SeasonalDecomposition {
  /** Seasonal component per phase (index modulo period), centred on 0. */
  seasonal: number[];
  /** Value minus the seasonal component, per input value. */
  adjusted: number[];
  /** 1 − Var(remainder) ÷ Var(seasonal + remainder), clamped to [0, 1] (Wang, Smith & Hyndman). */
  strength: number;
}

/** Classical additive decomposition with a centred moving-average trend. */
export function seasonalDecomposition(values: readonly number[], period: number): SeasonalDecomposition | null {
  const n = values.length;
  if (period < 2 || n < 2 * period) return null;
  const half = Math.floor(period / 2);
  const trend: (number | null)[] = values.map((_, i) => {
    if (i - half < 0 || i + half >= n) return null;
    if (period % 2 === 1) return mean(values.slice(i - half, i + half + 1));
    // Even period: 2×period moving average.
    let sum = 0.5 * (values[i - half] as number) + 0.5 * (values[i + half] as number);
    for (let j = i - half + 1; j < i + half; j++) sum += values[j] as number;
    return sum / period;
  });
  const byPhase: number[][] = Array.from({ length: period }, () => []);
  trend.forEach((t, i) => {
    if (t !== null) byPhase[i % period]?.push((values[i] as number) - t);
  });
  const raw = byPhase.map((list) => (list.length ? mean(list) : 0));
  const centre = mean(raw);
  const seasonal = raw.map((s) => s - centre);
  const remainder: number[] = [];
  const seasonalPlusRemainder: number[] = [];
  trend.forEach((t, i) => {
    if (t === null) return;
    const s = seasonal[i % period] as number;
    const detrended = (values[i] as number) - t;
    remainder.push(detrended - s);
    seasonalPlusRemainder.push(detrended);
  });
  const total = variance(seasonalPlusRemainder);
  const strength = total === 0 ? 0 : Math.min(1, Math.max(0, 1 - variance(remainder) / total));
  return { seasonal, adjusted: values.map((v, i) => v - (seasonal[i % period] as number)), strength };
}

export interface AnomalyOptions {
  /** |z| above this is an anomaly (default 2.5). */
  threshold?: number;
  /** Season length in points (default 7: a week of daily values). */
  period?: number;
  /** Seasonality is removed first when its strength is at least this (default 0.6). */
  seasonalStrengthThreshold?: number;
}

export interface Anomaly extends SeriesPoint {
  y: number;
  index: number;
  z: number;
}

/**
 * Points whose z-score exceeds the threshold. When the series has a seasonal
 * pattern of strength ≥ 0.6, the z-scores are computed on the seasonally
 * adjusted values, so a regular weekly peak is not an anomaly.
 */
export function detectAnomalies(points: readonly SeriesPoint[], options: AnomalyOptions = {}): Anomaly[] {
  const threshold = options.threshold ?? ANOMALY_Z_SCORE;
  const period = options.period ?? 7;
  const minStrength = options.seasonalStrengthThreshold ?? SEASONAL_STRENGTH_THRESHOLD;
  const indexed = points.flatMap((p, index) => (p.y !== null && Number.isFinite(p.y) ? [{ ...p, y: p.y, index }] : []));
  if (indexed.length < 3) return [];
  let values = indexed.map((p) => p.y);
  const decomposition = seasonalDecomposition(values, period);
  if (decomposition && decomposition.strength >= minStrength) values = decomposition.adjusted;
  const m = mean(values);
  const sd = Math.sqrt(variance(values));
  if (sd === 0) return [];
  return indexed.flatMap((p, i) => {
    const z = ((values[i] as number) - m) / sd;
    return Math.abs(z) > threshold ? [{ ...p, z }] : [];
  });
}

export interface InterpolationResult {
  /** The whole series with interior gaps filled. */
  points: SeriesPoint[];
  /** Only the filled points. */
  filled: (SeriesPoint & { y: number })[];
}

/**
 * Fills interior gaps linearly in x: null values between two known values,
 * and, when `step` is given (ms for dates, days for day counts), missing x
 * positions every `step`. Leading and trailing gaps are not extrapolated.
 */
export function interpolateGaps(points: readonly SeriesPoint[], step?: number): InterpolationResult {
  const sorted = [...points].sort((a, b) => xNumber(a.x) - xNumber(b.x));
  const expanded: SeriesPoint[] = [];
  sorted.forEach((point, i) => {
    const next = sorted[i + 1];
    expanded.push(point);
    if (step && next) {
      for (let x = xNumber(point.x) + step; x < xNumber(next.x) - step / 2; x += step) {
        expanded.push({ x: typeof point.x === 'number' ? x : new Date(x), y: null });
      }
    }
  });
  const filled: (SeriesPoint & { y: number })[] = [];
  let lastKnown = -1;
  const out = expanded.map((p) => ({ ...p }));
  out.forEach((point, i) => {
    if (point.y === null) return;
    if (lastKnown >= 0 && i - lastKnown > 1) {
      const a = out[lastKnown] as SeriesPoint & { y: number };
      const ax = xNumber(a.x);
      const span = xNumber(point.x) - ax;
      for (let j = lastKnown + 1; j < i; j++) {
        const gap = out[j] as SeriesPoint;
        gap.y = a.y + ((point.y - a.y) * (xNumber(gap.x) - ax)) / span;
        filled.push(gap as SeriesPoint & { y: number });
      }
    }
    lastKnown = i;
  });
  return { points: out, filled };
}

export interface ForecastOptions {
  /** Days ahead, 1–180 (default 90); values outside are clamped. */
  horizon?: number;
  /** Days between forecast points: 1, 7 or 30 (default: nearest to the series' median spacing). */
  period?: ForecastPeriod;
  /** Points fitted for the line and band (at most 8, default 8). */
  fitPoints?: number;
  /** Band half-width in standard errors (default 1.96, about 95 %). */
  z?: number;
}

export interface ForecastPoint {
  x: XValue;
  y: number;
  lower: number;
  upper: number;
}

/** Forecast period nearest to the median spacing of the series (days). */
export const forecastPeriodFor = (points: readonly SeriesPoint[]): ForecastPeriod => {
  const gaps = points.slice(1).map((p, i) => daysBetween((points[i] as SeriesPoint).x, p.x));
  if (gaps.length === 0) return 1;
  const sorted = [...gaps].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  return FORECAST_PERIODS.reduce((best, p) => (Math.abs(p - median) < Math.abs(best - median) ? p : best), 1);
};

/**
 * Linear forecast from the most recent points (at most 8) with a prediction
 * band that widens with distance from the fitted points:
 * ŷ ± z·s·√(1 + 1/n + (x − x̄)² / Sxx). Starts at the last known point (so the
 * drawn forecast joins the series) and steps by the period up to the horizon.
 * Returns null for series with fewer than 2 known points.
 */
export function forecastSeries(points: readonly SeriesPoint[], options: ForecastOptions = {}): ForecastPoint[] | null {
  const known = defined(points).sort((a, b) => xNumber(a.x) - xNumber(b.x));
  if (known.length < 2) return null;
  const horizon = Math.min(
    FORECAST_HORIZON.max,
    Math.max(FORECAST_HORIZON.min, options.horizon ?? FORECAST_HORIZON.default),
  );
  const fitCount = Math.min(FORECAST_BAND_MAX_POINTS, Math.max(2, options.fitPoints ?? FORECAST_BAND_MAX_POINTS));
  const recent = known.slice(-fitCount);
  const period = options.period ?? forecastPeriodFor(known);
  const z = options.z ?? 1.96;
  const origin = (recent[0] as SeriesPoint).x;
  const xs = recent.map((p) => daysBetween(origin, p.x));
  const ys = recent.map((p) => p.y);
  const n = xs.length;
  const mx = mean(xs);
  const my = mean(ys);
  const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  const slope = sxx === 0 ? 0 : xs.reduce((a, x, i) => a + (x - mx) * ((ys[i] as number) - my), 0) / sxx;
  const intercept = my - slope * mx;
  const residual = ys.reduce((a, y, i) => a + (y - (intercept + slope * (xs[i] as number))) ** 2, 0);
  const s = n > 2 ? Math.sqrt(residual / (n - 2)) : 0;
  const last = known[known.length - 1] as SeriesPoint & { y: number };
  const lastDay = daysBetween(origin, last.x);
  const out: ForecastPoint[] = [{ x: last.x, y: last.y, lower: last.y, upper: last.y }];
  for (let ahead = period; ahead <= horizon; ahead += period) {
    const day = lastDay + ahead;
    const y = intercept + slope * day;
    const half = z * s * Math.sqrt(1 + 1 / n + (sxx === 0 ? 0 : (day - mx) ** 2 / sxx));
    out.push({ x: addDays(last.x, ahead), y, lower: y - half, upper: y + half });
  }
  return out;
}
