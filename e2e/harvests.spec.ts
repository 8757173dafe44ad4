import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logInAs, watchConsole } from './helpers.ts';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('an essentials user plans a harvest: filter, sort, focus a day and export the CSV in Norwegian', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/health/harvests');
  // Lars Johansen: essentials, Norwegian.
  await logInAs(page, /Lars Johansen/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slaktealternativer' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Slakteanbefalinger' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Minimum weight 4.5 kg and a 30-day window starting a month from today.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Slaktefilter' });
  const from = dialog.getByLabel('Fra');
  const today = await from.inputValue();
  await dialog.getByRole('textbox', { name: 'Minimum (kg)' }).fill('4,5');
  await dialog.getByRole('textbox', { name: 'Minimum (kg)' }).press('Enter');
  const start = addDays(today, 30);
  const end = addDays(today, 59);
  await from.fill(start);
  await dialog.getByLabel('Til').fill(end);
  await dialog.getByRole('button', { name: 'Bruk' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/4,50\u00a0kg\+/)).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Klar');

  // Sort by biomass.
  await page.getByRole('combobox', { name: 'Sorter etter' }).click();
  await page.getByRole('option', { name: 'Biomasse', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Sorter etter' })).toHaveText('Biomasse');
  // The fish grow to the end of the dates, so every farm's best day by biomass is one day: named once, not as a
  // column repeating it (issue 38.4).
  await expect(page.getByText(/^Beste dag etter biomasse er \d{2}\.\d{2}\.\d{4} for alle lokalitetene/)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /^Beste dag/ })).toHaveCount(0);

  // A day inside the window on the graph: the table shows every farm on that day.
  const graph = page.getByRole('group', { name: /per dag/ });
  const days = graph.getByRole('button');
  const inside = days.nth(6);
  await inside.click();
  await expect(inside).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('columnheader', { name: /^Dag/ })).toBeVisible();

  // The CSV: semicolons, decimal commas, numbers without grouping.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('farm-recommend-table.csv');
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, first] = text.split(/\r?\n/);
  expect(header).toContain('Lokalitet;Lokalitets-id;Dag;Snittvekt (kg);Fisk;Biomasse (t);Verdi');
  // Weight with a decimal comma, fish, biomass and value as plain numbers, superior share with a decimal comma.
  expect(first).toMatch(/;\d{4}-\d{2}-\d{2};\d+,\d{1,2};\d+;\d+;\d+;NOK;\d+(,\d)?;/);
  expect(errors).toEqual([]);
});
