import { expect, type Page, type Response } from '@playwright/test';
import { API } from './stack.ts';

export { API, APP, TOKEN_TTL_SECONDS } from './stack.ts';

export interface WatchOptions {
  /**
   * Requests a test makes fail on purpose (a blocked or refused endpoint): the browser logs "Failed to load
   * resource" for them, which is then not counted. Nothing else is ignored.
   */
  failingRequests?: RegExp[];
}

/** Collects console errors and page errors of a run (every test ends by expecting none). */
export function watchConsole(page: Page, options: WatchOptions = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    // The dev identity provider's own pages have no favicon: not the app's console.
    if (url.endsWith('/favicon.ico')) return;
    if (
      message.text().startsWith('Failed to load resource') &&
      options.failingRequests?.some((pattern) => pattern.test(url))
    )
      return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** On the app's login page: presses Log in and picks a demo user on the dev identity provider. */
export async function logInAs(page: Page, name: RegExp) {
  await expect(page).toHaveURL(/\/login$/);
  await page
    .getByRole('button', { name: /^(Log in|Logg inn)$/ })
    .first()
    .click();
  await page.getByRole('button', { name }).click();
}

/** The app's navigation landmark (only a signed-in user has one). */
export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: /^(Main navigation|Hovednavigasjon)$/ });
}

/** Logs out through the app's logout link (in the sidebar; behind the menu button where the layout has one). */
export async function logOut(page: Page) {
  const link = page.getByRole('link', { name: /^(Log out|Logg ut)$/ }).filter({ visible: true });
  const menu = page.getByRole('button', { name: /^(Open menu|Åpne menyen)$/ });
  if ((await link.count()) === 0 && (await menu.isVisible())) await menu.click();
  await link.first().click();
}

/** One answer of the provider's token endpoint (code exchange or refresh). */
export interface TokenGrant {
  grantType: string | null;
  status: number;
  accessToken?: string;
  refreshToken?: string;
  expiresIn?: number;
  at: number;
}

/** Records every answer of the identity provider's token endpoint (`POST /oidc/token`) the page receives. */
export function watchTokenGrants(page: Page): TokenGrant[] {
  const grants: TokenGrant[] = [];
  page.on('response', (response: Response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(response.url()).pathname !== '/oidc/token') return;
    const grantType = new URLSearchParams(request.postData() ?? '').get('grant_type');
    void response
      .json()
      .catch(() => ({}))
      .then((body: Record<string, unknown>) =>
        grants.push({
          grantType,
          status: response.status(),
          accessToken: typeof body['access_token'] === 'string' ? body['access_token'] : undefined,
          refreshToken: typeof body['refresh_token'] === 'string' ? body['refresh_token'] : undefined,
          expiresIn: typeof body['expires_in'] === 'number' ? body['expires_in'] : undefined,
          at: Date.now(),
        }),
      );
  });
  return grants;
}

/** Whether a request is an API call of the app (not the identity provider, not the dev pages). */
export function isApiCall(url: string): boolean {
  const parsed = new URL(url);
  return (
    parsed.origin === API &&
    !parsed.pathname.startsWith('/oidc') &&
    !parsed.pathname.startsWith('/interaction') &&
    !parsed.pathname.startsWith('/dev/')
  );
}

/** The verification link of the newest mail to `email` in the dev mailbox. */
export async function verificationLinkFor(page: Page, email: string): Promise<string> {
  const mailbox = await page.request.get(`${API}/dev/mailbox`);
  const html = await mailbox.text();
  const mail = html.split('<article>').find((article) => article.includes(email));
  const link = /href="([^"]*\/verify\?token=[^"]+)"/.exec(mail ?? '')?.[1];
  expect(link, `a verification mail to ${email} in the dev mailbox`).toBeTruthy();
  return (link as string).replace(/&amp;/g, '&');
}

/**
 * Signs a new user up on the dev provider's sign-up form (opened directly by `screen_hint=signup`), then signs in
 * from the "check your e-mail" page that follows (a sign-up answers alike for a new and a known address).
 */
export async function signUpOnProvider(page: Page, name: string, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Havbruk account' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('havbruk-test');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('havbruk-test');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
