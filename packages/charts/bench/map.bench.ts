/**
 * FarmMap in headless Chromium (WebGL on SwiftShader): load to first idle, week step → presented (median and p95),
 * one forced repaint of the map → idle (the floor a week step is judged against) and one empty frame at 1,000,
 * 1,800 (the national map of issue 34) and 5,000 farms; plus the gzip size of a first bundle with and without the map route (two tiny Vite builds).
 *
 * Load: from rendering <FarmMap> (engine not yet loaded) to the first `idle` with the offline basemap and the farms
 * drawn. Week step: from handing FarmMap the next week's features (precomputed from the synthetic dataset, so
 * dataset work is not timed) to the second `requestAnimationFrame` callback after it: the farm canvas is redrawn
 * during the React commit, the next frame presents it, and the second callback runs once that frame is produced.
 * A week step must not repaint the map itself (land, coast, zones): the bench counts the map's `render` events
 * during the steps and reports them per step (0 expected). Empty frame: the same double `requestAnimationFrame`
 * with nothing changed (the least any change that has to be presented costs).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { serveBenchPage } from '../../../scripts/bench-page.ts';
import { median, percentile, round, type BenchResult } from '../../../scripts/bench-types.ts';

/** What the bench page exposes on `window`. */
interface BenchWindow {
  bench: {
    /** Milliseconds to the first idle, or -1 on time-out. */
    mount(farms: number, steps: number): Promise<number>;
    /** One week step → presented (double rAF), ms; the main-thread part (React commit + farm canvas drawing). */
    step(index: number): Promise<{ presented: number; applied: number }>;
    /** One forced repaint of the map with nothing changed (`triggerRepaint`) → idle, ms; -1 on time-out. */
    repaint(): Promise<number>;
    /** One forced repaint of the map with nothing changed → presented (double rAF, as a week step), ms. */
    repaintPresented(): Promise<number>;
    /** A double requestAnimationFrame with nothing changed, ms. */
    emptyFrame(): Promise<number>;
    /** The map's `render` and `idle` events since the map loaded. */
    mapEvents(): { render: number; idle: number };
  };
}

import { chromiumArgs, chromiumPath, sourceResolve } from '../../../vite.shared.ts';

/**
 * CPU time (ms) used so far by this process's Chromium processes of one type (default: the GPU process), read
 * from /proc (Linux only; undefined elsewhere). SwiftShader rasterises in the GPU process, so its CPU time per
 * step is the software-rendering cost of a step; the renderer's holds the page's main thread and the map's
 * worker. Unlike wall time these barely move when other work shares the machine.
 */
function gpuProcessCpuMs(type: 'gpu-process' | 'renderer' = 'gpu-process'): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const parent = new Map(pids.map((pid) => [pid, read(`/proc/${pid}/stat`).split(') ')[1]?.split(' ')[1] ?? '']));
  const ours = (pid: string): boolean => {
    for (let at = parent.get(pid), hops = 0; at && hops < 8; at = parent.get(at), hops += 1)
      if (at === String(process.pid)) return true;
    return false;
  };
  const matching = pids.filter((pid) => ours(pid) && read(`/proc/${pid}/cmdline`).includes(`--type=${type}`));
  if (matching.length === 0) return undefined;
  let ticks = 0;
  for (const pid of matching) {
    const fields = read(`/proc/${pid}/stat`).split(') ')[1]?.split(' ') ?? [];
    ticks += Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100 per second on Linux)
  }
  return Number.isFinite(ticks) ? ticks * 10 : undefined;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STEPS = 30;
const REPAINTS = 15;
/** Issue 20 targets at 1,000 farms (this machine, software WebGL). */
const LOAD_MAX_MS = 1000;
const STEP_FLOOR_FACTOR = 1.3;
const STEP_MAX_MS = 50;
/** Issue 34: the national map (1,800 sites) keeps load to first idle ≤ 1,000 ms and week step ≤ 50 ms. */
const NATIONAL_SITES = 1800;

const entryCode = `
import { createElement as h, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { FarmMap, defaultChartTheme, themeScale } from '@havbruk/charts';
// The page is built from node_modules/.map-bench: the ui file is two levels up.
import { PRODUCTION_AREA_ZONES } from '../../packages/ui/src/map/productionAreaZones.ts';
import { createDataset, getMapWeek } from '@havbruk/api/dataset';

const labels = {
  region: 'Farm map', search: 'Find a farm', resultCount: (n) => n + ' farms', zoomIn: 'Zoom in',
  zoomOut: 'Zoom out', satellite: 'Satellite', closePopup: 'Close', loading: 'Loading', inactive: 'Inactive',
};
const scale = themeScale(defaultChartTheme, 0, 0.5, 'higherIsWorse');
const api = {};
let waiting = null;
const onIdle = () => {
  if (waiting && document.querySelector('[data-drawn="true"]')) { const done = waiting; waiting = null; done(performance.now()); }
};
const nextIdle = (limit = 15000) => new Promise((resolve) => {
  waiting = resolve;
  setTimeout(() => { if (waiting === resolve) { waiting = null; resolve(null); } }, limit);
});

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))));
const events = { render: 0, idle: 0 };

function Harness({ weeks }) {
  const [index, setIndex] = useState(0);
  api.setIndex = setIndex;
  return h('div', { style: { width: '1440px', height: '900px' } },
    h(FarmMap, { features: weeks[index], scale, labels, zones: PRODUCTION_AREA_ZONES, onIdle, height: '900px',
      onMapLoad: (map) => {
        api.map = map;
        map.on('render', () => { events.render += 1; });
        map.on('idle', () => { events.idle += 1; });
      } }));
}

let root;
let count = 0;
window.bench = {
  async mount(sites, steps) {
    if (root) root.unmount();
    document.body.innerHTML = '<div id="root"></div>';
    const dataset = createDataset({ sites, yearsBack: 1 });
    const labels = dataset.weeks.slice(-(steps + 1));
    const weeks = labels.map(({ year, week }) => getMapWeek(dataset, year, week).map((row) => ({
      id: row.siteId, lon: row.lon, lat: row.lat, value: row.isFallow ? null : row.female, isFallow: row.isFallow, label: row.name,
    })));
    count = weeks.length;
    root = createRoot(document.getElementById('root'));
    const idle = nextIdle(120000);
    const t0 = performance.now();
    flushSync(() => root.render(h(Harness, { weeks })));
    const t1 = await idle;
    return t1 === null ? -1 : t1 - t0;
  },
  async step(index) {
    const t0 = performance.now();
    flushSync(() => api.setIndex(index % count));
    const applied = performance.now() - t0;
    const t1 = await frames();
    return { presented: t1 - t0, applied };
  },
  async repaintPresented() {
    const t0 = performance.now();
    api.map.triggerRepaint();
    const t1 = await frames();
    return t1 - t0;
  },
  async emptyFrame() {
    const t0 = performance.now();
    const t1 = await frames();
    return t1 - t0;
  },
  mapEvents: () => ({ ...events }),
  async repaint() {
    const idle = nextIdle();
    const t0 = performance.now();
    api.map.triggerRepaint();
    const t1 = await idle;
    return t1 === null ? -1 : t1 - t0;
  },
};
window.benchReady = true;
`;

/** Builds one entry with Vite and returns the gzip size of its first bundle (entry + static imports). */
async function firstBundleGzip(name: string, code: string): Promise<{ first: number; lazy: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), `map-bundle-${name}-`));
  const id = `\0bundle-${name}.js`;
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'error',
      resolve: { ...sourceResolve, alias: [] },
      plugins: [
        react(),
        {
          name: 'bundle-entry',
          resolveId: (source) => (source === `bundle-${name}` ? id : undefined),
          load: (loaded) => (loaded === id ? code : undefined),
        },
      ],
      build: {
        outDir: dir,
        emptyOutDir: true,
        manifest: true,
        write: true,
        minify: true,
        rollupOptions: { input: { [name]: `bundle-${name}` } },
      },
    });
    const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
    >;
    const size = (file: string) => gzipSync(readFileSync(path.join(dir, file))).length;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) as string;
    const first = new Set<string>();
    const visit = (key: string) => {
      if (first.has(key)) return;
      first.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    visit(entryKey);
    const firstBytes = [...first].reduce((sum, key) => sum + size(manifest[key]?.file as string), 0);
    // The maplibre path a map page downloads (with its worker, an `.mjs` asset); not mapbox-gl, which only a
    // Mapbox token loads.
    const allJs = Object.entries(manifest)
      .filter(([key]) => !/mapbox/.test(key))
      .map(([, chunk]) => chunk.file)
      .filter((file, i, files) => /\.m?js$/.test(file) && files.indexOf(file) === i);
    const lazyBytes = allJs.reduce((sum, file) => sum + size(file), 0) - firstBytes;
    return { first: firstBytes, lazy: lazyBytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The app shell's first bundle: React and a page; with the map route, a route that renders FarmMap. */
const shell = (withMap: boolean) => `
import { createElement as h, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ScoreCircle } from '@havbruk/charts';

${withMap ? "import { FarmMap, defaultChartTheme, themeScale } from '@havbruk/charts';\nimport { PRODUCTION_AREA_ZONES } from '/packages/ui/src/map/productionAreaZones.ts';" : ''}
function Home() { return h(ScoreCircle, { score: 72, label: 'Overall score 72' }); }
${
  withMap
    ? `function MapRoute() {
  return h(FarmMap, { features: [], scale: themeScale(defaultChartTheme, 0, 1, 'higherIsWorse'), zones: PRODUCTION_AREA_ZONES,
    labels: { region: 'Map', search: 'Find', resultCount: String, zoomIn: '+', zoomOut: '-', satellite: 'Sat', closePopup: 'x', loading: '…', inactive: 'Inactive' } });
}`
    : ''
}
const route = location.pathname;
createRoot(document.getElementById('root')).render(${withMap ? "route === '/map' ? h(MapRoute) : h(Home)" : 'h(Home)'});
`;

export async function run(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];

  const without = await firstBundleGzip('without-map', shell(false));
  const withMap = await firstBundleGzip('with-map', shell(true));
  const kb = (bytes: number) => round(bytes / 1024, 1);
  results.push(
    {
      name: 'charts: first bundle gzip, app shell without the map route',
      value: kb(without.first),
      unit: 'KiB',
      target: 'none',
      passes: true,
    },
    {
      name: 'charts: first bundle gzip, app shell with the map route (engine lazy)',
      value: kb(withMap.first),
      unit: 'KiB',
      target: 'none',
      passes: true,
      baseline: kb(without.first),
      ratio: round(withMap.first / without.first, 2),
    },
    {
      name: 'charts: lazy map chunks gzip (maplibre-gl, react-map-gl, offline basemap), loaded on the map route',
      value: kb(withMap.lazy),
      unit: 'KiB',
      target: 'none',
      passes: true,
    },
  );

  // The bench page is built for production (as users get it) and served by vite preview.
  const pageDir = path.join(root, 'node_modules', '.map-bench');
  const server = await serveBenchPage(pageDir, 'Map bench', entryCode);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  // Wall-clock figures move with the machine's load (shared by other work): it is reported beside them.
  const loadBefore = loadavg()[0] as number;
  try {
    const sizes = (process.env['MAP_BENCH_SIZES'] ?? '1000,1800,5000').split(',').map(Number);
    for (const sites of sizes) {
      // A fresh page per size, so the engine and basemap load is timed from cold each time.
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      page.on('pageerror', (error) => console.error('bench page error:', error.message));
      await page.goto(server.url, { waitUntil: 'commit', timeout: 300_000 });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await page
          .waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true, null, {
            timeout: 300_000,
          })
          .catch(() => undefined);
        await page.waitForTimeout(2000);
        if (
          await page
            .evaluate(() => (window as unknown as { benchReady?: boolean }).benchReady === true)
            .catch(() => false)
        )
          break;
      }
      const loadCpuBefore = [gpuProcessCpuMs('renderer'), gpuProcessCpuMs()];
      const load = await page.evaluate(([n, s]) => (window as unknown as BenchWindow).bench.mount(n, s), [
        sites,
        STEPS,
      ] as const);
      const loadCpuAfter = [gpuProcessCpuMs('renderer'), gpuProcessCpuMs()];
      // Let the map settle after its first idle, then count its repaints over the steps.
      await page.waitForTimeout(500);
      const eventsBefore = await page.evaluate(() => (window as unknown as BenchWindow).bench.mapEvents());
      const steps: number[] = [];
      const applied: number[] = [];
      const cpuBefore = gpuProcessCpuMs();
      for (let i = 1; i <= STEPS; i += 1) {
        const step = await page.evaluate((index) => (window as unknown as BenchWindow).bench.step(index), i);
        applied.push(step.applied);
        steps.push(step.presented);
      }
      const cpuAfter = gpuProcessCpuMs();
      await page.waitForTimeout(500);
      const eventsAfter = await page.evaluate(() => (window as unknown as BenchWindow).bench.mapEvents());
      // The floor: one forced repaint of the same map with nothing changed → the map's idle.
      const repaints: number[] = [];
      const repaintCpuBefore = gpuProcessCpuMs();
      for (let i = 0; i < REPAINTS; i += 1) {
        const repaint = await page.evaluate(() => (window as unknown as BenchWindow).bench.repaint());
        if (repaint >= 0) repaints.push(repaint);
      }
      const repaintCpuAfter = gpuProcessCpuMs();
      const repaintsPresented: number[] = [];
      for (let i = 0; i < REPAINTS; i += 1)
        repaintsPresented.push(await page.evaluate(() => (window as unknown as BenchWindow).bench.repaintPresented()));
      const empty: number[] = [];
      for (let i = 0; i < REPAINTS; i += 1)
        empty.push(await page.evaluate(() => (window as unknown as BenchWindow).bench.emptyFrame()));
      await page.close();
      const label = sites.toLocaleString('en');
      const med = round(median(steps), 1);
      const floor = round(median(repaints), 1);
      // Issue 20: at 1,000 farms a week step is presented within 1.3× one forced repaint and within 50 ms.
      // Issue 34: at 1,800 farms within 50 ms and loaded within 1,000 ms.
      const loadTarget = sites === 1000 || sites === NATIONAL_SITES;
      const stepTarget =
        sites === 1000
          ? {
              text: `<= ${STEP_FLOOR_FACTOR}x forced repaint and <= ${STEP_MAX_MS}`,
              passes: med <= STEP_FLOOR_FACTOR * floor && med <= STEP_MAX_MS,
            }
          : sites === NATIONAL_SITES
            ? { text: `<= ${STEP_MAX_MS}`, passes: med <= STEP_MAX_MS }
            : { text: 'none', passes: true };
      const mapRepaints = (eventsAfter.render - eventsBefore.render) / STEPS;
      results.push(
        {
          name: `charts: FarmMap ${label} farms load to first idle`,
          value: round(load, 0),
          unit: 'ms',
          target: loadTarget ? `<= ${LOAD_MAX_MS}` : 'none',
          passes: loadTarget ? load >= 0 && load <= LOAD_MAX_MS : true,
        },
        {
          name: `charts: FarmMap ${label} farms forced map repaint -> idle median (nothing changed, ${REPAINTS} repaints)`,
          value: floor,
          unit: 'ms',
          target: 'none',
          passes: true,
        },
        {
          name: `charts: FarmMap ${label} farms forced map repaint -> presented median (double rAF, as a week step)`,
          value: round(median(repaintsPresented), 1),
          unit: 'ms',
          target: 'none',
          passes: true,
        },
        {
          name: `charts: FarmMap ${label} farms empty frame median (double requestAnimationFrame, nothing changed)`,
          value: round(median(empty), 1),
          unit: 'ms',
          target: 'none',
          passes: true,
        },
        {
          name: `charts: FarmMap ${label} farms week step -> presented median (farm canvas redrawn + double rAF, ${STEPS} steps)`,
          value: med,
          unit: 'ms',
          target: stepTarget.text,
          passes: stepTarget.passes,
          baseline: floor,
          ratio: round(med / floor, 2),
        },
        {
          name: `charts: FarmMap ${label} farms week step main-thread apply median (React commit + farm canvas drawing)`,
          value: round(median(applied), 1),
          unit: 'ms',
          target: 'none',
          passes: true,
        },
        {
          name: `charts: FarmMap ${label} farms week step -> presented p95`,
          value: round(percentile(steps, 95), 1),
          unit: 'ms',
          target: 'none',
          passes: true,
        },
        {
          name: `charts: FarmMap ${label} farms map repaints per week step (render events of the map; idle events ${
            eventsAfter.idle - eventsBefore.idle
          } over ${STEPS} steps)`,
          value: round(mapRepaints, 2),
          unit: 'count',
          target: '0',
          passes: mapRepaints === 0,
        },
      );
      const [rendererBefore, gpuBefore] = loadCpuBefore;
      const [rendererAfter, gpuAfter] = loadCpuAfter;
      if ([rendererBefore, gpuBefore, rendererAfter, gpuAfter].every((value) => value !== undefined))
        results.push({
          name: `charts: FarmMap ${label} farms load CPU, renderer + GPU process (load-robust: page, worker, SwiftShader)`,
          value: round(
            (rendererAfter as number) - (rendererBefore as number) + (gpuAfter as number) - (gpuBefore as number),
            0,
          ),
          unit: 'ms',
          target: 'none',
          passes: true,
        });
      if (repaintCpuBefore !== undefined && repaintCpuAfter !== undefined)
        results.push({
          name: `charts: FarmMap ${label} farms forced map repaint GPU-process CPU per repaint, mean (SwiftShader, load-robust)`,
          value: round((repaintCpuAfter - repaintCpuBefore) / REPAINTS, 0),
          unit: 'ms',
          target: 'none',
          passes: true,
        });
      if (cpuBefore !== undefined && cpuAfter !== undefined)
        results.push({
          name: `charts: FarmMap ${label} farms week step GPU-process CPU per step, mean (SwiftShader, load-robust)`,
          value: round((cpuAfter - cpuBefore) / STEPS, 0),
          unit: 'ms',
          target: 'none',
          passes: true,
        });
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(pageDir, { recursive: true, force: true });
  }
  for (const [when, load] of [
    ['start', loadBefore],
    ['end', loadavg()[0] as number],
  ] as const)
    results.push({
      name: `charts: FarmMap bench machine load average (1 min) at the ${when}`,
      value: round(load, 2),
      unit: 'load',
      target: 'none',
      passes: true,
    });
  return results;
}
