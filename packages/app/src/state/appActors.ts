import type { ApiClient, User } from '@havbruk/api';
import {
  type Preferences,
  errorHandlingMachine,
  sessionMachine,
  type CheckedUser,
  type Session,
  type SessionTokens,
} from '@havbruk/machines';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { rememberWantedPath, type AuthAdapter } from '../auth/oidcAuth.ts';
import { appConfig } from '../config.ts';
import { configRunId, configWeek, fetchConfigAnswers } from '../data/config.ts';
import { createDataLayer } from '../data/dataLayer.ts';
import { loadDisplay } from './display.ts';
import { anonymousPreferences, createPreferencesActor } from './preferences.ts';

/** What the actors' side effects reach in React land; the provider keeps it current. */
export interface AppBridge {
  navigate: (to: string) => void;
  /** Clears the SWR cache (`revalidate: false`) or revalidates everything. */
  clearCache: () => void;
  revalidateAll: () => void;
  clearUser: () => void;
  /** Applies language and dark mode (after a preference change or its rollback). */
  applyPreferences: (preferences: Preferences) => void;
  /** The user the server answered a preference save with (no display change: the machine applies that). */
  userSaved: (user: User) => void;
}

const clientInfo = () => ({
  userAgent: navigator.userAgent,
  browserLanguage: navigator.language,
  allowsCookies: navigator.cookieEnabled,
  environment: window.location.host,
});

/**
 * The app-wide actors (session, error handling, preferences) with their side effects provided: the OIDC adapter,
 * the API client with the session's bearer token, router navigation and the SWR cache (through the bridge).
 */
export function createAppActors(auth: AuthAdapter, options: { client?: ApiClient } = {}) {
  const bridge: AppBridge = {
    navigate: () => {},
    clearCache: () => {},
    revalidateAll: () => {},
    clearUser: () => {},
    applyPreferences: () => {},
    userSaved: () => {},
  };
  // The bearer token is read from the session actor at call time (declared below).
  let readSession: () => Session | null = () => null;
  const data = createDataLayer({
    baseUrl: appConfig.apiUrl,
    getAccessToken: () => readSession()?.accessToken,
    client: options.client,
  });

  const session = createActor(
    sessionMachine.provide({
      actors: {
        completeLogin: fromPromise<SessionTokens, { url: string }>(({ input }) => auth.completeLogin(input.url)),
        checkUser: fromPromise<CheckedUser, { idToken: string }>(async ({ input }) => {
          // The config goes out with the check, not after it (issue 39: one round trip less before a page's data
          // on a phone). The gating still decides whether it is used: an account not set up or not verified never
          // shows it (the server refuses or answers; either way only the check's user opens the data views).
          const week = configWeek();
          data.ahead(configRunId(week), (signal) => fetchConfigAnswers(data.client, week, signal));
          const checked = await data.client.call('checkUser', { body: { idToken: input.idToken } });
          if ('aborted' in checked) throw new Error('The user check was aborted');
          return checked as unknown as CheckedUser;
        }),
        renewSession: fromPromise<SessionTokens, { session: Session }>(() => auth.renew()),
      },
      actions: {
        redirectToLogin: (_, params) => {
          void auth.login({ signup: params.signup });
        },
        clearStore: () => {
          // Everything cached goes; language and dark mode stay (they live in the display preferences).
          bridge.clearCache();
          bridge.clearUser();
          data.forgetAhead();
          void auth.forget();
        },
        navigate: (_, params) => bridge.navigate(params.to),
        endProviderSession: (_, params) => {
          // A logout forgets where the last user was headed: the next one starts at their own home page.
          rememberWantedPath(null);
          void auth.endSession(params.returnTo).catch(() => bridge.navigate(params.returnTo));
        },
      },
    }),
  );
  readSession = () => session.getSnapshot().context.session;

  const errors = createActor(
    errorHandlingMachine.provide({
      actors: {
        watchConnection: fromCallback(({ sendBack }) => {
          const online = () => sendBack({ type: 'ONLINE' });
          const offline = () => sendBack({ type: 'OFFLINE' });
          window.addEventListener('online', online);
          window.addEventListener('offline', offline);
          return () => {
            window.removeEventListener('online', online);
            window.removeEventListener('offline', offline);
          };
        }),
        postDiagnostics: fromPromise(async ({ input }) => {
          const answer = await data.client.call('reportError', { body: input });
          if ('aborted' in answer) throw new Error('The error report was aborted');
          return answer;
        }),
      },
      actions: {
        abortInFlight: () => data.abortAll(),
        refetchData: () => bridge.revalidateAll(),
        reloadPage: () => window.location.reload(),
      },
    }),
    { input: { client: clientInfo(), online: navigator.onLine } },
  );

  const preferences = createPreferencesActor({
    client: data.client,
    apply: (next) => bridge.applyPreferences(next),
    saved: (user, changes) => {
      bridge.userSaved(user);
      // Data shown in the perspective's terms (companies in perspective) is fetched again.
      if ('perspective' in changes) bridge.revalidateAll();
    },
    initial: anonymousPreferences(loadDisplay()),
  });

  return { bridge, data, session, errors, preferences };
}

export type AppActors = ReturnType<typeof createAppActors>;

export const userFromCheck = (user: CheckedUser | null): User | null => (user ? (user as unknown as User) : null);
