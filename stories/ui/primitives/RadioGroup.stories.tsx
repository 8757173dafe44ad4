import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from '@havbruk/ui';
import { expectFocusRingOnTab } from './interaction.ts';

const meta = {
  title: 'ui/primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Language',
    defaultValue: 'en',
    options: [
      { value: 'en', label: 'English' },
      { value: 'no', label: 'Norwegian' },
    ],
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Choose: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Norwegian' }));
    await expect(canvas.getByRole('radio', { name: 'Norwegian' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('no');
  },
};

/** Tab focuses the chosen option (ring shown); arrow keys move between options, Space chooses. */
export const Focused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFocusRingOnTab(canvas.getByRole('radio', { name: 'English' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Norwegian' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('no');
    await expect(canvas.getByRole('radio', { name: 'Norwegian' })).toBeChecked();
  },
};

export const Empty: Story = { args: { defaultValue: undefined } };

export const InvalidWithDisabledOption: Story = {
  args: {
    label: 'Market',
    orientation: 'horizontal',
    defaultValue: undefined,
    error: "Value can't be empty!",
    options: [
      { value: 'fresh', label: 'Fresh' },
      { value: 'frozen', label: 'Frozen', disabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Value can't be empty!");
    await expect(canvas.getByRole('radio', { name: 'Frozen' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const NorwegianDark: Story = {
  args: {
    label: 'Språk',
    defaultValue: 'no',
    options: [
      { value: 'no', label: 'Norsk' },
      { value: 'en', label: 'Engelsk' },
    ],
  },
  globals: { locale: 'no', theme: 'dark' },
};
