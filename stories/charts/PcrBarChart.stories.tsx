import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PcrBarChart, type PcrGroup } from '@havbruk/charts';
import { seeded } from './chartData.ts';
import { withChartTheme } from './chartDecorators.tsx';

/** Ct values of 10 fish per test: below 37 is positive (lower = more virus). */
const samples = (seed: number, positiveRate: number) => {
  const rand = seeded(seed);
  return Array.from({ length: 10 }, (_, i) => {
    const positive = rand() < positiveRate;
    return {
      id: `fish-${i + 1}`,
      label: `Fish ${i + 1}`,
      value: Number((positive ? 22 + rand() * 12 : 37 + rand() * 3).toFixed(1)),
      positive,
    };
  });
};

const groups: PcrGroup[] = [
  { id: 'pd-sav3', label: 'PD · SAV3', samples: samples(5, 0.4) },
  { id: 'ila-hpr0', label: 'ILA · HPR0', samples: samples(8, 0.1) },
  { id: 'cms-pmcv', label: 'CMS · PMCV', samples: samples(13, 0.7) },
];

const meta = {
  title: 'charts/PcrBarChart',
  component: PcrBarChart,
  decorators: [withChartTheme],
  args: {
    groups,
    label: (g) => `PCR Ct values per fish, ${g.label}`,
    selectLabel: 'Disease and strain',
    formatPercentPositive: (positive, total) =>
      `${positive} of ${total} positive (${Math.round((positive / total) * 100)} %)`,
    onValueChange: fn(),
    width: 720,
  },
} satisfies Meta<typeof PcrBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SwitchStrain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Disease and strain' }), 'cms-pmcv');
    await expect(args.onValueChange).toHaveBeenCalledWith('cms-pmcv');
    await expect(canvas.getByRole('img', { name: 'PCR Ct values per fish, CMS · PMCV' })).toBeVisible();
    const positive = groups[2]!.samples.filter((s) => s.positive).length;
    await expect(canvas.getByText(new RegExp(`^${positive} of 10 positive`))).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Norwegian: Story = {
  globals: { locale: 'no' },
  args: {
    label: (g) => `PCR Ct-verdier per fisk, ${g.label}`,
    selectLabel: 'Sykdom og stamme',
    formatPercentPositive: (positive, total) =>
      `${positive} av ${total} positive (${Math.round((positive / total) * 100)} %)`,
    formatValue: (v) => v.toFixed(1).replace('.', ','),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { width: undefined },
};

export const NoPcr: Story = {
  args: { groups: [], emptyLabel: 'No PCR results for this order' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No PCR results for this order')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, loadingLabel: 'Loading chart…' } };
