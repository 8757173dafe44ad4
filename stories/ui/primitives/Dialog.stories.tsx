import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, Dialog, DialogClose, TextField } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Rename organization',
    description: 'The new name is shown to every team member.',
    trigger: <Button variant="secondary">Rename</Button>,
    children: <TextField label="Name" defaultValue="Nordvik Region Vest" />,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Done</Button>
      </>
    ),
    onOpenChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 400 }}>{Story()}</div>],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OpenAndEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Rename organization' });
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Rename' })).toHaveFocus();
  },
};

export const OpenLargeDark: Story = {
  args: { defaultOpen: true, size: 'large', trigger: undefined },
  globals: { theme: 'dark' },
};

export const Norwegian: Story = {
  args: {
    defaultOpen: true,
    title: 'Gi nytt navn',
    description: 'Det nye navnet vises for alle i teamet.',
    footer: undefined,
  },
  globals: { locale: 'no' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Lukk' })).toBeInTheDocument();
  },
};

export const Confirm: StoryObj<typeof ConfirmDialog> = {
  render: (args) => <ConfirmDialog {...args} />,
  args: {
    title: 'Delete your account?',
    description: 'Your account and all your settings will be deleted. This cannot be undone.',
    confirmLabel: 'Delete account',
    destructive: true,
    onConfirm: fn(),
    trigger: <Button variant="danger">Delete account</Button>,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Delete your account?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmBusyDark: StoryObj<typeof ConfirmDialog> = {
  render: (args) => <ConfirmDialog {...args} />,
  args: {
    title: 'Remove team member',
    description: 'Remove Lars Berg from Nordvik Sjømat AS?',
    busy: true,
    defaultOpen: true,
    onConfirm: fn(),
  },
  globals: { theme: 'dark' },
};
