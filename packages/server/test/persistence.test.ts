/** Persistence: changes survive a restart of the server on the same data directory; --reset reseeds. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { call, ORGS, startTestServer, USERS } from './helpers.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'havbruk-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a rename and a preference survive a restart; reset restores the seed', { timeout: 180_000 }, async () => {
  const first = await startTestServer({ dataDir: dir });
  const token = await first.oidc.issueAccessToken(USERS.superAdmin);
  expect(
    (
      await call(first, {
        method: 'PUT',
        url: `/organizations/${ORGS.nordvikMid}`,
        token,
        body: { name: 'Nordvik Trøndelag' },
      })
    ).status,
  ).toBe(200);
  expect((await call(first, { method: 'PUT', url: '/users/data', token, body: { darkModeOn: true } })).status).toBe(
    200,
  );
  await first.close();

  const second = await startTestServer({ dataDir: dir });
  const token2 = await second.oidc.issueAccessToken(USERS.superAdmin);
  const structure = await call(second, { method: 'GET', url: '/config/organizations', token: token2 });
  const names = (structure.body!.organizations as { id: string; name: string }[]).map((org) => org.name);
  expect(names).toContain('Nordvik Trøndelag');
  expect((await call(second, { method: 'GET', url: '/users/data', token: token2 })).body!.darkModeOn).toBe(true);
  await second.close();

  const third = await startTestServer({ dataDir: dir, reset: true });
  const token3 = await third.oidc.issueAccessToken(USERS.superAdmin);
  const reset = await call(third, { method: 'GET', url: '/config/organizations', token: token3 });
  expect((reset.body!.organizations as { name: string }[]).map((org) => org.name)).toContain('Nordvik Region Midt');
  expect((await call(third, { method: 'GET', url: '/users/data', token: token3 })).body!.darkModeOn).toBe(false);
  await third.close();
});
