/**
 * Security review, limits (issue 13 item 7): every string and array a client sends has a maximum, sensor keys are
 * de-duplicated and capped, a call takes at most 16 KB of body unless it needs more, and the anonymous error
 * report is limited in size and rate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls, LIMITS, TimelineV2Request } from '@havbruk/api';
import type { HavbrukServer } from '../src/app.ts';
import { ERROR_REPORTS_PER_WINDOW } from '../src/routes/user.ts';
import { unboundedIn } from './contractLimits.ts';
import { call, startTestServer, USERS } from './helpers.ts';

let server: HavbrukServer;

beforeAll(async () => {
  server = await startTestServer();
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
    expect(unboundedIn(z.object({ a: z.string().optional(), b: z.array(z.string().max(3)) }))).toEqual([
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
    const statuses: number[] = [];
    for (let index = 0; index < ERROR_REPORTS_PER_WINDOW + 1; index += 1)
      statuses.push((await call(server, { method: 'POST', url: '/users/data/error', body: report('boom') })).status);
    expect(statuses.slice(0, ERROR_REPORTS_PER_WINDOW).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
