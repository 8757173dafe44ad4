/**
 * p50/p99 latency of the heavy calls on the default dataset (1,000 sites), through fastify inject (no network):
 * a farm timeline over 3 years with every cage, map data for a year with 2 keys, a notifications page.
 */
import { TIMELINE_KEYS } from '@havbruk/api';
import { DEMO_ORGANIZATION_IDS, DEMO_USER_IDS } from '@havbruk/api/dataset';
import { percentile, round, type BenchResult } from '../../../scripts/bench-types.ts';
import { createServer } from '../src/app.ts';

const measure = async (runs: number, task: () => Promise<void>): Promise<number[]> => {
  await task(); // warm-up (first call also builds the farm's detail)
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return times;
};

export async function run(): Promise<BenchResult[]> {
  const server = await createServer({});
  const token = await server.oidc.issueAccessToken(DEMO_USER_IDS.superAdmin);
  const headers = { authorization: `Bearer ${token}` };
  const farm = server.dataset.organizations.find((org) => org.id === DEMO_ORGANIZATION_IDS.nordvik)!.farmIds[0]!;
  const site = server.dataset.sites.find((entry) => entry.id === farm)!;
  const cages = [...new Set(site.generations.flatMap((generation) => generation.cages.map((cage) => cage.id)))];
  const year = server.dataset.years[server.dataset.years.length - 1]!;
  const start = `${year - 3}-01-01`;
  const expectOk = (status: number, what: string) => {
    if (status !== 200) throw new Error(`${what} answered ${status}`);
  };

  const timeline = await measure(10, async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/timeline/data/entity',
      headers,
      payload: {
        entityType: 'farm',
        id: farm,
        start,
        end: server.dataset.today,
        fields: [...TIMELINE_KEYS],
        sensorKeys: ['farm', ...cages].join(','),
        agg: 'day',
      },
    });
    expectOk(response.statusCode, 'timeline');
  });
  const map = await measure(10, async () => {
    const response = await server.app.inject({ method: 'GET', url: `/map/data/${year}?data=lice,diseases`, headers });
    expectOk(response.statusCode, 'map');
  });
  const notifications = await measure(30, async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/data/notifications/${DEMO_ORGANIZATION_IDS.group}?page=2&limit=20&sort=unread`,
      headers,
    });
    expectOk(response.statusCode, 'notifications');
  });
  await server.close();

  const rows = (name: string, times: number[]): BenchResult[] => [
    { name: `server ${name} p50`, value: round(percentile(times, 50), 1), unit: 'ms', target: 'none', passes: true },
    { name: `server ${name} p99`, value: round(percentile(times, 99), 1), unit: 'ms', target: 'none', passes: true },
  ];
  return [
    ...rows('timeline 3 years farm + all cages (daily, all tables)', timeline),
    ...rows('map data year, 2 keys', map),
    ...rows('notifications page (20, unread first)', notifications),
  ];
}
