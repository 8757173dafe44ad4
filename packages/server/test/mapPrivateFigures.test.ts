/**
 * The map's private figures from the farm data tables (issue 33): a farm with imported daily cage data shows the
 * mean weight of its fish on the week's last day with fish (`cage_days`: biomass over fish, every cage) — the
 * dataset's figure, read back from the import — and an import of that day changes the map's answer and its ETag. A
 * farm without imported private data has no fish weight (null: not reported) and no treatments, also when its private
 * figures are read again after a run (`refreshMapFarms`): nothing is served from the dataset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import { loadMapSites, refreshMapFarms } from '../src/import/barentswatch/mapSites.ts';
import { csvLine } from '../src/import/csv.ts';
import { ORGS, importText, startTestServer, testDataset, USERS } from './helpers.ts';

const dataset = testDataset();
const organization = dataset.organizations.find((org) => org.id === ORGS.group)!;
const farm = dataset.sites.find(
  (site) => organization.farmIds.includes(site.id) && site.weeks.at(-2)!.fishWeight !== null,
)!;
const week = dataset.weeks.at(-2)!;
/** A farm the test server seeds no private data of, with a weight and a treatment in the dataset that week. */
const unseeded = dataset.sites.find(
  (site) => site.id !== farm.id && site.weeks.at(-2)!.fishWeight !== null && site.weeks.at(-2)!.treatments.length > 0,
)!;
const sunday = new Date(Date.parse(`${week.start}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
let server: HavbrukServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ seedFarmIds: [farm.id] });
  token = await server.oidc.issueAccessToken(USERS.superAdmin);
}, 120_000);
afterAll(() => server.close());

const inventory = async (farmId = farm.id) => {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/v2/map/data/${week.year}/${week.week}?data=inventory,treatments`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode).toBe(200);
  const body = answer.json<{
    farms: string[];
    data: { inventory: { weight: (number | null)[] }; treatments: { count: number[] } };
  }>();
  const cell = body.farms.indexOf(farmId);
  return {
    weight: body.data.inventory.weight[cell],
    treatments: body.data.treatments.count[cell],
    etag: answer.headers.etag,
  };
};

describe('the map of a farm with imported daily cage data', () => {
  it('shows the mean weight of the week’s last day with fish from the tables', async () => {
    const { weight } = await inventory();
    expect(weight).toBeCloseTo(farm.weeks.at(-2)!.fishWeight!, 1);
  });

  it('changes its answer and ETag with an import of that day', async () => {
    const before = await inventory();
    const day = await server.db.query<{ date: string; cage: string; fish_count: number; biomass_kg: number }>(
      `select date::text as date, cage, fish_count, biomass_kg::float8 as biomass_kg from cage_days
       where locality_number = $1 and date between $2 and $3 and fish_count > 0 order by date desc, cage limit 1`,
      [farm.localityNumber, week.start, sunday],
    );
    const row = day.rows[0]!;
    const text =
      csvLine(['locality_number', 'cage', 'date', 'fish_count', 'biomass_kg']) +
      csvLine([farm.localityNumber, row.cage, row.date, row.fish_count, Math.round(row.biomass_kg * 3)]);
    const report = await importText(server, 'cage-days-en-csv', text, {
      fileName: 'cage-days.csv',
      organizationId: organization.id,
      today: dataset.today,
    });
    expect(report).toMatchObject({ status: 'succeeded', updated: 1 });
    const after = await inventory();
    expect(after.weight).toBeGreaterThan(before.weight! + 0.1);
    expect(after.etag).not.toBe(before.etag);
  });
});

describe('the map of a farm without imported private data', () => {
  it('has no fish weight and no treatments, also when its private figures are read again after a run', async () => {
    expect(await inventory(unseeded.id)).toMatchObject({ weight: null, treatments: 0 });
    const sites = await loadMapSites(server.db, dataset);
    const [refreshed] = (await refreshMapFarms(server.db, dataset, sites, [unseeded.localityNumber])).filter(
      (site) => site.id === unseeded.id,
    );
    expect(refreshed!.weeks.every((row) => row.fishWeight === null && row.treatments.length === 0)).toBe(true);
  });
});
