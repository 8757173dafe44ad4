import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SetupScreen } from '@havbruk/ui';

const meta = {
  title: 'ui/screens/account/SetupScreen',
  component: SetupScreen,
  args: { onComplete: fn(), onValueChange: fn(), saving: false },
} satisfies Meta<typeof SetupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Next is disabled until the user picks English or Norwegian. */
export const NoChoice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Norsk' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('no');
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onComplete).toHaveBeenCalledWith('no');
  },
};

export const EnglishChosen: Story = {
  args: { defaultValue: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { value: 'no', saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving your preferences …');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeDisabled();
  },
};

export const NorwegianDark: Story = {
  args: { defaultValue: 'no' },
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Neste' })).toBeEnabled();
  },
};

export const SavingNorwegianDark: Story = {
  args: { value: 'no', saving: true },
  globals: { locale: 'no', theme: 'dark' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
