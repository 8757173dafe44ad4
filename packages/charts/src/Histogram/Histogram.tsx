import { Bar } from '@nivo/bar';
import { useMemo, useRef } from 'react';
import { ChartMessage } from '../internal/ChartMessage.tsx';
import { useElementWidth } from '../internal/useElementWidth.ts';
import { chartFontSize, type ChartTheme } from '../theme/ChartTheme.ts';
import { useChartTheme } from '../theme/ChartThemeContext.tsx';
import { toNivoTheme } from '../theme/nivoTheme.ts';
import { binLabel, binValues, type HistogramBin } from './bins.ts';
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

/** Side histogram: how many items fall in each bin. */
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
  const nivoTheme = useMemo(() => toNivoTheme(theme, fontSize), [theme, fontSize]);
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
            <Bar
              width={width}
              height={height}
              data={data}
              keys={['count']}
              indexBy="bin"
              margin={{ top: 16, right: 8, bottom: fontSize * 2 + 6, left: 8 }}
              padding={0.15}
              colors={(d) => String(d.data.color)}
              enableGridY={false}
              axisLeft={null}
              axisBottom={{ tickSize: 0, tickPadding: 6 }}
              enableLabel
              label={(d) => formatCount(Number(d.value))}
              labelPosition="end"
              labelOffset={10}
              labelSkipHeight={0}
              labelTextColor={theme.text}
              valueFormat={(v) => formatCount(v)}
              theme={nivoTheme}
              animate={false}
              isInteractive={false}
              role="presentation"
            />
          </div>
        )
      )}
    </div>
  );
}
