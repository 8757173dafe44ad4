/**
 * The JWT check of the external identity provider (src/externalIdp.ts), on node:crypto's synchronous `verify`: an
 * RS256 signature takes ~0.02 ms on the main thread, where WebCrypto (`jose`'s `jwtVerify`) hands every check to a
 * worker thread and back, and on a loaded machine that round trip alone passed the token check's target (0.2 ms
 * p99: `npm run bench -- externalIdp`).
 *
 * - Keys: a JWKS fetched from `jwks_uri`, kept as node `KeyObject`s by `kid`; fetched again after `maxAgeMs`, and at
 *   once for an unknown `kid`, but at most once per `cooldownMs` (one fetch at a time, shared).
 * - Signature: only the asymmetric algorithms given (never `none`, never HMAC: a key of type `oct` is never
 *   loaded), with a key of the matching type and curve (a JWK naming its `alg` only for that `alg`).
 * - Claims: `iss`, `aud` (a string or a list holding the audience), `exp` required, `nbf` when present, with
 *   `clockToleranceSeconds` of skew, and a non-empty `sub`.
 */
import { constants, createPublicKey, verify, type KeyObject } from 'node:crypto';

export type Claims = Record<string, unknown> & { sub: string; exp: number };

interface Key {
  key: KeyObject;
  alg?: string;
}

/** Node's name of each JWS algorithm's digest and the key type and curve it needs. */
const ALGORITHMS: Record<string, { digest: string | null; types: string[]; curve?: string; pss?: boolean }> = {
  RS256: { digest: 'sha256', types: ['rsa'] },
  RS384: { digest: 'sha384', types: ['rsa'] },
  RS512: { digest: 'sha512', types: ['rsa'] },
  PS256: { digest: 'sha256', types: ['rsa', 'rsa-pss'], pss: true },
  PS384: { digest: 'sha384', types: ['rsa', 'rsa-pss'], pss: true },
  PS512: { digest: 'sha512', types: ['rsa', 'rsa-pss'], pss: true },
  ES256: { digest: 'sha256', types: ['ec'], curve: 'prime256v1' },
  ES384: { digest: 'sha384', types: ['ec'], curve: 'secp384r1' },
  ES512: { digest: 'sha512', types: ['ec'], curve: 'secp521r1' },
  EdDSA: { digest: null, types: ['ed25519', 'ed448'] },
};

/** The asymmetric algorithms of a list (what a provider announces may include `HS256` or `none`). */
export const asymmetricOf = (algorithms: string[]): string[] => algorithms.filter((alg) => alg in ALGORITHMS);

export interface KeySet {
  /** The key of a `kid` (or the only key when the token names none): fetches again when it is unknown and allowed. */
  keyFor: (kid: string | undefined) => Promise<Key[]>;
  /** Fetches the keys now. */
  reload: () => Promise<void>;
}

export const createKeySet = (jwksUri: string, options: { cooldownMs: number; maxAgeMs: number }): KeySet => {
  let keys = new Map<string, Key>();
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let fetching: Promise<void> | undefined;
  const reload = () =>
    (fetching ??= (async () => {
      try {
        const response = await fetch(jwksUri, { signal: AbortSignal.timeout(5000) });
        if (!response.ok) throw new Error(`the JWKS answered ${response.status}`);
        const { keys: jwks } = (await response.json()) as { keys?: Record<string, unknown>[] };
        const next = new Map<string, Key>();
        for (const [index, jwk] of (jwks ?? []).entries()) {
          // Signing keys of a public key type only: a symmetric (`oct`) key is never loaded.
          if (jwk['kty'] === 'oct' || (jwk['use'] !== undefined && jwk['use'] !== 'sig')) continue;
          try {
            const key = createPublicKey({ key: jwk as never, format: 'jwk' });
            next.set(typeof jwk['kid'] === 'string' ? jwk['kid'] : `#${index}`, {
              key,
              alg: typeof jwk['alg'] === 'string' ? jwk['alg'] : undefined,
            });
          } catch {
            // A key node cannot read is skipped.
          }
        }
        keys = next;
      } finally {
        fetchedAt = Date.now();
      }
    })().finally(() => {
      fetching = undefined;
    }));
  return {
    reload,
    keyFor: async (kid) => {
      if (Date.now() - fetchedAt > options.maxAgeMs) await reload();
      const find = () => (kid === undefined ? [...keys.values()] : keys.has(kid) ? [keys.get(kid)!] : []);
      if (find().length === 0 && Date.now() - fetchedAt >= options.cooldownMs) await reload();
      return find();
    },
  };
};

const json = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const signatureValid = (alg: string, key: Key, input: string, signature: Buffer): boolean => {
  const spec = ALGORITHMS[alg]!;
  if ((key.alg !== undefined && key.alg !== alg) || !spec.types.includes(key.key.asymmetricKeyType ?? '')) return false;
  if (spec.curve && key.key.asymmetricKeyDetails?.namedCurve !== spec.curve) return false;
  const data = Buffer.from(input);
  if (spec.curve) return verify(spec.digest, data, { key: key.key, dsaEncoding: 'ieee-p1363' }, signature);
  if (spec.pss)
    return verify(
      spec.digest,
      data,
      { key: key.key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST },
      signature,
    );
  return verify(spec.digest, data, key.key, signature);
};

export interface JwtExpectations {
  issuer: string;
  audience: string;
  algorithms: string[];
  clockToleranceSeconds: number;
}

/** The claims of a token signed by a key of the set and meeting the expectations; null for any other. */
export const verifyJwt = async (token: string, keySet: KeySet, expected: JwtExpectations): Promise<Claims | null> => {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = json(headerPart);
  const alg = header?.['alg'];
  if (!header || typeof alg !== 'string' || !expected.algorithms.includes(alg) || !(alg in ALGORITHMS)) return null;
  // No extension this check understands: a token that needs one is refused.
  if (header['crit'] !== undefined) return null;
  const kid = header['kid'];
  if (kid !== undefined && typeof kid !== 'string') return null;
  const candidates = await keySet.keyFor(kid);
  const signature = Buffer.from(signaturePart, 'base64url');
  const input = `${headerPart}.${payloadPart}`;
  if (!candidates.some((key) => signatureValid(alg, key, input, signature))) return null;
  const claims = json(payloadPart);
  if (!claims) return null;
  const now = Date.now() / 1000;
  const tolerance = expected.clockToleranceSeconds;
  const { iss, aud, exp, nbf, sub } = claims;
  if (iss !== expected.issuer) return null;
  if (!(aud === expected.audience || (Array.isArray(aud) && aud.includes(expected.audience)))) return null;
  if (typeof exp !== 'number' || exp <= now - tolerance) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now + tolerance)) return null;
  if (typeof sub !== 'string' || sub === '') return null;
  return claims as Claims;
};
