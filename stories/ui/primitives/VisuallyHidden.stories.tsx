import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, VisuallyHidden } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '3 farms above the lice limit' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text is in the accessibility tree but takes 1 × 1 px on screen. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('3 farms above the lice limit');
    const box = text.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};

/** Beside a decorative icon: the icon is hidden, the text speaks for it. */
export const WithIcon: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 4, margin: 0 }}>
      <Icon name="alert" />
      <VisuallyHidden>{args.children}</VisuallyHidden>
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 farms above the lice limit')).toBeInTheDocument();
  },
};
