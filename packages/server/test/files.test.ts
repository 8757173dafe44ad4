/**
 * Lab attachment downloads (`/files/lab/{orderId}/{filename}`): opened by the browser as links and `<img>`s,
 * which cannot send a bearer header, so the app asks for a signed link (`POST /files/links`, see
 * security.files.test.ts); a request with the header is served as well. Missing, invalid or expired → 401;
 * setup/verification, tier and organization rules → 403, for the link and for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLabOrders, getSite } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

let server: HavbrukServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // The farms whose lab files the tests open are seeded: a file is a name a row of `lab_results` gives.
  const seeded = [ORGS.nordvik, ORGS.havbris, ORGS.kvitfjord].flatMap((organizationId) =>
    (['pdf', 'image'] as const).map((kind) => firstAttachment(organizationId, kind).farmId),
  );
  server = await startTestServer({ seedFarmIds: [...new Set(seeded)] });
  for (const id of Object.values(USERS)) tokens[id] = await server.oidc.issueAccessToken(id);
}, 120_000);
afterAll(() => server.close());

const dataset = testDataset();

/** The first lab attachment of a farm of the organization, of the given kind, and its farm. */
const firstAttachment = (organizationId: string, kind: 'pdf' | 'image') => {
  const organization = dataset.organizations.find((org) => org.id === organizationId)!;
  for (const farmId of organization.farmIds) {
    for (const order of getLabOrders(dataset, getSite(dataset, farmId)!)) {
      const file = order.attachments.find((entry) => entry.kind === kind);
      if (file) return { farmId, url: file.url };
    }
  }
  throw new Error(`No ${kind} attachment in ${organizationId}`);
};
const attachmentOf = (organizationId: string, kind: 'pdf' | 'image') => firstAttachment(organizationId, kind).url;

/** `query`: a token the file is fetched for through a signed link (the link call with that token). */
const download = async (url: string, options: { header?: string; query?: string } = {}) => {
  let target = url;
  if (options.query !== undefined) {
    const link = await server.app.inject({
      method: 'POST',
      url: '/files/links',
      headers: { authorization: `Bearer ${options.query}` },
      payload: { path: url },
    });
    if (link.statusCode !== 200)
      return { status: link.statusCode, type: String(link.headers['content-type']), body: link.rawPayload };
    target = (JSON.parse(link.body) as { url: string }).url;
  }
  const response = await server.app.inject({
    method: 'GET',
    url: target,
    headers: options.header === undefined ? {} : { authorization: options.header },
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.rawPayload };
};

describe('lab attachments', () => {
  const nordvikPdf = () => attachmentOf(ORGS.nordvik, 'pdf');

  it('are served with the bearer header and through a signed link alike', async () => {
    const url = nordvikPdf();
    const withHeader = await download(url, { header: `Bearer ${tokens[USERS.superAdmin]}` });
    const withQuery = await download(url, { query: tokens[USERS.superAdmin] });
    expect(withHeader.status).toBe(200);
    expect(withHeader.type).toContain('application/pdf');
    expect(withQuery.status).toBe(200);
    expect(withQuery.body.equals(withHeader.body)).toBe(true);
    expect(withQuery.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const image = await download(attachmentOf(ORGS.nordvik, 'image'), { query: tokens[USERS.admin] });
    expect(image.status).toBe(200);
    expect(image.type).toContain('image/png');
  });

  it('answer 401 without a token, and for an invalid or expired one in the header or the query', async () => {
    const url = nordvikPdf();
    const expired = await server.oidc.issueAccessToken(USERS.superAdmin, -10);
    expect((await download(url)).status).toBe(401);
    for (const token of ['not-a-token', expired]) {
      expect((await download(url, { query: token })).status).toBe(401);
      expect((await download(url, { header: `Bearer ${token}` })).status).toBe(401);
    }
  });

  it('read the header scheme case-insensitively, like every API call', async () => {
    expect((await download(nordvikPdf(), { header: `bearer ${tokens[USERS.superAdmin]}` })).status).toBe(200);
  });

  it('never take a token from the URL (`?access_token=` is refused)', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `${nordvikPdf()}?access_token=${tokens[USERS.superAdmin]}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answer 403 for a user of another organization', async () => {
    // Havbris farms are private to Ingrid (super admin there); Lars has no role in Havbris.
    const url = attachmentOf(ORGS.havbris, 'pdf');
    expect((await download(url, { query: tokens[USERS.superAdmin] })).status).toBe(200);
    const other = await download(url, { query: tokens[USERS.admin] });
    expect(other.status).toBe(403);
    expect(JSON.parse(other.body.toString('utf8'))).toHaveProperty('message');
    expect((await download(url, { header: `Bearer ${tokens[USERS.admin]}` })).status).toBe(403);
  });

  it('answer 403 until setup and verification are done, and for basics (lab data is essentials-only)', async () => {
    // Magnus is a member of Nordvik but has not verified his e-mail; Kari has not finished setup.
    expect((await download(nordvikPdf(), { query: tokens[USERS.unverified] })).status).toBe(403);
    expect((await download(nordvikPdf(), { query: tokens[USERS.newUser] })).status).toBe(403);
    // Ola is super admin of Kvitfjord on the basics tier.
    const kvitfjord = attachmentOf(ORGS.kvitfjord, 'pdf');
    expect((await download(kvitfjord, { query: tokens[USERS.basics] })).status).toBe(403);
  });

  it('answer 404 for an unknown file of a farm the user may see', async () => {
    const url = nordvikPdf().replace(/[^/]+$/, 'no-such-file.pdf');
    expect((await download(url, { query: tokens[USERS.superAdmin] })).status).toBe(404);
  });
});
