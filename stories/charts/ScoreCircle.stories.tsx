import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScoreCircle } from '@havbruk/charts';

const meta = {
  title: 'charts/ScoreCircle',
  component: ScoreCircle,
  args: { score: 72, label: 'Overall score 72' },
} satisfies Meta<typeof ScoreCircle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Low: Story = {
  args: { score: 8, label: 'Overall score 8' },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Overall score 8' });
    await expect(chart).toHaveTextContent('8');
  },
};
