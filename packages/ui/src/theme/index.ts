export {
  styled,
  css,
  globalCss,
  keyframes,
  getCssText,
  theme as lightTheme,
  config,
  focusRing,
  lightColors,
} from './stitches.config.ts';
export type { CSS, ColorToken, StyledElement } from './stitches.config.ts';
export { darkTheme, darkColors } from './darkTheme.ts';
export { globalStyles } from './globalStyles.ts';
export {
  themeColors,
  riskColor,
  riskMeterPercent,
  scoreColor,
  scoreHue,
  SCORE_HUE,
  SCORE_TONE,
  certificationTone,
  certificationColor,
  pipelineColor,
  fallowColor,
} from './domainColors.ts';
export type { CertificationTone, PipelineStatus } from './domainColors.ts';
export {
  SMALL_LAYOUT_BELOW,
  MOBILE_SHORT_SIDE_BELOW,
  HEALTH_LAYOUT_WIDTH,
  CHART_FONT_STEPS,
  RESIZE_DEBOUNCE_MS,
  media,
  isMobileAgent,
  layoutModeFor,
  isHealthWide,
} from './breakpoints.ts';
export type { LayoutMode } from './breakpoints.ts';
export { useLayoutMode } from './useLayoutMode.ts';
export { toChartTheme } from './chartTheme.ts';
