import { isAborted, type ConfigFarm, type TimelineResponse } from '@havbruk/api';
import type { HealthFarm, HealthFarms, HealthSummary } from '@havbruk/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { AbortedRequest, keyId } from '../../data/dataLayer.ts';
import { selectedOrganizationOf, umbrellaOf } from '../../data/organizations.ts';
import { useApi, useConfig } from '../../data/useApi.ts';
import { useAppState } from '../../state/AppState.tsx';
import { useDataAllowed } from '../../state/Gate.tsx';
import { healthPeriod, inBatches, timelineSeries } from './healthData.ts';

/** Farm timelines are fetched four at a time (the browser's connection limit stays free for the rest). */
const TIMELINE_CONCURRENCY = 4;

/**
 * Everything the health views show for the perspective: its private farms (from `/config/farms`), their risks,
 * conditions, the organization's lice and feed timeline (widgets) and each farm's timeline (cards).
 */
export function useHealthData() {
  const { user, data } = useAppState();
  const dataAllowed = useDataAllowed();
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
      },
    },
    { enabled: hasFarms },
  );
  const timelineKey = hasFarms && dataAllowed ? (['healthFarmTimelines', farmIds, period] as const) : null;
  const farmTimelines = useSWR(timelineKey, ([, ids, range]) =>
    data.run(keyId(['healthFarmTimelines', { ids, range }] as never), (signal) =>
      inBatches(ids, TIMELINE_CONCURRENCY, async (id) => {
        const answer = await data.client.call(
          'getTimeline',
          {
            body: {
              entityType: 'farm',
              id,
              start: range!.start,
              end: range!.end,
              fields: ['lice', 'feed'],
              agg: 'day',
            },
          },
          { signal },
        );
        if (isAborted(answer)) throw new AbortedRequest();
        return answer;
      }),
    ),
  );

  const farms = useMemo<HealthFarms>(() => {
    if (!perspectiveFarms) return { status: 'loading' };
    if (perspectiveFarms.length === 0) return { status: 'ready', farms: [] };
    if (!risks.data) return { status: 'loading' };
    const byId = new Map(perspectiveFarms.map((farm) => [farm.id, farm]));
    const conditionsOf = new Map((conditions.data?.conditions ?? []).map((entry) => [entry.farmId, entry]));
    const timelines = new Map<string, TimelineResponse>(
      (farmTimelines.data ?? []).map((timeline) => [timeline.id, timeline]),
    );
    return {
      status: 'ready',
      farms: risks.data.farms.flatMap((risk): HealthFarm[] => {
        const farm = byId.get(risk.farmId);
        if (!farm) return [];
        const timeline = timelines.get(farm.id);
        return [
          {
            id: farm.id,
            name: farm.name,
            productionArea: farm.productionArea,
            risk,
            conditions: conditionsOf.get(farm.id) ?? null,
            timeline: timeline
              ? { lice: timelineSeries(timeline, 'lice', 'female'), feed: timelineSeries(timeline, 'feed', 'amount') }
              : 'loading',
          },
        ];
      }),
    };
  }, [perspectiveFarms, risks.data, conditions.data, farmTimelines.data]);

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
