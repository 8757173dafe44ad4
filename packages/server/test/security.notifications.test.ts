/**
 * Security review, notifications (issue 13 item 2): only notifications about the viewer's private farms. Issue 33:
 * they are read from the farm data tables, so a disease-case import raises one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@havbruk/api';
import type { HavbrukServer } from '../src/app.ts';
import { csvLine } from '../src/import/csv.ts';
import { call, ORGS, importText, startTestServer, testDataset, USERS } from './helpers.ts';

let server: HavbrukServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const privateFarms = async (token: string) => {
  const farms = (await call(server, { method: 'GET', url: '/config/farms', token })).body as {
    farms: { id: string; permissions: string }[];
  };
  return new Set(farms.farms.filter((farm) => farm.permissions === 'private').map((farm) => farm.id));
};

const allNotifications = async (token: string, umbrella: string) =>
  (
    await call(server, {
      method: 'GET',
      url: `/data/notifications/${umbrella}?page=1&limit=100&sort=newest`,
      token,
    })
  ).body as { values: Notification[] };

describe('notifications from the farm data tables', () => {
  it('raise a disease detected at a farm of the organization when a disease case is imported', async () => {
    const dataset = testDataset();
    const farm = dataset.sites.find(
      (site) => site.id === dataset.organizations.find((org) => org.id === ORGS.group)!.farmIds[0],
    )!;
    const day = new Date(Date.parse(`${dataset.today}T00:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    const id = `ntf-${farm.id}-ILA-${day}`;
    expect((await allNotifications(token, ORGS.group)).values.some((value) => value.id === id)).toBe(false);
    const text =
      csvLine(['locality_number', 'disease', 'suspected_date', 'strain', 'status', 'confirmed_date', 'end_date']) +
      csvLine([farm.localityNumber, 'ILA', day, 'HPR0', 'suspected', '', '']);
    const report = await importText(server, 'disease-cases-en-csv', text, {
      fileName: 'disease-cases.csv',
      organizationId: ORGS.group,
      today: dataset.today,
    });
    expect(report).toMatchObject({ status: 'succeeded', added: 1 });
    const raised = (await allNotifications(token, ORGS.group)).values.find((value) => value.id === id);
    expect(raised).toMatchObject({
      event: 'disease-detected',
      type: 'ILA',
      isRead: false,
      farmId: farm.id,
      distance: 0,
      doc: { severity: 'warning', disease: { type: 'ILA', strain: 'HPR0' }, label: `ILA suspected at ${farm.name}` },
    });
  });
});

describe('item 2: notifications about farms outside the viewer’s organizations', () => {
  it("an external consultant of one region sees only that region's farms", async () => {
    const token = await server.oidc.issueAccessToken(USERS.member);
    const own = await privateFarms(token);
    const { values } = await allNotifications(token, ORGS.group);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(own.has(value.farmId), value.id).toBe(true);
    const unread = (await call(server, { method: 'GET', url: `/data/notifications/${ORGS.group}/unread`, token }))
      .body as { count: number };
    expect(unread.count).toBe(values.filter((value) => !value.isRead).length);
  });

  it('follows the farms in the database, not the seed: a removed farm no longer notifies', async () => {
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    const before = await allNotifications(token, ORGS.group);
    const farmId = before.values.find((value) => value.event === 'risk-disease')!.farmId;
    await server.db.query('delete from organization_farms where farm_id = $1', [farmId]);
    server.store.invalidate();
    const after = await allNotifications(token, ORGS.group);
    expect(after.values.some((value) => value.farmId === farmId)).toBe(false);
  });

  it("another tenant's umbrella is not found", async () => {
    const token = await server.oidc.issueAccessToken(USERS.member);
    const response = await call(server, { method: 'GET', url: `/data/notifications/${ORGS.kvitfjord}/unread`, token });
    expect(response.status).toBe(404);
  });
});
