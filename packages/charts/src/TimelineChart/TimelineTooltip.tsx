import type { XValue } from '../series/types.ts';
import type { ChartTheme } from '../theme/ChartTheme.ts';
import type { TimelineHover } from './useTimelineInteraction.ts';

interface TimelineTooltipProps {
  hover: TimelineHover;
  top: number;
  left: number;
  theme: ChartTheme;
  formatValue: (value: number) => string;
  formatX: (x: XValue) => string;
  /** Text for a series without a value at x (e.g. "not reported"); default a dash. */
  missingLabel?: string;
}

/** The hover tooltip: x, then each series' value (or the missing label). Hidden from screen readers (the
 * chart's data is reachable as text elsewhere). */
export function TimelineTooltip({ hover, top, left, theme, formatValue, formatX, missingLabel }: TimelineTooltipProps) {
  return (
    <div
      aria-hidden="true"
      data-tooltip=""
      style={{
        position: 'absolute',
        top,
        left,
        pointerEvents: 'none',
        background: theme.tooltip.background,
        color: theme.tooltip.text,
        border: `1px solid ${theme.tooltip.border}`,
        borderRadius: 4,
        padding: '6px 9px',
        whiteSpace: 'nowrap',
        boxShadow: '0 2px 6px rgba(0,0,0,0.15)',
        zIndex: 1,
      }}
    >
      <div style={{ fontWeight: 600, marginBottom: 2 }}>{formatX(hover.x)}</div>
      {hover.rows.map(({ series: s, y }) => (
        <div key={s.id} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <span style={{ width: 10, height: 10, background: s.color, display: 'inline-block', borderRadius: 2 }} />
          <span>{s.label}</span>
          {y === null ? (
            <em data-missing="" style={{ marginLeft: 'auto', paddingLeft: 8, color: theme.textMuted }}>
              {missingLabel ?? '–'}
            </em>
          ) : (
            <strong style={{ marginLeft: 'auto', paddingLeft: 8 }}>{formatValue(y)}</strong>
          )}
        </div>
      ))}
    </div>
  );
}
