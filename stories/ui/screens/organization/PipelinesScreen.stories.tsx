import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PipelinesScreen, SettingsTabs } from '@havbruk/ui';
import { pipelines, today } from './organizationData.ts';

const meta = {
  title: 'ui/screens/organization/PipelinesScreen',
  component: PipelinesScreen,
  args: { status: 'ready', pipelines, today },
} satisfies Meta<typeof PipelinesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusCells = (canvasElement: HTMLElement, status: string) =>
  within(canvasElement)
    .getAllByRole('cell')
    .filter((cell) => cell.querySelector(`[data-status="${status}"]`));

/** The Nordvik group's pipelines: every status dot appears, computed from the dataset's "today". */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pipelines' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Data pipelines' });
    for (const header of ['Status', 'Organization', 'Pipeline', 'Last success', 'Last extract', 'Disabled'])
      await expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    for (const status of ['okay', 'warning', 'severe', 'inactive'])
      await expect(statusCells(canvasElement, status).length).toBeGreaterThan(0);
    // "Lab results" last ran 12 days before today: severe; the disabled rows are inactive.
    const labRow = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Lab results'));
    await expect(labRow).toHaveTextContent('Severe');
    await expect(statusCells(canvasElement, 'inactive')[0]?.closest('tr')).toHaveTextContent('Yes');
  },
};

/** A newly set up pipeline that has not run yet: inactive (no activity). */
export const NeverRun: Story = {
  args: {
    pipelines: pipelines
      .slice(0, 3)
      .map((pipeline, index) =>
        index === 0 ? { ...pipeline, lastSuccess: null, lastExtract: null, mostRecentDataPoint: null } : pipeline,
      ),
  },
  play: async ({ canvasElement }) => {
    await expect(statusCells(canvasElement, 'inactive')).toHaveLength(1);
    await expect(statusCells(canvasElement, 'okay')).toHaveLength(1);
    await expect(statusCells(canvasElement, 'warning')).toHaveLength(1);
  },
};

const publicLine = (lastWeek: string | null) => ({
  kind: 'publicWeeks',
  organization: pipelines[0]!.organization,
  pipeline: 'Public data',
  lastSuccess: lastWeek ? pipelines[0]!.lastSuccess : null,
  lastExtract: lastWeek ? pipelines[0]!.lastSuccess : null,
  mostRecentDataPoint: lastWeek ? '2026-11-15T00:00:00.000Z' : null,
  isDisabled: false,
  lastWeek,
});

/** The "Public data" line (issue 34): the national weekly lice reports, with the last week imported. */
export const PublicData: Story = {
  args: { pipelines: [...pipelines.slice(0, 2), publicLine('2026-46')] },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement)
      .getAllByRole('row')
      .find((entry) => entry.textContent?.includes('Public data'));
    await expect(row).toHaveTextContent('Public data (last week imported: week 46 2026)');
  },
};

/** Before any public import the line says so, and its dot is inactive. */
export const PublicDataNorwegianNone: Story = {
  globals: { locale: 'no', theme: 'dark' },
  args: { pipelines: [publicLine(null)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Offentlige data (ingen uke importert ennå)')).toBeVisible();
    await expect(statusCells(canvasElement, 'inactive')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { pipelines: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('There are no data pipelines initialized for this organization.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', pipelines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading data pipelines …' })).toBeVisible();
  },
};

export const NorwegianDark: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Datastrømmer' })).toBeVisible();
    // Pipelines are named in the language (issue 38.16).
    const table = canvas.getByRole('table', { name: 'Datastrømmer' });
    await expect(within(table).getAllByRole('cell', { name: 'Lusetellinger' }).length).toBeGreaterThan(0);
    await expect(within(table).queryAllByRole('cell', { name: 'Lice counts' })).toHaveLength(0);
    await expect(canvas.getAllByText('Alvorlig').length).toBeGreaterThan(0);
    // Norwegian dates: day.month.year.
    await expect(canvas.getAllByText('20.11.2026').length).toBeGreaterThan(0);
  },
};

export const EmptyNorwegianDark: Story = {
  args: { pipelines: [] },
  globals: { locale: 'no', theme: 'dark' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** In the app: the settings tab bar under the heading, Pipelines the current view (issue 38). */
export const WithSettingsTabs: Story = {
  args: { navigation: <SettingsTabs tier="essentials" view="pipelines" /> },
  play: async ({ canvasElement }) => {
    const tabs = within(within(canvasElement).getByRole('navigation', { name: 'Settings views' }));
    await expect(tabs.getByRole('link', { name: 'Pipelines' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'App' })).toHaveAttribute('href', '/settings/app');
  },
};
