import { assign, fromPromise, setup } from 'xstate';

/** Spec S1 §9: the session counts as expired this long before the token's own lifetime ends. */
export const TOKEN_EXPIRY_MARGIN_MS = 120_000;

/** What the identity provider hands over after a login callback, a silent restore or a renewal. */
export interface SessionTokens {
  accessToken: string;
  idToken: string;
  /** Token lifetime in seconds, counted from `issuedAt`. */
  expiresIn: number;
  /** When the tokens were received, in epoch milliseconds (the app passes `Date.now()`). */
  issuedAt: number;
}

/** Spec S1 §3 Session: accessToken, idToken, expiresAt, isLoggedIn. */
export interface Session {
  accessToken: string;
  idToken: string;
  /** Epoch milliseconds: token lifetime minus the 120 s margin. Renewal runs at this moment. */
  expiresAt: number;
  isLoggedIn: boolean;
}

/** The answer of `POST /users/data/check`: at least the user's id. */
export interface CheckedUser {
  id: string;
  [field: string]: unknown;
}

/**
 * A renewal the network failed (no answer from the identity provider: offline, timeout) is retried this often while
 * the token still has time left; a renewal the provider refused (revoked or reused refresh token) is not.
 */
export const RENEWAL_RETRY_MS = 30_000;

/** Store fields that survive a logout (spec S1 §4). */
export const LOGOUT_KEEPS = ['darkModeOn', 'language'] as const;

export type SessionEvent =
  /** The login callback URL (`/login#...` or `/login?code=...`). */
  | { type: 'CALLBACK'; url: string }
  /** A session the identity provider still holds (silent sign-in at start). */
  | { type: 'RESTORE'; tokens: SessionTokens }
  /** The identity provider renewed the tokens on its own. */
  | { type: 'RENEWED'; tokens: SessionTokens }
  | { type: 'LOGIN'; returnTo?: string; signup?: boolean }
  /** Ends the session at the login service, which then returns to `returnTo` (default `/`; `/goodbye` after deletion). */
  | { type: 'LOGOUT'; returnTo?: string };

export interface SessionContext {
  session: Session | null;
  /** Lifetime of the current tokens in ms, minus the margin: the renewal delay. */
  renewInMs: number;
  /** Delay before retrying a renewal the network failed (`renewalRetryPlan`). */
  retryInMs: number;
  /** Retries left for the current tokens before their real expiry. */
  renewalRetriesLeft: number;
  user: CheckedUser | null;
}

/**
 * When to renew, in ms after the tokens arrived: lifetime − 120 s (spec S1 §4). Tokens living 240 s or less
 * would leave half their lifetime or less, down to an endless renewal loop for lifetimes under 120 s, so they are
 * renewed at half their lifetime instead (a 30 s token renews every 15 s).
 */
export function renewalDelayMs(expiresInSeconds: number): number {
  const lifetime = Math.max(0, expiresInSeconds * 1000);
  return Math.max(lifetime - TOKEN_EXPIRY_MARGIN_MS, lifetime / 2);
}

/**
 * Retries of a renewal the network failed, within the time the token still has after the renewal moment (the
 * 120 s margin, or half the lifetime of short tokens): every 30 s (at most every half of that time), the last one
 * before the token really expires. 3600 s tokens: 3 retries 30 s apart; 30 s tokens: 1 retry after 7.5 s.
 */
export function renewalRetryPlan(expiresInSeconds: number): { retryInMs: number; retries: number } {
  const left = Math.max(0, expiresInSeconds * 1000) - renewalDelayMs(expiresInSeconds);
  if (left <= 0) return { retryInMs: 0, retries: 0 };
  const retryInMs = Math.min(RENEWAL_RETRY_MS, left / 2);
  return { retryInMs, retries: Math.floor((left - 1) / retryInMs) };
}

/** A failure without an answer from the identity provider (the app marks network errors `transient: true`). */
export function isTransientError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { transient?: unknown }).transient === true;
}

/** expiresAt = issuedAt + lifetime − 120 s (half the lifetime for tokens of 240 s or less). */
export function sessionFromTokens(tokens: SessionTokens): Session {
  return {
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    expiresAt: tokens.issuedAt + renewalDelayMs(tokens.expiresIn),
    isLoggedIn: true,
  };
}

/** Spec S1 §4: "token valid" means an id token exists and has not expired. */
export function isTokenValid(session: Session | null | undefined, now: number): boolean {
  return Boolean(session?.idToken) && (session?.expiresAt ?? 0) > now;
}

/** Spec S1 §4: an authentication redirect whose hash contains 'error' (or an OAuth `error` query parameter). */
export function callbackReportsError(url: string): boolean {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt + 1) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '';
  return hash.includes('error') || query.split('&').some((pair) => pair.split('=')[0] === 'error');
}

const withTokens = (tokens: SessionTokens) => {
  const plan = renewalRetryPlan(tokens.expiresIn);
  return {
    session: sessionFromTokens(tokens),
    renewInMs: renewalDelayMs(tokens.expiresIn),
    retryInMs: plan.retryInMs,
    renewalRetriesLeft: plan.retries,
  };
};

const logOutToRoot = [
  'clearSession',
  { type: 'clearStore', params: { keep: LOGOUT_KEEPS } },
  { type: 'navigate', params: { to: '/' } },
] as const;

const logOutAtProvider = [
  'clearSession',
  { type: 'clearStore', params: { keep: LOGOUT_KEEPS } },
  {
    type: 'endProviderSession',
    params: ({ event }: { event: SessionEvent }) => ({
      returnTo: event.type === 'LOGOUT' && event.returnTo ? event.returnTo : '/',
    }),
  },
] as const;

/**
 * The login session: logged out → login callback → user check → authenticated, renewed at
 * expiry (lifetime − 120 s), logged out to `/` when renewal fails and to `/authentication/error`
 * when the callback or the user check fails. Logout clears the store except dark mode and language.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'authenticated' | 'renewing' | 'busy',
  },
  actors: {
    /** Completes the code exchange for the callback URL and returns the tokens. */
    completeLogin: fromPromise<SessionTokens, { url: string }>(async () => {
      throw new Error('completeLogin is not provided');
    }),
    /** `POST /users/data/check` with the id token; answers the user. */
    checkUser: fromPromise<CheckedUser, { idToken: string }>(async () => {
      throw new Error('checkUser is not provided');
    }),
    /** Renews the tokens (refresh token or silent sign-in). */
    renewSession: fromPromise<SessionTokens, { session: Session }>(async () => {
      throw new Error('renewSession is not provided');
    }),
  },
  actions: {
    /** Sends the browser to the identity provider's login (or signup) page. */
    redirectToLogin: (_, _params: { returnTo?: string; signup: boolean }) => {},
    /** Clears the app store, keeping only the listed user fields. */
    clearStore: (_, _params: { keep: readonly string[] }) => {},
    /** Client-side navigation (replace). */
    navigate: (_, _params: { to: string }) => {},
    /** Ends the session at the identity provider, which returns to `returnTo`. */
    endProviderSession: (_, _params: { returnTo: string }) => {},
    clearSession: assign({ session: null, user: null, renewInMs: 0, retryInMs: 0, renewalRetriesLeft: 0 }),
    countRetry: assign({ renewalRetriesLeft: ({ context }) => context.renewalRetriesLeft - 1 }),
  },
  guards: {
    callbackHasError: ({ event }) => event.type === 'CALLBACK' && callbackReportsError(event.url),
    /** The network failed the renewal and the token has time left for another try. */
    renewalMayRetry: ({ context, event }) =>
      context.renewalRetriesLeft > 0 && isTransientError((event as unknown as { error?: unknown }).error),
    tokenValid: ({ event }) =>
      (event.type === 'RESTORE' || event.type === 'RENEWED') &&
      Boolean(event.tokens.idToken) &&
      event.tokens.expiresIn > 0,
  },
  delays: {
    /** Token lifetime minus the 120 s margin. */
    sessionExpiry: ({ context }) => context.renewInMs,
    /** The wait before retrying a renewal the network failed. */
    renewalRetry: ({ context }) => context.retryInMs,
  },
}).createMachine({
  id: 'session',
  context: { session: null, renewInMs: 0, retryInMs: 0, renewalRetriesLeft: 0, user: null },
  initial: 'loggedOut',
  states: {
    loggedOut: {
      on: {
        CALLBACK: [
          {
            guard: 'callbackHasError',
            actions: [
              'clearSession',
              { type: 'clearStore', params: { keep: LOGOUT_KEEPS } },
              { type: 'navigate', params: { to: '/authentication/error' } },
            ],
          },
          { target: 'completingLogin' },
        ],
        RESTORE: {
          guard: 'tokenValid',
          target: 'checkingUser',
          actions: assign(({ event }) => withTokens(event.tokens)),
        },
        LOGIN: {
          actions: {
            type: 'redirectToLogin',
            params: ({ event }) => ({ returnTo: event.returnTo, signup: event.signup ?? false }),
          },
        },
        LOGOUT: {
          actions: [
            { type: 'clearStore', params: { keep: LOGOUT_KEEPS } },
            { type: 'navigate', params: { to: '/' } },
          ],
        },
      },
    },
    completingLogin: {
      tags: ['busy'],
      invoke: {
        id: 'completeLogin',
        src: 'completeLogin',
        input: ({ event }) => ({ url: event.type === 'CALLBACK' ? event.url : '' }),
        onDone: { target: 'checkingUser', actions: assign(({ event }) => withTokens(event.output)) },
        onError: { target: 'failedToAuthenticate' },
      },
    },
    checkingUser: {
      tags: ['busy'],
      invoke: {
        id: 'checkUser',
        src: 'checkUser',
        input: ({ context }) => ({ idToken: context.session?.idToken ?? '' }),
        onDone: { target: 'authenticated', actions: assign({ user: ({ event }) => event.output }) },
        onError: { target: 'failedToAuthenticate' },
      },
    },
    /** The callback or the user check failed: logged out to the authentication error page. */
    failedToAuthenticate: {
      always: {
        target: 'loggedOut',
        actions: [
          'clearSession',
          { type: 'clearStore', params: { keep: LOGOUT_KEEPS } },
          { type: 'navigate', params: { to: '/authentication/error' } },
        ],
      },
    },
    authenticated: {
      tags: ['authenticated'],
      after: { sessionExpiry: 'renewing' },
      on: {
        RENEWED: {
          guard: 'tokenValid',
          target: 'authenticated',
          reenter: true,
          actions: assign(({ event }) => withTokens(event.tokens)),
        },
        LOGOUT: { target: 'loggedOut', actions: logOutAtProvider },
      },
    },
    /** At expiry the session is re-checked; the real token still has the 120 s margin left. */
    renewing: {
      tags: ['authenticated', 'renewing'],
      invoke: {
        id: 'renewSession',
        src: 'renewSession',
        input: ({ context }) => ({ session: context.session as Session }),
        onDone: { target: 'authenticated', actions: assign(({ event }) => withTokens(event.output)) },
        onError: [
          { guard: 'renewalMayRetry', target: 'retryingRenewal', actions: 'countRetry' },
          { target: 'loggedOut', actions: logOutToRoot },
        ],
      },
      on: {
        RENEWED: {
          guard: 'tokenValid',
          target: 'authenticated',
          actions: assign(({ event }) => withTokens(event.tokens)),
        },
        LOGOUT: { target: 'loggedOut', actions: logOutAtProvider },
      },
    },
    /**
     * The network failed the renewal (offline, timeout): tried again while the token is still valid, so a short
     * loss of connection at the renewal moment does not log the user out. The user stays signed in meanwhile.
     */
    retryingRenewal: {
      tags: ['authenticated', 'renewing'],
      after: { renewalRetry: 'renewing' },
      on: {
        RENEWED: {
          guard: 'tokenValid',
          target: 'authenticated',
          actions: assign(({ event }) => withTokens(event.tokens)),
        },
        LOGOUT: { target: 'loggedOut', actions: logOutAtProvider },
      },
    },
  },
});
