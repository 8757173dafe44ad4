import type { ApiClient, User } from '@havbruk/api';
import { isTokenValid, type PreferenceChanges } from '@havbruk/machines';
import { useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { AuthAdapter } from '../auth/oidcAuth.ts';
import { apiFailureOf, type DataLayer } from '../data/dataLayer.ts';
import { createAppActors, userFromCheck, type AppActors, type AppBridge } from './appActors.ts';
import { loadDisplay, saveDisplay, type DisplayPreferences } from './display.ts';
import { displayOf, preferencesOf } from './preferences.ts';

export interface AppState {
  auth: AuthAdapter;
  session: AppActors['session'];
  errors: AppActors['errors'];
  /** The preferences actor (language, dark mode, default organization, name, title). */
  preferences: AppActors['preferences'];
  data: DataLayer;
  /** The signed-in user (null when signed out or not known yet). */
  user: User | null;
  setUser: (user: User | null) => void;
  display: DisplayPreferences;
  /** Sets language or dark mode locally only (the setup page previews its language choice). */
  setDisplay: (changes: Partial<DisplayPreferences>) => void;
  /** A user's preference change: applied at once, saved after 325 ms of quiet, rolled back on failure. */
  changePreferences: (changes: PreferenceChanges) => void;
  /** Routes an error of a request to the global error handler. */
  reportApiError: (error: unknown) => void;
  /** True once the start-up session restore (or the login callback) has settled. */
  booted: boolean;
}

/** First pages that skip the start-up silent sign-in (see the start-up effect). */
export const SIGNED_OUT_ENTRIES: ReadonlySet<string> = new Set(['/login', '/signup']);

/**
 * Public pages that need no session: the certification pages call only open endpoints, are never redirected by
 * the gating, look the same signed in or not, and link only to each other. They skip the start-up silent sign-in
 * and never load the sign-in library (most of their visitors have no account); a signed-in user who goes on into
 * the app by address gets the usual restore there.
 */
export const isSessionFreePage = (pathname: string): boolean => pathname.startsWith('/asc/company/');

/** First pages that show without the start-up silent sign-in: login, sign-up and the session-free pages. */
export const skipsSessionRestore = (pathname: string): boolean =>
  SIGNED_OUT_ENTRIES.has(pathname) || isSessionFreePage(pathname);

/**
 * Starts the start-up silent sign-in of a page that runs it (not a login callback, not a page that skips it) before
 * the first render: on a phone the sign-in library and the provider's metadata are preloaded with the HTML
 * (`sessionPreloads.ts`), and the hidden iframe's round trips need not wait for the texts and the first render.
 * The provider's start-up effect takes the same run (`restore` runs once per page load).
 */
export function startSessionRestore(auth: AuthAdapter, url: Pick<URL, 'href' | 'pathname'>): void {
  if (!auth.isCallback(url.href) && !skipsSessionRestore(url.pathname)) void auth.restore();
}

const AppStateContext = createContext<AppState | null>(null);

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState is used outside AppStateProvider');
  return state;
}

/** The session's validity: an id token that has not expired (spec S1 §4), or a renewal under way. */
export function useAuthenticated(): boolean {
  const { session } = useAppState();
  return useSelector(session, (snapshot) => snapshot.hasTag('authenticated'));
}

/**
 * Holds the app-wide actors (session, error handling, preferences), the data layer, the user and the display
 * preferences (language, dark mode) that survive logout. The user's language and dark mode reach the display
 * through the preferences actor: a user from the server is synced into it, and it applies the values (with any
 * unsaved local change on top). Finishes a login callback or silently restores
 * the identity provider's session at start. `client` replaces the HTTP API client (stories give a fake one).
 */
export function AppStateProvider({
  auth,
  client,
  children,
}: {
  auth: AuthAdapter;
  client?: ApiClient;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const [actors] = useState(() => createAppActors(auth, { client }));
  const { bridge, data, session, errors, preferences } = actors;
  const [user, setUserState] = useState<User | null>(null);
  const [display, setDisplayState] = useState<DisplayPreferences>(loadDisplay);
  const [isCallback] = useState(() => auth.isCallback(window.location.href));
  // The login and sign-up pages are for signed-out visitors: they show at once, without the silent sign-in
  // (the sign-in library's chunk, the provider's metadata and a hidden iframe round trip). A visitor whose
  // provider session is still alive gets in with the Log in button, without a password prompt. The
  // certification pages need no session at all (`isSessionFreePage`).
  const [skipRestore] = useState(() => !isCallback && skipsSessionRestore(window.location.pathname));
  const [restored, setRestored] = useState(skipRestore);
  // Booted once the start-up restore settled and no login step (code exchange, user check) is running.
  const sessionBusy = useSelector(session, (snapshot) => snapshot.hasTag('busy'));
  const booted = isCallback || (restored && !sessionBusy);

  const setDisplay = useCallback((changes: Partial<DisplayPreferences>) => {
    setDisplayState((current) => {
      const next = { ...current, ...changes };
      saveDisplay(next);
      return next;
    });
  }, []);

  const setUser = useCallback((next: User | null) => setUserState(next), []);

  const changePreferences = useCallback(
    (changes: PreferenceChanges) => preferences.send({ type: 'CHANGE', changes }),
    [preferences],
  );

  // Keep the actors' bridge to the router and the cache current.
  useEffect(() => {
    Object.assign<AppBridge, AppBridge>(bridge, {
      navigate: (to: string) => navigate(to, { replace: true }),
      clearCache: () => void mutate(() => true, undefined, { revalidate: false }),
      revalidateAll: () => void mutate(() => true),
      clearUser: () => setUserState(null),
      applyPreferences: (next) => setDisplay(displayOf(next)),
      userSaved: (saved) => setUserState(saved),
    });
  }, [bridge, navigate, mutate, setDisplay]);

  // A user from the server (login check, onboarding, verification, a save) is the preferences' new base.
  useEffect(() => {
    if (user) preferences.send({ type: 'SYNC', preferences: preferencesOf(user) });
  }, [preferences, user]);

  // Start the actors once; take the user from the login check.
  useEffect(() => {
    session.start();
    errors.start();
    preferences.start();
    let lastChecked: unknown = null;
    const subscription = session.subscribe((snapshot) => {
      if (snapshot.context.user && snapshot.context.user !== lastChecked) {
        lastChecked = snapshot.context.user;
        setUser(userFromCheck(snapshot.context.user));
      }
    });
    return () => subscription.unsubscribe();
  }, [session, errors, preferences, setUser]);

  // Start-up: finish a login callback, else try a silent restore of the provider's session.
  useEffect(() => {
    if (isCallback) {
      if (session.getSnapshot().matches('loggedOut')) session.send({ type: 'CALLBACK', url: window.location.href });
      return;
    }
    if (skipRestore) {
      if (isSessionFreePage(window.location.pathname)) return;
      // The sign-in library is fetched once the page is idle, so the Log in button does not wait for it.
      // (Safari has no requestIdleCallback: a timer there.)
      if (!('requestIdleCallback' in window)) {
        const timer = setTimeout(() => auth.preload(), 1_000);
        return () => clearTimeout(timer);
      }
      const idle = window.requestIdleCallback(() => auth.preload(), { timeout: 3_000 });
      return () => window.cancelIdleCallback(idle);
    }
    let cancelled = false;
    void auth.restore().then((tokens) => {
      if (cancelled) return;
      const expiresAt = tokens ? tokens.issuedAt + tokens.expiresIn * 1000 : 0;
      if (
        tokens &&
        isTokenValid(
          { accessToken: tokens.accessToken, idToken: tokens.idToken, expiresAt, isLoggedIn: true },
          Date.now(),
        )
      ) {
        session.send({ type: 'RESTORE', tokens });
      }
      setRestored(true);
    });
    return () => {
      cancelled = true;
    };
  }, [auth, session, isCallback, skipRestore]);

  // The error reports carry the user's tier and onboarding.
  useEffect(() => {
    errors.send({ type: 'USER_CHANGED', user: { onboarded: Boolean(user?.isConfirmed), tier: user?.tier ?? null } });
  }, [errors, user]);

  const pathname = location.pathname;
  const reportApiError = useCallback(
    (error: unknown) => {
      const failure = apiFailureOf(error);
      if (!failure) return;
      errors.send({
        type: 'API_ERROR',
        message: failure.message,
        requestUrl: failure.requestUrl,
        appView: pathname,
        aborted: failure.aborted,
        unanswered: failure.unanswered,
      });
    },
    [errors, pathname],
  );

  const value = useMemo<AppState>(
    () => ({
      auth,
      session,
      errors,
      preferences,
      data,
      user,
      setUser,
      display,
      setDisplay,
      changePreferences,
      reportApiError,
      booted,
    }),
    [
      auth,
      session,
      errors,
      preferences,
      data,
      user,
      setUser,
      display,
      setDisplay,
      changePreferences,
      reportApiError,
      booted,
    ],
  );
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}
