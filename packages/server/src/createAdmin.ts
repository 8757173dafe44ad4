/**
 * `npm run create-admin -w @havbruk/server -- --email admin@example.com [--name "Ada Admin"] [--data-dir .data]
 *   [--origin https://api.example.com]` (PostgreSQL: `DATABASE_URL`)
 * A deployment's first admin: creates the account of the address (or keeps it), makes it super admin of every
 * top-level organization and prints a one-time link (valid 24 hours) where its owner chooses the password. On the
 * embedded database the server must be stopped (the data directory is locked while it runs). The database must have
 * been created by a first start of the server.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { args, DEFAULT_DATA_DIR, option } from './cli.ts';
import { checkDataDir, lockDataDir, tightenModes } from './dataDir.ts';
import { isSeeded, openDatabase } from './db.ts';
import { createAccountLink } from './mail.ts';
import { noPassword } from './passwords.ts';

const email = (option('email') ?? '').trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || args.includes('--help')) {
  console.error('Usage: npm run create-admin -w @havbruk/server -- --email admin@example.com [--name "Ada Admin"]');
  process.exit(1);
}
const dataDir = option('data-dir', DEFAULT_DATA_DIR) as string;
const databaseUrl = process.env['DATABASE_URL'] || undefined;
const origin = (option('origin', `http://localhost:${option('port', '4000')}`) as string).replace(/\/$/, '');
process.umask(0o077);
let release: (() => void) | undefined;
try {
  if (!databaseUrl) {
    checkDataDir(dataDir);
    release = lockDataDir(dataDir);
  }
  const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), url: databaseUrl });
  try {
    if (!(await isSeeded(db)))
      throw new Error('No database yet: start the server once (it creates it), stop it, then run this again.');
    const link = await db.transaction(async (tx) => {
      const found = await tx.query<{ id: string }>('select id from users where lower(email) = $1', [email]);
      let id = found.rows[0]?.id;
      if (!id) {
        id = `user-${randomUUID().slice(0, 8)}`;
        await tx.query(
          `insert into users (id, name, email, tier, is_confirmed, verified_email, password) values ($1,$2,$3,'essentials',false,true,$4)`,
          [id, option('name') ?? email, email, noPassword()],
        );
      }
      const roots = await tx.query<{ id: string }>('select id from organizations where parent_organization_id is null');
      for (const root of roots.rows)
        await tx.query(
          `insert into memberships (id, organization_id, user_id, org_role) values ($1,$2,$3,'super_admin')
           on conflict (organization_id, user_id) do update set org_role = 'super_admin', invitation = null`,
          [`member-${randomUUID().slice(0, 8)}`, root.id, id],
        );
      return createAccountLink(tx, { appUrl: origin, serverUrl: origin, verificationTtlSeconds: 24 * 3600 }, id);
    });
    console.log(`[create-admin] ${email} is super admin of every top-level organization.`);
    console.log(`[create-admin] One-time link to choose the password (valid 24 hours, once): ${link}`);
  } finally {
    await db.close();
    if (!databaseUrl) tightenModes(dataDir);
  }
} catch (error) {
  console.error(`[create-admin] ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  release?.();
}
