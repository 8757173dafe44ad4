import { describe, expect, it } from 'vitest';
import { clampConfidence, riskColor } from './riskColor.ts';

describe('risk color', () => {
  it('runs from blue at 0 to red at 100 and clamps', () => {
    expect(riskColor(0, '#0000ff', '#ff0000')).toBe('#0000ff');
    expect(riskColor(100, '#0000ff', '#ff0000')).toBe('#ff0000');
    expect(riskColor(50, '#0000ff', '#ff0000')).toBe('#800080');
    expect(riskColor(180, '#0000ff', '#ff0000')).toBe('#ff0000');
    expect(clampConfidence(-3)).toBe(0);
    expect(clampConfidence(Number.NaN)).toBe(0);
  });
});
