import { AppLoadingScreen, lazyChunk, ScreenSkeleton, type ScreenSkeletonLayout } from '@havbruk/ui';
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
 * `lazyScreen(() => import('./health/HealthPage.tsx').then((m) => m.HealthPage), 'page')`; while the chunk
 * loads the route shows `fallback` (the same frame as the screen, so nothing shifts when it arrives).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ScreenFallback,
): LazyScreen<P> {
  // A failed download (offline, a deploy replaced the chunk) keeps the fallback and is reported to the error
  // handling (the offline message over the page), and loads again when the connection returns.
  const Screen = lazyChunk(load);
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
