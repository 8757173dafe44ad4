import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Sparkline } from '@havbruk/charts';
import { cageDaily } from './chartData.ts';
import { withChartTheme } from './chartDecorators.tsx';

const feed30 = cageDaily(2, 30).feed.points;
const total = feed30.reduce((a, p) => a + (p.y ?? 0), 0);

const meta = {
  title: 'charts/Sparkline',
  component: Sparkline,
  decorators: [withChartTheme],
  args: { points: feed30, label: `Feed, last 30 days: ${(total / 1000).toFixed(1)} t`, width: 160, height: 36 },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Feed30Days: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /Feed, last 30 days/ })).toHaveAttribute(
      'data-state',
      'ready',
    );
  },
};

export const WithGaps: Story = {
  args: {
    points: feed30.map((p, i) => (i >= 12 && i < 16 ? { ...p, y: null } : p)),
    label: 'Feed, last 30 days, 4 days not reported',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Empty: Story = {
  args: { points: [], label: 'Feed, last 30 days: no data' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /no data/ })).toHaveAttribute('data-state', 'empty');
  },
};
