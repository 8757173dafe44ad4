import { expect, test, type Route } from '@playwright/test';
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
 * session renews at half the lifetime for tokens of 240 s or less (`renewalDelayMs`): every 15 s here. One journey,
 * one login: a renewal lost to a short loss of connection, more than two lifetimes of quiet renewals, a renewed token
 * in use, and at the end the provider refusing a renewal.
 */
test('a session on 30-second tokens: renewed unnoticed through a lost connection and two lifetimes, logged out to / when the provider refuses', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  // The renewal attempt made while offline fails in the browser, and the refused renewal at the end is logged as a
  // failed resource: the only console errors allowed (every other token request must answer 200, checked below).
  const errors = watchConsole(page, { failingRequests: [/\/oidc\/token$/] });
  const grants = watchTokenGrants(page);
  /** When a token request failed in the browser. */
  const failedRenewals: number[] = [];
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === '/oidc/token') failedRenewals.push(Date.now());
  });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  const refreshes = () => grants.filter((grant) => grant.grantType === 'refresh_token');

  await page.goto('/search');
  await logInAs(page, /Ingrid Hansen/);
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect.poll(() => grants.length).toBeGreaterThan(0);
  const login = grants[0]!;
  expect(login.grantType).toBe('authorization_code');
  expect(login.expiresIn, 'the e2e server must run with --token-ttl 30 (playwright.config.ts)').toBe(TOKEN_TTL_SECONDS);

  // A renewal that falls into a short loss of connection is retried: the connection drops as the next renewal (due
  // 15 s after the last token) goes out, and comes back once it has failed.
  let offlineAt = Number.POSITIVE_INFINITY;
  const tokenUrl = `${API}/oidc/token`;
  const dropConnection = async (route: Route) => {
    if (route.request().method() !== 'POST' || offlineAt !== Number.POSITIVE_INFINITY) return route.fallback();
    offlineAt = Date.now();
    await context.setOffline(true);
    return route.abort('internetdisconnected');
  };
  await page.route(tokenUrl, dropConnection);
  await expect.poll(() => failedRenewals.length, { timeout: 40_000 }).toBeGreaterThan(0);
  await context.setOffline(false);
  await page.unroute(tokenUrl, dropConnection);
  const failedAt = Date.now();
  // The session retries 7.5 s later, while the 30 s token is still valid, and carries on.
  await expect
    .poll(() => refreshes().filter((grant) => grant.at > failedAt).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect(grants.filter((grant) => grant.at > failedAt).every((grant) => grant.status === 200)).toBe(true);
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(mainNavigation(page)).toBeVisible();

  // More than two lifetimes on the page: the tokens are renewed with the refresh token, every 15 s.
  await expect.poll(() => refreshes().length, { timeout: 100_000, intervals: [1_000] }).toBeGreaterThanOrEqual(4);
  const renewals = refreshes();
  expect(renewals.every((grant) => grant.status === 200 && grant.accessToken)).toBe(true);
  expect(Date.now() - login.at).toBeGreaterThan(2 * TOKEN_TTL_SECONDS * 1000);
  const gaps = renewals.map((grant, index) => grant.at - (index === 0 ? login.at : renewals[index - 1]!.at));
  for (const gap of gaps) expect(gap).toBeGreaterThan(10_000);
  // The only token request that failed is the one made while offline.
  expect(failedRenewals.length).toBeGreaterThan(0);
  expect(failedRenewals.every((at) => at >= offlineAt && at <= failedAt)).toBe(true);

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
  expect(refreshes().map((grant) => grant.accessToken)).toContain(used);
  const stale = await page.request.get(`${API}/users/data`, {
    headers: { authorization: `Bearer ${login.accessToken}` },
  });
  expect(stale.status()).toBe(401);
  // Still signed in, on the page the user chose.
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
  await expect(mainNavigation(page)).toBeVisible();

  // When renewal fails the user is logged out to `/`: the provider refuses the next renewal, as it answers a
  // revoked or reused refresh token.
  await page.route(tokenUrl, (route) =>
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
  const refused = refreshes().filter((grant) => grant.at >= refusedAt);
  expect(refused.map((grant) => grant.status)).toEqual([400]);
  // Logged out to `/`, which sends a signed-out visitor on to the login page.
  expect(visited.slice(since)).toEqual(['/', '/login']);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(mainNavigation(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});
