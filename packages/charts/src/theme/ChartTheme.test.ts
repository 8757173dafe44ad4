import { describe, expect, it } from 'vitest';
import { contrastRatio as contrast } from '../color/color.ts';
import { chartFontSize, defaultChartTheme, defaultDarkChartTheme, seriesColor } from './ChartTheme.ts';

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

  it('repeats the palette for more series than colors', () => {
    const n = defaultChartTheme.palette.length;
    expect(seriesColor(defaultChartTheme, n + 2)).toBe(defaultChartTheme.palette[2]);
  });
});
