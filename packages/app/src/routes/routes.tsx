import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { Root } from '../Root.tsx';
import {
  AuthenticationErrorPage,
  GoodbyePage,
  LoginPage,
  LogoutPage,
  LostPage,
  SetupPage,
  UnsubscribePage,
  VerifyEmailPage,
  VerifyPage,
} from './AccountPages.tsx';
import { OrganizationPage } from './organization/OrganizationPage.tsx';
import { PipelinesPage } from './organization/PipelinesPage.tsx';
import { ShellLayout } from './ShellLayout.tsx';
import { ViewPage } from './ViewPage.tsx';

const ENTITY_TYPES = new Set(['farm', 'cage', 'fishGroup', 'organization']);

/** `/{entityType}/{id}/...`: only the four entity types; anything else is lost. */
function EntityRoute() {
  const { entityType } = useParams();
  return entityType && ENTITY_TYPES.has(entityType) ? <ViewPage view="entity" /> : <Navigate to="/lost" replace />;
}

const lost = <Navigate to="/lost" replace />;

/**
 * Every route of spec S1 §2 and S2 §2. Gating (in `Root`) applies to all of them; the open routes are
 * login, signup, `/asc/company/...`, logout, goodbye, the authentication error and lost pages.
 * `/` is redirected by the gating to the user's home; unknown paths go to `/lost`. The farm-data and settings
 * views share one layout route: the app shell (`ShellLayout`).
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: null },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <LoginPage signup /> },
      { path: '/logout', element: <LogoutPage /> },
      { path: '/goodbye', element: <GoodbyePage /> },
      { path: '/authentication/error', element: <AuthenticationErrorPage /> },
      { path: '/setup', element: <SetupPage /> },
      { path: '/setup/*', element: lost },
      { path: '/verify', element: <VerifyPage /> },
      { path: '/verify/email', element: <VerifyEmailPage /> },
      { path: '/verify/unsubscribe', element: <UnsubscribePage /> },
      { path: '/lost', element: <LostPage /> },
      {
        // Every farm-data and settings view sits in the app shell.
        element: <ShellLayout />,
        children: [
          { path: '/notifications', element: <ViewPage view="notifications" /> },
          { path: '/settings', element: <ViewPage view="settings" /> },
          { path: '/settings/app', element: <ViewPage view="settings" /> },
          { path: '/settings/organization', element: <OrganizationPage /> },
          { path: '/settings/pipelines', element: <PipelinesPage /> },
          { path: '/settings/danger', element: <ViewPage view="settings" /> },
          { path: '/health', element: <ViewPage view="health" /> },
          { path: '/health/treatments/:farmId?', element: <ViewPage view="health" /> },
          { path: '/health/harvests/:farmId?', element: <ViewPage view="health" /> },
          { path: '/health/risks/:farmId/:view?', element: <ViewPage view="health" /> },
          { path: '/health/:farmId/info?/:view?', element: <ViewPage view="health" /> },
          { path: '/search', element: <ViewPage view="search" /> },
          { path: '/compare', element: <ViewPage view="compare" /> },
          { path: '/map', element: <ViewPage view="map" /> },
          { path: '/map/:year/:week', element: <ViewPage view="map" /> },
          { path: '/asc/company/:alias/:farmId?', element: <ViewPage view="certification" /> },
          { path: '/:entityType/:id/:view?/:genId?/:sensorId?', element: <EntityRoute /> },
        ],
      },
      { path: '*', element: lost },
    ],
  },
];
