// The server test suite on PostgreSQL: `node scripts/pg-test.mjs [vitest args…]`.
// With DATABASE_URL set, the suite runs against that server (each test server in its own schema, dropped after).
// Without it, a throwaway cluster is started from the local PostgreSQL binaries (initdb in a temporary folder, a
// free loopback port, no durability, no system service; as root it runs as the `postgres` user), DATABASE_URL is
// exported, the suite runs and the cluster is stopped and removed. No binaries: skipped with a printed line on a
// developer machine, a failure in CI (CI=true, or HAVBRUK_REQUIRE_POSTGRES=1 as `.ci/run` sets). Extra arguments go
// to vitest (default: packages/server). `npm run test:pg`; part of `npm test` (after the build, beside the checks).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitestArgs = process.argv.slice(2);
const log = (line) => console.log(`[pg-test] ${line}`);

/** The folder of initdb and pg_ctl: PG_BIN (only there when set), PATH, Debian's /usr/lib/postgresql/<v>/bin. */
const findBinaries = () => {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : [
        ...(process.env.PATH ?? '').split(path.delimiter),
        ...(existsSync('/usr/lib/postgresql')
          ? readdirSync('/usr/lib/postgresql')
              .sort((a, b) => Number(b) - Number(a))
              .map((version) => `/usr/lib/postgresql/${version}/bin`)
          : []),
      ].filter(Boolean);
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });

const runTests = (databaseUrl) =>
  run(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', '--project', 'unit', ...(vitestArgs.length ? vitestArgs : ['packages/server'])],
    { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } },
  );

if (process.env.DATABASE_URL) {
  log('DATABASE_URL is set: the server suite runs against it');
  process.exit(await runTests(process.env.DATABASE_URL));
}

const bin = findBinaries();
if (!bin) {
  const hint = "install Debian's PostgreSQL (apt-get install -y postgresql), set PG_BIN, or set DATABASE_URL";
  const required = ['true', '1'].includes(process.env.CI ?? '') || process.env.HAVBRUK_REQUIRE_POSTGRES === '1';
  if (required) {
    console.error(`[pg-test] PostgreSQL was not found (CI): the PostgreSQL pass must run here; ${hint}.`);
    process.exit(1);
  }
  log(`SKIPPED: the server suite on PostgreSQL did not run (no DATABASE_URL, no PostgreSQL binaries; ${hint})`);
  process.exit(0);
}

// initdb refuses to run as root: the cluster then belongs to the `postgres` user (nobody when there is none).
const asRoot = process.getuid?.() === 0;
const owner = (() => {
  if (!asRoot) return {};
  for (const name of ['postgres', 'nobody']) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  }
  throw new Error('running as root and no postgres/nobody user to own the cluster');
})();

const dir = mkdtempSync(path.join(os.tmpdir(), 'havbruk-pg-'));
const data = path.join(dir, 'data');
if (asRoot) chownSync(dir, owner.uid, owner.gid);
const pg = (tool, args, options = {}) =>
  run(path.join(bin, tool), args, { ...owner, cwd: dir, ...options, env: { ...process.env, LC_ALL: 'C' } });

const port = await freePort();
let started = false;
let exitCode = 1;
const cleanup = async () => {
  if (started) {
    started = false;
    await pg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-s'], { stdio: 'ignore' });
  }
  rmSync(dir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanup().then(() => process.exit(143)));

try {
  const begin = Date.now();
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
  if ((await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'], quiet)) !== 0)
    throw new Error('initdb failed');
  // A throwaway cluster: no durability (fsync, full pages, synchronous commit off), loopback only.
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  if ((await pg('pg_ctl', ['start', '-D', data, '-l', path.join(dir, 'log'), '-w', '-s', '-o', settings])) !== 0) {
    if (existsSync(path.join(dir, 'log'))) console.error(readFileSync(path.join(dir, 'log'), 'utf8'));
    throw new Error('pg_ctl start failed');
  }
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  log(`PostgreSQL (${bin}) on 127.0.0.1:${port} in ${Date.now() - begin} ms; DATABASE_URL=${url}`);
  exitCode = await runTests(url);
} catch (error) {
  console.error(`[pg-test] ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
