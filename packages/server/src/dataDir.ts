/**
 * The data directory (`.data` by default: the embedded database, the signing key, the saved farm store). It holds
 * password hashes, tokens and secrets: created 700, its files kept 600 (PGlite writes its files 666, so they are
 * tightened after opening and on close), and a directory other users can write is refused. One server at a time:
 * an exclusive lock file (`server.lock`, created with `wx`, holding the owner's process id) is taken before anything
 * in the directory is opened; a second server refuses with the owner's pid and touches nothing. A lock left by a
 * process that is gone is taken over.
 */
import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Refuses a data directory other users (group or world) can write; creates it 700 when missing. */
export const checkDataDir = (dir: string): void => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o777;
  if (mode & 0o022)
    throw new Error(
      `The data directory ${dir} can be written by other users (mode ${mode.toString(8)}): it holds password hashes, tokens and secrets. Run \`chmod 700 ${dir}\` (or choose another --data-dir) and start again.`,
    );
  if (mode !== 0o700) chmodSync(dir, 0o700);
};

/**
 * Takes the data directory's lock (after `checkDataDir`); answers the release. Throws when another live process
 * holds it.
 */
export const lockDataDir = (dir: string): (() => void) => {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && alive(owner))
        throw new Error(
          `Another Havbruk server (process ${owner}) is using the data directory ${dir}: stop it first. Nothing was opened or changed.`,
        );
      unlinkSync(file); // left by a process that is gone
    }
  }
  throw new Error(`Could not lock the data directory ${dir}: another server is starting on it.`);
};

/** Sets every file under `dir` to 600 and every folder to 700. */
export const tightenModes = (dir: string): void => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(full, 0o700);
      tightenModes(full);
    } else if (entry.isFile()) chmodSync(full, 0o600);
  }
};

/** Throws a clear error when `port` is already taken on `host` (checked before the data directory is opened). */
export const checkPortFree = (port: number, host: string | undefined): Promise<void> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use (another server?): stop it or choose another --port.`)
          : error,
      ),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
