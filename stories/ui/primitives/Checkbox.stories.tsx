import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@havbruk/ui';
import { expectFocusRingOnTab } from './interaction.ts';

const meta = {
  title: 'ui/primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Sandøya N', onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Check: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Sandøya N' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = { args: { label: 'Lerøyvik', defaultChecked: true } };

/** Some but not all farms chosen. */
export const Indeterminate: Story = {
  args: { label: 'All farms', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'All farms' });
    await expect(box).toHaveAttribute('aria-checked', 'mixed');
    await expect(box).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const Focused: Story = {
  play: async ({ args, canvasElement }) => {
    await expectFocusRingOnTab(within(canvasElement).getByRole('checkbox', { name: 'Sandøya N' }));
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { label: 'Kvitholmen', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Kvitholmen' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { label: 'I understand this cannot be undone', invalid: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'I understand this cannot be undone' }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NorwegianDark: Story = {
  args: { label: 'Alle anlegg', defaultChecked: true },
  globals: { locale: 'no', theme: 'dark' },
};
