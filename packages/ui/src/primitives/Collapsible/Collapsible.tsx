import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Collapsible as RadixCollapsible } from 'radix-ui';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { Icon } from '../Icon/Icon.tsx';

const Trigger = styled(RadixCollapsible.Trigger, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  width: '100%',
  padding: '$2 $3',
  border: 'none',
  borderRadius: '$2',
  backgroundColor: 'transparent',
  color: '$text',
  fontSize: '$2',
  fontWeight: '$semibold',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surfaceHover' },
  '&:focus-visible': focusRing,
  '& svg': { transition: 'transform $fast' },
  '&[data-state="open"] svg': { transform: 'rotate(180deg)' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
});
const Content = styled(RadixCollapsible.Content, { padding: '$2 $3' });

export interface CollapsibleProps extends Omit<ComponentPropsWithRef<typeof RadixCollapsible.Root>, 'title'> {
  /** The always-visible trigger text. */
  title: string;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
}

/** A section that opens and closes (Radix Collapsible); `data-state` `open` or `closed`. */
export function Collapsible({ title, children, open, defaultOpen, onOpenChange, disabled, ...rest }: CollapsibleProps) {
  return (
    <RadixCollapsible.Root
      {...rest}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      disabled={disabled}
    >
      <Trigger>
        {title}
        <Icon name="chevronDown" size={16} />
      </Trigger>
      <Content>{children}</Content>
    </RadixCollapsible.Root>
  );
}
