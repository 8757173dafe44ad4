import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import type { ChartTheme } from '../theme/ChartTheme.ts';
import { useChartTheme } from '../theme/ChartThemeContext.tsx';
import { CHART_EXPORT_SIZE, chartToPng, downloadBlob, type ImageSize } from './exportImage.ts';

export interface ChartExportButtonProps {
  /** Button text (e.g. "Download PNG"), from the caller. */
  label: string;
  /** The chart to export; it is rendered again off-screen at the export size. */
  chart: ReactElement<{ width?: number; height?: number }>;
  filename: string;
  /** Default 1300×500; use `PIE_EXPORT_SIZE` (800×800) for pies. */
  size?: ImageSize;
  /** Height given to the chart inside the image (leave room for its legend). */
  chartHeight?: number;
  /** The "Download Failed" alert texts (spec error catalogue), from the caller. */
  failedTitle: string;
  failedMessage: string;
  failedDismissLabel: string;
  /** Called with the PNG after a successful export. */
  onExported?: (blob: Blob) => void;
  /** Saves the file; returns false when the browser cannot download (default: a link with `download`). */
  download?: (blob: Blob, filename: string) => boolean;
  theme?: ChartTheme;
}

/** Exports a chart as PNG; where the browser cannot download, shows the "Download Failed" alert dialog. */
export function ChartExportButton({
  label,
  chart,
  filename,
  size = CHART_EXPORT_SIZE,
  chartHeight,
  failedTitle,
  failedMessage,
  failedDismissLabel,
  onExported,
  download = downloadBlob,
  theme: themeProp,
}: ChartExportButtonProps) {
  const theme = useChartTheme(themeProp);
  const [state, setState] = useState<'idle' | 'exporting' | 'failed'>('idle');
  const titleId = useId();
  const messageId = useId();
  const dismissRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state !== 'failed') return;
    dismissRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setState('idle');
      triggerRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state]);
  const run = async () => {
    setState('exporting');
    try {
      const blob = await chartToPng(chart, { size, background: theme.background, chartHeight });
      onExported?.(blob);
      setState(download(blob, filename) ? 'idle' : 'failed');
    } catch {
      setState('failed');
    }
  };
  const buttonStyle = {
    font: 'inherit',
    color: theme.text,
    background: theme.background,
    border: `1px solid ${theme.axis}`,
    borderRadius: 4,
    padding: '4px 10px',
    cursor: 'pointer',
  } as const;
  return (
    <span data-state={state} style={{ fontFamily: theme.fontFamily }}>
      <button
        ref={triggerRef}
        type="button"
        onClick={run}
        disabled={state === 'exporting'}
        aria-busy={state === 'exporting' || undefined}
        style={buttonStyle}
      >
        {label}
      </button>
      {state === 'failed' && (
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={messageId}
          style={{
            position: 'fixed',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            background: 'rgba(0, 0, 0, 0.45)',
            zIndex: 1000,
          }}
        >
          <div
            style={{
              background: theme.tooltip.background,
              color: theme.tooltip.text,
              border: `1px solid ${theme.tooltip.border}`,
              borderRadius: 6,
              padding: 20,
              maxWidth: 420,
              boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
            }}
          >
            <h2 id={titleId} style={{ fontSize: 18, margin: '0 0 8px' }}>
              {failedTitle}
            </h2>
            <p id={messageId} style={{ margin: '0 0 16px' }}>
              {failedMessage}
            </p>
            <button
              ref={dismissRef}
              type="button"
              onClick={() => {
                setState('idle');
                triggerRef.current?.focus();
              }}
              style={buttonStyle}
            >
              {failedDismissLabel}
            </button>
          </div>
        </div>
      )}
    </span>
  );
}
