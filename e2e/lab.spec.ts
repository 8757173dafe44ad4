import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logInAs, watchConsole } from './helpers.ts';

test('an essentials user reads a lab order, previews its files, downloads the CSV and highlights a product usage', async ({
  page,
}) => {
  const errors = watchConsole(page);
  // The files the preview loads (through the data layer's one file-link function).
  const fileUrls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/files/')) fileUrls.push(request.url());
  });
  // The previous generation (H24, at sea 2024-08 to 2025-12): its lab orders and product usages.
  await page.goto('/farm/12468/lab/12468-H24');
  // Ingrid Hansen: essentials, English, Indre Sildøya (12468) is one of her organization's farms.
  await logInAs(page, /Ingrid Hansen/);
  await expect(page).toHaveURL(/\/farm\/12468\/lab\/12468-H24$/);
  const lab = page.getByRole('region', { name: 'Lab results' });
  const orders = lab.getByRole('table', { name: 'Lab orders' });
  await expect(orders.getByRole('row').nth(1)).toBeVisible();
  await expect(lab.getByText('Choose an order in the table to see its attachments and PCR results.')).toBeVisible();

  // An order with a report and histology images: found with the table's search, then selected.
  await lab.getByRole('searchbox', { name: 'Search in Lab orders' }).fill('LAB-12468-018');
  await expect(lab.getByText('1 row', { exact: true })).toBeVisible();
  await lab.getByRole('button', { name: 'Select LAB-12468-018' }).click();
  await expect(lab.getByRole('heading', { name: 'Attachments of order LAB-12468-018' })).toBeVisible();
  await expect(lab.getByRole('heading', { name: 'PCR results of order LAB-12468-018' })).toBeVisible();
  await expect(lab.getByRole('combobox', { name: 'Disease and strain' })).toBeVisible();

  // The preview of a histology image: the picture is loaded in full; → moves on, Escape closes and focus returns.
  const thumbnail = lab.getByRole('button', { name: 'Open LAB-12468-018-histology-1.png' });
  await thumbnail.click();
  const preview = page.getByRole('dialog', { name: 'LAB-12468-018-histology-1.png' });
  const image = preview.getByRole('img', { name: 'Preview of LAB-12468-018-histology-1.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'LAB-12468-018-histology-2.png' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(lab.getByRole('button', { name: 'Open LAB-12468-018-histology-2.png' })).toBeFocused();

  // The CSV of what the table shows: English header row, comma separated.
  const download = page.waitForEvent('download');
  await lab.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('farm-lab-table.csv');
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line !== '');
  expect(lines[0]).toMatch(/^Order,Sample date,Diseases tested,Samples positive \(%\),Samples positive,Samples,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^LAB-12468-018,/);

  // The product benchmark under the view: a usage over several days, chosen in the table, is a band on the chart.
  const benchmark = page.getByRole('region', { name: 'Product benchmark' });
  await benchmark.getByRole('searchbox', { name: 'Search in Product usages' }).fill('Lumpfish');
  // The search applies after its debounce: the first selectable row is a Lumpfish usage before it is chosen.
  const firstRow = benchmark
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Select / }) })
    .first();
  await expect(firstRow).toContainText('Lumpfish');
  const usage = firstRow.getByRole('button', { name: /^Select / });
  await usage.click();
  await expect(usage).toHaveAttribute('aria-pressed', 'true');
  const note = page.getByRole('status').filter({ hasText: 'Highlighted on the chart: Lumpfish' });
  await expect(note).toHaveText(/^Highlighted on the chart: Lumpfish, \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
  const chart = page.locator('[data-state="ready"][data-mode]');
  const band = chart.locator('[data-layer="highlights"] [data-highlight="range"]');
  await expect(band).toHaveCount(1);
  // The band lies inside the plot and spans several days: the chart's range covers the chosen usage even where it
  // runs past the last lab order.
  const plot = (await chart.locator('[data-chart-overlay]').boundingBox())!;
  const area = (await band.boundingBox())!;
  expect(area.width).toBeGreaterThan(2);
  expect(area.x).toBeGreaterThanOrEqual(plot.x);
  expect(area.x + area.width).toBeLessThanOrEqual(plot.x + plot.width + 1);
  // Choosing the row again clears the band.
  await usage.click();
  await expect(note).toHaveCount(0);
  await expect(chart.locator('[data-layer="highlights"] [data-highlight="range"]')).toHaveCount(0);

  expect(fileUrls.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
