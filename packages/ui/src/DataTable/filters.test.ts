import { describe, expect, it } from 'vitest';
import {
  clampIsoDay,
  dateBounds,
  distinctValues,
  isFilterActive,
  matchesDateRange,
  matchesNumberRange,
  matchesText,
  matchesValueList,
  normaliseDateRange,
  normaliseNumberRange,
  numericRule,
  parseNumericBound,
  toIsoDay,
} from './filters.ts';

const integer = numericRule('integer');
const decimal = numericRule('decimal');
const percent = numericRule('percent');

describe('numeric filter rules (spec 2 §5)', () => {
  it('gives integers step 1, decimals step any and percent max 100 step 0.01, all with min 0', () => {
    expect(integer).toEqual({ min: 0, max: undefined, step: 1 });
    expect(decimal).toEqual({ min: 0, max: undefined, step: 'any' });
    expect(percent).toEqual({ min: 0, max: 100, step: 0.01 });
  });

  it('accepts numbers with a decimal point or a decimal comma, and digit grouping spaces', () => {
    expect(parseNumericBound('3.25', decimal)).toBe(3.25);
    expect(parseNumericBound('3,25', decimal)).toBe(3.25);
    expect(parseNumericBound(' 12 500,5 ', decimal)).toBe(12500.5);
    expect(parseNumericBound('1\u202f234', integer)).toBe(1234);
    expect(parseNumericBound('.5', decimal)).toBe(0.5);
    expect(parseNumericBound(7, integer)).toBe(7);
  });

  it('clears the bound (undefined) for anything that is not a number', () => {
    for (const raw of ['', '   ', 'abc', '12kg', '1.2.3', '1,2,3', '1e3', '--1', '=1+1', 'NaN', 'Infinity', '-', ',']) {
      expect(parseNumericBound(raw, decimal), raw).toBeUndefined();
    }
    expect(parseNumericBound(Number.NaN, decimal)).toBeUndefined();
    expect(parseNumericBound(null, decimal)).toBeUndefined();
  });

  it('holds values to min 0 at the lower boundary', () => {
    expect(parseNumericBound('0', integer)).toBe(0);
    expect(parseNumericBound('-0.01', decimal)).toBe(0);
    expect(parseNumericBound('-5', integer)).toBe(0);
    expect(parseNumericBound('0.001', decimal)).toBe(0.001);
  });

  it('rounds integers to step 1', () => {
    expect(parseNumericBound('2.4', integer)).toBe(2);
    expect(parseNumericBound('2.5', integer)).toBe(3);
    expect(parseNumericBound('99999', integer)).toBe(99999);
  });

  it('holds percent to 100 and to steps of 0.01', () => {
    expect(parseNumericBound('100', percent)).toBe(100);
    expect(parseNumericBound('100.01', percent)).toBe(100);
    expect(parseNumericBound('250', percent)).toBe(100);
    expect(parseNumericBound('99.999', percent)).toBe(100);
    expect(parseNumericBound('12.345', percent)).toBe(12.35);
    expect(parseNumericBound('0,01', percent)).toBe(0.01);
    expect(parseNumericBound('0.004', percent)).toBe(0);
  });

  it('filters inclusively, with either bound open', () => {
    expect(matchesNumberRange(5, { min: 5 })).toBe(true);
    expect(matchesNumberRange(4.99, { min: 5 })).toBe(false);
    expect(matchesNumberRange(10, { max: 10 })).toBe(true);
    expect(matchesNumberRange(10.01, { max: 10 })).toBe(false);
    expect(matchesNumberRange(7, { min: 5, max: 10 })).toBe(true);
    expect(matchesNumberRange(null, { min: 0 })).toBe(false);
    expect(matchesNumberRange(null, {})).toBe(true);
  });

  it('puts reversed bounds in order', () => {
    expect(normaliseNumberRange({ min: 10, max: 2 })).toEqual({ min: 2, max: 10 });
    expect(normaliseNumberRange({ min: 2 })).toEqual({ min: 2, max: undefined });
  });
});

describe('date filters', () => {
  const bounds = dateBounds([
    '2024-03-10',
    new Date('2024-01-05T00:00:00Z'),
    '2024-12-24T08:30:00Z',
    null,
    'not a date',
  ]);

  it('takes its bounds from the earliest and latest dates in the data', () => {
    expect(bounds).toEqual({ min: '2024-01-05', max: '2024-12-24' });
    expect(dateBounds([])).toEqual({ min: undefined, max: undefined });
  });

  it('clamps typed values to the bounds and clears what is not a real day', () => {
    expect(clampIsoDay('2023-06-01', bounds)).toBe('2024-01-05');
    expect(clampIsoDay('2025-06-01', bounds)).toBe('2024-12-24');
    expect(clampIsoDay('2024-01-05', bounds)).toBe('2024-01-05');
    expect(clampIsoDay('2024-12-24', bounds)).toBe('2024-12-24');
    expect(clampIsoDay('2024-06-15', bounds)).toBe('2024-06-15');
    expect(clampIsoDay('2024-02-30', bounds)).toBeUndefined();
    expect(clampIsoDay('15.06.2024', bounds)).toBeUndefined();
    expect(clampIsoDay('', bounds)).toBeUndefined();
  });

  it('normalises a range: clamped and in order', () => {
    expect(normaliseDateRange({ from: '2025-01-01', to: '2024-02-01' }, bounds)).toEqual({
      from: '2024-02-01',
      to: '2024-12-24',
    });
  });

  it('matches whole days inclusively', () => {
    const range = { from: '2024-03-01', to: '2024-03-31' };
    expect(matchesDateRange('2024-03-01', range)).toBe(true);
    expect(matchesDateRange('2024-03-31T23:59:00Z', range)).toBe(true);
    expect(matchesDateRange(new Date('2024-04-01T00:00:00Z'), range)).toBe(false);
    expect(matchesDateRange('2024-02-29', range)).toBe(false);
    expect(matchesDateRange(null, range)).toBe(false);
    expect(matchesDateRange(null, {})).toBe(true);
    expect(toIsoDay(new Date('invalid'))).toBeUndefined();
  });
});

describe('text and value-list filters', () => {
  it('matches text case-insensitively, Norwegian letters included', () => {
    expect(matchesText('Ålesund Havbruk', 'ålesund')).toBe(true);
    expect(matchesText('Bømlo', 'ØML')).toBe(true);
    expect(matchesText('Bømlo', 'oml')).toBe(false);
    expect(matchesText('anything', '  ')).toBe(true);
  });

  it('matches selected values; nothing selected passes everything', () => {
    expect(matchesValueList('Atlantic salmon', ['Atlantic salmon', 'Rainbow trout'])).toBe(true);
    expect(matchesValueList('Lumpfish', ['Atlantic salmon'])).toBe(false);
    expect(matchesValueList(true, ['true'])).toBe(true);
    expect(matchesValueList(false, ['true'])).toBe(false);
    expect(matchesValueList('Lumpfish', [])).toBe(true);
  });

  it('lists distinct values in natural order up to a limit', () => {
    expect(distinctValues(['Cage 10', 'Cage 2', 'Cage 2', null, 'Cage 1'], 10)).toEqual([
      'Cage 1',
      'Cage 2',
      'Cage 10',
    ]);
    expect(distinctValues(['c', 'b', 'a'], 2)).toEqual(['a', 'b']);
  });

  it('knows when a filter is active', () => {
    expect(isFilterActive(undefined)).toBe(false);
    expect(isFilterActive('')).toBe(false);
    expect(isFilterActive('pd')).toBe(true);
    expect(isFilterActive([])).toBe(false);
    expect(isFilterActive(['a'])).toBe(true);
    expect(isFilterActive({ min: undefined, max: undefined })).toBe(false);
    expect(isFilterActive({ min: 0 })).toBe(true);
    expect(isFilterActive({ from: '2024-01-01' })).toBe(true);
    expect(isFilterActive({})).toBe(false);
  });
});
