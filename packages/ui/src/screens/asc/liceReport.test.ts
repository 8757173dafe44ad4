import { describe, expect, it } from 'vitest';
import { liceReportOf, mondayOfIsoWeek, springWeeksOf } from './liceReport.ts';

const week = (year: number, weekNo: number, female: number | null) => ({
  year,
  week: weekNo,
  female,
  mobile: female === null ? null : female * 3,
  stationary: female === null ? null : female / 2,
});

describe('liceReportOf', () => {
  it('keeps not-reported weeks as gaps and bands, never as 0', () => {
    const report = liceReportOf([week(2026, 3, 0.1), week(2026, 1, 0.2), week(2026, 2, null)], 4);
    expect(report.rows.map((row) => row.key)).toEqual(['2026-W01', '2026-W02', '2026-W03']);
    expect(report.series.female.map((point) => point.y)).toEqual([0.2, null, 0.1]);
    expect(report.rows[1]?.reported).toBe(false);
    expect(report.notReported).toEqual([
      { start: new Date('2026-01-01T12:00:00Z'), end: new Date('2026-01-08T12:00:00Z') },
    ]);
    expect(report.anyReported).toBe(true);
  });

  it('joins consecutive not-reported weeks into one band', () => {
    const report = liceReportOf([week(2026, 5, null), week(2026, 6, null), week(2026, 7, 0.3), week(2026, 8, null)], 4);
    expect(report.notReported).toHaveLength(2);
    expect(report.notReported[0]?.end).toEqual(new Date(mondayOfIsoWeek(2026, 6).getTime() + 3.5 * 86_400_000));
  });

  it('draws the limit at 0.5 and at 0.2 in the spring weeks of the area', () => {
    const weeks = Array.from({ length: 12 }, (_, index) => week(2026, 13 + index, 0.1));
    const south = liceReportOf(weeks, 4);
    expect(south.limits.map((limit) => [limit.value, limit.spring])).toEqual([
      [0.5, false],
      [0.2, true],
      [0.5, false],
    ]);
    expect(south.limits[1]?.start).toEqual(mondayOfIsoWeek(2026, 16));
    expect(south.limits[1]?.end).toEqual(mondayOfIsoWeek(2026, 22));
    expect(south.rows.find((row) => row.week === 21)?.limit).toBe(0.2);
    const north = liceReportOf(weeks, 10);
    expect(north.limits.map((limit) => limit.value)).toEqual([0.5, 0.2]);
    expect(north.limits[1]?.start).toEqual(mondayOfIsoWeek(2026, 21));
  });

  it('reports a farm with no counts at all as having none', () => {
    expect(liceReportOf([week(2026, 1, null), week(2026, 2, null)], 4).anyReported).toBe(false);
  });
});

describe('mondayOfIsoWeek and springWeeksOf', () => {
  it('finds the Monday of an ISO week across the year boundary', () => {
    expect(mondayOfIsoWeek(2026, 1).toISOString().slice(0, 10)).toBe('2025-12-29');
    expect(mondayOfIsoWeek(2021, 1).toISOString().slice(0, 10)).toBe('2021-01-04');
  });

  it('names the spring weeks per area', () => {
    expect(springWeeksOf(7)).toEqual({ from: 16, to: 21 });
    expect(springWeeksOf(8)).toEqual({ from: 21, to: 26 });
  });
});
