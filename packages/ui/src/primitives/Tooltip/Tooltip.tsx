import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { usePortalContainer } from '../../providers/HavbrukProvider.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { fadeIn } from '../Overlay/Overlay.styles.ts';

const Content = styled(RadixTooltip.Content, {
  maxWidth: '280px',
  padding: '$2 $3',
  borderRadius: '$2',
  backgroundColor: '$tooltipBg',
  color: '$tooltipText',
  fontSize: '$1',
  lineHeight: '$body',
  boxShadow: '$2',
  zIndex: '$tooltip',
  animation: `${fadeIn} 100ms ease-out`,
});
const Arrow = styled(RadixTooltip.Arrow, { fill: '$tooltipBg' });

/** `ref`, `className` and other props go to the tooltip content. */
export interface TooltipProps extends Omit<
  ComponentPropsWithRef<typeof RadixTooltip.Content>,
  'content' | 'children' | 'side' | 'asChild'
> {
  /** The tooltip text (an i18n text). */
  content: ReactNode;
  /** One focusable element (a Button, IconButton, link). */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds before it opens on hover. */
  delay?: number;
}

/** A tooltip on hover and keyboard focus (Radix Tooltip); Escape hides it. Do not put the only name of a control here. */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  delay = 300,
  ...rest
}: TooltipProps) {
  const container = usePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <Content sideOffset={6} collisionPadding={8} {...rest} side={side}>
            {content}
            <Arrow width={10} height={5} />
          </Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
