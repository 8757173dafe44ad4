import { addIsoDays, HARVEST_WINDOW_DAYS, type HarvestRecord } from '@havbruk/api';
import { harvestFilterMachine } from '@havbruk/machines';
import { HarvestsScreen, useI18n, type HarvestRecordsState } from '@havbruk/ui';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { selectedOrganizationOf } from '../../data/organizations.ts';
import { useApi, useConfig, visibleError } from '../../data/useApi.ts';
import { useAppState } from '../../state/AppState.tsx';
import { usePageTitle } from '../usePageTitle.ts';

/**
 * `/health/harvests` and `/health/harvests/{farmId}`: harvest recommendations for the perspective's private farms
 * (one row per farm) or for one farm (one row per cage). One call for the 90-day range from the data's today;
 * the `harvestFilter` actor holds the filter and the focus day, so filtering never refetches.
 */
export function HarvestsPage() {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const { farmId = null } = useParams();
  const { user } = useAppState();
  const config = useConfig();
  const organizations = config.data?.organizations ?? [];
  const organizationId = selectedOrganizationOf(user, organizations, config.data?.defaultOrganizationId ?? null);
  const today = config.data?.application.today ?? null;
  const farms = useMemo(
    () =>
      (config.data?.farms ?? [])
        .filter(
          (farm) =>
            farm.permissions === 'private' && (organizationId === null || farm.organizations.includes(organizationId)),
        )
        .map((farm) => ({ id: farm.id, name: farm.name })),
    [config.data, organizationId],
  );
  const known = farmId === null || farms.some((farm) => farm.id === farmId);
  const farm = farms.find((entry) => entry.id === farmId);
  usePageTitle(farm ? `${farm.name} · ${LL.harvests.title()}` : LL.harvests.title());

  const entities =
    farmId !== null
      ? [{ entityType: 'farm' as const, id: farmId }]
      : organizationId
        ? [{ entityType: 'organization' as const, id: organizationId }]
        : [];
  const harvest = useApi(
    'getHarvestActions',
    {
      body: {
        entities,
        start: today ?? '',
        end: today ? addIsoDays(today, HARVEST_WINDOW_DAYS - 1) : '',
        ...(farmId !== null ? { perCage: true } : {}),
      },
    },
    { enabled: today !== null && known && entities.length > 0 },
  );

  if (config.data && !known) return <Navigate to="/health/harvests" replace />;
  if (!today) return null;
  const records: HarvestRecordsState = harvest.data
    ? { status: 'ready', records: harvest.data.records }
    : visibleError(harvest.error)
      ? { status: 'error' }
      : config.data && entities.length === 0
        ? { status: 'ready', records: [] }
        : { status: 'loading' };
  return (
    <HarvestsView
      key={today}
      today={today}
      farms={farms}
      farmId={farmId}
      records={records}
      onNavigate={(href) => navigate(href)}
      onRetry={() => void harvest.mutate()}
    />
  );
}

interface HarvestsViewProps {
  today: string;
  farms: { id: string; name: string }[];
  farmId: string | null;
  records: HarvestRecordsState;
  onNavigate: (href: string) => void;
  onRetry: () => void;
}

/** The screen with its filter actor, created once the data's today is known. */
function HarvestsView({ today, records, ...props }: HarvestsViewProps) {
  const list: readonly HarvestRecord[] | null = records.status === 'ready' ? records.records : null;
  const filter = useActorRef(harvestFilterMachine, { input: { today, records: list } });
  useEffect(() => {
    filter.send({ type: 'RECORDS.SET', records: list });
  }, [filter, list]);
  return <HarvestsScreen {...props} records={records} filter={filter} />;
}
