import {
  AppLoadingScreen,
  ChunkLoadingProvider,
  ErrorBox,
  ErrorStatusProvider,
  HavbrukProvider,
  type ChunkLoadError,
} from '@havbruk/ui';
import { useSelector } from '@xstate/react';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { appAuth } from './auth/appAuth.ts';
import { appConfig } from './config.ts';
import { ErrorBoundary } from './routes/ErrorBoundary.tsx';
import { PreferencesFailureToast } from './routes/PreferencesFailureToast.tsx';
import { loadApiContract } from './data/contract.ts';
import { useContractPrefetch, useScreenPrefetch } from './routes/prefetch.ts';
import { useRouteTheme } from './routes/routeTheme.ts';
import { AppStateProvider, useAppState, useAuthenticated } from './state/AppState.tsx';
import { themeOf } from './state/display.ts';
import { Gate } from './state/Gate.tsx';
import { likelyNext, routes, ShellLayout } from './routes/routes.tsx';

/**
 * The global error box over the content while the failure flag is set (its button reloads the page), or while a
 * screen's code could not load offline (the offline message; the box goes when the connection returns).
 */
function GlobalErrorBox() {
  const { errors } = useAppState();
  const failure = useSelector(errors, (snapshot) => snapshot.hasTag('failure'));
  const chunkMissing = useSelector(errors, (snapshot) => snapshot.hasTag('chunkMissing'));
  const incidentId = useSelector(errors, (snapshot) => snapshot.context.incidentId);
  const offline = useSelector(errors, (snapshot) => snapshot.hasTag('offline'));
  const type = useSelector(errors, (snapshot) => snapshot.context.error?.type);
  if (!(failure || chunkMissing) || type === 'Render') return null;
  return (
    <ErrorBox overlay incidentId={incidentId} offline={offline} onRefresh={() => errors.send({ type: 'RELOAD' })} />
  );
}

/**
 * The error handling's state for the screens: every error box shows the connection and the incident id (an inline
 * box offline says so, rather than "an issue on our end" with an incident id that never comes); code chunks that
 * fail to load go to the error handling, and load again when it says so (back online).
 */
function ErrorHandling({ children }: { children: ReactNode }) {
  const { errors } = useAppState();
  const attempt = useSelector(errors, (snapshot) => snapshot.context.chunkAttempt);
  const offline = useSelector(errors, (snapshot) => snapshot.hasTag('offline'));
  const incidentId = useSelector(errors, (snapshot) => snapshot.context.incidentId);
  const status = useMemo(() => ({ offline, incidentId }), [offline, incidentId]);
  const chunks = useMemo(
    () => ({
      attempt,
      onChunkError: (error: ChunkLoadError) =>
        errors.send({ type: 'CHUNK_ERROR', message: error.message, appView: window.location.pathname }),
    }),
    [attempt, errors],
  );
  return (
    <ErrorStatusProvider value={status}>
      <ChunkLoadingProvider value={chunks}>{children}</ChunkLoadingProvider>
    </ErrorStatusProvider>
  );
}

function Shell() {
  const { display, booted, reportApiError, preferences } = useAppState();
  // The signed-in app's first render (gating, shell, screen: one 300 ms–1 s task on Lighthouse's phone) is a
  // deferred pass, which React splits into short tasks; meanwhile the loader stays (issue 39).
  const showApp = useDeferredValue(booted);
  const routeTheme = useRouteTheme();
  const signedIn = useAuthenticated();
  useScreenPrefetch({ routes, shell: ShellLayout, likelyNext, signedIn });
  useContractPrefetch(signedIn, loadApiContract);
  return (
    <HavbrukProvider
      locale={display.language}
      theme={routeTheme ?? themeOf(display)}
      supportEmail={appConfig.supportEmail}
    >
      {/*
       * Back online the error handling refetches (its `refetchData`); SWR's own reconnect revalidation would
       * reuse a request that failed offline within its deduping interval and report that old failure anew.
       */}
      <SWRConfig
        value={{
          onError: reportApiError,
          shouldRetryOnError: false,
          revalidateOnFocus: false,
          revalidateOnReconnect: false,
        }}
      >
        {showApp ? (
          <Gate routes={routes}>
            <ErrorBoundary>
              <ErrorHandling>
                <Outlet />
              </ErrorHandling>
            </ErrorBoundary>
            <GlobalErrorBox />
            <PreferencesFailureToast preferences={preferences} />
          </Gate>
        ) : (
          <AppLoadingScreen />
        )}
      </SWRConfig>
    </HavbrukProvider>
  );
}

/** The root route: app state (session, errors, data layer), theme and texts, gating, error handling. */
export function Root() {
  return (
    <AppStateProvider auth={appAuth}>
      <Shell />
    </AppStateProvider>
  );
}
