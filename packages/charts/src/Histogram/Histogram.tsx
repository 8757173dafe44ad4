import { useMemo, useRef } from 'react';
import { ChartMessage } from '../internal/ChartMessage.tsx';
import { useElementWidth } from '../internal/useElementWidth.ts';
import { chartFontSize, type ChartTheme } from '../theme/ChartTheme.ts';
import { useChartTheme } from '../theme/ChartThemeContext.tsx';
import { binLabel, binValues, type HistogramBin } from './bins.ts';
import { histogramLayout } from './layout.ts';
import { mixColors } from '../color/color.ts';

/** Spec height of the side histogram (map sidebar). */
export const HISTOGRAM_HEIGHT = 175;

export interface HistogramProps {
  bins: readonly HistogramBin[];
  /** Raw values to count into the bins … */
  values?: readonly (number | null)[];
  /** … or counts per bin, already computed. */
  counts?: readonly number[];
  /** Accessible name (translated by the caller). */
  label: string;
  /** Formats bin edges (e.g. decimal comma in Norwegian). */
  formatEdge?: (value: number) => string;
  formatCount?: (count: number) => string;
  /**
   * Colouring: `bestToWorst` (low bins good, e.g. lice), `worstToBest`
   * (low bins bad, e.g. welfare score) or `single` (one color, e.g. weight).
   */
  coloring?: 'bestToWorst' | 'worstToBest' | 'single';
  loading?: boolean;
  loadingLabel?: string;
  emptyLabel?: string;
  width?: number;
  height?: number;
  theme?: ChartTheme;
}

/**
 * Side histogram: how many items fall in each bin. Plain SVG (no chart library: it sits on the map route, whose
 * download budget is tight): bars on a band scale, the count above each bar, the bin under it, a base line.
 */
export function Histogram({
  bins,
  values,
  counts: given,
  label,
  formatEdge = (v) => String(v),
  formatCount = (c) => String(c),
  coloring = 'bestToWorst',
  loading = false,
  loadingLabel,
  emptyLabel,
  width: fixedWidth,
  height = HISTOGRAM_HEIGHT,
  theme: themeProp,
}: HistogramProps) {
  const theme = useChartTheme(themeProp);
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, fixedWidth);
  const fontSize = chartFontSize(theme, width);
  const counts = useMemo(() => given ?? binValues(values ?? [], bins), [given, values, bins]);
  const data = useMemo(
    () =>
      bins.map((bin, i) => {
        const t = bins.length > 1 ? i / (bins.length - 1) : 0;
        const color =
          coloring === 'single'
            ? (theme.palette[0] ?? theme.text)
            : t <= 0.5
              ? mixColors(coloring === 'bestToWorst' ? theme.scale.best : theme.scale.worst, theme.scale.middle, t * 2)
              : mixColors(
                  theme.scale.middle,
                  coloring === 'bestToWorst' ? theme.scale.worst : theme.scale.best,
                  t * 2 - 1,
                );
        return { bin: binLabel(bin, formatEdge), count: counts[i] ?? 0, color };
      }),
    [bins, counts, coloring, theme, formatEdge],
  );
  const total = counts.reduce((a, c) => a + c, 0);
  const state = loading ? 'loading' : total === 0 ? 'empty' : 'ready';
  return (
    <div
      ref={ref}
      data-state={state}
      style={{ width: fixedWidth ?? '100%', background: theme.background, fontFamily: theme.fontFamily }}
    >
      {state !== 'ready' ? (
        <ChartMessage
          theme={theme}
          height={height}
          busy={loading}
          text={loading ? loadingLabel : emptyLabel}
          label={label}
        />
      ) : (
        width > 0 && (
          <div role="img" aria-label={label} style={{ width, height }}>
            <HistogramSvg
              data={data}
              width={width}
              height={height}
              fontSize={fontSize}
              theme={theme}
              format={formatCount}
            />
          </div>
        )
      )}
    </div>
  );
}

interface HistogramSvgProps {
  data: readonly { bin: string; count: number; color: string }[];
  width: number;
  height: number;
  fontSize: number;
  theme: ChartTheme;
  format: (count: number) => string;
}

/** The drawing; the wrapper carries the accessible name (`role="img"`), so the SVG itself is presentational. */
function HistogramSvg({ data, width, height, fontSize, theme, format }: HistogramSvgProps) {
  const { bars, plotWidth, plotHeight, margin } = useMemo(
    () =>
      histogramLayout(
        data.map((d) => d.count),
        width,
        height,
        fontSize,
      ),
    [data, width, height, fontSize],
  );
  const text = { fontFamily: theme.fontFamily, fontSize };
  return (
    <svg width={width} height={height} role="presentation" focusable="false" style={{ display: 'block' }}>
      <g transform={`translate(${margin.left},${margin.top})`}>
        <line x1={0} x2={plotWidth} y1={plotHeight} y2={plotHeight} stroke={theme.axis} strokeWidth={1} />
        {bars.map((bar, i) => {
          const d = data[i];
          if (!d) return null;
          return (
            <g key={i}>
              <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={d.color} />
              <text
                x={bar.center}
                y={bar.y - 10}
                textAnchor="middle"
                dominantBaseline="central"
                fill={theme.text}
                style={text}
              >
                {format(d.count)}
              </text>
              <text
                x={bar.center}
                y={plotHeight + 6}
                textAnchor="middle"
                dominantBaseline="text-before-edge"
                fill={theme.textMuted}
                style={text}
              >
                {d.bin}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
