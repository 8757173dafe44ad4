import { describe, expect, it } from 'vitest';
import { clampConfidence, riskColour } from './riskColour.ts';

describe('risk colour', () => {
  it('runs from blue at 0 to red at 100 and clamps', () => {
    expect(riskColour(0, '#0000ff', '#ff0000')).toBe('#0000ff');
    expect(riskColour(100, '#0000ff', '#ff0000')).toBe('#ff0000');
    expect(riskColour(50, '#0000ff', '#ff0000')).toBe('#800080');
    expect(riskColour(180, '#0000ff', '#ff0000')).toBe('#ff0000');
    expect(clampConfidence(-3)).toBe(0);
    expect(clampConfidence(Number.NaN)).toBe(0);
  });
});
