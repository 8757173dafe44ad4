import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/Badge',
  component: Badge,
  args: { count: 7 },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** No unread notifications: nothing is drawn (the empty state). */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/unread/)).toBeNull();
    await expect(canvasElement.querySelector('[data-state]')).toBeNull();
  },
};

export const Seven: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7 unread')).toBeInTheDocument();
    await expect(canvas.getByText('7').closest('[data-state]')).toHaveAttribute('data-state', 'count');
  },
};

export const NinetyNine: Story = {
  args: { count: 99 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99')).toBeVisible();
  },
};

/** Above 99: a smaller dot with no number; the spoken text says "more than 99". */
export const HundredTwenty: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('More than 99 unread')).toBeInTheDocument();
    await expect(canvas.queryByText('120')).toBeNull();
    await expect(canvas.queryByText('99')).toBeNull();
  },
};

/** The three sizes side by side: the overflow dot is smaller than a count pill. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Badge count={7} />
      <Badge count={99} />
      <Badge count={120} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const count = canvasElement.querySelector('[data-state="count"]')!.getBoundingClientRect();
    const overflow = canvasElement.querySelector('[data-state="overflow"]')!.getBoundingClientRect();
    await expect(overflow.height).toBeLessThan(count.height);
    await expect(overflow.width).toBeLessThan(count.width);
  },
};

export const NinetyNineNorwegianDark: Story = {
  args: { count: 99 },
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99 uleste')).toBeInTheDocument();
  },
};

export const HundredTwentyNorwegianDark: Story = {
  args: { count: 120 },
  globals: { locale: 'no', theme: 'dark' },
};
