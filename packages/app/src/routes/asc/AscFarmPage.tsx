import { AscFarmScreen, useI18n } from '@havbruk/ui';
import { useNavigate } from 'react-router-dom';
import { appConfig } from '../../config.ts';
import { useApi } from '../../data/useApi.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { NOT_FOUND, statusOf } from './ascStatus.ts';

/** `/asc/company/{alias}/{farmId}`: a farm's certification page (map, lice report, events); its own chunk. */
export function AscFarmPage({ alias, farmId }: { alias: string; farmId: string }) {
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
