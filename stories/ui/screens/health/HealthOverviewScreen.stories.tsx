import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { havbrukViewports } from '../../../../.storybook/viewports.ts';
import { HealthOverviewScreen } from '@havbruk/ui';
import { inDesktopShell } from '../../layout/shellData.tsx';
import { healthFarms as farms, healthSummary, maxBiomassOf, today } from './healthData.ts';

const demo = farms;

const meta = {
  title: 'ui/screens/health/HealthOverviewScreen',
  component: HealthOverviewScreen,
  args: {
    userName: 'Ingrid Hansen',
    today,
    now: () => new Date('2026-11-20T09:30:00'),
    summary: healthSummary,
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
    // Issue 35: the farms' biomass (kilograms in the contract) shows in tonnes, within their MTB.
    const stocked = healthSummary.status === 'ready' ? healthSummary.conditions : [];
    const tonnes = Math.round(stocked.reduce((sum, entry) => sum + (entry.currentFishBiomass ?? 0), 0) / 1000);
    const mtb = stocked.reduce((sum, entry) => sum + (maxBiomassOf.get(entry.farmId) ?? 0), 0);
    await expect(tonnes).toBeGreaterThan(0);
    await expect(tonnes).toBeLessThanOrEqual(mtb);
    const biomass = canvas.getByText('Biomass', { selector: 'dt' }).nextElementSibling;
    await expect(biomass).toHaveTextContent(`${tonnes.toLocaleString('en-US')} t`);
    // Issue 38: a farm without any risk (fallow, 0 %) has no "highest risk" to name.
    const riskless = farms.filter((farm) => farm.risk.risks.every((risk) => risk.confidence === 0));
    await expect(riskless.length).toBeGreaterThan(0);
    for (const farm of farms) {
      const card = within(canvas.getByRole('article', { name: farm.name }));
      const named = card.queryByText(/^Highest risk:/) !== null;
      await expect(named).toBe(!riskless.includes(farm));
    }
  },
};

export const Loading: Story = {
  args: { summary: { status: 'loading' }, farms: { status: 'loading' } },
};

/** No figures for these farms yet: each widget says so. */
export const WidgetsWithoutData: Story = {
  args: { summary: { status: 'ready', conditions: [], lice: [], feed: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No data for these farms yet.')).toHaveLength(4);
  },
};

/** Loading, then loaded (the story's own button): the widgets keep their size, the farms below do not move. */
function LoadingThenLoaded(props: ComponentProps<typeof HealthOverviewScreen>) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        Data arrives
      </button>
      <HealthOverviewScreen
        {...props}
        summary={loaded ? props.summary : { status: 'loading' }}
        farms={loaded ? props.farms : { status: 'loading' }}
      />
    </>
  );
}

export const LoadingKeepsItsPlace: Story = {
  render: (args) => <LoadingThenLoaded {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const farmsTop = () => canvas.getByRole('heading', { level: 2, name: 'Farm risks' }).getBoundingClientRect().top;
    const before = farmsTop();
    await userEvent.click(canvas.getByRole('button', { name: 'Data arrives' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(farms.length);
    await expect(Math.abs(farmsTop() - before)).toBeLessThanOrEqual(4);
  },
};

export const NoFarms: Story = {
  args: { farms: { status: 'ready', farms: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no farms in this organization yet.')).toBeVisible();
  },
};

export const CardExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: demo[0]!.name });
    const neighbour = canvas.getByRole('article', { name: demo[1]!.name });
    const height = neighbour.getBoundingClientRect().height;
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Issue 38: the expanded card grows alone; its neighbour in the row keeps its height.
    await expect(canvas.getByRole('article', { name: demo[0]!.name }).getBoundingClientRect().height).toBeGreaterThan(
      height,
    );
    await expect(neighbour.getBoundingClientRect().height).toBe(height);
  },
};

export const NorwegianDark: Story = { globals: { locale: 'no', theme: 'dark' } };

/** The card list's layout: rows at 1330 px and wider, one horizontally scrolling row below (spec S2 §4). */
async function expectCardLayout(canvasElement: HTMLElement) {
  const list = canvasElement.querySelector<HTMLElement>(
    'section[aria-labelledby="health-farms"] [data-state="ready"]',
  )!;
  const narrow = window.innerWidth < 1330;
  await expect(getComputedStyle(list).display).toBe(narrow ? 'flex' : 'grid');
  if (narrow) {
    await expect(getComputedStyle(list).flexWrap).toBe('nowrap');
    await expect(getComputedStyle(list).overflowX).toBe('auto');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  }
}

/** Mobile: the cards form one row that scrolls sideways (snapping to a card). */
export const MobileHorizontalList: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => expectCardLayout(canvasElement),
};

const layoutViewports = {
  ...havbrukViewports,
  below1330: { name: '1329×900', styles: { width: '1329px', height: '900px' }, type: 'desktop' },
  at1330: { name: '1330×900', styles: { width: '1330px', height: '900px' }, type: 'desktop' },
} as const;

/** 1329 px: just below the switch, still one scrolling row. */
export const LayoutBelow1330: Story = {
  parameters: { viewport: { options: layoutViewports } },
  globals: { viewport: { value: 'below1330', isRotated: false } },
  play: async ({ canvasElement }) => expectCardLayout(canvasElement),
};

/** 1330 px: the cards wrap in rows. */
export const LayoutAt1330: Story = {
  parameters: { viewport: { options: layoutViewports } },
  globals: { viewport: { value: 'at1330', isRotated: false } },
  play: async ({ canvasElement }) => expectCardLayout(canvasElement),
};

/**
 * 1440 px in the app shell (expanded sidebar): the rows of cards fill the width, no column left empty at the end
 * (issue 38); each card at least 275 px wide.
 */
export const RowsFillTheWidthAt1440: Story = {
  decorators: [inDesktopShell('/health')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvasElement.querySelector<HTMLElement>(
      'section[aria-labelledby="health-farms"] [data-state="ready"]',
    )!;
    const cards = canvas.getAllByRole('article').map((card) => card.getBoundingClientRect());
    const firstRow = cards.filter((card) => card.top === cards[0]!.top);
    await expect(cards.length).toBeGreaterThan(firstRow.length);
    for (const card of cards) await expect(card.width).toBeGreaterThanOrEqual(275);
    await expect(list.getBoundingClientRect().right - firstRow.at(-1)!.right).toBeLessThanOrEqual(1);
    await expectCardLayout(canvasElement);
  },
};
