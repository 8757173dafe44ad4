import type { RiskLabel } from '@havbruk/api';
import {
  FarmHealthScreen,
  HealthOverviewScreen,
  RiskModal,
  resolveRiskView,
  useI18n,
  type HealthFarm,
} from '@havbruk/ui';
import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useApi, useConfig } from '../../data/useApi.ts';
import { useAppState } from '../../state/AppState.tsx';
import { Deferred } from '../Deferred.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { healthPeriod, timelineSeries } from './healthData.ts';
import { useHealthData } from './useHealthData.ts';

/**
 * `/health` and `/health/risks/{farmId}/{view}`: the health overview of the perspective, with the risk modal
 * over it on the risks path. The modal's disease follows the URL; an unknown farm returns to `/health`.
 */
export function HealthOverviewPage() {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const { farmId, view } = useParams();
  const { user, today, farms, summary } = useHealthData();
  usePageTitle(LL.health.title());

  return (
    <Deferred>
      <HealthOverviewScreen
        userName={user?.name ?? ''}
        summary={summary}
        farms={farms}
        today={today ?? new Date()}
        onNavigate={(href) => navigate(href)}
      >
        {farmId !== undefined && <RiskModalRoute farmId={farmId} view={view} farms={farms} />}
      </HealthOverviewScreen>
    </Deferred>
  );
}

function RiskModalRoute({
  farmId,
  view,
  farms,
}: {
  farmId: string;
  view: string | undefined;
  farms: ReturnType<typeof useHealthData>['farms'];
}) {
  const navigate = useNavigate();
  const farm = farms.status === 'ready' ? farms.farms.find((entry) => entry.id === farmId) : undefined;
  const resolved = farm ? resolveRiskView(farm.risk.risks, view) : null;
  const wanted = resolved && !resolved.canonical ? `/health/risks/${farmId}/${resolved.selected.label}` : null;
  useEffect(() => {
    if (wanted) navigate(wanted, { replace: true });
  }, [wanted, navigate]);
  if (farms.status === 'ready' && !farm) return <Navigate to="/health" replace />;
  return (
    <RiskModal
      farm={farm ? { id: farm.id, name: farm.name } : null}
      risk={farm ? farm.risk : 'loading'}
      view={resolved?.selected.label ?? null}
      onViewChange={(label: RiskLabel) => navigate(`/health/risks/${farmId}/${label}`)}
      onClose={() => navigate('/health')}
      onNavigate={(href) => navigate(href)}
    />
  );
}

/**
 * `/health/{farmId}`, `/health/{farmId}/info`, `/health/{farmId}/info/{view}`: one farm's health summary.
 * A farm the user cannot see privately (or that does not exist) returns to `/health`.
 */
export function FarmHealthPage() {
  const { LL } = useI18n();
  const navigate = useNavigate();
  const { farmId = '', view } = useParams();
  const { user } = useAppState();
  const config = useConfig();
  const configFarm = config.data?.farms.find((farm) => farm.id === farmId && farm.permissions === 'private');
  const known = Boolean(configFarm);
  const today = useMemo(
    () => (config.data ? new Date(`${config.data.application.today}T00:00:00Z`) : null),
    [config.data],
  );
  const period = today ? healthPeriod(today) : { start: '', end: '' };
  const umbrellaOrgId =
    config.data?.organizations.find((organization) => configFarm?.organizations.includes(organization.id))
      ?.umbrellaOrganizationId ?? '';
  const risks = useApi('getRisks', { body: { farmIds: [farmId] } }, { enabled: known });
  const conditions = useApi('getEntityConditions', { body: { entityType: 'farm', id: farmId } }, { enabled: known });
  const timeline = useApi(
    'getTimeline',
    { body: { entityType: 'farm', id: farmId, ...period, fields: ['lice', 'feed'], agg: 'day' } },
    { enabled: known && today !== null },
  );
  const notifications = useApi(
    'getNotifications',
    { params: { umbrellaOrgId }, query: { farmIds: farmId, limit: 5 } },
    { enabled: known && umbrellaOrgId !== '' && user?.tier === 'essentials' },
  );
  usePageTitle(configFarm ? `${configFarm.name} · ${LL.health.title()}` : LL.health.title());

  const farm = useMemo<HealthFarm | 'loading'>(() => {
    const risk = risks.data?.farms[0];
    if (!configFarm || !risk) return 'loading';
    return {
      id: configFarm.id,
      name: configFarm.name,
      productionArea: configFarm.productionArea,
      risk,
      conditions: conditions.data ?? null,
      timeline: timeline.data
        ? {
            lice: timelineSeries(timeline.data, 'lice', 'female'),
            feed: timelineSeries(timeline.data, 'feed', 'amount'),
          }
        : 'loading',
    };
  }, [configFarm, risks.data, conditions.data, timeline.data]);
  const resolved = farm === 'loading' ? null : resolveRiskView(farm.risk.risks, view);

  if (config.data && !known) return <Navigate to="/health" replace />;
  return (
    <FarmHealthScreen
      farm={farm}
      view={resolved?.selected.label ?? null}
      onViewChange={(label) => navigate(`/health/${farmId}/info/${label}`, { replace: true })}
      notifications={notifications.data?.values ?? 'loading'}
      today={today ?? new Date()}
      onNavigate={(href) => navigate(href)}
    />
  );
}
