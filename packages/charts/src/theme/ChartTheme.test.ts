import { describe, expect, it } from 'vitest';
import { chartFontSize, defaultChartTheme, defaultDarkChartTheme, seriesColour } from './ChartTheme.ts';

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('chart themes', () => {
  it('steps font sizes down at widths 999 and 780', () => {
    expect(chartFontSize(defaultChartTheme, 1300)).toBe(12);
    expect(chartFontSize(defaultChartTheme, 1000)).toBe(12);
    expect(chartFontSize(defaultChartTheme, 999)).toBe(11);
    expect(chartFontSize(defaultChartTheme, 780)).toBe(11);
    expect(chartFontSize(defaultChartTheme, 779)).toBe(10);
  });

  it.each([
    ['light', defaultChartTheme],
    ['dark', defaultDarkChartTheme],
  ])('%s text keeps 4.5:1 contrast on its background and tooltip', (_name, theme) => {
    expect(contrast(theme.text, theme.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.textMuted, theme.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.tooltip.text, theme.tooltip.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.threshold, theme.background)).toBeGreaterThanOrEqual(3);
  });

  it('repeats the palette for more series than colours', () => {
    const n = defaultChartTheme.palette.length;
    expect(seriesColour(defaultChartTheme, n + 2)).toBe(defaultChartTheme.palette[2]);
  });
});
