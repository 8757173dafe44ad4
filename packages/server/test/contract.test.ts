/** Contract tests: every call answers schema-valid data for a valid token and 401 without one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, calls, type CallName } from '@havbruk/api';
import { getLabOrders } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { createToken } from '../src/mail.ts';
import { call, ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

let server: HavbrukServer;
let token: string;
let idToken: string;

beforeAll(async () => {
  // The farm's events (lab orders and files, product usages, risks) come from its seeded tables.
  server = await startTestServer({ seedFarmIds: [farm] });
  token = await server.oidc.issueAccessToken(USERS.superAdmin);
  idToken = await server.oidc.issueIdToken(USERS.superAdmin);
}, 120_000);
afterAll(() => server.close());

const dataset = testDataset();
const farm = dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds[0]!;
const site = dataset.sites.find((entry) => entry.id === farm)!;
const generation = site.generations[site.generations.length - 1]!;
const cage = generation.cages[0]!;
const week = dataset.weeks[dataset.weeks.length - 1]!;
const lab = () => server.store.dataset && `/events/data/lab?entityType=farm&id=${farm}`;

/** One valid request per call (as the essentials super admin). Order matters only for mutations. */
const samples: Record<
  CallName,
  () => Promise<{ params?: Record<string, string | number>; query?: string; body?: unknown }>
> = {
  getUser: async () => ({}),
  updateUser: async () => ({ body: { darkModeOn: true, title: 'Head of Fish Health' } }),
  checkUser: async () => ({ body: { idToken } }),
  onboardUser: async () => ({ body: { language: 'en' } }),
  reportError: async () => ({
    body: {
      onboarded: true,
      tier: 'essentials',
      allowsCookies: true,
      userAgent: 'vitest',
      browserLanguage: 'en',
      type: 'API',
      environment: 'localhost',
      appView: '/health',
      requestUrl: null,
      message: 'boom',
    },
  }),
  sendAnalytics: async () => ({
    body: { story: [{ url: '/health', date: '2026-11-20T10:00:00Z' }], appVersion: '0.1.0', userAgent: 'vitest' },
  }),
  deleteUser: async () => ({}),
  clearUpgradeStatus: async () => ({}),
  sendVerificationEmail: async () => ({}),
  verifyEmail: async () => ({ query: 'token=unknown-token' }),
  unsubscribe: async () => {
    const { token: unsubscribeToken } = await createToken(server.db, USERS.superAdmin, 'unsubscribe', 3600);
    return { query: `token=${unsubscribeToken}` };
  },
  getConfigApp: async () => ({}),
  getConfigFarms: async () => ({}),
  getConfigGraph: async () => ({}),
  getConfigWeeks: async () => ({ params: { year: week.year, week: week.week } }),
  getConfigOrganizations: async () => ({}),
  createOrganization: async () => ({
    body: {
      name: 'Contract sub',
      tier: 'essentials',
      parentOrganizationId: ORGS.nordvik,
      umbrellaOrganizationId: ORGS.group,
    },
  }),
  renameOrganization: async () => ({ params: { id: ORGS.nordvikMid }, body: { name: 'Nordvik Region Midt' } }),
  deleteOrganization: async () => {
    const created = await call(server, {
      method: 'POST',
      url: '/organizations',
      token,
      body: {
        name: 'To delete',
        tier: 'essentials',
        parentOrganizationId: ORGS.nordvik,
        umbrellaOrganizationId: ORGS.group,
      },
    });
    return { params: { id: created.body!.id as string } };
  },
  getOrganizationStructure: async () => ({}),
  getPipelines: async () => ({}),
  startPipelineRun: async () => {
    await call(server, { method: 'GET', url: '/organizations/pipelines', token });
    return {
      params: { id: `${ORGS.group}-lice-counts` },
      query: 'fileName=lice.csv',
      body: `locality_number,cage,date,adult_female_lice\n${site.localityNumber},${cage.name},${generation.startDate},0.1\n`,
    };
  },
  getPipelineRuns: async () => ({ params: { id: `${ORGS.group}-lice-counts` } }),
  getPipelineRun: async () => {
    const runs = await call(server, { method: 'GET', url: `/pipelines/${ORGS.group}-lice-counts/runs`, token });
    return { params: { id: `${ORGS.group}-lice-counts`, runId: (runs.body!.runs as { id: string }[])[0]!.id } };
  },
  addTeamMembers: async () => ({
    params: { id: ORGS.nordvikMid },
    body: { team: [{ email: 'contract.member@example.com', orgRole: 'member' }] },
  }),
  updateTeamRoles: async () => ({
    params: { id: ORGS.nordvik },
    body: { team: [{ userId: USERS.unverified, orgRole: 'admin' }] },
  }),
  removeTeamMembers: async () => ({ params: { id: ORGS.nordvikMid }, body: { userIds: [USERS.admin] } }),
  removeFarms: async () => ({
    params: { id: ORGS.nordvikMid },
    body: { farmIds: [dataset.organizations.find((org) => org.id === ORGS.nordvikMid)!.farmIds[0]!] },
  }),
  addFarms: async () => ({
    body: {
      organization: ORGS.nordvikMid,
      farmIds: [dataset.organizations.find((org) => org.id === ORGS.nordvikMid)!.farmIds[0]!],
    },
  }),
  resendMemberVerification: async () => ({ params: { id: ORGS.nordvik, memberId: USERS.unverified } }),
  getUnreadCount: async () => ({ params: { umbrellaOrgId: ORGS.group } }),
  toggleNotification: async () => {
    const page = await call(server, { method: 'GET', url: `/data/notifications/${ORGS.group}?page=1`, token });
    const first = (page.body!.values as { id: string }[])[0]!;
    return { params: { notificationId: first.id }, body: { isRead: true } };
  },
  getNotifications: async () => ({
    params: { umbrellaOrgId: ORGS.group },
    query: 'events=disease-detected,risk-disease&page=1&limit=20&sort=unread',
  }),
  getAscCompany: async () => ({ params: { alias: dataset.operators[0]!.alias } }),
  getAscFarm: async () => {
    const company = await call(server, { method: 'GET', url: `/asc/data/${dataset.operators[0]!.alias}` });
    return { params: { farmId: (company.body!.certs as { farmId: string }[])[0]!.farmId } };
  },
  getTimeline: async () => ({
    body: {
      entityType: 'farm',
      id: farm,
      // Within the v1 ceiling of days × tables (`LIMITS.timelineDayTables`): 112 days × 11 tables.
      start: '2026-08-01',
      end: dataset.today,
      fields: [
        'feed',
        'lice',
        'mortalities',
        'inventory',
        'treatments',
        'seaTemperature',
        'oxygen',
        'salinity',
        'pcrTests',
        'riskForecasts',
        'slaughters',
      ],
      sensorKeys: `farm,${cage.id}`,
      agg: 'week',
    },
  }),
  getTimelineV2: async () => ({
    body: {
      entityType: 'farm',
      id: farm,
      start: '2025-01-01',
      end: dataset.today,
      fields: ['feed', 'lice', 'mortalities', 'inventory', 'treatments', 'seaTemperature', 'slaughters'],
      sensorKeys: `farm,${cage.id}`,
      agg: 'day',
    },
  }),
  getConditions: async () => ({
    body: {
      entities: [
        { entityType: 'farm', id: farm },
        { entityType: 'organization', id: ORGS.nordvikWest },
      ],
    },
  }),
  getEntityConditions: async () => ({ body: { entityType: 'farm', id: farm } }),
  getGrowthCategorization: async () => ({ body: { entityType: 'farm', id: farm } }),
  getMortalityCategorization: async () => ({
    body: { entityType: 'farm', id: farm, start: '2025-01-01', end: dataset.today },
  }),
  getHarvestCategorization: async () => ({ body: { entityType: 'farm', id: farm } }),
  getRisks: async () => ({ body: {} }),
  getLabOrders: async () => ({ query: `entityType=farm&id=${farm}` }),
  getProductUsages: async () => ({ query: `entityType=farm&id=${farm}&genId=${generation.id}` }),
  getMapYear: async () => ({ params: { year: week.year }, query: 'data=lice,diseases' }),
  getMapWeek: async () => ({ params: { year: week.year, week: week.week }, query: 'data=inventory,activity' }),
  getMapYearV2: async () => ({ params: { year: week.year } }),
  getMapWeekV2: async () => ({ params: { year: week.year, week: week.week }, query: 'data=inventory,lice' }),
  getTreatmentPlaces: async () => ({ body: { entities: [{ entityType: 'organization', id: ORGS.nordvik }] } }),
  getTreatmentMitigations: async () => ({ body: { entities: [{ entityType: 'farm', id: farm }] } }),
  getHarvestActions: async () => ({
    body: { entities: [{ entityType: 'farm', id: farm }], start: dataset.today, end: '2027-02-17' },
  }),
  createFileLink: async () => {
    const orders = getLabOrders(dataset, site);
    const file = orders.flatMap((order) => order.attachments)[0]!;
    return { body: { path: file.url } };
  },
  search: async () => ({ query: 'q=nord&limit=20' }),
  getEntity: async () => ({ params: { entityType: 'farm', id: farm } }),
};
void lab;

const names = (Object.keys(calls) as CallName[]).filter((name) => name !== 'deleteUser');

describe('every call with a valid token answers schema-valid data', () => {
  it.each(names)('%s', { timeout: 30_000 }, async (name) => {
    const definition = calls[name];
    const sample = await samples[name]();
    const url = `${buildPath(definition.path, sample.params)}${sample.query ? `?${sample.query}` : ''}`;
    const response = await call(server, { method: definition.method, url, token, body: sample.body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const parsed = definition.response.safeParse(response.body);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues[0])).toBe(true);
  });

  it('deleteUser deletes the account (last: the token then stops working)', async () => {
    const other = await server.oidc.issueAccessToken(USERS.newUser);
    const response = await call(server, { method: 'DELETE', url: '/users/data', token: other });
    expect(response.status).toBe(200);
    expect(calls.deleteUser.response.safeParse(response.body).success).toBe(true);
    expect((await call(server, { method: 'GET', url: '/users/data', token: other })).status).toBe(401);
  });
});

describe('an unknown unsubscribe link', () => {
  it('answers 404 with a message, not a success', async () => {
    const response = await call(server, { method: 'GET', url: '/verify/unsubscribe?token=unknown-token' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(expect.objectContaining({ message: 'This unsubscribe link is not valid' }));
  });
});

describe('without a token every guarded call is 401 with a message', () => {
  const guarded = (Object.keys(calls) as CallName[]).filter((name) => calls[name].access !== 'open');
  it.each(guarded)('%s', async (name) => {
    const definition = calls[name];
    const sample = await samples[name]();
    const url = `${buildPath(definition.path, sample.params)}${sample.query ? `?${sample.query}` : ''}`;
    const response = await call(server, { method: definition.method, url, body: sample.body });
    expect(response.status).toBe(401);
    expect(typeof response.body!.message).toBe('string');
  });
});

describe('input validation and unknown ids', () => {
  it('invalid body → 400 naming the field', async () => {
    const response = await call(server, { method: 'PUT', url: '/users/data', token, body: { language: 'de' } });
    expect(response.status).toBe(400);
    expect(response.body!.message).toMatch(/language/);
  });
  it('more than 2 map keys → 400', async () => {
    const response = await call(server, {
      method: 'GET',
      url: `/map/data/${week.year}?data=lice,diseases,treatments`,
      token,
    });
    expect(response.status).toBe(400);
    expect(response.body!.message).toMatch(/at most 2/);
  });
  it('unknown farm → 404 with a message', async () => {
    const response = await call(server, { method: 'GET', url: '/entities/data/farm/999999', token });
    expect(response.status).toBe(404);
    expect(response.body!.message).toMatch(/not found/);
  });
  it('unknown organization → 404', async () => {
    expect(
      (await call(server, { method: 'PUT', url: '/organizations/org-nope', token, body: { name: 'x' } })).status,
    ).toBe(404);
  });
  it('unknown route → 404 with a message', async () => {
    const response = await call(server, { method: 'GET', url: '/nope', token });
    expect(response.status).toBe(404);
    expect(typeof response.body!.message).toBe('string');
  });
  it('an expired token → 401', async () => {
    const expired = await server.oidc.issueAccessToken(USERS.superAdmin, -10);
    expect((await call(server, { method: 'GET', url: '/users/data', token: expired })).status).toBe(401);
  });
});

describe('harvest recommendations per farm or per cage', () => {
  it('answers one record set per farm, or with perCage one per cage of the farm', async () => {
    const url = calls.getHarvestActions.path;
    // A farm of the organization with fish in the sea.
    const active = dataset.organizations
      .find((org) => org.id === ORGS.nordvik)!
      .farmIds.find((id) => dataset.sites.find((site) => site.id === id)?.generations.at(-1)?.endDate === null)!;
    const body = { entities: [{ entityType: 'farm', id: active }], start: dataset.today, end: '2027-02-17' };
    const perFarm = await call(server, { method: 'POST', url, token, body });
    const perCage = await call(server, { method: 'POST', url, token, body: { ...body, perCage: true } });
    const farmRecords = (perFarm.body as { records: { cageId: string | null }[] }).records;
    const cageRecords = (perCage.body as { records: { cageId: string | null }[] }).records;
    expect(farmRecords.length).toBeGreaterThan(0);
    expect(farmRecords.every((record) => record.cageId === null)).toBe(true);
    expect(cageRecords.length).toBeGreaterThan(farmRecords.length);
    expect(cageRecords.every((record) => record.cageId?.startsWith(`${active}-`))).toBe(true);
  });
});
