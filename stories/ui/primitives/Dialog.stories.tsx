import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogClose, TextField } from '@havbruk/ui';

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

/** The large size stops at 1200 px (the spec's maximum dialog width) on a 1440 px window. */
export const OpenLargeDark: Story = {
  args: { defaultOpen: true, size: 'large', trigger: undefined },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Rename organization' });
    await expect(getComputedStyle(dialog).maxWidth).toBe('1200px');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
  },
};

/** Focus moves into the dialog and Tab stays inside it. */
export const FocusTrapped: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Rename organization' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
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
