/**
 * The company's own identity provider (Entra ID, Auth0, Keycloak, any OIDC host): with `OIDC_ISSUER` and
 * `OIDC_AUDIENCE` set, every call's access token is a JWT verified here instead of by the built-in provider.
 *
 * - Keys: the issuer's JWKS (`jwks_uri` of its discovery document, whose `issuer` must be the configured one),
 *   kept by `src/jwtCheck.ts`: cached for 10 minutes, fetched again at once for a token whose `kid` is unknown,
 *   but at most once per `jwksCooldownSeconds` (60): key rotation works without a restart, and a stream of
 *   made-up `kid`s costs the provider one request a minute.
 * - Checks: signature, `iss`, `aud`, `exp` and `nbf` (30 seconds of clock skew allowed), a `sub`; only the
 *   asymmetric algorithms the provider announces (`id_token_signing_alg_values_supported`): never `none`, never an
 *   HMAC (a symmetric key made of a public key). With `introspection` set, each call also asks the provider's
 *   introspection endpoint (RFC 7662) whether the token is still active: revocation before expiry, one round trip.
 * - Users: an identity is the pair (issuer, `sub`), stored in `external_identities` (`src/db.ts`). A first sign-in is linked to the
 *   user with the same e-mail when the provider says it is verified (`email_verified: true`), else a new user is
 *   created (basics tier, setup not finished, no password: just-in-time provisioning). The e-mail and its verified
 *   flag come from the token or, when it has no e-mail, from the provider's userinfo endpoint. A user counts as
 *   verified unless the provider says `email_verified: false` (Entra ID never sends the claim: the company made
 *   the account); a later token saying `true` marks the user verified.
 * - The sign-in (the "grant" of file links): `ext.{exp}.{sid or jti}`: a file link made with a token ends with that
 *   token's expiry (and after 60 seconds at most), as the token itself does.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { defaultNotificationSettings, type Queryable } from './db.ts';
import { asymmetricOf, createKeySet, verifyJwt as checkJwt, type Claims, type KeySet } from './jwtCheck.ts';
import type { Store } from './store.ts';

export interface ExternalIdpOptions {
  /** The provider's issuer (`iss` of its tokens; its discovery document is at `{issuer}/.well-known/openid-configuration`). */
  issuer: string;
  /** The API's audience: the `aud` every access token must carry. */
  audience: string;
  /** The app's client id: the `aud` of the id tokens the app shows the API (`checkUser`). */
  clientId: string;
  /** Names of the claims read (defaults: `email`, `email_verified`, `name`). */
  claims?: Partial<ClaimNames>;
  /** Seconds between two JWKS fetches for an unknown `kid` at least (default 60). */
  jwksCooldownSeconds?: number;
  /** Clock skew allowed on `exp` and `nbf`, seconds (default 30). */
  clockToleranceSeconds?: number;
  /** Client credentials for the provider's introspection endpoint: every call then asks whether its token is active. */
  introspection?: { clientId: string; clientSecret: string };
}

interface ClaimNames {
  email: string;
  emailVerified: string;
  name: string;
}

interface Discovery {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  introspection_endpoint?: string;
  id_token_signing_alg_values_supported?: string[];
}

interface Loaded {
  discovery: Discovery;
  keys: KeySet;
  algorithms: string[];
}

/** The grant id of a token: its expiry and session (`sid`) or token id (`jti`). */
const grantIdOf = (payload: Claims) => `ext.${payload.exp}.${String(payload['sid'] ?? payload['jti'] ?? '')}`;

export const createExternalIdp = (options: ExternalIdpOptions, store: Store) => {
  /** Exactly as the provider writes it in `iss` (Auth0's ends with a slash, Entra ID's and Keycloak's do not). */
  const issuer = options.issuer;
  const claimNames: ClaimNames = { email: 'email', emailVerified: 'email_verified', name: 'name', ...options.claims };
  const clockTolerance = options.clockToleranceSeconds ?? 30;

  /** The discovery document and what is built from it, read once (again after a failure). */
  let loading: Promise<Loaded> | undefined;
  let loaded: Loaded | undefined;
  const load = () =>
    (loading ??= (async () => {
      const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const discovery = (await response.json()) as Discovery;
      if (discovery.issuer !== issuer) throw new Error(`discovery names the issuer ${discovery.issuer}, not ${issuer}`);
      const announced = discovery.id_token_signing_alg_values_supported ?? ['RS256'];
      const algorithms = asymmetricOf(announced);
      if (algorithms.length === 0) throw new Error(`the provider announces no asymmetric algorithm (${announced})`);
      const keys = createKeySet(discovery.jwks_uri, {
        cooldownMs: (options.jwksCooldownSeconds ?? 60) * 1000,
        maxAgeMs: 10 * 60_000,
      });
      return (loaded = { discovery, keys, algorithms });
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  const verifyJwt = async (token: string, audience: string): Promise<Claims | null> => {
    try {
      const { keys, algorithms } = loaded ?? (await load());
      return await checkJwt(token, keys, { issuer, audience, algorithms, clockToleranceSeconds: clockTolerance });
    } catch {
      return null;
    }
  };

  const introspect = async (token: string): Promise<boolean> => {
    const credentials = options.introspection;
    const endpoint = loaded?.discovery.introspection_endpoint;
    if (!credentials) return true;
    if (!endpoint) return false;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
        signal: AbortSignal.timeout(5000),
      });
      return response.ok && ((await response.json()) as { active?: unknown }).active === true;
    } catch {
      return false;
    }
  };

  /** The e-mail, its verified flag and the name: from the token, completed by userinfo when the token has no e-mail. */
  const profileOf = async (payload: Claims, token: string) => {
    let claims: Record<string, unknown> = payload;
    const endpoint = loaded?.discovery.userinfo_endpoint;
    if (typeof claims[claimNames.email] !== 'string' && endpoint) {
      const response = await fetch(endpoint, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
      // What the token says wins over userinfo.
      if (response?.ok) claims = { ...((await response.json()) as Record<string, unknown>), ...payload };
    }
    const email = claims[claimNames.email];
    const name = claims[claimNames.name];
    return {
      email: typeof email === 'string' ? email.trim().toLowerCase() : '',
      verified: claims[claimNames.emailVerified],
      name: typeof name === 'string' && name.trim() ? name.trim() : undefined,
    };
  };

  /** The user of a subject seen before: id and verified flag. */
  const identityOf = async (db: Queryable, subject: string) =>
    (
      await db.query<{ user_id: string; verified_email: boolean }>(
        `select i.user_id, u.verified_email from external_identities i join users u on u.id = i.user_id
         where i.issuer = $1 and i.subject = $2`,
        [issuer, subject],
      )
    ).rows[0];

  /** Links a first sign-in to a user with the same verified e-mail or creates the user; null when neither may be done. */
  const provision = async (payload: Claims, token: string): Promise<string | null> => {
    const subject = payload.sub;
    const profile = await profileOf(payload, token);
    if (!profile.email) return null;
    try {
      const userId = await store.db.transaction(async (tx) => {
        const existing = (
          await tx.query<{ id: string }>('select id from users where lower(email) = $1', [profile.email])
        ).rows[0];
        let id: string;
        if (existing) {
          // Only an e-mail the provider verified may take over an existing account.
          if (profile.verified !== true) return null;
          id = existing.id;
          await tx.query('update users set verified_email = true where id = $1', [id]);
        } else {
          id = `user-${randomUUID().slice(0, 8)}`;
          await tx.query(
            `insert into users (id, name, email, tier, is_confirmed, verified_email, verification_sent, password, notification_settings)
             values ($1,$2,$3,'basics',false,$4,false,$5,$6)`,
            [
              id,
              profile.name ?? profile.email.split('@')[0],
              profile.email,
              profile.verified !== false,
              // No password: signing in is the provider's. A value no password hash ever matches.
              `external$${randomBytes(12).toString('hex')}`,
              JSON.stringify(defaultNotificationSettings()),
            ],
          );
        }
        await tx.query('insert into external_identities (issuer, subject, user_id) values ($1,$2,$3)', [
          issuer,
          subject,
          id,
        ]);
        return id;
      });
      return userId;
    } catch (error) {
      // Another request (or process) provisioned the same subject at the same moment: its user is the one.
      if ((error as { code?: string }).code === '23505') return (await identityOf(store.db, subject))?.user_id ?? null;
      throw error;
    } finally {
      store.invalidate();
    }
  };

  /** Users of verified identities, by subject (an unverified one is read again until the provider verifies it). */
  const knownUsers = new Map<string, string>();
  /** First sign-ins in progress, by subject: the app's first calls arrive together. */
  const provisioning = new Map<string, Promise<string | null>>();

  const userIdOf = async (payload: Claims, token: string): Promise<string | null> => {
    const subject = payload.sub;
    const known = knownUsers.get(subject);
    if (known) return known;
    const identity = await identityOf(store.db, subject);
    if (identity) {
      if (!identity.verified_email && (await profileOf(payload, token)).verified === true) {
        await store.db.query('update users set verified_email = true where id = $1', [identity.user_id]);
        store.invalidate();
      } else if (!identity.verified_email) return identity.user_id;
      knownUsers.set(subject, identity.user_id);
      return identity.user_id;
    }
    let pending = provisioning.get(subject);
    if (!pending) {
      pending = provision(payload, token).finally(() => provisioning.delete(subject));
      provisioning.set(subject, pending);
    }
    return pending;
  };

  /** The user and the sign-in of a valid access token of the provider; null for any other token. */
  const verifyAccessToken = async (token: string): Promise<{ userId: string; grantId: string } | null> => {
    const payload = await verifyJwt(token, options.audience);
    if (!payload || !(await introspect(token))) return null;
    const userId = await userIdOf(payload, token);
    return userId ? { userId, grantId: grantIdOf(payload) } : null;
  };

  /**
   * Whether the sign-in of a file link is still active: the token it was made with has not expired. (A provider's
   * revocation is seen only by introspection, which needs the token: it ran when the link was made.)
   */
  const grantActive = async (grantId: string) => {
    const expires = Number(/^ext\.(\d+)\./.exec(grantId)?.[1] ?? 0);
    return Date.now() / 1000 < expires + clockTolerance;
  };

  /** The user id of an id token the provider issued to the app (`checkUser`); null for any other. */
  const verifyIdToken = async (idToken: string): Promise<string | null> => {
    const payload = await verifyJwt(idToken, options.clientId);
    if (!payload) return null;
    return knownUsers.get(payload.sub) ?? (await identityOf(store.db, payload.sub))?.user_id ?? null;
  };

  return {
    issuer,
    /** Reads the discovery document and the keys ahead of the first call (a failure is retried on use). */
    warm: async () => {
      try {
        const { keys } = await load();
        await keys.reload();
      } catch (error) {
        console.error(`[server] identity provider ${issuer} not reachable yet: ${(error as Error).message}`);
      }
    },
    verifyAccessToken,
    grantActive,
    verifyIdToken,
  };
};

export type ExternalIdp = ReturnType<typeof createExternalIdp>;
