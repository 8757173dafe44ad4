import type { CSSProperties } from 'react';
import type { ChartSeries } from '../series/types.ts';
import type { ChartTheme } from '../theme/ChartTheme.ts';

interface TimelineLegendProps {
  series: readonly ChartSeries[];
  hiddenIds: readonly string[];
  onToggle: (id: string) => void;
  label?: string;
  paddingInline: number;
  theme: ChartTheme;
}

const listStyle = (paddingInline: number): CSSProperties => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 14px',
  listStyle: 'none',
  margin: '6px 0 0',
  padding: `0 ${paddingInline}px`,
});
const ITEM_STYLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  font: 'inherit',
  background: 'none',
  border: 'none',
  padding: '2px 0',
  cursor: 'pointer',
};

/**
 * The legend's place while the chart loads: one row of its height, nothing shown (the series are not known yet),
 * so the page under the chart does not move when the legend comes.
 */
export function TimelineLegendPlaceholder() {
  return (
    <div aria-hidden="true" style={{ ...listStyle(0), visibility: 'hidden' }}>
      <span style={ITEM_STYLE}>&nbsp;</span>
    </div>
  );
}

/** The legend: one toggle button per series (`aria-pressed` = shown). */
export function TimelineLegend({ series, hiddenIds, onToggle, label, paddingInline, theme }: TimelineLegendProps) {
  return (
    <ul aria-label={label} style={listStyle(paddingInline)}>
      {series.map((s, i) => {
        const hidden = hiddenIds.includes(s.id);
        const color = s.color ?? theme.palette[i % theme.palette.length];
        return (
          <li key={s.id} data-legend-item="">
            <button
              type="button"
              aria-pressed={!hidden}
              onClick={() => onToggle(s.id)}
              style={{ ...ITEM_STYLE, color: theme.text, textDecoration: hidden ? 'line-through' : 'none' }}
            >
              <span
                aria-hidden="true"
                data-color={color}
                style={{
                  width: 12,
                  height: 3,
                  background: color,
                  opacity: hidden ? 0.35 : 1,
                  display: 'inline-block',
                }}
              />
              <span data-legend-text="">{s.label}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
