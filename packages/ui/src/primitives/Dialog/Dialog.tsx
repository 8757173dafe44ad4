import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { usePortalContainer } from '../../providers/HavbrukProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { fadeIn, popIn } from '../Overlay/Overlay.styles.ts';

export const DialogOverlay = styled(RadixDialog.Overlay, {
  position: 'fixed',
  inset: 0,
  backgroundColor: '$overlay',
  zIndex: '$overlay',
  animation: `${fadeIn} 150ms ease-out`,
});

export const DialogPanel = styled('div', {
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 32px)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  borderRadius: '$3',
  boxShadow: '$3',
  zIndex: '$dialog',
  animation: `${popIn} 160ms ease-out`,
  '&:focus': { outline: 'none' },
  variants: {
    size: {
      small: { maxWidth: '440px' },
      medium: { maxWidth: '720px' },
      large: { maxWidth: '$dialogMax' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const DialogHeader = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$4 $5',
  borderBottom: '1px solid $border',
});

export const DialogTitleText = styled(RadixDialog.Title, {
  fontSize: '$4',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  paddingTop: '6px',
});
export const DialogDescriptionText = styled(RadixDialog.Description, {
  fontSize: '$2',
  color: '$textMuted',
  marginTop: '$1',
});
export const DialogBody = styled('div', { padding: '$4 $5', overflowY: 'auto', flex: 1 });
export const DialogFooter = styled('div', {
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: '$2',
  padding: '$3 $5',
  borderTop: '1px solid $border',
});

/** `ref`, `className` and other props go to the dialog panel (the Radix content). */
export interface DialogProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  title: string;
  description?: string;
  children?: ReactNode;
  /** Buttons at the bottom (Cancel / Done …). */
  footer?: ReactNode;
  /** An element that opens the dialog (a Button). Optional when `open` is controlled. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** small 440 px, medium 720 px, large 1200 px (the spec's modal maximum). */
  size?: 'small' | 'medium' | 'large';
}

/**
 * A modal dialog (Radix Dialog): focus is trapped, Escape and the close button close it, focus returns to
 * the trigger. At most 1200 px wide. `data-state` on the panel: `open` or `closed`.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size,
  ...rest
}: DialogProps) {
  const { LL } = useI18n();
  const container = usePortalContainer();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={container}>
        <DialogOverlay />
        <RadixDialog.Content asChild {...(description ? {} : { 'aria-describedby': undefined })}>
          <DialogPanel {...rest} size={size}>
            <DialogHeader>
              <div>
                <DialogTitleText>{title}</DialogTitleText>
                {description && <DialogDescriptionText>{description}</DialogDescriptionText>}
              </div>
              <RadixDialog.Close asChild>
                <IconButton icon="close" label={LL.common.close()} />
              </RadixDialog.Close>
            </DialogHeader>
            {children && <DialogBody>{children}</DialogBody>}
            {footer && <DialogFooter>{footer}</DialogFooter>}
          </DialogPanel>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button with this to make it close the dialog. */
export const DialogClose = RadixDialog.Close;
