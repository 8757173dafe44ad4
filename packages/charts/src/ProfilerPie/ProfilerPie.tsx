import { Pie } from '@nivo/pie';
import { useMemo, useRef } from 'react';
import { ChartMessage } from '../internal/ChartMessage.tsx';
import { useElementWidth } from '../internal/useElementWidth.ts';
import { chartFontSize, seriesColor, type ChartTheme } from '../theme/ChartTheme.ts';
import { useChartTheme } from '../theme/ChartThemeContext.tsx';
import { toNivoTheme } from '../theme/nivoTheme.ts';
import { PROFILER_PIE_HEIGHT } from './size.ts';

export interface PieSlice {
  id: string;
  /** Shown in the legend (translated by the caller). */
  label: string;
  value: number;
  color?: string;
}

export interface ProfilerPieProps {
  slices: readonly PieSlice[];
  /** Accessible name (translated by the caller). */
  label: string;
  formatValue?: (value: number) => string;
  /** Formats a share 0–1 as a percentage for the legend. */
  formatPercent?: (share: number) => string;
  loading?: boolean;
  loadingLabel?: string;
  emptyLabel?: string;
  width?: number;
  height?: number;
  /** Legend with values beside the pie (default true). */
  showLegend?: boolean;
  theme?: ChartTheme;
}

const defaultPercent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** Share of a whole by category (e.g. mortality by reason, harvest by quality class), as a donut with a value legend. */
export function ProfilerPie({
  slices,
  label,
  formatValue = (v) => String(Math.round(v)),
  formatPercent = defaultPercent,
  loading = false,
  loadingLabel,
  emptyLabel,
  width: fixedWidth,
  height = PROFILER_PIE_HEIGHT,
  showLegend = true,
  theme: themeProp,
}: ProfilerPieProps) {
  const theme = useChartTheme(themeProp);
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, fixedWidth);
  const fontSize = chartFontSize(theme, width);
  const nivoTheme = useMemo(() => toNivoTheme(theme, fontSize), [theme, fontSize]);
  const data = useMemo(
    () =>
      slices
        .filter((s) => s.value > 0)
        .map((s, i) => ({ id: s.id, label: s.label, value: s.value, color: s.color ?? seriesColor(theme, i) })),
    [slices, theme],
  );
  const total = data.reduce((a, d) => a + d.value, 0);
  const state = loading ? 'loading' : total === 0 ? 'empty' : 'ready';
  const legendBeside = width >= 560;
  const pieWidth = showLegend && legendBeside ? Math.min(height, width / 2) : width;
  return (
    <div
      ref={ref}
      data-state={state}
      style={{
        width: fixedWidth ?? '100%',
        background: theme.background,
        color: theme.text,
        fontFamily: theme.fontFamily,
        fontSize,
      }}
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
          <div
            style={{ display: 'flex', flexDirection: legendBeside ? 'row' : 'column', alignItems: 'center', gap: 16 }}
          >
            <div role="img" aria-label={label} style={{ width: pieWidth, height }}>
              <Pie
                width={pieWidth}
                height={height}
                data={data}
                margin={{ top: 12, right: 12, bottom: 12, left: 12 }}
                innerRadius={0.55}
                padAngle={0.8}
                cornerRadius={2}
                colors={{ datum: 'data.color' }}
                borderWidth={1}
                borderColor={theme.background}
                enableArcLinkLabels={false}
                arcLabelsSkipAngle={14}
                arcLabel={(d) => formatPercent(d.value / total)}
                arcLabelsTextColor={{ from: 'color', modifiers: [['darker', 3]] }}
                valueFormat={(v) => formatValue(v)}
                theme={nivoTheme}
                animate={false}
                role="presentation"
              />
            </div>
            {showLegend && (
              <ul
                style={{
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                  display: 'grid',
                  gap: 6,
                  flex: 1,
                  maxWidth: 380,
                  width: '100%',
                }}
              >
                {data.map((d) => (
                  <li key={d.id} data-legend-item="" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                    <span
                      aria-hidden="true"
                      data-color={d.color}
                      style={{ width: 12, height: 12, borderRadius: 2, background: d.color }}
                    />
                    <span data-legend-text="" style={{ flex: 1 }}>
                      {d.label}
                    </span>
                    <span data-legend-text="" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatValue(d.value)}
                    </span>
                    <span data-legend-text="" style={{ color: theme.textMuted, minWidth: '4.5em', textAlign: 'right' }}>
                      {formatPercent(d.value / total)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )
      )}
    </div>
  );
}
