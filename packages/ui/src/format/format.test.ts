import { describe, expect, it } from 'vitest';
import {
  csvSeparator,
  decimalMark,
  formatCsvDate,
  formatCsvNumber,
  formatDate,
  formatField,
  formatMeasure,
  FIELD_MEASURES,
  formatNumber,
  formatPercent,
  greetingForHour,
  isoWeek,
  isoWeekYear,
  levelFromRatio,
  MEASURE_DECIMALS,
  pageTitle,
  THOUSANDS_SEPARATOR,
  toDisplayUnit,
} from './format.ts';
import { FIELD_UNITS } from '@havbruk/api';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('MEASURE_DECIMALS', () => {
  it('holds the spec decimals per measure', () => {
    expect(MEASURE_DECIMALS).toEqual({
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
    });
  });
});

describe('formatNumber', () => {
  it('uses a decimal point and comma thousands in English', () => {
    expect(formatNumber(1234567.891, 'en', { decimals: 2 })).toBe('1,234,567.89');
    expect(formatNumber(999, 'en')).toBe('999');
    expect(formatNumber(1000, 'en')).toBe('1,000');
  });

  it('uses a decimal comma and narrow no-break space thousands in Norwegian', () => {
    expect(formatNumber(1234567.891, 'no', { decimals: 2 })).toBe(`1${NNBSP}234${NNBSP}567,89`);
    expect(formatNumber(999, 'no')).toBe('999');
    expect(formatNumber(1000, 'no')).toBe(`1${NNBSP}000`);
    expect(THOUSANDS_SEPARATOR.no).toBe(NNBSP);
  });

  it.each([
    ['biomass', 1234.5, '1,235', `1${NNBSP}235`],
    ['weight', 4.5, '4.50', '4,50'],
    ['lice', 0.125, '0.13', '0,13'],
    ['mortalityPercent', 0.04, '0.040', '0,040'],
    ['seaTemperature', 8.25, '8.3', '8,3'],
    ['oxygen', 95, '95.0', '95,0'],
    ['salinity', 33.44, '33.4', '33,4'],
    ['feed', 5120.6, '5,121', `5${NNBSP}121`],
    ['fcr', 1.1, '1.10', '1,10'],
  ] as const)('rounds %s to its decimals', (measure, value, en, no) => {
    expect(formatNumber(value, 'en', { measure })).toBe(en);
    expect(formatNumber(value, 'no', { measure })).toBe(no);
  });

  it('lets explicit decimals win over the measure', () => {
    expect(formatNumber(4.567, 'en', { measure: 'weight', decimals: 0 })).toBe('5');
  });

  it('shows up to two decimals without trailing zeros by default', () => {
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(2.499, 'en')).toBe('2.5');
    expect(formatNumber(2, 'no')).toBe('2');
  });

  it('formats negatives with a minus and shows negative zero as 0', () => {
    expect(formatNumber(-1234.5, 'en', { decimals: 1 })).toBe('-1,234.5');
    expect(formatNumber(-1234.5, 'no', { decimals: 1 })).toBe(`-1${NNBSP}234,5`);
    expect(formatNumber(-0, 'en')).toBe('0');
    expect(formatNumber(-0.001, 'en', { decimals: 0 })).toBe('0');
  });

  it('shows an en dash for values that are not finite numbers', () => {
    expect(formatNumber(Number.NaN, 'en')).toBe('–');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'no')).toBe('–');
  });
});

describe('formatMeasure', () => {
  it('adds the unit symbol', () => {
    expect(formatMeasure(1234.567, 'weight', 'en')).toBe(`1,234.57${NBSP}kg`);
    expect(formatMeasure(1234.567, 'weight', 'no')).toBe(`1${NNBSP}234,57${NBSP}kg`);
    expect(formatMeasure(8.44, 'seaTemperature', 'no')).toBe(`8,4${NBSP}°C`);
    expect(formatMeasure(1200.4, 'biomass', 'en')).toBe(`1,200${NBSP}t`);
  });

  it('takes the unit from the contract: biomass in kilograms shows in tonnes (issue 35)', () => {
    expect(FIELD_UNITS.currentFishBiomass).toBe('kg');
    expect(formatField(2_251_296, 'currentFishBiomass', 'en')).toBe(`2,251${NBSP}t`);
    expect(formatField(2_251_296, 'currentFishBiomass', 'no')).toBe(`2${NNBSP}251${NBSP}t`);
    expect(formatField(4.5, 'currentFishWeight', 'en')).toBe(`4.50${NBSP}kg`);
    expect(formatField(1_500_000, 'biomass', 'en')).toBe(`1,500${NBSP}t`);
    expect(toDisplayUnit(1_500_000, 'totalBiomassGained')).toBe(1500);
    expect(formatField(null, 'currentFishBiomass', 'en')).toBe('–');
  });

  it('shows every contract field in a unit it converts to', () => {
    for (const field of Object.keys(FIELD_UNITS) as (keyof typeof FIELD_UNITS)[])
      expect(Number.isFinite(toDisplayUnit(1, field)), `${field} as ${FIELD_MEASURES[field]}`).toBe(true);
  });

  it('writes percent the way each language does', () => {
    expect(formatMeasure(12.5, 'mortalityPercent', 'en')).toBe('12.500%');
    expect(formatMeasure(12.5, 'mortalityPercent', 'no')).toBe(`12,500${NBSP}%`);
  });

  it('has no unit for lice and FCR, and none after a dash', () => {
    expect(formatMeasure(0.256, 'lice', 'en')).toBe('0.26');
    expect(formatMeasure(1.156, 'fcr', 'no')).toBe('1,16');
    expect(formatMeasure(Number.NaN, 'weight', 'en')).toBe('–');
  });
});

describe('formatPercent', () => {
  it('formats a whole percentage', () => {
    expect(formatPercent(72.4, 'en')).toBe('72%');
    expect(formatPercent(72.5, 'no', 1)).toBe(`72,5${NBSP}%`);
  });
});

describe('CSV helpers', () => {
  it('picks the separator and decimal mark by language', () => {
    expect(csvSeparator('en')).toBe(',');
    expect(csvSeparator('no')).toBe(';');
    expect(decimalMark('en')).toBe('.');
    expect(decimalMark('no')).toBe(',');
  });

  it('writes numbers without thousands separators and with the decimal mark', () => {
    expect(formatCsvNumber(1234567.25, 'en')).toBe('1234567.25');
    expect(formatCsvNumber(1234567.25, 'no')).toBe('1234567,25');
    expect(formatCsvNumber(-0.5, 'no')).toBe('-0,5');
    expect(formatCsvNumber(0.0000001, 'en')).toBe('0.0000001');
  });

  it('rounds when asked and leaves non-finite values empty', () => {
    expect(formatCsvNumber(1234.5678, 'no', { measure: 'weight' })).toBe('1234,57');
    expect(formatCsvNumber(Number.NaN, 'en')).toBe('');
  });
});

describe('formatDate', () => {
  it('writes year-month-day in English and day.month.year in Norwegian', () => {
    expect(formatDate(new Date(2024, 2, 7), 'en')).toBe('2024-03-07');
    expect(formatDate(new Date(2024, 2, 7), 'no')).toBe('07.03.2024');
  });

  it('takes date-only strings as written, whatever the time zone', () => {
    expect(formatDate('2023-12-31', 'en')).toBe('2023-12-31');
    expect(formatDate('2023-12-31', 'no')).toBe('31.12.2023');
  });

  it('parses date-time strings and shows invalid dates as a dash', () => {
    expect(formatDate(new Date(2024, 0, 1, 12).toISOString(), 'en')).toBe('2024-01-01');
    expect(formatDate('not a date', 'en')).toBe('–');
    expect(formatDate(new Date(Number.NaN), 'no')).toBe('–');
  });
});

describe('formatCsvDate', () => {
  it('writes ISO year-month-day whatever the language, and nothing for an invalid date', () => {
    expect(formatCsvDate(new Date(2024, 2, 7))).toBe('2024-03-07');
    expect(formatCsvDate('2023-12-31')).toBe('2023-12-31');
    expect(formatCsvDate('not a date')).toBe('');
  });
});

describe('ISO weeks', () => {
  it.each([
    ['2024-01-01', 1, 2024], // Monday
    ['2023-01-01', 52, 2022], // Sunday belongs to the last week of 2022
    ['2021-01-03', 53, 2020], // 2020 has 53 weeks
    ['2021-01-04', 1, 2021],
    ['2024-12-30', 1, 2025], // Monday of week 1 of 2025
    ['2024-12-29', 52, 2024],
    ['2026-12-31', 53, 2026],
    ['2027-01-01', 53, 2026],
    ['2025-06-15', 24, 2025],
  ])('%s is week %i of %i', (date, week, year) => {
    expect(isoWeek(date)).toBe(week);
    expect(isoWeekYear(date)).toBe(year);
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    expect(isoWeek(new Date(y, m - 1, d))).toBe(week);
    expect(isoWeekYear(new Date(y, m - 1, d))).toBe(year);
  });
});

describe('greetingForHour', () => {
  it.each([
    [0, 'evening'],
    [2, 'evening'],
    [2.99, 'evening'],
    [3, 'morning'],
    [11, 'morning'],
    [11.99, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [16.99, 'afternoon'],
    [17, 'evening'],
    [23, 'evening'],
  ])('hour %s says %s', (hour, greeting) => {
    expect(greetingForHour(hour)).toBe(greeting);
  });
});

describe('levelFromRatio', () => {
  it.each([
    [0, 'low'],
    [0.25, 'low'],
    [0.2501, 'slightlyLow'],
    [0.4, 'slightlyLow'],
    [0.4001, 'normal'],
    [0.6, 'normal'],
    [0.6001, 'slightlyHigh'],
    [0.75, 'slightlyHigh'],
    [0.7501, 'high'],
    [0.9, 'high'],
    [0.9001, 'veryHigh'],
    [3, 'veryHigh'],
    [-1, 'low'],
  ])('ratio %s is %s', (ratio, level) => {
    expect(levelFromRatio(ratio)).toBe(level);
  });

  it('has no level for NaN', () => {
    expect(levelFromRatio(Number.NaN)).toBeNull();
  });
});

describe('pageTitle', () => {
  it('puts the product name after the title', () => {
    expect(pageTitle('Lice')).toBe('Lice | Havbruk');
    expect(pageTitle('  Settings ')).toBe('Settings | Havbruk');
    expect(pageTitle('')).toBe('Havbruk');
  });
});
