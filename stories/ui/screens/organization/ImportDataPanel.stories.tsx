import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ImportRun, ImportRunReport, Pipeline } from '@havbruk/api';
import { ImportDataPanel, PipelinesScreen } from '@havbruk/ui';
import { pipelines, today } from './organizationData.ts';

const pipeline: Pipeline = {
  ...pipelines[0]!,
  id: 'org-nordvik-lice-counts',
  kind: 'liceCounts',
  pipeline: 'Lice counts',
};

const run = (overrides: Partial<ImportRun>): ImportRun => ({
  id: 'run-1',
  pipelineId: pipeline.id!,
  userName: 'Ingrid Dahl',
  startedAt: '2026-11-20T08:15:00.000Z',
  durationMs: 412,
  fileName: 'lice-week-47.csv',
  fileSize: 2048,
  format: 'lice-counts-en-csv',
  mode: 'all-or-nothing',
  status: 'succeeded',
  added: 14,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  latestDataDate: '2026-11-19',
  ...overrides,
});
const runs: ImportRun[] = [
  run({ id: 'run-2', startedAt: '2026-11-21T09:00:00.000Z', status: 'rejected', added: 0, rejected: 2 }),
  run({}),
];
const rejectedReport: ImportRunReport = {
  ...runs[0]!,
  rejectedRows: [
    { line: 3, code: 'range', reason: 'adult_female_lice: 120 is above 100' },
    { line: 7, code: 'unknownCage', reason: 'cage M77 is not a cage of locality 12345' },
  ],
  forbiddenFarms: [],
};
const file = { name: 'lice-week-48.csv', size: 3120 };

const meta = {
  title: 'ui/screens/organization/ImportDataPanel',
  component: ImportDataPanel,
  args: {
    pipeline,
    state: { step: 'choose' },
    runs,
    templates: { en: '/imports/templates/lice-counts-en.csv', no: '/imports/templates/lice-counts-no.csv' },
    onChooseFile: fn(),
    onImport: fn(),
    onReset: fn(),
    onDownloadRejected: fn(),
  },
} satisfies Meta<typeof ImportDataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose or drop a file; the empty templates to download; the run history. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Import data: Lice counts' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'English (comma, decimal point)' })).toHaveAttribute(
      'href',
      '/imports/templates/lice-counts-en.csv',
    );
    const input = canvas.getByLabelText('Choose a file');
    await userEvent.upload(input, new File(['locality_number'], 'lice.csv', { type: 'text/csv' }));
    await expect(args.onChooseFile).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('table', { name: 'Run history' })).toBeVisible();
  },
};

/** The first rows of a CSV file with the detected format; import with or without the valid-rows option. */
export const Preview: Story = {
  args: {
    state: {
      step: 'preview',
      file,
      format: 'lice-counts-en-csv',
      rows: [
        ['locality_number', 'cage', 'date', 'adult_female_lice'],
        ['12345', 'M1', '2026-11-23', '0.12'],
        ['12345', 'M2', '2026-11-23', '0.2'],
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('lice-counts-en-csv')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'First rows of the file' })).toHaveTextContent('M2');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Import the valid rows and report the rest' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(args.onImport).toHaveBeenCalledWith({ validRows: true });
  },
};

/** An `.xlsx` file (no preview in the browser) whose format was not recognised from its first bytes. */
export const PreviewWithoutRows: Story = {
  args: { state: { step: 'preview', file: { name: 'lice.xlsx', size: 9000 }, format: null, rows: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No preview for .xlsx files.')).toBeVisible();
    await expect(canvas.getByText('Not recognised: the server will say what is wrong')).toBeVisible();
  },
};

/** An empty CSV file: said plainly (it is not an `.xlsx` file without a preview). */
export const PreviewOfAnEmptyFile: Story = {
  args: { state: { step: 'preview', file: { name: 'lice.csv', size: 0 }, format: null, rows: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The file is empty.')).toBeVisible();
    await expect(canvas.queryByText('No preview for .xlsx files.')).toBeNull();
  },
};

export const Uploading: Story = {
  args: { state: { step: 'uploading', file, progress: 0.4 } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Importing lice-week-48.csv' });
    await expect(bar).toHaveAttribute('value', '40');
  },
};

export const Imported: Story = {
  args: { state: { step: 'report', report: { ...runs[1]!, rejectedRows: [], forbiddenFarms: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Imported' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Rejected rows' })).toBeNull();
  },
};

/** A rejected file: nothing written, each rejected row with its line and reason, and the download. */
export const Rejected: Story = {
  args: { state: { step: 'report', report: rejectedReport } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Rejected: nothing was imported' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Rejected rows' })).toHaveTextContent(
      'cage M77 is not a cage of locality 12345',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Download rejected rows (CSV)' }));
    await expect(args.onDownloadRejected).toHaveBeenCalledWith('run-2');
  },
};

export const Failed: Story = {
  args: { state: { step: 'error', message: 'Locality 4711 does not belong to this organization' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The import failed: Locality 4711 does not belong to this organization',
    );
  },
};

export const NoRunsYet: Story = {
  args: { runs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No files imported yet.')).toBeVisible();
  },
};

export const RunsLoading: Story = { args: { runs: null } };

export const ChooseNorwegianDark: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Importer data: Lusetellinger' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Tidligere importer' })).toBeVisible();
  },
};
export const PreviewNorwegianDark: Story = { ...Preview, play: undefined, globals: { locale: 'no', theme: 'dark' } };
export const UploadingNorwegianDark: Story = {
  ...Uploading,
  play: undefined,
  globals: { locale: 'no', theme: 'dark' },
};
export const RejectedNorwegianDark: Story = {
  args: Rejected.args,
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Avvist: ingenting ble importert' })).toBeVisible();
  },
};
export const FailedNorwegianDark: Story = { ...Failed, play: undefined, globals: { locale: 'no', theme: 'dark' } };

/** The pipelines page with an "Import data" button per import pipeline and the open panel under the table. */
export const OnThePipelinesPage: StoryObj<typeof PipelinesScreen> = {
  render: (args) => <PipelinesScreen {...args} />,
  args: {
    status: 'ready',
    pipelines: [pipeline, ...pipelines.slice(1, 3)],
    today,
    onImportData: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Only the import pipeline (it has an id) takes files.
    await expect(canvas.getAllByRole('button', { name: /^Import data into/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Import data into Lice counts' }));
    await expect(args.onImportData).toHaveBeenCalledWith(pipeline);
  },
};
