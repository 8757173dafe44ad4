import type { ConfigFarm } from '@havbruk/api';
import type { HealthFarm, HealthFarms, HealthSummary } from '@havbruk/ui';
import { useMemo } from 'react';
import { selectedOrganizationOf, umbrellaOf } from '../../data/organizations.ts';
import { useApi, useConfig } from '../../data/useApi.ts';
import { useAppState } from '../../state/AppState.tsx';
import { healthPeriod, timelineSeries } from './healthData.ts';

/**
 * Everything the health views show for the perspective: its private farms (from `/config/farms`), their risks,
 * conditions, and one lice and feed timeline of the organization that carries the aggregate (widgets) and, with
 * the farm ids as sensor keys, each farm's series (cards): one timeline call for the page, not one per farm.
 */
export function useHealthData() {
  const { user } = useAppState();
  const config = useConfig();
  const organizations = config.data?.organizations ?? [];
  const organizationId = selectedOrganizationOf(user, organizations, config.data?.defaultOrganizationId ?? null);
  const umbrellaOrgId = umbrellaOf(organizations, organizationId);
  const today = useMemo(
    () => (config.data ? new Date(`${config.data.application.today}T00:00:00Z`) : null),
    [config.data],
  );
  const perspectiveFarms = useMemo<ConfigFarm[] | null>(
    () =>
      config.data && organizationId
        ? config.data.farms.filter(
            (farm) => farm.permissions === 'private' && farm.organizations.includes(organizationId),
          )
        : config.data
          ? []
          : null,
    [config.data, organizationId],
  );
  const farmIds = useMemo(() => perspectiveFarms?.map((farm) => farm.id) ?? [], [perspectiveFarms]);
  const period = today ? healthPeriod(today) : null;
  const hasFarms = farmIds.length > 0 && organizationId !== null && period !== null;

  const risks = useApi('getRisks', { body: { farmIds } }, { enabled: hasFarms });
  const conditions = useApi(
    'getConditions',
    { body: { entities: [{ entityType: 'organization', id: organizationId ?? '' }] } },
    { enabled: hasFarms },
  );
  const organizationTimeline = useApi(
    'getTimeline',
    {
      body: {
        entityType: 'organization',
        id: organizationId ?? '',
        start: period?.start ?? '',
        end: period?.end ?? '',
        fields: ['lice', 'feed'],
        agg: 'day',
        sensorKeys: farmIds.join(','),
      },
    },
    { enabled: hasFarms },
  );

  const farms = useMemo<HealthFarms>(() => {
    if (!perspectiveFarms) return { status: 'loading' };
    if (perspectiveFarms.length === 0) return { status: 'ready', farms: [] };
    if (!risks.data) return { status: 'loading' };
    const byId = new Map(perspectiveFarms.map((farm) => [farm.id, farm]));
    const conditionsOf = new Map((conditions.data?.conditions ?? []).map((entry) => [entry.farmId, entry]));
    const timeline = organizationTimeline.data;
    return {
      status: 'ready',
      farms: risks.data.farms.flatMap((risk): HealthFarm[] => {
        const farm = byId.get(risk.farmId);
        if (!farm) return [];
        return [
          {
            id: farm.id,
            name: farm.name,
            productionArea: farm.productionArea,
            risk,
            conditions: conditionsOf.get(farm.id) ?? null,
            timeline: timeline
              ? {
                  lice: timelineSeries(timeline, 'lice', 'female', farm.id),
                  feed: timelineSeries(timeline, 'feed', 'amount', farm.id),
                }
              : 'loading',
          },
        ];
      }),
    };
  }, [perspectiveFarms, risks.data, conditions.data, organizationTimeline.data]);

  const summary = useMemo<HealthSummary>(() => {
    if (perspectiveFarms && perspectiveFarms.length === 0)
      return { status: 'ready', conditions: [], lice: [], feed: [] };
    if (!conditions.data || !organizationTimeline.data) return { status: 'loading' };
    return {
      status: 'ready',
      conditions: conditions.data.conditions,
      lice: timelineSeries(organizationTimeline.data, 'lice', 'female'),
      feed: timelineSeries(organizationTimeline.data, 'feed', 'amount'),
    };
  }, [perspectiveFarms, conditions.data, organizationTimeline.data]);

  return { user, today, farms, summary, perspectiveFarms, umbrellaOrgId };
}
