import { Navigate, type RouteObject } from 'react-router-dom';
import { Root } from '../Root.tsx';
import type { RouteThemeHandle } from './routeTheme.ts';
import { lazyScreen, type LazyScreen } from './lazyScreen.tsx';

/*
 * Screen areas: each is its own chunk, loaded on first use (see README, "Adding a screen area"). Adding or
 * replacing an area's screen is a change to its line here.
 * The third argument names the i18n namespaces the screen reads (downloaded with its code).
 */
const account = () => import('./AccountPages.tsx');
const LoginPage = lazyScreen(() => account().then((m) => m.LoginPage), 'loader');
const LogoutPage = lazyScreen(() => account().then((m) => m.LogoutPage), 'loader');
const GoodbyePage = lazyScreen(() => account().then((m) => m.GoodbyePage), 'loader');
const AuthenticationErrorPage = lazyScreen(() => account().then((m) => m.AuthenticationErrorPage), 'loader');
const SetupPage = lazyScreen(() => account().then((m) => m.SetupPage), 'loader');
const VerifyPage = lazyScreen(() => account().then((m) => m.VerifyPage), 'loader');
const VerifyEmailPage = lazyScreen(() => account().then((m) => m.VerifyEmailPage), 'loader');
const UnsubscribePage = lazyScreen(() => account().then((m) => m.UnsubscribePage), 'loader');
const LostPage = lazyScreen(() => account().then((m) => m.LostPage), 'loader');
export const ShellLayout = lazyScreen(() => import('./ShellLayout.tsx').then((m) => m.ShellLayout), 'loader');
const Notifications = lazyScreen(
  () => import('./notifications/NotificationsPage.tsx').then((m) => m.NotificationsPage),
  'page',
  ['notifications'],
);
const Settings = lazyScreen(() => import('./settings/SettingsPages.tsx').then((m) => m.SettingsPage), 'page', [
  'settings',
  'notifications',
  'table',
  'lab',
]);
const health = () => import('./health/HealthPages.tsx');
const HealthOverview = lazyScreen(() => health().then((m) => m.HealthOverviewPage), 'page', ['health']);
// The farm health page names the last treatment's category with the entity texts (`lastTreatmentText`).
const FarmHealth = lazyScreen(() => health().then((m) => m.FarmHealthPage), 'page', ['health', 'entity']);
const Harvests = lazyScreen(() => import('./harvests/HarvestsPage.tsx').then((m) => m.HarvestsPage), 'page', [
  'harvests',
  'table',
  'lab',
]);
const Treatments = lazyScreen(() => import('./treatments/TreatmentsPage.tsx').then((m) => m.TreatmentsPage), 'page', [
  'treatmentOptions',
  'table',
  'lab',
]);
const Search = lazyScreen(() => import('./search/SearchPage.tsx').then((m) => m.SearchPage), 'page', ['searchPage']);
const Compare = lazyScreen(() => import('./compare/ComparePage.tsx').then((m) => m.ComparePage), 'page', [
  'compareTool',
  'entity',
]);
const MapExplorer = lazyScreen(() => import('./map/MapPage.tsx').then((m) => m.MapPage), 'map', [
  'map',
  'treatmentOptions',
]);
const Certification = lazyScreen(() => import('./asc/AscPages.tsx').then((m) => m.AscPage), 'loader', [
  'asc',
  'table',
  'lab',
  'map',
]);
const Organization = lazyScreen(
  () => import('./organization/OrganizationPage.tsx').then((m) => m.OrganizationPage),
  'page',
  ['organization', 'settings'],
);
const Pipelines = lazyScreen(() => import('./organization/PipelinesPage.tsx').then((m) => m.PipelinesPage), 'page', [
  'organization',
  'imports',
  'settings',
  'table',
  'lab',
]);
const Entity = lazyScreen(() => import('./entity/EntityPage.tsx').then((m) => m.EntityPage), 'page', [
  'entity',
  'lab',
  'table',
  'treatmentOptions',
]);

/** Where users usually go next from a screen: loaded while the browser is idle once the screen shows. */
export const likelyNext = new Map<LazyScreen<never>, LazyScreen<never>[]>([
  [HealthOverview, [Entity, MapExplorer]],
  [MapExplorer, [Entity]],
  [Entity, [HealthOverview]],
  [Search, [Entity]],
  [Notifications, [Entity]],
  [Settings, [HealthOverview]],
]);

const lost = <Navigate to="/lost" replace />;

/**
 * Every route of spec S1 §2 and S2 §2. Gating (in `Root`) applies to all of them; the open routes are
 * login, signup, `/asc/company/...`, logout, goodbye, the authentication error and lost pages.
 * `/` is redirected by the gating to the user's home; unknown paths go to `/lost`. The farm-data and settings
 * views share one layout route: the app shell (`ShellLayout`, its own chunk); the public certification pages render without it.
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
        // Public certification pages: open, outside the app shell, always light; their own chunk.
        path: '/asc/company/:alias/:farmId?',
        element: <Certification />,
        handle: { theme: 'light' } satisfies RouteThemeHandle,
      },
      {
        // Every farm-data and settings view sits in the app shell.
        element: <ShellLayout />,
        children: [
          { path: '/notifications', element: <Notifications /> },
          { path: '/settings', element: <Settings view="app" /> },
          { path: '/settings/app', element: <Settings view="app" /> },
          { path: '/settings/farms', element: <Settings view="farms" /> },
          { path: '/settings/organization', element: <Organization /> },
          { path: '/settings/pipelines', element: <Pipelines /> },
          { path: '/settings/danger', element: <Settings view="danger" /> },
          { path: '/health', element: <HealthOverview /> },
          { path: '/health/treatments/:farmId?', element: <Treatments /> },
          { path: '/health/harvests/:farmId?', element: <Harvests /> },
          { path: '/health/risks/:farmId/:view?', element: <HealthOverview /> },
          { path: '/health/:farmId', element: <FarmHealth /> },
          { path: '/health/:farmId/info/:view?', element: <FarmHealth /> },
          { path: '/search', element: <Search /> },
          { path: '/compare', element: <Compare /> },
          { path: '/map', element: <MapExplorer /> },
          { path: '/map/:year/:week', element: <MapExplorer /> },
          { path: '/:entityType/:id/:view?/:genId?/:sensorId?', element: <Entity /> },
        ],
      },
      { path: '*', element: lost },
    ],
  },
];
