import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { focusRing, styled } from '../../theme/stitches.config.ts';

const List = styled(RadixTabs.List, {
  display: 'flex',
  gap: '$1',
  borderBottom: '1px solid $border',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});
const Trigger = styled(RadixTabs.Trigger, {
  flexShrink: 0,
  height: '40px',
  px: '$4',
  border: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  backgroundColor: 'transparent',
  color: '$textMuted',
  fontSize: '$2',
  fontWeight: '$medium',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { color: '$text' },
  '&[data-state="active"]': { color: '$primaryText', borderBottomColor: '$primary', fontWeight: '$semibold' },
  '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
});
const Panel = styled(RadixTabs.Content, { paddingTop: '$4', '&:focus-visible': { ...focusRing } });

export interface TabItem {
  value: string;
  label: string;
  content?: ReactNode;
  disabled?: boolean;
}

/** `ref`, `className` and other props go to the tabs root. */
export interface TabsProps extends Omit<
  ComponentPropsWithRef<typeof RadixTabs.Root>,
  'children' | 'value' | 'defaultValue' | 'onValueChange'
> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * Tabs (Radix Tabs): arrow keys move between tabs, the selected tab has `data-state="active"`. Pass
 * `content` per item, or leave it out and render the body yourself (e.g. a routed view).
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, ...rest }: TabsProps) {
  return (
    <RadixTabs.Root
      {...rest}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) =>
        item.content === undefined ? null : (
          <Panel key={item.value} value={item.value}>
            {item.content}
          </Panel>
        ),
      )}
    </RadixTabs.Root>
  );
}
