import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PipelinesScreen } from '@havbruk/ui';
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
