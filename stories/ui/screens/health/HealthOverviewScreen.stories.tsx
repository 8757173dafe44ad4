import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createDataset, getFarmRisk } from '@havbruk/api/dataset';
import { HealthOverviewScreen, type HealthFarm } from '@havbruk/ui';

const dataset = createDataset();
const today = new Date(`${dataset.today}T00:00:00Z`);
const demo = dataset.sites.filter((site) => site.demo).slice(0, 8);

/** Demo farms of the dataset with their risks and weekly public lice counts (female) as the card's lice series. */
const farms: HealthFarm[] = demo.map((site) => ({
  id: site.id,
  name: site.name,
  productionArea: site.productionAreaId,
  risk: getFarmRisk(dataset, site),
  conditions: null,
  timeline: {
    lice: site.weeks.slice(-13).map((week, index) => ({
      x: new Date(today.getTime() - (12 - index) * 7 * 86_400_000),
      y: week.female,
    })),
    feed: [],
  },
}));

const meta = {
  title: 'ui/screens/health/HealthOverviewScreen',
  component: HealthOverviewScreen,
  args: {
    userName: 'Ingrid Hansen',
    today,
    now: () => new Date('2026-11-20T09:30:00'),
    summary: { status: 'ready', conditions: [], lice: [], feed: [] },
    farms: { status: 'ready', farms },
  },
} satisfies Meta<typeof HealthOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FarmsWithRisks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Good morning, Ingrid' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(farms.length);
  },
};

export const Loading: Story = {
  args: { summary: { status: 'loading' }, farms: { status: 'loading' } },
};

export const NoFarms: Story = {
  args: { farms: { status: 'ready', farms: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no farms in this organization yet.')).toBeVisible();
  },
};

export const CardExpanded: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: demo[0]!.name });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NorwegianDark: Story = { globals: { locale: 'no', theme: 'dark' } };
