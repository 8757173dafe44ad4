import { AppLoadingScreen, ErrorBox, HavbrukProvider } from '@havbruk/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createOidcAuth } from './auth/oidcAuth.ts';
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

/** The global error box over the content while the failure flag is set (its button reloads the page). */
function GlobalErrorBox() {
  const { errors } = useAppState();
  const failure = useSelector(errors, (snapshot) => snapshot.hasTag('failure'));
  const incidentId = useSelector(errors, (snapshot) => snapshot.context.incidentId);
  const offline = useSelector(errors, (snapshot) => snapshot.hasTag('offline'));
  const type = useSelector(errors, (snapshot) => snapshot.context.error?.type);
  if (!failure || type === 'Render') return null;
  return (
    <ErrorBox overlay incidentId={incidentId} offline={offline} onRefresh={() => errors.send({ type: 'RELOAD' })} />
  );
}

function Shell() {
  const { display, booted, reportApiError, preferences } = useAppState();
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
      <SWRConfig value={{ onError: reportApiError, shouldRetryOnError: false, revalidateOnFocus: false }}>
        {booted ? (
          <Gate routes={routes}>
            <ErrorBoundary>
              <Outlet />
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
  const [auth] = useState(() =>
    createOidcAuth({
      authority: appConfig.oidcAuthority,
      clientId: appConfig.oidcClientId,
      scope: appConfig.oidcScope,
      audience: appConfig.oidcAudience,
      origin: window.location.origin,
    }),
  );
  return (
    <AppStateProvider auth={auth}>
      <Shell />
    </AppStateProvider>
  );
}
