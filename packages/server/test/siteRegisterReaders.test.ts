/**
 * The readers of the site register answer from the `sites` table (issue 33): an organization's import of its `sites`
 * file changes `/config/farms`, `/config/app` (its operators too) and the names of an organization's farms at once,
 * and a site's operator decides which farms a top-level organization may take. `/config/app`'s seasons are the
 * stored generations'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HavbrukServer } from '../src/app.ts';
import { csvLine } from '../src/import/csv.ts';
import { runImport } from '../src/import/engine.ts';
import { formatById, KINDS } from '../src/import/formats.ts';
import { headerOf, TEMPLATES } from '../src/import/templates.ts';
import { call, ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

const dataset = testDataset();
const organization = dataset.organizations.find((org) => org.id === ORGS.group)!;
const farm = dataset.sites.find((site) => site.id === organization.farmIds[0])!;
let server: HavbrukServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.oidc.issueAccessToken(USERS.superAdmin);
}, 60_000);
afterAll(() => server.close());

const importRows = async (
  name: 'sites' | 'stockings',
  rows: (string | number)[][],
  organizationId: string | null = organization.id,
) => {
  const format = formatById(`${name}-en-csv`)!;
  const text =
    csvLine(
      headerOf(
        TEMPLATES.find((template) => template.name === name)!,
        'en',
      ),
    ) + rows.map((row) => csvLine(row)).join('');
  const result = await runImport({
    db: server.db,
    format,
    kind: KINDS.get(format.kind)!,
    chunks: (async function* () {
      yield new TextEncoder().encode(text);
    })(),
    fileName: `${name}.csv`,
    organizationId,
  });
  await server.reloadPublicData();
  return result;
};

type ConfigFarm = {
  id: string;
  name: string;
  municipality: string;
  maxBiomass: number | null;
  species: string | null;
  operator: { id: string; name: string } | null;
};
type ConfigApp = { seasons: string[]; companies: { id: string; name: string; alias: string; initials: string }[] };

describe('the site register readers', () => {
  it('list every site of the register with its operator facts', async () => {
    const answer = await call(server, { method: 'GET', url: '/config/farms', token });
    const farms = answer.body!.farms as ConfigFarm[];
    const listed = farms.find((entry) => entry.id === farm.id)!;
    expect(listed).toMatchObject({ name: farm.name, maxBiomass: farm.maxBiomass, species: farm.species });
    expect(farms.filter((entry) => entry.maxBiomass !== null)).toHaveLength(dataset.sites.length);
  });

  it('answer what an organization imported for its site', async () => {
    const report = await importRows('sites', [
      [
        farm.localityNumber,
        'Nyvik',
        farm.lat,
        farm.lon,
        'Testkommune',
        farm.productionAreaId,
        farm.operatorId,
        '',
        5100,
        'rainbowTrout',
      ],
    ]);
    expect(report).toMatchObject({ status: 'succeeded', updated: 1, changedFarms: [farm.localityNumber] });

    const farms = (await call(server, { method: 'GET', url: '/config/farms', token })).body!.farms as ConfigFarm[];
    expect(farms.find((entry) => entry.id === farm.id)).toMatchObject({
      name: 'Nyvik',
      municipality: 'Testkommune',
      maxBiomass: 5100,
      species: 'rainbowTrout',
    });
    const app = await call(server, { method: 'GET', url: '/config/app', token });
    expect(app.body!.municipalities).toContainEqual({ name: 'Testkommune', productionArea: farm.productionAreaId });

    const removed = await call(server, {
      method: 'PUT',
      url: `/organizations/${organization.id}/farms/remove`,
      token,
      body: { farmIds: [organization.farmIds[1]!] },
    });
    expect(removed.status).toBe(200);
    expect(removed.body!.farms).toContainEqual({ id: farm.id, name: 'Nyvik' });
  });

  it('let a top-level organization take only farms its operators run, by the register', async () => {
    const free = dataset.sites.find((site) => !dataset.organizations.some((org) => org.farmIds.includes(site.id)))!;
    const take = () =>
      call(server, {
        method: 'PUT',
        url: '/organizations/farms',
        token,
        body: { organization: organization.id, farmIds: [free.id] },
      });
    expect((await take()).status).toBe(403);
    // Held by no organization: the register of no organization (as the seed's) names its operator.
    const report = await importRows(
      'sites',
      [
        [
          free.localityNumber,
          free.name,
          free.lat,
          free.lon,
          free.municipality,
          free.productionAreaId,
          farm.operatorId,
          '',
          free.maxBiomass,
          free.species,
        ],
      ],
      null,
    );
    expect(report).toMatchObject({ status: 'succeeded', updated: 1 });
    expect((await take()).status).toBe(200);
  });

  it('name the operators the register names, and keep a name a row leaves empty', async () => {
    const other = dataset.sites.find((site) => site.operatorId !== farm.operatorId)!;
    const row = (site: typeof farm, operatorName: string) => [
      site.localityNumber,
      site.name,
      site.lat,
      site.lon,
      site.municipality,
      site.productionAreaId,
      'op-new',
      operatorName,
      site.maxBiomass,
      site.species,
    ];
    expect(await importRows('sites', [row(other, 'Nyoperatør Sjømat AS')], null)).toMatchObject({ updated: 1 });
    // A row without a name keeps the stored one (and changes nothing else here).
    expect(await importRows('sites', [row(other, '')], null)).toMatchObject({ updated: 0 });

    const farms = (await call(server, { method: 'GET', url: '/config/farms', token })).body!.farms as ConfigFarm[];
    expect(farms.find((entry) => entry.id === other.id)!.operator).toMatchObject({
      id: 'op-new',
      name: 'Nyoperatør Sjømat AS',
    });
    const app = (await call(server, { method: 'GET', url: '/config/app', token })).body as ConfigApp;
    expect(app.companies).toContainEqual(
      expect.objectContaining({
        id: 'op-new',
        name: 'Nyoperatør Sjømat AS',
        alias: 'nyoperator-sjomat',
        initials: 'NS',
      }),
    );
  });

  it('list the seasons of the stored generations', async () => {
    const cage = farm.generations[0]!.cages[0]!.name;
    const before = ((await call(server, { method: 'GET', url: '/config/app', token })).body as ConfigApp).seasons;
    expect(before).not.toContain('H99');
    const report = await importRows('stockings', [
      [farm.localityNumber, 'H99', cage, 'atlanticSalmon', dataset.today, 1000, 0.1, ''],
    ]);
    expect(report).toMatchObject({ status: 'succeeded', added: 1 });
    const after = ((await call(server, { method: 'GET', url: '/config/app', token })).body as ConfigApp).seasons;
    expect(after).toEqual([...before, 'H99']);
  });
});
