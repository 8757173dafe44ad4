import { expect, test } from '@playwright/test';
import { logInAs, watchConsole } from './helpers.ts';

test('an unknown path goes to /lost', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/no/such/place/at/sea');
  await expect(page).toHaveURL(/\/lost$/);
  await expect(page.getByText('It looks like you are lost at sea.')).toBeVisible();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test('a signed-out deep link to /compare comes back to /compare after login', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/compare');
  await expect(page).toHaveURL(/\/login$/);
  await logInAs(page, /Ingrid Hansen/);
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare' })).toBeVisible();
  await expect(page).toHaveTitle('Compare | Havbruk');
  expect(errors).toEqual([]);
});

test('a basics user opening /compare is sent to / and on to the map', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/compare');
  await logInAs(page, /Ola Nilsen/);
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('heading', { level: 1, name: /Map|Kart/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a server 500 shows the error box with an incident id from the server', async ({ page }) => {
  const errors = watchConsole(page);
  await page.route('**/config/farms', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Database unavailable' }),
    }),
  );
  await page.goto('/health');
  await logInAs(page, /Ingrid Hansen/);
  const box = page.getByRole('alertdialog', { name: 'Failure' });
  await expect(box).toBeVisible();
  await expect(box.getByText('Oops! There was an issue on our end.')).toBeVisible();
  await expect(box.getByText(/INC-[0-9A-F]{8}/)).toBeVisible();
  await expect(box.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  // The browser logs the failed resource itself; that is the 500 this test asked for.
  expect(errors.filter((text) => !text.includes('status of 500'))).toEqual([]);
});

test('logout keeps the language', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/map');
  await logInAs(page, /Lars Johansen/);
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kart' })).toBeVisible();
  await page.getByRole('link', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Logg inn' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
