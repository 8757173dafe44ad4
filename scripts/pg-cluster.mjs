// A throwaway PostgreSQL cluster from the local binaries, for the server's PostgreSQL test pass (`pg-test.mjs`) and
// the import bench: initdb in a temporary folder, a free loopback port, no durability (fsync, full pages, synchronous
// commit off), no system service; as root it runs as the `postgres` user (nobody when there is none).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The folder of initdb and pg_ctl: PG_BIN (only there when set), PATH, Debian's /usr/lib/postgresql/<v>/bin. */
export const findBinaries = () => {
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

/** Runs a command to its end; answers its exit code (signals are passed on to it meanwhile). */
export const run = (command, args, options = {}) =>
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

/**
 * Starts a cluster: answers `{ url, bin, stop }`, or undefined when no PostgreSQL binaries are found. `stop` stops it
 * and removes its folder (also on SIGINT / SIGTERM).
 */
export const startCluster = async () => {
  const bin = findBinaries();
  if (!bin) return undefined;
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
  const pgTool = (tool, args, options = {}) =>
    run(path.join(bin, tool), args, { ...owner, cwd: dir, ...options, env: { ...process.env, LC_ALL: 'C' } });
  const port = await freePort();
  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      await pgTool('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-s'], { stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (code) => () => void stop().then(() => process.exit(code));
  process.once('SIGINT', onSignal(130));
  process.once('SIGTERM', onSignal(143));
  try {
    const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
    if ((await pgTool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'], quiet)) !== 0)
      throw new Error('initdb failed');
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ');
    if (
      (await pgTool('pg_ctl', ['start', '-D', data, '-l', path.join(dir, 'log'), '-w', '-s', '-o', settings])) !== 0
    ) {
      if (existsSync(path.join(dir, 'log'))) console.error(readFileSync(path.join(dir, 'log'), 'utf8'));
      throw new Error('pg_ctl start failed');
    }
    started = true;
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, bin, stop };
};

const adminQuery = async (url, sql) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** Runs `task` with a connection string to a new schema of `url`'s database, dropped afterwards. */
export const withSchema = async (url, task) => {
  const schema = `havbruk_bench_${Date.now().toString(36)}`;
  await adminQuery(url, `create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  try {
    return await task(scoped.toString());
  } finally {
    await adminQuery(url, `drop schema if exists ${schema} cascade`);
  }
};
