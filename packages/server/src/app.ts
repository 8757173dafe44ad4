/** Builds the reference server: dataset, embedded database, dev identity provider and the API routes. */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { TIMELINE_KEYS } from '@havbruk/api';
import { createDataset, type Dataset } from '@havbruk/api/dataset';
import { registerAccountPages } from './accountPages.ts';
import { gzipJsonAnswer } from './compression.ts';
import { checkDataDir, lockDataDir, tightenModes } from './dataDir.ts';
import { backfillOperators, isSeeded, openDatabase, removeDemoPasswords, seedDatabase, type Db } from './db.ts';
import { HttpError } from './errors.ts';
import { createExternalIdp, type ExternalIdp, type ExternalIdpOptions } from './externalIdp.ts';
import { createFileLinks, databaseSecret } from './fileLinks.ts';
import { FarmStore, farmStoreOf } from './farmStore/columns.ts';
import { mapStoreOf, type MapStore } from './farmStore/map.ts';
import { prepareStores } from './farmStore/persist.ts';
import { warmTimelineCode } from './farmStore/timeline.ts';
import { fileCsp, helmetOptions, pageCsp, setProviderHeaders } from './headers.ts';
import { databaseRateLimitStore, DatabaseRateLimitStore, isLoopback, Limit } from './limits.ts';
import { escapeHtml, mailboxPage, page, sendVerificationMail, sendWeeklyReportMail, type MailConfig } from './mail.ts';
import { createOidc, databaseSigningKey, registerInteractions, type Oidc } from './oidc.ts';
import { registerRoutes } from './routes/index.ts';
import { newOperatorSecret, registerOperatorImports, writeOperatorSecret } from './routes/operatorImports.ts';
import { ImportedFarmData } from './import/serve.ts';
import { FarmDataWatch, type ChangedRuns } from './import/watch.ts';
import { loadMapSites, refreshMapFarms } from './import/barentswatch/mapSites.ts';
import { PublicSites } from './import/barentswatch/publicSites.ts';
import { seedFarmData, type FarmDataSeedOptions } from './import/seed/index.ts';
import { Store } from './store.ts';

export interface ServerOptions {
  /** Directory of the embedded database and signing key; undefined → in memory (tests). */
  dataDir?: string;
  /** PostgreSQL connection string (`DATABASE_URL`): the database is PostgreSQL instead of the embedded PGlite. */
  databaseUrl?: string;
  /** In memory: the database starts as this copy (`DatabaseOptions.template`; tests). */
  databaseTemplate?: Blob;
  /** Reseed the database from the dataset even when it exists. */
  reset?: boolean;
  /** Public origin of this server (default http://localhost:4000). */
  origin?: string;
  /** App origins allowed for CORS and OIDC redirects. */
  appOrigins?: string[];
  /** Access/id token lifetime in seconds (default 3600). */
  tokenTtlSeconds?: number;
  /** Verification link lifetime in seconds (default 24 h). */
  verificationTtlSeconds?: number;
  /** Use an existing dataset (tests) or generate one with these options. */
  dataset?: Dataset;
  /** How the demo farm data is seeded (the test servers import only the last weeks of public data). */
  farmDataSeed?: FarmDataSeedOptions;
  sites?: number;
  logger?: boolean;
  /**
   * Farms without private data in the database are built from the dataset (tests only: a test server seeds the farms
   * a test names, the seed of every farm costs 20-25 s of CPU). Default off: a farm the database holds no private data
   * of has an empty farm view, nothing is served from code.
   */
  farmsFromDataset?: boolean;
  /** Build the farm column store before listening (default) or each farm on first use (`false`, unit tests). */
  warmFarmStore?: boolean;
  /**
   * Dev shortcuts: password-less demo login on the sign-in page and the open dev mailbox (`/dev/mailbox`, every
   * verification and unsubscribe link). Only for `npm start` and the e2e stack (`--dev`); `listen` then refuses any
   * address but loopback, and the shortcuts answer only requests from loopback.
   */
  dev?: boolean;
  /**
   * Seed the demo users with their published password (`havbruk`): default with `dev` only. Without it they have no
   * password anyone knows (a deployment creates its first admin with `npm run create-admin`), and a database seeded
   * with it loses it at the first start without.
   */
  demoPasswords?: boolean;
  /**
   * The company's own identity provider (`OIDC_ISSUER`, `OIDC_AUDIENCE`, …): access tokens are its JWTs, users are
   * matched or created on their first call (`src/externalIdp.ts`), and the built-in provider (`/oidc`), its sign-in
   * pages and the dev mailbox are off.
   */
  externalIdp?: ExternalIdpOptions;
}

export interface HavbrukServer {
  app: FastifyInstance;
  db: Db;
  store: Store;
  /** The built-in provider (not mounted, its tokens refused, when `externalIdp` is set). */
  oidc: Oidc;
  /** The external provider's token check, when configured. */
  externalIdp?: ExternalIdp;
  dataset: Dataset;
  farmStore: FarmStore;
  mapStore: MapStore;
  /**
   * Fills the farm column store for every farm an organization holds and the map store's years (done by
   * `createServer` before it returns unless `warmFarmStore: false`): loaded from `<dataDir>/farm-store.v8` when
   * it was saved from the same dataset, else built and saved. Answers `loaded` or `built`.
   */
  prepareFarmStore: () => Promise<string>;
  /** Reads the public weekly data again after a public import (CLI files, the connector): the map and the views. */
  reloadPublicData: () => Promise<void>;
  /**
   * The secret of the operator's door for public files (`POST /operator/imports/public`), new at each start; with a
   * data directory also written there (`operator-import-secret`, 0600) for the import CLI, and removed on close.
   */
  operatorSecret: string;
  /**
   * Starts listening (the OIDC provider is mounted under /oidc by the node server). Default host: `localhost` with
   * the dev flag (any other than loopback is refused), all interfaces without.
   */
  listen: (port: number, host?: string) => Promise<string>;
  close: () => Promise<void>;
}

export const DEFAULT_APP_ORIGINS = [
  'http://localhost:5173',
  'http://localhost:4173',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:4173',
];

/**
 * With a data directory: refuses one other users can write, takes its lock before anything in it is opened (a second
 * server on it refuses and changes nothing), and with `reset` starts from an empty database folder (whatever state
 * the old one was in). The lock is released on `close`, or when starting fails.
 */
export const createServer = async (options: ServerOptions = {}): Promise<HavbrukServer> => {
  const { dataDir } = options;
  if (!dataDir) return buildServer(options, () => undefined);
  checkDataDir(dataDir);
  const release = lockDataDir(dataDir);
  try {
    if (options.reset) rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    return await buildServer(options, release);
  } catch (error) {
    release();
    throw error;
  }
};

const buildServer = async (options: ServerOptions, releaseDataDir: () => void): Promise<HavbrukServer> => {
  const origin = (options.origin ?? 'http://localhost:4000').replace(/\/$/, '');
  const appOrigins = options.appOrigins ?? DEFAULT_APP_ORIGINS;
  const dataset = options.dataset ?? createDataset({ sites: options.sites });
  const db = await openDatabase({
    dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
    url: options.databaseUrl,
    template: options.databaseTemplate,
  });
  if (options.dataDir) tightenModes(options.dataDir);
  const operatorSecret = newOperatorSecret();
  const removeOperatorSecret = options.dataDir ? writeOperatorSecret(options.dataDir, operatorSecret) : () => undefined;
  const mail: MailConfig = {
    appUrl: appOrigins[0] as string,
    serverUrl: origin,
    verificationTtlSeconds: options.verificationTtlSeconds ?? 24 * 3600,
  };
  // `seedDatabase` checks again under a lock: of several processes starting on one empty database, one seeds.
  const demoPasswords = options.demoPasswords ?? options.dev ?? false;
  const seeded =
    (options.reset || !(await isSeeded(db))) &&
    (await seedDatabase(db, dataset, { reset: options.reset, demoPasswords }));
  if (seeded) {
    // Example mails so the dev mailbox has working links from the start: a weekly report with an unsubscribe
    // link for each verified demo user and an already expired verification link for the unverified one.
    for (const user of dataset.users) {
      if (user.verifiedEmail && user.isConfirmed) await sendWeeklyReportMail(db, mail, user);
      else if (!user.verifiedEmail) await sendVerificationMail(db, mail, user, -3600);
    }
  }
  if (!demoPasswords) await removeDemoPasswords(db);
  await backfillOperators(db, dataset);
  // The demo seed's farm data goes through the import engine: on the first start, after `--reset`, and on a database
  // seeded before the seed existed (`meta.farm_data_seeded`).
  await seedFarmData(db, dataset, {
    directory: options.dataDir && path.join(options.dataDir, 'seed'),
    ...options.farmDataSeed,
  });
  const store = new Store(db, dataset);
  // The farm column store: every farm an organization holds is built before the server listens.
  const farmStore = new FarmStore(dataset, {
    db,
    fallback: options.farmsFromDataset ? farmStoreOf(dataset) : undefined,
  });
  const mapStore = mapStoreOf(dataset);
  const imported = new ImportedFarmData(farmStore);
  // The map's farms and weeks from the database's public weekly data (every imported site included).
  let mapSites = await loadMapSites(db, dataset);
  mapStore.setSites(mapSites);
  const publicSites = new PublicSites(db);
  await publicSites.load();
  /**
   * The map's farms and the register read again after a run that changed rows: every site's after a public run, the
   * changed farms' private figures after a private one (a register run of an organization included).
   */
  const loadSiteData = async (runs: ChangedRuns) => {
    mapSites = runs.public ? await loadMapSites(db, dataset) : await refreshMapFarms(db, dataset, mapSites, runs.farms);
    mapStore.setSites(mapSites);
    await publicSites.load();
  };
  // Runs committed after start-up (this process's own and, on PostgreSQL, the other processes'): applied by the poll.
  const farmData = new FarmDataWatch(db, async (runs) => {
    // A site's public weeks are read again from `site_weeks` and `disease_cases` when next asked (every site's after
    // a public run, the changed farms' after another: a disease-case import changes their weeks' diseases).
    farmStore.dropStoredWeeks(runs.public ? undefined : runs.farms.map(String));
    await imported.apply(runs.farms);
    if (runs.public || runs.farms.length > 0) await loadSiteData(runs);
  });
  await farmData.start();
  /** Applies the runs committed since (the connector's, the operator's door's) at once. */
  const reloadPublicData = () => farmData.poll();
  const warmTokenCheck = async () => {
    // The token check of every call runs once before the server listens, with a throwaway token (the provider's
    // token lookup and its database query compiled; an external provider's discovery document and keys read):
    // the first real call does not pay for it. Nothing is written.
    await externalIdp?.warm();
    await tokenCheck.verifyAccessToken(randomBytes(32).toString('base64url'));
  };
  const warmRequestPath = async (farmId: string | undefined) => {
    // A farm-data call of each kind goes once through fastify before the server listens (hooks, security headers,
    // routing, the JSON body parser, the token check, the error answer), so the first real request does not run
    // that code for the first time (~20 ms of it on the first answer in a fresh process). The token is a throwaway:
    // refused (401), nothing is written.
    const authorization = `Bearer ${randomBytes(32).toString('base64url')}`;
    await app.inject({
      method: 'POST',
      url: '/v2/timeline/data/entity',
      headers: { authorization },
      payload: {
        entityType: 'farm',
        id: farmId ?? '',
        start: dataset.today,
        end: dataset.today,
        fields: [...TIMELINE_KEYS],
        agg: 'day',
      },
    });
    await app.inject({ method: 'GET', url: `/v2/map/data/${dataset.years.at(-1) ?? 0}`, headers: { authorization } });
  };
  /**
   * One request through the listening socket before `listen` returns (the node HTTP server's connection, parser and
   * response code ran only under `inject` before): over loopback, with a throwaway token, refused, nothing written.
   * The first real request of a fresh process took 10-20 ms longer when it was also the first over a socket.
   */
  const warmSocketPath = (address: AddressInfo) =>
    new Promise<void>((resolve) => {
      const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
      const outgoing = httpRequest(
        {
          host,
          port: address.port,
          method: 'POST',
          path: '/v2/timeline/data/entity',
          headers: {
            authorization: `Bearer ${randomBytes(32).toString('base64url')}`,
            'content-type': 'application/json',
            connection: 'close',
          },
        },
        (response) => response.resume().once('end', resolve),
      );
      outgoing.once('error', () => resolve());
      outgoing.end(JSON.stringify({ entityType: 'farm', id: '', start: dataset.today, end: dataset.today }));
    });
  const prepareFarmStore = async () => {
    const directory = await store.getDirectory();
    const farmIds = [...new Set([...directory.farms.values()].flat())];
    const source = await prepareStores(farmStore, farmIds, options.dataDir);
    // The map's years from the database's farms (`loadMapSites`): never saved, built at every start.
    mapStore.warm();
    // No lazy work on the first request: the timeline code is compiled before the server listens.
    warmTimelineCode(farmStore, farmIds);
    await warmTokenCheck();
    await warmRequestPath(farmIds[0]);
    return source;
  };
  const oidc = createOidc({
    issuer: `${origin}/oidc`,
    appOrigins,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    keyDir: options.dataDir,
    signingKey: db.kind === 'postgres' ? await databaseSigningKey(db) : undefined,
    cookieKeys: [(await databaseSecret(db, 'oidc-cookie-key')).toString('hex')],
    store,
    mail,
  });
  const externalIdp = options.externalIdp ? createExternalIdp(options.externalIdp, store) : undefined;
  /** Who checks tokens: the external provider when configured, else the built-in one. */
  const tokenCheck = externalIdp ?? oidc;

  const dev = options.dev ?? false;
  let server: Server | undefined;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 2 * 1024 * 1024,
    serverFactory: (handler) => {
      // The timeouts below are checked every half second (Node's default, every 30 s, let a slow-headers connection
      // live 44 s).
      server = createHttpServer({ connectionsCheckingInterval: 500 }, (req: IncomingMessage, res: ServerResponse) => {
        if (!externalIdp && (req.url === '/oidc' || req.url?.startsWith('/oidc/'))) {
          (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
          req.url = req.url.slice('/oidc'.length) || '/';
          setProviderHeaders(res, appOrigins);
          oidc.handle(req, res);
          return;
        }
        handler(req, res);
      });
      // Requests time out instead of holding a connection open: the headers within 15 s, the whole request
      // within 30 s, an idle connection is closed after 60 s.
      server.headersTimeout = 15_000;
      server.requestTimeout = 30_000;
      server.setTimeout(60_000);
      return server;
    },
  });

  await app.register(helmet, helmetOptions);
  // Limits shared by every process on the database (`limits.ts`): per route (`config.rateLimit`) and `Limit`s.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  const limitStore = new DatabaseRateLimitStore(db);
  // The server's own HTML pages (sign-in, mailbox) carry their inline style and script hashes.
  const htmlCsp = pageCsp(appOrigins);
  const filesCsp = fileCsp(appOrigins);
  app.addHook('onSend', async (request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('content-security-policy', htmlCsp);
    else if (request.url.startsWith('/files/lab/') && reply.statusCode === 200) {
      // The app's preview embeds a lab PDF: the app (only) may frame a file.
      reply.header('content-security-policy', filesCsp);
      reply.removeHeader('x-frame-options');
    }
    return payload;
  });
  app.addHook('onSend', gzipJsonAnswer);

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // CORS for the app origins (bearer tokens, JSON).
  app.addHook('onRequest', async (request, reply) => {
    const requestOrigin = request.headers.origin;
    if (requestOrigin && appOrigins.includes(requestOrigin)) {
      // Bearer tokens only: no credentials (cookies) are allowed across origins.
      reply.header('access-control-allow-origin', requestOrigin);
      reply.header('vary', 'origin');
      if (request.method === 'OPTIONS') {
        reply.header('access-control-allow-methods', 'GET,POST,PUT,DELETE,OPTIONS');
        reply.header('access-control-allow-headers', 'authorization,content-type,accept');
        // The browser keeps this answer for 2 hours (Chromium's cap): a reload or a return within them makes each
        // call without its preflight round trip (issue 39). It says only which methods and headers may be sent;
        // every call's token is still checked.
        reply.header('access-control-max-age', '7200');
        return reply.code(204).send();
      }
    }
  });
  app.options('/*', async (_request, reply) => reply.code(204).send());

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError)
      return reply.code(error.status).send({ message: error.message, ...(error.code ? { code: error.code } : {}) });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.code(status).send({ message: (error as Error).message });
    request.log.error(error);
    return reply.code(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );

  registerRoutes(app, {
    store,
    farmStore,
    mapStore,
    imported,
    farmData,
    publicSites,
    mail,
    verifyAccessToken: tokenCheck.verifyAccessToken,
    grantActive: tokenCheck.grantActive,
    fileLinks: createFileLinks(await databaseSecret(db, 'file-link-secret')),
    verifyIdToken: tokenCheck.verifyIdToken,
    externalIssuer: externalIdp?.issuer,
    limitStore,
    version: '0.1.0',
  });
  // With an external provider, sign-in, sign-up and the verification mails are the provider's.
  if (!externalIdp)
    registerInteractions(app, oidc, store, mail, {
      dev,
      loginFailures: new Limit(limitStore, 'login-failures', 5, 15 * 60_000),
      accountFailures: new Limit(limitStore, 'account-failures', 10, 15 * 60_000),
      addressFailures: new Limit(limitStore, 'address-failures', 20, 15 * 60_000),
      signups: new Limit(limitStore, 'signups', 20, 60 * 60_000),
    });

  registerAccountPages(app, store, mail);

  if (dev && !externalIdp)
    app.get('/dev/mailbox', async (request, reply) => {
      if (!isLoopback(request.ip)) return reply.code(404).send({ message: 'No route GET /dev/mailbox' });
      return reply.type('text/html').send(await mailboxPage(db));
    });
  // The server operator's door for public data (the import CLI on this machine, with the secret of the data directory).
  registerOperatorImports(app, { db, secret: operatorSecret, applyRuns: reloadPublicData });
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html')
      .send(
        page(
          'Reference server',
          `<h1>Havbruk reference server</h1><ul><li><a href="${appOrigins[0]}/">Open the app</a></li><li><a href="${escapeHtml(externalIdp?.issuer ?? '/oidc')}/.well-known/openid-configuration">OIDC discovery</a></li>${dev && !externalIdp ? '<li><a href="/dev/mailbox">Dev mailbox</a></li>' : ''}</ul>`,
        ),
      ),
  );

  if (options.warmFarmStore !== false) await prepareFarmStore();
  else await farmStore.load();
  if (db.kind === 'postgres') farmData.watch();

  return {
    app,
    db,
    store,
    oidc,
    externalIdp,
    dataset,
    farmStore,
    mapStore,
    prepareFarmStore,
    reloadPublicData,
    operatorSecret,
    listen: async (port, host = dev ? 'localhost' : '0.0.0.0') => {
      if (dev && !isLoopback(host))
        throw new Error(`The dev flag (demo login, dev mailbox) only listens on loopback, not on ${host}`);
      await app.listen({ port, host });
      await warmSocketPath(app.server.address() as AddressInfo);
      return origin;
    },
    close: async () => {
      farmData.stop();
      await app.close();
      server?.close();
      await db.close();
      removeOperatorSecret();
      if (options.dataDir) tightenModes(options.dataDir);
      releaseDataDir();
    },
  };
};
