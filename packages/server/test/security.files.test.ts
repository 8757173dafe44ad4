/**
 * Security review, file links (issue 13 item 5): no token in URLs; short-lived signed links bound to user, path,
 * expiry and the sign-in, the permission checked again when the file is opened; files never cached.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getLabOrders, getSite } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { createFileLinks, databaseSecret } from '../src/fileLinks.ts';
import { listenLocally, ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

let server: HavbrukServer;
const dataset = testDataset();
const farmId = dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds[0]!;
const pdf = getLabOrders(dataset, getSite(dataset, farmId)!)
  .flatMap((order) => order.attachments)
  .find((file) => file.kind === 'pdf')!.url;

const havbris = dataset.organizations.find((org) => org.id === ORGS.havbris)!.farmIds[0]!;

beforeAll(async () => {
  // A file is a name a row of `lab_results` gives: the farms whose files are opened are seeded.
  server = await startTestServer({ seedFarmIds: [farmId, havbris] });
}, 120_000);
afterAll(() => server.close());

const linkFor = async (token: string, path = pdf) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/files/links',
    headers: { authorization: `Bearer ${token}` },
    payload: { path },
  });
  return { status: response.statusCode, ...(JSON.parse(response.body) as { url: string; expiresAt: string }) };
};
const open = (url: string) => server.app.inject({ method: 'GET', url });

describe('item 5: signed file links', () => {
  afterEach(() => vi.useRealTimers());

  it('a link expires after 60 seconds (fake clock): opened at 59 s, refused at 61 s', async () => {
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const link = await linkFor(token);
    vi.setSystemTime(Date.now() + 59_000);
    expect((await open(link.url)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2_000);
    const expired = await open(link.url);
    expect(expired.statusCode).toBe(401);
    expect(JSON.parse(expired.body)).toMatchObject({ message: 'This link has expired' });
  });

  it("the app's logout (token revocation at the provider) ends the sign-in: its token and links are refused", async () => {
    const base = await listenLocally(server);
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    const link = await linkFor(token);
    expect((await open(link.url)).statusCode).toBe(200);
    const revoked = await fetch(`${base}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token', client_id: 'havbruk-app' }),
    });
    expect(revoked.status).toBe(200);
    expect((await open(link.url)).statusCode).toBe(401);
    const user = await server.app.inject({
      method: 'GET',
      url: '/users/data',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(user.statusCode).toBe(401);
  });

  it('a link opens the file for at most 60 seconds, never cached, no referrer, nosniff', async () => {
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    const link = await linkFor(token);
    expect(link.status).toBe(200);
    expect(link.url).not.toContain(token);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const file = await open(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['referrer-policy']).toBe('no-referrer');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // Only the app may embed it (the preview's PDF viewer); nothing else frames it.
    expect(file.headers['content-security-policy']).toContain('frame-ancestors http://localhost:5173');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.headers['x-frame-options']).toBeUndefined();
  });

  it('an expired link, a changed user, path or signature is refused', async () => {
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    const link = new URL((await linkFor(token)).url, 'http://x');
    const secret = await databaseSecret(server.db, 'file-link-secret');
    const old = createFileLinks(secret, () => Date.now() - 120_000).sign(
      USERS.superAdmin,
      link.searchParams.get('grant')!,
      pdf,
    );
    expect((await open(old.url)).statusCode).toBe(401);
    const otherUser = new URL(link);
    otherUser.searchParams.set('user', USERS.admin);
    expect((await open(`${otherUser.pathname}${otherUser.search}`)).statusCode).toBe(401);
    const otherPath = link.pathname.replace(/report\.pdf$/, 'histology-0.png');
    expect((await open(`${otherPath}${link.search}`)).statusCode).toBe(401);
    const later = new URL(link);
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await open(`${later.pathname}${later.search}`)).statusCode).toBe(401);
  });

  it('after logout (the sign-in revoked) the same link is refused', async () => {
    const token = await server.oidc.issueAccessToken(USERS.superAdmin);
    const link = await linkFor(token);
    expect((await open(link.url)).statusCode).toBe(200);
    const grantId = new URL(link.url, 'http://x').searchParams.get('grant')!;
    await (await server.oidc.provider.Grant.find(grantId))!.destroy();
    expect((await open(link.url)).statusCode).toBe(401);
  });

  it('the permission is checked again when the link is opened, and no link is made for a file the user may not see', async () => {
    const token = await server.oidc.issueAccessToken(USERS.admin);
    const link = await linkFor(token);
    expect((await open(link.url)).statusCode).toBe(200);
    const foreign = getLabOrders(dataset, getSite(dataset, havbris)!).flatMap((order) => order.attachments)[0]!.url;
    expect((await linkFor(token, foreign)).status).toBe(403);
    const memberships = await server.db.query<{ id: string; organization_id: string; org_role: string }>(
      'select id, organization_id, org_role from memberships where user_id = $1',
      [USERS.admin],
    );
    await server.db.query('delete from memberships where user_id = $1', [USERS.admin]);
    server.store.invalidate();
    expect((await open(link.url)).statusCode).toBe(403);
    for (const row of memberships.rows)
      await server.db.query('insert into memberships (id, organization_id, user_id, org_role) values ($1,$2,$3,$4)', [
        row.id,
        row.organization_id,
        USERS.admin,
        row.org_role,
      ]);
    server.store.invalidate();
  });
});
