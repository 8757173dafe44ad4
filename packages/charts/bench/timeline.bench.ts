/**
 * TimelineChart vs uPlot vs plain nivo ResponsiveLine (SVG) in headless
 * Chromium, on identical data in the same run: 1, 10 and 30 series × 1,095
 * daily points; first paint and zoom update (time until the frame that shows
 * the result), median of 7 runs after a warm-up. Target: TimelineChart at
 * 10 × 1,095 within 2× of uPlot.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { createServer } from 'vite';
import { round, type BenchResult } from '../../../scripts/bench-types.ts';
import { chromiumArgs, chromiumPath, sourceResolve } from '../../../vite.shared.ts';

const RUNS = 7;
const COUNTS = [1, 10, 30] as const;
const LIBRARIES = ['uplot', 'timeline', 'nivo-svg'] as const;
type Library = (typeof LIBRARIES)[number];
type Figures = { firstPaint: number; zoomUpdate: number; runs: number };

export async function run(): Promise<BenchResult[]> {
  const root = path.join(import.meta.dirname, 'timeline-page');
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: sourceResolve,
    cacheDir: path.join(import.meta.dirname, '../../../node_modules/.vite-bench-charts'),
    server: { host: '127.0.0.1', port: 5391, strictPort: false, hmr: false },
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5391/';
  // 2D canvas on the CPU rasteriser: the shared flags route canvas through SwiftShader's emulated GPU (for the
  // map's WebGL), where every canvas frame waits on the GPU process and timings measure the emulator, not the charts.
  const args = [...chromiumArgs.filter((arg) => !/swiftshader|gpu-blocklist/.test(arg)), '--disable-gpu'];
  const browser = await chromium.launch({ executablePath: chromiumPath, args, headless: true });
  const results: BenchResult[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1300, height: 600 } });
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true, null, {
      timeout: 120_000,
    });
    const figures = new Map<string, Figures>();
    for (const count of COUNTS) {
      for (const library of LIBRARIES) {
        const result = await page.evaluate(
          ([lib, n, runs]) =>
            (window as unknown as { runBench: (l: string, n: number, r: number) => Promise<Figures> }).runBench(
              lib,
              n,
              runs,
            ),
          [library, count, RUNS] as [Library, number, number],
        );
        figures.set(`${library}:${count}`, result);
      }
    }
    for (const count of COUNTS) {
      const base = figures.get(`uplot:${count}`) as Figures;
      for (const library of LIBRARIES) {
        const f = figures.get(`${library}:${count}`) as Figures;
        for (const metric of ['firstPaint', 'zoomUpdate'] as const) {
          const gated = library === 'timeline' && count === 10;
          const ratio = base[metric] > 0 ? f[metric] / base[metric] : Number.NaN;
          results.push({
            name: `charts ${library} ${metric === 'firstPaint' ? 'first paint' : 'zoom update'} ${count}×1095`,
            value: round(f[metric], 1),
            unit: 'ms',
            target: gated ? '<= 2× uPlot' : 'none',
            passes: gated ? ratio <= 2 : true,
            ...(library === 'uplot' ? {} : { baseline: round(base[metric], 1), ratio: round(ratio, 2) }),
          });
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}
