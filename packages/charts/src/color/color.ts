/*
 * Colour maths for charts and their hosts (the one copy: `@havbruk/ui` derives its domain colors with these).
 * Colors are `#rgb` or `#rrggbb` strings; mixing is linear in sRGB.
 */

export type Rgb = readonly [number, number, number];

/** `#rrggbb` (or `#rgb`) → [r, g, b] in 0–255. */
export const hexToRgb = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

/** [r, g, b] (rounded, 0–255) → `#rrggbb`. */
export const rgbToHex = (rgb: Rgb | readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Linear mix of two colors in sRGB: t = 0 → a, t = 1 → b (t clamped to 0–1). */
export const mixColors = (a: string, b: string, t: number): string => {
  const k = Math.min(1, Math.max(0, t));
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return rgbToHex(ca.map((v, i) => v + ((cb[i] as number) - v) * k));
};

/** `rgba()` of a color with an alpha. */
export const withAlpha = (hex: string, alpha: number): string => {
  const [r, g, b] = hexToRgb(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

/** WCAG relative luminance of a color. */
export const relativeLuminance = (hex: string): number => {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two colors (1–21). */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Score color hue: `low` (3, red) at score 0 to `high` (120, green) at score 100, by score / 100, clamped. */
export const scoreHue = (score: number, low = 3, high = 120): number => {
  const ratio = Math.min(Math.max(score / 100, 0), 1);
  return low + ratio * (high - low);
};
