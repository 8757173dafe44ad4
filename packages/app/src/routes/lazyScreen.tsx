import {
  AppLoadingScreen,
  lazyChunk,
  loadTexts,
  ScreenSkeleton,
  type Namespaces,
  type ScreenSkeletonLayout,
} from '@havbruk/ui';
import type { ComponentType, ReactElement } from 'react';
import { useAppState } from '../state/AppState.tsx';

/**
 * What shows while a screen's code loads: `loader` is the full-page loader the gating shows before (account
 * pages, the app shell), `page` and `map` a skeleton of the screen's layout in the shell's main area.
 */
export type ScreenFallback = ScreenSkeletonLayout | 'loader';

/** A route's screen loaded on first use: render it like the screen itself; `preload()` starts the download. */
export interface LazyScreen<P extends object> {
  (props: P): ReactElement;
  preload: () => Promise<unknown>;
}

/**
 * A screen area's component in its own chunk. `load` is one dynamic import, e.g.
 * `lazyScreen(() => import('./health/HealthPage.tsx').then((m) => m.HealthPage), 'page', ['health'])`; while the
 * chunk loads the route shows `fallback` (the same frame as the screen, so nothing shifts when it arrives).
 * `texts` are the i18n namespaces the screen reads (its area's and those of the shared parts it shows, e.g. the
 * DataTable's `table` and `lab`), downloaded with its code; the base texts and `account` (the error screens) load
 * at start. A namespace missing from the list still shows (the render waits for it), one round trip later.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ScreenFallback,
  texts: readonly Namespaces[] = [],
): LazyScreen<P> {
  // A failed download (offline, a deploy replaced the chunk) keeps the fallback and is reported to the error
  // handling (the offline message over the page), and loads again when the connection returns.
  const Screen = lazyChunk(() => Promise.all([load(), loadTexts(texts)]).then(([component]) => component));
  const LazyScreenRoute = (props: P) => <Screen {...props} fallback={<Fallback kind={fallback} />} />;
  return Object.assign(LazyScreenRoute, { preload: Screen.preload });
}

export function isLazyScreen(value: unknown): value is LazyScreen<object> {
  return typeof value === 'function' && typeof (value as Partial<LazyScreen<object>>).preload === 'function';
}

function Fallback({ kind }: { kind: ScreenFallback }) {
  const { user } = useAppState();
  if (kind === 'loader') return <AppLoadingScreen />;
  // Signed out (a public certification page) there is no shell around the screen.
  return <ScreenSkeleton layout={kind} standalone={!user} />;
}
