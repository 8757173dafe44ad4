import {
  ApiError,
  entityViewsFor,
  isEntityType,
  isEntityView,
  poolConditions,
  type EntityType,
  type EntityView,
} from '@havbruk/api';
import {
  aggregationsFor,
  changeEntityState,
  entityHref,
  parseEntitySearch,
  type EntityPageState,
} from '@havbruk/machines';
import {
  countWeeksOverLimit,
  currentGeneration,
  EntityScreen,
  sensorKeysFor,
  useLayoutMode,
  VIEW_CONFIG,
  type ConditionsStatus,
} from '@havbruk/ui';
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { useApi, visibleError } from '../../data/useApi.ts';
import { useTimelineV2 } from '../../data/useTimelineV2.ts';
import { useAppState } from '../../state/AppState.tsx';
import { Deferred } from '../Deferred.tsx';
import { usePageTitle } from '../usePageTitle.ts';

type Status<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };
const statusOf = <T,>(response: SWRResponse<T, Error>): Status<T> =>
  response.data !== undefined
    ? { status: 'ready', data: response.data }
    : visibleError(response.error)
      ? { status: 'error' }
      : { status: 'loading' };

const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * `/{entityType}/{id}/{view?}/{genId?}/{sensorId?}`: reads the URL, fetches the entity, its conditions and the
 * view's timeline (API v2 columns through the period cache), and renders the entity screen. Every selector
 * writes the URL (a reload or a shared link shows the same). No view → the first tab; unknown view → /lost; unknown or inaccessible entity → /health; a view the
 * entity does not offer → its first tab (a basics user on an essentials view is sent to / by the gating first).
 */
export function EntityPage() {
  const params = useParams();
  const entityType = params['entityType'];
  const view = params['view'];
  if (!isEntityType(entityType)) return <Navigate to="/lost" replace />;
  if (view !== undefined && !isEntityView(view)) return <Navigate to="/lost" replace />;
  return (
    <EntityPageFor key={`${entityType}/${params['id']}`} entityType={entityType} id={params['id'] ?? ''} view={view} />
  );
}

function EntityPageFor({ entityType, id, view }: { entityType: EntityType; id: string; view?: EntityView }) {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, data, reportApiError } = useAppState();
  const tier = user?.tier ?? 'basics';
  const layout = useLayoutMode();
  const state: EntityPageState = useMemo(
    () => ({
      entityType,
      id,
      view: view ?? 'lice',
      genId: params['genId'] || undefined,
      sensorId: params['sensorId'] || undefined,
      ...parseEntitySearch(location.search),
    }),
    [entityType, id, view, params, location.search],
  );

  const entityResponse = useApi('getEntity', { params: { entityType, id } });
  const entity = entityResponse.data ?? null;
  const entityError = visibleError(entityResponse.error);
  const tabs = entity ? entityViewsFor(entity.permissions, tier) : [];
  const allowed = entity !== null && view !== undefined && tabs.includes(view);
  const generation = entity ? currentGeneration(entity, state.genId) : undefined;
  const config = VIEW_CONFIG[state.view];
  const end = generation?.endDate ?? today();
  const start = generation?.startDate ?? daysBefore(end, 365);
  const sensorId = state.sensorId ?? (entityType === 'farm' ? 'farm' : entityType === 'organization' ? undefined : id);
  const isOrganization = entityType === 'organization';

  const timeline = useTimelineV2(
    {
      entityType,
      id,
      genId: generation?.id,
      start,
      end,
      sensorKeys: entity && sensorId ? sensorKeysFor(entity, state.genId, sensorId) : undefined,
      fields: [config.table],
      agg: state.agg ?? aggregationsFor(entityType)[0]!,
    },
    { enabled: allowed },
  );
  const liceWeeks = useTimelineV2(
    {
      entityType,
      id,
      genId: generation?.id,
      start,
      end,
      sensorKeys: entityType === 'farm' ? 'farm' : id,
      fields: ['lice'],
      agg: 'week',
    },
    { enabled: allowed && !isOrganization && generation !== undefined },
  );
  const entityConditions = useApi(
    'getEntityConditions',
    { body: { entityType, id, genId: generation?.id } },
    { enabled: entity !== null && !isOrganization },
  );
  const organizationConditions = useApi(
    'getConditions',
    { body: { entities: [{ entityType, id }] } },
    { enabled: entity !== null && isOrganization && tier === 'essentials' },
  );
  const mortalityProfile = useApi(
    'getMortalityCategorization',
    { body: { entityType, id, genId: generation?.id } },
    { enabled: allowed && state.view === 'mortality' && entity?.permissions === 'private' },
  );
  const harvestProfile = useApi(
    'getHarvestCategorization',
    { body: { entityType, id, genId: generation?.id } },
    { enabled: allowed && state.view === 'harvest' && entity?.permissions === 'private' },
  );
  const labOrders = useApi(
    'getLabOrders',
    { query: { entityType, id, genId: generation?.id } },
    { enabled: allowed && state.view === 'lab' },
  );
  const productUsages = useApi(
    'getProductUsages',
    { query: { entityType, id, genId: generation?.id } },
    { enabled: allowed && tier === 'essentials' && entity?.permissions === 'private' },
  );

  const failures = [
    timeline.error,
    liceWeeks.error,
    entityConditions.error,
    organizationConditions.error,
    mortalityProfile.error,
    harvestProfile.error,
    labOrders.error,
    productUsages.error,
  ];
  useEffect(() => {
    for (const error of failures) if (visibleError(error)) reportApiError(error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each failure once, when it appears
  }, failures);
  usePageTitle(entity?.name ?? '');

  if (entityError) {
    if (entityError instanceof ApiError && [400, 403, 404].includes(entityError.status))
      return <Navigate to="/health" replace />;
  }
  if (entity && !allowed) {
    const first = tabs[0] ?? 'lice';
    return <Navigate to={entityHref({ ...state, view: first })} replace />;
  }

  const conditions: ConditionsStatus = isOrganization
    ? organizationConditions.data
      ? { status: 'ready', data: poolConditions(id, organizationConditions.data.conditions) }
      : { status: visibleError(organizationConditions.error) || tier !== 'essentials' ? 'error' : 'loading' }
    : statusOf(entityConditions);
  const liceWeeksStatus = statusOf(liceWeeks);
  const area = entity?.productionArea;
  return (
    <Deferred>
      <EntityScreen
        state={state}
        tier={tier}
        entity={entity}
        conditions={conditions}
        timeline={statusOf(timeline)}
        mortalityProfile={(() => {
          const status = statusOf(mortalityProfile);
          return status.status === 'ready' ? { status: 'ready', data: status.data.rows } : status;
        })()}
        harvestProfile={(() => {
          const status = statusOf(harvestProfile);
          return status.status === 'ready' ? { status: 'ready', data: status.data.rows } : status;
        })()}
        lab={(() => {
          const status = statusOf(labOrders);
          return {
            orders: status.status === 'ready' ? { status: 'ready', data: status.data.orders } : status,
            // The one place a file's address is made: the data layer's signed file link (stable: asked once per file).
            getFileUrl: data.fileUrl,
          };
        })()}
        benchmark={(() => {
          const status = statusOf(productUsages);
          return { usages: status.status === 'ready' ? { status: 'ready', data: status.data.usages } : status };
        })()}
        weeksOverLimit={
          liceWeeksStatus.status === 'ready' && area != null
            ? countWeeksOverLimit(liceWeeksStatus.data, area)
            : // Its row's place is held while the count may still come (a farm loading, or its lice weeks).
              !isOrganization && (!entity || (generation && area != null && liceWeeksStatus.status === 'loading'))
              ? 'loading'
              : undefined
        }
        hrefFor={entityHref}
        onNavigate={(href) => navigate(href)}
        onStateChange={(change) => navigate(entityHref(changeEntityState(state, change)))}
        onCompare={
          // Also while the farm loads: the screen then holds the button's place (hidden), so the page below does not
          // move 48 px on a phone when the farm comes (issue 39: the lice page's CLS 0.04).
          entityType === 'farm' && (generation || !entity)
            ? () => {
                if (!generation) return;
                navigate(
                  `/compare?values=${encodeURIComponent(`${id}|${generation.id}|${sensorId && sensorId !== 'cages' && sensorId !== 'fishgroups' ? sensorId : 'farm'}`)}`,
                  { state: { from: `${location.pathname}${location.search}`, view: state.view } },
                );
              }
            : undefined
        }
        compact={layout === 'mobile'}
      />
    </Deferred>
  );
}
