import type { SessionTokens } from '@havbruk/machines';
import type * as Oidc from 'oidc-client-ts';
import type { User, UserManager } from 'oidc-client-ts';

/**
 * Where the app keeps the path a signed-out user asked for, across the identity provider's redirect and until
 * setup and verification are done. `localStorage`, because the verification link usually opens in a new tab
 * (from the mail client); kept as long as a verification link lives (24 h), then ignored.
 */
const WANTED_PATH_KEY = 'havbruk.wantedPath';
export const WANTED_PATH_MAX_AGE_MS = 24 * 3600 * 1000;

export interface OidcAuthConfig {
  authority: string;
  clientId: string;
  /** Scopes asked for besides `openid profile email offline_access` (space-separated; Entra ID: the API's scope). */
  scope?: string;
  /** The API's audience, sent as `audience` with every authorization request (Auth0's parameter). */
  audience?: string;
  /** The app's origin, e.g. `http://localhost:5173`. */
  origin: string;
}

/** The auth adapter the session machine's actors and actions are provided with. */
export interface AuthAdapter {
  /** Sends the browser to the provider's login page (`screen_hint=signup` for `/signup`). */
  login(options: { signup: boolean }): Promise<void>;
  /** Completes the authorization-code exchange (PKCE) for the callback URL. */
  completeLogin(url: string): Promise<SessionTokens>;
  /**
   * Renews the tokens with the refresh token (or a silent iframe request when there is none). A failure without an
   * answer from the provider (offline, timeout) is marked `transient: true`: the session retries it.
   */
  renew(): Promise<SessionTokens>;
  /** A silent sign-in at start: the provider's own session, no tokens ever stored by the app. */
  restore(): Promise<SessionTokens | null>;
  /**
   * Logout: revokes the tokens at the provider (the sign-in ends there: its access token, refresh token and signed
   * file links are refused from then on), then ends the session at the provider, which returns to `returnTo`.
   */
  endSession(returnTo: string): Promise<void>;
  /** Revokes and forgets the tokens held in memory. */
  forget(): Promise<void>;
  /** Whether a URL is the login callback (code or error from the provider). */
  isCallback(url: string): boolean;
  /** Fetches the sign-in library ahead of use (nothing while offline; a failure is dropped and retried on use). */
  preload(): void;
}

export const tokensOf = (user: User, now = Date.now()): SessionTokens => ({
  accessToken: user.access_token,
  idToken: user.id_token ?? '',
  expiresIn: Math.max(0, (user.expires_at ?? 0) - Math.floor(now / 1000)),
  issuedAt: now,
});

/**
 * A renewal error the identity provider did not answer (network failure, timeout, offline) is transient and worth
 * a retry; an `ErrorResponse` (e.g. `invalid_grant` for a revoked refresh token) is the provider's refusal.
 */
export const markTransient = (error: unknown): unknown => {
  // oidc-client-ts's `ErrorResponse`, recognised by name: the library itself loads only when first needed.
  if (error instanceof Error && error.name === 'ErrorResponse') return error;
  const failure = error instanceof Error ? error : new Error(String(error));
  return Object.assign(failure, { transient: true });
};

/** A path inside the app (`/…`), never another origin (`//host`, `https://…`). */
const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

export const rememberWantedPath = (path: string | null, now = Date.now()) => {
  try {
    if (path) localStorage.setItem(WANTED_PATH_KEY, JSON.stringify({ path, at: now }));
    else localStorage.removeItem(WANTED_PATH_KEY);
  } catch {
    // Storage blocked: the user lands on their home page after login instead.
  }
};

export const readWantedPath = (now = Date.now()): string | null => {
  try {
    const stored = JSON.parse(localStorage.getItem(WANTED_PATH_KEY) ?? 'null') as {
      path?: unknown;
      at?: unknown;
    } | null;
    if (!stored || typeof stored.path !== 'string' || typeof stored.at !== 'number') return null;
    return now - stored.at <= WANTED_PATH_MAX_AGE_MS && isAppPath(stored.path) ? stored.path : null;
  } catch {
    return null;
  }
};

/**
 * oidc-client-ts against any OIDC host (the reference server's dev provider, Auth0, Entra, Keycloak):
 * authorization code + PKCE, tokens in memory only (`InMemoryWebStorage` user store), renewal with the
 * refresh token. The PKCE verifier and state must survive the full-page redirect to the provider, so the
 * state store is `sessionStorage` (short-lived, removed when the callback completes); no token ever is.
 * The library is its own chunk, loaded by the first call (the start-up restore), not part of the entry.
 */
export function createOidcAuth(config: OidcAuthConfig): AuthAdapter {
  let loaded: Promise<UserManager> | undefined;
  // A failed download (offline) is forgotten, so the next use loads again.
  const managerOf = () =>
    (loaded ??= import('oidc-client-ts').then(createManager).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  const audience: Record<string, string> = config.audience ? { audience: config.audience } : {};
  const createManager = ({ UserManager, WebStorageStateStore, InMemoryWebStorage }: typeof Oidc): UserManager =>
    new UserManager({
      authority: config.authority,
      client_id: config.clientId,
      redirect_uri: `${config.origin}/login`,
      silent_redirect_uri: `${config.origin}/silent-renew.html`,
      post_logout_redirect_uri: `${config.origin}/`,
      response_type: 'code',
      scope: ['openid profile email offline_access', config.scope].filter(Boolean).join(' '),
      extraQueryParams: audience,
      userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
      stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
      automaticSilentRenew: false,
      monitorSession: false,
      loadUserInfo: false,
      silentRequestTimeoutInSeconds: 8,
    });

  let restoring: Promise<SessionTokens | null> | null = null;

  /**
   * Revokes the held tokens at the provider's revocation endpoint (revoking either ends the whole grant) and forgets
   * them; resolves to the user that was held (its id token is the logout hint). One run shared by the logout's two
   * steps (forget, then end the session), so the second still sees the user.
   */
  let revoking: Promise<User | null> | null = null;
  const revokeAndForget = () =>
    (revoking ??= (async () => {
      const manager = await managerOf();
      const user = await manager.getUser();
      // One at a time, the refresh token first: a provider that cannot revoke a JWT access token (Auth0, Entra ID,
      // oidc-provider) refuses that one, and the refresh token must still be revoked. A provider without a
      // revocation endpoint, or offline: logout goes on (the tokens still expire).
      if (user)
        for (const type of ['refresh_token', 'access_token'] as const)
          await manager.revokeTokens([type]).catch(() => undefined);
      await manager.removeUser();
      return user;
    })().finally(() => {
      revoking = null;
    }));

  return {
    async login({ signup }) {
      await (
        await managerOf()
      ).signinRedirect(signup ? { extraQueryParams: { ...audience, screen_hint: 'signup', prompt: 'login' } } : {});
    },
    async completeLogin(url) {
      const user = await (await managerOf()).signinRedirectCallback(url);
      return tokensOf(user);
    },
    async renew() {
      let user: User | null;
      try {
        user = await (await managerOf()).signinSilent();
      } catch (error) {
        throw markTransient(error);
      }
      if (!user) throw new Error('The identity provider did not renew the session');
      return tokensOf(user);
    },
    restore() {
      // One silent sign-in per page load (React's strict mode runs start-up effects twice).
      restoring ??= managerOf()
        .then((manager) => manager.signinSilent())
        .then((user) => (user ? tokensOf(user) : null))
        .catch(() => null);
      return restoring;
    },
    async endSession(returnTo) {
      const manager = await managerOf();
      const user = (await revokeAndForget()) ?? (await manager.getUser());
      await manager.signoutRedirect({
        id_token_hint: user?.id_token,
        post_logout_redirect_uri: new URL(returnTo, config.origin).toString(),
      });
    },
    async forget() {
      await revokeAndForget();
    },
    preload() {
      if (navigator.onLine) managerOf().catch(() => undefined);
    },
    isCallback(url) {
      const parsed = new URL(url, config.origin);
      if (parsed.pathname !== '/login') return false;
      return (
        parsed.searchParams.has('code') ||
        parsed.searchParams.has('error') ||
        parsed.hash.includes('error') ||
        parsed.hash.includes('code=')
      );
    },
  };
}
