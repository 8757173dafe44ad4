/**
 * Parse + check of the v2 timeline in Chromium (issue 12): the bench request's answer (3 years of one farm with
 * every cage, daily, all tables, computed by the server's column store) handed to the `@havbruk/api` client
 * through a stub `fetch`, in a production build of a bench page (`scripts/bench-page.ts`). `cheap` validation
 * (production: shape and lengths) has the target ≤ 30 ms; `full` (the zod parse of development and tests) is
 * reported beside it. `npm run bench -- timelineCheck` runs it alone.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { TIMELINE_KEYS } from '@havbruk/api';
import { createDataset, DEMO_ORGANIZATION_IDS } from '@havbruk/api/dataset';
import { percentile, round, type BenchResult } from '../../../scripts/bench-types.ts';
import { serveBenchPage } from '../../../scripts/bench-page.ts';
import { chromiumArgs, chromiumPath } from '../../../vite.shared.ts';
import { farmStoreOf } from '../src/farmStore/columns.ts';
import { computeTimelineV2 } from '../src/farmStore/timeline.ts';

const RUNS = 40;

const entry = `
import { createApiClient } from '@havbruk/api';
const measure = async (text, validation, runs) => {
  const client = createApiClient({
    baseUrl: 'http://bench.invalid',
    validation,
    fetch: async () => new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }),
  });
  const request = { body: { entityType: 'farm', id: 'x', start: '2020-01-01', end: '2020-01-02', fields: ['lice'] } };
  const times = [];
  for (let run = 0; run < runs + 3; run += 1) {
    const started = performance.now();
    const answer = await client.call('getTimelineV2', request);
    const took = performance.now() - started;
    if (!answer || !answer.tables) throw new Error('no answer');
    if (run >= 3) times.push(took);
  }
  return times;
};
window.runBench = measure;
window.benchReady = true;
`;

export async function run(): Promise<BenchResult[]> {
  const dataset = createDataset({});
  const farm = dataset.organizations.find((org) => org.id === DEMO_ORGANIZATION_IDS.nordvik)!.farmIds[0]!;
  const site = dataset.sites.find((candidate) => candidate.id === farm)!;
  const cages = [...new Set(site.generations.flatMap((generation) => generation.cages.map((cage) => cage.id)))];
  const year = dataset.years[dataset.years.length - 1]!;
  const answer = computeTimelineV2(
    farmStoreOf(dataset),
    {
      entityType: 'farm',
      id: farm,
      start: `${year - 3}-01-01`,
      end: dataset.today,
      fields: [...TIMELINE_KEYS],
      sensorKeys: ['farm', ...cages].join(','),
      agg: 'day',
    },
    { isPrivate: () => true },
    true,
  );
  const text = JSON.stringify(answer);
  const pageDir = path.join(import.meta.dirname, '../../../node_modules/.bench-api-timeline');
  const page = await serveBenchPage(pageDir, 'timeline check bench', entry);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const tab = await browser.newPage();
    await tab.goto(page.url);
    await tab.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
    const measure = (validation: 'cheap' | 'full', runs: number) =>
      tab.evaluate(
        ([body, how, count]) =>
          (window as unknown as { runBench: (t: string, v: string, r: number) => Promise<number[]> }).runBench(
            body,
            how,
            count,
          ),
        [text, validation, runs] as [string, string, number],
      );
    const cheap = await measure('cheap', RUNS);
    const full = await measure('full', Math.ceil(RUNS / 4));
    const size = round(text.length / 1024 / 1024, 2);
    return [
      {
        name: `api timeline v2 parse + check in Chromium, production (cheap) p50 (${size} MB, ${cheap.length} runs)`,
        value: round(percentile(cheap, 50), 1),
        unit: 'ms',
        target: '<= 30',
        passes: percentile(cheap, 50) <= 30,
      },
      {
        name: `api timeline v2 parse + check in Chromium, production (cheap) p99`,
        value: round(percentile(cheap, 99), 1),
        unit: 'ms',
        target: 'none',
        passes: true,
      },
      {
        name: `api timeline v2 parse + full zod check in Chromium (development) p50 (${full.length} runs)`,
        value: round(percentile(full, 50), 1),
        unit: 'ms',
        target: 'none',
        passes: true,
      },
    ];
  } finally {
    await browser.close();
    await page.close();
    rmSync(pageDir, { recursive: true, force: true });
  }
}
