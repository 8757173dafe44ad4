import { describe, expect, it } from 'vitest';
import { linearScale, nearestIndex, niceDomain } from './scale.ts';

describe('scale helpers', () => {
  it('rounds domains out to nice steps', () => {
    expect(niceDomain(0.03, 0.47)).toEqual([0, 0.5]);
    expect(niceDomain(3.2, 14.8)).toEqual([2.5, 15]);
    expect(niceDomain(5, 5)).toEqual([4.4, 5.6]);
    expect(niceDomain(0, 0)).toEqual([-1, 1]);
  });

  it('maps and inverts linearly', () => {
    const scale = linearScale([0, 100], [50, 250]);
    expect(scale(25)).toBe(100);
    expect(scale.invert(100)).toBe(25);
  });

  it('finds the nearest index', () => {
    const list = [0, 10, 20, 30];
    expect(nearestIndex(list, 14, (v) => v)).toBe(1);
    expect(nearestIndex(list, 16, (v) => v)).toBe(2);
    expect(nearestIndex(list, -5, (v) => v)).toBe(0);
    expect(nearestIndex(list, 99, (v) => v)).toBe(3);
  });
});
