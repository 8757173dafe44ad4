/**
 * Security review, sign-in (issue 13 items 3 and 4): what was tried against the dev identity provider's pages and
 * the dev shortcuts, each expecting the secure answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import { listenLocally, startInteraction, startTestServer, USERS } from './helpers.ts';

const XSS = '<img src=x onerror=alert(document.domain)>';

let server: HavbrukServer;
let base: string;
let devServer: HavbrukServer;
let devBase: string;

beforeAll(async () => {
  [server, devServer] = await Promise.all([startTestServer(), startTestServer({ dev: true })]);
  [base, devBase] = await Promise.all([listenLocally(server), listenLocally(devServer)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([server.close(), devServer.close()]);
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

const post = (origin: string, path: string, cookies: string, fields: Record<string, string>) => {
  const init = form(fields);
  return fetch(`${origin}${path}`, { ...init, headers: { ...init.headers, cookie: cookies } });
};

describe('item 3: reflected XSS on the sign-in pages', () => {
  it('never writes a path payload into the page: GET signup, GET login, POST login, POST signup', async () => {
    const { cookies } = await startInteraction(base);
    const uid = encodeURIComponent(XSS);
    for (const [method, path] of [
      ['GET', `/interaction/${uid}/signup`],
      ['GET', `/interaction/${uid}`],
      ['POST', `/interaction/${uid}/login`],
      ['POST', `/interaction/${uid}/signup`],
    ] as const) {
      const response =
        method === 'GET'
          ? await fetch(`${base}${path}`, { headers: { cookie: cookies } })
          : await post(base, path, cookies, { email: 'a@b.no', password: 'x', name: 'A' });
      const html = await response.text();
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(html).not.toContain('<img');
      expect(html).not.toContain('onerror');
      expect(html).not.toContain('<form');
    }
  });

  it('renders a form only for the interaction the provider knows (a well-formed but unknown uid is refused)', async () => {
    const { cookies, path } = await startInteraction(base);
    const other = await fetch(`${base}/interaction/aaaaaaaaaaaaaaaaaaaaa/signup`, { headers: { cookie: cookies } });
    expect(other.status).toBe(400);
    expect(await other.text()).not.toContain('<form');
    const withoutCookie = await fetch(`${base}${path}/signup`);
    expect(withoutCookie.status).toBe(400);
    const own = await fetch(`${base}${path}/signup`, { headers: { cookie: cookies } });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(`action="${path}/signup"`);
  });
});

describe('item 4: dev shortcuts only with the dev flag, on loopback', () => {
  it('without the flag: no demo users on the login page, no password-less login, no mailbox', async () => {
    const { cookies, path } = await startInteraction(base);
    const html = await (await fetch(`${base}${path}`, { headers: { cookie: cookies } })).text();
    expect(html).toContain('<h1>Sign in to Havbruk</h1>');
    expect(html).not.toContain('name="accountId"');
    expect(html).not.toContain('/dev/mailbox');
    const login = await post(base, `${path}/login`, cookies, { accountId: USERS.superAdmin });
    expect(login.status).toBe(401);
    expect((await fetch(`${base}/dev/mailbox`)).status).toBe(404);
  });

  it('with the flag: demo users log in without a password and the mailbox opens, from loopback only', async () => {
    const { cookies, path } = await startInteraction(devBase);
    const html = await (await fetch(`${devBase}${path}`, { headers: { cookie: cookies } })).text();
    expect(html).toContain('name="accountId"');
    const login = await post(devBase, `${path}/login`, cookies, { accountId: USERS.superAdmin });
    expect(login.status).toBe(303);
    expect((await fetch(`${devBase}/dev/mailbox`)).status).toBe(200);
    const remote = await devServer.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(404);
  });

  it('with the flag the server refuses to listen on anything but loopback', async () => {
    const another = await startTestServer({ dev: true });
    try {
      await expect(another.listen(0, '0.0.0.0')).rejects.toThrow(/loopback/);
    } finally {
      await another.close();
    }
  }, 60_000);

  it('stores passwords hashed with scrypt and checks them', async () => {
    const stored = await server.db.query<{ password: string }>('select password from users');
    expect(stored.rows.length).toBeGreaterThan(0);
    for (const row of stored.rows) {
      expect(row.password).toMatch(/^scrypt\$/);
      expect(row.password).not.toContain('havbruk');
    }
    const email = (await server.store.getUserRow(USERS.admin))!.email;
    const wrong = await startInteraction(base);
    expect((await post(base, `${wrong.path}/login`, wrong.cookies, { email, password: 'nope' })).status).toBe(401);
    const right = await startInteraction(base);
    expect((await post(base, `${right.path}/login`, right.cookies, { email, password: 'havbruk' })).status).toBe(303);
  });

  it('answers 429 after five failed logins for an e-mail, even with the right password then', async () => {
    const email = (await server.store.getUserRow(USERS.member))!.email;
    const { path, cookies } = await startInteraction(base);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await post(base, `${path}/login`, cookies, { email, password: `guess-${attempt}` })).status).toBe(401);
    const blocked = await post(base, `${path}/login`, cookies, { email, password: 'havbruk' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 429 after a handful of failed sign-ups from one address', async () => {
    const { path, cookies } = await startInteraction(devBase, { screen_hint: 'signup' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1)
      statuses.push(
        (await post(devBase, `${path}/signup`, cookies, { name: 'A', email: 'not-an-email', password: 'x' })).status,
      );
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('refuses over-long fields without hashing them', async () => {
    const { path, cookies } = await startInteraction(base, { screen_hint: 'signup' });
    const response = await post(base, `${path}/signup`, cookies, {
      name: 'Long',
      email: 'long.password@example.no',
      password: 'x'.repeat(10_000),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Password must be at most 200 characters.');
  });
});
