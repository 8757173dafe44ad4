import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from '@havbruk/ui';
import { expectFocusRingOnTab } from './interaction.ts';

const meta = {
  title: 'ui/primitives/Select',
  component: Select,
  args: {
    label: 'Aggregation',
    options: [
      { value: 'day', label: 'Daily' },
      { value: 'week', label: 'Weekly' },
      { value: 'month', label: 'Monthly' },
      { value: 'year', label: 'Yearly', disabled: true },
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
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Aggregation' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAttribute('data-disabled');
  },
};
export const Invalid: Story = {
  args: { defaultValue: undefined, error: "Value can't be empty!" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Aggregation' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription("Value can't be empty!");
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await expectFocusRingOnTab(within(canvasElement).getByRole('combobox', { name: 'Aggregation' }));
  },
};

export const Choosing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Aggregation' });
    await userEvent.click(trigger);
    await userEvent.click(await canvas.findByRole('option', { name: 'Weekly' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('week');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Weekly');
    // Chosen by mouse, the page is usable again: nothing left inert, the trigger takes clicks and reopens.
    await waitFor(() => expect(canvasElement.querySelector('[inert]')).toBeNull());
    await userEvent.click(trigger);
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Weekly' })).toBeVisible());
    await expect(canvas.getByRole('option', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
  },
};

/**
 * Open: the listbox is named by the label, lists every option, marks the chosen one and the disabled one, and
 * the page behind it is inert (not focusable) while it is open.
 */
const openListbox: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole('combobox', { name: 'Aggregation' });
  await userEvent.click(trigger);
  const listbox = await canvas.findByRole('listbox', { name: 'Aggregation' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(trigger).toHaveAttribute('data-state', 'open');
  const options = within(listbox).getAllByRole('option');
  await expect(options.map((option) => option.textContent)).toEqual(['Daily', 'Weekly', 'Monthly', 'Yearly']);
  await expect(within(listbox).getByRole('option', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
  await expect(within(listbox).getByRole('option', { name: 'Yearly' })).toHaveAttribute('aria-disabled', 'true');
  await expect(trigger.closest('[inert]')).not.toBeNull();
  await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Daily' })).toHaveFocus());
};

export const Open: Story = { play: openListbox };

export const OpenDark: Story = { globals: { theme: 'dark' }, play: openListbox };

/** A mouse over an option highlights it (`data-highlighted`, a visible background). */
export const HoverHighlightsOption: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Aggregation' }));
    const weekly = await canvas.findByRole('option', { name: 'Weekly' });
    const before = getComputedStyle(weekly).backgroundColor;
    await userEvent.hover(weekly);
    await waitFor(() => expect(weekly).toHaveAttribute('data-highlighted'));
    await expect(getComputedStyle(weekly).backgroundColor).not.toBe(before);
  },
};

/** Keyboard: Enter opens, arrows move, Enter chooses, the page is usable again and focus is back on the trigger. */
export const KeyboardChoose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Aggregation' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await canvas.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Daily' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('month');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger.closest('[inert]')).toBeNull();
  },
};

/** Arrow keys wrap (spec 2 §4): down from the last enabled option is the first, up from the first the last. */
export const ArrowKeysWrap: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('combobox', { name: 'Aggregation' }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await canvas.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Daily' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(listbox).getByRole('option', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Daily' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Aggregering' })).toHaveTextContent('Velg …');
  },
};

export const OpenNorwegianDark: Story = {
  args: Norwegian.args,
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Aggregering' }));
    const listbox = await canvas.findByRole('listbox', { name: 'Aggregering' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Daglig', 'Ukentlig', 'Månedlig']);
  },
};
