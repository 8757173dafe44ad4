import { expect, test } from '@playwright/test';
import { API, logInAs, logOut, watchConsole, watchTokenGrants } from './helpers.ts';

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
  // The compare page then writes its (empty) comparison into the query: the path is what came back.
  await expect(page).toHaveURL(/\/compare(\?|$)/);
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
  // The browser logs the failed resource itself: that is the 500 this test asks for.
  const errors = watchConsole(page, { failingRequests: [/\/config\/farms$/] });
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
  expect(errors).toEqual([]);
});

test('logout keeps the language and dark mode', async ({ page }) => {
  const errors = watchConsole(page);
  const grants = watchTokenGrants(page);
  const theme = page.locator('[data-theme]').first();
  await page.goto('/map');
  await logInAs(page, /Lars Johansen/);
  await expect(page).toHaveURL(/\/map$/);
  // Lars reads Norwegian (his profile); the app starts light.
  await expect(page.getByRole('heading', { level: 1, name: 'Kart' })).toBeVisible();
  await expect(theme).toHaveAttribute('data-theme', 'light');

  // Dark mode on, as the user, through the preferences API (PUT /users/data), then a reload: the session is
  // restored silently and the user's preferences are applied.
  await expect.poll(() => grants.length).toBeGreaterThan(0);
  const setDarkMode = async (darkModeOn: boolean) => {
    const token = grants.at(-1)?.accessToken;
    const response = await page.request.put(`${API}/users/data`, {
      headers: { authorization: `Bearer ${token}` },
      data: { darkModeOn },
    });
    expect(response.status()).toBe(200);
  };
  await setDarkMode(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Kart' })).toBeVisible({ timeout: 30_000 });
    await expect(theme).toHaveAttribute('data-theme', 'dark');
  } finally {
    // The demo user is shared by other runs: only this browser keeps dark mode from here on.
    await setDarkMode(false);
  }

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Logg inn' }).first()).toBeVisible();
  await expect(theme).toHaveAttribute('data-theme', 'dark');
  // And after a reload of the login page (nothing but language and dark mode was kept).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logg inn' }).first()).toBeVisible();
  await expect(theme).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual([]);
});

test('a language picked just before logout is saved, not lost', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/map');
  await logInAs(page, /Lars Johansen/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kart' })).toBeVisible();

  // English, then log out at once: well inside the 325 ms the change waits before it is sent.
  const saved = page.waitForResponse(
    (response) => response.url() === `${API}/users/data` && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Bytt språk til Engelsk' }).click();
  await logOut(page);
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();

  // Signed in again, the server has the choice; then back to Norwegian (the demo user is shared by other tests).
  await page.goto('/map');
  await logInAs(page, /Lars Johansen/);
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
  const restored = page.waitForResponse(
    (response) => response.url() === `${API}/users/data` && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Switch language to Norwegian' }).click();
  expect((await restored).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Kart' })).toBeVisible();
  expect(errors).toEqual([]);
});
