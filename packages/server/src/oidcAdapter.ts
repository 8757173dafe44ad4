/**
 * oidc-provider's storage in the server's database (PGlite or PostgreSQL): sessions, interactions, grants,
 * authorization codes, access and refresh tokens live in `oidc_models`, so a restart signs nobody out and several
 * processes on one database share them (a token issued by one is renewed by another). Expired rows are ignored on
 * read and removed from time to time.
 */
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from './db.ts';

export const OIDC_SCHEMA = `
create table if not exists oidc_models (
  kind text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (kind, id)
);
create index if not exists oidc_models_grant on oidc_models (grant_id);
create index if not exists oidc_models_uid on oidc_models (uid);
`;

/** Models that belong to a grant (revoked with it). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'ClientCredentials',
  'Client',
  'InitialAccessToken',
  'RegistrationAccessToken',
  'BackchannelAuthenticationRequest',
]);

/**
 * `onRevoke` is told after a stored model is deleted before its expiry (`destroy`, `revokeByGrantId`: logout,
 * token revocation), so a cache of verified tokens can drop what it holds.
 */
export const createOidcAdapter = (db: Db, onRevoke: (kind: string) => void = () => undefined): AdapterConstructor => {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < 10 * 60_000) return;
    lastSweep = Date.now();
    await db.query('delete from oidc_models where expires_at < now()');
  };
  const read = (row: { payload: AdapterPayload; consumed_at: Date | null } | undefined) => {
    if (!row) return undefined;
    return row.consumed_at
      ? { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) }
      : row.payload;
  };
  return class DatabaseAdapter implements Adapter {
    constructor(readonly name: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      await db.query(
        `insert into oidc_models (kind, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (kind, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          this.name,
          id,
          JSON.stringify(payload),
          GRANTABLE.has(this.name) || this.name === 'Grant'
            ? (payload.grantId ?? (this.name === 'Grant' ? id : null))
            : null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
        ],
      );
      void sweep().catch(() => undefined);
    }

    private async findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
      const result = await db.query<{ payload: AdapterPayload; consumed_at: Date | null }>(
        `select payload, consumed_at from oidc_models where kind = $1 and ${column} = $2 and (expires_at is null or expires_at > now())`,
        [this.name, value],
      );
      return read(result.rows[0]);
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string) {
      await db.query('update oidc_models set consumed_at = now() where kind = $1 and id = $2', [this.name, id]);
    }

    async destroy(id: string) {
      onRevoke(this.name);
      try {
        await db.query('delete from oidc_models where kind = $1 and id = $2', [this.name, id]);
      } finally {
        onRevoke(this.name);
      }
    }

    async revokeByGrantId(grantId: string) {
      onRevoke(this.name);
      try {
        await db.query('delete from oidc_models where grant_id = $1', [grantId]);
      } finally {
        onRevoke(this.name);
      }
    }
  };
};
