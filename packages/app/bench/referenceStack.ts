/**
 * The reference server (API and dev identity provider) for the app-load bench, on a free port with its own data
 * folder, so the bench never meets a developer's `npm start` or an e2e stack. `--dev` gives the demo login.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface ReferenceServer {
  api: string;
  stop: () => Promise<void>;
}

export async function startReferenceServer(repoRoot: string, appOrigin: string): Promise<ReferenceServer> {
  const port = await benchPort('HAVBRUK_BENCH_API_PORT');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'havbruk-bench-'));
  const child: ChildProcess = spawn(
    'npm',
    [
      'run',
      'start',
      '-w',
      '@havbruk/server',
      '--',
      '--dev',
      '--port',
      String(port),
      '--data-dir',
      dataDir,
      '--app-origin',
      appOrigin,
    ],
    { cwd: repoRoot, stdio: 'ignore', detached: true },
  );
  const api = `http://localhost:${port}`;
  const stop = async () => {
    // npm → tsx → node: the whole process group the bench started.
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start seeds the data set: minutes on a loaded machine.
  const deadline = Date.now() + 360_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The reference server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${api}/oidc/.well-known/openid-configuration`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      // Not left running on its port when the bench gives up.
      await stop();
      throw new Error('The reference server did not start in 6 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { api, stop };
}

/** A port from the environment (`HAVBRUK_BENCH_APP_PORT`, `HAVBRUK_BENCH_API_PORT`: fixed ports for a rerun), or a free one. */
export const benchPort = async (variable: string): Promise<number> => Number(process.env[variable]) || freePort();
