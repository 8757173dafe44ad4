import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChartExportButton, PIE_EXPORT_SIZE, ProfilerPie, TimelineChart } from '@havbruk/charts';
import { weeklySeries } from './chartData.ts';
import { formatters, withChartTheme } from './chartDecorators.tsx';

const lice = [weeklySeries('female', 'Adult female lice'), weeklySeries('mobile', 'Mobile lice')];
const timeline = (
  <TimelineChart
    series={lice}
    label="Sea lice per fish, weekly"
    thresholds={[{ value: 0.5, label: 'Limit 0.5' }]}
    {...formatters('en', 2)}
  />
);
const pie = (
  <ProfilerPie
    label="Mortality by cause"
    slices={[
      { id: 'handling', label: 'Treatment injuries', value: 18_420 },
      { id: 'ulcers', label: 'Winter ulcers', value: 9_310 },
      { id: 'disease', label: 'Disease (PD)', value: 7_050 },
      { id: 'unknown', label: 'Unknown', value: 4_880 },
    ]}
    formatValue={formatters('en', 0).formatValue}
  />
);

const meta = {
  title: 'charts/ChartExport',
  component: ChartExportButton,
  decorators: [withChartTheme],
  args: {
    label: 'Download PNG',
    chart: timeline,
    filename: 'farm-lice.png',
    chartHeight: 460,
    failedTitle: 'Download Failed',
    failedMessage: 'This browser cannot save the image. Try another browser, such as Chrome or Firefox.',
    failedDismissLabel: 'OK',
    onExported: fn(),
    download: fn(() => true),
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div>
        <ChartExportButton {...args} />
      </div>
      {args.chart}
    </div>
  ),
} satisfies Meta<typeof ChartExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const imageSize = async (blob: Blob) => {
  const bitmap = await createImageBitmap(blob);
  return { width: bitmap.width, height: bitmap.height };
};

export const TimelinePng: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(args.onExported).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const blob = (args.onExported as ReturnType<typeof fn>).mock.calls.at(-1)![0] as Blob;
    await expect(blob.type).toBe('image/png');
    await expect(await imageSize(blob)).toEqual({ width: 1300, height: 500 });
    await expect(args.download).toHaveBeenCalledWith(blob, 'farm-lice.png');
  },
};

export const TimelinePngDark: Story = { ...TimelinePng, globals: { theme: 'dark' } };

export const PiePng: Story = {
  args: { chart: pie, size: PIE_EXPORT_SIZE, chartHeight: 800, filename: 'mortality-profile.png' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(args.onExported).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const blob = (args.onExported as ReturnType<typeof fn>).mock.calls.at(-1)![0] as Blob;
    await expect(await imageSize(blob)).toEqual({ width: 800, height: 800 });
  },
};

/** A browser that cannot download (the spec's Edge case): the "Download Failed" alert. */
export const DownloadFailed: Story = {
  args: { download: fn(() => false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download PNG' }));
    const alert = await canvas.findByRole('alertdialog', { name: 'Download Failed' }, { timeout: 15_000 });
    await expect(alert).toHaveAccessibleDescription(/cannot save the image/);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

export const DownloadFailedNorwegian: Story = {
  globals: { locale: 'no' },
  args: {
    label: 'Last ned PNG',
    download: fn(() => false),
    failedTitle: 'Nedlasting mislyktes',
    failedMessage:
      'Denne nettleseren kan ikke lagre bildet. Prøv en annen nettleser, for eksempel Chrome eller Firefox.',
    failedDismissLabel: 'OK',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Last ned PNG' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole(
        'alertdialog',
        { name: 'Nedlasting mislyktes' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};
