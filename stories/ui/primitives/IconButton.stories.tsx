import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '@havbruk/ui';
import { expectFocusRingOnTab, expectHoverChange } from './interaction.ts';

const meta = {
  title: 'ui/primitives/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: 'close', onClick: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Clicked: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true, icon: 'refresh', label: 'Refresh' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-state', 'disabled');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await expectFocusRingOnTab(within(canvasElement).getByRole('button', { name: 'Close' }));
  },
};

/** The ghost variant gets a background only while hovered. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await expectHoverChange(within(canvasElement).getByRole('button', { name: 'Close' }));
  },
};

/** On the dark sidebar background (both themes). */
export const SidebarHoveredDark: Story = {
  args: { variant: 'sidebar', icon: 'menu', label: 'Open menu' },
  decorators: [(Story) => <div style={{ padding: 24, background: '#0a1118' }}>{Story()}</div>],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectHoverChange(within(canvasElement).getByRole('button', { name: 'Open menu' }));
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton icon="search" label="Search" variant="ghost" />
      <IconButton icon="settings" label="Settings" variant="secondary" />
      <IconButton icon="refresh" label="Refresh" variant="primary" />
      <IconButton icon="close" label="Delete" variant="danger" size="small" />
      <IconButton icon="menu" label="Open menu" size="large" />
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { variant: 'secondary' } };
