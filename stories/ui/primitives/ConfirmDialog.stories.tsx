import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete your account?',
    description: 'Your account and all your settings will be deleted. This cannot be undone.',
    confirmLabel: 'Delete account',
    destructive: true,
    onConfirm: fn(),
    trigger: <Button variant="danger">Delete account</Button>,
  },
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Focus starts on Cancel (the safe choice); the confirm button calls `onConfirm`. */
export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete your account?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Escape cancels: nothing is confirmed and focus returns to the trigger. */
export const EscapeCancels: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delete account' });
    await userEvent.click(trigger);
    await canvas.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Busy while the action runs: the confirm button is disabled and announces it. */
export const ConfirmBusyDark: Story = {
  args: {
    title: 'Remove team member',
    description: 'Remove Lars Johansen from Nordvik Sjømat AS?',
    confirmLabel: 'Remove',
    busy: true,
    defaultOpen: true,
    trigger: undefined,
  },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Remove team member' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
  },
};

export const NorwegianDark: Story = {
  args: {
    title: 'Slette kontoen din?',
    description: 'Kontoen og alle innstillingene dine blir slettet. Dette kan ikke angres.',
    confirmLabel: 'Slett konto',
    defaultOpen: true,
    trigger: undefined,
  },
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Slette kontoen din?' });
    await expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
  },
};
