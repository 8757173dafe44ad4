/**
 * Security review, limits (issue 13 item 7): every string and array a client sends has a maximum, sensor keys are
 * de-duplicated and capped, a call takes at most 16 KB of body unless it needs more, and the anonymous error
 * report is limited in size and rate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { calls, LIMITS, TimelineV2Request } from '@havbruk/api';
import type { HavbrukServer } from '../src/app.ts';
import { connect } from 'node:net';
import { ANALYTICS_PER_MINUTE, ERROR_REPORTS_PER_WINDOW } from '../src/routes/user.ts';
import { unboundedIn } from './contractLimits.ts';
import { call, listenLocally, startTestServer, testDataset, USERS } from './helpers.ts';
import { failLogin, sendAnalytics } from './limits.shared.ts';

let server: HavbrukServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = await listenLocally(server);
}, 60_000);
afterAll(() => server.close());

const report = (message: string) => ({
  onboarded: false,
  tier: null,
  allowsCookies: true,
  userAgent: 'Mozilla/5.0',
  browserLanguage: 'nb-NO',
  type: 'Render' as const,
  environment: 'production',
  appView: '/login',
  requestUrl: null,
  message,
});

describe('item 7: limits', () => {
  it('every string and array of every call’s path, query and body has a maximum', () => {
    const unbounded = Object.entries(calls).flatMap(([name, definition]) =>
      (['params', 'query', 'body'] as const).flatMap((part) =>
        unboundedIn(definition[part], part).map((where) => `${name} ${where}`),
      ),
    );
    expect(unbounded).toEqual([]);
    // The walk finds what it looks for.
    expect(unboundedIn(z.object({ a: z.optional(z.string()), b: z.array(z.string().check(z.maxLength(3))) }))).toEqual([
      'a: string',
      'b: array',
    ]);
  });

  it('sensor keys are de-duplicated and capped', () => {
    const base = { entityType: 'farm', id: '12468', start: '2024-01-01', end: '2024-02-01', fields: ['lice'] };
    expect(TimelineV2Request.parse({ ...base, sensorKeys: 'farm,12468-1,farm,12468-1,12468-2' }).sensorKeys).toBe(
      'farm,12468-1,12468-2',
    );
    const many = Array.from({ length: LIMITS.sensorKeys + 1 }, (_, index) => `c${index}`).join(',');
    expect(TimelineV2Request.safeParse({ ...base, sensorKeys: many }).success).toBe(false);
    // The same key many times is one key.
    expect(TimelineV2Request.safeParse({ ...base, sensorKeys: Array(1000).fill('farm').join(',') }).success).toBe(true);
  });

  it('a body over 16 KB is refused with 413 (before it is parsed)', async () => {
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    const response = await server.app.inject({
      method: 'PUT',
      url: '/users/data',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(17 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    const small = await call(server, { method: 'PUT', url: '/users/data', token, body: { title: 'Biologist' } });
    expect(small.status).toBe(200);
  });

  it('the anonymous error report: a long message is refused, and after a burst the address gets 429', async () => {
    const long = await call(server, { method: 'POST', url: '/users/data/error', body: report('x'.repeat(5000)) });
    expect(long.status).toBe(400);
    // Every request counts (the refused one too): `@fastify/rate-limit` counts before the body is read.
    const statuses: number[] = [];
    for (let index = 0; index < ERROR_REPORTS_PER_WINDOW; index += 1)
      statuses.push((await call(server, { method: 'POST', url: '/users/data/error', body: report('boom') })).status);
    expect(statuses.slice(0, ERROR_REPORTS_PER_WINDOW - 1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('issue 36 item 8: limits', () => {
  it('analytics: uploads per user and minute are bounded in number and in bytes', async () => {
    const big = await server.oidc.issueAccessToken(USERS.admin);
    expect(await sendAnalytics(server, big, 238 * 1024)).toBe(200);
    expect(await sendAnalytics(server, big, 238 * 1024)).toBe(429);
    const many = await server.oidc.issueAccessToken(USERS.member);
    const statuses: number[] = [];
    for (let index = 0; index <= ANALYTICS_PER_MINUTE; index += 1)
      statuses.push(await sendAnalytics(server, many, 100));
    expect(statuses.slice(0, ANALYTICS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('failed logins are limited per account from any address, and per address and account together', async () => {
    const email = testDataset().users.find((user) => user.id === USERS.newUser)!.email;
    // Ten addresses, one guess each: the account is then closed to every address for a while.
    for (let index = 1; index <= 10; index += 1)
      expect(await failLogin(server, base, email, `10.0.1.${index}`)).toBe(401);
    expect(await failLogin(server, base, email, '10.0.1.99')).toBe(429);
    // Another account from one address: five guesses, then that pair is closed, the address still open for others.
    const other = testDataset().users.find((user) => user.id === USERS.unverified)!.email;
    for (let index = 0; index < 5; index += 1) expect(await failLogin(server, base, other, '10.0.2.1')).toBe(401);
    expect(await failLogin(server, base, other, '10.0.2.1')).toBe(429);
    expect(await failLogin(server, base, 'someone.else@example.no', '10.0.2.1')).toBe(401);
  });

  it(
    'a connection that sends its headers slowly is closed at the 15 s headers timeout, checked every half second',
    { timeout: 15_000 },
    async () => {
      // The running server's own timeouts; the drip below then runs against a 1.5 s headers timeout on this test's
      // server (restored after), so the check of the closing costs 2 s instead of 15 (no timed unit tests).
      const http = server.app.server;
      expect({ headers: http.headersTimeout, request: http.requestTimeout }).toEqual({
        headers: 15_000,
        request: 30_000,
      });
      http.headersTimeout = 1_500;
      try {
        const { port } = new URL(base);
        const socket = connect(Number(port), '127.0.0.1');
        socket.on('error', () => undefined); // a header line written as the server closes
        await new Promise((resolve) => socket.once('connect', resolve));
        const opened = Date.now();
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
        const drip = setInterval(() => socket.writable && socket.write('x-slow: 1\r\n'), 200);
        await new Promise((resolve) => socket.once('close', resolve));
        clearInterval(drip);
        const seconds = (Date.now() - opened) / 1000;
        expect(seconds).toBeGreaterThanOrEqual(1.4);
        // Node's default check, every 30 s, closed it up to 30 s late (44 s with the 15 s timeout); the margin is for a
        // loaded machine.
        expect(seconds).toBeLessThan(6);
      } finally {
        http.headersTimeout = 15_000;
      }
    },
  );
});
