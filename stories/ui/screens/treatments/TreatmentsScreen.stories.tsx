import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import Papa from 'papaparse';
import { TreatmentsScreen } from '@havbruk/ui';
import { inDesktopShell } from '../../layout/shellData.tsx';
import {
  farmOptions,
  nameOf,
  notRecommendedFarm,
  places,
  recommendedFarm,
  recordsOf,
  someFarm,
  WithRiskOverview,
} from './treatmentsData.tsx';

const ready = { status: 'ready' as const, records: places.records, farms: places.farms };
const firstCage = recordsOf(recommendedFarm.farmId)[0]!;
/** A cage with many lice (the model favours treating) that fails a check (small fish or a recent treatment). */
const failedCage = places.records.find(
  (record) =>
    record.fail.length > 0 && !record.fail.includes('LICE_LEVEL') && (record.metrics.projectedFemaleLice ?? 0) > 0.6,
)!;

const meta = {
  title: 'ui/screens/treatments/TreatmentsScreen',
  component: TreatmentsScreen,
  args: {
    farmOptions,
    umbrellaName: 'Nordvik Havbruk',
    farmId: null,
    places: ready,
    onFarmChange: fn(),
    onNavigate: fn(),
    onExport: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TreatmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a farm: a card per farm, the first selected by default; selecting it again deselects it. */
export const FarmList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Treatment options' })).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'Farms' })).getAllByRole('button');
    await expect(cards).toHaveLength(places.farms.length);
    await expect(cards[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByText(/^Some fish eligible:/)[0]).toBeVisible();
    await expect(someFarm.eligibleFishPercent).toBeLessThan(60);
    await expect(canvas.getAllByText('Not recommended').length).toBeGreaterThan(0);
    await userEvent.click(cards[0]!);
    await expect(cards[0]).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('table', { name: 'Treatment recommendations' })).toBeVisible();
  },
};

/** The organization-level table: the farm column and links to the farm page and its lice and growth history; CSV export. */
export const OrganizationLevelHistory: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = nameOf(places.farms[0]!.farmId);
    const table = canvas.getByRole('table', { name: `Treatment recommendations for ${name}` });
    await expect(within(table).getByRole('columnheader', { name: /Farm/ })).toBeVisible();
    const id = places.farms[0]!.farmId;
    await expect(within(table).getAllByRole('link', { name: `Lice history of ${name}` })[0]).toHaveAttribute(
      'href',
      `/farm/${id}/lice`,
    );
    await expect(within(table).getAllByRole('link', { name: `Growth history of ${name}` })[0]).toHaveAttribute(
      'href',
      `/farm/${id}/growth`,
    );
    await expect(within(table).getAllByRole('link', { name: `Farm page of ${name}` })[0]).toHaveAttribute(
      'href',
      `/farm/${id}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: /Download/ }));
    await expect(args.onExport).toHaveBeenCalled();
    // The CSV names the generation (its season, e.g. V24), not its internal id, and gives weight with 2 decimals.
    const { text } = (args.onExport as ReturnType<typeof fn>).mock.calls[0]![0] as { text: string };
    const [header, ...rows] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const generation = header!.indexOf('Generation');
    const weight = header!.indexOf('Weight (kg)');
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      await expect(row[generation]).toMatch(/^[VH]\d{2}$/);
      await expect(row[weight]).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  },
};

/** A farm chosen, no cage yet: the cage picker and the risk overview asking to choose. */
export const FarmSelected: Story = {
  args: { farmId: recommendedFarm.farmId },
  render: (args) => <WithRiskOverview {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a cage to see its treatment options')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Cages' })).getAllByRole('button')).toHaveLength(
      recordsOf(recommendedFarm.farmId).length,
    );
    await expect(canvas.queryByRole('columnheader', { name: 'Farm' })).toBeNull();
  },
};

/** A cage selected: its options, scores per category, profile, caution, flags and derived metrics; history links. */
export const CageSelected: Story = {
  args: { farmId: recommendedFarm.farmId },
  render: (args) => <WithRiskOverview {...args} input={{ cageId: firstCage.cageId }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Treatment options, best overall score first')).toBeVisible();
    const options = canvas.getByRole('table', { name: `Treatment options for ${firstCage.cageName}` });
    await expect(within(options).getAllByRole('row').length).toBeGreaterThan(1);
    const cages = within(canvas.getByRole('list', { name: 'Cages' }));
    await expect(cages.getByRole('button', { name: firstCage.cageName })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Days since last treatment', { selector: 'dt' })).toBeVisible();
    const lice = canvas.getAllByRole('link', { name: `Lice history of ${firstCage.farmName} ${firstCage.cageName}` });
    await expect(lice[0]).toHaveAttribute(
      'href',
      `/farm/${firstCage.farmId}/lice/${firstCage.productionId}/${firstCage.cageId}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Lice' }));
    await expect(canvas.getByText('Treatment options ranked by Lice')).toBeVisible();
    // No raw model numbers without a unit (issue 38): scores 0–100 only, no "Profile" or "immediate / short term".
    await expect(within(options).queryByRole('columnheader', { name: /Profile/ })).toBeNull();
    await expect(within(options).queryByText(/immediate|short term/)).toBeNull();
  },
};

/** One rule: a cage that fails a check is not recommended, whatever its model score (issue 38). */
export const FailedCheckNotRecommended: Story = {
  args: { farmId: failedCage.farmId },
  render: (args) => <WithRiskOverview {...args} input={{ cageId: failedCage.cageId }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Treatment options, best overall score first');
    const card = canvas.getByRole('button', { name: failedCage.cageName }).closest('[data-state]') as HTMLElement;
    await expect(within(card).getByText('Not recommended')).toBeVisible();
    await expect(within(card).queryByText(/^Recommended/)).toBeNull();
  },
};

/** A farm and cage not recommended (recommendation at or below 0). */
export const NotRecommended: Story = {
  args: { farmId: notRecommendedFarm.farmId },
  render: (args) => {
    const cage = recordsOf(notRecommendedFarm.farmId).find((record) => record.recommendation <= 0)!;
    return <WithRiskOverview {...args} input={{ cageId: cage.cageId }} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Treatment options, best overall score first');
    await expect(canvas.getAllByText('Not recommended').length).toBeGreaterThan(0);
  },
};

/**
 * The table at 1440 px in the app shell: every column in view (no sideways scroll), every header readable in
 * full, every badge and link whole (issue 38 item 14).
 */
async function expectTableFits(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name });
  const region = canvas.getByRole('region', { name });
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  const headers = within(table).getAllByRole('columnheader');
  for (const header of headers) {
    const label = (header.querySelector('button > span') ?? header) as HTMLElement;
    await expect({ header: header.textContent, clipped: label.scrollWidth > label.clientWidth }).toEqual({
      header: header.textContent,
      clipped: false,
    });
  }
  const texts = headers.map((header) => header.textContent);
  await expect(new Set(texts).size).toBe(texts.length);
  for (const cell of within(table).getAllByRole('cell')) {
    const cellBox = cell.getBoundingClientRect();
    for (const part of cell.querySelectorAll('a, [data-state]')) {
      const box = part.getBoundingClientRect();
      await expect({ part: part.textContent, inside: box.right <= cellBox.right + 0.5 }).toEqual({
        part: part.textContent,
        inside: true,
      });
    }
  }
}

/** The organization-level table of every farm in the app shell at 1440 px: it fits (issue 38 item 14). */
export const OrganizationTableAt1440: Story = {
  decorators: [inDesktopShell('/health/treatments')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('list', { name: 'Farms' })).getAllByRole('button')[0]!);
    await expectTableFits(canvasElement, 'Treatment recommendations');
    await expect(canvas.getAllByText(/^Recommended \(/).length).toBeGreaterThan(0);
  },
};

/** A farm's table in the app shell at 1440 px, in Norwegian: it fits (issue 38 item 14). */
export const FarmTableAt1440Norwegian: Story = {
  args: { farmId: recommendedFarm.farmId },
  globals: { locale: 'no' },
  decorators: [inDesktopShell('/health/treatments')],
  render: (args) => <WithRiskOverview {...args} />,
  play: async ({ canvasElement }) => {
    const name = `Behandlingsanbefalinger for ${nameOf(recommendedFarm.farmId)}`;
    await expectTableFits(canvasElement, name);
    // A cage not treated in this generation: "never" since the last treatment, not an empty (unreported) cell.
    const untreated = recordsOf(recommendedFarm.farmId).filter(
      (record) => record.metrics.daysSinceLastTreatment === null,
    );
    await expect(untreated.length).toBeGreaterThan(0);
    const table = within(canvasElement).getByRole('table', { name });
    // The body is virtualised: its rows settle after the scroll area is measured.
    await waitFor(() => expect(within(table).getAllByRole('cell', { name: 'Aldri' })).toHaveLength(untreated.length));
  },
};

export const Loading: Story = { args: { places: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { places: { status: 'failure' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NorwegianDark: Story = {
  args: { farmId: recommendedFarm.farmId },
  globals: { locale: 'no', theme: 'dark' },
  render: (args) => <WithRiskOverview {...args} input={{ cageId: firstCage.cageId }} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Behandlingsvalg, beste totalscore først')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
