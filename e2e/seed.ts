import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API, E2E_DATA_DIR, E2E_SERVER_ARGS } from './stack.ts';

/**
 * `tsx e2e/seed.ts` (`npm run e2e:seed`): starts the e2e stack's server once, exactly as playwright.config.ts starts
 * it, and stops it when it is ready, so its data directory (`.data/e2e`) is seeded before the e2e suite. `npm test`
 * runs it beside the two lanes of `test:static` (its CPU shared by both), so the suite's own start in `test:browser`
 * is a later start (9 s of CPU) instead of the first one (the whole demo seed through the import engine: 44 s of CPU
 * on the e2e lane's path, beside the story tests). A server already answering there (a stack an earlier local run
 * left up) holds the directory: nothing to do.
 */
const log = (line: string) => console.log(`[e2e-seed] ${line}`);
const began = Date.now();

if ((await fetch(`${API}/oidc/.well-known/openid-configuration`).catch(() => undefined))?.ok) {
  log(`a server already answers on ${API}: it holds ${E2E_DATA_DIR}`);
  process.exit(0);
}
const serverDir = fileURLToPath(new URL('../packages/server', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const server = spawn(tsx, ['--conditions=source', 'src/main.ts', ...E2E_SERVER_ARGS], {
  cwd: serverDir,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
const exitCode = await new Promise<number | null>((resolve) => {
  server.stdout.on('data', (chunk: Buffer) => {
    output += String(chunk);
    // The line main.ts prints once the server listens (the seed done); SIGTERM then closes it (database, lock).
    if (/\[server\] Havbruk API on .* ready in/.test(output)) server.kill('SIGTERM');
  });
  server.on('exit', resolve);
});
const ready = /ready in \d+ ms/.exec(output)?.[0];
if (exitCode !== 0 || !ready) {
  console.error(output);
  log(`the server did not start (exit code ${exitCode})`);
  process.exit(1);
}
log(`${E2E_DATA_DIR} seeded: ${ready}, stopped after ${((Date.now() - began) / 1000).toFixed(1)} s`);
