import { expect, test } from '@playwright/test';
import { API, watchConsole } from './helpers.ts';

test('a signed-out visitor: / and an unknown path lead to the login page, which comes in its HTML and which the app takes over; a press on the sign-up page before the app runs is not lost', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Havbruk' })).toBeVisible();
  await expect(page).toHaveTitle('Log in | Havbruk');

  // An unknown path goes to /lost, and home from there is the login page.
  await page.goto('/no/such/place/at/sea');
  await expect(page).toHaveURL(/\/lost$/);
  await expect(page.getByText('It looks like you are lost at sea.')).toBeVisible();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The login page comes in its HTML: the prerendered frame's heading, as the HTML delivered it (before any of the
  // app's code has run), is the one the running app shows.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const shown = `#root > [data-prerendered="${document.documentElement.dataset['display']}"] h1`;
      Object.assign(window, { prerenderedHeading: document.querySelector(shown) });
    });
  });
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('Welcome to Havbruk');
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in | Havbruk'); // the app is running
  const kept = await page.evaluate(() => {
    const before = (window as { prerenderedHeading?: Element | null }).prerenderedHeading;
    return Boolean(before) && before === document.querySelector('h1') && document.querySelectorAll('h1').length === 1;
  });
  expect(kept).toBe(true);
  // The hydrated page works: Log in goes to the identity provider.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.origin === API);

  // A press on the prerendered sign-up page before the app runs: the app's entry is held back until it is made.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not until `load`: the entry, held back, is started once the frame is painted and may then hold `load` back.
  await page.goto('/signup', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  release();
  await expect(page).toHaveURL((url) => url.origin === API);
  expect(errors).toEqual([]);
});
