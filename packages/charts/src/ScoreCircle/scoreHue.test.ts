import { describe, expect, it } from 'vitest';
import { scoreHue } from './scoreHue.ts';

describe('scoreHue', () => {
  it('maps 0 → 3, 100 → 120 and clamps outside', () => {
    expect(scoreHue(0)).toBe(3);
    expect(scoreHue(100)).toBe(120);
    expect(scoreHue(50)).toBeCloseTo(61.5);
    expect(scoreHue(-20)).toBe(3);
    expect(scoreHue(250)).toBe(120);
  });
});
