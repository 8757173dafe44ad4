import { describe, expect, it } from 'vitest';
import { linearScale, linearTicks, nearestIndex, niceDomain } from './scale.ts';

describe('scale helpers', () => {
  it('rounds domains out to nice steps', () => {
    expect(niceDomain(0.03, 0.47)).toEqual([0, 0.5]);
    expect(niceDomain(3.2, 14.8)).toEqual([2.5, 15]);
    expect(niceDomain(5, 5)).toEqual([4.4, 5.6]);
    expect(niceDomain(0, 0)).toEqual([-1, 1]);
  });

  it('picks about five round ticks inside a domain, as the y axis always had', () => {
    expect(linearTicks(0, 1, 5)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(linearTicks(-3.2, 7.7, 5)).toEqual([-2, 0, 2, 4, 6]);
    expect(linearTicks(0, 0.3, 5)).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]);
    expect(linearTicks(2.5, 3.75, 5)).toEqual([2.6, 2.8, 3, 3.2, 3.4, 3.6]);
    expect(linearTicks(0, 1250, 5)).toEqual([0, 200, 400, 600, 800, 1000, 1200]);
    expect(linearTicks(4, 4, 5)).toEqual([4]);
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
