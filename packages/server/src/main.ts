/**
 * `tsx src/main.ts [--reset] [--port 4000] [--token-ttl 3600] [--verification-ttl 86400] [--sites 1000]
 *   [--demo-seed full|small] [--data-dir .data] [--app-origin http://localhost:5180] [--dev] [--host 0.0.0.0]`
 * Starts the reference API server with its embedded database (under .data/ at the repo root) and the dev
 * identity provider. `--app-origin` (comma-separated) adds app origins before the default ones (5173, 4173): the
 * first one is where mailed links point (the e2e stack runs its own app on another port). `--dev` (or
 * `HAVBRUK_DEV=1`; set by `npm start` and the e2e stack) turns on the demo users' password-less login and the dev
 * mailbox, and then listens on loopback only. With `BARENTSWATCH_CLIENT_ID` and `BARENTSWATCH_CLIENT_SECRET` set it
 * fetches the public weekly lice data on the connector's schedule (`import/barentswatch/connector.ts`).
 *
 * The company's own identity provider (README "Production"): `--oidc-issuer` / `OIDC_ISSUER` with
 * `--oidc-audience` / `OIDC_AUDIENCE` (the API's audience) and `--oidc-client-id` / `OIDC_CLIENT_ID` (the app's
 * client, the audience of its id tokens); optional `OIDC_EMAIL_CLAIM`, `OIDC_EMAIL_VERIFIED_CLAIM`,
 * `OIDC_NAME_CLAIM`, `OIDC_JWKS_COOLDOWN` (seconds), `OIDC_INTROSPECTION_CLIENT_ID` + `OIDC_INTROSPECTION_CLIENT_SECRET`.
 * The built-in provider, its sign-in pages and the dev mailbox are then off.
 */
import { createServer, DEFAULT_APP_ORIGINS } from './app.ts';
import { args, DEFAULT_DATA_DIR, option } from './cli.ts';
import { checkPortFree } from './dataDir.ts';
import { connectorConfig, startSchedule } from './import/barentswatch/connector.ts';
import { demoSeedOption } from './import/seed/index.ts';

const port = Number(option('port', '4000'));
const appOrigins = (option('app-origin', '') ?? '')
  .split(',')
  .map((entry) => entry.trim().replace(/\/$/, ''))
  .filter(Boolean);
const dev = args.includes('--dev') || process.env['HAVBRUK_DEV'] === '1';
const host = option('host');
/** An external identity provider setting: `--oidc-{name}` or `OIDC_{NAME}`. */
const idp = (name: string) =>
  option(`oidc-${name}`) ?? (process.env[`OIDC_${name.toUpperCase().replace(/-/g, '_')}`] || undefined);
const issuer = idp('issuer');
const required = (name: string) => {
  const value = idp(name);
  if (!value) throw new Error(`OIDC_ISSUER is set: OIDC_${name.toUpperCase().replace(/-/g, '_')} is required too`);
  return value;
};
const introspectionId = idp('introspection-client-id');
const externalIdp = issuer
  ? {
      issuer,
      audience: required('audience'),
      clientId: required('client-id'),
      claims: {
        ...(idp('email-claim') ? { email: idp('email-claim') } : {}),
        ...(idp('email-verified-claim') ? { emailVerified: idp('email-verified-claim') } : {}),
        ...(idp('name-claim') ? { name: idp('name-claim') } : {}),
      },
      jwksCooldownSeconds: idp('jwks-cooldown') ? Number(idp('jwks-cooldown')) : undefined,
      introspection: introspectionId
        ? { clientId: introspectionId, clientSecret: required('introspection-client-secret') }
        : undefined,
    }
  : undefined;
const started = Date.now();
// Files the server writes (database, keys) are for this user only.
process.umask(0o077);
// Checked before the data directory is opened: a second server refuses here and touches nothing.
const refuse = (error: unknown): never => {
  console.error(`[server] ${(error as Error).message}`);
  process.exit(1);
};
await checkPortFree(port, host ?? (dev ? 'localhost' : '0.0.0.0')).catch(refuse);
const server = await createServer({
  dataDir: option('data-dir', DEFAULT_DATA_DIR),
  databaseUrl: process.env['DATABASE_URL'] || undefined,
  reset: args.includes('--reset'),
  origin: option('origin', `http://localhost:${port}`),
  appOrigins: [...new Set([...appOrigins, ...DEFAULT_APP_ORIGINS])],
  tokenTtlSeconds: Number(option('token-ttl', '3600')),
  verificationTtlSeconds: Number(option('verification-ttl', String(24 * 3600))),
  sites: Number(option('sites', '1000')),
  farmDataSeed: demoSeedOption(option('demo-seed')),
  dev,
  externalIdp,
}).catch(refuse);
const origin = await server.listen(port, host);
const users = await server.db.query<{ name: string; email: string; demo_role: string }>(
  'select name, email, demo_role from users where demo_role is not null order by created_at, id',
);
console.log(
  [
    `[server] Havbruk API on ${origin} — ready in ${Date.now() - started} ms`,
    externalIdp
      ? `[server] External identity provider ${externalIdp.issuer} (audience ${externalIdp.audience}): the built-in provider and the dev mailbox are off`
      : dev
        ? `[server] OIDC issuer ${origin}/oidc · dev mailbox ${origin}/dev/mailbox`
        : `[server] OIDC issuer ${origin}/oidc (no dev shortcuts: start with --dev for demo login and the mailbox)`,
    ...(externalIdp
      ? []
      : [
          dev
            ? '[server] Demo users (password "havbruk", or pick them on the login page):'
            : '[server] Demo users (no password without --dev; a first admin: npm run create-admin -w @havbruk/server -- --email …):',
          ...users.rows.map((user) => `[server]   ${user.email.padEnd(34)} ${user.name.padEnd(14)} ${user.demo_role}`),
        ]),
  ].join('\n'),
);
// Public fish-health data (issue 34): the BarentsWatch schedule when its client credentials are set.
const barentswatch = connectorConfig();
const schedule = barentswatch ? startSchedule(server.db, barentswatch, server.reloadPublicData) : null;
if (barentswatch) console.log(`[server] BarentsWatch weekly data from ${barentswatch.apiUrl} (checked daily)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    schedule?.stop();
    void server.close().then(() => process.exit(0));
  });
}
