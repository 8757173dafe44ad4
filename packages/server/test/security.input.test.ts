/**
 * Security review, round two (issue 36 items 1, 2 and 10): bounded requests (real calendar dates, ranges with a
 * maximum, an answer-size ceiling), no control characters in anything a client sends, strict bearer headers and one
 * form per e-mail address.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, LIMITS } from '@havbruk/api';
import { createDataset, getFarmDetail, getFarmDetailSteps, type FarmDetail } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import type { FarmView } from '../src/queries/farm.ts';
import { buildFarmColumns, FarmStore, type FarmColumns } from '../src/farmStore/columns.ts';
import { farmViewOf } from '../src/farmStore/detail.ts';
import { MapStore } from '../src/farmStore/map.ts';
import { runStepsYielding } from '../src/yielding.ts';
import { createRandom, createSampler, placesOf, replaceAt } from './fuzz/sample.ts';
import { call, listenLocally, ORGS, startInteraction, startTestServer, testDataset, USERS } from './helpers.ts';

let server: HavbrukServer;
let base: string;
let essentials: string;

beforeAll(async () => {
  server = await startTestServer();
  base = await listenLocally(server);
  essentials = await server.oidc.issueAccessToken(USERS.superAdmin);
}, 60_000);
afterAll(() => server.close());

const nordvik = { entityType: 'organization', id: ORGS.group };

describe('item 1: every date a calendar date, every range bounded', () => {
  it('refuses the harvest projection from year 0 to 9999 with 400 and the reason', async () => {
    const response = await call(server, {
      method: 'POST',
      url: '/recommend/data/actions/harvest',
      token: essentials,
      body: { entities: [nordvik], start: '0000-01-01', end: '9999-12-31' },
    });
    expect(response.status).toBe(400);
    expect(response.body?.['message']).toMatch(/start: must be between 2000-01-01 and 2100-12-31/);
  });

  it('refuses a harvest range longer than a year, also when the start is the default', async () => {
    const long = await call(server, {
      method: 'POST',
      url: '/recommend/data/actions/harvest',
      token: essentials,
      body: { entities: [nordvik], start: '2026-01-01', end: '2027-06-01' },
    });
    expect(long.status).toBe(400);
    expect(long.body?.['message']).toBe(`Invalid body: end: the range may span at most ${LIMITS.projectionDays} days`);
    const endOnly = await call(server, {
      method: 'POST',
      url: '/recommend/data/actions/harvest',
      token: essentials,
      body: { entities: [nordvik], end: '2100-12-31' },
    });
    expect(endOnly.status).toBe(400);
    expect(endOnly.body?.['message']).toBe(
      `Invalid body: end: the range may span at most ${LIMITS.projectionDays} days`,
    );
  });

  it('refuses the whole-range timeline of an organization with every field, v1 and v2', async () => {
    const graph = await call(server, { method: 'GET', url: '/config/graph', token: essentials });
    const fields = (graph.body?.['graph'] as { tables: { key: string }[] }).tables.map((table) => table.key);
    for (const url of ['/timeline/data/entity', '/v2/timeline/data/entity']) {
      const huge = await call(server, {
        method: 'POST',
        url,
        token: essentials,
        body: { ...nordvik, start: '0000-01-01', end: '9999-12-31', fields },
      });
      expect(huge.status).toBe(400);
      const long = await call(server, {
        method: 'POST',
        url,
        token: essentials,
        body: { ...nordvik, start: '2020-01-01', end: '2026-11-20', fields },
      });
      expect(long.status).toBe(400);
      expect(long.body?.['message']).toBe(`Invalid body: end: the range may span at most ${LIMITS.rangeDays} days`);
    }
  });

  it('answers 400 before the work when the answer would pass its size ceiling; the app’s own requests pass', async () => {
    const post = (url: string, body: unknown) => call(server, { method: 'POST', url, token: essentials, body });
    const perCageYear = await post('/recommend/data/actions/harvest', {
      entities: [nordvik],
      start: '2026-11-20',
      end: '2027-11-19',
      perCage: true,
    });
    expect(perCageYear.status).toBe(400);
    expect(perCageYear.body?.['message']).toMatch(
      new RegExp(`^The answer would hold \\d+ projections \\(at most ${LIMITS.harvestRecords}\\)`),
    );
    const season = await post('/recommend/data/actions/harvest', { entities: [nordvik], start: '2026-11-20' });
    expect(season.status).toBe(200);
    const farmYear = await post('/timeline/data/entity', {
      entityType: 'farm',
      id: testDataset().sites.find((site) => site.demo)!.id,
      start: '2025-11-21',
      end: '2026-11-20',
      fields: ['lice', 'feed', 'mortalities', 'inventory', 'oxygen', 'salinity'],
    });
    expect(farmYear.status).toBe(400);
    expect(farmYear.body?.['message']).toMatch(
      new RegExp(`^The answer would cover 2190 days × tables \\(at most ${LIMITS.timelineDayTables}\\)`),
    );
    const wide = await post('/timeline/data/entity', {
      ...nordvik,
      start: '2026-08-23',
      end: '2026-11-20',
      fields: ['lice', 'feed', 'mortalities', 'inventory', 'oxygen', 'salinity'],
    });
    expect(wide.status).toBe(400);
    expect(wide.body?.['message']).toMatch(
      new RegExp(`^The answer would cover \\d+ farm-days × tables \\(at most ${LIMITS.timelineFarmDays}\\)`),
    );
    const health = await post('/timeline/data/entity', {
      ...nordvik,
      start: '2026-08-23',
      end: '2026-11-20',
      fields: ['lice', 'feed'],
    });
    expect(health.status).toBe(200);
    // The first answers generate the farms' detail (seconds on a busy machine).
  }, 60_000);

  it('refuses impossible dates with 400 naming the field', async () => {
    const body = (start: string, end: string) => ({ entityType: 'farm', id: '12468', start, end, fields: ['lice'] });
    for (const [start, end, field] of [
      ['2026-13-01', '2026-12-31', 'start'],
      ['2026-01-01', '2026-99-99', 'end'],
      ['2026-02-30', '2026-03-01', 'start'],
    ] as const) {
      const response = await call(server, {
        method: 'POST',
        url: '/v2/timeline/data/entity',
        token: essentials,
        body: body(start, end),
      });
      expect(response.status).toBe(400);
      expect(response.body?.['message']).toBe(`Invalid body: ${field}: is not a calendar date`);
    }
  });
});

/** Runs `work` and counts the turns of the event loop meanwhile (a work that holds the loop throughout lets ~1 pass). */
const turnsDuring = async (work: () => Promise<unknown>): Promise<number> => {
  let turns = 0;
  let done = false;
  const tick = () => {
    turns += 1;
    if (!done) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  done = true;
  return turns;
};

describe('item 1: a large answer is built and serialised over many turns of the event loop', () => {
  it('a year of v1 map records: one week per turn', async () => {
    const dataset = testDataset();
    const year = dataset.years.at(-1)!;
    let status = 0;
    const turns = await turnsDuring(async () => {
      status = (await call(server, { method: 'GET', url: `/map/data/${year}?data=lice,diseases`, token: essentials }))
        .status;
    });
    expect(status).toBe(200);
    expect(turns).toBeGreaterThanOrEqual(dataset.weeks.filter((week) => week.year === year).length);
  });

  it('a year of the v2 map store: one week per turn, then kept', async () => {
    const dataset = testDataset();
    const store = new MapStore(dataset);
    const year = dataset.years.at(-1)!;
    expect(await turnsDuring(() => store.ready(year))).toBeGreaterThanOrEqual(
      dataset.weeks.filter((week) => week.year === year).length,
    );
    expect(await turnsDuring(() => store.ready(year))).toBeLessThan(3);
  });

  it("a farm's first daily detail: built a simulated week per step, in slices, then kept", async () => {
    // A dataset of its own: the shared one's details may have been built by other tests.
    const dataset = createDataset({ sites: 20 });
    const farm = dataset.sites.find((site) => site.demo)!;
    let built: FarmDetail | undefined;
    expect(
      await turnsDuring(async () => {
        // Slices of 0 ms: a turn after every step (the default 10 ms slices depend on the machine's speed).
        built = await runStepsYielding(getFarmDetailSteps(dataset, farm.id)!, 0);
      }),
    ).toBeGreaterThanOrEqual(dataset.weeks.length);
    expect(built).toEqual(getFarmDetail(createDataset({ sites: 20 }), farm.id));
    expect(getFarmDetail(dataset, farm.id)).toBe(built);
    expect(await turnsDuring(() => runStepsYielding(getFarmDetailSteps(dataset, farm.id)!))).toBeLessThan(3);
  });

  it("the columns of a farm without private data in the database: built from its detail's steps, then kept", async () => {
    const dataset = createDataset({ sites: 20 });
    const farm = dataset.sites.find((site) => site.demo)!;
    const store = new FarmStore(dataset, { fallback: new FarmStore(dataset) });
    let built: FarmColumns | undefined;
    expect(
      await turnsDuring(async () => {
        built = await store.ready(farm.id, 0);
      }),
    ).toBeGreaterThanOrEqual(dataset.weeks.length);
    expect(built).toEqual(buildFarmColumns(dataset, farm.id));
    expect(store.farm(farm.id)).toBe(built);
    expect(await turnsDuring(() => store.ready(farm.id))).toBeLessThan(3);
  });

  it("a farm's view for the daily detail's readers: made a cage series per step, in slices, then kept", async () => {
    const farm = testDataset().sites.find((site) => site.demo)!;
    // A copy of the test server's columns of the farm: a columns object no request has made a view of.
    const columns = { ...(await server.farmStore.ready(farm.id))! };
    let view: FarmView | undefined;
    expect(
      await turnsDuring(async () => {
        view = await farmViewOf(columns, farm, 0);
      }),
    ).toBeGreaterThanOrEqual(columns.series.length);
    expect(view!.detail.cages.map((cage) => cage.cageId)).toEqual(columns.series.map((series) => series.cageId));
    expect(await farmViewOf(columns, farm)).toBe(view);
    expect(await turnsDuring(() => farmViewOf(columns, farm))).toBeLessThan(3);
  });
});

describe('found by the fuzz test', () => {
  it('a v2 timeline body of arrays nested thousands deep is refused with 400 (its tag overflowed the stack: 500)', async () => {
    const depth = 5_000;
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/timeline/data/entity',
      headers: { authorization: `Bearer ${essentials}`, 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid body: nested too deeply' });
  });
});

describe('item 2: control characters are refused at the schema, with the field named', () => {
  it('every string of every call’s path, query and body refuses NUL and lone surrogates', () => {
    const random = createRandom(36);
    const sample = createSampler(['12468', '2026-01-01', 'a@b.no', 'lice'], random);
    const accepted: string[] = [];
    for (const [name, definition] of Object.entries(calls))
      for (const part of ['params', 'query', 'body'] as const)
        for (let round = 0; round < 5; round += 1) {
          const value = sample(definition[part]);
          for (const place of placesOf(value)) {
            const leaf = place.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], value);
            if (typeof leaf !== 'string') continue;
            for (const bad of [`${leaf}\u0000`, `${leaf}\ud800`])
              if (definition[part].safeParse(replaceAt(value, place, bad)).success)
                accepted.push(`${name} ${part}.${place.join('.')}: ${JSON.stringify(bad)}`);
          }
        }
    expect([...new Set(accepted)]).toEqual([]);
  });

  it.each([
    ['PUT', '/users/data', 'title', { title: 't\u0000' }, true],
    ['PUT', '/users/data', 'name', { name: 'Ingrid\u0007' }, true],
    ['GET', '/verify/email?token=%00abc', 'token', undefined, false],
    ['GET', '/verify/unsubscribe?token=%00abc', 'token', undefined, false],
    ['GET', '/search/data?q=a%00', 'q', undefined, true],
    ['GET', '/entities/data/farm/12468%00', 'id', undefined, true],
    ['POST', '/users/data/analytics', 'appVersion', { story: [], appVersion: '1\u0000', userAgent: 'x' }, true],
  ] as const)('%s %s → 400 naming %s', async (method, url, field, body, withToken) => {
    const response = await call(server, { method, url, body, token: withToken ? essentials : undefined });
    expect(response.status).toBe(400);
    expect(response.body?.['message']).toMatch(new RegExp(`: ${field}: must not contain control characters$`));
  });

  it('the anonymous error report: a NUL in the message is refused, a multi-line stack is kept', async () => {
    const report = (message: string) => ({
      onboarded: false,
      tier: null,
      allowsCookies: true,
      userAgent: 'Mozilla/5.0',
      browserLanguage: 'nb-NO',
      type: 'Render' as const,
      environment: 'production',
      appView: '/login',
      requestUrl: null,
      message,
    });
    const nul = await call(server, { method: 'POST', url: '/users/data/error', body: report('m\u0000') });
    expect(nul.status).toBe(400);
    expect(nul.body?.['message']).toBe('Invalid body: message: must not contain control characters');
    const stack = await call(server, { method: 'POST', url: '/users/data/error', body: report('Error\n\tat x.js:1') });
    expect(stack.status).toBe(200);
  });
});

/** A GET with the Authorization header sent once per token (fastify's inject and fetch both merge repeated headers). */
const getWithAuthorizations = (path: string, tokens: string[]) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const url = new URL(path, base);
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'GET' },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.setHeader(
      'Authorization',
      tokens.map((token) => `Bearer ${token}`),
    );
    request.on('error', reject);
    request.end();
  });

describe('item 10: bearer headers and e-mail look-alikes', () => {
  it('refuses a token without the word Bearer', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/users/data',
      headers: { authorization: essentials },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'The Authorization header must be "Bearer <token>"' });
    const bearer = await call(server, { method: 'GET', url: '/users/data', token: essentials });
    expect(bearer.status).toBe(200);
  });

  it('refuses a request with two Authorization headers', async () => {
    const other = await server.oidc.issueAccessToken(USERS.basics);
    const twice = await getWithAuthorizations('/users/data', [essentials, other]);
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ message: 'Only one Authorization header is allowed' });
    const once = await getWithAuthorizations('/users/data', [essentials]);
    expect(once.status).toBe(200);
  });

  it('adds a team member by the normal form of the address and refuses invisible characters', async () => {
    const url = `/organizations/${ORGS.nordvikMid}/team`;
    const zeroWidth = await call(server, {
      method: 'PUT',
      url,
      token: essentials,
      body: { team: [{ email: 'new\u200b.member@example.no', orgRole: 'member' }] },
    });
    expect(zeroWidth.status).toBe(400);
    expect(zeroWidth.body?.['message']).toBe('Invalid body: team.0.email: must not contain invisible characters');
    const trailingDot = await call(server, {
      method: 'PUT',
      url,
      token: essentials,
      body: { team: [{ email: ' New.Member@Example.NO. ', orgRole: 'member' }] },
    });
    expect(trailingDot.status).toBe(200);
    const emails = (trailingDot.body?.['team'] as { user: { email: string } }[]).map((member) => member.user.email);
    expect(emails).toContain('new.member@example.no');
  });

  it('a sign-up with a look-alike of an existing address creates no second account', async () => {
    const count = async () =>
      Number((await server.store.db.query<{ n: string }>('select count(*) as n from users')).rows[0]?.n);
    const before = await count();
    for (const email of ['ingrid.hansen@nordvik.example.', 'ingrid.hansen\u200b@nordvik.example']) {
      const { path, cookies } = await startInteraction(base, { screen_hint: 'signup' });
      await fetch(`${base}${path}/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies },
        body: new URLSearchParams({ name: 'Look Alike', email, password: 'a-long-password' }).toString(),
        redirect: 'manual',
      });
    }
    expect(await count()).toBe(before);
  });
});
