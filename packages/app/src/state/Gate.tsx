import { isEntityType } from '@havbruk/api';
import { gatingMachine, upgradeMachine, analyticsMachine, type GatingUser } from '@havbruk/machines';
import { AppLoadingScreen, OfflineMessage } from '@havbruk/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { fromPromise, getNextSnapshot, type ActorRefFrom } from 'xstate';
import { readWantedPath, rememberWantedPath } from '../auth/oidcAuth.ts';
import { useAppConfig } from '../data/useApi.ts';
import { useAppState, useAuthenticated } from './AppState.tsx';

/** Loaded when it first opens (see `upgradeCelebration.ts`), then kept mounted so it can close animated. */
const UpgradeCelebration = lazy(() =>
  import('./upgradeCelebration.ts').then((module) => ({ default: module.UpgradeCelebration })),
);

export type GatingRef = ActorRefFrom<typeof gatingMachine>;

const GatingContext = createContext<GatingRef | null>(null);

/** Whether data may load: the account is confirmed and its email verified (gating `dataAllowed`). */
export function useDataAllowed(): boolean {
  const gating = useContext(GatingContext);
  return useSelector(gating ?? undefined, (snapshot) => snapshot?.hasTag('dataAllowed') ?? false) ?? false;
}

const APP_VERSION = '0.1.0';

const gatingUserOf = (user: ReturnType<typeof useAppState>['user']): GatingUser | null =>
  user
    ? {
        id: user.id,
        tier: user.tier,
        isConfirmed: user.isConfirmed,
        verifiedEmail: user.verifiedEmail,
        verificationSent: user.verificationSent,
      }
    : null;

/**
 * The gating over every route: feeds the gating machine the session, the user, the config and every
 * navigation, and renders the page only once the machine has settled on the current path.
 */
export function Gate({ children, routes }: { children: ReactNode; routes: RouteObject[] }) {
  const state = useAppState();
  const { data, user, setUser, errors } = state;
  const navigate = useNavigate();
  const location = useLocation();
  const authenticated = useAuthenticated();
  // Unknown paths go to `/lost` for everyone: the gating sees `/lost` (an open page) instead.
  const unknown = isUnknownPath(routes, location.pathname);
  const path = unknown ? '/lost' : `${location.pathname}${location.search}`;

  const gating = useActorRef(
    gatingMachine.provide({
      actions: {
        navigate: (_, params) => navigate(params.to, { replace: true }),
        rememberWantedPath: (_, params) => rememberWantedPath(params.path),
        sendVerificationEmail: () => {
          void data.client.call('sendVerificationEmail', {}).catch(() => undefined);
        },
      },
    }),
    { input: { path, authenticated, wantedPath: readWantedPath() } },
  );

  useEffect(() => {
    gating.send({ type: 'NAVIGATED', path });
  }, [gating, path]);
  useEffect(() => {
    gating.send({ type: 'SESSION_CHANGED', authenticated });
  }, [gating, authenticated]);
  useEffect(() => {
    gating.send({ type: 'USER_LOADED', user: gatingUserOf(user) });
  }, [gating, user]);

  const dataAllowed = useSelector(gating, (snapshot) => snapshot.hasTag('dataAllowed'));
  const config = useAppConfig(dataAllowed);
  useEffect(() => {
    if (config.data) gating.send({ type: 'CONFIG_FETCHED' });
  }, [gating, config.data]);
  useEffect(() => {
    if (config.error) state.reportApiError(config.error);
  }, [config.error, state]);

  const loading = useSelector(gating, (snapshot) => snapshot.hasTag('loading'));
  const settledPath = useSelector(gating, (snapshot) => snapshot.context.path);
  const offline = useSelector(errors, (snapshot) => snapshot.hasTag('offline'));

  // Upgrade celebration (upgradeStatus `upgrade`), cleared on the server and locally.
  const upgrade = useActorRef(
    upgradeMachine.provide({
      actors: {
        clearUpgradeStatus: fromPromise<unknown>(() => data.client.call('clearUpgradeStatus', {})),
      },
      actions: {
        clearLocalUpgradeStatus: () => {
          const current = latestUser.current;
          if (current) setUser({ ...current, upgradeStatus: null });
        },
      },
    }),
    { input: { upgradeStatus: null } },
  );
  const latestUser = useLatest(user);
  useEffect(() => {
    if (user) upgrade.send({ type: 'USER_CHANGED', upgradeStatus: user.upgradeStatus });
  }, [upgrade, user]);
  const celebrating = useSelector(upgrade, (snapshot) => snapshot.hasTag('visible'));
  const [celebrationMounted, setCelebrationMounted] = useState(false);

  // Analytics: route visits queued, flushed after 5 s of quiet; failures ignored.
  const analytics = useActorRef(
    analyticsMachine.provide({
      actors: {
        postAnalytics: fromPromise(({ input }) => data.client.call('sendAnalytics', { body: input })),
      },
    }),
    { input: { appVersion: APP_VERSION, userAgent: navigator.userAgent } },
  );
  useEffect(() => {
    if (authenticated) analytics.send({ type: 'ROUTE_VISITED', url: path, date: new Date().toISOString() });
  }, [analytics, authenticated, path]);

  // A navigation the gating has not seen yet (its NAVIGATED is sent after this render) is judged now, without side
  // effects: when the gating would stay on the new path the page stays mounted (a screen keeping its state in the
  // URL, e.g. the map's week and bounds, is not torn down and mounted again on each change); when it would
  // redirect, the loader shows until it has.
  const settled =
    settledPath === path
      ? !loading
      : (() => {
          const next = getNextSnapshot(gating.logic, gating.getSnapshot(), { type: 'NAVIGATED', path });
          return !next.hasTag('loading') && next.context.path === path;
        })();
  if (celebrating && !celebrationMounted) setCelebrationMounted(true);
  if (unknown) return <Navigate to="/lost" replace />;
  return (
    <GatingContext.Provider value={gating}>
      {offline ? <OfflineMessage /> : null}
      {settled ? children : <AppLoadingScreen />}
      {celebrationMounted ? (
        <Suspense fallback={null}>
          <UpgradeCelebration open={celebrating} onDismiss={() => upgrade.send({ type: 'DISMISS' })} />
        </Suspense>
      ) : null}
    </GatingContext.Provider>
  );
}

/** Unknown paths go to `/lost` for everyone, signed in or not (before the gating sends anyone to login). */
export function isUnknownPath(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1];
  if (!leaf) return true;
  if (leaf.route.path === '*' || leaf.route.path === '/setup/*') return true;
  const entityType = leaf.params['entityType'];
  return entityType !== undefined && !isEntityType(entityType);
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
