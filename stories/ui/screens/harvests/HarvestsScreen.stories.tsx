import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addIsoDays, type HarvestRecord } from '@havbruk/api';
import { harvestFilterMachine, type HarvestFilter } from '@havbruk/machines';
import { HarvestsScreen, type HarvestRecordsState, type HarvestsScreenProps } from '@havbruk/ui';
import {
  cageFarm,
  cageRecords,
  farmRecords,
  farms,
  projectionDays,
  today,
  troutFarm,
  troutRecords,
} from './harvestsData.ts';

interface HarnessProps extends Omit<HarvestsScreenProps, 'filter' | 'records'> {
  records: HarvestRecordsState;
  /** The applied filter the machine starts from. */
  initialFilter?: Partial<HarvestFilter>;
}

/** The screen with its own `harvestFilter` actor, started on the dataset's today. */
function Harness({ records, initialFilter, ...props }: HarnessProps) {
  const filter = useActorRef(harvestFilterMachine, {
    input: {
      today,
      records: records.status === 'ready' ? (records.records as HarvestRecord[]) : null,
      filter: initialFilter,
    },
  });
  return <HarvestsScreen {...props} records={records} filter={filter} />;
}

const meta = {
  title: 'ui/screens/harvests/HarvestsScreen',
  component: Harness,
  args: {
    farms,
    farmId: null,
    records: { status: 'ready', records: farmRecords },
    onNavigate: fn(),
    onRetry: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = (records: readonly HarvestRecord[]): HarvestRecordsState => ({ status: 'ready', records });
const dayButtons = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: /per day/ })).getAllByRole('button');

/** Without a farm: one row per farm, the best day by earnings; breadcrumbs Health > Harvest options. */
export const PerFarm: Story = {
  // As wide as the app's content beside the expanded sidebar at 1440 px.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1130 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Health' })).toHaveAttribute('href', '/health');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Harvest options' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Harvest recommendations' });
    await expect(within(table).getAllByRole('row')).toHaveLength(farms.length + 1);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Ready');
    await expect(dayButtons(canvasElement)).toHaveLength(projectionDays.length);
    // The farms' best day by earnings is one day (the fish grow to the end of the dates): named once, not as a
    // column repeating it (issue 38.4).
    await expect(
      canvas.getByText(
        /^The best day by earnings is .+ for every farm ready in your dates: the table shows that day\.$/,
      ),
    ).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: /Best day/ })).toBeNull();
    // The status reads whole ("No recommendation" was cut to "No recommendat…").
    const noRecommendation = within(table).getAllByRole('cell', { name: 'No recommendation' })[0]!;
    await expect(noRecommendation.scrollWidth).toBeLessThanOrEqual(noRecommendation.clientWidth);
    await expect(canvas.getByRole('combobox', { name: 'Farm' })).toHaveTextContent('All farms');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Farm' }));
    await userEvent.click(await canvas.findByRole('option', { name: farms[1]!.name }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`/health/harvests/${farms[1]!.id}`);
  },
};

/** With a farm: one row per cage (cage column, cage picker); breadcrumbs end with the farm. */
export const PerCage: Story = {
  args: { farmId: cageFarm.id, records: ready(cageRecords) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByText(cageFarm.name)).toHaveAttribute('aria-current', 'page');
    const table = canvas.getByRole('table', { name: 'Harvest recommendations' });
    await expect(within(table).getByRole('columnheader', { name: /Cage/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Cage' })).toHaveTextContent('All cages');
    // On a farm the rows are cages, and the hint says so.
    await expect(canvas.getByText('Select a day on the graph to see every cage on that day.')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Cage' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'M3' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  },
};

/** By quality (and from 1 kg) the farms' best days differ: the "Best day" column shows each farm's (issue 38.4). */
export const BestDaysDiffer: Story = {
  args: { initialFilter: { weight: { min: 1, max: null }, sort: 'quality' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Harvest recommendations' });
    await expect(within(table).getByRole('columnheader', { name: /Best day/ })).toBeVisible();
    await expect(canvas.queryByText(/^The best day by/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { records: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Projecting growth and prices');
  },
};

export const LoadFailed: Story = {
  args: { records: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Message: no fish in the sea on any farm. */
export const Empty: Story = {
  args: { records: ready([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No fish to harvest')).toBeVisible();
  },
};

/** Message: the chosen dates hold no projection day (projections are every 7 days). */
export const NoResultsInDates: Story = {
  args: { initialFilter: { window: { start: addIsoDays(today, 1), end: addIsoDays(today, 3) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No projections in these dates')).toBeVisible();
  },
};

/** Message: failed hard. No fish reach 7 kg in 90 days; the graph is headed with the failure and the target. */
export const FailedHard: Story = {
  args: { initialFilter: { weight: { min: 7, max: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Not ready for harvest' })).toBeVisible();
    await expect(canvas.getByText('Target weight: 7.00 kg')).toBeVisible();
    await expect(canvas.getByText('No fish reach the harvest weight in the next 90 days.')).toBeVisible();
  },
};

/** Message: failed soft. 5 kg is reached, but only after the first month: the prompt to refine. */
export const FailedSoft: Story = {
  args: {
    initialFilter: { weight: { min: 5, max: null }, window: { start: today, end: addIsoDays(today, 29) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Not ready in the dates you chose' })).toBeVisible();
    await expect(canvas.getByText('Change the weight or the dates in the filter to see when.')).toBeVisible();
    await expect(canvas.getByText('Target weight: 5.00 kg')).toBeVisible();
  },
};

/** Message: the market price of another species is used (frozen rainbow trout). */
export const PriceFallback: Story = {
  args: {
    farms: troutFarm ? [troutFarm] : [],
    records: ready(troutRecords),
    initialFilter: { market: 'frozen', weight: { min: 0, max: null } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'There is no price for frozen rainbow trout yet, so the value uses the salmon price.',
      ),
    ).toBeVisible();
  },
};

/** Machine state focus.focused: a day inside the dates focuses every row on it; again clears it. */
export const FocusDayInside: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = dayButtons(canvasElement)[6]!;
    await userEvent.click(day);
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('columnheader', { name: /^Day/ })).toBeVisible();
    // Message: only the farms whose fish are outside the weight that day have no recommendation; the graph does
    // not say "no recommendation for this day" above farms marked Ready.
    const rows = within(canvas.getByRole('table', { name: 'Harvest recommendations' }))
      .getAllByRole('row')
      .slice(1);
    const ready = rows.filter((row) => row.textContent?.includes('Ready')).length;
    expect(ready).toBeGreaterThan(0);
    expect(ready).toBeLessThan(rows.length);
    await expect(
      canvas.getByText(
        `${rows.length - ready} of ${rows.length} farms are outside your harvest weight on this day: no recommendation for them.`,
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/No recommendation for this day/)).toBeNull();
    await userEvent.click(day);
    await expect(day).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Machine state focus.confirming: a day outside the dates asks first; cancel keeps, apply focuses it. */
export const FocusDayOutside: Story = {
  args: { initialFilter: { window: { start: today, end: addIsoDays(today, 29) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const outside = dayButtons(canvasElement).at(-1)!;
    await userEvent.click(outside);
    const dialog = await body.findByRole('alertdialog', { name: 'Show a day outside your harvest dates?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(outside).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(outside);
    await userEvent.click(await body.findByRole('button', { name: 'Show this day' }));
    await waitFor(() => expect(outside).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByText(/^Showing/)).toBeVisible();
  },
};

/** Machine state overlay.open with staged edits: the button reads Apply; Apply applies and closes. */
export const OverlayStaged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = await body.findByRole('dialog', { name: 'Harvest filter' });
    const minimum = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Minimum (kg)' });
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '4.5{Enter}');
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeEnabled();
    await expect(canvas.getByText(/3\.20 kg\+/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText(/4\.50 kg\+/)).toBeVisible();
  },
};

/**
 * A typed minimum out of bounds (20 kg, the bounds are 0–10): the bounds error shows while typing and Apply is
 * disabled (it never applies the older value); the count follows the value being typed.
 */
export const OverlayInvalidMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = await body.findByRole('dialog', { name: 'Harvest filter' });
    const minimum = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Minimum (kg)' });
    const count = await within(dialog).findByRole('status');
    const countAtDefault = count.textContent;
    // The typed text replaces the field's (an emptied minimum stages 0, which the field may show again at once).
    const replace = (text: string) =>
      userEvent.type(minimum, text, { initialSelectionStart: 0, initialSelectionEnd: minimum.value.length });
    await replace('20');
    await expect(minimum).toHaveValue('20');
    await waitFor(() => expect(within(dialog).getByText(/Number must be between/)).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled());
    await expect(within(dialog).queryByRole('status')).toBeNull();
    // A valid value typed (no blur): Apply is back and the count is the typed value's (0 kg: every farm).
    await replace('0');
    await expect(minimum).toHaveValue('0');
    await expect(within(dialog).queryByText(/Number must be between/)).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeEnabled();
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).not.toBe(countAtDefault));
    await expect(minimum).toHaveFocus();
  },
};

/** Overlay open with nothing changed: the button reads Close. Reset stages the defaults. */
export const OverlayClose: Story = {
  args: { initialFilter: { sort: 'biomass' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = await body.findByRole('dialog', { name: 'Harvest filter' });
    const footerButton = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!;
    await expect(footerButton).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    await expect(within(dialog).getByRole('radio', { name: 'Earnings' })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};

/** Overlay open, no farm passes the staged filter: the button reads No results and is disabled. */
export const OverlayNoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const dialog = await body.findByRole('dialog', { name: 'Harvest filter' });
    const minimum = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Minimum (kg)' });
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '9{Enter}');
    await expect(within(dialog).getByRole('button', { name: 'No results' })).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('0 farms or cages');
  },
};

/** The CSV in Norwegian: semicolons, decimal commas, ISO dates (yyyy-mm-dd), hidden farm id exported. */
export const NorwegianCsv: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Last ned CSV' }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalled());
    const file = (args.onExport as ReturnType<typeof fn>).mock.calls[0]![0] as { fileName: string; text: string };
    await expect(file.fileName).toBe('farm-recommend-table.csv');
    const [header, first] = file.text.replace(/^\uFEFF/, '').split(/\r?\n/);
    await expect(header).toContain('Lokalitets-id;');
    await expect(first).toMatch(/;\d+,\d{2};/);
    await expect(first).toMatch(/;\d{4}-\d{2}-\d{2};/);
  },
};

/**
 * A phone (390 px): the graph is laid out for its width, not a desktop drawing scaled down (issue 38 item 8): the
 * axis text is its real size, every day is a tap target of at least 24 × 24 px inside the screen, and a tap
 * focuses the day.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const graph = within(canvasElement).getByRole('group', { name: /per day/ });
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(graph.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    for (const text of graph.querySelectorAll('text')) {
      await expect(text.getBoundingClientRect().height).toBeGreaterThanOrEqual(10);
    }
    const days = dayButtons(canvasElement);
    for (const day of days) {
      const box = day.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await userEvent.click(days[3]!);
    await expect(days[3]).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The phone layout in Norwegian and dark: the graph's labels and day targets as in Mobile. */
export const MobileNorwegianDark: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false }, locale: 'no', theme: 'dark' },
};
