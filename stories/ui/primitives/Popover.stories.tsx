import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Popover } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="secondary">Role</Button>,
    label: 'About roles',
    children: <p style={{ margin: 0 }}>Admins can add, edit and remove organizations, farms and team members.</p>,
    onOpenChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 48, minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Opens on click, closes on Escape; focus returns to the trigger. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Role' });
    await userEvent.click(trigger);
    await expect(await canvas.findByRole('dialog', { name: 'About roles' })).toBeInTheDocument();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const OpenLight: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog', { name: 'About roles' })).toHaveTextContent(
      /Admins can add/,
    );
  },
};

export const OpenDarkNorwegian: Story = {
  args: { defaultOpen: true, children: <p style={{ margin: 0 }}>Administratorer kan legge til og fjerne anlegg.</p> },
  globals: { theme: 'dark', locale: 'no' },
};
