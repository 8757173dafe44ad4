// The server test suite on PostgreSQL: `node scripts/pg-test.mjs [vitest args…]`.
// With DATABASE_URL set, the suite runs against that server (each test server in its own schema, dropped after).
// Without it, a throwaway cluster is started from the local PostgreSQL binaries (initdb in a temporary folder, a
// free loopback port, no durability, no system service; as root it runs as the `postgres` user), DATABASE_URL is
// exported, the suite runs and the cluster is stopped and removed. No binaries: skipped with a printed line on a
// developer machine, a failure in CI (CI=true, or HAVBRUK_REQUIRE_POSTGRES=1 as `.ci/run` sets). Extra arguments go
// to vitest (default: packages/server). `npm run test:pg`; part of `npm test` (after the build, beside the checks).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, startCluster } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitestArgs = process.argv.slice(2);
const log = (line) => console.log(`[pg-test] ${line}`);

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

const begin = Date.now();
const cluster = await startCluster().catch((error) => {
  console.error(`[pg-test] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
if (!cluster) {
  const hint = "install Debian's PostgreSQL (apt-get install -y postgresql), set PG_BIN, or set DATABASE_URL";
  const required = ['true', '1'].includes(process.env.CI ?? '') || process.env.HAVBRUK_REQUIRE_POSTGRES === '1';
  if (required) {
    console.error(`[pg-test] PostgreSQL was not found (CI): the PostgreSQL pass must run here; ${hint}.`);
    process.exit(1);
  }
  log(`SKIPPED: the server suite on PostgreSQL did not run (no DATABASE_URL, no PostgreSQL binaries; ${hint})`);
  process.exit(0);
}
let exitCode = 1;
try {
  log(
    `PostgreSQL (${cluster.bin}) on ${new URL(cluster.url).host} in ${Date.now() - begin} ms; DATABASE_URL=${cluster.url}`,
  );
  exitCode = await runTests(cluster.url);
} finally {
  await cluster.stop();
}
process.exit(exitCode);
