import { defaultChartTheme, defaultDarkChartTheme, withAlpha, type ChartTheme } from '@havbruk/charts';
import type { ThemeName } from '../providers/HavbrukProvider.tsx';
import { SCORE_HUE, SCORE_TONE, themeColors } from './domainColors.ts';
import { config } from './stitches.config.ts';

/**
 * The `ChartTheme` for @havbruk/charts, derived from the design tokens of the light or dark theme, so charts
 * (which never import stitches) match the rest of the UI. Series palettes come from the charts package's
 * defaults, which are checked for contrast on light and dark backgrounds.
 */
export function toChartTheme(themeName: ThemeName): ChartTheme {
  const c = themeColors(themeName);
  const base = themeName === 'dark' ? defaultDarkChartTheme : defaultChartTheme;
  return {
    background: c.bg,
    text: c.text,
    textMuted: c.textMuted,
    axis: c.borderStrong,
    grid: c.border,
    track: c.surfaceSunken,
    tooltip: { background: c.surfaceRaised, text: c.text, border: c.border },
    palette: base.palette,
    threshold: c.danger,
    band: { fill: withAlpha(c.primary, 0.16), line: c.primary, warning: withAlpha(c.danger, 0.14) },
    selection: { fill: withAlpha(c.textMuted, 0.2), stroke: c.textMuted },
    tools: {
      anomaly: c.danger,
      interpolate: base.tools.interpolate,
      forecast: c.warning,
      forecastBand: withAlpha(c.warning, 0.18),
    },
    risk: { low: c.riskLow, high: c.riskHigh },
    score: { hueLow: SCORE_HUE.low, hueHigh: SCORE_HUE.high, ...SCORE_TONE[themeName] },
    scale: { best: c.pipelineOkay, middle: c.pipelineWarning, worst: c.pipelineSevere, none: c.fallow },
    fontFamily: config.theme.fonts.body,
    fontSize: base.fontSize,
  };
}
