import { expect, test } from '@playwright/test';
import { logInAs, watchConsole } from './helpers.ts';

test('an essentials user goes from /health to a cage’s treatment options and on to its lice history', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/health');
  await logInAs(page, /Ingrid Hansen/);
  await page.getByRole('link', { name: 'Treatment options' }).click();
  await expect(page).toHaveURL(/\/health\/treatments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Treatment options' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Health' })).toHaveAttribute('href', '/health');

  // Without a farm: a card per farm, the first selected by default.
  const farmCards = page.getByRole('list', { name: 'Farms' }).getByRole('button');
  await expect(farmCards.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: /^Treatment recommendations for / })).toBeVisible();

  // Pick a farm in the farm options.
  await crumbs.getByRole('combobox', { name: 'Farm options' }).click();
  await page.getByRole('option', { name: 'Indre Sildøya', exact: true }).click();
  await expect(page).toHaveURL(/\/health\/treatments\/12468$/);
  await expect(page.getByText('Choose a cage to see its treatment options')).toBeVisible();

  // Pick a cage: its risk overview shows the ranked options.
  const cage = page.getByRole('list', { name: 'Cages' }).getByRole('button', { name: 'M1', exact: true });
  await cage.click();
  await expect(cage).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Treatment options, best overall score first')).toBeVisible();
  const options = page.getByRole('table', { name: 'Treatment options for M1' });
  await expect(options.getByRole('row')).not.toHaveCount(0);
  await expect(crumbs.getByRole('combobox', { name: 'Cage options' })).toHaveText('M1');

  // Follow the cage's lice history: the entity page of the farm with the generation and the cage.
  await page.getByRole('link', { name: 'Lice history of Indre Sildøya M1' }).first().click();
  await expect(page).toHaveURL(/\/farm\/12468\/lice\/12468-H26\/12468-M1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Indre Sildøya' })).toBeVisible();
  expect(errors).toEqual([]);
});
