/**
 * The database: everything users change. PGlite (embedded, in a folder or in memory) by default; PostgreSQL through
 * a `pg` pool when a connection string is given (`DATABASE_URL`). Same SQL and schema on both. Seeded from the
 * dataset on first start.
 */
import { mkdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { OIDC_SCHEMA } from './oidcAdapter.ts';
import { FARM_SCHEMA } from './import/schema.ts';
import { CERTIFICATION_SCHEMA } from './certifications.ts';
import { FARM_WATCH_SCHEMA } from './import/watch.ts';
import type { NotificationSettings } from '@havbruk/api';
import type { Dataset } from '@havbruk/api/dataset';
import { hashPassword, isPasswordHash, noPassword } from './passwords.ts';

export const SCHEMA = `
create table if not exists meta (key text primary key, value text not null);
create table if not exists users (
  id text primary key,
  name text not null,
  email text not null unique,
  title text not null default '',
  picture text not null default '',
  language text not null default 'en',
  dark_mode_on boolean not null default false,
  default_organization_id text,
  perspective text,
  tier text not null default 'basics',
  is_confirmed boolean not null default false,
  verified_email boolean not null default false,
  verification_sent boolean not null default false,
  upgrade_status text,
  notification_settings jsonb not null default '{}',
  password text not null,
  demo_role text,
  created_at timestamptz not null default now()
);
create table if not exists organizations (
  id text primary key,
  name text not null,
  tier text not null,
  umbrella_organization_id text not null,
  parent_organization_id text,
  created_at timestamptz not null default now()
);
create table if not exists organization_farms (
  organization_id text not null references organizations(id) on delete cascade,
  farm_id text not null,
  primary key (organization_id, farm_id)
);
create table if not exists organization_operators (
  organization_id text not null references organizations(id) on delete cascade,
  operator_id text not null,
  primary key (organization_id, operator_id)
);
create table if not exists memberships (
  id text primary key,
  organization_id text not null references organizations(id) on delete cascade,
  user_id text not null references users(id) on delete cascade,
  org_role text not null,
  created_at timestamptz not null default now(),
  added_by text,
  unique (organization_id, user_id)
);
create table if not exists notification_state (
  user_id text not null references users(id) on delete cascade,
  notification_id text not null,
  is_read boolean not null,
  primary key (user_id, notification_id)
);
create table if not exists verification_tokens (
  token text primary key,
  user_id text not null references users(id) on delete cascade,
  kind text not null,
  expires_at timestamptz not null,
  used boolean not null default false
);
create table if not exists mailbox (
  id serial primary key,
  to_email text not null,
  subject text not null,
  html text not null,
  created_at timestamptz not null default now()
);
create table if not exists incidents (id text primary key, payload jsonb not null, created_at timestamptz not null default now());
create table if not exists analytics (id serial primary key, user_id text, payload jsonb not null, created_at timestamptz not null default now());
create or replace function havbruk_directory_changed() returns trigger language plpgsql as $$
begin
  insert into meta (key, value) values ('directory_version', '1')
    on conflict (key) do update set value = (meta.value::bigint + 1)::text;
  return null;
end $$;
create or replace trigger users_directory after insert or update or delete or truncate on users
  for each statement execute function havbruk_directory_changed();
create or replace trigger organizations_directory after insert or update or delete or truncate on organizations
  for each statement execute function havbruk_directory_changed();
create or replace trigger organization_farms_directory after insert or update or delete or truncate on organization_farms
  for each statement execute function havbruk_directory_changed();
create or replace trigger organization_operators_directory after insert or update or delete or truncate on organization_operators
  for each statement execute function havbruk_directory_changed();
create or replace trigger memberships_directory after insert or update or delete or truncate on memberships
  for each statement execute function havbruk_directory_changed();
`;

// ---- Issue 37: external identity provider (src/externalIdp.ts) ----
/** Who a user is at the company's own identity provider: the pair (issuer, `sub`), linked on the first sign-in. */
export const EXTERNAL_IDENTITY_SCHEMA = `
create table if not exists external_identities (
  issuer text not null,
  subject text not null,
  user_id text not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (issuer, subject)
);
`;
// ---- end of issue 37 ----

/**
 * Issue 36 (invitations, shared rate limits): kept as one block so other schema additions merge beside it.
 * `memberships.invitation`: the token of an invitation not accepted yet (null once accepted); a pending membership
 * gives no role. `rate_limits`: the request limits' counters, shared by every server process on the database.
 */
export const SCHEMA_ISSUE_36 = `
alter table memberships add column if not exists invitation text;
create unique index if not exists memberships_invitation on memberships (invitation);
create table if not exists rate_limits (key text primary key, count bigint not null, reset_at timestamptz not null);
`;

/**
 * The version of the directory tables (users, organizations, their farms and operators, memberships): bumped by the
 * triggers above in the writing transaction, so another process on the same PostgreSQL database sees a committed
 * change and reloads its cached directory (`Store.getDirectory`).
 */
export const directoryVersion = async (db: Queryable): Promise<string> =>
  (await db.query<{ value: string }>(`select value from meta where key = 'directory_version'`)).rows[0]?.value ?? '0';

export const defaultNotificationSettings = (): NotificationSettings => ({
  'disease-detected': {
    types: [
      { key: 'PD', active: true, distance: { value: 40, min: 20, max: 60 } },
      { key: 'ILA', active: true, distance: { value: 60, min: 20, max: 60 } },
    ],
  },
  'risk-disease': {
    types: [
      { key: 'lice', active: true, distance: null },
      { key: 'pd', active: true, distance: null },
      { key: 'ila', active: false, distance: null },
    ],
  },
  'weekly-report': { types: [{ key: 'email', active: true, distance: null }] },
});

/** What queries run on: the database or one transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /** PGlite only: the rows of a select without parameters in COPY's text format (`selectMany`). */
  copyOut?(sql: string): Promise<string>;
}

/** A transaction: queries, and bulk loading (the import engine's batches). */
export interface Transaction extends Queryable {
  /**
   * Runs `copy <table> (<columns>) from …` with `data` as its input (COPY's text format in UTF-8: tab-separated,
   * `\N` for null): PostgreSQL's `COPY … FROM STDIN` over the connection, PGlite's `COPY … FROM '/dev/blob'`. The
   * caller may reuse `data` once it resolves.
   */
  copyIn(table: string, columns: readonly string[], data: Uint8Array<ArrayBuffer>): Promise<void>;
}

export interface Db extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Runs `task` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(task: (tx: Transaction) => Promise<T>): Promise<T>;
  /** PGlite: a copy of the whole database (checkpointed first), for `DatabaseOptions.template`. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** `copy (<select>) to '/dev/blob'`: the rows in COPY's text format. */
const pgliteCopyOut = async (target: Pick<PGlite, 'query'>, sql: string): Promise<string> =>
  (await (await target.query(`copy (${sql}) to '/dev/blob'`)).blob?.text()) ?? '';

const pgliteDb = (lite: PGlite): Db => ({
  kind: 'pglite',
  query: async <T>(sql: string, params?: unknown[]) => lite.query<T>(sql, params),
  exec: async (sql) => {
    await lite.exec(sql);
  },
  copyOut: (sql) => pgliteCopyOut(lite, sql),
  transaction: (task) =>
    lite.transaction((tx) =>
      task({
        query: async <T>(sql: string, params?: unknown[]) => tx.query<T>(sql, params),
        exec: async (sql) => {
          await tx.exec(sql);
        },
        copyOut: (sql) => pgliteCopyOut(tx, sql),
        copyIn: async (table, columns, data) => {
          await tx.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], { blob: new Blob([data]) });
        },
      }),
    ),
  dump: async () => {
    await lite.exec('checkpoint');
    return lite.dumpDataDir('none');
  },
  close: () => lite.close(),
});

const postgresDb = (pool: pg.Pool): Db => ({
  kind: 'postgres',
  query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)) as unknown as { rows: T[] },
  exec: async (sql) => {
    await pool.query(sql);
  },
  transaction: async (task) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await task({
        query: async <T>(sql: string, params?: unknown[]) =>
          (await client.query(sql, params)) as unknown as { rows: T[] },
        exec: async (sql) => {
          await client.query(sql);
        },
        copyIn: async (table, columns, data) => {
          const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
          await pipeline(Readable.from([data]), stream);
        },
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  },
  close: () => pool.end(),
});

/**
 * PGlite's settings beyond its own: shared buffers of 16 MB instead of PostgreSQL's 128 MB. They live in PGlite's
 * WebAssembly memory, which never shrinks, so they were about 130 MB of every server and import process's resident
 * memory; the data folder's pages are in the operating system's file cache as well (server README, "Figures").
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export interface DatabaseOptions {
  /** PGlite's folder; undefined → in memory. Ignored with `url`. */
  dataDir?: string;
  /** A PostgreSQL connection string (`DATABASE_URL`): the server runs on PostgreSQL instead of PGlite. */
  url?: string;
  /**
   * PGlite in memory: starts from this copy of a database (`Db.dump`) instead of a new one, which skips initdb
   * (1.5-3 s of CPU per start). The test servers start from a copy made once per run (`test/helpers.ts`).
   */
  template?: Blob;
}

/** Opens (or creates) the database and brings its schema up to date. */
export const openDatabase = async (options: DatabaseOptions | string | undefined): Promise<Db> => {
  const { dataDir, url, template } = typeof options === 'object' ? options : { dataDir: options, url: undefined };
  let db: Db;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection dropped by the server (restart, failover) is replaced on next use instead of crashing.
    pool.on('error', (error) => console.error(`[db] idle PostgreSQL connection lost: ${error.message}`));
    db = postgresDb(pool);
  } else {
    if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const options = { startParams: PGLITE_START_PARAMS, loadDataDir: dataDir ? undefined : template };
    const lite = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
    await lite.waitReady;
    db = pgliteDb(lite);
  }
  // Several processes may start on one PostgreSQL database: the schema is brought up to date by one at a time.
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(1313)');
    await tx.exec(
      SCHEMA +
        SCHEMA_ISSUE_36 +
        OIDC_SCHEMA +
        EXTERNAL_IDENTITY_SCHEMA +
        FARM_SCHEMA +
        FARM_WATCH_SCHEMA +
        CERTIFICATION_SCHEMA,
    );
  });
  await hashStoredPasswords(db);
  return db;
};

/**
 * Databases written before organizations had operators: a top-level organization gets the operators of the farms
 * it holds (once, when it has none).
 */
export const backfillOperators = async (db: Db, dataset: Dataset): Promise<void> => {
  const rows = await db.query<{ id: string; farm_id: string }>(
    `select o.id, f.farm_id from organizations o join organization_farms f on f.organization_id = o.id
     where o.parent_organization_id is null
       and not exists (select 1 from organization_operators p where p.organization_id = o.id)`,
  );
  const sites = new Map(dataset.sites.map((site) => [site.id, site.operatorId]));
  const pairs = new Set(
    rows.rows.flatMap((row) => (sites.has(row.farm_id) ? [`${row.id}\n${sites.get(row.farm_id)}`] : [])),
  );
  for (const pair of pairs) {
    const [organizationId, operatorId] = pair.split('\n');
    await db.query(
      'insert into organization_operators (organization_id, operator_id) values ($1,$2) on conflict do nothing',
      [organizationId, operatorId],
    );
  }
};

/** Databases written before passwords were hashed keep plain text: hashed once, on open. */
const hashStoredPasswords = async (db: Db): Promise<void> => {
  const plain = await db.query<{ id: string; password: string }>(
    `select id, password from users where password not like 'scrypt$%' and password not like 'none$%' and password not like 'invited$%'`,
  );
  for (const row of plain.rows) {
    if (isPasswordHash(row.password)) continue;
    await db.query('update users set password = $2 where id = $1', [row.id, await hashPassword(row.password)]);
  }
};

/** A database seeded with the demo users' published password, started without the dev flag: the passwords go. */
export const removeDemoPasswords = async (db: Db): Promise<void> => {
  await db.transaction(async (tx) => {
    const marked = await tx.query(`delete from meta where key = 'demo_passwords' returning key`);
    if (marked.rows.length === 0) return;
    const users = await tx.query<{ id: string }>('select id from users where demo_role is not null');
    for (const user of users.rows)
      await tx.query('update users set password = $2 where id = $1', [user.id, noPassword()]);
  });
};

export const isSeeded = async (db: Db): Promise<boolean> => {
  const result = await db.query<{ value: string }>(`select value from meta where key = 'seeded'`);
  return result.rows.length > 0;
};

/**
 * Empties every table and seeds the demo users, organizations and memberships from the dataset. Without `reset` only
 * an unseeded database is seeded (checked under a lock, so of several processes starting together one seeds); answers
 * whether it seeded.
 */
export const seedDatabase = async (
  db: Db,
  dataset: Dataset,
  options: { reset?: boolean; demoPasswords?: boolean } = {},
): Promise<boolean> => {
  // The demo users' published password only for a dev database: otherwise they have none anyone knows.
  const passwords = options.demoPasswords
    ? await Promise.all(dataset.users.map((user) => hashPassword(user.password)))
    : dataset.users.map(() => noPassword());
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(1314)');
    if (!options.reset && (await tx.query(`select 1 from meta where key = 'seeded'`)).rows.length > 0) return false;
    await tx.exec(
      'truncate meta, users, organizations, organization_farms, organization_operators, memberships, notification_state, verification_tokens, mailbox, incidents, analytics cascade',
    );
    for (const [index, user] of dataset.users.entries()) {
      await tx.query(
        `insert into users (id, name, email, title, picture, language, dark_mode_on, default_organization_id, perspective, tier,
          is_confirmed, verified_email, verification_sent, upgrade_status, notification_settings, password, demo_role, created_at)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)`,
        [
          user.id,
          user.name,
          user.email,
          user.title,
          user.picture,
          user.language,
          user.darkModeOn,
          user.defaultOrganizationId,
          user.defaultOrganizationId,
          user.tier,
          user.isConfirmed,
          user.verifiedEmail,
          user.verificationSent,
          null,
          JSON.stringify(defaultNotificationSettings()),
          passwords[index],
          user.demoRole,
          new Date(Date.UTC(2023, 0, 1) + index * 60_000).toISOString(),
        ],
      );
    }
    for (const organization of dataset.organizations) {
      await tx.query(
        `insert into organizations (id, name, tier, umbrella_organization_id, parent_organization_id) values ($1,$2,$3,$4,$5)`,
        [
          organization.id,
          organization.name,
          organization.tier,
          organization.umbrellaOrganizationId,
          organization.parentOrganizationId,
        ],
      );
      for (const farmId of organization.farmIds) {
        await tx.query(`insert into organization_farms (organization_id, farm_id) values ($1,$2)`, [
          organization.id,
          farmId,
        ]);
      }
      // A top-level organization stands for the operators of its farms: only their farms may be added to it.
      if (organization.parentOrganizationId === null) {
        const operators = new Set(
          organization.farmIds.flatMap((farmId) => dataset.sites.find((site) => site.id === farmId)?.operatorId ?? []),
        );
        for (const operatorId of operators)
          await tx.query(`insert into organization_operators (organization_id, operator_id) values ($1,$2)`, [
            organization.id,
            operatorId,
          ]);
      }
    }
    for (const membership of dataset.memberships) {
      await tx.query(
        `insert into memberships (id, organization_id, user_id, org_role, created_at, added_by) values ($1,$2,$3,$4,$5,$6)`,
        [
          membership.id,
          membership.organizationId,
          membership.userId,
          membership.orgRole,
          membership.createdAt,
          membership.addedBy,
        ],
      );
    }
    // Farm data and runs of an earlier seed go: the demo seed imports them again (`import/seed/index.ts`).
    await tx.exec(
      'truncate sites, cages, site_weeks, cage_days, cage_environment, generations, treatments, disease_cases, harvests, lab_results, pipelines, import_runs cascade',
    );
    await tx.query(`insert into meta (key, value) values ('seeded', $1)`, [new Date().toISOString()]);
    if (options.demoPasswords) await tx.query(`insert into meta (key, value) values ('demo_passwords', '1')`);
    return true;
  });
};
