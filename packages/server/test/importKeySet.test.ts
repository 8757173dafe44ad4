/**
 * The import engine's duplicate check (`KeySet`): keys equal in every column are one key, whatever the order of the
 * rows; date keys (a bitmap of days) reach any day on either side of the first one.
 */
import { describe, expect, it } from 'vitest';
import { KeySet } from '../src/import/keySet.ts';

describe('KeySet', () => {
  it('takes a date key once per group, days far on either side of the first included', () => {
    const keys = new KeySet(true);
    const days = ['2020-06-15', '2020-06-16', '1999-12-31', '2031-01-01', '2020-06-14', '2000-01-01', '2025-02-28'];
    for (const day of days) expect(keys.add([12345, 'M1', day])).toBe(true);
    for (const day of days) expect(keys.add([12345, 'M1', day])).toBe(false);
    expect(keys.add([12345, 'M2', '2020-06-15'])).toBe(true);
    expect(keys.add([54321, 'M1', '2020-06-15'])).toBe(true);
    expect(keys.size).toBe(days.length + 2);
  });

  it('refuses a date key that is not a YYYY-MM-DD date (a kind mistake: two such keys would collide)', () => {
    const keys = new KeySet(true);
    expect(() => keys.add([1, 'M1', '15.06.2020'])).toThrow('not a date key');
    expect(() => keys.add([1, 'M1', '2020-06-15T12:00:00Z'])).toThrow('not a date key');
  });

  it('takes every day of a long series once and refuses each again', () => {
    const keys = new KeySet(true);
    const day = (n: number) => new Date(Date.UTC(2030, 0, 1) - n * 86_400_000).toISOString().slice(0, 10);
    for (let n = 0; n < 5000; n += 1) expect(keys.add([1, 'A', day(n)])).toBe(true);
    for (let n = 0; n < 5000; n += 1) expect(keys.add([1, 'A', day(n)])).toBe(false);
    expect(keys.size).toBe(5000);
  });

  it('keeps other last columns (numbers, texts) in a set, single-column keys included', () => {
    const keys = new KeySet(false);
    expect(keys.add([1, 'LAB-1', 'PD', 1])).toBe(true);
    expect(keys.add([1, 'LAB-1', 'PD', 2])).toBe(true);
    expect(keys.add([1, 'LAB-1', 'PD', 1])).toBe(false);
    expect(keys.add([1, 'LAB-1', 'ILA', 1])).toBe(true);
    expect(keys.add(['V25'])).toBe(true);
    expect(keys.add(['V25'])).toBe(false);
    expect(keys.size).toBe(4);
  });
});
