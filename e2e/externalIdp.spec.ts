import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type Response } from '@playwright/test';
import { logOut, mainNavigation, watchConsole } from './helpers.ts';
import { ready } from './ready.ts';
import { E2E_API_PORT, E2E_APP_PORT } from './stack.ts';

/**
 * Issue 37: the product on a company's own identity provider. This file starts its own stack beside the suite's
 * (which it does not use): a separate OIDC provider process (e2e/externalProvider.ts: its own issuer, keys and
 * users, 20-second access tokens), an API process with `OIDC_ISSUER` pointing at it, and the app's production build
 * with `VITE_OIDC_AUTHORITY` pointing at it, served by `vite preview`. Ports: the provider on the suite's API port
 * + 1, this API on + 2, this app on the suite's app port + 1. One journey: sign in at the provider, a data page,
 * a renewal, the provider's signing key rotated mid-session, logout at the provider.
 */
const IDP = `http://localhost:${E2E_API_PORT + 1}`;
const EXT_API = `http://localhost:${E2E_API_PORT + 2}`;
const EXT_APP = `http://localhost:${E2E_APP_PORT + 1}`;
const AUDIENCE = 'https://api.havbruk.test';
const root = fileURLToPath(new URL('..', import.meta.url));

const started: ChildProcess[] = [];
/** Starts a process of this file (its own process group, ended in `afterAll`). */
const start = (command: string, args: string[], env: Record<string, string> = {}) => {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  return child;
};
const finished = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exited with ${code}`)))),
  );

test.describe('a company identity provider', () => {
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    const appEnv = { VITE_API_URL: EXT_API, VITE_OIDC_AUTHORITY: IDP, VITE_OIDC_SCOPE: 'api' };
    const viteConfig = ['--config', 'e2e/vite.e2e.config.ts', '--outDir', 'dist-e2e-idp'];
    const build = start('npx', ['vite', 'build', ...viteConfig, '--logLevel', 'error'], appEnv);
    start('npx', [
      'tsx',
      'e2e/externalProvider.ts',
      ...['--port', String(E2E_API_PORT + 1), '--app-origin', EXT_APP, '--audience', AUDIENCE, '--token-ttl', '20'],
    ]);
    await ready(`${IDP}/.well-known/openid-configuration`, 60_000);
    start(
      'npx',
      [
        'tsx',
        '--conditions=source',
        'packages/server/src/main.ts',
        // The demo users and a map are what this journey needs of the data: the small demo seed (no private farm
        // data, the last weeks of public data) instead of the 2 minutes of the whole one.
        ...['--port', String(E2E_API_PORT + 2), '--sites', '200', '--demo-seed', 'small', '--app-origin', EXT_APP],
        ...['--data-dir', `${root}.data/e2e-idp`, '--reset'],
      ],
      {
        OIDC_ISSUER: IDP,
        OIDC_AUDIENCE: AUDIENCE,
        OIDC_CLIENT_ID: 'havbruk-app',
        // The rotation below comes within a minute of the API's first key fetch.
        OIDC_JWKS_COOLDOWN: '2',
      },
    );
    await finished(build);
    start('npx', ['vite', 'preview', ...viteConfig, '--port', String(E2E_APP_PORT + 1), '--strictPort']);
    await Promise.all([ready(`${EXT_API}/`, 300_000), ready(EXT_APP, 60_000)]);
  });

  test.afterAll(() => {
    for (const child of started) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });

  /** Access tokens the provider's token endpoint gave the page, with their grant type and signing key. */
  const watchTokens = (page: Page) => {
    const tokens: {
      grantType: string | null;
      status: number;
      accessToken: string;
      refreshToken: string;
      kid: string;
    }[] = [];
    page.on('response', (response: Response) => {
      const request = response.request();
      if (request.method() !== 'POST' || response.url() !== `${IDP}/token`) return;
      const grantType = new URLSearchParams(request.postData() ?? '').get('grant_type');
      void response.json().then((body: { access_token?: string; refresh_token?: string }) => {
        const accessToken = body.access_token ?? '';
        const refreshToken = body.refresh_token ?? '';
        const header = JSON.parse(Buffer.from(accessToken.split('.')[0] ?? '', 'base64url').toString() || '{}');
        tokens.push({ grantType, status: response.status(), accessToken, refreshToken, kid: String(header.kid) });
      });
    });
    return tokens;
  };

  test('signs in at the provider, uses a data page, renews, survives a key rotation and logs out there', async ({
    page,
  }) => {
    // A JWT access token cannot be revoked at this provider (nor at Auth0 or Entra ID): its revocation at logout
    // answers 400 `unsupported_token_type`, which the app passes over; the refresh token's is 200.
    const errors = watchConsole(page, { failingRequests: [new RegExp(`^${IDP}/token/revocation$`)] });
    const tokens = watchTokens(page);
    const revocations: { token: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url() !== `${IDP}/token/revocation`) return;
      const hint = new URLSearchParams(response.request().postData() ?? '').get('token_type_hint') ?? '';
      revocations.push({ token: hint, status: response.status() });
    });

    // Nothing of the built-in provider on this API.
    expect((await page.request.get(`${EXT_API}/oidc/.well-known/openid-configuration`)).status()).toBe(404);
    expect((await page.request.get(`${EXT_API}/dev/mailbox`)).status()).toBe(404);

    // Sign in: the app sends the browser to the company's sign-in page (not the built-in one).
    await page.goto(`${EXT_APP}/search`);
    await expect(page).toHaveURL(/\/login$/);
    await page
      .getByRole('button', { name: /^(Log in|Logg inn)$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fjordlaks sign-in' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(IDP);
    await page.getByLabel('Work e-mail').fill('ingrid.hansen@nordvik.example');
    await page.getByLabel('Password').fill('company-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${EXT_APP}/search`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

    // A data page: the API accepts the provider's JWT (the user found by the verified e-mail: a demo user with data).
    const dataCall = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${EXT_API}/v2/map/`) && Boolean(response.request().headers()['authorization']),
    );
    await mainNavigation(page).getByRole('link', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/\/map$/);
    expect((await dataCall).status()).toBe(200);
    const first = tokens[0]!;
    expect(first.grantType).toBe('authorization_code');

    // Renewal with the refresh token (20-second tokens are renewed after 10 s), still accepted.
    await expect
      .poll(() => tokens.filter((token) => token.grantType === 'refresh_token' && token.status === 200).length, {
        timeout: 40_000,
      })
      .toBeGreaterThanOrEqual(1);
    const renewed = tokens.filter((token) => token.grantType === 'refresh_token').at(-1)!;
    expect(renewed.accessToken).not.toBe(first.accessToken);
    const user = await page.request.get(`${EXT_API}/users/data`, {
      headers: { authorization: `Bearer ${renewed.accessToken}` },
    });
    expect(user.status()).toBe(200);
    expect(await user.json()).toMatchObject({ email: 'ingrid.hansen@nordvik.example', isConfirmed: true });

    // The provider rotates its signing key mid-session: the next renewal's token is signed with the new key and
    // the API (which has the old key set cached) fetches the keys again and accepts it; no restart.
    const rotated = (await (await page.request.post(`${IDP}/admin/rotate`)).json()) as { kid: string };
    expect(rotated.kid).not.toBe(first.kid);
    await expect
      .poll(() => tokens.map((token) => `${token.grantType} ${token.status} ${token.kid}`), { timeout: 40_000 })
      .toContain(`refresh_token 200 ${rotated.kid}`);
    const afterRotation = tokens.find((token) => token.kid === rotated.kid)!;
    const check = await page.request.get(`${EXT_API}/users/data`, {
      headers: { authorization: `Bearer ${afterRotation.accessToken}` },
    });
    expect(check.status()).toBe(200);
    // Logout: the tokens are revoked at the provider, its session ends (end-session endpoint) and the app is back
    // on its login page holding no token: signing in again asks the provider's sign-in page again.
    await logOut(page);
    await expect(page).toHaveURL(new RegExp(`^${EXT_APP}/(login)?$`), { timeout: 30_000 });
    expect(revocations).toContainEqual({ token: 'refresh_token', status: 200 });
    // The sign-in's refresh token is refused from now on.
    const reused = await page.request.post(`${IDP}/token`, {
      form: { grant_type: 'refresh_token', refresh_token: tokens.at(-1)!.refreshToken, client_id: 'havbruk-app' },
    });
    expect(reused.status()).toBe(400);
    await page.goto(`${EXT_APP}/search`);
    await expect(page).toHaveURL(/\/login$/);
    await page
      .getByRole('button', { name: /^(Log in|Logg inn)$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fjordlaks sign-in' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
