import { FIELD_UNITS, KG_PER_UNIT, type MeasureField, type Unit } from '@havbruk/api';
import type { Locale } from '../providers/HavbrukProvider.tsx';
import { PRODUCT_NAME } from '../providers/product.ts';

/** Decimals per measure (spec: biomass 0, weight 2, lice 2, mortality percent 3, sea temperature 1, …). */
export const MEASURE_DECIMALS = {
  biomass: 0,
  weight: 2,
  lice: 2,
  mortalityPercent: 3,
  dailyMortalityPercent: 3,
  seaTemperature: 1,
  oxygen: 1,
  salinity: 1,
  feed: 0,
  feedPercent: 2,
  fcr: 2,
  count: 0,
} as const;

export type Measure = keyof typeof MEASURE_DECIMALS;

/** The unit each measure is shown in: biomass in tonnes, weight and feed in kilograms, … */
export const MEASURE_DISPLAY_UNITS: Record<Measure, Unit> = {
  biomass: 't',
  weight: 'kg',
  lice: 'lice/fish',
  mortalityPercent: '%',
  dailyMortalityPercent: '%/day',
  seaTemperature: '°C',
  oxygen: '%',
  salinity: '‰',
  feed: 'kg',
  feedPercent: '%/day',
  fcr: 'kg/kg',
  count: 'fish',
};

/** Unit symbols (not words, so they need no translation); counts, lice per fish and FCR show none. */
const UNIT_SYMBOLS: Record<Unit, string> = {
  kg: 'kg',
  t: 't',
  fish: '',
  '%': '%',
  '%/day': '%',
  '°C': '°C',
  '‰': '‰',
  'lice/fish': '',
  'kg/kg': '',
};

/** Unit symbol per measure. */
export const MEASURE_UNITS = Object.fromEntries(
  Object.entries(MEASURE_DISPLAY_UNITS).map(([measure, unit]) => [measure, UNIT_SYMBOLS[unit]]),
) as Record<Measure, string>;

/** The measure each contract field is shown as (its unit is the contract's, `FIELD_UNITS` of `@havbruk/api`). */
export const FIELD_MEASURES: Record<MeasureField, Measure> = {
  currentFishCount: 'count',
  currentFishWeight: 'weight',
  currentFishBiomass: 'biomass',
  totalStockedFishCount: 'count',
  totalMortalityCount: 'count',
  totalMortalityPercent: 'mortalityPercent',
  trendDailyMortalityPercent: 'dailyMortalityPercent',
  yearlyMortalityPercent: 'mortalityPercent',
  totalFeed: 'feed',
  totalBiomassGained: 'biomass',
  totalDeadBiomass: 'biomass',
  totalFeedOverBiomass: 'fcr',
  trendFeedOverBiomass: 'feedPercent',
  totalBiologicalFCR: 'fcr',
  totalEconomicFCR: 'fcr',
  currentSeaTemperature: 'seaTemperature',
  currentOxygen: 'oxygen',
  currentSalinity: 'salinity',
  currentAvgFemaleLice: 'lice',
  currentAvgMobileLice: 'lice',
  projectedFemaleLice: 'lice',
  projectedMobileLice: 'lice',
  maxBiomass: 'biomass',
  weight: 'weight',
  biomass: 'biomass',
};

/** A value converted between units (mass units by their kilograms; any other unit only to itself). */
export function convertUnit(value: number, from: Unit, to: Unit): number {
  if (from === to) return value;
  const fromKg = KG_PER_UNIT[from];
  const toKg = KG_PER_UNIT[to];
  if (fromKg === undefined || toKg === undefined) throw new Error(`No conversion from ${from} to ${to}`);
  return (value * fromKg) / toKg;
}

/** A contract field's value in the unit its measure is shown in (currentFishBiomass: kilograms → tonnes). */
export function toDisplayUnit(value: number, field: MeasureField): number {
  return convertUnit(value, FIELD_UNITS[field], MEASURE_DISPLAY_UNITS[FIELD_MEASURES[field]]);
}

/** Thousands separators: comma in English; narrow no-break space (U+202F) in Norwegian. */
export const THOUSANDS_SEPARATOR: Record<Locale, string> = { en: ',', no: '\u202f' };

/** What formatting functions return for a value that is not a finite number (an en dash). */
export const NOT_A_NUMBER = '–';

/** Decimal mark by language: '.' in English, ',' in Norwegian. */
export function decimalMark(locale: Locale): '.' | ',' {
  return locale === 'no' ? ',' : '.';
}

/** CSV field separator by language: ',' in English, ';' in Norwegian (where ',' is the decimal mark). */
export function csvSeparator(locale: Locale): ',' | ';' {
  return locale === 'no' ? ';' : ',';
}

export interface FormatNumberOptions {
  /** Use the spec's decimals for this measure. */
  measure?: Measure;
  /** Exact number of decimals (wins over `measure`). */
  decimals?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** en-US digits with or without grouping, fixed or up-to decimals; the locale's marks are swapped in after. */
const usFormat = (grouping: boolean, min: number, max: number) => {
  const key = `${grouping}:${min}:${max}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      useGrouping: grouping,
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      signDisplay: 'negative',
    });
    formatters.set(key, format);
  }
  return format;
};

const toLocaleMarks = (us: string, locale: Locale, grouping: boolean) =>
  locale === 'en'
    ? us
    : us.replace(/[.,]/g, (mark) => (mark === '.' ? decimalMark(locale) : grouping ? THOUSANDS_SEPARATOR[locale] : ''));

const fractionDigits = (options: FormatNumberOptions | undefined): [number, number] => {
  const decimals = options?.decimals ?? (options?.measure ? MEASURE_DECIMALS[options.measure] : undefined);
  if (decimals === undefined) return [0, 2];
  const d = Math.max(0, Math.min(20, Math.trunc(decimals)));
  return [d, d];
};

/**
 * Formats a number for display. English: decimal point, comma thousands (1,234.5). Norwegian: decimal comma,
 * narrow no-break space thousands (1 234,5). With `measure` or `decimals` the number has exactly that many
 * decimals; without, up to 2 decimals and no trailing zeros. Negative zero shows as 0; a value that is not a
 * finite number shows as an en dash.
 */
export function formatNumber(value: number, locale: Locale, options?: FormatNumberOptions): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const [min, max] = fractionDigits(options);
  return toLocaleMarks(usFormat(true, min, max).format(value), locale, true);
}

/** A measure's value with the spec's decimals and its unit symbol: "1,234.57 kg", "1 234,57 kg", "12.5%", "12,5 %". */
export function formatMeasure(value: number, measure: Measure, locale: Locale): string {
  const number = formatNumber(value, locale, { measure });
  const unit = MEASURE_UNITS[measure];
  if (!unit || number === NOT_A_NUMBER) return number;
  if (unit === '%') return formatPercentSign(number, locale);
  return `${number}\u00a0${unit}`;
}

/**
 * A contract field's value as its measure, converted from the field's contract unit (issue 35: screens never
 * convert): `formatField(2_251_296, 'currentFishBiomass', 'en')` is "2,251 t". Not reported (null) is an en dash.
 */
export function formatField(value: number | null, field: MeasureField, locale: Locale): string {
  return value === null ? NOT_A_NUMBER : formatMeasure(toDisplayUnit(value, field), FIELD_MEASURES[field], locale);
}

const formatPercentSign = (number: string, locale: Locale) => (locale === 'no' ? `${number}\u00a0%` : `${number}%`);

/** A percentage (value 0–100) with `decimals` decimals (default 0): "72%" in English, "72 %" in Norwegian. */
export function formatPercent(value: number, locale: Locale, decimals = 0): string {
  const number = formatNumber(value, locale, { decimals });
  return number === NOT_A_NUMBER ? number : formatPercentSign(number, locale);
}

/**
 * A number for a CSV cell: no thousands separator, the language's decimal mark, full precision unless
 * `measure`/`decimals` are given; empty for a value that is not a finite number.
 */
export function formatCsvNumber(value: number, locale: Locale, options?: FormatNumberOptions): string {
  if (!Number.isFinite(value)) return '';
  const hasDecimals = options?.decimals !== undefined || options?.measure !== undefined;
  const [min, max] = hasDecimals ? fractionDigits(options) : [0, 20];
  return toLocaleMarks(usFormat(false, min, max).format(value), locale, false);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Calendar date parts of a Date (local time) or a string ("yyyy-mm-dd" read literally; other strings parsed). */
function calendarDate(date: Date | string): { year: number; month: number; day: number } | null {
  if (typeof date === 'string') {
    const match = DATE_ONLY.exec(date.trim());
    if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    date = new Date(date);
  }
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date: year-month-day in English (2024-03-07), day.month.year in Norwegian (07.03.2024). Date objects are
 * read in local time; "yyyy-mm-dd" strings are taken as written. An invalid date shows as an en dash.
 */
export function formatDate(date: Date | string, locale: Locale): string {
  const parts = calendarDate(date);
  if (!parts) return NOT_A_NUMBER;
  const { year, month, day } = parts;
  return locale === 'no' ? `${pad(day)}.${pad(month)}.${pad(year, 4)}` : formatCsvDate(date);
}

/**
 * A date for a CSV cell: ISO yyyy-mm-dd in both languages, which spreadsheet programs (LibreOffice, Excel)
 * read as a date whatever their import settings; empty for an invalid date.
 */
export function formatCsvDate(date: Date | string): string {
  const parts = calendarDate(date);
  return parts ? `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` : '';
}

/** ISO 8601 week and week-year of a calendar date (weeks start on Monday; week 1 holds the first Thursday). */
function isoWeekParts(date: Date | string): { week: number; year: number } {
  const parts = calendarDate(date);
  if (!parts) return { week: Number.NaN, year: Number.NaN };
  const utc = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  const weekday = utc.getUTCDay() || 7; // Monday 1 … Sunday 7
  utc.setUTCDate(utc.getUTCDate() + 4 - weekday); // the Thursday of this week decides the year
  const year = utc.getUTCFullYear();
  const week = Math.ceil(((utc.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return { week, year };
}

/** ISO 8601 week number (1–53). */
export function isoWeek(date: Date | string): number {
  return isoWeekParts(date).week;
}

/** ISO 8601 week-numbering year (differs from the calendar year around New Year). */
export function isoWeekYear(date: Date | string): number {
  return isoWeekParts(date).year;
}

export type Greeting = 'morning' | 'afternoon' | 'evening';

/** Greeting by hour (0–23): morning from 03:00 to before 12:00, afternoon 12:00 to before 17:00, else evening. */
export function greetingForHour(hour: number): Greeting {
  if (hour >= 3 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  return 'evening';
}

export type Level = 'low' | 'slightlyLow' | 'normal' | 'slightlyHigh' | 'high' | 'veryHigh';

/**
 * Level wording from a ratio: ≤ 0.25 low, ≤ 0.4 slightly low, ≤ 0.6 normal, ≤ 0.75 slightly high,
 * ≤ 0.9 high, above very high. NaN has no level (null). The keys match the `level` i18n texts.
 */
export function levelFromRatio(ratio: number): Level | null {
  if (Number.isNaN(ratio)) return null;
  if (ratio <= 0.25) return 'low';
  if (ratio <= 0.4) return 'slightlyLow';
  if (ratio <= 0.6) return 'normal';
  if (ratio <= 0.75) return 'slightlyHigh';
  if (ratio <= 0.9) return 'high';
  return 'veryHigh';
}

/** The document title: the given title followed by the product name ("Lice | Havbruk"); only the name when empty. */
export function pageTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed ? `${trimmed} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
