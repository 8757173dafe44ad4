/**
 * Consumer check: do the published packages work for another product?
 *
 * After `npm run build`, this packs @havbruk/api, machines, charts and ui with `npm pack`, installs the tarballs
 * with their peers into a throw-away Vite + React + TypeScript project in a temp directory outside the workspace
 * (the template in `consumer/`: no `source` condition, no path aliases), typechecks it with its own `tsc` (and once
 * more with `skipLibCheck` off, failing on errors in the Havbruk packages' published `.d.ts`), builds
 * it with `vite build`, serves the build and opens it in Chromium. The page must render a TimelineChart, a
 * FarmMap on the offline basemap, a DataTable and a TimelineControl driven by the mapPlayback machine inside
 * HavbrukProvider, with no console errors, and the machine must move the week when the bar's button is pressed.
 *
 * Before installing, every import in each package's dist (static, dynamic, and in the .d.ts files) must name a
 * package the package.json declares (dependency or peer), and none may carry a bundler query (`?url`, `?raw`).
 *
 * Usage: `npm run consumer-check` (`-- --keep` keeps the temp directory). Nothing is cached between runs except
 * npm's own download cache; the third-party versions are the workspace's (read from its node_modules).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../vite.shared.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['api', 'machines', 'charts', 'ui'] as const;
/** Third-party packages the consumer installs itself: its toolchain and the peers the Havbruk packages name. */
const CONSUMER_DEPENDENCIES = [
  'react',
  'react-dom',
  'xstate',
  '@xstate/react',
  '@nivo/core',
  '@nivo/line',
  '@nivo/bar',
  '@nivo/pie',
  'maplibre-gl',
  'react-map-gl',
];
const CONSUMER_DEV_DEPENDENCIES = ['typescript', 'vite', '@vitejs/plugin-react', '@types/react', '@types/react-dom'];
const keep = process.argv.includes('--keep');
const started = Date.now();

const log = (message: string) => console.log(`[consumer] ${((Date.now() - started) / 1000).toFixed(1)}s ${message}`);

class CheckFailed extends Error {}
const fail = (message: string): never => {
  throw new CheckFailed(message);
};

function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, npm_config_update_notifier: 'false' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new CheckFailed(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}:\n${output.trim()}`)),
    );
  });
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const installedVersion = (name: string): string =>
  (readJson(path.join(root, 'node_modules', name, 'package.json'))['version'] as string | undefined) ??
  fail(`${name} is not installed in the workspace`);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every module a dist file imports (static and dynamic imports, re-exports, type imports in .d.ts). */
function importsOf(code: string): string[] {
  const source = code.replace(/\/\*[\s\S]*?\*\//g, ''); // doc comments may show example imports
  const specifiers = new Set<string>();
  const patterns = [
    /\bfrom\s*["']([^"'\s]+)["']/g,
    /\bimport\s*["']([^"'\s]+)["']/g,
    /\bimport\(\s*["']([^"'\s]+)["']\s*\)/g,
    /\brequire\(\s*["']([^"'\s]+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) specifiers.add(match[1]!);
  return [...specifiers];
}

const packageNameOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/** The dist of each package imports only what its package.json declares, and nothing bundler-specific. */
function checkDistImports() {
  const problems: string[] = [];
  for (const name of PACKAGES) {
    const dir = path.join(root, 'packages', name);
    const manifest = readJson(path.join(dir, 'package.json'));
    const declared = new Set([
      manifest['name'] as string,
      ...Object.keys((manifest['dependencies'] as object | undefined) ?? {}),
      ...Object.keys((manifest['peerDependencies'] as object | undefined) ?? {}),
    ]);
    const dist = path.join(dir, 'dist');
    if (!existsSync(dist)) fail(`packages/${name}/dist is missing: run \`npm run build\` first`);
    for (const file of filesUnder(dist).filter((f) => /\.(m?js|d\.ts)$/.test(f))) {
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const where = path.relative(root, file);
        if (specifier.includes('?')) problems.push(`${where}: bundler-specific import "${specifier}"`);
        if (specifier.startsWith('.') || specifier.startsWith('node:') || specifier.startsWith('data:')) continue;
        const pkg = packageNameOf(specifier.split('?')[0]!);
        if (!declared.has(pkg))
          problems.push(`${where}: imports "${specifier}", which ${manifest['name']} does not declare`);
      }
    }
  }
  if (problems.length) fail(`dist imports:\n  ${[...new Set(problems)].join('\n  ')}`);
}

/**
 * The consumer's tsconfig skips library checking, as most apps do, so a broken published `.d.ts` (a type naming a
 * module the consumer cannot resolve, a declaration the bundler dropped) would pass. This run checks every `.d.ts`
 * and fails on errors located in `node_modules/@havbruk/*`. Errors in third-party declarations are not ours to fix
 * (e.g. @stitches/react names the global `JSX` namespace, which @types/react 19 removed): they are counted only.
 */
async function checkPublishedTypes(app: string) {
  const output = await run(
    path.join(app, 'node_modules/.bin/tsc'),
    ['--noEmit', '-p', 'tsconfig.json', '--skipLibCheck', 'false', '--pretty', 'false'],
    app,
  ).catch((error: unknown) => {
    if (error instanceof CheckFailed) return error.message;
    throw error;
  });
  const errors = output.split('\n').filter((line) => /^\S.*\(\d+,\d+\): error TS\d+/.test(line));
  const ours = errors.filter((line) => line.startsWith('node_modules/@havbruk/'));
  if (ours.length) fail(`the published types do not typecheck:\n  ${ours.join('\n  ')}`);
  if (errors.length) log(`  ${errors.length} error(s) in third-party declarations (not checked)`);
}

/** A static server for the build (no framework server: the build must stand on its own). */
async function serve(dir: string) {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) file = dir;
    if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function openInChromium(url: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const errors: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await page.goto(url);
    const timeout = 60_000;
    const step = async (what: string, check: () => Promise<unknown>) => {
      try {
        await check();
        log(`  ok: ${what}`);
      } catch (error) {
        fail(`${what}: ${(error as Error).message.split('\n')[0]}\n  ${errors.join('\n  ')}`);
      }
    };
    await step('HavbrukProvider rendered the page', () =>
      page.getByRole('heading', { name: 'Farm lice, another product' }).waitFor({ timeout }),
    );
    await step('TimelineChart drew its canvas', () =>
      page
        .getByRole('region', { name: 'Sea lice chart' })
        .locator('canvas')
        .first()
        .waitFor({ timeout, state: 'visible' }),
    );
    await step('FarmMap drew the offline basemap and the farms (engine, worker, basemap chunk)', () =>
      page.locator('.havbruk-farm-map[data-basemap="offline"] [data-drawn="true"]').waitFor({ timeout }),
    );
    await step('DataTable shows this week’s farms', async () => {
      const table = page.getByRole('table', { name: 'Farms this week' });
      await table.waitFor({ timeout });
      await table.getByRole('columnheader', { name: /Adult female lice/ }).waitFor({ timeout });
      if ((await table.getByRole('row').count()) < 2) fail('no body rows');
    });
    await step('TimelineControl, driven by mapPlayback, steps a week back', async () => {
      const week = page.getByRole('status', { name: 'Week', exact: true });
      await week.filter({ hasText: /Week \d+, \d{4}/ }).waitFor({ timeout });
      const before = await week.textContent();
      await page.getByRole('button', { name: 'Previous week' }).click();
      await week.filter({ hasNotText: before ?? '' }).waitFor({ timeout });
    });
    if (errors.length) fail(`the page logged errors:\n  ${errors.join('\n  ')}`);
  } finally {
    await browser.close();
  }
}

async function main() {
  log('checking the imports in each dist');
  checkDistImports();

  const temp = mkdtempSync(path.join(tmpdir(), 'havbruk-consumer-'));
  if (temp.startsWith(root)) fail('the temp directory must be outside the workspace');
  const app = path.join(temp, 'app');
  try {
    log(`packing ${PACKAGES.join(', ')} into ${temp}`);
    const packed = JSON.parse(
      await run(
        'npm',
        ['pack', '--json', '--pack-destination', temp, ...PACKAGES.flatMap((name) => ['-w', `@havbruk/${name}`])],
        root,
      ),
    ) as { name: string; filename: string }[];

    cpSync(path.join(root, 'consumer'), app, { recursive: true, filter: (src) => !/node_modules|dist/.test(src) });
    const versions = (names: string[]) => Object.fromEntries(names.map((name) => [name, installedVersion(name)]));
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify(
        {
          name: 'havbruk-consumer-check',
          private: true,
          type: 'module',
          dependencies: {
            ...Object.fromEntries(packed.map((p) => [p.name, `file:../${path.basename(p.filename)}`])),
            ...versions(CONSUMER_DEPENDENCIES),
          },
          devDependencies: versions(CONSUMER_DEV_DEPENDENCIES),
        },
        null,
        2,
      ),
    );

    log('npm install (tarballs + peers)');
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
    log('npm ls (every peer present and in range)');
    await run('npm', ['ls', '--omit=dev'], app);
    log('tsc --noEmit');
    await run(path.join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], app);
    log('tsc --noEmit --skipLibCheck false (the published .d.ts of the Havbruk packages)');
    await checkPublishedTypes(app);
    log('vite build');
    await run(path.join(app, 'node_modules/.bin/vite'), ['build'], app);

    const { server, url } = await serve(path.join(app, 'dist'));
    try {
      log(`opening ${url} in Chromium`);
      await openInChromium(url);
    } finally {
      server.close();
    }
    log('passed');
  } finally {
    if (keep) log(`kept ${temp}`);
    else rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[consumer] FAILED: ${error instanceof CheckFailed ? error.message : String(error)}`);
  process.exit(1);
});
