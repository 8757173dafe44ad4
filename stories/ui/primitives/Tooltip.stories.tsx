import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, IconButton, Tooltip } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Download as PNG',
    children: <IconButton icon="inbox" label="Download" variant="secondary" />,
    onOpenChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 64, minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A mouse over the trigger opens the tooltip after the delay; it then describes the trigger. */
export const OnHover: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Download' });
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('data-hovered');
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Download as PNG');
    await expect(trigger).toHaveAccessibleDescription('Download as PNG');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/** Keyboard focus opens it at once; Escape hides it again. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Download as PNG');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

export const OpenDark: Story = {
  args: {
    content: 'Last extract 3 days ago',
    defaultOpen: true,
    children: <Button variant="secondary">Pipeline</Button>,
  },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tooltip')).toHaveTextContent('Last extract 3 days ago');
  },
};

export const OpenNorwegian: Story = {
  args: { content: 'Siste uttrekk for 3 dager siden', defaultOpen: true, side: 'bottom' },
  globals: { locale: 'no' },
};
