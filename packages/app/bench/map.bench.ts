/**
 * The map route's download (issue 20): the app is built for production and, from the build's manifest, every
 * file the `/map` screen loads beyond what a signed-in first visit of another view already has (entry and shell):
 * the route's own chunks and the map's lazy imports (the WebGL part, maplibre with its worker and CSS, the
 * pre-clipped offline basemap). Target ≤ 450 KiB gzip. The load, week-step and repaint figures of the map are
 * in `packages/charts/bench/map.bench.ts` (`npm run bench -- map.bench` runs both).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { round, type BenchResult } from '../../../scripts/bench-types.ts';
import { closure, mapRouteLazyFiles, parseRouteTable, routeLoad, type Manifest } from './routeChunks.ts';

const appRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(appRoot, 'node_modules/.bench-map-dist');
const TARGET_KIB = 450;

export async function run(): Promise<BenchResult[]> {
  await build({
    root: appRoot,
    configFile: path.join(appRoot, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  try {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const table = parseRouteTable(readFileSync(path.join(appRoot, 'src/routes/routes.tsx'), 'utf8'));
    const gzip = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length / 1024;
    // What a signed-in first visit of another view has loaded: entry, shell, the view, and what every such visit
    // loads at start (the display language's base texts and `account`, the API contract, the sign-in library; see
    // load.bench.ts).
    const startup = Object.keys(manifest).filter((key) =>
      /src\/data\/apiContract\.ts$|oidc-client-ts|ui\/src\/i18n\/en\/(account\/)?index\.ts$/.test(key),
    );
    const shared = [...routeLoad(manifest, table, '/health', { signedIn: true }).files, ...closure(manifest, startup)];
    const files = mapRouteLazyFiles(manifest, table, shared);
    const sizes = files.map(({ file, src }) => ({ file, src, kib: round(gzip(file), 1) }));
    const value = round(
      sizes.reduce((sum, entry) => sum + entry.kib, 0),
      1,
    );
    console.table(sizes.sort((a, b) => b.kib - a.kib).slice(0, 12));
    return [
      {
        name: 'app map: /map route lazy chunks + engine + basemap gzip (beyond entry and shell)',
        value,
        unit: 'KiB',
        target: `<= ${TARGET_KIB}`,
        passes: value <= TARGET_KIB,
      },
    ];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
