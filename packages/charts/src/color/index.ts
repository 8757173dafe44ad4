export { contrastRatio, hexToRgb, mixColors, relativeLuminance, rgbToHex, scoreHue, withAlpha } from './color.ts';
export type { Rgb } from './color.ts';
