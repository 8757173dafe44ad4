import type { ChartTheme } from '../theme/ChartTheme.ts';

export interface ChartMessageProps {
  theme: ChartTheme;
  height: number;
  /** Loading: a pulsing placeholder and `aria-busy`. */
  busy: boolean;
  /** Visible text (loading or empty message), supplied by the caller. */
  text?: string;
  /** The chart's accessible name, kept on the placeholder. */
  label: string;
}

/** Placeholder for a chart's loading and empty states. */
export function ChartMessage({ theme, height, busy, text, label }: ChartMessageProps) {
  return (
    <div
      role={busy ? 'status' : 'img'}
      aria-label={busy ? (text ?? label) : text ? `${label}: ${text}` : label}
      aria-busy={busy || undefined}
      style={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 4,
        background: busy ? theme.track : theme.background,
        border: busy ? 'none' : `1px dashed ${theme.grid}`,
        color: busy ? theme.text : theme.textMuted,
        animation: busy ? 'havbruk-chart-pulse 1.4s ease-in-out infinite' : undefined,
        boxSizing: 'border-box',
        padding: 8,
        textAlign: 'center',
      }}
    >
      {busy && <style>{'@keyframes havbruk-chart-pulse{0%,100%{opacity:1}50%{opacity:.6}}'}</style>}
      <span aria-hidden={busy ? undefined : true}>{text}</span>
    </div>
  );
}
