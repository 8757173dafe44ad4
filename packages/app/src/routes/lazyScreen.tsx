import { AppLoadingScreen, ScreenSkeleton, type ScreenSkeletonLayout } from '@havbruk/ui';
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
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
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // A failed download (offline, a deploy replaced the chunk) is forgotten, so the next attempt loads again.
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Screen = lazy(() => preload().then((component) => ({ default: component })));
  const LazyScreenRoute = (props: P) => {
    // Code already here (preloaded, e.g. the first route by `main.tsx`): the screen itself in the first render,
    // not the fallback for a frame (React shows a suspended boundary's content no sooner than 300 ms later).
    // Decided once per mount, so a screen is never swapped for another component type while it shows.
    const [Ready] = useState(() => loaded);
    return (
      <Suspense fallback={<Fallback kind={fallback} />}>
        {Ready ? <Ready {...props} /> : <Screen {...props} />}
      </Suspense>
    );
  };
  return Object.assign(LazyScreenRoute, { preload });
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
