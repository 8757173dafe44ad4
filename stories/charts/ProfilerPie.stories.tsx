import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfilerPie } from '@havbruk/charts';
import { formatters, withChartTheme } from './chartDecorators.tsx';

const count = formatters('en', 0).formatValue;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

const meta = {
  title: 'charts/ProfilerPie',
  component: ProfilerPie,
  decorators: [withChartTheme],
  args: {
    label: 'Mortality by cause, this generation',
    slices: [
      { id: 'handling', label: 'Treatment injuries', value: 18_420 },
      { id: 'ulcers', label: 'Winter ulcers', value: 9_310 },
      { id: 'disease', label: 'Disease (PD)', value: 7_050 },
      { id: 'unknown', label: 'Unknown', value: 4_880 },
      { id: 'predators', label: 'Predators', value: 1_210 },
      { id: 'deformities', label: 'Deformities', value: 640 },
    ],
    formatValue: count,
    formatPercent: percent,
  },
} satisfies Meta<typeof ProfilerPie>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Mortality by cause, this generation' })).toBeVisible();
    await expect(canvas.getByText('Treatment injuries')).toBeVisible();
    await expect(canvas.getByText('18,420')).toBeVisible();
  },
};

export const HarvestQuality: Story = {
  args: {
    label: 'Harvest by quality class',
    slices: [
      { id: 'superior', label: 'Superior', value: 412_300 },
      { id: 'ordinary', label: 'Ordinary', value: 61_800 },
      { id: 'production', label: 'Production', value: 14_200 },
      { id: 'wreck', label: 'Wreck', value: 2_100 },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Norwegian: Story = {
  globals: { locale: 'no' },
  args: {
    label: 'Dødelighet etter årsak, denne generasjonen',
    slices: [
      { id: 'handling', label: 'Behandlingsskader', value: 18_420 },
      { id: 'ulcers', label: 'Vintersår', value: 9_310 },
      { id: 'disease', label: 'Sykdom (PD)', value: 7_050 },
      { id: 'unknown', label: 'Ukjent', value: 4_880 },
    ],
    formatValue: formatters('no', 0).formatValue,
    formatPercent: (share) => `${(share * 100).toFixed(1).replace('.', ',')} %`,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Empty: Story = {
  args: { slices: [], emptyLabel: 'No mortality recorded in this period' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No mortality recorded in this period')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, loadingLabel: 'Loading chart…' } };
