/**
 * The dev identity provider: a real OIDC provider (oidc-provider) with discovery, authorization code + PKCE,
 * refresh tokens with rotation, end-session with a return URL, a login page listing the demo users and a
 * signup path. Mounted at /oidc; its login/signup pages (interactions) live at /interaction/{uid}.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { EmailAddress, normalizeEmail } from '@havbruk/api';
import { defaultNotificationSettings, type Db } from './db.ts';
import { isLoopback, type Limit } from './limits.ts';
import { createOidcAdapter } from './oidcAdapter.ts';
import { escapeHtml, page, sendSignupAttemptMail, sendVerificationMail, type MailConfig } from './mail.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from './passwords.ts';
import type { Store, UserRow } from './store.ts';

export const CLIENT_ID = 'havbruk-app';

/** The one script of the sign-in pages (submits the provider's logout form; allowed by its hash in the CSP). */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit()";

export interface OidcOptions {
  /** Issuer URL, e.g. http://localhost:4000/oidc */
  issuer: string;
  /** App origins allowed to sign in (redirect and CORS). */
  appOrigins: string[];
  /** Access and id token lifetime, seconds. */
  tokenTtlSeconds: number;
  /** Directory to keep the signing key in (stable across restarts); undefined → a fresh key. */
  keyDir?: string;
  /** The signing key itself (from the database on PostgreSQL: every process signs with the same key); wins over `keyDir`. */
  signingKey?: Jwk;
  /** Keys of the provider's signed cookies (from the database, so restarts and other processes accept them). */
  cookieKeys: string[];
  store: Store;
  mail: MailConfig;
}

type Jwk = Record<string, unknown>;

/** A new ES256 signing key (private JWK with a fresh `kid`). */
const newSigningKey = (): Jwk => {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...(privateKey.export({ format: 'jwk' }) as Jwk), kid: randomUUID(), use: 'sig', alg: 'ES256' };
};

/**
 * The provider's signing key kept in the database (PostgreSQL: several processes on one database sign and verify with
 * one key, whatever their data folders). Created once: the first process to insert it wins, the others read it.
 */
export const databaseSigningKey = async (db: Db): Promise<Jwk> => {
  await db.query(`insert into meta (key, value) values ('oidc-signing-key', $1) on conflict (key) do nothing`, [
    JSON.stringify(newSigningKey()),
  ]);
  const result = await db.query<{ value: string }>(`select value from meta where key = 'oidc-signing-key'`);
  return JSON.parse(result.rows[0]!.value) as Jwk;
};

/**
 * The provider's signing key: read from `keyDir` or created there atomically (written to a temporary file with mode
 * 0600, then linked into place: a concurrent start keeps whichever key was first, never a half-written file).
 */
export const signingKey = (keyDir: string | undefined): Jwk => {
  const file = keyDir ? path.join(keyDir, 'oidc-signing-key.json') : undefined;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Jwk;
  const jwk = newSigningKey();
  if (file && keyDir) {
    mkdirSync(keyDir, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temporary, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
    chmodSync(temporary, 0o600);
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return JSON.parse(readFileSync(file, 'utf8')) as Jwk;
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  return jwk;
};

interface VerifiedToken {
  userId: string;
  grantId: string;
  /** Epoch ms at which the token expires. */
  expiresAt: number;
}

export interface Oidc {
  provider: Provider;
  /** Node handler for requests under /oidc (prefix already stripped, originalUrl kept). */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Issues an access token for a user directly (tests and benchmarks). */
  issueAccessToken: (userId: string, ttlSeconds?: number) => Promise<string>;
  /** The user and the sign-in (grant) of a valid access token; null when unknown, expired or revoked. */
  verifyAccessToken: (token: string) => Promise<{ userId: string; grantId: string } | null>;
  /** Whether the sign-in (grant) of a user is still active (logout and token revocation end it). */
  grantActive: (grantId: string, userId: string) => Promise<boolean>;
  verifyIdToken: (idToken: string) => Promise<string | null>;
  /** Issues an id token for a user directly (tests). */
  issueIdToken: (userId: string) => Promise<string>;
}

/** Verified access tokens kept at most (the oldest is dropped first). */
const VERIFIED_TOKENS = 10_000;

export const createOidc = (options: OidcOptions): Oidc => {
  const { store } = options;
  /**
   * Access tokens already verified, until their expiry: every call still checks its token, but a known one costs
   * a map lookup instead of a database read. Only with PGlite, where this process is the only one that can revoke
   * a token: any revocation (logout, token revocation) empties the cache, and a lookup that overlapped one is
   * not kept. On PostgreSQL another process may revoke, so every call reads the token.
   */
  const verifiedTokens = store.db.kind === 'pglite' ? new Map<string, VerifiedToken>() : undefined;
  let revocations = 0;
  const onRevoke = (kind: string) => {
    if (kind !== 'AccessToken' && kind !== 'Grant') return;
    revocations += 1;
    verifiedTokens?.clear();
  };
  const origins = options.appOrigins;
  const redirectUris = origins.flatMap((origin) => [
    `${origin}/login`,
    `${origin}/login/callback`,
    `${origin}/`,
    `${origin}/silent-renew.html`,
  ]);
  const postLogoutUris = origins.flatMap((origin) => [
    `${origin}/`,
    `${origin}/login`,
    `${origin}/goodbye`,
    `${origin}/logout`,
  ]);
  const jwk = options.signingKey ?? signingKey(options.keyDir);
  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Havbruk',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        id_token_signed_response_alg: 'ES256',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutUris,
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: options.cookieKeys },
    adapter: createOidcAdapter(store.db, onRevoke),
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    findAccount: async (_ctx, id) => {
      const user = await store.getUserRow(id);
      if (!user) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: user.email,
          email_verified: user.verified_email,
          name: user.name,
          picture: user.picture,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // `screen_hint=signup` (Auth0's name, sent by the app from /signup) opens the sign-up form directly. The
    // provider drops authorization parameters it does not know, so it is declared here and read by the interaction.
    extraParams: ['screen_hint'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
          ctx.body = page(
            'Signing out',
            `<h1>Signing out of Havbruk…</h1>${withLogout}<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript><script>${LOGOUT_SCRIPT}</script>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = page(
            'Signed out',
            `<h1>You are signed out</h1><p><a href="${escapeHtml(origins[0] ?? '')}/">Back to Havbruk</a></p>`,
          );
        },
      },
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: options.tokenTtlSeconds,
      IdToken: options.tokenTtlSeconds,
      RefreshToken: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      Interaction: 3600,
      AuthorizationCode: 60,
    },
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const accountId = ctx.oidc.session?.accountId;
      const client = ctx.oidc.client;
      if (!accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope('openid email profile offline_access');
      await grant.save();
      return grant;
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<h1>Sign-in error</h1><p class="error">${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p><p><a href="${escapeHtml(origins[0] ?? '')}/">Back to Havbruk</a></p>`,
      );
    },
  };
  const provider = new Provider(options.issuer, configuration);
  provider.proxy = true;
  const callback = provider.callback();

  const issueAccessToken = async (userId: string, ttlSeconds?: number) => {
    const client = await provider.Client.find(CLIENT_ID);
    if (!client) throw new Error('client missing');
    const grant = new provider.Grant({ clientId: CLIENT_ID, accountId: userId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    const token = new provider.AccessToken({
      accountId: userId,
      client,
      grantId,
      scope: 'openid email profile',
      gty: 'authorization_code',
    });
    if (ttlSeconds !== undefined) (token as unknown as { expiresIn: number }).expiresIn = ttlSeconds;
    return token.save();
  };

  const verifyAccessToken = async (value: string) => {
    const known = verifiedTokens?.get(value);
    if (known) {
      if (Date.now() < known.expiresAt) return { userId: known.userId, grantId: known.grantId };
      verifiedTokens?.delete(value);
    }
    const before = revocations;
    const token = await provider.AccessToken.find(value);
    if (!token || token.isExpired || !token.grantId) return null;
    const verified = { userId: token.accountId, grantId: token.grantId };
    if (verifiedTokens && before === revocations && typeof token.exp === 'number') {
      if (verifiedTokens.size >= VERIFIED_TOKENS) verifiedTokens.delete(verifiedTokens.keys().next().value as string);
      verifiedTokens.set(value, { ...verified, expiresAt: token.exp * 1000 });
    }
    return verified;
  };

  const grantActive = async (grantId: string, userId: string) => {
    const grant = await provider.Grant.find(grantId);
    return grant !== undefined && !grant.isExpired && grant.accountId === userId;
  };

  const verifyIdToken = async (idToken: string) => {
    try {
      const { jwtVerify, importJWK } = await import('jose');
      const { d: _d, ...publicJwk } = jwk;
      void _d;
      const key = await importJWK(publicJwk as never, 'ES256');
      const { payload } = await jwtVerify(idToken, key, { issuer: options.issuer, audience: CLIENT_ID });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  };

  const issueIdToken = async (userId: string) => {
    const { SignJWT, importJWK } = await import('jose');
    const key = await importJWK(jwk as never, 'ES256');
    return new SignJWT({ sub: userId })
      .setProtectedHeader({ alg: 'ES256', kid: jwk.kid as string })
      .setIssuer(options.issuer)
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(`${options.tokenTtlSeconds}s`)
      .sign(key);
  };

  return {
    provider,
    handle: (req, res) => {
      void callback(req, res);
    },
    issueAccessToken,
    verifyAccessToken,
    grantActive,
    verifyIdToken,
    issueIdToken,
  };
};

/** Options of the sign-in pages. */
export interface InteractionOptions {
  /** Dev shortcuts: the demo users' password-less login (and their list on the page) and the dev mailbox link. */
  dev: boolean;
  /** Failed logins per address and e-mail (429 once reached). */
  loginFailures: Limit;
  /** Failed logins per e-mail from any address (429 once reached): a guess spread over many addresses. */
  accountFailures: Limit;
  /** Failed logins and sign-ups per address (429 once reached). */
  addressFailures: Limit;
  /** Sign-ups per address (429 once reached). */
  signups: Limit;
}

/** The shape of oidc-provider's interaction ids (nanoid); anything else is refused before any lookup. */
const INTERACTION_UID = /^[A-Za-z0-9_-]{1,64}$/;
const FIELD_LIMITS = { name: 100, email: 254, password: MAX_PASSWORD_LENGTH } as const;

/** The string fields of a sign-in form (a JSON body or repeated fields give no strings: treated as empty). */
const formFields = (body: unknown): Record<'name' | 'email' | 'password' | 'accountId', string> => {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  return { name: text('name'), email: text('email'), password: text('password'), accountId: text('accountId') };
};

/**
 * Login page (e-mail/password; with the dev flag also the demo users), sign-up, and (dev) the mailbox link. Every
 * page is rendered only for an interaction the provider knows, whose id is the one in the path: everything written
 * into the HTML is escaped.
 */
export const registerInteractions = (
  app: FastifyInstance,
  oidc: Oidc,
  store: Store,
  mail: MailConfig,
  options: InteractionOptions,
): void => {
  const { provider } = oidc;
  const devShortcuts = (request: FastifyRequest) => options.dev && isLoopback(request.ip);

  const loginPage = async (uid: string, error: string | undefined, signup: boolean, dev: boolean) => {
    const id = encodeURIComponent(uid);
    const errorText = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
    if (signup) {
      return page(
        'Create account',
        `<h1>Create a Havbruk account</h1>${errorText}
<form method="post" action="/interaction/${id}/signup">
<label for="name">Name</label><input id="name" name="name" autocomplete="name" maxlength="${FIELD_LIMITS.name}" required/>
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" maxlength="${FIELD_LIMITS.email}" required/>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="6" maxlength="${FIELD_LIMITS.password}" required/>
<p><button type="submit">Create account</button></p></form>
<p><a href="/interaction/${id}?screen=login">I already have an account</a></p>`,
      );
    }
    const users = dev
      ? (
          await store.db.query<{ id: string; name: string; email: string; demo_role: string | null }>(
            'select id, name, email, demo_role from users where demo_role is not null order by created_at, id',
          )
        ).rows
      : [];
    const list = users
      .map(
        (user) =>
          `<li><form method="post" action="/interaction/${id}/login"><input type="hidden" name="accountId" value="${escapeHtml(user.id)}"/><button type="submit" class="secondary"><strong>${escapeHtml(user.name)}</strong> · ${escapeHtml(user.demo_role ?? '')}<br/><span class="muted">${escapeHtml(user.email)}</span></button></form></li>`,
      )
      .join('');
    const demo = dev
      ? `<p class="muted">Development identity provider. Pick a demo user (password for all: <code>havbruk</code>) or sign in with e-mail.</p>
${errorText}
<section aria-labelledby="demo-users"><h2 id="demo-users">Demo users</h2><ul class="users">${list}</ul></section>`
      : errorText;
    return page(
      'Sign in',
      `<h1>Sign in to Havbruk</h1>${demo}
<form method="post" action="/interaction/${id}/login"><h2>E-mail and password</h2>
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" maxlength="${FIELD_LIMITS.email}" required/>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" maxlength="${FIELD_LIMITS.password}" required/>
<p><button type="submit">Sign in</button></p></form>
<p><a href="/interaction/${id}/signup">Create an account</a>${dev ? ' · <a href="/dev/mailbox">Dev mailbox</a>' : ''}</p>`,
    );
  };

  const expiredPage = () =>
    page(
      'Sign-in expired',
      `<h1>This sign-in has expired</h1><p>Start the sign-in again from the app.</p><p><a href="${escapeHtml(mail.appUrl)}/login">Start again</a></p>`,
    );

  const checkMailPage = (uid: string, address: string) =>
    page(
      'Check your e-mail',
      `<h1>Check your e-mail</h1><p role="status">We sent a message to <strong>${escapeHtml(address)}</strong>. Follow the link in it to confirm the address, then sign in.</p><p><a href="/interaction/${encodeURIComponent(uid)}?screen=login">Sign in</a></p>`,
    );

  /** The provider's interaction of this request when its id is the one in the path; null otherwise. */
  const interactionOf = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    if (!INTERACTION_UID.test(request.params.uid)) return null;
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : null;
    } catch {
      return null;
    }
  };

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html').send(html);

  const tooMany = (reply: FastifyReply, seconds: number) =>
    reply
      .code(429)
      .header('retry-after', String(seconds))
      .type('text/html')
      .send(
        page(
          'Too many attempts',
          `<h1>Too many attempts</h1><p class="error" role="alert">Too many failed attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).</p>`,
        ),
      );

  const interactionRoute = { bodyLimit: 16 * 1024 };

  app.get<{ Params: { uid: string }; Querystring: { screen?: string } }>(
    '/interaction/:uid',
    async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return sendPage(reply, 400, expiredPage());
      const params = details.params as Record<string, unknown>;
      // `?screen=login`: the sign-up form's "I already have an account" link.
      const signup = params.screen_hint === 'signup' && request.query.screen !== 'login';
      if (details.prompt.name === 'consent') {
        const grant = new provider.Grant({
          accountId: details.session?.accountId,
          clientId: String(params.client_id),
        });
        grant.addOIDCScope(String(params.scope ?? 'openid'));
        const grantId = await grant.save();
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      return sendPage(reply, 200, await loginPage(details.uid, undefined, signup, devShortcuts(request)));
    },
  );

  app.get<{ Params: { uid: string } }>('/interaction/:uid/signup', async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return sendPage(reply, 400, expiredPage());
    return sendPage(reply, 200, await loginPage(details.uid, undefined, true, devShortcuts(request)));
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/login', interactionRoute, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return sendPage(reply, 400, expiredPage());
    const dev = devShortcuts(request);
    const fields = formFields(request.body);
    const email = normalizeEmail(fields.email);
    const addressKey = request.ip;
    const loginKey = `${request.ip}|${email}`;
    const blocked = Math.max(
      ...(await Promise.all([
        options.addressFailures.blockedFor(addressKey),
        options.loginFailures.blockedFor(loginKey),
        options.accountFailures.blockedFor(email),
      ])),
    );
    if (blocked > 0) return tooMany(reply, blocked);
    let accountId: string | undefined;
    if (fields.accountId && dev) {
      const user = await store.getUserRow(fields.accountId);
      if (user?.demo_role) accountId = user.id;
    } else if (email && email.length <= FIELD_LIMITS.email && fields.password.length <= FIELD_LIMITS.password) {
      const user = await store.getUserByEmail(email);
      // Checked (one scrypt run) whether or not the address has an account: the answer takes the same time.
      if ((await verifyPassword(fields.password, user?.password)) && user) accountId = user.id;
    }
    if (!accountId) {
      await Promise.all([
        options.loginFailures.hit(loginKey),
        options.addressFailures.hit(addressKey),
        options.accountFailures.hit(email),
      ]);
      return sendPage(reply, 401, await loginPage(details.uid, 'Wrong e-mail or password.', false, dev));
    }
    await options.loginFailures.reset(loginKey);
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  });

  app.post<{ Params: { uid: string } }>('/interaction/:uid/signup', interactionRoute, async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return sendPage(reply, 400, expiredPage());
    const dev = devShortcuts(request);
    const blocked = Math.max(
      await options.addressFailures.blockedFor(request.ip),
      await options.signups.blockedFor(request.ip),
    );
    if (blocked > 0) return tooMany(reply, blocked);
    const { name, email: typed, password } = formFields(request.body);
    // One form per address (issue 36 item 10): `a@b.no.` is `a@b.no`; invisible characters make look-alikes.
    const parsed = EmailAddress.safeParse(typed);
    const refuse = async (message: string) => {
      await options.addressFailures.hit(request.ip);
      return loginPage(details.uid, message, true, dev).then((html) => sendPage(reply, 400, html));
    };
    if (!name.trim()) return refuse("Name can't be empty");
    if (name.trim().length > FIELD_LIMITS.name) return refuse(`Name must be at most ${FIELD_LIMITS.name} characters.`);
    if (!parsed.success) return refuse(`Email is invalid! Ex: "name@example.com"`);
    const email = parsed.data;
    if (password.length < 6) return refuse('Password must be at least 6 characters.');
    if (password.length > FIELD_LIMITS.password)
      return refuse(`Password must be at most ${FIELD_LIMITS.password} characters.`);
    // The answer is the same whether or not the address has an account (the mail tells its owner what happened),
    // and so is the work: the password is hashed either way. Of several sign-ups at once with one new address the
    // first creates the account; the others find it, like a later one.
    const passwordHash = await hashPassword(password);
    const id = `user-${randomUUID().slice(0, 8)}`;
    await store.db.transaction(async (tx) => {
      const existing = await tx.query<UserRow>('select * from users where lower(email) = $1', [email]);
      const created =
        existing.rows.length === 0 &&
        (
          await tx.query(
            `insert into users (id, name, email, tier, is_confirmed, verified_email, verification_sent, password, notification_settings) values ($1,$2,$3,'basics',false,false,true,$4,$5) on conflict (email) do nothing returning id`,
            [id, name.trim(), email, passwordHash, JSON.stringify(defaultNotificationSettings())],
          )
        ).rows.length > 0;
      // The account and its verification mail in one transaction: never an account without its mail.
      if (created) await sendVerificationMail(tx, mail, { id, email, name: name.trim() });
      else {
        const [user] =
          existing.rows.length > 0
            ? existing.rows
            : (await tx.query<UserRow>('select * from users where lower(email) = $1', [email])).rows;
        if (user) await sendSignupAttemptMail(tx, mail, user);
      }
    });
    await options.signups.hit(request.ip);
    store.invalidate();
    return sendPage(reply, 200, checkMailPage(details.uid, email));
  });
};
