import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '@havbruk/ui';
import { expectFocusRingOnTab } from './interaction.ts';

const meta = {
  title: 'ui/primitives/Switch',
  component: Switch,
  args: { label: 'Weekly risk alerts', defaultChecked: false, onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Weekly risk alerts' });
    await expect(toggle).toHaveAttribute('data-state', 'unchecked');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('data-state', 'checked');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true, description: "Email when a farm's risk level changes." },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Weekly risk alerts' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription("Email when a farm's risk level changes.");
  },
};

/** Focus with the keyboard shows the ring; Space toggles. */
export const Focused: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Weekly risk alerts' });
    await expectFocusRingOnTab(toggle);
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

/** Busy (the change is being saved): disabled and announced as busy. */
export const Busy: Story = {
  args: { label: 'Disease detected', busy: true, checked: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Disease detected' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { label: 'Treatments', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Treatments' })).toBeDisabled();
  },
};

export const NorwegianDark: Story = {
  args: { label: 'Mørk modus', defaultChecked: true },
  globals: { locale: 'no', theme: 'dark' },
};
