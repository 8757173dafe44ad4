/**
 * Two server processes behind one address on one PostgreSQL database share the provider's state (issue 13): a token
 * issued by one is renewed by the other, both sign with one key, a refresh token reused at either ends the sign-in
 * at both. Two servers in one test process, each with its own provider, store and pool, nothing shared but the
 * database; a change of roles at one is seen at once by the other. PostgreSQL only (`*.pg.test.ts`: the PostgreSQL pass, `npm run test:pg`; PGlite is one process).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import {
  call,
  listenLocally,
  ORGS,
  renew,
  signIn,
  startTestServer,
  testDataset,
  testSchemaUrl,
  USERS,
} from './helpers.ts';

let first: HavbrukServer;
let second: HavbrukServer;
let firstBase: string;
let secondBase: string;

beforeAll(async () => {
  const { url } = await testSchemaUrl();
  // Started together on an empty database: the schema is created and the seed written once.
  [first, second] = await Promise.all([startTestServer({ databaseUrl: url }), startTestServer({ databaseUrl: url })]);
  [firstBase, secondBase] = await Promise.all([listenLocally(first), listenLocally(second)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

const jwks = async (base: string) =>
  ((await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: { kid: string }[] }).keys.map((key) => key.kid);

it('seeds once and signs with one key', async () => {
  const users = await first.db.query<{ count: string }>('select count(*)::text as count from users');
  expect(Number(users.rows[0]!.count)).toBe(testDataset().users.length);
  expect(await jwks(firstBase)).toEqual(await jwks(secondBase));
});

it('renews at one process a token issued by the other; a reused refresh token ends the sign-in at both', async () => {
  const user = testDataset().users.find((candidate) => candidate.id === USERS.superAdmin)!;
  const tokens = await signIn(firstBase, user.email, user.password);
  expect((await call(second, { method: 'GET', url: '/users/data', token: tokens.access_token })).status).toBe(200);

  const renewed = await renew(secondBase, tokens.refresh_token);
  expect(renewed.status).toBe(200);
  expect(await first.oidc.verifyIdToken(renewed.body.id_token)).toBe(user.id);
  expect((await call(first, { method: 'GET', url: '/users/data', token: renewed.body.access_token })).status).toBe(200);
  const again = await renew(firstBase, renewed.body.refresh_token);
  expect(again.status).toBe(200);

  // The first refresh token was rotated away at the second process: reused at the first, it is refused and the
  // whole sign-in (grant) is revoked, at both.
  const reused = await renew(firstBase, tokens.refresh_token);
  expect(reused.status).toBe(400);
  expect(reused.body.error).toBe('invalid_grant');
  expect((await call(second, { method: 'GET', url: '/users/data', token: again.body.access_token })).status).toBe(401);
  expect((await renew(secondBase, again.body.refresh_token)).status).toBe(400);
});

it('a membership removed through one process is seen at once by the other (no stale directory)', async () => {
  const token = await second.oidc.issueAccessToken(USERS.member);
  const structure = async () => {
    const response = await call(second, { method: 'GET', url: '/organizations/structure', token });
    expect(response.status).toBe(200);
    return JSON.stringify(response.body);
  };
  expect(await structure()).toContain(ORGS.nordvikWest);
  await first.db.query('delete from memberships where user_id = $1 and organization_id = $2', [
    USERS.member,
    ORGS.nordvikWest,
  ]);
  expect(await structure()).not.toContain(ORGS.nordvikWest);
});
