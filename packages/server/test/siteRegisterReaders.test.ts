/**
 * The readers of the site register answer from the `sites` table (issue 33): an organization's import of its `sites`
 * file changes `/config/farms`, `/config/app` (its operators too) and the names of an organization's farms at once,
 * and a site's operator decides which farms a top-level organization may take. `/config/app`'s seasons are the
 * stored generations'. What a viewer who sees a farm publicly sees of it (its generations, its last week's confirmed
 * diseases) and an organization's fallow state come from the stored data, not the dataset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conditions, Entity, Organization, TimelineResponse } from '@havbruk/api';
import { fromDayNumber, toDayNumber, type Site } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { BARENTSWATCH_CSV_HEADER } from '../src/import/barentswatch/csv.ts';
import { csvLine } from '../src/import/csv.ts';
import { headerOf, TEMPLATES } from '../src/import/templates.ts';
import { call, ORGS, importText, startTestServer, testDataset, TEST_PUBLIC_WEEKS, USERS } from './helpers.ts';

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

/** Imports rows of one of the product's templates (English CSV) as a run of the organization, and applies it. */
const importRows = async (
  template: string,
  rows: (string | number)[][],
  organizationId: string | null = organization.id,
) => {
  const text =
    csvLine(
      headerOf(
        TEMPLATES.find((entry) => entry.name === template)!,
        'en',
      ),
    ) + rows.map((row) => csvLine(row)).join('');
  const result = await importText(server, `${template}-en-csv`, text, { fileName: `${template}.csv`, organizationId });
  return result;
};
const importSites = (rows: (string | number)[][], organizationId?: string | null) =>
  importRows('sites', rows, organizationId);

/** An organization of the viewer's tree, by id. */
const nodeOf = async (viewer: string, id: string): Promise<Organization | undefined> => {
  const answer = await call(server, { method: 'GET', url: '/organizations/structure', token: viewer });
  const flat = (nodes: Organization[]): Organization[] =>
    nodes.flatMap((node) => [node, ...flat(node.subOrganizations)]);
  return flat(answer.body!.organizations as Organization[]).find((node) => node.id === id);
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
        'Nyveien 1, 7240 Testkommune',
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
    // The farm's entity has the register's address.
    const entity = await call(server, { method: 'GET', url: `/entities/data/farm/${farm.id}`, token });
    expect(entity.body).toMatchObject({ name: 'Nyvik', address: 'Nyveien 1, 7240 Testkommune' });
    // The organization node's site facts are the register's.
    const node = (await nodeOf(token, organization.id))!;
    expect(node.farms).toContainEqual({ id: farm.id, name: 'Nyvik' });
    expect(node.municipality).toContain('Testkommune');
    expect(node.species).toContain('rainbowTrout');

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
          '',
        ],
      ],
      null,
    );
    expect(report).toMatchObject({ status: 'succeeded', updated: 1 });
    expect((await take()).status).toBe(200);
  });

  it('hand a site only an import created to its organization’s members, and to nobody else', async () => {
    const localityNumber = 99777;
    const id = String(localityNumber);
    // The register's run of no organization creates it; the super admin gives it to Nordvik Sjømat AS.
    const created = await importSites(
      [
        [
          localityNumber,
          'Nyskapt',
          farm.lat,
          farm.lon,
          'Nykommune',
          farm.productionAreaId,
          farm.operatorId,
          '',
          1234,
          'atlanticSalmon',
          '',
        ],
      ],
      null,
    );
    expect(created).toMatchObject({ status: 'succeeded', added: 1 });
    for (const owner of [organization.id, ORGS.nordvik]) {
      const added = await call(server, {
        method: 'PUT',
        url: '/organizations/farms',
        token,
        body: { organization: owner, farmIds: [id] },
      });
      expect(added.status).toBe(200);
    }
    const [admin, member, basics] = await Promise.all([
      server.oidc.issueAccessToken(USERS.admin),
      server.oidc.issueAccessToken(USERS.member),
      server.oidc.issueAccessToken(USERS.basics),
    ]);
    const growth = (viewer: string) =>
      call(server, {
        method: 'POST',
        url: '/benchmark/data/categorizations/growth',
        token: viewer,
        body: { entityType: 'farm', id },
      });
    const timeline = (viewer: string) =>
      call(server, {
        method: 'POST',
        url: '/timeline/data/entity',
        token: viewer,
        body: { entityType: 'farm', id, start: dataset.today, end: dataset.today, fields: ['inventory'], agg: 'day' },
      });
    const entity = (viewer: string) => call(server, { method: 'GET', url: `/entities/data/farm/${id}`, token: viewer });

    // A member of its organization: its private data (none yet) and its register facts.
    expect((await growth(admin)).status).toBe(200);
    expect((await timeline(admin)).body).toMatchObject({ tables: { inventory: { rows: [] } } });
    expect((await entity(admin)).body).toMatchObject({ name: 'Nyskapt', permissions: 'private', maxBiomass: 1234 });
    expect((await nodeOf(admin, ORGS.nordvik))!.municipality).toContain('Nykommune');
    // A member of another organization (a sub-organization that does not hold it) and a basics user: refused.
    expect((await growth(member)).status).toBe(403);
    // (a farm's timeline is public: its public tables only)
    expect((await timeline(member)).body).toMatchObject({ tables: {} });
    expect((await growth(basics)).status).toBe(403);
    expect((await timeline(basics)).status).toBe(403);
    for (const viewer of [member, basics])
      expect((await entity(viewer)).body).toMatchObject({
        permissions: 'public',
        owned: false,
        generations: [],
        cagesUsed: [],
        organizations: [],
      });
  });

  it('show a cage and a fish group an import added in the v1 timeline and the product usages', async () => {
    const site = dataset.sites.find((entry) => entry.id === organization.farmIds.at(-1))!;
    const day = dataset.weeks.at(-1)!.start;
    const next = fromDayNumber(toDayNumber(day) + 1);
    expect(await importRows('cages', [[site.localityNumber, 'X9']])).toMatchObject({ status: 'succeeded' });
    expect(
      await importRows('stockings', [[site.localityNumber, 'T99', 'X9', 'atlanticSalmon', day, 1000, 0.15, 'Ny']]),
    ).toMatchObject({ status: 'succeeded' });
    const cageDay = (date: string, fish: number) => [
      site.localityNumber,
      'X9',
      date,
      fish,
      fish * 0.2,
      0.2,
      0,
      0,
      0,
      0,
      0,
      0,
      10,
      '',
    ];
    expect(await importRows('cage-days', [cageDay(day, 1000), cageDay(next, 990)])).toMatchObject({
      status: 'succeeded',
    });
    for (const [entityType, id] of [
      ['cage', `${site.id}-X9`],
      ['fishGroup', `${site.id}-T99-G1`],
    ]) {
      const answer = await call(server, {
        method: 'POST',
        url: '/timeline/data/entity',
        token,
        body: { entityType, id, sensorKeys: id, start: day, end: next, fields: ['inventory'], agg: 'day' },
      });
      expect(answer.status).toBe(200);
      const rows = (answer.body as unknown as TimelineResponse).tables.inventory!.rows;
      expect(rows.filter((row) => row.sensor === id).map((row) => [row.date, row.values['closeCount']])).toEqual([
        [day, 1000],
        [next, 990],
      ]);
    }
    // The generation's product usages (its feed from the stocking) name the imported fish group.
    const usages = await call(server, {
      method: 'GET',
      url: `/benchmark/data/products/all?entityType=farm&id=${site.id}&genId=${site.id}-T99`,
      token,
    });
    expect(usages.body!.usages).toContainEqual(
      expect.objectContaining({ cageId: `${site.id}-X9`, fishGroup: 'Ny', category: 'feed', startDate: day }),
    );
    // A viewer who sees the farm publicly picks the stored generation: its public weeks are that generation's.
    const member = await server.oidc.issueAccessToken(USERS.member);
    const entity = await call(server, { method: 'GET', url: `/entities/data/farm/${site.id}`, token: member });
    expect(entity.body).toMatchObject({ permissions: 'public' });
    expect((entity.body as unknown as Entity).generations.map((generation) => generation.id)).toContain(
      `${site.id}-T99`,
    );
    const weekly = await call(server, {
      method: 'POST',
      url: '/timeline/data/entity',
      token: member,
      body: {
        entityType: 'farm',
        id: site.id,
        genId: `${site.id}-T99`,
        start: day,
        end: day,
        fields: ['seaTemperature'],
        agg: 'week',
      },
    });
    expect((weekly.body as unknown as TimelineResponse).tables.seaTemperature!.rows.map((row) => row.date)).toEqual([
      day,
    ]);
  });
  it('load the private data of a site only an import created from its stockings', async () => {
    // The site the register's run created above, held by the organization.
    const localityNumber = 99777;
    const day = dataset.weeks.at(-1)!.start;
    expect(await importRows('cages', [[localityNumber, 'M1']])).toMatchObject({ status: 'succeeded' });
    expect(
      await importRows('stockings', [[localityNumber, 'V98', 'M1', 'atlanticSalmon', day, 500, 0.15, '']]),
    ).toMatchObject({ status: 'succeeded' });
    expect(
      await importRows('cage-days', [[localityNumber, 'M1', day, 500, 100, 0.2, 0, 0, 0, 0, 0, 0, 10, '']]),
    ).toMatchObject({ status: 'succeeded' });
    const answer = await call(server, {
      method: 'POST',
      url: '/timeline/data/entity',
      token,
      body: { entityType: 'farm', id: String(localityNumber), start: day, end: day, fields: ['inventory'], agg: 'day' },
    });
    const rows = (answer.body as unknown as TimelineResponse).tables.inventory!.rows;
    expect(rows.map((row) => [row.date, row.values['closeCount']])).toContainEqual([day, 500]);
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
      '',
    ];
    expect(await importRows('sites', [row(other, 'Nyoperatør Sjømat AS')], null)).toMatchObject({ updated: 1 });
    // A row without a name keeps the stored one (and changes nothing else here).
    expect(await importRows('sites', [row(other, '')], null)).toMatchObject({ updated: 0 });

    const farms = (await call(server, { method: 'GET', url: '/config/farms', token })).body!.farms as ConfigFarm[];
    expect(farms.find((entry) => entry.id === other.id)!.operator).toMatchObject({
      id: 'op-new',
      name: 'Nyoperatør Sjømat AS',
    });
    // A search names the register's operator.
    const search = await call(server, { method: 'GET', url: `/search/data?q=${other.localityNumber}`, token });
    expect(
      (search.body!.results as { id: string; operator: unknown }[]).find((entry) => entry.id === other.id)!.operator,
    ).toMatchObject({ id: 'op-new', name: 'Nyoperatør Sjømat AS' });
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
      [farm.localityNumber, 'V99', cage, 'atlanticSalmon', dataset.today, 1000, 0.1, ''],
    ]);
    expect(report).toMatchObject({ status: 'succeeded', added: 2 });
    const after = ((await call(server, { method: 'GET', url: '/config/app', token })).body as ConfigApp).seasons;
    // The new year's seasons, spring (vår) before autumn (høst), and the seasons listed before as they were.
    expect(after.filter((season) => season.endsWith('99') && season !== 'T99')).toEqual(['V99', 'H99']);
    expect(after.filter((season) => season !== 'V99' && season !== 'H99')).toEqual(before);
  });
});

/** Weeks of the published CSV (the test server's seeded weeks), fallow or with nothing counted. */
const importPublicWeeks = async (rows: { site: Site; year: number; week: number; fallow: boolean }[]) => {
  const lines = rows.map(({ site, year, week, fallow }) =>
    [
      week,
      year,
      site.localityNumber,
      site.name,
      '',
      '',
      '',
      fallow ? 'Ja' : 'Nei',
      'Nei',
      '',
      site.municipality,
      '',
      '',
      site.lat,
      site.lon,
      '0.5',
      '',
      '8.1',
      site.productionAreaId,
      '',
    ].join(','),
  );
  const text = [BARENTSWATCH_CSV_HEADER.join(','), ...lines].join('\n') + '\n';
  return importText(server, 'barentswatch-csv', text, { fileName: 'lakselus.csv', organizationId: null });
};

describe('a farm as a viewer who sees it publicly sees it', () => {
  const held = new Set(dataset.organizations.flatMap((org) => org.farmIds));
  /** A site no organization holds (public to every viewer), untouched by the tests above. */
  const site = dataset.sites.filter((entry) => !held.has(entry.id)).at(-1)!;
  const seeded = dataset.weeks.slice(-TEST_PUBLIC_WEEKS);
  const sunday = (monday: string) => fromDayNumber(toDayNumber(monday) + 6);
  /** The season of a week's Monday: spring (V) in January–June, else autumn (H), and the year's two digits. */
  const seasonOf = (monday: string) => `${Number(monday.slice(5, 7)) <= 6 ? 'V' : 'H'}${monday.slice(2, 4)}`;
  const conditionsOf = async (id: string) =>
    (
      await call(server, {
        method: 'POST',
        url: '/conditions/data/entity',
        token,
        body: { entityType: 'farm', id },
      })
    ).body as unknown as Conditions;

  it('has the generations its stored public weeks run between fallow periods', async () => {
    // At sea in the first stored week (stocked before the data), fallow two weeks, stocked again since.
    const fallow = [false, true, true, false, false, false, false, false];
    const report = await importPublicWeeks(
      seeded.map((week, index) => ({ site, year: week.year, week: week.week, fallow: fallow[index]! })),
    );
    expect(report).toMatchObject({ status: 'succeeded' });

    const first = seasonOf(seeded[0]!.start);
    // A second run stocked in the same season is told apart by a suffix.
    const stocked = seasonOf(seeded[3]!.start);
    const second = stocked === first ? `${stocked}-2` : stocked;
    const entity = (await call(server, { method: 'GET', url: `/entities/data/farm/${site.id}`, token }))
      .body as unknown as Entity;
    expect(entity.permissions).toBe('public');
    expect(entity.generations).toEqual([
      {
        id: `${site.id}-${first}`,
        season: first,
        startDate: seeded[0]!.start,
        endDate: sunday(seeded[0]!.start),
        entity: site.id,
        group: first,
        cages: [],
        fishGroups: [],
      },
      {
        id: `${site.id}-${second}`,
        season: second,
        startDate: seeded[3]!.start,
        endDate: null,
        entity: site.id,
        group: second,
        cages: [],
        fishGroups: [],
      },
    ]);
    // A search finds it with them (its latest three).
    const search = await call(server, { method: 'GET', url: `/search/data?q=${site.localityNumber}`, token });
    expect(
      (search.body!.results as { id: string; generations: unknown[] }[]).find((entry) => entry.id === site.id)!
        .generations,
    ).toEqual([
      { season: first, startDate: seeded[0]!.start },
      { season: second, startDate: seeded[3]!.start },
    ]);
    // The conditions' generation is the latest of them, and each is one the conditions accept by id.
    expect((await conditionsOf(site.id)).generation).toMatchObject({ id: `${site.id}-${second}`, label: second });
    const earlier = await call(server, {
      method: 'POST',
      url: '/conditions/data/entity',
      token,
      body: { entityType: 'farm', id: site.id, genId: `${site.id}-${first}` },
    });
    expect(earlier.body).toMatchObject({ generation: { id: `${site.id}-${first}` }, daysActive: 6 });
  });

  it("has its last week's confirmed diseases from the stored cases", async () => {
    const monday = seeded.at(-1)!.start;
    expect((await conditionsOf(site.id)).currentConfirmedDiseases).toBe('');
    const report = await importRows(
      'disease-cases',
      [[site.localityNumber, 'ILA', monday, 'HPR0', 'confirmed', monday, '']],
      null,
    );
    expect(report).toMatchObject({ status: 'succeeded', added: 1 });
    expect((await conditionsOf(site.id)).currentConfirmedDiseases).toBe('ILA');
  });

  it('shows an organization fallow once its farms’ latest stored weeks are fallow', async () => {
    const midt = dataset.organizations.find((org) => org.id === ORGS.nordvikMid)!;
    const last = seeded.at(-1)!;
    const report = await importPublicWeeks(
      midt.farmIds.map((id) => ({
        site: dataset.sites.find((entry) => entry.id === id)!,
        year: last.year,
        week: last.week,
        fallow: true,
      })),
    );
    expect(report).toMatchObject({ status: 'succeeded' });
    const entity = await call(server, { method: 'GET', url: `/entities/data/organization/${midt.id}`, token });
    expect(entity.body).toMatchObject({ isFallow: true, isActive: false });
    expect(await nodeOf(token, midt.id)).toMatchObject({ isFallow: true, isActive: false });
  });
});
