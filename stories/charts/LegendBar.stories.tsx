import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegendBar } from '@havbruk/charts';
import { withChartTheme } from './chartDecorators.tsx';

const meta = {
  title: 'charts/LegendBar',
  component: LegendBar,
  decorators: [withChartTheme],
  args: { scale: 'bestToWorst', startLabel: 'Best', endLabel: 'Worst', label: 'Colour legend: lice female' },
} satisfies Meta<typeof LegendBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BestToWorst: Story = {
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByRole('figure', { name: 'Colour legend: lice female' });
    await expect(legend).toHaveTextContent('Best');
    await expect(legend).toHaveTextContent('Worst');
  },
};

export const NoneToConfirmed: Story = {
  args: { scale: 'noneToConfirmed', startLabel: 'None', endLabel: 'Confirmed', label: 'Colour legend: diseases' },
};

export const NoneToTreated: Story = {
  args: { scale: 'noneToTreated', startLabel: 'None', endLabel: 'Treated', label: 'Colour legend: treatments' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Norwegian: Story = {
  globals: { locale: 'no' },
  args: { startLabel: 'Best', endLabel: 'Dårligst', label: 'Fargeforklaring: hunnlus' },
};
