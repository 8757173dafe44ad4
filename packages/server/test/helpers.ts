/**
 * Test helpers: one in-memory server on a small dataset, tokens issued directly by the provider. With `DATABASE_URL`
 * set (`node scripts/pg-test.mjs`) every test server runs on PostgreSQL in a schema of its own, so test files run in
 * parallel on one database.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, openAsBlob } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDataset, DEMO_ORGANIZATION_IDS, DEMO_USER_IDS, type Dataset } from '@havbruk/api/dataset';
import { createServer, type HavbrukServer, type ServerOptions } from '../src/app.ts';
import { openDatabase, type Db } from '../src/db.ts';
import { runImport, type RunResult } from '../src/import/engine.ts';
import { formatById, KINDS } from '../src/import/formats.ts';

let dataset: Dataset | undefined;
/** A small dataset (the demo organizations are kept) so the suite stays fast. */
export const testDataset = (): Dataset => (dataset ??= createDataset({ sites: 160 }));

/** The PostgreSQL server of this run (`DATABASE_URL`); undefined → PGlite in memory or in `dataDir`. */
export const testDatabaseUrl = process.env['DATABASE_URL'] || undefined;

const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** The test file's schemas (kept across restarts: one per `dataDir` or shared), dropped when the file is done. */
const keptSchemas = new Set<string>();
afterAll(async () => {
  for (const schema of keptSchemas) await adminQuery(`drop schema if exists ${schema} cascade`);
  keptSchemas.clear();
});

/**
 * A connection string to a schema of its own on the test PostgreSQL server (created if missing): fresh for each
 * call, or the same for one `key` (a `dataDir`: a restarted server finds its data again).
 */
export const testSchemaUrl = async (key?: string): Promise<{ url: string; schema: string }> => {
  if (!testDatabaseUrl) throw new Error('DATABASE_URL is not set');
  const suffix = key ? createHash('sha256').update(key).digest('hex').slice(0, 16) : randomBytes(8).toString('hex');
  const schema = `havbruk_test_${suffix}`;
  await adminQuery(`create schema if not exists ${schema}`);
  keptSchemas.add(schema);
  const url = new URL(testDatabaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), schema };
};

/**
 * The weeks of synthetic public data a test server imports (the last ones): all of the test dataset's 200-odd weeks
 * took 2–3 s per server through the engine, these a tenth of a second. The map, the timelines and the conditions
 * answer weeks before them as not reported (the public weeks are read from `site_weeks`); a test reading a dataset
 * site's public figures reads these weeks.
 */
export const TEST_PUBLIC_WEEKS = 8;

export interface TestServerOptions {
  dataDir?: string;
  reset?: boolean;
  dev?: boolean;
  databaseUrl?: string;
  demoPasswords?: boolean;
  externalIdp?: ServerOptions['externalIdp'];
  /** The farms whose private data the demo seed imports (default none: the column store builds from the dataset). */
  seedFarmIds?: readonly string[];
  /** Weeks of synthetic public data seeded through the engine (default the last `TEST_PUBLIC_WEEKS`; `all`). */
  publicWeeks?: number | 'all';
}

const serverOptions = (options: TestServerOptions, databaseUrl: string | undefined): ServerOptions => ({
  dataset: testDataset(),
  dataDir: options.dataDir,
  databaseUrl,
  reset: options.reset,
  dev: options.dev,
  // The tests sign in as the demo users with their published password (the dev seed's), with or without `dev`.
  demoPasswords: options.demoPasswords ?? true,
  externalIdp: options.externalIdp,
  warmFarmStore: false,
  farmsFromDataset: true,
  farmDataSeed: {
    farmIds: options.seedFarmIds ?? [],
    public: { lastWeeks: options.publicWeeks === 'all' ? undefined : (options.publicWeeks ?? TEST_PUBLIC_WEEKS) },
  },
});

/** The run's folder of database copies (`templates.setup.ts`). */
const templateDir = inject('databaseTemplates');

/**
 * A copy of an in-memory database (`Db.dump`), made once per run: read from the run's folder, or made by `make` and
 * left there for the other test files (two files making one at once both write it whole, under a name of their own
 * first; one file makes it once). A new PGlite database costs 1.5-3 s of CPU (initdb), the seed of a test server about as much again.
 */
const templates = new Map<string, Promise<Blob>>();
const databaseTemplate = (name: string, make: () => Promise<Blob>): Promise<Blob> => {
  const file = path.join(templateDir, `${name}.tar`);
  const template =
    templates.get(name) ??
    (existsSync(file)
      ? openAsBlob(file)
      : make().then(async (made) => {
          const partial = `${file}.${randomBytes(6).toString('hex')}`;
          await writeFile(partial, new Uint8Array(await made.arrayBuffer()));
          await rename(partial, file);
          return made;
        }));
  templates.set(name, template);
  return template;
};

/** An in-memory database with the schema and nothing else, as `openDatabase` makes it. */
const emptyTemplate = () =>
  databaseTemplate('empty', async () => {
    const db = await openDatabase(undefined);
    try {
      return await db.dump!();
    } finally {
      await db.close();
    }
  });

/**
 * The database of a test server with the default seed (the demo users with their password, no farm's private data,
 * the last `TEST_PUBLIC_WEEKS` of public data), as its start leaves it, without the secrets a server makes for itself
 * (each server started from it makes its own, as on a new database).
 */
const seededTemplate = () =>
  databaseTemplate('seeded', async () => {
    const server = await createServer({ ...serverOptions({}, undefined), databaseTemplate: await emptyTemplate() });
    try {
      await server.db.query(`delete from meta where key in ('oidc-cookie-key', 'file-link-secret')`);
      return await server.db.dump!();
    } finally {
      await server.close();
    }
  });

/** The same seed as the template's: a server with these options may start from its copy. */
const defaultSeed = (options: TestServerOptions) =>
  options.demoPasswords !== false && !options.seedFarmIds?.length && options.publicWeeks === undefined;

/** A connection string to `database` on the test PostgreSQL server. */
const databaseUrlOf = (database: string) => {
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * PostgreSQL: a new database copied from the run's template database (`create database … template`), which holds a
 * test server's database with the default seed (made by the first server that needs it, under a lock, without the
 * secrets a server makes for itself). Answers its name.
 */
const seededDatabase = async (): Promise<string> => {
  const template = inject('templateDatabase');
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(1315)');
    try {
      const made = await client.query('select 1 from pg_database where datname = $1 and datistemplate', [template]);
      if (made.rows.length === 0) {
        await client.query(`drop database if exists ${template} with (force)`);
        await client.query(`create database ${template}`);
        const server = await createServer(serverOptions({}, databaseUrlOf(template)));
        await server.db.query(
          `delete from meta where key in ('oidc-cookie-key', 'file-link-secret', 'oidc-signing-key')`,
        );
        await server.close();
        await client.query(`alter database ${template} is_template true`);
      }
    } finally {
      await client.query('select pg_advisory_unlock(1315)');
    }
    const database = `havbruk_test_${randomBytes(8).toString('hex')}`;
    // A template's connections must be gone: the server's pool may take a moment after closing.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${database} template ${template}`);
        return database;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await client.end();
  }
};

/**
 * A test server: on PostgreSQL (`DATABASE_URL`) in a database copied from the run's seeded one (default seed) or in
 * a schema of its own, on PGlite in memory from a copy of the run's seeded database (default seed) or of its empty
 * one (the seed then runs), or in `dataDir` as the server does.
 */
export const startTestServer = async (options: TestServerOptions = {}): Promise<HavbrukServer> => {
  let databaseUrl = options.databaseUrl;
  let dropOnClose: string | undefined;
  let dropDatabase: string | undefined;
  if (!databaseUrl && testDatabaseUrl && !options.dataDir && defaultSeed(options)) {
    dropDatabase = await seededDatabase();
    databaseUrl = databaseUrlOf(dropDatabase);
  } else if (!databaseUrl && testDatabaseUrl) {
    const { url, schema } = await testSchemaUrl(options.dataDir);
    databaseUrl = url;
    if (!options.dataDir) dropOnClose = schema;
  }
  const inMemory = !databaseUrl && !options.dataDir;
  const server = await createServer({
    ...serverOptions(options, databaseUrl),
    databaseTemplate: inMemory ? await (defaultSeed(options) ? seededTemplate() : emptyTemplate()) : undefined,
  });
  if (!dropOnClose && !dropDatabase) return server;
  const close = server.close;
  return {
    ...server,
    close: async () => {
      await close();
      await adminQuery(
        dropDatabase
          ? `drop database if exists ${dropDatabase} with (force)`
          : `drop schema if exists ${dropOnClose} cascade`,
      );
    },
  };
};

/** PGlite in memory, from the run's copy of a new database with the schema. */
export const openMemoryDatabase = async (): Promise<Db> => openDatabase({ template: await emptyTemplate() });

/**
 * A database for the tests of one part (no server): on PostgreSQL in a schema of its own (the same for one `key`),
 * else PGlite in memory (`openMemoryDatabase`).
 */
export const openTestDatabase = async (key?: string): Promise<Db> =>
  testDatabaseUrl ? openDatabase({ url: (await testSchemaUrl(key)).url }) : openMemoryDatabase();

/** Starts listening on a free loopback port (the identity provider lives outside fastify's inject). */
export const listenLocally = async (server: HavbrukServer): Promise<string> => {
  await server.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
};

/**
 * Starts an authorization request like oidc-client-ts does: answers the interaction's path (`/interaction/{uid}`),
 * the provider's cookies and the PKCE verifier.
 */
export const startInteraction = async (base: string, extra: Record<string, string> = {}) => {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'havbruk-app',
    redirect_uri: 'http://localhost:5173/login',
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  });
  const authorize = await fetch(`${base}/oidc/auth?${query.toString()}`, { redirect: 'manual' });
  const path = new URL(authorize.headers.get('location') ?? '', base).pathname;
  const cookies = authorize.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  return { path, cookies, verifier };
};

export const USERS = DEMO_USER_IDS;
export const ORGS = DEMO_ORGANIZATION_IDS;

export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  body?: unknown;
}

export const call = async (server: HavbrukServer, request: Request) => {
  const response = await server.app.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      // A string body is a file upload (import runs).
      ...(typeof request.body === 'string' ? { 'content-type': 'text/csv' } : {}),
    },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  const text = response.body;
  return { status: response.statusCode, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
};

/** The redirect URI `startInteraction` asks for. */
const APP_LOGIN = 'http://localhost:5173/login';

/** Cookie jar of `fetch` responses: name=value pairs, later ones replacing earlier ones. */
const mergeCookies = (jar: string, response: Response) => {
  const cookies = new Map(jar ? jar.split('; ').map((pair) => [pair.split('=')[0], pair] as const) : []);
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(';')[0] ?? '';
    cookies.set(pair.split('=')[0], pair);
  }
  return [...cookies.values()].join('; ');
};

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

/** Signs in with e-mail and password through the provider's pages, as the app does: answers the token response. */
export const signIn = async (base: string, email: string, password: string): Promise<TokenSet> => {
  const { path, cookies, verifier } = await startInteraction(base);
  const login = await fetch(`${base}${path}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies },
    body: new URLSearchParams({ email, password }).toString(),
    redirect: 'manual',
  });
  let jar = mergeCookies(cookies, login);
  let location = login.headers.get('location') ?? '';
  for (let hop = 0; hop < 5 && location && !location.startsWith(APP_LOGIN); hop++) {
    const next = await fetch(new URL(location, base), { headers: { cookie: jar }, redirect: 'manual' });
    jar = mergeCookies(jar, next);
    location = next.headers.get('location') ?? '';
  }
  const code = location.startsWith(APP_LOGIN) ? new URL(location).searchParams.get('code') : null;
  if (!code) throw new Error(`sign-in ended at "${location}" (login answered ${login.status})`);
  const response = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: APP_LOGIN,
      client_id: 'havbruk-app',
      code_verifier: verifier,
    }).toString(),
  });
  if (response.status !== 200) throw new Error(`token endpoint answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as TokenSet;
};

/** The refresh-token grant (renewal); answers the status and the body. */
export const renew = async (base: string, refreshToken: string) => {
  const response = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'havbruk-app',
    }).toString(),
  });
  return { status: response.status, body: (await response.json()) as TokenSet & { error?: string } };
};

/**
 * Imports a file's text through the engine as a run of `organizationId` (null: a run of no organization, as the
 * public weekly data's and the register's) and applies it as the pipelines API and the watch do: the next answers
 * reflect it.
 */
export const importText = async (
  server: HavbrukServer,
  formatId: string,
  text: string,
  options: { fileName: string; organizationId: string | null; today?: string },
): Promise<RunResult> => {
  const format = formatById(formatId)!;
  const report = await runImport({
    db: server.db,
    format,
    kind: KINDS.get(format.kind)!,
    chunks: (async function* () {
      yield new TextEncoder().encode(text);
    })(),
    ...options,
  });
  await server.reloadPublicData();
  return report;
};
