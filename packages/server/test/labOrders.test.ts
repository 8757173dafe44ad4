/** `GET /events/data/lab`: the lab orders of an entity, per generation (spec 2 §7: per entity and generation). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabOrder } from '@havbruk/api';
import type { HavbrukServer } from '../src/app.ts';
import { csvLine } from '../src/import/csv.ts';
import { headerOf, TEMPLATES } from '../src/import/templates.ts';
import { fromDayNumber, toDayNumber } from '@havbruk/api/dataset';
import { call, ORGS, importText, startTestServer, testDataset, USERS } from './helpers.ts';

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

  it("names each result's fish group as the cage's stocking names it", async () => {
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    // A stocking whose cage has an order sampled since: renamed fish groups, imported as the stockings template.
    const [stocking] = (
      await server.db.query<Record<string, string | number>>(
        `select g.locality_number, g.season, g.cage, g.species, g.stocking_date::text as stocking_date,
           g.stocked_count, g.stocking_weight_kg::float8 as stocking_weight_kg
         from generations g join lab_results l using (locality_number, cage)
         where g.locality_number = $1 and l.sampled_date >= g.stocking_date
         order by g.stocking_date desc limit 1`,
        [site.localityNumber],
      )
    ).rows;
    const template = TEMPLATES.find((entry) => entry.name === 'stockings')!;
    const row: Record<string, string | number> = { ...stocking!, fish_groups: 'Testgruppe A|Testgruppe B:ended' };
    const text = csvLine(headerOf(template, 'en')) + csvLine(template.columns.map((column) => row[column.name]!));
    const report = await importText(server, 'stockings-en-csv', text, {
      fileName: 'stockings.csv',
      organizationId: ORGS.group,
    });
    expect(report).toMatchObject({ status: 'succeeded', updated: 1 });
    const cageId = `${site.localityNumber}-${stocking!.cage}`;
    const results = (await ordersOf(token, `entityType=farm&id=${site.id}`))
      .filter((order) => order.sampledAt >= String(stocking!.stocking_date))
      .flatMap((order) => order.pcr)
      .filter((result) => result.cageId === cageId);
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results.map((result) => result.fishGroup))).toEqual(new Set(['Testgruppe A']));
  });

  it('lists the orders of a generation the stockings imported, by its id in the tables', async () => {
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    const importRows = async (name: string, rows: (string | number)[][]) => {
      const template = TEMPLATES.find((entry) => entry.name === name)!;
      const text = csvLine(headerOf(template, 'en')) + rows.map((row) => csvLine(row)).join('');
      const report = await importText(server, `${name}-en-csv`, text, {
        fileName: `${name}.csv`,
        organizationId: ORGS.group,
      });
      expect(report).toMatchObject({ status: 'succeeded' });
    };
    // A new cage stocked in the dataset's last week, its fish counted two days, and a lab result of the second day.
    const day = dataset.weeks.at(-1)!.start;
    const next = fromDayNumber(toDayNumber(day) + 1);
    const loc = site.localityNumber;
    await importRows('cages', [[loc, 'X8']]);
    await importRows('stockings', [[loc, 'T98', 'X8', 'atlanticSalmon', day, 1000, 0.15, 'Ny']]);
    await importRows(
      'cage-days',
      [day, next].map((date) => [loc, 'X8', date, 1000, 200, 0.2, 0, 0, 0, 0, 0, 0, 10, '']),
    );
    await importRows('lab-results', [[loc, 'X8', 'LAB-T98', 'PD', 1, next, next, '', '', '']]);

    const own = await ordersOf(token, `entityType=farm&id=${site.id}&genId=${site.id}-T98`);
    expect(own.map((order) => order.orderId)).toContain('LAB-T98');
    // Only the orders sampled while the generation's fish were in the sea (since its stocking).
    expect(own.every((order) => order.sampledAt >= day)).toBe(true);
  });
});
