import { isValidElement, useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { isLazyScreen, type LazyScreen } from './lazyScreen.tsx';

/** The lazily loaded screens a path renders (its route's element and those of its layout routes). */
export function screensOf(routes: RouteObject[], pathname: string): LazyScreen<object>[] {
  return (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (isValidElement(route.element) ? route.element.type : null))
    .filter(isLazyScreen);
}

export interface ScreenPrefetch {
  routes: RouteObject[];
  /** The app shell's screen, loaded as soon as a user is signed in. */
  shell: LazyScreen<object>;
  /** Where users usually go next from a screen. */
  likelyNext: ReadonlyMap<LazyScreen<never>, readonly LazyScreen<never>[]>;
  signedIn: boolean;
}

/**
 * Loads a screen's code ahead of use. Ahead-of-time loading is a guess: nothing is tried while the browser is
 * offline, and a failure is dropped (the screen loads again, with its own error handling, when it is opened).
 */
const prefetch = (screen: LazyScreen<never>) => {
  if (!navigator.onLine) return;
  screen.preload().catch(() => undefined);
};

const onIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1_000);
  return () => clearTimeout(handle);
};

/** How long a page is left alone before the likely next screens load, unless the user acts sooner. */
export const LIKELY_NEXT_DELAY_MS = 5_000;

const FIRST_USE_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Runs `run` once: on the user's first pointer, key, touch, wheel or scroll event on `target`, or after `delayMs`,
 * whichever comes first. Returns a cancel function. Issue 39: downloaded and run while the page still waits for its
 * sign-in and data (the browser is idle then), the likely next screens shared a phone's slow link and CPU with the
 * page's own first paint.
 */
export function afterFirstUse(target: EventTarget, run: () => void, delayMs = LIKELY_NEXT_DELAY_MS): () => void {
  const cancel = () => {
    clearTimeout(timer);
    for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, once, { capture: true });
  };
  const once = () => {
    cancel();
    run();
  };
  const timer = setTimeout(once, delayMs);
  for (const type of FIRST_USE_EVENTS) target.addEventListener(type, once, { capture: true, passive: true });
  return cancel;
}

/**
 * Loads screen code before it is needed, never gated code for a signed-out visitor:
 * - the current path's screen at once (in parallel with the session restore and the gating, not after them);
 * - signed in: the app shell at once, the likely next screens once the user acts or the page has been left alone
 *   for `LIKELY_NEXT_DELAY_MS` (when the browser is idle then), and a link's screen when the pointer rests on it or
 *   it gets focus (the click then finds the code loaded).
 */
export function useScreenPrefetch({ routes, shell, likelyNext, signedIn }: ScreenPrefetch) {
  const { pathname } = useLocation();

  useEffect(() => {
    const current = screensOf(routes, pathname);
    for (const screen of current) prefetch(screen);
    if (!signedIn) return;
    prefetch(shell);
    let cancelIdle = () => {};
    const cancelWait = afterFirstUse(window, () => {
      cancelIdle = onIdle(() => {
        for (const screen of current) for (const next of likelyNext.get(screen) ?? []) prefetch(next);
      });
    });
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, [routes, pathname, shell, likelyNext, signedIn]);

  useEffect(() => {
    if (!signedIn) return;
    const preloadLink = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      for (const screen of screensOf(routes, link.pathname)) prefetch(screen);
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of events) document.addEventListener(type, preloadLink, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, preloadLink);
    };
  }, [routes, signedIn]);
}

/** First views that make no API call for a signed-out visitor: the API contract is not loaded there. */
const CALL_FREE_PATHS = new Set(['/login', '/signup', '/goodbye', '/lost', '/authentication/error']);

/** Whether a view calls the API (so needs the contract chunk): signed in, a login callback, or not call-free. */
export const callsApi = (pathname: string, search: string, signedIn: boolean): boolean =>
  signedIn || !CALL_FREE_PATHS.has(pathname) || /[?&](code|error)=/.test(search);

/**
 * Starts loading the API contract (zod schemas and the checking client, its own chunk) as soon as a view will
 * call the API: signed in, a login callback (the user check follows), or any first view other than the call-free
 * account pages (a public certification page). In parallel with the screen's chunk, not after it.
 */
export function useContractPrefetch(signedIn: boolean, load: () => Promise<unknown>) {
  const { pathname, search } = useLocation();
  const needed = callsApi(pathname, search, signedIn);
  useEffect(() => {
    if (needed && navigator.onLine) load().catch(() => undefined);
  }, [needed, load]);
}
