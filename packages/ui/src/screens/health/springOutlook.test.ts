import { describe, expect, it } from 'vitest';
import { nextSpringWindow, springOutlook, springWindow } from './springOutlook.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const weekly = (from: string, values: number[]) =>
  values.map((y, i) => ({ x: new Date(day(from).getTime() + i * 7 * 86_400_000), y }));

describe('spring window outlook', () => {
  it('puts areas 1–7 in weeks 16–21 and areas 8–13 in weeks 21–26', () => {
    const south = springWindow(4, 2027);
    expect([south.startWeek, south.endWeek]).toEqual([16, 21]);
    expect(south.start.toISOString().slice(0, 10)).toBe('2027-04-19');
    expect(south.end.toISOString().slice(0, 10)).toBe('2027-05-30');
    const north = springWindow(8, 2027);
    expect([north.startWeek, north.endWeek]).toEqual([21, 26]);
    expect(springWindow(7, 2027).startWeek).toBe(16);
  });

  it("names next year's window once this year's has ended, and shows it off-season", () => {
    expect(nextSpringWindow(3, day('2026-11-20')).year).toBe(2027);
    expect(nextSpringWindow(3, day('2026-03-01')).year).toBe(2026);
    const outlook = springOutlook(weekly('2026-08-01', [0.3, 0.3, 0.3]), 3, day('2026-11-20'));
    expect(outlook.state).toBe('offSeason');
    expect(outlook.window.start.toISOString().slice(0, 10)).toBe('2027-04-19');
  });

  it('gives a high chance for low, flat counts and a low one for rising counts, with the band at the peak', () => {
    const today = day('2026-04-01');
    const low = springOutlook(weekly('2026-02-04', [0.05, 0.06, 0.05, 0.06, 0.05, 0.06, 0.05, 0.06]), 2, today);
    const rising = springOutlook(weekly('2026-02-04', [0.05, 0.08, 0.11, 0.14, 0.17, 0.2, 0.23, 0.26]), 2, today);
    expect(low.state).toBe('forecast');
    expect(rising.state).toBe('forecast');
    if (low.state !== 'forecast' || rising.state !== 'forecast') return;
    expect(low.chance).toBeGreaterThan(0.95);
    expect(rising.chance).toBeLessThan(0.05);
    expect(rising.lower).toBeLessThanOrEqual(rising.peak);
    expect(rising.upper).toBeGreaterThanOrEqual(rising.peak);
  });

  it('cannot forecast from fewer than two counts', () => {
    expect(springOutlook(weekly('2026-03-25', [0.1]), 2, day('2026-04-01')).state).toBe('unknown');
  });
});
