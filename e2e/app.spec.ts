import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers.ts';

test('a signed-out visit to / lands on the login page with no console errors', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Havbruk' })).toBeVisible();
  await expect(page).toHaveTitle('Log in | Havbruk');
  expect(errors).toEqual([]);
});
