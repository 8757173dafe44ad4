import { Bar } from '@nivo/bar';
import { useId, useMemo, useRef, useState } from 'react';
import { ChartMessage } from '../internal/ChartMessage.tsx';
import { useElementWidth } from '../internal/useElementWidth.ts';
import { chartFontSize, type ChartTheme } from '../theme/ChartTheme.ts';
import { useChartTheme } from '../theme/ChartThemeContext.tsx';
import { toNivoTheme } from '../theme/nivoTheme.ts';

/** Spec height of the PCR chart (lab view). */
export const PCR_BAR_CHART_HEIGHT = 250;

export interface PcrSample {
  id: string;
  /** Sample name on the x axis (e.g. fish number or cage), from the caller. */
  label: string;
  /** Measured value (e.g. Ct value); null when not measured. */
  value: number | null;
  positive: boolean;
}

/** One disease/strain with its samples. */
export interface PcrGroup {
  id: string;
  /** Option text of the selector (e.g. "PD · SAV3"). */
  label: string;
  samples: readonly PcrSample[];
}

export interface PcrBarChartProps {
  groups: readonly PcrGroup[];
  /** Selected group id (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (groupId: string) => void;
  /** Accessible name of the chart for the selected group. */
  label: (group: PcrGroup) => string;
  /** Label of the disease/strain selector. */
  selectLabel: string;
  /** The percent-positive text, e.g. `(2, 5) => "2 of 5 positive (40 %)"`. */
  formatPercentPositive: (positive: number, total: number) => string;
  formatValue?: (value: number) => string;
  loading?: boolean;
  loadingLabel?: string;
  /** The "no PCR" empty state. */
  emptyLabel?: string;
  width?: number;
  height?: number;
  theme?: ChartTheme;
}

/** PCR values per sample for one disease/strain, with a selector and the share of positive samples. */
export function PcrBarChart({
  groups,
  value,
  defaultValue,
  onValueChange,
  label,
  selectLabel,
  formatPercentPositive,
  formatValue = (v) => v.toFixed(1),
  loading = false,
  loadingLabel,
  emptyLabel,
  width: fixedWidth,
  height = PCR_BAR_CHART_HEIGHT,
  theme: themeProp,
}: PcrBarChartProps) {
  const theme = useChartTheme(themeProp);
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, fixedWidth);
  const fontSize = chartFontSize(theme, width);
  const nivoTheme = useMemo(() => toNivoTheme(theme, fontSize), [theme, fontSize]);
  const selectId = useId();
  const [own, setOwn] = useState(defaultValue ?? groups[0]?.id);
  const selectedId = value ?? own;
  const group = groups.find((g) => g.id === selectedId) ?? groups[0];
  const samples = group?.samples ?? [];
  const positive = samples.filter((s) => s.positive).length;
  const data = samples.map((s) => ({
    sample: s.label,
    value: s.value ?? 0,
    color: s.positive ? theme.scale.worst : theme.scale.none,
  }));
  const state = loading ? 'loading' : !group || samples.length === 0 ? 'empty' : 'ready';
  const chartLabel = group ? label(group) : '';
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
      {groups.length > 0 && !loading && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 8 }}>
          <label htmlFor={selectId}>{selectLabel}</label>
          <select
            id={selectId}
            value={group?.id}
            onChange={(event) => {
              if (value === undefined) setOwn(event.target.value);
              onValueChange?.(event.target.value);
            }}
            style={{
              font: 'inherit',
              color: theme.text,
              background: theme.background,
              border: `1px solid ${theme.axis}`,
              borderRadius: 4,
              padding: '2px 6px',
            }}
          >
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </select>
          {samples.length > 0 && (
            <strong data-percent-positive="" style={{ marginLeft: 'auto' }}>
              {formatPercentPositive(positive, samples.length)}
            </strong>
          )}
        </div>
      )}
      {state !== 'ready' ? (
        <ChartMessage
          theme={theme}
          height={height}
          busy={loading}
          text={loading ? loadingLabel : emptyLabel}
          label={chartLabel || (emptyLabel ?? '')}
        />
      ) : (
        width > 0 && (
          <div role="img" aria-label={chartLabel} style={{ width, height }}>
            <Bar
              width={width}
              height={height}
              data={data}
              keys={['value']}
              indexBy="sample"
              margin={{ top: 16, right: 12, bottom: fontSize * 2 + 10, left: fontSize * 3 + 12 }}
              padding={0.25}
              colors={(d) => String(d.data.color)}
              axisLeft={{ tickSize: 4, tickValues: 5, format: (v: number) => formatValue(v) }}
              axisBottom={{ tickSize: 0, tickPadding: 6 }}
              gridYValues={5}
              enableLabel={data.length <= 24}
              label={(d) => formatValue(Number(d.value))}
              labelPosition="end"
              labelOffset={10}
              labelTextColor={theme.text}
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
