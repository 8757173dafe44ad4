/**
 * Issues 33 and 34: the open certification (ASC) pages are read from the database. The certification records
 * (certificate, earlier generations, escapes, wildlife) are stored by the demo seed (`certifications` and its
 * tables); the weekly lice report is the site's public weekly data (`site_weeks`, imported by the BarentsWatch
 * parsers). The seeded answers equal those the dataset gave; an imported week shows at once; a week whose lice were
 * not reported is null, never 0. The diseases are the stored cases and the public weeks' PD / ILA flags
 * (`src/diseases.ts`): a flagged week shows on the farm page and on the map.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AscCompany, AscFarmData } from '@havbruk/api';
import { getAscFarmData, getCertifications, getConfirmedDiseases, getSite, type Site } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { buildViewer } from '../src/store.ts';
import { BARENTSWATCH_CSV_HEADER } from '../src/import/barentswatch/csv.ts';
import { seedCertifications } from '../src/import/seed/certifications.ts';
import { call, importText, startTestServer, testDataset, USERS } from './helpers.ts';
import { PublicSites } from '../src/import/barentswatch/publicSites.ts';

const dataset = testDataset();
/** The weeks the lice report shows (the dataset's last 52): the test server imports them. */
const REPORT_WEEKS = 52;
let server: HavbrukServer;

beforeAll(async () => {
  server = await startTestServer({ publicWeeks: REPORT_WEEKS });
}, 60_000);
afterAll(() => server.close());

const certifications = getCertifications(dataset);
const aliases = [...new Set(certifications.map((cert) => cert.alias))];
const certifiedSite = (index: number): Site => getSite(dataset, certifications[index]!.farmId)!;

/** What the pages answered when they were computed from the dataset (a signed-out visitor). */
const datasetCompany = (alias: string): AscCompany => {
  const operator = dataset.operators.find((entry) => entry.alias === alias)!;
  return {
    organization: { alias, name: operator.name },
    certs: certifications.filter((cert) => cert.alias === alias),
  };
};

const farmAnswer = async (farmId: string) => {
  const response = await call(server, { method: 'GET', url: `/asc/data/farm/${farmId}` });
  expect(response.status).toBe(200);
  return response.body as unknown as AscFarmData;
};

/** A site-week of the published CSV for a dataset site (the seed's columns, with the lice given). */
const publishedWeek = (site: Site, year: number, week: number, lice: [string, string, string] | null) =>
  [
    week,
    year,
    site.localityNumber,
    site.name,
    ...(lice ?? ['', '', '']),
    'Nei',
    lice ? 'Ja' : 'Nei',
    '',
    site.municipality,
    '',
    '',
    site.lat,
    site.lon,
    '0.5',
    lice ? 'Nei' : '',
    '8.1',
    site.productionAreaId,
    '',
  ].join(',');

const importWeeks = async (lines: string[]) => {
  const text = [BARENTSWATCH_CSV_HEADER.join(','), ...lines].join('\n') + '\n';
  const report = await importText(server, 'barentswatch-csv', text, {
    fileName: 'lakselus.csv',
    organizationId: null,
    today: dataset.today,
  });
  expect(report.rejectedRows).toEqual([]);
  expect(report.status).toBe('succeeded');
};

describe('the certification pages read from the database', () => {
  it('store the seeded certification records in the database', async () => {
    const stored = await server.db.query<{ count: number }>('select count(*)::int as count from certifications');
    expect(stored.rows[0]!.count).toBe(certifications.length);
  });

  it('are seeded into a database seeded before they were stored, once', async () => {
    const count = async () =>
      (await server.db.query<{ count: number }>('select count(*)::int as count from wildlife_interactions')).rows[0]!
        .count;
    const seeded = await count();
    expect(seeded).toBeGreaterThan(0);
    await server.db.exec('truncate certificate_holders, escapes, wildlife_interactions cascade');
    await seedCertifications(server.db, dataset);
    await seedCertifications(server.db, dataset);
    expect(await count()).toBe(seeded);
  });

  it('answer every company as the dataset did', async () => {
    expect(aliases.length).toBeGreaterThan(1);
    for (const alias of aliases) {
      const response = await call(server, { method: 'GET', url: `/asc/data/${alias}` });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(datasetCompany(alias));
    }
  });

  it('answer every certified farm as the dataset did', async () => {
    // An organization's farm's disease cases come from its private seed, which this server runs for none.
    const held = new Set(dataset.organizations.flatMap((organization) => organization.farmIds));
    for (const cert of certifications) {
      const site = getSite(dataset, cert.farmId)!;
      const diseases = held.has(site.id)
        ? []
        : getConfirmedDiseases(site).sort((a, b) => a.start.localeCompare(b.start) || a.type.localeCompare(b.type));
      expect(await farmAnswer(cert.farmId)).toEqual({ ...getAscFarmData(dataset, site)!, diseases });
    }
  });

  it('mark the viewer’s own farms and operators', async () => {
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    const register = new PublicSites(server.db);
    await register.load();
    const viewer = buildViewer(
      register,
      await server.store.getDirectory(),
      (await server.store.getUserRow(USERS.superAdmin))!,
    );
    const alias = aliases.find((entry) =>
      certifications.some((cert) => cert.alias === entry && viewer.privateFarmIds.has(cert.farmId)),
    )!;
    const response = await call(server, { method: 'GET', url: `/asc/data/${alias}`, token });
    const certs = (response.body as unknown as AscCompany).certs;
    expect(certs.map((cert) => cert.farm.owned)).toEqual(
      datasetCompany(alias).certs.map((cert) => viewer.privateFarmIds.has(cert.farmId)),
    );
    const operatorId = dataset.operators.find((entry) => entry.alias === alias)!.id;
    expect(certs.map((cert) => cert.farm.operator.inPerspective)).toEqual(
      certs.map(() => viewer.perspectiveOperators.has(operatorId)),
    );
    expect(certs.some((cert) => cert.farm.owned)).toBe(true);
  });

  it('follow a changed certification record at once', async () => {
    const cert = certifications[0]!;
    await server.db.query(`update certifications set status = 'withdrawn' where locality_number = $1`, [
      Number(cert.farmId),
    ]);
    try {
      expect((await farmAnswer(cert.farmId)).certification.status).toBe('withdrawn');
    } finally {
      await server.db.query(`update certifications set status = $2 where locality_number = $1`, [
        Number(cert.farmId),
        cert.status,
      ]);
    }
  });

  it('show an imported week in the lice report at once, and a week not reported as null (never 0)', async () => {
    const site = certifiedSite(1);
    const [last, before] = [dataset.weeks.at(-1)!, dataset.weeks.at(-2)!];
    await importWeeks([
      publishedWeek(site, last.year, last.week, ['0.37', '1.25', '0.5']),
      publishedWeek(site, before.year, before.week, null),
    ]);
    const lice = (await farmAnswer(site.id)).lice;
    expect(lice).toHaveLength(REPORT_WEEKS);
    expect(lice.at(-1)).toEqual({ year: last.year, week: last.week, female: 0.37, mobile: 1.25, stationary: 0.5 });
    expect(lice.at(-2)).toEqual({ year: before.year, week: before.week, female: null, mobile: null, stationary: null });
  });

  it('answer 404 for an alias or a farm without a certificate', async () => {
    expect((await call(server, { method: 'GET', url: '/asc/data/no-such-company' })).status).toBe(404);
    const uncertified = dataset.sites.find((site) => !certifications.some((cert) => cert.farmId === site.id))!;
    expect((await call(server, { method: 'GET', url: `/asc/data/farm/${uncertified.id}` })).status).toBe(404);
  });

  it('show a week the public data flags with PD on the farm page and on the map', async () => {
    const last = dataset.weeks.at(-1)!;
    const site = certifications
      .map((cert) => getSite(dataset, cert.farmId)!)
      .find((entry) => entry.weeks.at(-1)!.diseases.length === 0)!;
    const locality = {
      localityNo: site.localityNumber,
      localityWeekId: 1,
      name: site.name,
      hasReportedLice: false,
      isFallow: false,
      avgAdultFemaleLice: null,
      hasCleanerfishDeployed: false,
      hasMechanicalRemoval: false,
      hasSubstanceTreatments: false,
      hasPd: true,
      hasIla: false,
      municipalityNo: null,
      municipality: site.municipality,
      lat: site.lat,
      lon: site.lon,
      isOnLand: false,
      inFilteredSelection: true,
      hasSalmonoids: true,
      isSlaughterHoldingCage: false,
    };
    const report = await importText(
      server,
      'barentswatch-json',
      JSON.stringify({ year: last.year, week: last.week, localities: [locality] }),
      { fileName: 'week.json', organizationId: null, today: dataset.today },
    );
    expect(report).toMatchObject({ status: 'succeeded', updated: 1 });

    // Flagged in the latest stored week: confirmed since that week's Monday, not ended.
    expect((await farmAnswer(site.id)).diseases).toContainEqual({ type: 'PD', start: last.start, end: null });
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    const map = await call(server, {
      method: 'GET',
      url: `/v2/map/data/${last.year}/${last.week}?data=diseases`,
      token,
    });
    const body = map.body as unknown as {
      farms: string[];
      data: { diseases: { cell: number[]; types: string[]; type: number[]; status: string[] } };
    };
    const { diseases } = body.data;
    const cell = body.farms.indexOf(site.id);
    const entries = diseases.cell.flatMap((at, index) =>
      at === cell ? [{ type: diseases.types[diseases.type[index]!], status: diseases.status[index] }] : [],
    );
    expect(entries).toEqual([{ type: 'PD', status: 'confirmed' }]);
  });
});
