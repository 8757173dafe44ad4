import { ApiError } from '@havbruk/api';
import { AscCompanyScreen, AscFarmScreen, useI18n, type AscPageStatus } from '@havbruk/ui';
import { useNavigate, useParams } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { appConfig } from '../../config.ts';
import { useApi, visibleError } from '../../data/useApi.ts';
import { usePageTitle } from '../usePageTitle.ts';

/** A public page's status from its call: a 404 is the page's not-found message, not the global error box. */
function statusOf<T>(response: SWRResponse<T, Error>, belongs: (data: T) => boolean = () => true): AscPageStatus<T> {
  const error = visibleError(response.error);
  if (error instanceof ApiError && error.status === 404) return { state: 'notFound' };
  if (error) return { state: 'failed' };
  if (response.data === undefined) return { state: 'loading' };
  return belongs(response.data) ? { state: 'ready', data: response.data } : { state: 'notFound' };
}

const NOT_FOUND = [404];

/**
 * `/asc/company/{alias}` and `/asc/company/{alias}/{farmId}`: the public certification pages. Open routes
 * outside the app shell: no token needed and no account call made (the two calls are `open`), always light,
 * in the language of the display preferences (the user's setting, kept across logout, else the browser's).
 */
export function AscPage() {
  const { alias = '', farmId } = useParams();
  return farmId === undefined ? <AscCompanyPage alias={alias} /> : <AscFarmPage alias={alias} farmId={farmId} />;
}

function AscCompanyPage({ alias }: { alias: string }) {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const response = useApi('getAscCompany', { params: { alias } }, { expectedStatuses: NOT_FOUND });
  const status = statusOf(response);
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

function AscFarmPage({ alias, farmId }: { alias: string; farmId: string }) {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const response = useApi('getAscFarm', { params: { farmId } }, { expectedStatuses: NOT_FOUND });
  // A farm is found under its own holder's alias only.
  const status = statusOf(response, (data) => data.organization.alias.toLowerCase() === alias.toLowerCase());
  usePageTitle(
    status.state === 'ready'
      ? status.data.certification.farm.label
      : status.state === 'notFound'
        ? LL.asc.farmNotFound()
        : farmId,
  );
  return (
    <AscFarmScreen
      alias={alias}
      farmId={farmId}
      status={status}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void response.mutate()}
      {...(appConfig.tileUrl ? { tileUrl: appConfig.tileUrl } : {})}
      {...(appConfig.mapboxToken ? { mapboxAccessToken: appConfig.mapboxToken } : {})}
    />
  );
}
