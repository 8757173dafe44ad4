/**
 * Two server processes on one PostgreSQL database (issue 33): a run imported through one is picked up by the other
 * by its poll of `meta.farm_data_version` (every second), without a request to it: its next timeline answer has the
 * imported count under a new ETag. Two servers in one test process, nothing shared but the database.
 * PostgreSQL only (`*.pg.test.ts`: the PostgreSQL pass, `npm run test:pg`).
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { fromDayNumber, toDayNumber } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { FARM_DATA_POLL_MS } from '../src/import/watch.ts';
import { call, ORGS, startTestServer, testDataset, testSchemaUrl, USERS } from './helpers.ts';

let first: HavbrukServer;
let second: HavbrukServer;

const dataset = testDataset();
const site = dataset.sites.find(
  (entry) => entry.id === dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds[0],
)!;
const generation = site.generations.at(-1)!;
const cage = generation.cages[0]!;
const day = fromDayNumber(Math.min(toDayNumber(generation.startDate) + 30, toDayNumber(dataset.today) - 1));

beforeAll(async () => {
  const { url } = await testSchemaUrl();
  // The farm's private data seeded by the first (a count is served on a cage's generation from the database); the
  // second finds the seed claimed and loads it.
  first = await startTestServer({ databaseUrl: url, seedFarmIds: [site.id] });
  second = await startTestServer({ databaseUrl: url, seedFarmIds: [site.id] });
}, 120_000);
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

const timeline = async (server: HavbrukServer, token: string) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v2/timeline/data/entity',
    headers: { authorization: `Bearer ${token}` },
    payload: { entityType: 'cage', id: cage.id, start: day, end: day, fields: ['lice'], agg: 'day' },
  });
  return { etag: String(response.headers.etag), body: response.body };
};

it('polls the farm data version at least every 2 seconds', () => {
  expect(FARM_DATA_POLL_MS).toBeLessThanOrEqual(2000);
});

it('a run imported through one process is served by the other without a request to it', async () => {
  const admin = await first.oidc.issueAccessToken(USERS.admin);
  const before = await timeline(second, admin);
  expect(before.body).not.toContain('37.37');
  await call(first, { method: 'GET', url: '/organizations/pipelines', token: admin });
  const response = await call(first, {
    method: 'POST',
    url: `/pipelines/${ORGS.nordvik}-lice-counts/runs?fileName=lice.csv`,
    token: admin,
    body: `locality_number,cage,date,adult_female_lice\n${site.localityNumber},${cage.name},${day},37.37\n`,
  });
  // The seed holds the cage's day: the count replaces its value.
  expect(response.body).toMatchObject({ status: 'succeeded', added: 0, updated: 1 });
  expect((await timeline(first, admin)).body).toContain('37.37');
  // The second process's own poll picks the run up (the wait's bound is generous: the poll runs every second).
  await vi.waitFor(async () => expect((await timeline(second, admin)).body).toContain('37.37'), {
    timeout: 10_000,
    interval: 100,
  });
  expect((await timeline(second, admin)).etag).not.toBe(before.etag);
}, 20_000);
