import { describe, expect, it } from 'vitest';
import { aggregatePoints, barWidth, bucketStart, DAILY_BAR_WIDTH_MS } from './aggregate.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('aggregation', () => {
  it('buckets dates into ISO weeks (Monday) and calendar months', () => {
    expect(bucketStart(day('2025-03-13'), 'week')).toEqual(day('2025-03-10'));
    expect(bucketStart(day('2025-03-16'), 'week')).toEqual(day('2025-03-10'));
    expect(bucketStart(day('2025-03-17'), 'week')).toEqual(day('2025-03-17'));
    expect(bucketStart(day('2025-03-31'), 'month')).toEqual(day('2025-03-01'));
  });

  it('buckets days-in counts into 7- and 30-day periods', () => {
    expect(bucketStart(13, 'weeksIn')).toBe(7);
    expect(bucketStart(59, 'monthsIn')).toBe(30);
    expect(bucketStart(4.6, 'daysIn')).toBe(4);
  });

  it('averages a week and keeps an all-null bucket as a gap', () => {
    const points = [
      { x: day('2025-03-10'), y: 2 },
      { x: day('2025-03-11'), y: null },
      { x: day('2025-03-12'), y: 4 },
      { x: day('2025-03-17'), y: null },
    ];
    expect(aggregatePoints(points, 'week')).toEqual([
      { x: day('2025-03-10'), y: 3 },
      { x: day('2025-03-17'), y: null },
    ]);
    expect(aggregatePoints(points, 'week', 'sum')[0]?.y).toBe(6);
  });

  it('sums feed into months', () => {
    const points = Array.from({ length: 60 }, (_, i) => ({ x: new Date(Date.UTC(2025, 0, 1 + i)), y: 10 }));
    const months = aggregatePoints(points, 'month', 'sum');
    expect(months.map((p) => p.y)).toEqual([310, 280, 10]);
  });

  it('uses the spec daily bar width, scaled for weeks and days-in', () => {
    expect(barWidth('day', true)).toBe(DAILY_BAR_WIDTH_MS);
    expect(barWidth('week', true)).toBe(7 * DAILY_BAR_WIDTH_MS);
    expect(barWidth('daysIn', false)).toBeCloseTo(0.85);
  });
});
