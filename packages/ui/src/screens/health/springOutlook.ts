import { DAY_MS, forecastSeries, type SeriesPoint } from '@havbruk/charts';

/** Spring limit of adult female lice per fish (data-facts: weeks 16–21 in areas 1–7, 21–26 further north). */
export const SPRING_LIMIT = 0.2;
/** The outlook is forecast from this many days before a spring window starts until it ends. */
export const SPRING_LEAD_DAYS = 28;

export interface SpringWindow {
  year: number;
  startWeek: number;
  endWeek: number;
  /** Monday of the first week and Sunday of the last week (UTC). */
  start: Date;
  end: Date;
}

export type SpringOutlook =
  /** Forecast through the window: the chance that every forecast point stays under the limit, and the band at the peak. */
  | { state: 'forecast'; window: SpringWindow; chance: number; peak: number; lower: number; upper: number }
  /** Too few lice counts to forecast. */
  | { state: 'unknown'; window: SpringWindow }
  /** Off-season: the next window's start. */
  | { state: 'offSeason'; window: SpringWindow };

const mondayOfIsoWeek = (year: number, week: number): Date => {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(monday + (week - 1) * 7 * DAY_MS);
};

/** The spring window of a production area in a year. */
export function springWindow(productionArea: number, year: number): SpringWindow {
  const [startWeek, endWeek] = productionArea <= 7 ? [16, 21] : [21, 26];
  const start = mondayOfIsoWeek(year, startWeek);
  return { year, startWeek, endWeek, start, end: new Date(mondayOfIsoWeek(year, endWeek).getTime() + 6 * DAY_MS) };
}

/** The window that has not ended yet on `today` (this year's or next year's). */
export function nextSpringWindow(productionArea: number, today: Date): SpringWindow {
  const thisYear = springWindow(productionArea, today.getUTCFullYear());
  return today.getTime() <= thisYear.end.getTime()
    ? thisYear
    : springWindow(productionArea, today.getUTCFullYear() + 1);
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
const normalCdf = (z: number): number => {
  const t = 1 / (1 + (0.3275911 * Math.abs(z)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
};

/**
 * Whether a farm's adult female lice stay under the spring limit through its spring weeks. From 28 days before
 * the window until it ends, the graph tools' forecast (`forecastSeries`: a line on the 8 most recent counts, its
 * 95 % prediction band) runs weekly to the window's end; each forecast week inside the window gives
 * P(lice < 0.2) from the band (σ = half-width ÷ 1.96), and the outlook's chance is the lowest of them. Before
 * that the farm is off-season and the outlook names the next window.
 */
export function springOutlook(lice: readonly SeriesPoint[], productionArea: number, today: Date): SpringOutlook {
  const window = nextSpringWindow(productionArea, today);
  const daysToStart = (window.start.getTime() - today.getTime()) / DAY_MS;
  if (daysToStart > SPRING_LEAD_DAYS) return { state: 'offSeason', window };
  const horizon = Math.ceil((window.end.getTime() - today.getTime()) / DAY_MS);
  const forecast = forecastSeries(lice, { horizon, period: 7 });
  const inWindow = (forecast ?? []).filter(
    (point) => +point.x >= window.start.getTime() && +point.x <= window.end.getTime() + DAY_MS,
  );
  if (inWindow.length === 0) return { state: 'unknown', window };
  let chance = 1;
  let peak = inWindow[0]!;
  for (const point of inWindow) {
    const sigma = (point.upper - point.y) / 1.96;
    const p = sigma > 0 ? normalCdf((SPRING_LIMIT - point.y) / sigma) : point.y < SPRING_LIMIT ? 1 : 0;
    chance = Math.min(chance, p);
    if (point.y > peak.y) peak = point;
  }
  return { state: 'forecast', window, chance, peak: peak.y, lower: Math.max(0, peak.lower), upper: peak.upper };
}
