import type { ChartTheme } from '../theme/ChartTheme.ts';
import { useChartTheme } from '../theme/ChartThemeContext.tsx';

/** The map legends of the spec: best → worst, none → confirmed (diseases), none → treated (treatments). */
export type LegendBarScale = 'bestToWorst' | 'noneToConfirmed' | 'noneToTreated';

export interface LegendBarProps {
  scale: LegendBarScale;
  /** Text under the left end (e.g. "Best", "None"), from the caller. */
  startLabel: string;
  /** Text under the right end (e.g. "Worst", "Confirmed", "Treated"). */
  endLabel: string;
  /** Accessible name of the whole legend (e.g. "Colour legend: lice female, best to worst"). */
  label: string;
  width?: number | string;
  theme?: ChartTheme;
}

/** The colors at the ends (and middle) of a legend scale; markers use the same ones. */
export const legendBarColors = (theme: ChartTheme, scale: LegendBarScale): string[] => {
  switch (scale) {
    case 'noneToConfirmed':
      return [theme.scale.none, theme.scale.middle, theme.scale.worst];
    case 'noneToTreated':
      return [theme.scale.none, theme.risk.low];
    default:
      return [theme.scale.best, theme.scale.middle, theme.scale.worst];
  }
};

/** A gradient bar with its two end labels (map color legend). */
export function LegendBar({ scale, startLabel, endLabel, label, width = 240, theme: themeProp }: LegendBarProps) {
  const theme = useChartTheme(themeProp);
  const colors = legendBarColors(theme, scale);
  return (
    <figure
      aria-label={label}
      data-scale={scale}
      style={{ margin: 0, width, fontFamily: theme.fontFamily, fontSize: theme.fontSize.medium, color: theme.text }}
    >
      <div
        aria-hidden="true"
        style={{ height: 10, borderRadius: 5, background: `linear-gradient(to right, ${colors.join(', ')})` }}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 4 }}>
        <span>{startLabel}</span>
        <span>{endLabel}</span>
      </div>
    </figure>
  );
}
