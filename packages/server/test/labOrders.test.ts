/** `GET /events/data/lab`: the lab orders of an entity, per generation (spec 2 §7: per entity and generation). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabOrder } from '@havbruk/api';
import type { HavbrukServer } from '../src/app.ts';
import { call, startTestServer, USERS } from './helpers.ts';

let server: HavbrukServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
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
    const privateIds = new Set(farms.farms.filter((farm) => farm.permissions === 'private').map((farm) => farm.id));
    const site = server.dataset.sites.find(
      (candidate) => privateIds.has(candidate.id) && candidate.generations.length >= 2,
    )!;
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
