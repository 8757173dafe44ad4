/**
 * Limits shared by two server processes on one PostgreSQL database (issue 36 item 8): an attacker spreading guesses
 * or uploads over the processes behind one address gets one allowance, not one per process. Two servers in one test
 * process, each with its own store and pool, nothing shared but the database (as `oidcShared.pg.test.ts`).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import { ANALYTICS_PER_MINUTE } from '../src/routes/user.ts';
import { listenLocally, startTestServer, testDataset, testSchemaUrl, USERS } from './helpers.ts';
import { failLogin, sendAnalytics } from './limits.shared.ts';

let first: HavbrukServer;
let second: HavbrukServer;
let firstBase: string;
let secondBase: string;

beforeAll(async () => {
  const { url } = await testSchemaUrl();
  [first, second] = await Promise.all([startTestServer({ databaseUrl: url }), startTestServer({ databaseUrl: url })]);
  [firstBase, secondBase] = await Promise.all([listenLocally(first), listenLocally(second)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

it('failed logins at either process count toward one limit', async () => {
  const email = testDataset().users.find((user) => user.id === USERS.member)!.email;
  const statuses: number[] = [];
  for (let index = 0; index < 5; index += 1)
    statuses.push(
      index % 2 === 0
        ? await failLogin(first, firstBase, email, '10.0.3.1')
        : await failLogin(second, secondBase, email, '10.0.3.1'),
    );
  expect(statuses).toEqual([401, 401, 401, 401, 401]);
  expect(await failLogin(first, firstBase, email, '10.0.3.1')).toBe(429);
  expect(await failLogin(second, secondBase, email, '10.0.3.1')).toBe(429);
});

it('analytics uploads at either process count toward one limit per user', async () => {
  const statuses: number[] = [];
  for (let index = 0; index <= ANALYTICS_PER_MINUTE; index += 1) {
    const server = index % 2 === 0 ? first : second;
    statuses.push(await sendAnalytics(server, await server.oidc.issueAccessToken(USERS.admin), 100));
  }
  expect(statuses.slice(0, ANALYTICS_PER_MINUTE).every((status) => status === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});
