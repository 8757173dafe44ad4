/**
 * The app on a phone at the farm (issue 39), signed in: Lighthouse's mobile profile (its default simulated
 * throttling: a mid-range phone, 4× slower CPU, slow 4G) on `/health` and a farm's lice page, reached by a
 * scripted login (the dev provider's session cookie lives in the browser Lighthouse drives; Lighthouse clears the
 * HTTP cache, not cookies, so each audit is a returning user's first load: silent sign-in, user, config, data);
 * and the bytes of a first visit (cold cache, desktop, no throttling) of `/health`, `/map` and the farm page: JS,
 * data (the API's answers) and the rest (HTML, CSS, fonts, basemap), each body gzipped as a production host sends
 * it, with the time to content, the request count and the largest files (issue 38's "what dominates").
 *
 * Lighthouse's simulated throttling still scales with the host's CPU: the 1-minute load average is written beside
 * each audit. Rerun alone on a quiet machine: `npm run bench -- phone` (≈ 1.5 min: build, server, 2 audits,
 * 3 visits); `HAVBRUK_BENCH_APP_PORT` / `HAVBRUK_BENCH_API_PORT` fix the ports. The first visits alone (no
 * Lighthouse, for an A/B of what a page fetches): `HAVBRUK_BENCH_PHONE_VISITS_ONLY=1 npm run bench -- phone`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright';
import { build, preview } from 'vite';
import { round, type BenchResult } from '../../../scripts/bench-types.ts';
import { chromiumArgs, chromiumPath } from '../../../vite.shared.ts';
import { benchPort, startReferenceServer } from './referenceStack.ts';
import { signIn } from './signedIn.ts';

const appRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(appRoot, '../..');
const outDir = path.join(appRoot, 'node_modules/.bench-phone-dist');
/** A farm of the signed-in essentials user (Ingrid Hansen) in the reference data set (as in e2e/entity.spec.ts). */
const OWN_FARM_ID = 12468;
const FARM_PAGE = `/farm/${OWN_FARM_ID}/lice`;
const USER = { user: /Ingrid Hansen/, home: '/health' };
const TARGETS = { score: 90, lcp: 2_500, tbt: 200, cls: 0.02 };
/** The data part of a first farm-page visit (gzip). */
const FARM_DATA_TARGET_KB = 150;

const load = () => round(loadavg()[0] ?? Number.NaN, 1);

export async function run(): Promise<BenchResult[]> {
  const appPort = await benchPort('HAVBRUK_BENCH_APP_PORT');
  const origin = `http://localhost:${appPort}`;
  const server = await startReferenceServer(repoRoot, origin);
  const profile = mkdtempSync(path.join(tmpdir(), 'havbruk-bench-phone-'));
  try {
    process.env['VITE_API_URL'] = server.api;
    process.env['VITE_OIDC_AUTHORITY'] = `${server.api}/oidc`;
    await build({
      root: appRoot,
      configFile: path.join(appRoot, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const app = await preview({
      root: appRoot,
      configFile: path.join(appRoot, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir },
      preview: { port: appPort, host: 'localhost', strictPort: true },
    });
    // A persistent context is the browser's default context: the one Lighthouse opens its tab in, so the login
    // done here (the provider's session cookie) is the one its audits restore.
    const debuggingPort = 9300 + Math.floor(Math.random() * 500);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
      viewport: { width: 1350, height: 940 },
    });
    try {
      const page = await context.newPage();
      await signIn(page, origin, USER);
      await page.close();
      const results: BenchResult[] = [];
      if (!process.env['HAVBRUK_BENCH_PHONE_VISITS_ONLY'])
        for (const pagePath of ['/health', FARM_PAGE])
          results.push(...(await mobileAudit(`${origin}${pagePath}`, debuggingPort, label(pagePath))));
      if (process.env['HAVBRUK_BENCH_PHONE_AUDITS_ONLY']) return results;
      const visits = [
        { path: '/health', ready: (page: Page) => page.locator('article').first() },
        {
          path: '/map',
          ready: (page: Page) => page.getByRole('complementary').getByRole('listitem').first(),
        },
        { path: FARM_PAGE, ready: (page: Page) => page.locator('[data-mode][data-state="ready"]').first() },
      ];
      for (const visit of visits)
        results.push(...(await firstVisit(context, origin, server.api, visit.path, visit.ready)));
      return results;
    } finally {
      await context.close();
      await new Promise<void>((resolve) => app.httpServer.close(() => resolve()));
    }
  } finally {
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}

const label = (pagePath: string) => (pagePath === FARM_PAGE ? '/farm/{id}/lice' : pagePath);

async function mobileAudit(url: string, port: number, name: string): Promise<BenchResult[]> {
  const before = load();
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const after = load();
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const reports = process.env['HAVBRUK_BENCH_PHONE_REPORTS'];
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const file = path.join(reports, name.replace(/\W+/g, '_'));
    writeFileSync(`${file}.json`, JSON.stringify(lhr));
    writeFileSync(`${file}.trace.json`, JSON.stringify(runner.artifacts.Trace));
  }
  // A page that did not sign in (the login page) would be measured instead: fail loudly.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}: the silent sign-in failed`);
  // What shifted and what the LCP element was (for the lead's quiet rerun; the report itself is not kept).
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).map((item) => ({
      audit: id,
      node: ((item['node'] as { snippet?: string } | undefined)?.snippet ?? '').slice(0, 110),
      score: typeof item['score'] === 'number' ? round(item['score'], 4) : '',
    }));
  console.table([...items('largest-contentful-paint-element').slice(0, 1), ...items('layout-shifts')].slice(0, 8));
  const score = Math.round((lhr.categories['performance']?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const [lcp, tbt, cls] = [
    audit('largest-contentful-paint'),
    audit('total-blocking-time'),
    audit('cumulative-layout-shift'),
  ];
  const prefix = `app phone: Lighthouse mobile signed-in ${name}`;
  const underLoad = `load ${before} → ${after}`;
  return [
    {
      name: `${prefix} performance score`,
      value: score,
      unit: `score (${underLoad})`,
      target: `>= ${TARGETS.score}`,
      passes: score >= TARGETS.score,
    },
    {
      name: `${prefix} LCP`,
      value: round(lcp, 0),
      unit: `ms (${underLoad})`,
      target: `<= ${TARGETS.lcp} ms`,
      passes: lcp <= TARGETS.lcp,
    },
    {
      name: `${prefix} TBT`,
      value: round(tbt, 0),
      unit: `ms (${underLoad})`,
      target: `<= ${TARGETS.tbt} ms`,
      passes: tbt <= TARGETS.tbt,
    },
    {
      name: `${prefix} CLS`,
      value: round(cls, 3),
      unit: `score (${underLoad})`,
      target: `<= ${TARGETS.cls}`,
      passes: cls <= TARGETS.cls,
    },
  ];
}

interface Transfer {
  url: string;
  kind: 'js' | 'data' | 'other';
  gzipKb: number;
}

/**
 * A first visit with a cold HTTP cache: every response until the page is quiet, its body gzipped (the reference
 * server and `vite preview` send bodies uncompressed; a production host gzips them). Data = the API's answers
 * (not the identity provider's).
 */
async function firstVisit(
  context: BrowserContext,
  origin: string,
  api: string,
  pagePath: string,
  ready: (page: Page) => Locator,
): Promise<BenchResult[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const pending: Promise<Transfer | null>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || request.method() === 'OPTIONS') return null;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const url = request.url();
        const kind =
          url.startsWith(api) && !url.startsWith(`${api}/oidc`)
            ? 'data'
            : request.resourceType() === 'script'
              ? 'js'
              : 'other';
        return { url, kind, gzipKb: gzipSync(body).length / 1024 };
      })(),
    );
  });
  const start = Date.now();
  await page.goto(`${origin}${pagePath}`);
  await ready(page).waitFor({ timeout: 60_000 });
  const toContent = Date.now() - start;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await page.close();
  const transfers = (await Promise.all(pending)).filter((transfer): transfer is Transfer => transfer !== null);
  const sum = (kind?: Transfer['kind']) =>
    round(
      transfers.filter((transfer) => !kind || transfer.kind === kind).reduce((total, t) => total + t.gzipKb, 0),
      1,
    );
  const largest = [...transfers]
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .slice(0, 4)
    .map(({ url, gzipKb }) => `${shortName(url)} ${round(gzipKb, 1)}`)
    .join(', ');
  console.table(
    [...transfers]
      .sort((a, b) => b.gzipKb - a.gzipKb)
      .slice(0, 12)
      .map(({ url, kind, gzipKb }) => ({ pagePath, kind, file: shortName(url), gzipKb: round(gzipKb, 1) })),
  );
  const name = `app phone: first visit of ${label(pagePath)} (signed in, cold cache, desktop, no throttling)`;
  const data = sum('data');
  const farmPage = pagePath === FARM_PAGE;
  return [
    { name: `${name} time to content`, value: toContent, unit: 'ms', target: 'none', passes: true },
    {
      name: `${name} total gzip (JS + data + HTML, CSS, fonts, basemap)`,
      value: sum(),
      unit: `KB in ${transfers.length} requests; largest: ${largest}`,
      target: 'none (measured)',
      passes: true,
    },
    {
      name: `${name} JS gzip`,
      value: sum('js'),
      unit: 'KB (everything the visit loads, idle chunks too)',
      target: 'none',
      passes: true,
    },
    {
      name: `${name} data gzip (API answers)`,
      value: data,
      unit: 'KB',
      target: farmPage ? `< ${FARM_DATA_TARGET_KB} KB` : 'none',
      passes: !farmPage || data < FARM_DATA_TARGET_KB,
    },
  ];
}

/** The path of a URL without the build's hash and the origin (`assets/react.js`, `/v2/timeline/data/entity`). */
const shortName = (url: string) => new URL(url).pathname.replace(/-[\w-]{8}\.(js|css|woff2)$/, '.$1');
