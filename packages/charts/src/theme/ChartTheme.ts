/**
 * The look of every chart in @havbruk/charts. Charts never import a styling
 * library: a host product (for Havbruk, @havbruk/ui from its design tokens)
 * builds a `ChartTheme` and passes it as the `theme` prop or through
 * `ChartThemeProvider`. Without one, charts use `defaultChartTheme`.
 */
export interface ChartTheme {
  /** Plot background (also the background of exported images). */
  background: string;
  /** Main text: legends, values, labels inside charts. */
  text: string;
  /** Secondary text: axis tick labels, captions. Must keep 4.5:1 contrast on `background`. */
  textMuted: string;
  /** Axis lines and tick marks. */
  axis: string;
  /** Grid lines. */
  grid: string;
  /** Track (unfilled part) of the score circle and risk meter. */
  track: string;
  tooltip: {
    background: string;
    text: string;
    border: string;
  };
  /** Series colors, used in order and repeated when there are more series. */
  palette: readonly string[];
  /** Threshold lines (e.g. lice limits) and their labels. */
  threshold: string;
  /** Highlighted ranges: band fill (with alpha), the line used when start equals end, and the warning fill. */
  band: { fill: string; line: string; warning: string };
  /** The drag-to-zoom selection rectangle. */
  selection: { fill: string; stroke: string };
  /** Graph-tool layers: anomalies, interpolated points, forecast line and band. */
  tools: { anomaly: string; interpolate: string; forecast: string; forecastBand: string };
  /** Risk meter gradient by confidence: `low` at 0 %, `high` at 100 %. */
  risk: { low: string; high: string };
  /** Score color: hue from `hueLow` (score 0) to `hueHigh` (score 100) at this saturation and lightness (percent). */
  score: { hueLow: number; hueHigh: number; saturation: number; lightness: number };
  /** Legend bar endpoints (best → worst, none → confirmed, none → treated). */
  scale: { best: string; middle: string; worst: string; none: string };
  fontFamily: string;
  /**
   * Font sizes in px by chart width: `large` above 999 px, `medium` from 780 to 999 px,
   * `small` below 780 px (the spec's steps at widths 999 and 780).
   */
  fontSize: { large: number; medium: number; small: number };
}

/** The widths at which chart font sizes step down (spec 2 §9). */
export const CHART_FONT_BREAKPOINTS = { medium: 999, small: 780 } as const;

/** Font size for a chart of the given width. */
export const chartFontSize = (theme: ChartTheme, width: number): number => {
  if (width < CHART_FONT_BREAKPOINTS.small) return theme.fontSize.small;
  if (width <= CHART_FONT_BREAKPOINTS.medium) return theme.fontSize.medium;
  return theme.fontSize.large;
};

const fontFamily =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Light theme: text colors keep at least 4.5:1 contrast on white. */
export const defaultChartTheme: ChartTheme = {
  background: '#ffffff',
  text: '#1f2933',
  textMuted: '#52606d',
  axis: '#7b8794',
  grid: '#e4e7eb',
  track: '#e4e7eb',
  tooltip: { background: '#ffffff', text: '#1f2933', border: '#cbd2d9' },
  palette: [
    '#1f6fb4',
    '#d45d00',
    '#2b8a3e',
    '#c92a2a',
    '#7048b8',
    '#8c564b',
    '#c2255c',
    '#52606d',
    '#8a7a00',
    '#0b7f8f',
  ],
  threshold: '#c92a2a',
  band: { fill: 'rgba(31, 111, 180, 0.14)', line: '#1f6fb4', warning: 'rgba(201, 42, 42, 0.12)' },
  selection: { fill: 'rgba(82, 96, 109, 0.18)', stroke: '#52606d' },
  tools: { anomaly: '#c92a2a', interpolate: '#7048b8', forecast: '#d45d00', forecastBand: 'rgba(212, 93, 0, 0.16)' },
  risk: { low: '#1c64d9', high: '#d42020' },
  score: { hueLow: 3, hueHigh: 120, saturation: 70, lightness: 40 },
  scale: { best: '#2b8a3e', middle: '#e8a317', worst: '#c92a2a', none: '#9aa5b1' },
  fontFamily,
  fontSize: { large: 12, medium: 11, small: 10 },
};

/** Dark theme: lighter series colors and text with at least 4.5:1 contrast on the dark background. */
export const defaultDarkChartTheme: ChartTheme = {
  background: '#111827',
  text: '#f3f4f6',
  textMuted: '#b6c0cc',
  axis: '#8a96a3',
  grid: '#2b3544',
  track: '#2b3544',
  tooltip: { background: '#1f2937', text: '#f3f4f6', border: '#4b5563' },
  palette: [
    '#6cb4f0',
    '#ffa24d',
    '#6fd38a',
    '#ff8080',
    '#c4a3f5',
    '#d9aa94',
    '#f59ad2',
    '#b8c2cc',
    '#e3d35a',
    '#4fd3e6',
  ],
  threshold: '#ff8080',
  band: { fill: 'rgba(108, 180, 240, 0.18)', line: '#6cb4f0', warning: 'rgba(255, 128, 128, 0.18)' },
  selection: { fill: 'rgba(182, 192, 204, 0.2)', stroke: '#b6c0cc' },
  tools: { anomaly: '#ff8080', interpolate: '#c4a3f5', forecast: '#ffa24d', forecastBand: 'rgba(255, 162, 77, 0.18)' },
  risk: { low: '#5b9cff', high: '#ff5c5c' },
  score: { hueLow: 3, hueHigh: 120, saturation: 65, lightness: 58 },
  scale: { best: '#6fd38a', middle: '#f2c14e', worst: '#ff8080', none: '#6b7785' },
  fontFamily,
  fontSize: { large: 12, medium: 11, small: 10 },
};

/** Colour of series number `index` (0-based), repeating the palette. */
export const seriesColor = (theme: ChartTheme, index: number): string =>
  theme.palette[index % theme.palette.length] ?? theme.text;
