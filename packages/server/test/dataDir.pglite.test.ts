/**
 * The data directory (issue 36, items 5 and 11): one server at a time (a second one refuses and touches nothing),
 * `reset` recovers from any state of the database folder, folders 700 and files 600, and a directory other users can
 * write is refused; the operator secret (issue 34's public-data door) is there while the server runs. PGlite only: on
 * PostgreSQL the data directory holds no database.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPortFree } from '../src/dataDir.ts';
import { readOperatorSecret } from '../src/routes/operatorImports.ts';
import { call, startTestServer, USERS } from './helpers.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'havbruk-datadir-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every path under `dir` with its mode, size and modification time. */
const snapshot = (dir: string): Map<string, string> => {
  const entries = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const stat = statSync(full);
      entries.set(path.relative(dir, full), `${(stat.mode & 0o777).toString(8)} ${stat.size} ${stat.mtimeMs}`);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return entries;
};

const modes = (dir: string): Set<string> => {
  const found = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      found.add(`${entry.isDirectory() ? 'dir' : 'file'} ${(statSync(full).mode & 0o777).toString(8)}`);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return found;
};

describe('the data directory (PGlite)', () => {
  it(
    'a second server on the same directory refuses and touches nothing; the first keeps working',
    { timeout: 120_000 },
    async () => {
      const dir = freshDir();
      const first = await startTestServer({ dataDir: dir });
      try {
        const before = snapshot(dir);
        await expect(startTestServer({ dataDir: dir, reset: true })).rejects.toThrow(
          /Another Havbruk server \(process \d+\) is using the data directory/,
        );
        expect(snapshot(dir)).toEqual(before);
        const token = await first.oidc.issueAccessToken(USERS.superAdmin);
        expect((await call(first, { method: 'GET', url: '/users/data', token })).status).toBe(200);
      } finally {
        await first.close();
      }
      // Released on close: the next server starts.
      const next = await startTestServer({ dataDir: dir });
      await next.close();
    },
  );

  it('a lock left by a process that is gone is taken over', { timeout: 120_000 }, async () => {
    const dir = freshDir();
    chmodSync(dir, 0o700);
    writeFileSync(path.join(dir, 'server.lock'), '2147483646');
    const server = await startTestServer({ dataDir: dir });
    await server.close();
  });

  it('reset recovers from a damaged database folder', { timeout: 120_000 }, async () => {
    const dir = freshDir();
    const first = await startTestServer({ dataDir: dir });
    await first.close();
    const database = path.join(dir, 'pglite');
    for (const name of readdirSync(path.join(database, 'global'))) {
      writeFileSync(path.join(database, 'global', name), Buffer.alloc(8192));
    }
    rmSync(path.join(database, 'base'), { recursive: true, force: true });
    const reset = await startTestServer({ dataDir: dir, reset: true });
    try {
      const token = await reset.oidc.issueAccessToken(USERS.superAdmin);
      expect((await call(reset, { method: 'GET', url: '/users/data', token })).status).toBe(200);
    } finally {
      await reset.close();
    }
  });

  it(
    'keeps folders 700 and files 600, and refuses a directory other users can write',
    { timeout: 120_000 },
    async () => {
      const dir = freshDir();
      const server = await startTestServer({ dataDir: dir });
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(modes(dir)).toEqual(new Set(['dir 700', 'file 600']));
      // The operator secret of the public-data door (600 like the rest), for the import CLI; gone on close.
      expect(readOperatorSecret(dir)).toBe(server.operatorSecret);
      await server.close();
      expect(modes(dir)).toEqual(new Set(['dir 700', 'file 600']));
      expect(readOperatorSecret(dir)).toBeUndefined();

      chmodSync(dir, 0o777);
      const before = snapshot(dir);
      await expect(startTestServer({ dataDir: dir })).rejects.toThrow(/can be written by other users \(mode 777\)/);
      expect(snapshot(dir)).toEqual(before);
    },
  );
});

it('checks that the port is free before anything is opened', async () => {
  const taken = createNetServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const { port } = taken.address() as { port: number };
  try {
    await expect(checkPortFree(port, '127.0.0.1')).rejects.toThrow(`Port ${port} is already in use`);
  } finally {
    taken.close();
  }
  await expect(checkPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
});
