import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '@havbruk/ui';
import { expectFocusRingOnTab } from './interaction.ts';

const meta = {
  title: 'ui/primitives/TextField',
  component: TextField,
  args: { label: 'Name', defaultValue: 'Kari Nordmann', onValueChange: fn(), onSave: fn() },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { defaultValue: '', label: 'Title', placeholder: 'What is your title?' } };

export const WithDescription: Story = {
  args: { label: 'Title', defaultValue: 'Fish health biologist', description: 'Shown to your team members.' },
};

export const Invalid: Story = {
  args: { defaultValue: '', error: "Name can't be empty" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription("Name can't be empty");
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Email', defaultValue: 'kari.nordmann@nordvik.example' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

/** Keyboard focus: the focus ring and the focus border color. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    const border = getComputedStyle(input).borderTopColor;
    await expectFocusRingOnTab(input);
    // The border color eases in (transition), so wait for it.
    await waitFor(() => expect(getComputedStyle(input).borderTopColor).not.toBe(border));
  },
};

/** Enter saves like blur does. */
export const SaveOnEnter: Story = {
  args: { saveOnBlur: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Ola Nordmann{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Ola Nordmann');
  },
};

/** Escape throws the edit away and shows the saved value again; nothing is saved. */
export const SaveOnBlurEscapeRestores: Story = {
  args: { saveOnBlur: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Ola{Escape}');
    await expect(input).toHaveValue('Kari Nordmann');
    await userEvent.tab();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Ola');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Ola');
  },
};

/** Save on blur: the trimmed value is saved once the field loses focus. */
export const SaveOnBlur: Story = {
  args: { saveOnBlur: true, required: true, requiredMessage: "Name can't be empty" },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(input);
    await userEvent.type(input, '  Ola Nordmann  ');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onSave).toHaveBeenCalledWith('Ola Nordmann');
    await expect(input).toHaveValue('Ola Nordmann');
  },
};

export const SaveOnBlurUnchanged: Story = {
  args: { saveOnBlur: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.click(input);
    await userEvent.type(input, ' ');
    await userEvent.tab();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveOnBlurEmptyRequired: Story = {
  args: { saveOnBlur: true, required: true, requiredMessage: "Name can't be empty" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent("Name can't be empty");
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SaveOnBlurSubmitting: Story = {
  args: {
    saveOnBlur: true,
    onSave: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, ' Hansen');
    await userEvent.tab();
    await waitFor(() => expect(input).toBeDisabled());
    await expect(input).toHaveAttribute('data-state', 'submitting');
  },
};

export const Norwegian: Story = {
  args: { label: 'Navn', defaultValue: '', saveOnBlur: true, required: true },
  globals: { locale: 'no' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Navn' }));
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Verdien kan ikke være tom!');
  },
};

export const InvalidDark: Story = {
  args: { defaultValue: '', error: "Name can't be empty", description: 'Required' },
  globals: { theme: 'dark' },
};
