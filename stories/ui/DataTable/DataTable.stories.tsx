import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableExport } from '@havbruk/ui';
import {
  datasetHarvestColumns,
  datasetHarvests,
  harvestColumns,
  harvestRecords,
  labOrderColumns,
  labOrders,
  pipelineColumns,
  pipelines,
  productUsageColumns,
  productUsages,
  type DatasetHarvest,
  type LabOrder,
} from './tableData.ts';

type Locale = 'en' | 'no';
const localeOf = (globals: Record<string, unknown>): Locale => (globals['locale'] === 'no' ? 'no' : 'en');

// Records of @havbruk/api's synthetic dataset (the first demo farm's lab orders and product usages, every
// organization's pipelines, harvests derived from its finished production cycles); the 100,000-row table is
// generated (the dataset holds about 19,000 harvested fish groups).
const LAB = { en: labOrders('en'), no: labOrders('no') };
const USAGES = { en: productUsages('en'), no: productUsages('no') };
const PIPELINES = pipelines();
const LAB_ROWS = `${LAB.en.length} rows`;
/** A "samples positive" threshold that some but not all lab orders reach. */
const POSITIVE_THRESHOLD = Math.max(
  1,
  Math.floor([...LAB.en].sort((a, b) => b.positivePercent - a.positivePercent)[2]?.positivePercent ?? 1),
);
const LABEL = {
  lab: { en: 'Lab orders', no: 'Laboratorieordrer' },
  usages: { en: 'Product usages', no: 'Produktbruk' },
  pipelines: { en: 'Data pipelines', no: 'Datastrømmer' },
  harvest: { en: 'Harvest records', no: 'Slakteregistreringer' },
} as const;

const meta = {
  title: 'ui/DataTable',
  component: DataTable<LabOrder>,
  args: {
    label: LABEL.lab.en,
    columns: labOrderColumns('en'),
    data: LAB.en,
    getRowId: (row: LabOrder) => row.order,
    exportFileName: 'farm-lab-table',
    selectable: true,
    onSelect: fn(),
    onDeselect: fn(),
    onExport: fn(),
    onSearchChange: fn(),
    onFiltersChange: fn(),
    onSortChange: fn(),
  },
  // Lab orders in the toolbar language: headers and data follow the `locale` global.
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <DataTable<LabOrder> {...args} label={LABEL.lab[locale]} columns={labOrderColumns(locale)} data={LAB[locale]} />
    );
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTable<LabOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Body rows currently rendered (virtualised: the ones in and near the viewport). */
const bodyRows = (canvas: ReturnType<typeof within>): HTMLElement[] => canvas.getAllByRole('row').slice(1);
const cellTexts = (canvas: ReturnType<typeof within>, column: number): string[] =>
  bodyRows(canvas).map((row: HTMLElement) => within(row).getAllByRole('cell')[column]?.textContent ?? '');
const exported = (mock: unknown): DataTableExport => {
  const calls = (mock as { mock: { calls: [DataTableExport][] } }).mock.calls;
  return calls.at(-1)?.[0] as DataTableExport;
};

export const Playground: Story = {};

/** 40 lab orders: no paging bar (50 rows or fewer), search, filters and download in the toolbar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Lab orders' });
    await expect(within(table).getByRole('columnheader', { name: 'Order' })).toHaveAttribute('aria-sort', 'none');
    await expect(table).toHaveAttribute('aria-rowcount', String(LAB.en.length + 1));
    await expect(canvas.getByText(LAB_ROWS)).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

export const Norwegian: Story = {
  globals: { locale: 'no' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Laboratorieordrer' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Søk i Laboratorieordrer' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Last ned CSV' })).toBeInTheDocument();
    await expect(canvas.getByText(`${LAB.no.length} rader`)).toBeInTheDocument();
    // Dates dd.mm.yyyy, percent with decimal comma.
    await expect(cellTexts(canvas, 2)[0]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(cellTexts(canvas, 4).join(' ')).toMatch(/\d+,\d\s%/);
  },
};

export const DarkNorwegian: Story = { globals: { locale: 'no', theme: 'dark' } };

export const Searched: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search in Lab orders' }), 'CMS');
    await waitFor(() => expect(canvas.getByText(/^\d+ rows?$/).textContent).not.toBe(LAB_ROWS));
    const diseases = cellTexts(canvas, 3);
    await expect(diseases.length).toBeGreaterThan(0);
    for (const text of diseases) await expect(text).toContain('CMS');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('CMS'), { timeout: 2000 });
  },
};

export const Filtered: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Filters for Lab orders' });
    const minimum = within(dialog).getByRole('spinbutton', { name: 'Samples positive Minimum' });
    await expect(minimum).toHaveAttribute('max', '100');
    await expect(minimum).toHaveAttribute('step', '0.01');
    await expect(minimum).toHaveAttribute('min', '0');
    await userEvent.type(minimum, String(POSITIVE_THRESHOLD));
    await waitFor(
      () =>
        expect(args.onFiltersChange).toHaveBeenCalledWith({ positive: { min: POSITIVE_THRESHOLD, max: undefined } }),
      { timeout: 2000 },
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    const percents = cellTexts(canvas, 4).map((text) => Number(/\(([\d.]+)%\)/.exec(text)?.[1]));
    await expect(percents.length).toBeGreaterThan(0);
    for (const percent of percents) await expect(percent).toBeGreaterThanOrEqual(POSITIVE_THRESHOLD);
  },
};

export const FilterRules: Story = {
  name: 'Filter rules (clamped dates, numbers only)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Filters for Lab orders' });
    const from = within(dialog).getByLabelText('Sample date From', { selector: 'input' });
    const earliest = from.getAttribute('min') as string;
    await expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A typed date before the data's first day is clamped to it.
    await userEvent.type(from, '2001-01-01');
    await waitFor(() => expect(from).toHaveValue(earliest));
    // A value above 100 % is held to 100; a negative one to 0.
    const maximum = within(dialog).getByRole('spinbutton', { name: 'Samples positive Maximum' });
    await userEvent.type(maximum, '250');
    await waitFor(() => expect(maximum).toHaveValue(100));
    const minimum = within(dialog).getByRole('spinbutton', { name: 'Samples positive Minimum' });
    await userEvent.type(minimum, '-5');
    await waitFor(() => expect(minimum).toHaveValue(0));
    // A non-number clears the bound.
    await userEvent.clear(maximum);
    await userEvent.type(maximum, 'abc');
    await waitFor(() => expect(maximum).toHaveValue(null));
  },
};

export const Sorted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Samples positive/ });
    await userEvent.click(within(header).getByRole('button', { name: 'Samples positive' }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'positive', desc: false });
    const ascending = cellTexts(canvas, 4).map((text) => Number(/\(([\d.]+)%\)/.exec(text)?.[1]));
    await expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await userEvent.click(within(header).getByRole('button', { name: 'Samples positive' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = cellTexts(canvas, 4).map((text) => Number(/\(([\d.]+)%\)/.exec(text)?.[1]));
    await expect(descending).toEqual([...descending].sort((a, b) => b - a));
    // Keyboard: the sort buttons are reachable with Tab and operable with Enter.
    const orderButton = canvas.getByRole('button', { name: 'Order' });
    orderButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Order/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** A demo farm's product usages (a few hundred): the paging bar appears above 50 rows; page sizes 10, 50 (default) and 100. */
export const Paged: Story = {
  args: { selectable: false },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <DataTable
        label={LABEL.usages[locale]}
        columns={productUsageColumns(locale)}
        data={USAGES[locale]}
        getRowId={(row) => row.id}
        variant="benchmark"
        exportFileName="farm-product-benchmark-table"
        onExport={args.onExport}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const paging = canvas.getByRole('navigation', { name: 'Pages of Product usages' });
    const pageSize = within(paging).getByRole('combobox', { name: 'Rows per page' });
    await expect(pageSize).toHaveTextContent('50');
    await expect(within(paging).getByText(`1–50 of ${USAGES.en.length}`)).toBeInTheDocument();
    await expect(within(paging).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(paging).getByRole('button', { name: 'Next page' }));
    await expect(within(paging).getByText(`51–100 of ${USAGES.en.length}`)).toBeInTheDocument();
    await expect(bodyRows(canvas)[0]).toHaveAttribute('aria-rowindex', '52');
    // The page-size Select by keyboard: Enter opens the listbox on the current size, arrows move, Enter picks.
    const pick = async (keys: string, size: string) => {
      pageSize.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByRole('option', { name: String(pageSize.textContent) })).toHaveFocus());
      await userEvent.keyboard(keys);
      await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
      await expect(pageSize).toHaveTextContent(size);
    };
    await pick('{ArrowDown}{Enter}', '100');
    await expect(within(paging).getByText(`1–100 of ${USAGES.en.length}`)).toBeInTheDocument();
    await pick('{Home}{Enter}', '10');
    await expect(within(paging).getByText(`1–10 of ${USAGES.en.length}`)).toBeInTheDocument();
    await expect(bodyRows(canvas)).toHaveLength(10);
  },
};

export const PagedNorwegian: Story = { ...Paged, globals: { locale: 'no' }, play: undefined };

export const Selected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = LAB.en[0] as LabOrder;
    const button = canvas.getByRole('button', { name: `Select ${first.order}` });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button.closest('tr')).toHaveAttribute('data-state', 'selected');
    await expect(args.onSelect).toHaveBeenCalledWith(first);
    // Clicking the row (mouse shortcut) selects another row; the keyboard uses the button.
    const second = LAB.en[1] as LabOrder;
    await userEvent.click(canvas.getByRole('cell', { name: second.order }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(second);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const secondButton = canvas.getByRole('button', { name: `Select ${second.order}` });
    secondButton.focus();
    await userEvent.keyboard(' ');
    await expect(args.onDeselect).toHaveBeenCalledWith(second);
    await expect(secondButton).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Empty: Story = {
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return <DataTable<LabOrder> {...args} label={LABEL.lab[locale]} columns={labOrderColumns(locale)} data={[]} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data is available for this view.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

export const EmptyNorwegian: Story = { ...Empty, globals: { locale: 'no' }, play: undefined };

export const FilteredToEmpty: Story = {
  args: {
    defaultFilters: { positive: { min: 100 }, histology: ['true'], species: ['Rainbow trout'] },
    defaultSearch: 'Yersiniose ILA',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Uh ohh... There is no data here! Adjust your filters to see results.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('0 rows')).toBeInTheDocument();
  },
};

export const FilteredToEmptyNorwegian: Story = {
  args: FilteredToEmpty.args,
  globals: { locale: 'no' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Oi sann... Det er ingen data her! Juster filtrene for å se resultater.'),
    ).toBeInTheDocument();
  },
};

/** From filtered-to-empty back to every row: clear the filters in the overlay and empty the search box. */
export const FiltersCleared: Story = {
  args: FilteredToEmpty.args,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (3)' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear filters' }));
    // The search field's clear button empties it (and the rows follow).
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText(LAB_ROWS)).toBeInTheDocument());
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({});
  },
};

export const Exported: Story = {
  args: { defaultSort: { id: 'positive', desc: true }, defaultFilters: { histology: ['true'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledTimes(1));
    const file = exported(args.onExport);
    const expected = LAB.en.filter((row) => row.histology).sort((a, b) => b.positivePercent - a.positivePercent);
    await expect(file.fileName).toBe('farm-lab-table.csv');
    await expect(file.rowCount).toBe(expected.length);
    const lines = file.text.split('\r\n').filter(Boolean);
    await expect(lines[0]).toBe(
      '\uFEFFOrder,Farm,Sample date,Diseases tested,Samples positive,Histology,Species,Test date',
    );
    await expect(lines).toHaveLength(expected.length + 1);
    // Filter and sort applied; the hidden farm column is exported; numbers keep a decimal point.
    const first = expected[0] as LabOrder;
    await expect(lines[1]).toContain(`${first.order},${first.farm},${first.sampleDate}`);
    await expect(lines[1]).toContain(`,${first.positivePercent},Yes,`);
  },
};

export const ExportedNorwegian: Story = {
  globals: { locale: 'no' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'CMS');
    await userEvent.click(canvas.getByRole('button', { name: 'Last ned CSV' }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledTimes(1));
    const file = exported(args.onExport);
    const lines = file.text.split('\r\n').filter(Boolean);
    await expect(lines[0]).toBe('\uFEFFOrdre;Lokalitet;Prøvedato;Testet for;Positive prøver;Histologi;Art;Testdato');
    const expected = LAB.no.filter((row) => row.diseasesTested.includes('CMS'));
    await expect(lines).toHaveLength(expected.length + 1);
    for (const line of lines.slice(1)) await expect(line.split(';')[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const decimal = expected.find((row) => !Number.isInteger(row.positivePercent)) as LabOrder;
    await expect(file.text).toContain(`;${String(decimal.positivePercent).replace('.', ',')};`);
  },
};

const huge: Partial<Record<Locale, ReturnType<typeof harvestRecords>>> = {};
/** 100,000 harvest records per language, generated on first use. */
const hugeData = (locale: Locale) => (huge[locale] ??= harvestRecords(100_000, locale));

/** 100,000 harvest records, unpaged: only the rows in view are in the DOM, so scrolling stays smooth. */
export const HundredThousandRows: Story = {
  args: { selectable: false },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <DataTable
        label={LABEL.harvest[locale]}
        columns={harvestColumns(locale)}
        data={hugeData(locale)}
        getRowId={(row) => String(row.id)}
        variant="recommendation"
        paged={false}
        exportFileName="farm-recommend-table"
        onExport={args.onExport}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('100,000 rows')).toBeInTheDocument();
    await expect(bodyRows(canvas).length).toBeLessThan(80);
    const region = canvas.getByRole('region', { name: 'Harvest records' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(bodyRows(canvas).at(-1)).toHaveAttribute('aria-rowindex', '100001'));
  },
};

export const HundredThousandRowsNorwegian: Story = {
  ...HundredThousandRows,
  globals: { locale: 'no' },
  play: undefined,
};

export const Pipelines: Story = {
  args: { selectable: false },
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <DataTable
        label={LABEL.pipelines[locale]}
        columns={pipelineColumns(locale)}
        data={PIPELINES}
        searchable={false}
      />
    );
  },
};

const recent: Partial<Record<Locale, ReturnType<typeof datasetHarvests>>> = {};
/** The dataset's 120 most recent harvests (fish groups at the end of their production cycle). */
const recentHarvests = (locale: Locale) => (recent[locale] ??= datasetHarvests(locale).slice(0, 120));

export const RecommendationHarvest: Story = {
  name: 'Recommendation table (harvest, 1,000 px)',
  args: { selectable: false },
  render: (args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <DataTable
        label={LABEL.harvest[locale]}
        columns={datasetHarvestColumns(locale)}
        data={recentHarvests(locale)}
        getRowId={(row) => row.id}
        variant="recommendation"
        exportFileName="farm-recommend-table"
        onExport={args.onExport}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newest = recentHarvests('en')[0] as DatasetHarvest;
    await expect(canvas.getByText('120 rows')).toBeInTheDocument();
    // The dataset's most recent harvest comes first: its farm, cage and fish group.
    const first = within(bodyRows(canvas)[0] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(first.slice(1, 4)).toEqual([newest.farm, newest.cage, newest.fishGroup]);
  },
};
