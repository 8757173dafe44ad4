/**
 * Signed file links: the browser opens files (lab attachments) as links and images, which cannot send a bearer
 * header, and a token in the URL would land in logs, history and shared links. Instead the app asks for a link per
 * file: the path with `expires`, `grant` (the sign-in the token belongs to) and `sig`, an HMAC-SHA256 over user,
 * grant, path and expiry with a secret kept in the database (shared by every process on it). A link lives at most
 * 60 seconds and is checked again on use: the signature, the expiry, the sign-in still active (logout and token
 * revocation end the grant) and the user's permission for the file at that moment.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db.ts';

export const FILE_LINK_TTL_SECONDS = 60;

export interface FileLinkClaims {
  userId: string;
  grantId: string;
  /** Path of the file, e.g. `/files/lab/{orderId}/{filename}` (decoded, no query). */
  path: string;
  /** Expiry, seconds since the epoch. */
  expires: number;
}

export type FileLinkCheck = { ok: true; claims: FileLinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * A secret created once per database and read by every process using it (the file-link HMAC key, the identity
 * provider's cookie key). Reseeding keeps it (`meta` is emptied by the seed, then the secret is written again).
 */
export const databaseSecret = async (db: Db, name: string): Promise<Buffer> => {
  await db.query(`insert into meta (key, value) values ($1, $2) on conflict (key) do nothing`, [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const result = await db.query<{ value: string }>(`select value from meta where key = $1`, [name]);
  return Buffer.from(result.rows[0]!.value, 'base64url');
};

const signature = (secret: Buffer, claims: FileLinkClaims) =>
  createHmac('sha256', secret)
    .update([claims.userId, claims.grantId, claims.path, String(claims.expires)].join('\n'))
    .digest('base64url');

export const createFileLinks = (secret: Buffer, now: () => number = () => Date.now()) => ({
  /** A relative URL (path + query) valid for `ttlSeconds` (at most 60). */
  sign(userId: string, grantId: string, path: string, ttlSeconds = FILE_LINK_TTL_SECONDS) {
    const expires = Math.floor(now() / 1000) + Math.min(ttlSeconds, FILE_LINK_TTL_SECONDS);
    const sig = signature(secret, { userId, grantId, path, expires });
    const query = new URLSearchParams({ user: userId, grant: grantId, expires: String(expires), sig });
    return { url: `${path}?${query.toString()}`, expiresAt: new Date(expires * 1000).toISOString() };
  },
  /** Checks a link's query for `path` (signature first, then expiry; not the grant or the permission). */
  verify(path: string, query: Record<string, unknown>): FileLinkCheck {
    const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : '');
    const expires = Number(text('expires'));
    const claims = { userId: text('user'), grantId: text('grant'), path, expires };
    if (!claims.userId || !claims.grantId || !Number.isInteger(expires)) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(signature(secret, claims));
    const given = Buffer.from(text('sig'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    const seconds = now() / 1000;
    if (expires < seconds || expires > seconds + FILE_LINK_TTL_SECONDS + 5) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  },
});

export type FileLinks = ReturnType<typeof createFileLinks>;
