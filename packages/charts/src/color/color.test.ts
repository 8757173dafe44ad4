import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, mixColors, rgbToHex, scoreHue, withAlpha } from './color.ts';

describe('color maths', () => {
  it('reads and writes hex colors', () => {
    expect(hexToRgb('#1b7a3a')).toEqual([27, 122, 58]);
    expect(hexToRgb('#fff')).toEqual([255, 255, 255]);
    expect(rgbToHex([27, 122, 58])).toBe('#1b7a3a');
    expect(withAlpha('#1b7a3a', 0.5)).toBe('rgba(27, 122, 58, 0.5)');
  });

  it('mixes linearly in sRGB and clamps the mix', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#000000', '#ffffff', -1)).toBe('#000000');
    expect(mixColors('#000000', '#ffffff', 2)).toBe('#ffffff');
  });

  it('gives the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('maps a score 0 → 3, 100 → 120 and clamps outside', () => {
    expect(scoreHue(0)).toBe(3);
    expect(scoreHue(100)).toBe(120);
    expect(scoreHue(50)).toBeCloseTo(61.5);
    expect(scoreHue(-20)).toBe(3);
    expect(scoreHue(250)).toBe(120);
    expect(scoreHue(50, 10, 110)).toBe(60);
  });
});
