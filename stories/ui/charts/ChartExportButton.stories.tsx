import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pieToPng, ProfilerPie, TimelineChart, timelineToPng, type PieSlice } from '@havbruk/charts';
import { ChartExportButton } from '@havbruk/ui';
import { weeklySeries } from '../../charts/chartData.ts';

const lice = [weeklySeries('female', 'Adult female lice'), weeklySeries('mobile', 'Mobile lice')];
const timelineProps = {
  series: lice,
  thresholds: [{ value: 0.5, label: 'Limit 0.5' }],
  formatValue: (value: number) => value.toFixed(2),
};
const slices: PieSlice[] = [
  { id: 'handling', label: 'Treatment injuries', value: 18_420 },
  { id: 'ulcers', label: 'Winter ulcers', value: 9_310 },
  { id: 'disease', label: 'Disease (PD)', value: 7_050 },
  { id: 'unknown', label: 'Unknown', value: 4_880 },
];

const meta = {
  title: 'ui/charts/ChartExportButton',
  component: ChartExportButton,
  args: {
    label: 'Download PNG',
    filename: 'farm-lice.png',
    render: (theme) => timelineToPng(timelineProps, { theme, title: 'Sea lice per fish, weekly' }),
    failedTitle: 'Download Failed',
    failedMessage: 'Your browser could not save the image. Try another browser.',
    failedDismissLabel: 'OK',
    onExported: fn(),
    download: fn(() => true),
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <div>
        <ChartExportButton {...args} />
      </div>
      {args.filename.endsWith('-pie.png') ? (
        <ProfilerPie label="Mortality by cause" slices={slices} />
      ) : (
        <TimelineChart label="Sea lice per fish, weekly" {...timelineProps} />
      )}
    </div>
  ),
} satisfies Meta<typeof ChartExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The exported image's size and the colour of its corner pixel (the background) and how many pixels differ from it. */
const inspect = async (blob: Blob) => {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0);
  const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  const corner = [data[0]!, data[1]!, data[2]!];
  let drawn = 0;
  for (let i = 0; i < data.length; i += 4)
    if (
      Math.abs(data[i]! - corner[0]!) + Math.abs(data[i + 1]! - corner[1]!) + Math.abs(data[i + 2]! - corner[2]!) >
      30
    )
      drawn += 1;
  return { width: bitmap.width, height: bitmap.height, corner, drawn };
};
/** The background of the chart on screen, as [r, g, b]. */
const screenBackground = (canvasElement: HTMLElement) => {
  const chart = canvasElement.querySelector<HTMLElement>('[data-state="ready"]')!;
  return getComputedStyle(chart).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number);
};
const exported = async (canvasElement: HTMLElement, args: { onExported?: unknown }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download PNG' }));
  await waitFor(() => expect(args.onExported).toHaveBeenCalledTimes(1));
  return (args.onExported as ReturnType<typeof fn>).mock.calls.at(-1)![0] as Blob;
};
const luminance = ([r, g, b]: number[]) => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;

/** 1300×500, drawn on the page's (light) chart background, with the chart drawn on it. */
export const TimelinePng: Story = {
  play: async ({ canvasElement, args }) => {
    const blob = await exported(canvasElement, args);
    await expect(blob.type).toBe('image/png');
    const image = await inspect(blob);
    await expect({ width: image.width, height: image.height }).toEqual({ width: 1300, height: 500 });
    await expect(image.corner).toEqual(screenBackground(canvasElement));
    await expect(luminance(image.corner)).toBeGreaterThan(200);
    await expect(image.drawn).toBeGreaterThan(2000);
    await expect(args.download).toHaveBeenCalledWith(blob, 'farm-lice.png');
  },
};

/** Dark theme: the export is dark too (the theme on screen is passed to the headless drawing). */
export const TimelinePngDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const image = await inspect(await exported(canvasElement, args));
    await expect(image.corner).toEqual(screenBackground(canvasElement));
    await expect(luminance(image.corner)).toBeLessThan(60);
    await expect(image.drawn).toBeGreaterThan(2000);
  },
};

/** The profiler pie: 800×800, dark. */
export const PiePngDark: Story = {
  globals: { theme: 'dark' },
  args: {
    filename: 'mortality-pie.png',
    render: (theme) => pieToPng({ slices }, { theme, title: 'Mortality by cause' }),
  },
  play: async ({ canvasElement, args }) => {
    const image = await inspect(await exported(canvasElement, args));
    await expect({ width: image.width, height: image.height }).toEqual({ width: 800, height: 800 });
    await expect(image.corner).toEqual(screenBackground(canvasElement));
    await expect(luminance(image.corner)).toBeLessThan(60);
    await expect(image.drawn).toBeGreaterThan(50_000);
  },
};

/**
 * A browser that cannot download (the spec's Edge case): the "Download Failed" alert dialog from the ui
 * package: focus on its button, the page behind hidden from assistive technology, Escape closes it and focus
 * returns to the export button.
 */
export const DownloadFailed: Story = {
  args: { download: fn(() => false) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Download PNG' });
    await userEvent.click(trigger);
    const alert = await body.findByRole('alertdialog', { name: 'Download Failed' });
    await expect(alert).toHaveAccessibleDescription(/could not save the image/);
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus());
    await expect(trigger.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DownloadFailedNorwegian: Story = {
  globals: { locale: 'no' },
  args: {
    label: 'Last ned PNG',
    download: fn(() => false),
    failedTitle: 'Nedlasting mislyktes',
    failedMessage: 'Nettleseren kunne ikke lagre bildet. Prøv en annen nettleser.',
    failedDismissLabel: 'OK',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Last ned PNG' }));
    const alert = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Nedlasting mislyktes',
    });
    await waitFor(() => expect(alert).toBeVisible());
  },
};
