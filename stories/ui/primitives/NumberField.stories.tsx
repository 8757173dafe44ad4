import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from '@havbruk/ui';
import { expectFocusRingOnTab } from './interaction.ts';

const meta = {
  title: 'ui/primitives/NumberField',
  component: NumberField,
  args: { label: 'Minimum harvest weight (kg)', min: 1, max: 8, step: 0.1, defaultValue: 3.2, onValueChange: fn() },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  args: { defaultValue: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Minimum harvest weight (kg)' })).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Minimum harvest weight (kg)' })).toBeDisabled();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await expectFocusRingOnTab(within(canvasElement).getByRole('textbox', { name: 'Minimum harvest weight (kg)' }));
  },
};

/** Below the minimum is refused the same way, and a value in bounds clears the message. */
export const BelowMinimumThenFixed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Minimum harvest weight (kg)' });
    await userEvent.clear(input);
    await userEvent.type(input, '0.5{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Number must be between 1 and 8');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '8{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(8);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Applied: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Minimum harvest weight (kg)' });
    await userEvent.clear(input);
    await userEvent.type(input, '4.5{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4.5);
  },
};

export const OutOfBounds: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Minimum harvest weight (kg)' });
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Number must be between 1 and 8');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ArrowKeysStep: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Minimum harvest weight (kg)' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3.3);
  },
};

export const NorwegianDecimalComma: Story = {
  args: { label: 'Minste slaktevekt (kg)' },
  globals: { locale: 'no' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Minste slaktevekt (kg)' });
    await expect(input).toHaveValue('3,2');
    await userEvent.clear(input);
    await userEvent.type(input, '9,5');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tallet må være mellom 1 og 8');
    await userEvent.clear(input);
    await userEvent.type(input, '4,25{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4.25);
  },
};

export const OutOfBoundsDark: Story = {
  ...OutOfBounds,
  globals: { theme: 'dark' },
};
