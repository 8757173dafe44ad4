/**
 * A company's own identity provider for e2e/externalIdp.spec.ts: a separate process running `oidc-provider` with
 * its own issuer, port, RSA keys and users, standing in for Entra ID, Auth0 or Keycloak. Access tokens are JWTs
 * for the API's audience (resource indicators: the default resource, scope `api`) carrying `email`,
 * `email_verified` and `name`, as a company would configure its provider for Havbruk. Public client `havbruk-app`
 * with PKCE and refresh tokens, revocation, end-session that signs out at once.
 *
 * `tsx e2e/externalProvider.ts --port 4271 --app-origin http://localhost:5271 --audience https://api.havbruk.test
 *   --token-ttl 20`
 * `POST /admin/rotate` rotates the signing key: a new key signs from then on, the old one stays in the JWKS.
 * Sessions, grants and tokens live in memory (`SharedMemoryAdapter`), kept across the rotation.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] as string) : fallback;
};
const port = Number(argument('port', '4271'));
const appOrigin = argument('app-origin', 'http://localhost:5271');
const audience = argument('audience', 'https://api.havbruk.test');
const tokenTtl = Number(argument('token-ttl', '20'));
const issuer = `http://localhost:${port}`;

/** The company's users (the provider's own accounts, not Havbruk's). */
export const COMPANY_USERS = [
  {
    sub: 'fjordlaks-0001',
    email: 'ingrid.hansen@nordvik.example',
    password: 'company-secret',
    name: 'Ingrid Hansen',
  },
];

const newKey = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
};
let keys = [newKey()];
const cookieKeys = [randomUUID()];

/**
 * The provider's sessions, grants and tokens, in memory and shared by every provider instance of this process (the
 * key rotation builds a new instance; `oidc-provider`'s own memory adapter is per instance).
 */
const stored = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>();
class SharedMemoryAdapter {
  constructor(private readonly model: string) {}
  private key(id: string) {
    return `${this.model}:${id}`;
  }
  private read(key: string) {
    const entry = stored.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
  }
  async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
    stored.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
  }
  async find(id: string) {
    return this.read(this.key(id));
  }
  async findByUid(uid: string) {
    for (const [key, entry] of stored)
      if (key.startsWith(`${this.model}:`) && entry.payload['uid'] === uid) return this.read(key);
    return undefined;
  }
  async findByUserCode() {
    return undefined;
  }
  async consume(id: string) {
    const payload = this.read(this.key(id));
    if (payload) payload['consumed'] = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    stored.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, entry] of stored) if (entry.payload['grantId'] === grantId) stored.delete(key);
  }
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`;

const configuration = (): Configuration => ({
  clients: [
    {
      client_id: 'havbruk-app',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [`${appOrigin}/login`, `${appOrigin}/silent-renew.html`],
      post_logout_redirect_uris: [`${appOrigin}/`],
    },
  ],
  jwks: { keys: keys as never },
  cookies: { keys: cookieKeys },
  adapter: SharedMemoryAdapter as never,
  scopes: ['openid', 'offline_access', 'profile', 'email', 'api'],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  findAccount: async (_ctx, id) => {
    const user = COMPANY_USERS.find((entry) => entry.sub === id);
    return user
      ? { accountId: id, claims: async () => ({ sub: id, email: user.email, email_verified: true, name: user.name }) }
      : undefined;
  },
  extraTokenClaims: async (_ctx, token) => {
    const user = COMPANY_USERS.find((entry) => entry.sub === (token as { accountId?: string }).accountId);
    return user ? { email: user.email, email_verified: true, name: user.name } : undefined;
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  features: {
    devInteractions: { enabled: false },
    revocation: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: async () => audience,
      useGrantedResource: async () => true,
      getResourceServerInfo: async () => ({
        scope: 'api',
        audience,
        accessTokenTTL: tokenTtl,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg: 'RS256' } },
      }),
    },
    rpInitiatedLogout: {
      enabled: true,
      logoutSource: async (ctx, form) => {
        const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
        ctx.body = page('Signing out', `${withLogout}<script>document.forms[0].submit()</script>`);
      },
    },
  },
  pkce: { required: () => true },
  ttl: { AccessToken: tokenTtl, IdToken: tokenTtl, RefreshToken: 3600, Session: 3600, Grant: 3600, Interaction: 600 },
  rotateRefreshToken: true,
  issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
    const accountId = ctx.oidc.session?.accountId;
    const client = ctx.oidc.client;
    if (!accountId || !client) return undefined;
    const grantId = ctx.oidc.session?.grantIdFor(client.clientId);
    const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
    if (existing) return existing;
    const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
    grant.addOIDCScope('openid email profile offline_access');
    grant.addResourceScope(audience, 'api');
    await grant.save();
    return grant;
  },
  clientBasedCORS: (_ctx, origin) => origin === appOrigin,
});

const providerOf = () => {
  const provider = new Provider(issuer, configuration());
  return { provider, callback: provider.callback() };
};
let current = providerOf();

const formOf = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
};

const loginPage = (uid: string, error = '') =>
  page(
    'Fjordlaks sign-in',
    `<h1>Fjordlaks sign-in</h1>${error ? `<p role="alert">${error}</p>` : ''}<form method="post" action="/interaction/${uid}">
<label for="email">Work e-mail</label><input id="email" name="email" type="email" required>
<label for="password">Password</label><input id="password" name="password" type="password" required>
<button type="submit">Sign in</button></form>`,
  );

createServer((request, response) => {
  void (async () => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/admin/rotate' && request.method === 'POST') {
      keys = [newKey(), ...keys];
      current = providerOf();
      response.setHeader('content-type', 'application/json').end(JSON.stringify({ kid: keys[0]!.kid }));
      return;
    }
    const interaction = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
    if (interaction) {
      const details = await current.provider.interactionDetails(request, response);
      if (details.prompt.name === 'consent') {
        // The company has approved Havbruk for its users: consent is given without asking.
        const { missingOIDCScope, missingResourceScopes } = details.prompt.details as {
          missingOIDCScope?: string[];
          missingResourceScopes?: Record<string, string[]>;
        };
        const grant = details.grantId
          ? (await current.provider.Grant.find(details.grantId))!
          : new current.provider.Grant({ accountId: details.session?.accountId, clientId: 'havbruk-app' });
        if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
        for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {}))
          grant.addResourceScope(resource, scopes.join(' '));
        await current.provider.interactionFinished(
          request,
          response,
          { consent: { grantId: await grant.save() } },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      if (request.method === 'GET') return response.setHeader('content-type', 'text/html').end(loginPage(details.uid));
      const form = await formOf(request);
      const user = COMPANY_USERS.find(
        (entry) => entry.email === form.get('email') && entry.password === form.get('password'),
      );
      if (!user)
        return response
          .writeHead(401, { 'content-type': 'text/html' })
          .end(loginPage(details.uid, 'Wrong e-mail or password.'));
      await current.provider.interactionFinished(request, response, { login: { accountId: user.sub } });
      return;
    }
    void current.callback(request, response);
  })().catch((error: unknown) => {
    response.statusCode = 500;
    response.end(String(error));
  });
}).listen(port, 'localhost', () => console.log(`[company idp] ${issuer} ready`));
