import { expect, test } from '@playwright/test';
import { isApiCall, signUpOnProvider, verificationLinkFor, watchConsole } from './helpers.ts';

const newEmail = (who: string) => `${who}.${Date.now()}@havbruk.example`;

test('a new user signs up, picks Norwegian, verifies the email from the dev mailbox and lands on the map in Norwegian', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const email = newEmail('ny.bruker');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  // `screen_hint=signup` opens the provider's sign-up form directly.
  await signUpOnProvider(page, 'Nora Nybruker', email);

  await expect(page).toHaveURL(/\/setup$/);
  const next = page.getByRole('button', { name: /^(Next|Neste)$/ });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: 'Norsk' }).check();
  await page.getByRole('button', { name: 'Neste' }).click();

  await expect(page).toHaveURL(/\/verify\/email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bekreft e-posten din' })).toBeVisible();

  // The dev mailbox holds the verification mail the server "sent".
  const link = await verificationLinkFor(page, email);
  await page.goto(link);

  // A fresh page load: the session is restored silently from the identity provider.
  await expect(page).toHaveURL(/\/(map|health)$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^(Kart|Helse)$/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-out deep link is kept through signup, setup and verification and opened at the end', async ({
  page,
  context,
}) => {
  const errors = watchConsole(page);
  const email = newEmail('dyplenke');
  await page.goto('/search');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  await signUpOnProvider(page, 'Dina Dyplenke', email);

  // Not confirmed yet: setup first, the wanted path waits.
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/verify\/email$/);

  // The link opens in a new tab, as from the mail client: the session is restored silently there.
  const link = await verificationLinkFor(page, email);
  const tab = await context.newPage();
  const tabErrors = watchConsole(tab);
  await tab.goto(link);
  await expect(tab).toHaveURL(/\/search$/, { timeout: 30_000 });
  await expect(tab.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(tab).toHaveTitle('Search | Havbruk');
  expect(tabErrors).toEqual([]);
  expect(errors).toEqual([]);
});

test('a verification link opened while signed out is completed after login', async ({ page, browser }) => {
  const errors = watchConsole(page);
  const email = newEmail('lenke');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  await signUpOnProvider(page, 'Lene Lenkesen', email);
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/verify\/email$/);
  const link = await verificationLinkFor(page, email);

  // Another browser: no app state and no session at the identity provider.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  const freshErrors = watchConsole(fresh);
  const verifications: number[] = [];
  fresh.on('response', (response) => {
    if (isApiCall(response.url()) && new URL(response.url()).pathname === '/verify/email')
      verifications.push(response.status());
  });
  await fresh.goto(link);
  await expect(fresh).toHaveURL(/\/login$/);
  await fresh.getByRole('button', { name: 'Log in' }).first().click();
  await fresh.getByLabel('E-mail').fill(email);
  await fresh.getByLabel('Password').fill('havbruk-test');
  await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();

  // The link's query survived the login round trip: the email is verified and the user lands home.
  await expect(fresh).toHaveURL(/\/map$/, { timeout: 30_000 });
  await expect(fresh.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
  // (The dev build's React strict mode may run the page's verification twice; the server answers both.)
  expect(verifications.length).toBeGreaterThan(0);
  expect(verifications.every((status) => status === 200)).toBe(true);
  await other.close();
  expect(freshErrors).toEqual([]);
  expect(errors).toEqual([]);
});
