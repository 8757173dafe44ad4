import type { ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { usePortalContainer } from '../../providers/HavbrukProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { floatingPanel } from '../Overlay/Overlay.styles.ts';

const Content = styled(RadixPopover.Content, {
  ...floatingPanel,
  padding: '$4',
  paddingRight: '$7',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  position: 'relative',
  '&:focus-visible': { outline: '2px solid $focus' },
  variants: { size: { default: {}, wide: { maxWidth: 'min(760px, calc(100vw - 16px))' } } },
});
const Close = styled('div', { position: 'absolute', top: '$1', right: '$1' });
const Arrow = styled(RadixPopover.Arrow, { fill: '$surfaceRaised' });

export interface PopoverProps {
  /** The element that toggles the popover (a Button or IconButton). */
  trigger: ReactNode;
  children: ReactNode;
  /** Accessible name of the popover content. */
  label?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** `wide`: up to 760 px (a filter panel with several columns). */
  size?: 'default' | 'wide';
}

/** Non-modal floating content next to its trigger (Radix Popover); Escape or outside click closes it. */
export function Popover({
  trigger,
  children,
  label,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'center',
  size = 'default',
}: PopoverProps) {
  const { LL } = useI18n();
  const container = usePortalContainer();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={container}>
        <Content side={side} align={align} sideOffset={6} collisionPadding={8} aria-label={label} size={size}>
          {children}
          <Close>
            <RadixPopover.Close asChild>
              <IconButton icon="close" size="small" label={LL.common.close()} />
            </RadixPopover.Close>
          </Close>
          <Arrow width={12} height={6} />
        </Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
