import type { LineSeries, LineSvgProps } from '@nivo/line';
import type { ChartTheme } from './ChartTheme.ts';

/** nivo's partial theme type (from @nivo/theming, reached through @nivo/line's props). */
export type NivoTheme = NonNullable<LineSvgProps<LineSeries>['theme']>;

/** The nivo theme for a chart theme at a given font size. */
export const toNivoTheme = (theme: ChartTheme, fontSize: number): NivoTheme => {
  const text = { fontFamily: theme.fontFamily, fontSize, fill: theme.text };
  const muted = { fontFamily: theme.fontFamily, fontSize, fill: theme.textMuted };
  return {
    background: theme.background,
    text,
    axis: {
      domain: { line: { stroke: theme.axis, strokeWidth: 1 } },
      ticks: { line: { stroke: theme.axis, strokeWidth: 1 }, text: muted },
      legend: { text },
    },
    grid: { line: { stroke: theme.grid, strokeWidth: 1 } },
    crosshair: { line: { stroke: theme.textMuted, strokeWidth: 1, strokeOpacity: 0.8, strokeDasharray: '4 4' } },
    legends: { text, title: { text } },
    labels: { text },
    markers: {
      lineColor: theme.threshold,
      lineStrokeWidth: 1.5,
      text: { ...text, fill: theme.threshold, outlineWidth: 0, outlineColor: theme.background, outlineOpacity: 0 },
    },
    tooltip: {
      container: {
        background: theme.tooltip.background,
        color: theme.tooltip.text,
        border: `1px solid ${theme.tooltip.border}`,
        fontFamily: theme.fontFamily,
        fontSize,
        borderRadius: 4,
        padding: '6px 9px',
      },
    },
  };
};
