export {
  CHART_FONT_BREAKPOINTS,
  chartFontSize,
  defaultChartTheme,
  defaultDarkChartTheme,
  seriesColor,
} from './ChartTheme.ts';
export type { ChartTheme } from './ChartTheme.ts';
export { ChartThemeProvider, useChartTheme } from './ChartThemeContext.tsx';
export type { ChartThemeProviderProps } from './ChartThemeContext.tsx';
export { toNivoTheme } from './nivoTheme.ts';
export type { NivoTheme } from './nivoTheme.ts';
