import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Histogram } from '@havbruk/charts';
// The product's bins (spec 2 §9) come from @havbruk/ui: the chart takes any bins as data.
import { LICE_FEMALE_BINS, LICE_MOBILE_BINS, LICE_STATIONARY_BINS, WEIGHT_BINS, WELFARE_SCORE_BINS } from '@havbruk/ui';
import { getCurrentWeek, getMapWeek } from '@havbruk/api/dataset';
import { dataset } from './chartData.ts';
import { withChartTheme } from './chartDecorators.tsx';
import { welfareScores } from '../machines/welfareScores.ts';

const { year, week } = getCurrentWeek(dataset);
const rows = getMapWeek(dataset, year, week);
const female = rows.map((r) => r.female);
const mobile = rows.map((r) => r.mobile);
const stationary = rows.map((r) => r.stationary);
const weight = rows.map((r) => r.fishWeight);
const scores = welfareScores(dataset, year, week);
/** The map's welfare score (shown × 100; fallow farms left out). */
const welfare = rows.map((r) => {
  const score = scores.get(r.siteId) ?? -1;
  return score < 0 ? null : score * 100;
});
const edge = (v: number) => String(v);

const meta = {
  title: 'charts/Histogram',
  component: Histogram,
  decorators: [withChartTheme],
  args: {
    bins: LICE_FEMALE_BINS,
    values: female,
    label: `Farms by adult female lice per fish, week ${week}`,
    formatEdge: edge,
    width: 393,
  },
} satisfies Meta<typeof Histogram>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LiceFemale: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: /adult female lice/ });
    await expect(chart.getBoundingClientRect().height).toBe(175);
  },
};

export const LiceMobile: Story = {
  args: { bins: LICE_MOBILE_BINS, values: mobile, label: `Farms by mobile lice per fish, week ${week}` },
};

export const LiceStationary: Story = {
  args: { bins: LICE_STATIONARY_BINS, values: stationary, label: `Farms by attached lice per fish, week ${week}` },
};

export const Weight: Story = {
  args: {
    bins: WEIGHT_BINS,
    values: weight,
    coloring: 'single',
    label: `Farms by mean fish weight (kg), week ${week}`,
  },
};

export const WelfareScore: Story = {
  args: {
    bins: WELFARE_SCORE_BINS,
    values: welfare,
    coloring: 'worstToBest',
    label: `Farms by welfare score, week ${week}`,
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Norwegian: Story = {
  globals: { locale: 'no' },
  args: { label: `Anlegg etter voksne hunnlus per fisk, uke ${week}`, formatEdge: (v) => String(v).replace('.', ',') },
};

export const Empty: Story = {
  args: { values: [], emptyLabel: 'No map results' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No map results')).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true, loadingLabel: 'Loading chart…' } };
