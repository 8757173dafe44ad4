/**
 * Password storage: scrypt (node:crypto) with a random salt per password, stored as
 * `scrypt$N$r$p$salt$hash` (base64url). Compared in constant time; anything else stored (an old plain-text value,
 * the random placeholder of an invited user or of a demo user without the dev flag) never matches.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
/** Longer passwords are refused before hashing (scrypt's cost grows with the input). */
export const MAX_PASSWORD_LENGTH = 200;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export const isPasswordHash = (stored: string): boolean => stored.startsWith('scrypt$');

/** What an account without a password stores (an invited address, a demo user without the dev flag): never matches. */
export const noPassword = (): string => `none$${randomBytes(12).toString('hex')}`;

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
};

/** A hash of a random password: checked when there is no stored hash, so every check costs one scrypt run. */
let standIn: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. Always runs scrypt (against a stand-in hash when `stored` is none: an unknown
 * address or an account without a password), so the answer takes the same time whether or not the account exists.
 */
export const verifyPassword = async (password: string, stored: string | undefined): Promise<boolean> => {
  const known = stored !== undefined && isPasswordHash(stored);
  const [, n, r, p, salt, hash] = (
    known ? stored : await (standIn ??= hashPassword(randomBytes(16).toString('hex')))
  ).split('$');
  if (!salt || !hash || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return known && key.length === expected.length && timingSafeEqual(key, expected);
};
