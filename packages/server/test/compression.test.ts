/** Gzip for the API's JSON answers (issue 39): a phone on a slow connection gets a tenth of the bytes. */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import { MIN_GZIP_BYTES } from '../src/compression.ts';
import { startTestServer, USERS } from './helpers.ts';

let server: HavbrukServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.oidc.issueAccessToken(USERS.superAdmin);
}, 120_000);
afterAll(() => server.close());

const ask = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      origin: 'http://localhost:5173',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('gzip of JSON answers', () => {
  it('sends a large answer gzipped from the first request to a client that accepts gzip, plain to one that does not', async () => {
    const plain = await ask('/config/farms');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(MIN_GZIP_BYTES);
    const zipped = await ask('/config/farms', 'gzip, deflate, br');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    // Caches keep the two apart, and the CORS answer still varies by origin.
    for (const answer of [plain, zipped]) {
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/);
      expect(String(answer.headers.vary)).toMatch(/origin/);
    }
    expect((await ask('/config/farms', 'gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
  });

  it('sends a small answer as it is', async () => {
    const small = await ask('/oidc-not-a-route', 'gzip');
    expect(small.statusCode).toBe(404);
    expect(small.rawPayload.length).toBeLessThan(MIN_GZIP_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toHaveProperty('message');
  });
});
