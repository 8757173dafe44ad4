/**
 * Farm events served from the farm data tables (issue 33): lab orders and their attachment files from `lab_results`,
 * product usages from `treatments`, risk forecasts (the risks call and the timeline's risk table) from `site_weeks`
 * and `disease_cases`. A seeded demo farm answers as the dataset did; an import through a pipeline changes the next
 * answer at once (the v2 timeline's ETag too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FarmRisk, LabOrder, ProductUsage } from '@havbruk/api';
import {
  fromDayNumber,
  getFarmRisk,
  getLabOrders,
  getProductUsages,
  toDayNumber,
  type Site,
} from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { call, ORGS, startTestServer, testDataset, TEST_PUBLIC_WEEKS, USERS } from './helpers.ts';

const dataset = testDataset();
const organization = dataset.organizations.find((org) => org.id === ORGS.nordvik)!;
/** A Nordvik farm at sea now, with at least two generations and a lab order with histology images. */
const site: Site = organization.farmIds
  .map((id) => dataset.sites.find((entry) => entry.id === id)!)
  .find(
    (entry) =>
      entry.isActive &&
      entry.generations.length >= 2 &&
      getLabOrders(dataset, entry).some((order) => order.attachments.some((file) => file.kind === 'image')),
  )!;
const generation = site.generations.at(-1)!;
const cage = generation.cages[0]!;
const day = fromDayNumber(toDayNumber(dataset.today) - 3);
let server: HavbrukServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ seedFarmIds: [site.id], dev: true });
  admin = await server.oidc.issueAccessToken(USERS.admin);
  // The pipelines are made when an organization's pipelines are first listed.
  await call(server, { method: 'GET', url: '/organizations/pipelines', token: admin });
}, 120_000);
afterAll(() => server.close());

const upload = async (template: string, body: string) => {
  const response = await call(server, {
    method: 'POST',
    url: `/pipelines/${ORGS.nordvik}-${template}/runs?fileName=${template}.csv`,
    token: admin,
    body,
  });
  expect(response.body).toMatchObject({ status: 'succeeded' });
};
const labOrders = async () =>
  (
    (await call(server, { method: 'GET', url: `/events/data/lab?entityType=farm&id=${site.id}`, token: admin }))
      .body as { orders: LabOrder[] }
  ).orders;
const usages = async () =>
  (
    (
      await call(server, {
        method: 'GET',
        url: `/benchmark/data/products/all?entityType=farm&id=${site.id}`,
        token: admin,
      })
    ).body as { usages: ProductUsage[] }
  ).usages;
const risk = async () =>
  (
    (await call(server, { method: 'POST', url: '/health/data/risks', token: admin, body: { farmIds: [site.id] } }))
      .body as { farms: FarmRisk[] }
  ).farms[0]!;
const download = async (url: string) => {
  const response = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.body };
};

describe('lab orders and their files from lab_results', () => {
  it('answer as the dataset did for a seeded farm', async () => {
    expect(await labOrders()).toEqual(getLabOrders(dataset, site));
  });

  it('show an imported order at once, and serve its files by the names the rows give', async () => {
    const orderId = 'LAB-TEST-0001';
    await upload(
      'lab-results',
      'locality_number,cage,order_id,disease,sample,sampled_date,tested_date,strain,ct_value,attachment\n' +
        `${site.localityNumber},${cage.name},${orderId},PD,1,${day},${day},SAV3,24.5,report.pdf|gills.png\n` +
        `${site.localityNumber},${cage.name},${orderId},PD,2,${day},${day},,,report.pdf\n`,
    );
    const order = (await labOrders()).find((entry) => entry.orderId === orderId)!;
    expect(order).toMatchObject({
      sampledAt: day,
      testedAt: day,
      histology: true,
      species: generation.species,
      diseasesTested: ['PD'],
      attachments: [
        { filename: 'report.pdf', url: `/files/lab/${orderId}/report.pdf`, cages: [cage.name], kind: 'pdf' },
        { filename: 'gills.png', url: `/files/lab/${orderId}/gills.png`, cages: [cage.name], kind: 'image' },
      ],
    });
    expect(order.pcr.map((result) => [result.sample, result.value, result.cageId])).toEqual([
      [1, 24.5, cage.id],
      [2, null, cage.id],
    ]);
    const pdf = await download(`/files/lab/${orderId}/report.pdf`);
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.body).toContain(`locality ${site.localityNumber}`);
    expect(await download(`/files/lab/${orderId}/gills.png`)).toMatchObject({ status: 200, type: 'image/png' });
    // A name no row gives is no file.
    expect((await download(`/files/lab/${orderId}/other.pdf`)).status).toBe(404);
  });
});

describe('product usages from treatments', () => {
  it('answer as the dataset did for a seeded farm', async () => {
    expect(await usages()).toEqual(getProductUsages(dataset, site));
  });

  it('show an imported treatment at once', async () => {
    await upload(
      'treatments',
      `locality_number,cage,date,product,category\n${site.localityNumber},${cage.name},${day},Test peroxide,medicinalBath\n`,
    );
    expect((await usages()).find((usage) => usage.product === 'Test peroxide')).toMatchObject({
      id: `${cage.id}-${day}-Test peroxide`,
      startDate: day,
      endDate: day,
      cageId: cage.id,
      category: 'medicinalBath',
      startDaysIn: toDayNumber(day) - toDayNumber(generation.startDate),
    });
  });
});

describe('the disease-case pipeline', () => {
  it('is listed for import with its empty templates offered in both forms', async () => {
    const listed = await call(server, { method: 'GET', url: '/organizations/pipelines', token: admin });
    expect(
      (listed.body!.pipelines as { id?: string; kind?: string; organization: { id: string } }[]).find(
        (pipeline) => pipeline.kind === 'diseaseCases' && pipeline.organization.id === ORGS.nordvik,
      ),
    ).toMatchObject({ id: `${ORGS.nordvik}-disease-cases` });
    for (const [form, header] of [
      ['en', 'locality_number,disease,suspected_date,strain,status,confirmed_date,end_date'],
      ['no', 'lokalitetsnummer;sykdom;mistanke_dato;variant;status;bekreftet_dato;slutt_dato'],
    ]) {
      const response = await server.app.inject({ method: 'GET', url: `/imports/templates/disease-cases-${form}.csv` });
      expect(response.statusCode).toBe(200);
      expect(response.body.replace(/^\uFEFF/, '').trim()).toBe(header);
    }
  });
});

describe('risk forecasts from site_weeks and disease_cases', () => {
  const timeline = async (ifNoneMatch?: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/timeline/data/entity',
      headers: { authorization: `Bearer ${admin}`, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
      payload: {
        entityType: 'farm',
        id: site.id,
        start: dataset.weeks.at(-TEST_PUBLIC_WEEKS)!.start,
        end: dataset.today,
        fields: ['riskForecasts'],
        agg: 'week',
      },
    });
    return { status: response.statusCode, etag: String(response.headers.etag), body: response.body };
  };

  it('answer as the dataset did for a seeded farm', async () => {
    expect(await risk()).toEqual(getFarmRisk(dataset, site));
  });

  it('follow an imported disease case at once, in the risks call and the timeline', async () => {
    const before = await timeline();
    expect(before.status).toBe(200);
    const ila = () => risk().then((farm) => farm.risks.find((entry) => entry.label === 'ila')!.confidence);
    const ilaBefore = await ila();
    await upload(
      'disease-cases',
      `locality_number,disease,suspected_date,strain,status,confirmed_date,end_date\n${site.localityNumber},ILA,${fromDayNumber(toDayNumber(dataset.today) - 20)},HPR-deleted,confirmed,${day},\n`,
    );
    expect(await ila()).toBeGreaterThan(ilaBefore);
    expect(await ila()).toBeGreaterThanOrEqual(75);
    const after = await timeline(before.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body).not.toBe(before.body);
  });

  it('follow an imported public week at once (its lice count and its PD flag)', async () => {
    const last = dataset.weeks.at(-1)!;
    const [liceBefore, pdBefore] = (await risk()).risks.map((entry) => entry.confidence);
    const response = await call(server, {
      method: 'POST',
      url: '/operator/imports/public?format=barentswatch-json&fileName=week.json',
      token: server.operatorSecret,
      body: JSON.stringify({
        year: last.year,
        week: last.week,
        localities: [
          {
            localityNo: site.localityNumber,
            localityWeekId: 1,
            name: site.name,
            hasReportedLice: true,
            isFallow: false,
            avgAdultFemaleLice: 3,
            hasCleanerfishDeployed: false,
            hasMechanicalRemoval: false,
            hasSubstanceTreatments: false,
            hasPd: true,
            hasIla: false,
            municipalityNo: '1',
            municipality: site.municipality,
            lat: site.lat,
            lon: site.lon,
            isOnLand: false,
            inFilteredSelection: true,
            hasSalmonoids: true,
            isSlaughterHoldingCage: false,
          },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const [lice, pd] = (await risk()).risks.map((entry) => entry.confidence);
    expect(lice).toBeGreaterThan(liceBefore!);
    expect(pd).toBeGreaterThan(pdBefore!);
    expect(pd).toBeGreaterThanOrEqual(65);
  });
});
