import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiDropdown } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/MultiDropdown',
  component: MultiDropdown,
  args: {
    label: 'Disease',
    placeholder: 'All diseases',
    options: [
      { value: 'lice', label: 'Lice' },
      { value: 'pd', label: 'PD' },
      { value: 'ila', label: 'ILA' },
    ],
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof MultiDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the trigger reads the placeholder. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Disease All diseases' })).toBeVisible();
  },
};

/** Checking options keeps the menu open and reports them in the options' order; the trigger says "2 selected". */
export const CheckSeveral: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Disease All diseases' }));
    const menu = await canvas.findByRole('menu', { name: 'Disease' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'ILA' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['ila']);
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Lice' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['lice', 'ila']);
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Lice' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Disease 2 selected' })).toBeVisible();
  },
};

export const OneChosenDark: Story = {
  args: { defaultValue: ['pd'] },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Disease PD' })).toBeVisible();
  },
};
