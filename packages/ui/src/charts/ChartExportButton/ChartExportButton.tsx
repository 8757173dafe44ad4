import { downloadBlob, useChartTheme, type ChartTheme } from '@havbruk/charts';
import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { usePortalContainer } from '../../providers/HavbrukProvider.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { AlertDescription, AlertOverlay, AlertTitle } from '../../primitives/ConfirmDialog/ConfirmDialog.tsx';
import { DialogBody, DialogFooter, DialogHeader, DialogPanel } from '../../primitives/Dialog/Dialog.tsx';

export interface ChartExportButtonProps {
  /** Button text (e.g. "Download PNG"). */
  label: string;
  filename: string;
  /**
   * Makes the PNG in the theme given: the chart theme on screen, so a dark page exports a dark image (e.g.
   * `(theme) => timelineToPng(chartProps, { theme })` from `@havbruk/charts`).
   */
  render: (theme: ChartTheme) => Promise<Blob>;
  /** The "Download Failed" alert texts (spec error catalogue). */
  failedTitle: string;
  failedMessage: string;
  failedDismissLabel: string;
  /** Called with the PNG after a successful export. */
  onExported?: (blob: Blob) => void;
  /** Saves the file; returns false when the browser cannot download (default: a link with `download`). */
  download?: (blob: Blob, filename: string) => boolean;
  variant?: 'primary' | 'secondary';
}

/**
 * Exports a chart as PNG (headless, in the current chart theme). Where the browser cannot download, or the image
 * cannot be made, shows the "Download Failed" alert dialog (Radix AlertDialog: focus moves to its button and
 * stays inside, the page behind is hidden from assistive technology and inert; Escape or OK closes it and focus
 * returns to the button). `data-state`: `idle`, `exporting` or `failed`.
 */
export function ChartExportButton({
  label,
  filename,
  render,
  failedTitle,
  failedMessage,
  failedDismissLabel,
  onExported,
  download = downloadBlob,
  variant = 'secondary',
}: ChartExportButtonProps) {
  const theme = useChartTheme();
  const container = usePortalContainer();
  const [state, setState] = useState<'idle' | 'exporting' | 'failed'>('idle');
  const rootRef = useRef<HTMLSpanElement>(null);
  const run = async () => {
    setState('exporting');
    try {
      const blob = await render(theme);
      onExported?.(blob);
      setState(download(blob, filename) ? 'idle' : 'failed');
    } catch {
      setState('failed');
    }
  };
  return (
    <span ref={rootRef} data-state={state}>
      <Button variant={variant} busy={state === 'exporting'} onClick={() => void run()}>
        {label}
      </Button>
      <AlertDialog.Root open={state === 'failed'} onOpenChange={(open) => !open && setState('idle')}>
        <AlertDialog.Portal container={container}>
          <AlertOverlay />
          <AlertDialog.Content
            asChild
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              rootRef.current?.querySelector('button')?.focus();
            }}
          >
            <DialogPanel size="small">
              <DialogHeader>
                <AlertTitle>{failedTitle}</AlertTitle>
              </DialogHeader>
              <DialogBody>
                <AlertDescription>{failedMessage}</AlertDescription>
              </DialogBody>
              <DialogFooter>
                <AlertDialog.Cancel asChild>
                  <Button variant="primary">{failedDismissLabel}</Button>
                </AlertDialog.Cancel>
              </DialogFooter>
            </DialogPanel>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </span>
  );
}
