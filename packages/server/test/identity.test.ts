/**
 * The dev identity provider's login pages: an authorization request with `screen_hint=signup` (what the app sends
 * from `/signup`, as Auth0 understands it) opens the sign-up form directly; without it the login page shows.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import { startTestServer } from './helpers.ts';

let server: HavbrukServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.listen(0, '127.0.0.1');
  const address = server.app.server.address() as AddressInfo;
  base = `http://127.0.0.1:${address.port}`;
}, 60_000);
afterAll(() => server.close());

/** Starts an authorization request like oidc-client-ts does and follows it to the provider's interaction page. */
const openLoginPage = async (extra: Record<string, string>) => {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'havbruk-app',
    redirect_uri: 'http://localhost:5173/login',
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  });
  const authorize = await fetch(`${base}/oidc/auth?${query.toString()}`, { redirect: 'manual' });
  expect(authorize.status).toBe(303);
  const location = authorize.headers.get('location') ?? '';
  expect(location).toMatch(/\/interaction\/[\w-]+$/);
  const cookies = authorize.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const interaction = await fetch(new URL(location, base), { headers: { cookie: cookies } });
  expect(interaction.status).toBe(200);
  return { html: await interaction.text(), cookies };
};

describe('dev identity provider login pages', () => {
  it('opens the sign-up form for screen_hint=signup', async () => {
    const { html, cookies } = await openLoginPage({ screen_hint: 'signup', prompt: 'login' });
    expect(html).toContain('<h1>Create a Havbruk account</h1>');
    expect(html).toMatch(/<form method="post" action="\/interaction\/[\w-]+\/signup">/);
    expect(html).not.toContain('<h1>Sign in to Havbruk</h1>');
    // "I already have an account" leads to the login page of the same interaction.
    const login = /<a href="(\/interaction\/[\w-]+\?screen=login)">I already have an account<\/a>/.exec(html);
    expect(login).not.toBeNull();
    const loginPage = await fetch(new URL(login?.[1] ?? '', base), { headers: { cookie: cookies } });
    expect(await loginPage.text()).toContain('<h1>Sign in to Havbruk</h1>');
  });

  it('opens the login page (demo users, e-mail and password) otherwise', async () => {
    const { html } = await openLoginPage({});
    expect(html).toContain('<h1>Sign in to Havbruk</h1>');
    expect(html).toContain('Create an account');
    expect(html).not.toContain('<h1>Create a Havbruk account</h1>');
  });

  it('names its own icon, so the browser asks the server for no /favicon.ico (a 404 in the console)', async () => {
    const { html } = await openLoginPage({});
    expect(html).toMatch(/<link rel="icon" href="data:,">/);
  });

  it('ignores other screen hints', async () => {
    const { html } = await openLoginPage({ screen_hint: 'login' });
    expect(html).toContain('<h1>Sign in to Havbruk</h1>');
  });
});
