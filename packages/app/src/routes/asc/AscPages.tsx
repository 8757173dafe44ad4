import { AppLoadingScreen, AscCompanyScreen, useI18n } from '@havbruk/ui';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../data/useApi.ts';
import { takeOverAscFrame } from '../../prerender/ascTakeover.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { NOT_FOUND, statusOf } from './ascStatus.ts';

/*
 * The farm page (map, DataTable, lice report and their chart code) is its own chunk: the company page, the
 * one visitors land on, loads none of it, and starts loading it when the pointer rests on (or focus or a touch
 * reaches) a link to a farm. Not on idle: on a phone its parse would land in the company page's first seconds.
 */
const loadFarmPage = () => import('./AscFarmPage.tsx');
const AscFarmPage = lazy(() => loadFarmPage().then((module) => ({ default: module.AscFarmPage })));
const FARM_PATH = /^\/asc\/company\/[^/]+\/[^/]+/;

function usePrefetchFarmPageOnLink() {
  useEffect(() => {
    const preload = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && FARM_PATH.test(link.pathname) && navigator.onLine)
        loadFarmPage().catch(() => undefined);
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of events) document.addEventListener(type, preload, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, preload);
    };
  }, []);
}

/**
 * `/asc/company/{alias}` and `/asc/company/{alias}/{farmId}`: the public certification pages. Open routes
 * outside the app shell: no token needed and no account call made (the two calls are `open`), always light,
 * in the language of the display preferences (the user's setting, kept across logout, else the browser's).
 */
export function AscPage() {
  const { alias = '', farmId } = useParams();
  if (farmId === undefined) return <AscCompanyPage alias={alias} />;
  // While its code loads: the loader the route itself shows while the certification chunk loads.
  return (
    <Suspense fallback={<AppLoadingScreen />}>
      <AscFarmPage alias={alias} farmId={farmId} />
    </Suspense>
  );
}

function AscCompanyPage({ alias }: { alias: string }) {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const response = useApi('getAscCompany', { params: { alias } }, { expectedStatuses: NOT_FOUND });
  const status = statusOf(response);
  usePrefetchFarmPageOnLink();
  // The prerendered frame (`asc.html`) shows until this page has its data or its not-found or error state.
  const settled = status.state !== 'loading';
  useLayoutEffect(() => {
    if (settled) takeOverAscFrame();
  }, [settled]);
  usePageTitle(
    status.state === 'ready'
      ? status.data.organization.name
      : status.state === 'notFound'
        ? LL.asc.companyNotFound()
        : alias,
  );
  return (
    <AscCompanyScreen
      alias={alias}
      status={status}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void response.mutate()}
    />
  );
}
