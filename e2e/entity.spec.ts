import { expect, test, type Page } from '@playwright/test';
import { logInAs, watchConsole } from './helpers.ts';

/** Picks an option of a design-system Select (Radix) by the field's label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

test('an essentials user works through a farm page, and a reload shows the same view', async ({ page }) => {
  const errors = watchConsole(page);
  // The page reads the columnar timeline (API v2) only.
  const timelineCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/timeline/data/entity')) timelineCalls.push(new URL(request.url()).pathname);
  });
  await page.goto('/farm/12468');
  await logInAs(page, /Ingrid Hansen/);
  // The page redirects to the first tab; the title is the farm's name.
  await expect(page).toHaveURL(/\/farm\/12468\/lice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Indre Sildøya' })).toBeVisible();
  await expect(page).toHaveTitle('Indre Sildøya | Havbruk');
  const conditions = page.getByRole('region', { name: 'Current conditions' });
  await expect(conditions.getByText('Weeks over the lice limit')).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Entity views' });
  await expect(tabs.getByRole('link')).toHaveText(['Lice', 'Feed', 'Growth', 'Mortality', 'Harvest', 'Lab']);
  // The lice chart draws the legal limit as a step line.
  const chart = page.locator('[data-state="ready"][data-mode]');
  await expect(chart.locator('[data-threshold="steps"]')).toHaveCount(1);

  await tabs.getByRole('link', { name: 'Mortality' }).click();
  await expect(page).toHaveURL(/\/farm\/12468\/mortality$/);
  await expect(tabs.getByRole('link', { name: 'Mortality' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('img', { name: 'Mortality by cause' })).toBeVisible();

  await choose(page, 'Measure', 'Mortality (%)');
  await choose(page, 'Generation', 'H24');
  await choose(page, 'Sensor', 'All cages');
  await choose(page, 'Aggregation', 'Weekly');
  await expect(page).toHaveURL(/\/farm\/12468\/mortality\/12468-H24\/cages\?field=percent&agg=week$/);
  await expect(chart).toHaveAttribute('data-zoomed', 'false');

  // Zoom by dragging over the middle of the chart.
  const overlay = chart.locator('[data-chart-overlay]');
  const box = (await overlay.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(chart).toHaveAttribute('data-zoomed', 'true');
  await expect(page).toHaveURL(/start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}&field=percent&agg=week$/);
  const zoomedUrl = page.url();

  await page.reload();
  await expect(page).toHaveURL(zoomedUrl);
  await expect(page.getByRole('combobox', { name: 'Measure' })).toHaveText('Mortality (%)');
  await expect(page.getByRole('combobox', { name: 'Generation' })).toHaveText('H24');
  await expect(page.getByRole('combobox', { name: 'Sensor' })).toHaveText('All cages');
  await expect(page.getByRole('combobox', { name: 'Aggregation' })).toHaveText('Weekly');
  await expect(chart).toHaveAttribute('data-zoomed', 'true');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  expect((await download).suggestedFilename()).toBe('farm-12468-mortality.png');

  await page.getByRole('button', { name: 'Reset zoom' }).click();
  await expect(page).toHaveURL(/\/mortality\/12468-H24\/cages\?field=percent&agg=week$/);
  expect(timelineCalls.length).toBeGreaterThan(0);
  expect(new Set(timelineCalls)).toEqual(new Set(['/v2/timeline/data/entity']));

  // On a phone the conditions stay where they are when the farm comes (issue 39: the Compare button's place is
  // held while it loads; it moved the page below 48 px).
  await page.setViewportSize({ width: 412, height: 823 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/entities/data/farm/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/farm/12468/lice');
  const conditionsRegion = page.getByRole('region', { name: 'Current conditions' });
  await expect(conditionsRegion).toBeVisible();
  const loadingTop = (await conditionsRegion.boundingBox())?.y;
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Indre Sildøya' })).toBeVisible();
  expect((await conditionsRegion.boundingBox())?.y).toBe(loadingTop);
  expect(errors).toEqual([]);
});

test('a basics user sees only the lice tab, and a feed link goes to /', async ({ page }) => {
  await page.goto('/farm/12468');
  await logInAs(page, /Ola Nilsen/);
  await expect(page).toHaveURL(/\/farm\/12468\/lice$/);
  // Ola Nilsen's language is Norwegian.
  await expect(page.getByRole('navigation', { name: 'Visninger' }).getByRole('link')).toHaveText(['Lus']);
  await page.goto('/farm/12468/feed');
  await expect(page).toHaveURL(/\/map$/);
});
