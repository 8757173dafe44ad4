import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScoreCircle } from '@havbruk/charts';
import { withChartTheme } from './chartDecorators.tsx';

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

/** The hue scale 3 → 120 across scores, in light and dark. */
export const Scale: Story = {
  decorators: [withChartTheme],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {[0, 20, 40, 60, 80, 100].map((score) => (
        <ScoreCircle key={score} {...args} score={score} label={`Score ${score}`} />
      ))}
    </div>
  ),
};

export const ScaleDark: Story = { ...Scale, globals: { theme: 'dark' } };

export const NoScore: Story = {
  args: { score: null, label: 'No score yet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'No score yet' })).toHaveTextContent('–');
  },
};

export const Large: Story = { args: { size: 120, score: 91, label: 'Overall score 91' } };
