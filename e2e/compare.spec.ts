import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInAs, watchConsole } from './helpers.ts';

/** Picks an option of a design-system Select (Radix) inside a scope. */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Fills one compare row: farm by quick search, then its newest generation; the cage stays the whole farm. */
async function fillRow(page: Page, number: number, query: string, farm: string) {
  const row = page.getByRole('listitem', { name: `Row ${number}` });
  await row.getByRole('combobox', { name: `Farm (Row ${number})` }).fill(query);
  await page.getByRole('option', { name: new RegExp(`^${farm}`) }).click();
  await choose(page, row, 'Generation', /^(H|V)\d\d /);
  await expect(row.getByRole('combobox', { name: 'Cage' })).toHaveText('Whole farm');
}

test('an essentials user compares two farms’ female lice weekly with the area baseline, and a reload shows the same chart', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/compare');
  await logInAs(page, /Ingrid Hansen/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare' })).toBeVisible();
  await fillRow(page, 1, 'Indre Sild', 'Indre Sildøya');
  await page.getByRole('button', { name: 'Add farm' }).click();
  await fillRow(page, 2, 'Indre Våg', 'Indre Vågneset');
  await choose(page, page.locator('main'), 'Aggregation', 'Weekly');
  await page.getByRole('switch', { name: 'Area baseline' }).click();

  await expect(page).toHaveURL(
    /\/compare\?values=12468\|12468-H26\|farm,12635\|12635-[HV]\d\d\|farm&agg=week&traces=lice\.female&baseline=area$/,
  );
  const chart = page.locator('[data-state="ready"][data-mode]');
  await expect(chart).toBeVisible();
  const legend = page.getByRole('list', { name: 'Series' }).getByRole('listitem');
  const expected = [
    /^Indre Sildøya \/ H26 \/ Whole farm · Adult female lice/,
    /^Indre Vågneset \/ [HV]\d\d \/ Whole farm · Adult female lice/,
    /^Area 4 median · Adult female lice/,
    /^Area 4 25th percentile · Adult female lice/,
    /^Area 4 75th percentile · Adult female lice/,
  ];
  await expect(legend).toHaveText(expected);
  await expect(chart.locator('[data-band]')).toHaveCount(1);
  const url = page.url();

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('listitem', { name: 'Row 1' }).getByRole('combobox', { name: 'Generation' })).toHaveText(
    /^H26 /,
  );
  await expect(page.getByRole('combobox', { name: 'Aggregation' })).toHaveText('Weekly');
  await expect(page.getByRole('switch', { name: 'Area baseline' })).toBeChecked();
  await expect(legend).toHaveText(expected);
  await expect(chart.locator('[data-band]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a basics user searches a farm name and opens its lice view', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/search');
  await logInAs(page, /Ola Nilsen/);
  // Ola Nilsen's language is Norwegian.
  await expect(page.getByRole('heading', { level: 1, name: 'Søk' })).toBeVisible();
  await expect(page.getByText('Skriv et søkeord for å søke.')).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Søk etter anlegg og organisasjoner' });
  await box.fill('Indre Sildøya');
  await expect(page).toHaveURL(/\/search\?q=Indre\+Sild%C3%B8ya$/);
  const card = page.getByRole('link', { name: /Indre Sildøya/ }).first();
  await expect(card).toBeVisible();
  // Arrow down from the box moves to the first result; Enter opens it.
  await box.press('ArrowDown');
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/farm\/12468\/lice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Indre Sildøya' })).toBeVisible();
  expect(errors).toEqual([]);
});
