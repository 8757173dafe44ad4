import { useChartTheme } from '../theme/ChartThemeContext.tsx';
import type { ChartTheme } from '../theme/ChartTheme.ts';
import { clampConfidence, riskColor } from './riskColor.ts';

export interface RiskMeterProps {
  /** Confidence 0–100; values above 100 show as 100 %. */
  confidence: number;
  /** Accessible name, e.g. the disease ("PD"), from the caller. */
  label: string;
  /** Formats the percentage label (default "72 %"). */
  formatPercent?: (percent: number) => string;
  /** Width of the bar in px (default fills the container). */
  width?: number;
  theme?: ChartTheme;
}

/** A horizontal meter colored blue → red by confidence, with the percentage as its label. */
export function RiskMeter({
  confidence,
  label,
  formatPercent = (p) => `${Math.round(p)} %`,
  width,
  theme: themeProp,
}: RiskMeterProps) {
  const theme = useChartTheme(themeProp);
  const value = clampConfidence(confidence);
  const color = riskColor(value, theme.risk.low, theme.risk.high);
  const text = formatPercent(value);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={text}
      data-state={value >= 100 ? 'full' : 'partial'}
      style={{ display: 'flex', alignItems: 'center', gap: 8, width: width ?? '100%', fontFamily: theme.fontFamily }}
    >
      <div style={{ flex: 1, height: 8, borderRadius: 4, background: theme.track, overflow: 'hidden' }}>
        <div style={{ width: `${value}%`, height: '100%', borderRadius: 4, background: color }} />
      </div>
      <span
        style={{
          color: theme.text,
          fontSize: theme.fontSize.large,
          fontVariantNumeric: 'tabular-nums',
          minWidth: '3.5em',
          textAlign: 'right',
        }}
      >
        {text}
      </span>
    </div>
  );
}
