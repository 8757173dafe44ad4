import type { ProductUsage } from '@havbruk/api';
import { describe, expect, it } from 'vitest';
import { inRange } from './usages.ts';

const usage = (startDate: string, endDate: string | null, startDaysIn = 10, endDaysIn: number | null = 20) =>
  ({ startDate, endDate, startDaysIn, endDaysIn }) as ProductUsage;

describe('inRange', () => {
  const range = { start: '2025-03-01', end: '2025-03-31' };
  it('matches usages overlapping the range, and open-ended ones that start before its end', () => {
    expect(inRange(usage('2025-02-20', '2025-03-02'), range)).toBe(true);
    expect(inRange(usage('2025-03-31', '2025-04-10'), range)).toBe(true);
    expect(inRange(usage('2024-01-01', null), range)).toBe(true);
  });
  it('leaves out usages ending before the range or starting after it', () => {
    expect(inRange(usage('2025-02-01', '2025-02-28'), range)).toBe(false);
    expect(inRange(usage('2025-04-01', null), range)).toBe(false);
  });
  it('compares day counts for organizations', () => {
    expect(inRange(usage('x', 'y', 10, 20), { startDay: 15, endDay: 30 })).toBe(true);
    expect(inRange(usage('x', 'y', 10, 20), { startDay: 21, endDay: 30 })).toBe(false);
    expect(inRange(usage('x', null, 10, null), { startDay: 100, endDay: 130 })).toBe(true);
  });
  it('matches everything without a range', () => expect(inRange(usage('2025-01-01', null), null)).toBe(true));
});
