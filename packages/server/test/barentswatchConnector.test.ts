/**
 * Issue 34: the online connector against a local fake of BarentsWatch's fish-health service (127.0.0.1, the same
 * token call and weekly JSON): client credentials with scope `api`, the schedule's weeks, an empty week is not data,
 * ETag / Last-Modified sent back (a 304 writes nothing), each imported week a public run, a pause between calls, and
 * the server's schedule.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedRegister } from '../src/import/seed/register.ts';
import { seedDatabase, type Db } from '../src/db.ts';
import {
  backfillWeeks,
  fetchWeeks,
  scheduledWeeks,
  startSchedule,
  weekKey,
  type ConnectorConfig,
  type WeekOutcome,
} from '../src/import/barentswatch/connector.ts';
import { openTestDatabase, testDataset } from './helpers.ts';

let db: Db;
let fake: Server;
let config: ConnectorConfig;
const requests: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
const LOCALITY = 99_501;

const weekAnswer = (year: number, week: number) => ({
  year,
  week,
  localities:
    year < 2012
      ? []
      : [
          {
            localityNo: LOCALITY,
            localityWeekId: week,
            name: 'Fakeholmen',
            hasReportedLice: week % 2 === 0,
            isFallow: false,
            avgAdultFemaleLice: week % 2 === 0 ? week / 100 : 0,
            hasCleanerfishDeployed: false,
            hasMechanicalRemoval: false,
            hasSubstanceTreatments: false,
            hasPd: false,
            hasIla: false,
            municipalityNo: '1507',
            municipality: 'ÅLESUND',
            lat: 62.5,
            lon: 6.1,
            isOnLand: false,
            inFilteredSelection: true,
            hasSalmonoids: true,
            isSlaughterHoldingCage: false,
          },
        ],
});

beforeAll(async () => {
  db = await openTestDatabase('bwconnector');
  await seedDatabase(db, testDataset());
  await seedRegister(db, testDataset());
  fake = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ url: request.url!, headers: request.headers, body });
      if (request.url === '/token') {
        response.setHeader('content-type', 'application/json');
        return response.end(JSON.stringify({ access_token: 'fake-token', expires_in: 3600, token_type: 'Bearer' }));
      }
      const match = /^\/v1\/geodata\/fishhealth\/locality\/(\d+)\/(\d+)$/.exec(request.url!);
      if (!match || request.headers.authorization !== 'Bearer fake-token') {
        response.statusCode = 401;
        return response.end();
      }
      const etag = `"w${match[1]}-${match[2]}"`;
      if (request.headers['if-none-match'] === etag) {
        response.statusCode = 304;
        return response.end();
      }
      response.setHeader('etag', etag);
      response.setHeader('last-modified', 'Mon, 02 Jun 2025 08:00:00 GMT');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(weekAnswer(Number(match[1]), Number(match[2]))));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  config = {
    clientId: 'id',
    clientSecret: 'secret',
    apiUrl: `http://127.0.0.1:${port}`,
    tokenUrl: `http://127.0.0.1:${port}/token`,
    pauseMs: 0,
  };
}, 60_000);
afterAll(async () => {
  fake.close();
  await db.close();
});

describe('BarentsWatch online connector', () => {
  it('schedules week N−2 first, then N−3..N−6, never the current week or N−1', () => {
    // Wednesday of ISO week 2025-23.
    expect(scheduledWeeks(new Date('2025-06-04T12:00:00Z'))).toEqual([
      { year: 2025, week: 21 },
      { year: 2025, week: 20 },
      { year: 2025, week: 19 },
      { year: 2025, week: 18 },
      { year: 2025, week: 17 },
    ]);
    expect(scheduledWeeks(new Date('2026-01-07T12:00:00Z'))[0]).toEqual({ year: 2025, week: 52 });
  });

  it('backfills from 2012 week 1 at the earliest, across a 53-week year, up to N−2', () => {
    const weeks = backfillWeeks({ year: 2011, week: 40 }, new Date('2012-01-25T12:00:00Z'));
    expect(weeks).toEqual([
      { year: 2012, week: 1 },
      { year: 2012, week: 2 },
    ]);
    const across = backfillWeeks({ year: 2020, week: 52 }, new Date('2021-01-20T12:00:00Z'));
    expect(across).toEqual([
      { year: 2020, week: 52 },
      { year: 2020, week: 53 },
      { year: 2021, week: 1 },
    ]);
  });

  it('gets a token by client credentials, imports each week as a public run, and skips an empty week', async () => {
    const outcomes = await fetchWeeks(db, config, [
      { year: 2011, week: 52 },
      { year: 2025, week: 20 },
      { year: 2025, week: 21 },
    ]);
    expect(outcomes.map(({ week, outcome, result }) => [week, outcome, result?.status, result?.added])).toEqual([
      ['2011-52', 'empty', undefined, undefined],
      ['2025-20', 'imported', 'succeeded', 1],
      ['2025-21', 'imported', 'succeeded', 1],
    ]);
    const token = new URLSearchParams(requests[0]!.body);
    expect(Object.fromEntries(token)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'id',
      client_secret: 'secret',
      scope: 'api',
    });
    const weeks = await db.query(
      `select week, lice_reported, adult_female_lice::float8 as lice from site_weeks where locality_number = $1 order by week`,
      [LOCALITY],
    );
    expect(weeks.rows).toEqual([
      { week: 20, lice_reported: true, lice: 0.2 },
      { week: 21, lice_reported: false, lice: null },
    ]);
    const site = await db.query(`select name, municipality from sites where locality_number = $1`, [LOCALITY]);
    expect(site.rows).toEqual([{ name: 'Fakeholmen', municipality: 'ÅLESUND' }]);
    const runs = await db.query(
      `select pipeline_id, file_name, status from import_runs where format = 'barentswatch-json' order by file_name`,
    );
    expect(runs.rows).toEqual([
      { pipeline_id: null, file_name: 'barentswatch-2025-20.json', status: 'succeeded' },
      { pipeline_id: null, file_name: 'barentswatch-2025-21.json', status: 'succeeded' },
    ]);
  });

  it('sends the stored ETag and Last-Modified back: a 304 writes nothing and records no run', async () => {
    requests.length = 0;
    const runsBefore = (await db.query(`select id from import_runs`)).rows.length;
    const outcomes = await fetchWeeks(db, config, [{ year: 2025, week: 20 }]);
    expect(outcomes).toEqual([{ week: '2025-20', outcome: 'not-modified' }]);
    const weekRequest = requests.find((request) => request.url.includes('/2025/20'))!;
    expect(weekRequest.headers['if-none-match']).toBe('"w2025-20"');
    expect(weekRequest.headers['if-modified-since']).toBe('Mon, 02 Jun 2025 08:00:00 GMT');
    expect((await db.query(`select id from import_runs`)).rows.length).toBe(runsBefore);
  });

  it('pauses between calls (not before the first), as long as configured', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      await fetchWeeks(db, { ...config, pauseMs: 7 }, [
        { year: 2011, week: 52 },
        { year: 2025, week: 20 },
        { year: 2025, week: 21 },
      ]);
      expect(timers.mock.calls.filter(([, ms]) => ms === 7)).toHaveLength(2);
    } finally {
      timers.mockRestore();
    }
  });

  it("the server's schedule fetches the scheduled weeks at start and hands their outcomes on (to reload the views)", async () => {
    const expected = scheduledWeeks(new Date()).map(weekKey);
    const outcomes = await new Promise<WeekOutcome[]>((resolve) => {
      const schedule = startSchedule(db, config, (done) => {
        schedule.stop();
        resolve(done);
      });
    });
    expect(outcomes.map(({ week, outcome }) => [week, outcome])).toEqual(expected.map((week) => [week, 'imported']));
  });
});
