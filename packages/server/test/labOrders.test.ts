/** `GET /events/data/lab`: the lab orders of an entity, per generation (spec 2 §7: per entity and generation). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabOrder } from '@havbruk/api';
import type { HavbrukServer } from '../src/app.ts';
import { call, ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

let server: HavbrukServer;
const dataset = testDataset();
const groupFarms = new Set(dataset.organizations.find((org) => org.id === ORGS.group)!.farmIds);
/** A farm of the group with at least two generations; its lab results are seeded (orders come from the tables). */
const site = dataset.sites.find((candidate) => groupFarms.has(candidate.id) && candidate.generations.length >= 2)!;

beforeAll(async () => {
  server = await startTestServer({ seedFarmIds: [site.id] });
}, 120_000);
afterAll(() => server.close());

const ordersOf = async (token: string, query: string) =>
  ((await call(server, { method: 'GET', url: `/events/data/lab?${query}`, token })).body as { orders: LabOrder[] })
    .orders;

describe('lab orders of a generation', () => {
  it("lists only the orders sampled while the generation's fish were in the sea", async () => {
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    const farms = (await call(server, { method: 'GET', url: '/config/farms', token })).body as {
      farms: { id: string; permissions: string }[];
    };
    expect(farms.farms.find((farm) => farm.id === site.id)?.permissions).toBe('private');
    const all = await ordersOf(token, `entityType=farm&id=${site.id}`);
    for (const generation of site.generations) {
      const end = generation.endDate ?? server.dataset.today;
      const own = await ordersOf(token, `entityType=farm&id=${site.id}&genId=${generation.id}`);
      for (const order of own) {
        expect(order.sampledAt >= generation.startDate, order.orderId).toBe(true);
        expect(order.sampledAt <= end, order.orderId).toBe(true);
      }
      expect(own.length).toBeLessThan(all.length);
    }
  });
});
