import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RiskMeter } from '@havbruk/charts';
import { withChartTheme } from './chartDecorators.tsx';

const meta = {
  title: 'charts/RiskMeter',
  component: RiskMeter,
  decorators: [withChartTheme],
  args: { confidence: 64, label: 'PD risk', width: 275 },
} satisfies Meta<typeof RiskMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <RiskMeter {...args} confidence={8} label="ILA risk" />
      <RiskMeter {...args} confidence={41} label="Lice risk" />
      <RiskMeter {...args} confidence={87} label="PD risk" />
    </div>
  ),
};

export const ClampsAt100: Story = {
  args: { confidence: 130, label: 'Lice risk' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Lice risk' });
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect(meter).toHaveTextContent('100 %');
  },
};

export const Dark: Story = { ...Levels, globals: { theme: 'dark' } };

export const Norwegian: Story = {
  globals: { locale: 'no' },
  args: { label: 'PD-risiko', confidence: 64.5, formatPercent: (p) => `${p.toFixed(1).replace('.', ',')} %` },
};
