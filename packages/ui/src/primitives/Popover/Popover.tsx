import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { usePortalContainer } from '../../providers/HavbrukProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useCollisionPadding } from '../Overlay/collisionPadding.ts';
import { floatingPanel } from '../Overlay/Overlay.styles.ts';

const Content = styled(RadixPopover.Content, {
  ...floatingPanel,
  padding: '$4',
  paddingRight: '$7',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  // Never taller than the room beside its trigger (inside the collision padding): it scrolls instead.
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
  boxSizing: 'border-box',
  position: 'relative',
  '&:focus-visible': { outline: '2px solid $focus' },
  variants: { size: { default: {}, wide: { maxWidth: 'min(760px, calc(100vw - 16px))' } } },
});
const Close = styled('div', { position: 'absolute', top: '$1', right: '$1' });
const Arrow = styled(RadixPopover.Arrow, { fill: '$surfaceRaised' });

/** `ref`, `className` and other props go to the popover content. */
export interface PopoverProps extends Omit<
  ComponentPropsWithRef<typeof RadixPopover.Content>,
  'children' | 'side' | 'align' | 'asChild'
> {
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
  ...rest
}: PopoverProps) {
  const { LL } = useI18n();
  const container = usePortalContainer();
  const collisionPadding = useCollisionPadding();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={container}>
        <Content
          sideOffset={6}
          collisionPadding={collisionPadding}
          {...rest}
          side={side}
          align={align}
          aria-label={label}
          size={size}
        >
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
