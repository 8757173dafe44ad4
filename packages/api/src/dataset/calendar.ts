/** Date helpers on UTC calendar days (ISO weeks), browser-safe. */

export const DAY_MS = 86_400_000;

/** Parses 'YYYY-MM-DD' to a UTC day number (days since 1970-01-01). */
export const toDayNumber = (isoDate: string): number =>
  Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** Formats a UTC day number as 'YYYY-MM-DD'. */
export const fromDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** ISO week-numbering year and week of a UTC day number. */
export const isoWeekOf = (day: number): { year: number; week: number } => {
  const date = new Date(day * DAY_MS);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday = 0
  const thursday = day - weekday + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const firstThursday = thursday - (Math.floor(Date.UTC(year, 0, 1) / DAY_MS) - 0);
  const week = Math.floor(firstThursday / 7) + 1;
  return { year, week };
};

/** Monday (UTC day number) of ISO week `week` of `year`. */
export const mondayOfIsoWeek = (year: number, week: number): number => {
  const jan4 = Math.floor(Date.UTC(year, 0, 4) / DAY_MS);
  const jan4Weekday = (new Date(jan4 * DAY_MS).getUTCDay() + 6) % 7;
  return jan4 - jan4Weekday + (week - 1) * 7;
};

/** Number of ISO weeks (52 or 53) in a year. */
export const isoWeeksInYear = (year: number): number => isoWeekOf(Math.floor(Date.UTC(year, 11, 28) / DAY_MS)).week;

/** Week label used across the API: 'YYYY-WW'. */
export const weekLabel = (year: number, week: number): string => `${year}-${String(week).padStart(2, '0')}`;

/** Day of year (1-based) of a UTC day number. */
export const dayOfYear = (day: number): number => {
  const year = new Date(day * DAY_MS).getUTCFullYear();
  return day - Math.floor(Date.UTC(year, 0, 1) / DAY_MS) + 1;
};
