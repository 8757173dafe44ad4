/**
 * The real app's first load (production build): per-route JS gzip (entry + the route's chunks, from the build's
 * module graph; the map engine, lazy inside the map screen, not counted), a check that the public routes (login,
 * certification) load none of the gated app's chunks, and Lighthouse (mobile and desktop profiles) on `/login` and
 * a certification page served by `vite preview`. Targets: issue 14.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createDataset } from '@havbruk/api/dataset';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { round, type BenchResult } from '../../../scripts/bench-types.ts';
import { chromiumArgs, chromiumPath } from '../../../vite.shared.ts';
import { gatedFiles, parseRouteTable, routeLoad, type Manifest } from './routeChunks.ts';

const appRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(appRoot, 'node_modules/.bench-dist');
const JS_TARGET_KB = 170;

export async function run(): Promise<BenchResult[]> {
  await build({
    root: appRoot,
    configFile: path.join(appRoot, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const table = parseRouteTable(readFileSync(path.join(appRoot, 'src/routes/routes.tsx'), 'utf8'));
  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length / 1024;

  const alias = createDataset().operators[0]?.alias ?? 'unknown';
  const pages = [
    { name: '/login', path: '/login', signedIn: false, target: JS_TARGET_KB },
    { name: '/health', path: '/health', signedIn: true, target: JS_TARGET_KB },
    { name: '/map', path: '/map', signedIn: true, target: JS_TARGET_KB },
    { name: '/farm/{id}/lice', path: '/farm/1/lice', signedIn: true, target: JS_TARGET_KB },
    { name: '/asc/company/{alias}', path: `/asc/company/${alias}`, signedIn: false, target: null },
  ];
  const results: BenchResult[] = [];
  const loads = pages.map((page) => ({ page, load: routeLoad(manifest, table, page.path, page) }));
  for (const { page, load } of loads) {
    const value = round(
      load.files.reduce((sum, file) => sum + gzipKb(file), 0),
      1,
    );
    results.push({
      name: `app load: JS gzip, entry + route, ${page.name}${page.signedIn ? ' (signed in)' : ''}`,
      value,
      unit: 'KB',
      target: page.target === null ? 'none' : `<= ${page.target} KB`,
      passes: page.target === null || value <= page.target,
    });
  }
  const publicLoads = loads.filter(({ page }) => !page.signedIn);
  const gated = gatedFiles(
    manifest,
    table,
    publicLoads.flatMap(({ load }) => load.modules),
  );
  const leaked = publicLoads.flatMap(({ load }) => load.files.filter((file) => gated.has(file)));
  results.push({
    name: 'app load: gated chunks loaded by /login and /asc',
    value: leaked.length,
    unit: 'chunks',
    target: '0',
    passes: leaked.length === 0,
  });

  results.push(...(await lighthouseFigures([`/login`, `/asc/company/${alias}`])));
  return results;
}

const LIGHTHOUSE_TARGETS = {
  mobile: { score: 95, lcp: 2_000 },
  desktop: { score: null, lcp: 800 },
} as const;

async function lighthouseFigures(paths: string[]): Promise<BenchResult[]> {
  const server = await preview({
    root: appRoot,
    configFile: path.join(appRoot, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  const address = server.httpServer.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  const results: BenchResult[] = [];
  try {
    for (const pagePath of paths) {
      for (const profile of ['mobile', 'desktop'] as const) {
        const runner = await lighthouse(
          `${origin}${pagePath}`,
          { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          profile === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = runner?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        const label = `app load: Lighthouse ${profile} ${pagePath.startsWith('/asc') ? '/asc/company/{alias}' : pagePath}`;
        const score = Math.round((lhr.categories['performance']?.score ?? 0) * 100);
        const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
        const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
        const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
        const targets = LIGHTHOUSE_TARGETS[profile];
        results.push(
          {
            name: `${label} performance score`,
            value: score,
            unit: 'score',
            target: targets.score === null ? 'none' : `>= ${targets.score}`,
            passes: targets.score === null || score >= targets.score,
          },
          {
            name: `${label} LCP`,
            value: round(lcp, 0),
            unit: 'ms',
            target: `<= ${targets.lcp} ms`,
            passes: lcp <= targets.lcp,
          },
          { name: `${label} TBT`, value: round(tbt, 0), unit: 'ms', target: 'none', passes: true },
          { name: `${label} CLS`, value: round(cls, 3), unit: 'score', target: '<= 0.02', passes: cls <= 0.02 },
        );
      }
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
  return results;
}
