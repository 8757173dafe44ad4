import type {
  CallInput,
  CallName,
  CallOutput,
  MapV2Response,
  TimelineV2Request,
  TimelineV2Response,
} from '@havbruk/api';
import {
  compareMachine,
  compareSearch,
  parseCompareSearch,
  selectChartTraces,
  selectCompleteRows,
  type CompareFarm,
} from '@havbruk/machines';
import {
  baselineFits,
  COMPARE_TRACES,
  CompareScreen,
  compareTrace,
  tablesOf,
  useI18n,
  useLayoutMode,
  type CompareFarmInfo,
  type CompareGeneration,
  type CompareStatus,
} from '@havbruk/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AppConfig } from '../../data/config.ts';
import { useApi, useConfig, visibleError } from '../../data/useApi.ts';
import { useTimelineV2 } from '../../data/useTimelineV2.ts';
import { usePageTitle } from '../usePageTitle.ts';

const today = () => new Date().toISOString().slice(0, 10);

const farmInfos = (config: AppConfig): CompareFarmInfo[] =>
  config.farms.map((farm) => ({
    id: farm.id,
    name: farm.name,
    localityNumber: farm.localityNumber,
    operatorName: farm.operator?.name ?? null,
    permissions: farm.permissions,
    owned: farm.owned,
    productionArea: farm.productionArea,
    municipality: farm.municipality,
    companyId: farm.operator?.id ?? null,
  }));

/** `/compare` (essentials): waits for the config (the farm options), then runs the compare machine. */
export function ComparePage() {
  const { LL } = useI18n();
  const config = useConfig();
  usePageTitle(LL.compareTool.title());
  if (!config.data) return null;
  return <CompareWithConfig config={config.data} />;
}

function CompareWithConfig({ config }: { config: AppConfig }) {
  const location = useLocation();
  const navigate = useNavigate();
  const layout = useLayoutMode();
  const farms = useMemo(() => farmInfos(config), [config]);
  const initial = useMemo(() => parseCompareSearch(location.search), []); // eslint-disable-line react-hooks/exhaustive-deps -- the URL seeds the machine once
  const actor = useActorRef(compareMachine, {
    input: {
      farms,
      traces: COMPARE_TRACES,
      values: initial.values,
      agg: initial.agg,
      selectedTraces: initial.traces,
      baseline: initial.baseline,
    },
  });
  // Perspective change or config reload: rows whose farm is no longer allowed go.
  useEffect(() => {
    actor.send({ type: 'FARMS.SET', farms: farms as CompareFarm[] });
  }, [actor, farms]);

  const rows = useSelector(actor, (s) => s.context.rows);
  const complete = useSelector(actor, selectCompleteRows, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const agg = useSelector(actor, (s) => s.context.agg);
  const traces = useSelector(actor, selectChartTraces, (a, b) => a.join() === b.join());
  const baseline = useSelector(actor, (s) => s.context.baseline);

  // The URL follows the machine: complete triples only (a reload or a shared link restores the comparison).
  const search = compareSearch({ values: complete, agg, traces, baseline });
  useEffect(() => {
    if (search !== location.search) navigate(`/compare${search}`, { replace: true, state: location.state });
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps -- write the URL when the comparison changes

  const [generations, setGenerations] = useState<Record<string, CompareStatus<readonly CompareGeneration[]>>>({});
  const [entityDates, setEntityDates] = useState<Record<string, { start: string; end: string }[]>>({});
  const [timelines, setTimelines] = useState<Record<string, CompareStatus<TimelineV2Response>>>({});
  const [years, setYears] = useState<Record<number, CompareStatus<MapV2Response>>>({});

  const farmIds = [...new Set(rows.flatMap((row) => (row.farmId ? [row.farmId] : [])))];
  const tables = tablesOf(traces.length ? traces : ['lice.female']);
  const wantsBaseline = baseline && baselineFits(agg) && traces.some((id) => compareTrace(id)?.lice);
  const rowDates = complete.flatMap((row) => {
    const status = generations[row.farmId];
    const generation = status?.status === 'ready' ? status.data.find((g) => g.id === row.genId) : undefined;
    const dates = entityDates[row.farmId]?.find(
      (_, index) => status?.status === 'ready' && status.data[index]?.id === row.genId,
    );
    return generation && dates ? [{ row, dates }] : [];
  });
  const baselineYearList = wantsBaseline
    ? [
        ...new Set(
          rowDates.flatMap(({ dates }) => {
            const from = Number(dates.start.slice(0, 4));
            const to = Number(dates.end.slice(0, 4));
            return Array.from({ length: to - from + 1 }, (_, i) => from + i);
          }),
        ),
      ].sort()
    : [];
  const yearStatuses = baselineYearList.map((year) => years[year] ?? { status: 'loading' as const });
  const baselineYears: CompareStatus<readonly MapV2Response[]> | undefined = !wantsBaseline
    ? undefined
    : yearStatuses.some((s) => s.status === 'error')
      ? { status: 'error' }
      : yearStatuses.every((s) => s.status === 'ready')
        ? { status: 'ready', data: yearStatuses.map((s) => (s as { data: MapV2Response }).data) }
        : { status: 'loading' };

  return (
    <>
      {farmIds.map((farmId) => (
        <Probe
          key={`entity:${farmId}`}
          name="getEntity"
          input={{ params: { entityType: 'farm', id: farmId } }}
          onChange={(status) => {
            setGenerations((all) => ({
              ...all,
              [farmId]:
                status.status === 'ready'
                  ? {
                      status: 'ready',
                      data: [...status.data.generations]
                        .reverse()
                        .map((g) => ({ id: g.id, season: g.season, startDate: g.startDate, cages: g.cages })),
                    }
                  : status,
            }));
            if (status.status === 'ready')
              setEntityDates((all) => ({
                ...all,
                [farmId]: [...status.data.generations]
                  .reverse()
                  .map((g) => ({ start: g.startDate, end: g.endDate ?? today() })),
              }));
          }}
        />
      ))}
      {rowDates.map(({ row, dates }) => (
        <TimelineProbe
          key={`timeline:${row.key}`}
          request={{
            entityType: 'farm',
            id: row.farmId,
            genId: row.genId,
            start: dates.start,
            end: dates.end,
            sensorKeys: row.cageId,
            fields: tables,
            agg,
          }}
          onChange={(status) => setTimelines((all) => ({ ...all, [row.key]: status }))}
        />
      ))}
      {baselineYearList.map((year) => (
        <Probe
          key={`map:${year}`}
          name="getMapYearV2"
          input={{ params: { year }, query: { data: 'lice' } }}
          onChange={(status) => setYears((all) => ({ ...all, [year]: status }))}
        />
      ))}
      <CompareScreen
        actor={actor}
        farms={farms}
        generations={generations}
        timelines={Object.fromEntries(
          complete.map((row) => [row.key, timelines[row.key] ?? { status: 'loading' as const }]),
        )}
        baselineYears={baselineYears}
        filterOptions={{
          seasons: config.seasons,
          productionAreas: config.productionAreas,
          municipalities: [...new Set(config.municipalities.map((m) => m.name))].sort(),
          companies: config.companies.map((company) => ({ id: company.id, name: company.name })),
        }}
        compact={layout === 'mobile'}
      />
    </>
  );
}

/** One row's columnar timeline (through the shared v2 cache), its status reported to the page. */
function TimelineProbe(props: {
  request: TimelineV2Request;
  onChange: (status: CompareStatus<TimelineV2Response>) => void;
}) {
  const response = useTimelineV2(props.request);
  const error = visibleError(response.error);
  const { onChange } = props;
  useEffect(() => {
    onChange(
      response.data !== undefined
        ? { status: 'ready', data: response.data }
        : error
          ? { status: 'error' }
          : { status: 'loading' },
    );
  }, [response.data, error]); // eslint-disable-line react-hooks/exhaustive-deps -- report when the answer changes
  return null;
}

/** One API call whose status is reported to the page (the number of calls follows the rows). */
function Probe<K extends CallName>(props: {
  name: K;
  input: CallInput<K>;
  onChange: (status: CompareStatus<CallOutput<K>>) => void;
}) {
  const response = useApi(props.name, props.input);
  const error = visibleError(response.error);
  const status: CompareStatus<CallOutput<K>> =
    response.data !== undefined
      ? { status: 'ready', data: response.data }
      : error
        ? { status: 'error' }
        : { status: 'loading' };
  const { onChange } = props;
  useEffect(() => {
    onChange(status);
  }, [response.data, error]); // eslint-disable-line react-hooks/exhaustive-deps -- report when the answer changes
  return null;
}
