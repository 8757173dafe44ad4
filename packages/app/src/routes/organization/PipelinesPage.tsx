import { PipelinesScreen, useI18n } from '@havbruk/ui';
import { useApi, useConfig } from '../../data/useApi.ts';
import { usePageTitle } from '../usePageTitle.ts';

/** `/settings/pipelines`: `GET /organizations/pipelines` (loaded once), freshness measured from the server's today. */
export function PipelinesPage() {
  const { LL } = useI18n();
  usePageTitle(LL.organization.pipelinesTitle());
  const pipelines = useApi('getPipelines', {});
  const config = useConfig();
  const today = config.data?.application.today;
  return (
    <PipelinesScreen
      status={pipelines.data && today ? 'ready' : 'loading'}
      pipelines={pipelines.data?.pipelines ?? []}
      today={today ?? new Date()}
    />
  );
}
