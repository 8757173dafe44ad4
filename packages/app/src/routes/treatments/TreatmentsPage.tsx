import { isAborted, type MitigationResponse } from '@havbruk/api';
import { riskOverviewMachine } from '@havbruk/machines';
import { groupFarmOptions, TreatmentsScreen, useI18n, type TreatmentPlaces } from '@havbruk/ui';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { AbortedRequest } from '../../data/dataLayer.ts';
import { organizationWithDescendants, selectedOrganizationOf, umbrellaOf } from '../../data/organizations.ts';
import { useApi, useConfig } from '../../data/useApi.ts';
import { useAppState } from '../../state/AppState.tsx';
import { usePageTitle } from '../usePageTitle.ts';

/**
 * `/health/treatments` and `/health/treatments/{farmId}`: treatment recommendations of the perspective's farms,
 * or of one farm with its cages' risk overview (the `riskOverview` machine; its mitigation request is the
 * `getTreatmentMitigations` call for the selected cage). A farm the user cannot see privately goes back to
 * `/health/treatments`.
 */
export function TreatmentsPage() {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const { farmId } = useParams();
  const { user } = useAppState();
  const config = useConfig();
  usePageTitle(LL.treatmentOptions.title());

  const organizations = useMemo(() => config.data?.organizations ?? [], [config.data]);
  const organizationId = selectedOrganizationOf(user, organizations, config.data?.defaultOrganizationId ?? null);
  const umbrellaId = umbrellaOf(organizations, organizationId);
  const umbrellaName = organizations.find((organization) => organization.id === umbrellaId)?.name ?? null;
  const privateFarms = useMemo(
    () => (config.data?.farms ?? []).filter((farm) => farm.permissions === 'private'),
    [config.data],
  );
  const farmOptions = useMemo(() => {
    const perspective = new Set(
      privateFarms.filter((farm) => organizationId && farm.organizations.includes(organizationId)).map((f) => f.id),
    );
    const umbrellaOrganizations = umbrellaId ? organizationWithDescendants(organizations, umbrellaId) : new Set();
    const umbrella = new Set(
      privateFarms
        .filter((farm) => farm.organizations.some((id) => umbrellaOrganizations.has(id)))
        .map((farm) => farm.id),
    );
    return groupFarmOptions(privateFarms, perspective, umbrella);
  }, [privateFarms, organizations, organizationId, umbrellaId]);

  const known = farmId === undefined || privateFarms.some((farm) => farm.id === farmId);
  const perspectiveIds = farmOptions.filter((option) => option.group === 'perspective').map((option) => option.id);
  const entities = farmId
    ? [{ entityType: 'farm' as const, id: farmId }]
    : perspectiveIds.map((id) => ({ entityType: 'farm' as const, id }));
  const places = useApi('getTreatmentPlaces', { body: { entities } }, { enabled: known && entities.length > 0 });
  const state = useMemo<TreatmentPlaces>(() => {
    if (config.data && entities.length === 0) return { status: 'ready', records: [], farms: [] };
    if (places.error) return { status: 'failure' };
    if (!places.data) return { status: 'loading' };
    return { status: 'ready', records: places.data.records, farms: places.data.farms };
  }, [config.data, entities.length, places.data, places.error]);

  if (config.data && !known) return <Navigate to="/health/treatments" replace />;
  const common = {
    farmOptions,
    umbrellaName,
    places: state,
    onRetry: () => void places.mutate(),
    onNavigate: (href: string) => navigate(href),
    onFarmChange: (id: string | null) =>
      navigate(id ? `/health/treatments/${encodeURIComponent(id)}` : '/health/treatments'),
  };
  return farmId ? (
    <FarmTreatments key={farmId} farmId={farmId} {...common} />
  ) : (
    <TreatmentsScreen farmId={null} {...common} />
  );
}

/** One farm: the risk overview machine lives as long as the farm is shown. */
function FarmTreatments({
  farmId,
  ...props
}: Omit<Parameters<typeof TreatmentsScreen>[0], 'riskOverview' | 'farmId'> & { farmId: string }) {
  const { data } = useAppState();
  const riskOverview = useActorRef(
    riskOverviewMachine.provide({
      actors: {
        fetchMitigation: fromPromise<MitigationResponse, { cageId: string }>(async ({ input, signal }) => {
          const answer = await data.client.call(
            'getTreatmentMitigations',
            { body: { entities: [{ entityType: 'cage', id: input.cageId }] } },
            { signal },
          );
          if (isAborted(answer)) throw new AbortedRequest();
          return (
            answer.cages.find((cage) => cage.cageId === input.cageId) ?? {
              cageId: input.cageId,
              filters: [],
              samples: 0,
              recommendations: [],
            }
          );
        }),
      },
    }),
    { input: {} },
  );
  return <TreatmentsScreen farmId={farmId} riskOverview={riskOverview} {...props} />;
}
