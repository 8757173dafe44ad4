import type { ChartTheme } from '../theme/index.ts';

/** Colours of the map layers, derived from the chart theme. */
export interface MapPalette {
  water: string;
  land: string;
  coast: string;
  zoneLine: string;
  zoneFill: string;
  /** Outline of markers, so they stand out on land, water and each other. */
  markerStroke: string;
  fallow: string;
  noData: string;
  /** Ring around the focused marker. */
  focus: string;
  /** Inner label text and its halo. */
  label: string;
  labelHalo: string;
  /** Panels over the map (legend, finder, buttons). */
  panel: string;
  panelText: string;
  panelBorder: string;
}

const isDark = (hex: string): boolean => {
  const value = hex.replace('#', '');
  if (value.length < 6) return false;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) < 110;
};

export function mapPalette(theme: ChartTheme): MapPalette {
  const dark = isDark(theme.background);
  return {
    water: dark ? '#0d1b2a' : '#cfe0ec',
    land: dark ? '#1f2a37' : '#f3f1ea',
    coast: dark ? '#3b4a5c' : '#a9b8c4',
    zoneLine: dark ? '#8fb8de' : '#2f5d8a',
    zoneFill: dark ? 'rgba(143, 184, 222, 0.06)' : 'rgba(47, 93, 138, 0.05)',
    markerStroke: dark ? '#0b1220' : '#ffffff',
    fallow: theme.scale.none,
    noData: dark ? '#111827' : '#ffffff',
    focus: theme.text,
    label: '#111827',
    labelHalo: '#ffffff',
    panel: theme.tooltip.background,
    panelText: theme.tooltip.text,
    panelBorder: theme.tooltip.border,
  };
}
