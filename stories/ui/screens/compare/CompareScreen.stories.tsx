import type { Meta, StoryObj } from '@storybook/react-vite';
import { compareMachine, type CompareInput } from '@havbruk/machines';
import { COMPARE_TRACES, CompareScreen, type CompareScreenProps } from '@havbruk/ui';
import { useActorRef } from '@xstate/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { compareData, FARM_A, FARM_B, FARMS, PUBLIC_FARM, valueOf } from './compareData.ts';

interface CompareStoryProps {
  /** The compare machine's start (as the app reads it from the URL). */
  input: Partial<CompareInput>;
  data: Omit<CompareScreenProps, 'actor'>;
}

/** The screen with its machine, as the app wires it. */
function CompareStory({ input, data }: CompareStoryProps) {
  const actor = useActorRef(compareMachine, { input: { farms: FARMS, traces: COMPARE_TRACES, ...input } });
  return <CompareScreen actor={actor} {...data} />;
}

const meta = {
  title: 'ui/screens/compare/CompareScreen',
  component: CompareStory,
  parameters: { layout: 'fullscreen' },
  args: { input: {}, data: compareData([]) },
} satisfies Meta<typeof CompareStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const chart = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-mode]')!;
const ready = (canvasElement: HTMLElement) =>
  waitFor(() => expect(chart(canvasElement).getAttribute('data-state')).toBe('ready'));
const legend = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Series' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** No row filled yet: one empty row, the prompt in the chart's place. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Compare' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem', { name: /^Row/ })).toHaveLength(1);
    await expect(canvas.getByText('Choose a farm, a generation and a cage to compare.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Generation' })).toBeDisabled();
  },
};

const one = [valueOf(FARM_A)];
/** One farm's current generation, adult female lice by day (weekly counts). */
export const OneRow: Story = {
  args: { input: { values: one }, data: compareData(one) },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(legend(canvasElement)).toEqual([
      `${FARM_A.name} / ${FARM_A.generations.at(-1)!.season} / Whole farm · Adult female lice`,
    ]);
  },
};

const three = [valueOf(FARM_A), valueOf(FARM_A, 1), valueOf(FARM_B)];
/** The same farm's last two generations beside a neighbour; female and mobile lice: six series. */
export const ThreeRowsAcrossGenerations: Story = {
  args: {
    input: { values: three, selectedTraces: ['lice.female', 'lice.mobile'], agg: 'week' },
    data: compareData(three, { traces: ['lice.female', 'lice.mobile'], agg: 'week' }),
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(legend(canvasElement)).toHaveLength(6);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Aggregation' })).toHaveTextContent('Weekly');
  },
};

const mixed = [valueOf(FARM_A), valueOf(PUBLIC_FARM)];
/** A public farm is selected: only public (lice) traces are offered; mean weight was chosen but is not drawn. */
export const PublicLimitedTraces: Story = {
  args: {
    input: { values: mixed, selectedTraces: ['lice.female', 'inventory.closeWeight'] },
    data: compareData(mixed, { traces: ['lice.female', 'inventory.closeWeight'] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('A public farm is selected');
    const picker = canvas.getByRole('button', { name: 'Traces (1/3)' });
    await userEvent.click(picker);
    await expect(canvas.getAllByRole('checkbox').map((box) => box.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    await expect(canvas.queryByRole('checkbox', { name: 'Mean weight (kg)' })).toBeNull();
    await ready(canvasElement);
    await expect(legend(canvasElement)).toHaveLength(2);
  },
};

/** The filter popover open with production area 4 and season H25 chosen: the farm search offers those only. */
export const FilterApplied: Story = {
  args: {
    input: { filters: { seasons: ['H25'], productionAreas: [4], municipalities: [], companies: [] } },
    data: compareData([]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Farm (Row 1)' }), 'Indre');
    const options = await page.findAllByRole('option');
    const area4 = new Set(FARMS.filter((farm) => farm.productionArea === 4).map((farm) => farm.name));
    await expect(options.length).toBeGreaterThan(0);
    for (const option of options)
      await expect([...area4].some((name) => option.textContent!.startsWith(name))).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }));
    const popover = await page.findByRole('dialog', { name: 'Narrow the farm options' });
    await expect(within(popover).getByRole('checkbox', { name: 'H25' })).toBeChecked();
    await expect(within(popover).getByRole('checkbox', { name: /^4\. / })).toBeChecked();
  },
};

/** The farm search lists the user's own farms first (issue 38): the quick list's five are all own farms. */
export const FarmSearchOwnFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const own = new Set(FARMS.filter((farm) => farm.owned).map((farm) => farm.name));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Farm (Row 1)' }), 'Indre');
    const options = await page.findAllByRole('option');
    await expect(options).toHaveLength(5);
    for (const option of options)
      await expect([...own].some((name) => option.textContent!.startsWith(name))).toBe(true);
  },
};

const pair = [valueOf(FARM_A), valueOf(FARM_B)];
/** Two farms, weekly, with the area baseline: median and the interquartile band of production area 4. */
export const BaselineOn: Story = {
  args: {
    input: { values: pair, agg: 'week', baseline: true },
    data: compareData(pair, { agg: 'week', baseline: true }),
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('switch', { name: 'Area baseline' })).toBeChecked();
    await expect(legend(canvasElement).slice(2)).toEqual([
      'Area 4 median · Adult female lice',
      'Area 4 25th percentile · Adult female lice',
      'Area 4 75th percentile · Adult female lice',
    ]);
    await expect(canvasElement.querySelectorAll('[data-band]')).toHaveLength(1);
  },
};

export const NorwegianDark: Story = {
  args: BaselineOn.args,
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Sammenlign' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: OneRow.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: ({ canvasElement }) => ready(canvasElement),
};
