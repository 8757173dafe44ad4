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

/** Parasite, mid term: the score column, the product's score circle and its score graph follow the metric. */
export const ParasiteMidTerm: Story = {
  args: { defaultMetric: 'parasite', defaultPeriod: 'midTerm', defaultProduct: 'Lumpfish' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Metric' })).toHaveTextContent('Parasite');
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Mid term');
    await expect(canvas.getByRole('img', { name: /^Parasite score of Lumpfish: \d+$/ })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: /^Lumpfish, Parasite score by period: During use \d+, Immediate \d+/ }),
    ).toBeVisible();
  },
};

/** In Norwegian the picked product's score circle and score graph name it in Norwegian (issue 38.16). */
export const ParasiteMidTermNorwegian: Story = {
  args: ParasiteMidTerm.args,
  globals: { locale: 'no' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /-poeng for Rognkjeks: \d+$/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Rognkjeks, .+-poeng per periode: / })).toBeVisible();
  },
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
