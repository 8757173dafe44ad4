/**
 * Breakpoints from the spec.
 * - Small layout (slide-in sidebar with a header) below 865 px.
 * - Mobile (bottom bar) when the smaller side of the viewport is under 768 px, or the user agent says mobile.
 * - The health overview switches layout at 1330 px.
 * - Chart font sizes step down at 999 px and 780 px (the sizes themselves live in @havbruk/charts' ChartTheme).
 */
export const SMALL_LAYOUT_BELOW = 865;
export const MOBILE_SHORT_SIDE_BELOW = 768;
export const HEALTH_LAYOUT_WIDTH = 1330;
export const CHART_FONT_STEPS = { medium: 999, small: 780 } as const;
/** Resize events are debounced by this many milliseconds before the layout is re-evaluated. */
export const RESIZE_DEBOUNCE_MS = 100;

/** Stitches media queries (use as `'@small': {...}`). */
export const media = {
  desktop: `(min-width: ${SMALL_LAYOUT_BELOW}px)`,
  small: `(max-width: ${SMALL_LAYOUT_BELOW - 0.02}px)`,
  healthWide: `(min-width: ${HEALTH_LAYOUT_WIDTH}px)`,
  healthNarrow: `(max-width: ${HEALTH_LAYOUT_WIDTH - 0.02}px)`,
  chartMedium: `(max-width: ${CHART_FONT_STEPS.medium}px)`,
  chartSmall: `(max-width: ${CHART_FONT_STEPS.small}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export type LayoutMode = 'desktop' | 'small' | 'mobile';

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i;

/** True when the user agent string names a phone or tablet browser. */
export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/**
 * The shell layout for a viewport. The spec's "smaller screen side" is read as the smaller side of the
 * viewport the app is shown in, so a rotated phone stays mobile and Storybook's viewports behave like devices.
 */
export function layoutModeFor(viewport: { width: number; height: number; userAgent?: string }): LayoutMode {
  const { width, height, userAgent = '' } = viewport;
  if (Math.min(width, height) < MOBILE_SHORT_SIDE_BELOW || isMobileAgent(userAgent)) return 'mobile';
  if (width < SMALL_LAYOUT_BELOW) return 'small';
  return 'desktop';
}

/** True when the health overview uses its wide layout (risk cards as a grid, not a horizontal row). */
export function isHealthWide(width: number): boolean {
  return width >= HEALTH_LAYOUT_WIDTH;
}
