import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SetupScreen } from '@havbruk/ui';

const meta = {
  title: 'ui/screens/account/SetupScreen',
  component: SetupScreen,
  args: { onComplete: fn(), onValueChange: fn(), status: 'choosing' },
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
  args: { value: 'no', status: 'saving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving your preferences …');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeDisabled();
  },
};

/** The onboarding call failed: the message shows, the choice stays and Next works again. */
export const SaveFailed: Story = {
  args: { value: 'no', status: 'failure' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your language could not be saved.');
    await expect(canvas.getByRole('radio', { name: 'Norsk' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onComplete).toHaveBeenCalledWith('no');
  },
};

export const SaveFailedNorwegianDark: Story = {
  args: { value: 'no', status: 'failure' },
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Språket ditt ble ikke lagret.');
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
  args: { value: 'no', status: 'saving' },
  globals: { locale: 'no', theme: 'dark' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
