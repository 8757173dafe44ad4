import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers.ts';

test('a new user signs up, picks Norwegian, verifies the email from the dev mailbox and lands on the map in Norwegian', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const email = `ny.bruker.${Date.now()}@havbruk.example`;
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  // The dev provider shows its signup form for `screen_hint=signup`, else a link to it.
  const createAccount = page.getByRole('link', { name: 'Create an account' });
  await expect(page.getByLabel('Password')).toBeVisible();
  if (await createAccount.isVisible()) await createAccount.click();
  await page.getByLabel('Name').fill('Nora Nybruker');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('havbruk-test');
  await page.locator('form[action$="/signup"] button[type="submit"]').click();

  await expect(page).toHaveURL(/\/setup$/);
  const next = page.getByRole('button', { name: /^(Next|Neste)$/ });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: 'Norsk' }).check();
  await page.getByRole('button', { name: 'Neste' }).click();

  await expect(page).toHaveURL(/\/verify\/email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bekreft e-posten din' })).toBeVisible();

  // The dev mailbox holds the verification mail the server "sent".
  const mailbox = await page.request.get('http://localhost:4000/dev/mailbox');
  const html = await mailbox.text();
  const mail = html.split('<article>').find((article) => article.includes(email));
  const link = /href="([^"]*\/verify\?token=[^"]+)"/.exec(mail ?? '')?.[1];
  expect(link).toBeTruthy();
  await page.goto(link as string);

  // A fresh page load: the session is restored silently from the identity provider.
  await expect(page).toHaveURL(/\/(map|health)$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^(Kart|Helse)$/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('going offline shows the offline message', async ({ page, context }) => {
  const errors = watchConsole(page);
  await page.goto('/lost');
  await expect(page.getByText('It looks like you are lost at sea.')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('alert')).toContainText(
    'It appears that you have lost connection to Havbruk. Are you connected to the internet?',
  );
  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
