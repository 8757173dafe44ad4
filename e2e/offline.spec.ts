import { expect, test } from '@playwright/test';
import { isApiCall, logInAs, watchConsole, watchTokenGrants } from './helpers.ts';

const OFFLINE = 'It appears that you have lost connection to Havbruk. Are you connected to the internet?';

test('offline, a view whose code is not loaded yet keeps the page under the offline message and loads when back online; on a loaded page the message goes back online and the data refreshes', async ({
  page,
  context,
}) => {
  const errors = watchConsole(page);
  const grants = watchTokenGrants(page);
  await page.goto('/farm/12468');
  await logInAs(page, /Ingrid Hansen/);
  await expect(page).toHaveURL(/\/farm\/12468\/lice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Indre Sildøya' })).toBeVisible();
  await expect(page.locator('[data-state="ready"][data-mode]')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Go offline soon after a token arrived, so no renewal (every 15 s here) falls into the offline moment.
  await expect.poll(() => grants.length).toBeGreaterThan(0);

  await context.setOffline(true);
  const tabs = page.getByRole('navigation', { name: 'Entity views' });
  // The mortality view's pie chart is its own chunk, not loaded on the lice view.
  await tabs.getByRole('link', { name: 'Mortality' }).click();
  await expect(page).toHaveURL(/\/farm\/12468\/mortality$/);
  // The error box over the page (and the chart's own box, whose data did not load either) say why.
  const boxes = page.getByRole('alertdialog');
  await expect(page.getByRole('alertdialog', { name: 'No connection' }).first()).toContainText(OFFLINE);
  // A network failure, not a render failure: the page stays (no "the boat has sunk!"), no incident id spins.
  await expect(page.getByText('Uh ohh... the boat has sunk!')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Indre Sildøya' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Failure' })).toHaveCount(0);
  await expect(page.getByText('Generating incident id ...')).toHaveCount(0);

  await context.setOffline(false);
  // Back online the box goes (it does not turn into "There was an issue on our end") and the chunk loads.
  await expect(boxes).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Mortality by cause' })).toBeVisible();
  await expect(page.getByText('Oops! There was an issue on our end.')).toHaveCount(0);

  // The same for a screen of its own (the compare page's chunk), reached from the navigation offline.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Compare', exact: true }).first().click();
  await expect(page).toHaveURL(/\/compare/);
  await expect(page.getByRole('alertdialog', { name: 'No connection' }).first()).toContainText(OFFLINE);
  await expect(page.getByText('Uh ohh... the boat has sunk!')).toHaveCount(0);
  await context.setOffline(false);
  await expect(boxes).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare' })).toBeVisible();
  // Requests cut by the test (the chunks, a refresh) fail with the browser's own log lines; React logs the
  // chunk's failed download it caught. Every other console error or page error fails the test.
  expect(
    errors.filter(
      (error) =>
        !error.endsWith('net::ERR_INTERNET_DISCONNECTED') && !error.includes('Failed to fetch dynamically imported'),
    ),
  ).toEqual([]);

  // On a page whose code is loaded (settings, a fresh load: the session restored silently with a new token, so no
  // renewal falls into the offline moment), the offline message shows; back online it goes and the data refreshes.
  const settingsErrors = watchConsole(page);
  const tokens = grants.length;
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The page's code is all in once the sidebar's organization picker has its own (loaded when the browser is idle:
  // the stand-in trigger until then), so no chunk is on its way when the connection drops.
  const picker = page.getByRole('combobox', { name: 'Organization', exact: true });
  await expect(picker).toBeVisible();
  await expect(picker).not.toHaveAttribute('data-stand-in');
  await expect.poll(() => grants.length).toBeGreaterThan(tokens);
  await context.setOffline(true);
  const message = page.getByRole('alert').filter({ hasText: OFFLINE });
  await expect(message).toBeVisible();
  const refreshed = page.waitForResponse(
    (response) => isApiCall(response.url()) && response.request().method() === 'GET' && response.ok(),
  );
  await context.setOffline(false);
  await expect(message).toHaveCount(0);
  const response = await refreshed;
  expect(response.request().headers()['authorization']).toMatch(/^Bearer /);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // A request in flight when the test cut the connection (a prefetched chunk, a refresh) fails with the browser's
  // own log line; that is the test's doing. Every other console error or page error still fails the test.
  expect(settingsErrors.filter((error) => !error.endsWith('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
