/**
 * The provider's state (sessions, grants, access and refresh tokens) lives in the database (issue 13): a restart of
 * the server signs nobody out. Runs on PGlite (a data folder) and, in the PostgreSQL pass, on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { call, listenLocally, renew, signIn, startTestServer, testDataset, USERS } from './helpers.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'havbruk-oidc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it(
  'a restart signs nobody out: the access and refresh tokens issued before it still work',
  { timeout: 120_000 },
  async () => {
    const user = testDataset().users.find((candidate) => candidate.id === USERS.superAdmin)!;
    const first = await startTestServer({ dataDir: dir });
    const tokens = await signIn(await listenLocally(first), user.email, user.password);
    await first.close();

    const second = await startTestServer({ dataDir: dir });
    try {
      const base = await listenLocally(second);
      const me = await call(second, { method: 'GET', url: '/users/data', token: tokens.access_token });
      expect(me.status).toBe(200);
      expect(me.body?.['email']).toBe(user.email);
      const renewed = await renew(base, tokens.refresh_token);
      expect(renewed.status).toBe(200);
      expect(renewed.body.refresh_token).not.toBe(tokens.refresh_token);
      expect(await second.oidc.verifyIdToken(renewed.body.id_token)).toBe(user.id);
      const after = await call(second, { method: 'GET', url: '/users/data', token: renewed.body.access_token });
      expect(after.status).toBe(200);
    } finally {
      await second.close();
    }
  },
);
