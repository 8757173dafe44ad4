import { expect, test } from '@playwright/test';
import {
  API,
  isApiCall,
  logInAs,
  mainNavigation,
  TOKEN_TTL_SECONDS,
  watchConsole,
  watchTokenGrants,
} from './helpers.ts';

/**
 * Session renewal against real short-lived tokens: the e2e stack's server issues access and id tokens that live
 * 30 s (`--token-ttl 30`, playwright.config.ts), so the server itself refuses a token that was not renewed. The
 * session renews at half the lifetime for tokens of 240 s or less (`renewalDelayMs`): every 15 s here.
 */
test.describe('session renewal with 30-second tokens', () => {
  test.setTimeout(180_000);

  test('renews without the user noticing: still signed in after more than two lifetimes', async ({ page }) => {
    const errors = watchConsole(page);
    const grants = watchTokenGrants(page);
    await page.goto('/search');
    await logInAs(page, /Ingrid Hansen/);
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

    await expect.poll(() => grants.length).toBeGreaterThan(0);
    const login = grants[0]!;
    expect(login.grantType).toBe('authorization_code');
    expect(login.expiresIn, 'the e2e server must run with --token-ttl 30 (playwright.config.ts)').toBe(
      TOKEN_TTL_SECONDS,
    );

    // More than two lifetimes on the page: the tokens are renewed with the refresh token, every 15 s.
    await expect
      .poll(() => grants.filter((grant) => grant.grantType === 'refresh_token').length, {
        timeout: 100_000,
        intervals: [1_000],
      })
      .toBeGreaterThanOrEqual(4);
    const renewals = grants.filter((grant) => grant.grantType === 'refresh_token');
    expect(renewals.every((grant) => grant.status === 200 && grant.accessToken)).toBe(true);
    expect(Date.now() - login.at).toBeGreaterThan(2 * TOKEN_TTL_SECONDS * 1000);
    const gaps = renewals.map((grant, index) => grant.at - (index === 0 ? login.at : renewals[index - 1]!.at));
    for (const gap of gaps) expect(gap).toBeGreaterThan(10_000);

    // A data call now carries a renewed token and the server accepts it (the login's token expired long ago).
    const call = page.waitForResponse(
      (response) => isApiCall(response.url()) && Boolean(response.request().headers()['authorization']),
    );
    await mainNavigation(page).getByRole('link', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/\/map$/);
    const response = await call;
    expect(response.status()).toBe(200);
    const { authorization } = response.request().headers();
    const used = authorization?.replace(/^Bearer /, '');
    expect(used).not.toBe(login.accessToken);
    const renewedTokens = grants
      .filter((grant) => grant.grantType === 'refresh_token')
      .map((grant) => grant.accessToken);
    expect(renewedTokens).toContain(used);
    const stale = await page.request.get(`${API}/users/data`, {
      headers: { authorization: `Bearer ${login.accessToken}` },
    });
    expect(stale.status()).toBe(401);

    // Still signed in, on the page the user chose.
    await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
    await expect(mainNavigation(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('when renewal fails the user is logged out to /', async ({ page }) => {
    // The refused renewal is logged by the browser as a failed resource: the one console error allowed here.
    const errors = watchConsole(page, { failingRequests: [/\/oidc\/token$/] });
    const grants = watchTokenGrants(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/search');
    await logInAs(page, /Ingrid Hansen/);
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect.poll(() => grants.length).toBeGreaterThan(0);

    // The provider refuses the next renewal, as it answers a revoked or reused refresh token.
    await page.route(`${API}/oidc/token`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'invalid_grant', error_description: 'grant request is invalid' }),
          })
        : route.fallback(),
    );
    const refusedAt = Date.now();
    const since = visited.length;

    await expect(page).toHaveURL(/\/login$/, { timeout: 40_000 });
    const refused = grants.filter((grant) => grant.grantType === 'refresh_token' && grant.at >= refusedAt);
    expect(refused.map((grant) => grant.status)).toEqual([400]);
    // Logged out to `/`, which sends a signed-out visitor on to the login page.
    expect(visited.slice(since)).toEqual(['/', '/login']);
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect(mainNavigation(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
  test('a renewal that falls into a short loss of connection is retried: the user stays signed in', async ({
    page,
    context,
  }) => {
    // The renewal attempt made while offline fails in the browser: the one console error allowed here.
    const errors = watchConsole(page, { failingRequests: [/\/oidc\/token$/] });
    const grants = watchTokenGrants(page);
    const failedRenewals: string[] = [];
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname === '/oidc/token') failedRenewals.push(request.failure()?.errorText ?? '');
    });
    await page.goto('/search');
    await logInAs(page, /Ingrid Hansen/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect.poll(() => grants.length).toBeGreaterThan(0);

    // Offline from just before the next renewal (due 15 s after the last token) until it has failed.
    const last = grants.at(-1)!.at;
    await page.waitForTimeout(Math.max(0, last + 12_000 - Date.now()));
    await context.setOffline(true);
    await expect.poll(() => failedRenewals.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await context.setOffline(false);
    const failedAt = Date.now();

    // The session retries 7.5 s later, while the 30 s token is still valid, and carries on.
    await expect
      .poll(() => grants.filter((grant) => grant.grantType === 'refresh_token' && grant.at > failedAt).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    const retried = grants.filter((grant) => grant.at > failedAt);
    expect(retried.every((grant) => grant.status === 200)).toBe(true);
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(mainNavigation(page)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
