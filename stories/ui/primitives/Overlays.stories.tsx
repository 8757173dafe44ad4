import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, IconButton, Popover, Tooltip } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="secondary">Role</Button>,
    label: 'About roles',
    children: <p style={{ margin: 0 }}>Admins can add, edit and remove organizations, farms and team members.</p>,
  },
  decorators: [(Story) => <div style={{ padding: 48, minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Role' }));
    await expect(await canvas.findByRole('dialog', { name: 'About roles' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const OpenDarkNorwegian: Story = {
  args: { defaultOpen: true, children: <p style={{ margin: 0 }}>Administratorer kan legge til og fjerne anlegg.</p> },
  globals: { theme: 'dark', locale: 'no' },
};

export const TooltipOnFocus: Story = {
  render: () => (
    <Tooltip content="Download as PNG">
      <IconButton icon="inbox" label="Download" />
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Download as PNG');
  },
};

export const TooltipOpenDark: Story = {
  render: () => (
    <Tooltip content="Last extract 3 days ago" defaultOpen>
      <Button variant="secondary">Pipeline</Button>
    </Tooltip>
  ),
  globals: { theme: 'dark' },
};
