/** `GET /benchmark/data/products/all`: the product usages of an entity, per generation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductUsage } from '@havbruk/api';
import type { HavbrukServer } from '../src/app.ts';
import { call, startTestServer, USERS } from './helpers.ts';

let server: HavbrukServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const usagesOf = async (token: string, query: string) =>
  (
    (await call(server, { method: 'GET', url: `/benchmark/data/products/all?${query}`, token })).body as {
      usages: ProductUsage[];
    }
  ).usages;

describe('product usages of a generation', () => {
  it("lists only the usages while the generation's fish were in the sea, not those of earlier generations in the same cages", async () => {
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    const farms = (await call(server, { method: 'GET', url: '/config/farms', token })).body as {
      farms: { id: string; permissions: string }[];
    };
    const privateIds = new Set(farms.farms.filter((farm) => farm.permissions === 'private').map((farm) => farm.id));
    // A private farm with at least two generations, each with usages.
    const site = server.dataset.sites.find(
      (candidate) => privateIds.has(candidate.id) && candidate.generations.length >= 2,
    )!;
    const all = await usagesOf(token, `entityType=farm&id=${site.id}`);
    const latest = site.generations[site.generations.length - 1]!;
    const ofLatest = await usagesOf(token, `entityType=farm&id=${site.id}&genId=${latest.id}`);
    const end = latest.endDate ?? server.dataset.today;
    expect(ofLatest.length).toBeGreaterThan(0);
    for (const usage of ofLatest) {
      expect(usage.startDate <= end, usage.id).toBe(true);
      expect((usage.endDate ?? server.dataset.today) >= latest.startDate, usage.id).toBe(true);
    }
    // The farm's whole list holds usages before this generation was stocked; the generation's list leaves them out.
    expect(all.some((usage) => (usage.endDate ?? server.dataset.today) < latest.startDate)).toBe(true);
    expect(ofLatest.length).toBeLessThan(all.length);
  });
});
