/**
 * Import runs through the API (issue 33): who may import, a farm of another organization (403, nothing written), the
 * size limit (413), the report and its rejected rows as CSV, the pipelines' status from real runs, and the imported
 * lice counts on the next timeline answer with a new ETag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { call, ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

let server: HavbrukServer;
let admin: string;
let member: string;

const dataset = testDataset();
const PIPELINE = `${ORGS.nordvik}-lice-counts`;
const site = dataset.sites.find(
  (entry) => entry.id === dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds[0],
)!;
const generation = site.generations.at(-1)!;
const cage = generation.cages[0]!;
const day = fromDayNumber(Math.min(toDayNumber(generation.startDate) + 30, toDayNumber(dataset.today) - 1));
const foreign = dataset.sites.find((entry) => !dataset.organizations.some((org) => org.farmIds.includes(entry.id)))!;
const HEADER = 'locality_number,cage,date,adult_female_lice,mobile_lice,stationary_lice\n';

beforeAll(async () => {
  // The farm's private data comes from the demo seed (the store shows imported rows of farms the database holds).
  server = await startTestServer({ seedFarmIds: [site.id] });
  admin = await server.oidc.issueAccessToken(USERS.admin);
  member = await server.oidc.issueAccessToken(USERS.member);
  // The pipelines are made when an organization's pipelines are first listed.
  await call(server, { method: 'GET', url: '/organizations/pipelines', token: admin });
  seeded = await cageDays();
}, 120_000);
afterAll(() => server.close());

const upload = (body: string, token = admin, pipeline = PIPELINE) =>
  call(server, { method: 'POST', url: `/pipelines/${pipeline}/runs?fileName=lice.csv`, token, body });

const cageDays = async () => (await server.db.query('select * from cage_days order by cage, date')).rows;
/** The seed's rows of the farm: a refused file leaves them as they are. */
let seeded: unknown[];

const timeline = async (ifNoneMatch?: string) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v2/timeline/data/entity',
    headers: { authorization: `Bearer ${admin}`, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    payload: { entityType: 'cage', id: cage.id, start: day, end: day, fields: ['lice'], agg: 'day' },
  });
  return { status: response.statusCode, etag: String(response.headers.etag), body: response.body };
};

describe('import runs through the API', () => {
  it('refuses a member (403) and anyone without a role in the organization (404), and writes nothing', async () => {
    await call(server, { method: 'GET', url: '/organizations/pipelines', token: member });
    const file = HEADER + `${site.localityNumber},${cage.name},${day},1,,\n`;
    const own = await upload(file, member, `${ORGS.nordvikWest}-lice-counts`);
    expect(own.status).toBe(403);
    expect(own.body!.message).toBe('Your role (member) may not import data');
    expect((await upload(file, member)).status).toBe(404);
    expect(await cageDays()).toEqual(seeded);
  });

  it('refuses a file naming a farm of another organization (403) and writes nothing', async () => {
    const response = await upload(
      HEADER + `${site.localityNumber},${cage.name},${day},1,,\n${foreign.localityNumber},M1,${day},1,,\n`,
    );
    expect(response.status).toBe(403);
    expect(response.body!.message).toBe(
      `Locality ${foreign.localityNumber} does not belong to this organization: nothing was imported`,
    );
    expect(await cageDays()).toEqual(seeded);
  });

  it('refuses a file over the limit (413) from its stated length and writes nothing', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/pipelines/${PIPELINE}/runs?fileName=big.csv`,
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'text/csv',
        'content-length': String(200 * 1024 * 1024),
      },
      payload: HEADER,
    });
    expect(response.statusCode).toBe(413);
    expect(await cageDays()).toEqual(seeded);
  });

  it('answers the report of a rejected file and its rejected rows as CSV, safe for a spreadsheet', async () => {
    const response = await upload(HEADER + `${site.localityNumber},${cage.name},${day},=1+1,,\n`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'rejected', added: 0, rejected: 1, fileName: 'lice.csv' });
    const csv = await server.app.inject({
      method: 'GET',
      url: `/pipelines/${PIPELINE}/runs/${response.body!.id as string}/rejected.csv`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe('line,code,reason\r\n2,number,adult_female_lice: =1+1 is not a number\r\n');
    expect(await cageDays()).toEqual(seeded);
  });

  it('imports a lice count: the next timeline answer shows it under a new ETag', async () => {
    const before = await timeline();
    expect(before.body).not.toContain('42.42');
    const response = await upload(HEADER + `${site.localityNumber},${cage.name},${day},42.42,1.5,0.25\n`);
    expect(response.body).toMatchObject({
      status: 'succeeded',
      // The seed holds the cage's day: the count replaces its lice columns.
      updated: 1,
      latestDataDate: day,
      userName: expect.any(String),
    });
    const after = await timeline(before.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body).toContain('42.42');
  });

  it('lists the runs and computes the pipeline status from them', async () => {
    const runs = await call(server, { method: 'GET', url: `/pipelines/${PIPELINE}/runs`, token: admin });
    expect((runs.body!.runs as { status: string }[]).map((run) => run.status)).toEqual([
      'succeeded',
      'rejected',
      'forbidden',
    ]);
    const pipelines = await call(server, { method: 'GET', url: '/organizations/pipelines', token: admin });
    const lice = (
      pipelines.body!.pipelines as {
        id: string;
        lastSuccess: string;
        lastExtract: string;
        mostRecentDataPoint: string;
        isDisabled: boolean;
      }[]
    ).find((pipeline) => pipeline.id === PIPELINE)!;
    expect(lice.lastSuccess).toBe(lice.lastExtract);
    expect(lice.mostRecentDataPoint).toBe(`${day}T00:00:00.000Z`);
    expect(lice.isDisabled).toBe(false);
    const other = (pipelines.body!.pipelines as { id: string; lastSuccess: string | null }[]).find(
      (pipeline) => pipeline.id === `${ORGS.nordvik}-harvests`,
    )!;
    expect(other.lastSuccess).toBeNull();
  });
});
