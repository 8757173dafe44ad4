import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/Select',
  component: Select,
  args: {
    label: 'Aggregation',
    options: [
      { value: 'day', label: 'Daily' },
      { value: 'week', label: 'Weekly' },
      { value: 'month', label: 'Monthly' },
    ],
    defaultValue: 'day',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 320, minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = { args: { defaultValue: undefined, placeholder: 'Choose an aggregation' } };
export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = { args: { defaultValue: undefined, error: "Value can't be empty!" } };

export const Choosing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Aggregation' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Weekly' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('week');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { error: 'Choose an aggregation' } };

export const Norwegian: Story = {
  args: {
    label: 'Aggregering',
    options: [
      { value: 'day', label: 'Daglig' },
      { value: 'week', label: 'Ukentlig' },
      { value: 'month', label: 'Månedlig' },
    ],
    defaultValue: undefined,
  },
  globals: { locale: 'no' },
};
