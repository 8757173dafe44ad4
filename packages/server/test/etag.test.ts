/** ETag / 304 on the v2 farm-data calls: a repeated request with `If-None-Match` answers 304 with no body. */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import { ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

let server: HavbrukServer;
let token: string;
let otherToken: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.oidc.issueAccessToken(USERS.superAdmin);
  otherToken = await server.oidc.issueAccessToken(USERS.admin);
}, 120_000);
afterAll(() => server.close());

const farm = () => testDataset().organizations.find((org) => org.id === ORGS.nordvik)!.farmIds[0]!;
const year = () => testDataset().years[testDataset().years.length - 1]!;

const timeline = (authorization: string, etag?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/v2/timeline/data/entity',
    headers: { authorization: `Bearer ${authorization}`, ...(etag ? { 'if-none-match': etag } : {}) },
    payload: { entityType: 'farm', id: farm(), start: '2025-01-01', end: '2025-03-01', fields: ['lice', 'feed'] },
  });

describe('ETag and 304', () => {
  it('answers 304 without a body when the tag matches, 200 with the body otherwise', async () => {
    const first = await timeline(token);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^".+"$/);
    const again = await timeline(token, tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await timeline(token, '"something-else"');
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('gives each access its own tag (another viewer does not get a 304 for this tag)', async () => {
    const mine = (await timeline(token)).headers.etag as string;
    const other = await timeline(otherToken, mine);
    expect(other.headers.etag).not.toBe(mine);
    expect(other.statusCode).not.toBe(304);
  });

  it('tags map years too and reuses the serialised body', async () => {
    const url = `/v2/map/data/${year()}?data=lice,activity`;
    const headers = { authorization: `Bearer ${token}` };
    const first = await server.app.inject({ method: 'GET', url, headers });
    expect(first.statusCode).toBe(200);
    const second = await server.app.inject({ method: 'GET', url, headers });
    expect(second.body).toBe(first.body);
    const cached = await server.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': first.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('never skips authentication with a known tag (missing, invalid and revoked tokens are refused)', async () => {
    const own = await server.oidc.issueAccessToken(USERS.superAdmin);
    const first = await timeline(own);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect((await timeline(own, tag)).statusCode).toBe(304);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/v2/timeline/data/entity',
      headers: { 'if-none-match': tag },
      payload: { entityType: 'farm', id: farm(), start: '2025-01-01', end: '2025-03-01', fields: ['lice', 'feed'] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await timeline('not-a-token', tag)).statusCode).toBe(401);
    // The token was verified above (and may be remembered): its revocation still refuses the next call.
    await (await server.oidc.provider.AccessToken.find(own))!.destroy();
    expect((await timeline(own, tag)).statusCode).toBe(401);
  });

  it('answers 304 only for a tag of an answer it sent (a refused request is refused again)', async () => {
    const refused = (etag?: string) =>
      server.app.inject({
        method: 'POST',
        url: '/v2/timeline/data/entity',
        headers: { authorization: `Bearer ${otherToken}`, ...(etag ? { 'if-none-match': etag } : {}) },
        payload: {
          entityType: 'organization',
          id: ORGS.havbris,
          start: '2025-01-01',
          end: '2025-03-01',
          fields: ['lice'],
        },
      });
    const first = await refused();
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    const tag = first.headers.etag as string | undefined;
    expect(tag).toBeDefined();
    expect((await refused(tag)).statusCode).toBe(first.statusCode);
  });

  it('sends a body gzipped to a client that accepts gzip (the same JSON, the first time too), plain to one that does not', async () => {
    const url = `/v2/map/data/${year()}?data=diseases,treatments`;
    const ask = (acceptEncoding?: string) =>
      server.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.vary).toBe('accept-encoding');
    // The first answer is gzipped as it is sent (`compression.ts`), a repeated one from the kept body.
    const zipped = await ask('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(first.headers.etag);
    expect(zipped.rawPayload.length).toBeLessThan(first.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    for (const refused of [undefined, 'identity', 'gzip;q=0, identity']) {
      const plain = await ask(refused);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(first.body);
    }
  });
});
