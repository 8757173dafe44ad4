import { expect, test, type Response } from '@playwright/test';
import { logInAs, watchConsole } from './helpers.ts';

/** Issue 33: an admin (the group's super admin) imports a lice-count file for one cage and the farm's lice chart gets the new counts, no reload. */
test('an admin imports lice counts for one cage and the farm lice chart shows them without a reload', async ({
  page,
}) => {
  const errors = watchConsole(page);
  // A new count on every run (the stack's database is kept between runs): the import always changes a row.
  const count = (40 + (Date.now() % 5000) / 1000).toFixed(3);
  const timelines: { request: string; body: string }[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().includes('/v2/timeline/data/entity') || response.status() !== 200) return;
    void response.text().then((body) => timelines.push({ request: response.request().postData() ?? '', body }));
  });
  await page.goto('/farm/12468/lice');
  await logInAs(page, /Ingrid Hansen/);
  await expect(page).toHaveURL(/\/farm\/12468\/lice$/);
  await expect(page.locator('[data-state="ready"][data-mode]')).toBeVisible();
  await expect.poll(() => timelines.length).toBeGreaterThan(0);
  const before = [...timelines];

  // Settings → Pipelines → Import data, in the app (no page load).
  await page.getByRole('link', { name: 'Settings', exact: true }).filter({ visible: true }).first().click();
  await page.getByRole('link', { name: 'Pipelines' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/settings\/pipelines$/);
  // The settings tab bar stays, Pipelines the current view (issue 38).
  const settingsViews = page.getByRole('navigation', { name: 'Settings views' });
  await expect(settingsViews.getByRole('link', { name: 'Pipelines' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Import data into Lice counts' }).click();
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'lice-12468.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `locality_number,cage,date,adult_female_lice,mobile_lice,stationary_lice\n12468,M1,2026-11-18,${count},9.5,3.25\n`,
    ),
  });
  await expect(page.getByText('lice-counts-en-csv')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Run history' })).toContainText('lice-12468.csv');

  // Back to the farm's lice chart through history (the app, not a reload): its timeline is fetched again.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/farm\/12468\/lice$/);
  await expect(page.locator('[data-state="ready"][data-mode]')).toBeVisible();
  await expect
    .poll(() =>
      timelines
        .slice(before.length)
        .some((after) => before.some((old) => old.request === after.request && old.body !== after.body)),
    )
    .toBe(true);
  expect(errors).toEqual([]);
});
