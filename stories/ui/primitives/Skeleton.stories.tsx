import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonText } from '@havbruk/ui';

const meta = {
  title: 'ui/primitives/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 120, shape: 'rect' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const Card = () => (
  <div aria-busy="true" style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
    <Skeleton shape="circle" width={40} height={40} />
    <SkeletonText lines={3} />
    <Skeleton height={120} />
  </div>
);

/** A loading card: avatar, three text lines and a chart area, all in `data-state="loading"`. */
export const Skeletons: Story = {
  render: () => <Card />,
  play: async ({ canvasElement }) => {
    const shapes = canvasElement.querySelectorAll('[data-state="loading"]');
    await expect(shapes.length).toBe(5);
    for (const shape of shapes) await expect(shape).toHaveAttribute('aria-hidden', 'true');
  },
};

export const SkeletonsDark: Story = { render: () => <Card />, globals: { theme: 'dark' } };
