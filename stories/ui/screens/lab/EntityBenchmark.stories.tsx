import type { Meta, StoryObj } from '@storybook/react-vite';
import { EntityScreen } from '@havbruk/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { entityProps, PRIVATE_FARM, PUBLIC_FARM } from '../entity/entityData.ts';
import { USAGES } from './labData.ts';

/** The product benchmark section as the entity page shows it: under the view, tied to the main chart. */
const meta = {
  title: 'ui/screens/lab/EntityBenchmark',
  component: EntityScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    ...entityProps({ entityType: 'farm', id: PRIVATE_FARM.id, view: 'growth' }),
    benchmark: { usages: { status: 'ready', data: USAGES } },
  },
} satisfies Meta<typeof EntityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const chartOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-mode]')!;
const highlights = (canvasElement: HTMLElement, kind: 'range' | 'day') =>
  chartOf(canvasElement).querySelectorAll(`[data-layer="highlights"] [data-highlight="${kind}"]`);

/**
 * Choosing a usage in the table highlights its dates on the chart: a line for a one-day treatment, a band for a
 * usage over several days (told in text beside the chart); choosing the row again clears it.
 */
export const RowHighlighted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(chartOf(canvasElement).getAttribute('data-state')).toBe('ready'));
    // The section's code loads after the page's; until then the section is its busy loading state.
    const section = await canvas.findByRole('region', { name: 'Product benchmark', busy: false });
    const table = within(section);
    await expect(highlights(canvasElement, 'range')).toHaveLength(0);

    // The first usage of the table, a freshwater bath: one day, a line.
    const oneDay = USAGES[0]!;
    await expect(oneDay.startDate).toBe(oneDay.endDate);
    await userEvent.click(table.getAllByRole('button', { name: /^Select / })[0]!);
    const note = await canvas.findByText(
      `Highlighted on the chart: ${oneDay.product}, ${oneDay.startDate} – ${oneDay.endDate}`,
    );
    await expect(note).toHaveAttribute('role', 'status');
    await waitFor(() => expect(highlights(canvasElement, 'day')).toHaveLength(1));

    // A lumpfish stocking over ten weeks: a band.
    await userEvent.click(table.getByRole('searchbox', { name: 'Search in Product usages' }));
    await userEvent.paste('Lumpfish');
    await waitFor(() => expect(table.getAllByRole('row')[1]).toHaveTextContent('Lumpfish'));
    const row = table.getAllByRole('button', { name: /^Select / })[0]!;
    await userEvent.click(row);
    await waitFor(() => expect(highlights(canvasElement, 'range')).toHaveLength(1));
    await expect(highlights(canvasElement, 'day')).toHaveLength(0);
    await expect(canvas.getByText(/^Highlighted on the chart: Lumpfish, /)).toBeVisible();

    await userEvent.click(row);
    await waitFor(() => expect(highlights(canvasElement, 'range')).toHaveLength(0));
    await expect(canvas.queryByText(/^Highlighted on the chart/)).toBeNull();
  },
};

/** In Norwegian, the chosen usage is told with the product's Norwegian name (issue 38.16). */
export const RowHighlightedNorwegian: Story = {
  globals: { locale: 'no' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('region', { name: 'Produktsammenligning', busy: false }));
    await userEvent.click(table.getByRole('searchbox', { name: 'Søk i Produktbruk' }));
    await userEvent.paste('Ferskvannsbad');
    await waitFor(() => expect(table.getAllByRole('row')[1]).toHaveTextContent('Ferskvannsbad'));
    await userEvent.click(table.getAllByRole('button', { name: /^Velg / })[0]!);
    await expect(await canvas.findByText(/^Markert i grafen: Ferskvannsbad, /)).toHaveAttribute('role', 'status');
  },
};

/** A farm of another operator (public data): no product benchmark section. */
export const PublicEntityWithoutSection: Story = {
  args: {
    ...entityProps({ entityType: 'farm', id: PUBLIC_FARM.id, view: 'lice' }, { site: PUBLIC_FARM }),
    benchmark: { usages: { status: 'ready', data: USAGES } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: PUBLIC_FARM.name })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Product benchmark' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Product usages' })).toBeNull();
  },
};
