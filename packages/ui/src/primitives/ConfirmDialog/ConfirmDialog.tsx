import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { usePortalContainer } from '../../providers/HavbrukProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { Button } from '../Button/Button.tsx';
import { fadeIn } from '../Overlay/Overlay.styles.ts';
import { DialogBody, DialogFooter, DialogHeader, DialogPanel } from '../Dialog/Dialog.tsx';

/** Parts of an alert dialog (Radix AlertDialog: focus trap, the rest of the page hidden and inert). */
export const AlertOverlay = styled(AlertDialog.Overlay, {
  position: 'fixed',
  inset: 0,
  backgroundColor: '$overlay',
  zIndex: '$overlay',
  animation: `${fadeIn} 150ms ease-out`,
});
export const AlertTitle = styled(AlertDialog.Title, { fontSize: '$4', fontWeight: '$semibold', lineHeight: '$tight' });
export const AlertDescription = styled(AlertDialog.Description, { fontSize: '$2', color: '$text' });

export interface ConfirmDialogProps {
  /** Defaults to "Are you sure?". */
  title?: string;
  description: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** A destructive action: the confirm button is red. */
  destructive?: boolean;
  /** The confirm action is running: its button shows busy and the dialog stays open. */
  busy?: boolean;
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * Asks for explicit confirmation (Radix AlertDialog): focus starts on Cancel; Escape cancels.
 * The caller closes it (through `open`) when the confirmed action has finished.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  busy = false,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  children,
}: ConfirmDialogProps) {
  const { LL } = useI18n();
  const container = usePortalContainer();
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal container={container}>
        <AlertOverlay />
        <AlertDialog.Content asChild>
          <DialogPanel size="small" data-busy={busy || undefined}>
            <DialogHeader>
              <AlertTitle>{title ?? LL.dialog.confirmTitle()}</AlertTitle>
            </DialogHeader>
            <DialogBody>
              <AlertDescription>{description}</AlertDescription>
              {children}
            </DialogBody>
            <DialogFooter>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={busy}>
                  {cancelLabel ?? LL.common.cancel()}
                </Button>
              </AlertDialog.Cancel>
              <Button variant={destructive ? 'danger' : 'primary'} busy={busy} onClick={() => onConfirm()}>
                {confirmLabel ?? LL.common.confirm()}
              </Button>
            </DialogFooter>
          </DialogPanel>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
