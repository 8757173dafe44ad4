import { monitorEventLoopDelay } from 'node:perf_hooks';
import { it } from 'vitest';
import { call, startTestServer, USERS, ORGS } from './helpers.ts';

it('measure', async () => {
  const server = await startTestServer();
  const token = await server.oidc.issueAccessToken(USERS.superAdmin);
  const graph = await call(server, { method: 'GET', url: '/config/graph', token });
  const fields = (graph.body?.['graph'] as { tables: { key: string }[] }).tables.map((t) => t.key);
  const farms = await call(server, { method: 'GET', url: '/config/farms', token });
  const own = (farms.body?.['farms'] as { id: string; permissions: string }[]).filter((f) => f.permissions === 'private').map((f) => f.id);
  console.log('private farms', own.length);
  const org = { entityType: 'organization', id: ORGS.group };
  const cases: [string, string, unknown][] = [
    ['harvest perCage 366', '/recommend/data/actions/harvest', { entities: [org], start: '2026-11-20', end: '2027-11-20', perCage: true }],
    ['harvest 366', '/recommend/data/actions/harvest', { entities: [org], start: '2026-11-20', end: '2027-11-20' }],
    ['v2 org day 1830', '/v2/timeline/data/entity', { ...org, start: '2022-01-01', end: '2027-01-03', fields, sensorKeys: own.join(',') }],
    ['v2 org day 1830 nokeys', '/v2/timeline/data/entity', { ...org, start: '2022-01-01', end: '2027-01-03', fields }],
    ['v1 org day 1830', '/timeline/data/entity', { ...org, start: '2022-01-01', end: '2027-01-03', fields, sensorKeys: own.join(',') }],
    ['v1 farm day 1830', '/timeline/data/entity', { entityType: 'farm', id: own[0], start: '2022-01-01', end: '2027-01-03', fields }],
    ['places', '/recommend/data/places/treatment', { entities: [org] }],
    ['mitig', '/recommend/data/mitigations/treatment', { entities: [org] }],
    ['mort', '/benchmark/data/categorizations/mortality', { ...org, start: '2022-01-01', end: '2027-01-03' }],
    ['growth', '/benchmark/data/categorizations/growth', { ...org }],
    ['harvestcat', '/benchmark/data/categorizations/harvest', { ...org }],
    ['conditions', '/conditions/data/status', { entities: Array(200).fill(org) }],
    ['risks', '/health/data/risks', {}],
  ];
  for (const [name, url, body] of cases) {
    for (let i = 0; i < 2; i++) {
      const h = monitorEventLoopDelay({ resolution: 5 });
      h.enable();
      const t = performance.now();
      const r = await server.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: body as object });
      const ms = performance.now() - t;
      h.disable();
      console.log(name, r.statusCode, Math.round(ms), 'ms', r.body.length, 'bytes', 'maxDelay', Math.round(h.max / 1e6), r.statusCode >= 400 ? r.body.slice(0, 200) : '');
    }
  }
  await server.close();
}, 600_000);
