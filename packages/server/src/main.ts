/**
 * `tsx src/main.ts [--reset] [--port 4000] [--token-ttl 3600] [--verification-ttl 86400] [--sites 1000]
 *   [--data-dir .data] [--app-origin http://localhost:5180] [--dev] [--host 0.0.0.0]`
 * Starts the reference API server with its embedded database (under .data/ at the repo root) and the dev
 * identity provider. `--app-origin` (comma-separated) adds app origins before the default ones (5173, 4173): the
 * first one is where mailed links point (the e2e stack runs its own app on another port). `--dev` (or
 * `HAVBRUK_DEV=1`; set by `npm start` and the e2e stack) turns on the demo users' password-less login and the dev
 * mailbox, and then listens on loopback only. With `BARENTSWATCH_CLIENT_ID` and `BARENTSWATCH_CLIENT_SECRET` set it
 * fetches the public weekly lice data on the connector's schedule (`import/barentswatch/connector.ts`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, DEFAULT_APP_ORIGINS } from './app.ts';
import { connectorConfig, startSchedule } from './import/barentswatch/connector.ts';
import { loadPublicMapSites } from './import/barentswatch/mapSites.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback?: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : (process.env[`HAVBRUK_${name.toUpperCase().replace(/-/g, '_')}`] ?? fallback);
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = Number(option('port', '4000'));
const appOrigins = (option('app-origin', '') ?? '')
  .split(',')
  .map((entry) => entry.trim().replace(/\/$/, ''))
  .filter(Boolean);
const dev = args.includes('--dev') || process.env['HAVBRUK_DEV'] === '1';
const host = option('host');
const started = Date.now();
const server = await createServer({
  dataDir: option('data-dir', path.join(root, '.data')),
  databaseUrl: process.env['DATABASE_URL'] || undefined,
  reset: args.includes('--reset'),
  origin: option('origin', `http://localhost:${port}`),
  appOrigins: [...new Set([...appOrigins, ...DEFAULT_APP_ORIGINS])],
  tokenTtlSeconds: Number(option('token-ttl', '3600')),
  verificationTtlSeconds: Number(option('verification-ttl', String(24 * 3600))),
  sites: Number(option('sites', '1000')),
  dev,
});
const origin = await server.listen(port, host);
const users = await server.db.query<{ name: string; email: string; demo_role: string }>(
  'select name, email, demo_role from users where demo_role is not null order by created_at, id',
);
console.log(
  [
    `[server] Havbruk API on ${origin} — ready in ${Date.now() - started} ms`,
    dev
      ? `[server] OIDC issuer ${origin}/oidc · dev mailbox ${origin}/dev/mailbox`
      : `[server] OIDC issuer ${origin}/oidc (no dev shortcuts: start with --dev for demo login and the mailbox)`,
    `[server] Demo users (password "havbruk"${dev ? ', or pick them on the login page' : ''}):`,
    ...users.rows.map((user) => `[server]   ${user.email.padEnd(34)} ${user.name.padEnd(14)} ${user.demo_role}`),
  ].join('\n'),
);
// Public fish-health data (issue 34): the BarentsWatch schedule when its client credentials are set.
const barentswatch = connectorConfig();
const schedule = barentswatch
  ? startSchedule(server.db, barentswatch, async () =>
      server.mapStore.setPublicSites(await loadPublicMapSites(server.db, server.dataset)),
    )
  : null;
if (barentswatch) console.log(`[server] BarentsWatch weekly data from ${barentswatch.apiUrl} (checked daily)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    schedule?.stop();
    void server.close().then(() => process.exit(0));
  });
}
