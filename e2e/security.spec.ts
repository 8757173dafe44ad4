import { expect, test } from '@playwright/test';
import { API, logInAs, logOut, watchConsole, watchTokenGrants } from './helpers.ts';

/**
 * Issue 13 item 5: a lab attachment opens through a short-lived signed link (no token in any URL, never cached);
 * logout revokes the sign-in at the provider and the same link is refused, as is the old access token. (A link's
 * 60-second expiry is tested with a fake clock in packages/server/test/security.files.test.ts.)
 */
test('an essentials user opens a lab attachment; after logout the same link is refused', async ({ page }) => {
  const errors = watchConsole(page);
  const grants = watchTokenGrants(page);
  const fileLinks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/files/links') fileLinks.push(request.method());
  });
  await page.goto('/farm/12468/lab');
  await logInAs(page, /Ingrid Hansen/);
  await expect(page).toHaveURL(/\/farm\/12468\/lab$/);
  await expect(page.getByRole('table', { name: 'Lab orders' })).toBeVisible();

  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Open .*report\.pdf$/ })
    .first()
    .click();
  const preview = page.getByTestId('attachment-preview');
  const viewer = preview.locator('[data-kind="pdf"]');
  await expect(viewer).toHaveAttribute('data', /\/files\/lab\/.+\?.*sig=/);
  const link = (await viewer.getAttribute('data'))!;
  expect(new URL(link).origin).toBe(API);
  expect(fileLinks).toContain('POST');

  // No token in the URL: not the access token, not its name.
  const tokens = grants.flatMap((grant) => [grant.accessToken, grant.refreshToken]).filter(Boolean) as string[];
  expect(tokens.length).toBeGreaterThan(0);
  expect(link).not.toContain('access_token');
  for (const token of tokens) expect(link).not.toContain(token);
  const accessToken = grants.findLast((grant) => grant.accessToken)!.accessToken!;

  // The link opens the file (no header needed), never cached, no referrer, no sniffing.
  const opened = await page.request.get(link);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['cache-control']).toBe('private, no-store');
  expect(opened.headers()['referrer-policy']).toBe('no-referrer');
  expect(opened.headers()['x-content-type-options']).toBe('nosniff');
  await page.keyboard.press('Escape');

  // Logout revokes the tokens at the provider, then ends the provider's session.
  const revocation = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/oidc/token/revocation' && response.status() === 200,
  );
  await logOut(page);
  await revocation;
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();

  // The same link, still within its 60 seconds, is refused: the sign-in it was made in is over.
  const after = await page.request.get(link);
  expect(after.status()).toBe(401);
  // And so is the old access token.
  const user = await page.request.get(`${API}/users/data`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(user.status()).toBe(401);
  expect(errors).toEqual([]);
});
