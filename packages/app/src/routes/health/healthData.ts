import type { TimelineResponse } from '@havbruk/api';
import type { SeriesPoint } from '@havbruk/charts';

/**
 * Data preparation of the health views, kept in one place so the timeline contract can change (API v2)
 * without touching the screens: the timeline answer → the daily series the widgets and cards take.
 */
const DAY_MS = 86_400_000;

/** Days of lice history the spring outlook and the lice widget fit on (spec S2 §9: lice graph history 90 days). */
export const LICE_HISTORY_DAYS = 90;

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
export const daysBefore = (today: Date, days: number): Date => new Date(today.getTime() - days * DAY_MS);

/** The period the health views ask the timeline for: the last 90 days up to the data's today. */
export const healthPeriod = (today: Date) => ({
  start: isoDay(daysBefore(today, LICE_HISTORY_DAYS - 1)),
  end: isoDay(today),
});

/**
 * One field of one timeline table as a daily series of the entity's own sensor (farm or organization), or of one
 * farm of an organization's timeline asked with the farm ids as sensor keys (`sensor` = the farm id).
 */
export function timelineSeries(
  response: TimelineResponse | undefined,
  table: 'lice' | 'feed',
  field: 'female' | 'amount',
  sensor?: string,
): SeriesPoint[] {
  const rows = response?.tables[table]?.rows ?? [];
  return rows
    .filter((row) => (sensor ? row.sensor === sensor : row.sensor === 'farm' || row.sensor === 'organization'))
    .map((row) => ({ x: new Date(`${row.date}T00:00:00Z`), y: row.values[field] ?? null }));
}
