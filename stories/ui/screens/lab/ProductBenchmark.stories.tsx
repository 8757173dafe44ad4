import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductBenchmark } from '@havbruk/ui';
import { expect, fn, within } from 'storybook/test';
import { USAGES } from './labData.ts';

const meta = {
  title: 'ui/screens/lab/ProductBenchmark',
  component: ProductBenchmark,
  args: {
    entityType: 'farm',
    usages: { status: 'ready', data: USAGES },
    range: null,
    exportFileName: 'farm-benchmark-table',
    onSelectedUsageChange: fn(),
  },
} satisfies Meta<typeof ProductBenchmark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overall: the period selector is disabled. */
export const Overall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Product usages' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toBeDisabled();
  },
};

export const GrowthShortTerm: Story = {
  args: { defaultMetric: 'growth', defaultPeriod: 'shortTerm' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('combobox', { name: 'Period' })).toBeEnabled(),
};

export const NoProducts: Story = {
  args: { usages: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('No products have been used on this entity.')).toBeVisible(),
};

/** A date range with no usages in it: the filter prompt. */
export const FilterPrompt: Story = {
  args: { range: { start: '1990-01-01', end: '1990-02-01' }, onClearRange: fn() },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('No product usages in the chosen date range.')).toBeVisible(),
};
