import { describe, expect, it } from 'vitest';
import { isSpringLiceWeek, liceLimitFor } from './liceLimit.ts';

describe('legal lice limit', () => {
  it('is 0.2 in weeks 16–21 from area 7 southward, 0.5 around them', () => {
    expect([15, 16, 21, 22].map((week) => liceLimitFor(7, week))).toEqual([0.5, 0.2, 0.2, 0.5]);
    expect(liceLimitFor(1, 18)).toBe(0.2);
  });

  it('is 0.2 in weeks 21–26 north of area 7', () => {
    expect([20, 21, 26, 27].map((week) => liceLimitFor(8, week))).toEqual([0.5, 0.2, 0.2, 0.5]);
    expect(isSpringLiceWeek(13, 16)).toBe(false);
  });
});
