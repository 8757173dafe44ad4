import { fileURLToPath } from 'node:url';

/**
 * The end-to-end stack: its own reference server and app dev server on their own ports, so a developer's
 * `npm start` (4000/5173) never answers an e2e run by accident, with its own database (`.data/e2e`) and
 * 30-second tokens (`--token-ttl 30`: renewed every 15 s, which e2e/renewal.spec.ts needs and every other test
 * then goes through as well). playwright.config.ts starts both (or reuses them when an earlier run left them up).
 * `HAVBRUK_E2E_API_PORT` / `HAVBRUK_E2E_APP_PORT` move the stack, so two checkouts on one machine never share it.
 */
export const E2E_API_PORT = Number(process.env['HAVBRUK_E2E_API_PORT'] ?? 4100);
export const E2E_APP_PORT = Number(process.env['HAVBRUK_E2E_APP_PORT'] ?? 5180);

/** The reference server of the e2e stack (API and dev identity provider). */
export const API = `http://localhost:${E2E_API_PORT}`;
/** The app's dev server of the e2e stack. */
export const APP = `http://localhost:${E2E_APP_PORT}`;

/** The token lifetime the e2e stack's server runs with (`--token-ttl`). */
export const TOKEN_TTL_SECONDS = 30;

/**
 * The data directory of the e2e stack's server (its embedded database and the operator secret the import CLI reads
 * to hand public files to it).
 */
export const E2E_DATA_DIR = fileURLToPath(new URL('../.data/e2e', import.meta.url));

/** The arguments of the e2e stack's server (`npm run start -w @havbruk/server -- …`): playwright.config.ts, e2e/seed.ts. */
export const E2E_SERVER_ARGS = [
  // Demo login and the dev mailbox (loopback only), as `npm start` runs it.
  '--dev',
  ...['--port', String(E2E_API_PORT)],
  ...['--token-ttl', String(TOKEN_TTL_SECONDS)],
  ...['--data-dir', E2E_DATA_DIR],
  ...['--app-origin', APP],
];
