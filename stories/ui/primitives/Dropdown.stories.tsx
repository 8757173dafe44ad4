import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Dropdown } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/Dropdown',
  component: Dropdown,
  args: {
    label: 'Metric',
    options: [
      { value: 'overall', label: 'Overall' },
      { value: 'growth', label: 'Growth' },
      { value: 'mortality', label: 'Mortality' },
      { value: 'feed', label: 'Feed' },
      { value: 'parasite', label: 'Parasite' },
    ],
    defaultValue: 'overall',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 300 }}>{Story()}</div>],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = { args: { defaultValue: null } };
export const Disabled: Story = { args: { disabled: true } };

export const ArrowKeysWrap: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Metric Overall' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(5);
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Parasite' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Overall' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('growth');
  },
};

export const EscapeClears: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Metric Overall' }));
    await canvas.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Metric Nothing selected' })).toBeInTheDocument();
  },
};

export const NorwegianDark: Story = {
  args: { defaultValue: null, label: 'Måltall', options: [{ value: 'feed', label: 'Fôr' }] },
  globals: { locale: 'no', theme: 'dark' },
};
