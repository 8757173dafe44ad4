import type { Aggregation, MapV2Response, TimelineV2Response } from '@havbruk/api';
import { rankSearchMatches, TimelineChart, type SearchRanking, type XValue } from '@havbruk/charts';
import {
  COMPARE_AGGREGATIONS,
  MAX_COMPARE_ROWS,
  selectChartTraces,
  selectFarmOptions,
  selectTraceCount,
  selectTraceLimit,
  selectTracesPending,
  selectVisibleTraces,
  type compareMachine,
  type CompareFarm,
  type CompareFilters,
  type CompareRow,
} from '@havbruk/machines';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatDate, formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/index.ts';
import {
  Button,
  Checkbox,
  Collapsible,
  ErrorBox,
  Icon,
  IconButton,
  Popover,
  SearchBox,
  Select,
  Switch,
} from '../../primitives/index.ts';
import { COMPACT_LAYOUT_CHART_HEIGHT } from '../../charts/index.ts';
import { styled } from '../../theme/stitches.config.ts';
import { baselineFits, compareSeries, type CompareSeriesRow } from './compareSeries.ts';
import { compareTrace } from './compareTraces.ts';

/** A farm option: what the machine needs plus what the screen shows. */
export interface CompareFarmInfo extends CompareFarm {
  name: string;
  localityNumber: number;
  /** Null for a site known only from public data. */
  operatorName: string | null;
}

export interface CompareGeneration {
  id: string;
  season: string;
  startDate: string;
  cages: readonly { id: string; name: string }[];
}

/** A status union: the screen renders each. */
export type CompareStatus<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

export interface CompareFilterOptions {
  seasons: readonly string[];
  productionAreas: readonly { id: number; name: string }[];
  municipalities: readonly string[];
  companies: readonly { id: string; name: string }[];
}

export interface CompareScreenProps {
  /** The compare machine's actor (the app creates it from the URL). */
  actor: ActorRefFrom<typeof compareMachine>;
  /** Every farm option with its display fields (the machine holds the allowed ones). */
  farms: readonly CompareFarmInfo[];
  /** Each chosen farm's generations (the entity call). */
  generations: Readonly<Record<string, CompareStatus<readonly CompareGeneration[]>>>;
  /** Each complete row's timeline, by row key. */
  timelines: Readonly<Record<string, CompareStatus<TimelineV2Response>>>;
  /** The map's weekly lice answers covering the rows' weeks (asked for while the baseline is on). */
  baselineYears?: CompareStatus<readonly MapV2Response[]>;
  filterOptions: CompareFilterOptions;
  /** Compact chart (mobile). */
  compact?: boolean;
}

const Page = styled('div', { display: 'grid', gap: '$5', padding: '$5', '@small': { padding: '$3' } });
const Title = styled('h1', { margin: 0, fontSize: '$6', fontWeight: '$semibold', color: '$text' });
const Rows = styled('ol', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3' });
const RowBox = styled('li', {
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 2fr) minmax(160px, 1fr) minmax(160px, 1fr) auto',
  gap: '$3',
  alignItems: 'end',
  padding: '$3',
  border: '1px solid $border',
  borderRadius: '$2',
  backgroundColor: '$surfaceRaised',
  '&[data-state="incomplete"]': { borderStyle: 'dashed' },
  '@small': { gridTemplateColumns: '1fr' },
});
const FieldLabel = styled('span', { display: 'block', fontSize: '$2', fontWeight: '$semibold', marginBottom: '$1' });
const Hint = styled('p', { margin: 0, gridColumn: '1 / -1', color: '$textMuted', fontSize: '$2' });
const Toolbar = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$4', alignItems: 'flex-end' });
const FilterGrid = styled('div', { display: 'grid', gap: '$4', maxHeight: '70vh', overflowY: 'auto' });
const FilterGroup = styled('fieldset', {
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$2',
  '& legend': { fontWeight: '$semibold', marginBottom: '$2', padding: 0 },
  variants: {
    columns: {
      5: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', '@small': { gridTemplateColumns: 'repeat(2, 1fr)' } },
      1: { gridTemplateColumns: '1fr', maxHeight: '200px', overflowY: 'auto' },
    },
  },
});
const TraceList = styled('div', { display: 'grid', gap: '$2', padding: '$2 $3' });
const Note = styled('p', {
  margin: 0,
  display: 'flex',
  gap: '$2',
  alignItems: 'center',
  color: '$textMuted',
  fontSize: '$2',
});
const ChartBox = styled('section', { display: 'grid', gap: '$2' });

const toggle = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

const filterCount = (filters: CompareFilters) =>
  filters.seasons.length + filters.productionAreas.length + filters.municipalities.length + filters.companies.length;

/**
 * The compare tool (spec 2 §2): rows of farm, generation and cage (removable; add-farm button), the filter
 * popover, the aggregation selector, the area baseline switch, the collapsible trace picker with its
 * selected/visible count, and the chart (one series per complete row × trace). State lives in the compare
 * machine; the screen reads it through the machine's selectors and sends its events.
 */
export function CompareScreen(props: CompareScreenProps) {
  const { LL, locale } = useI18n();
  const T = LL.compareTool;
  const { actor } = props;
  const rows = useSelector(actor, (s) => s.context.rows);
  const agg = useSelector(actor, (s) => s.context.agg);
  const filters = useSelector(actor, (s) => s.context.filters);
  const baselineOn = useSelector(actor, (s) => s.context.baseline);
  const pendingTraces = useSelector(actor, (s) => s.context.pendingTraces);
  const farmOptions = useSelector(actor, selectFarmOptions);
  const visibleTraces = useSelector(actor, selectVisibleTraces);
  const count = useSelector(actor, selectTraceCount, (a, b) => a.selected === b.selected && a.visible === b.visible);
  const limit = useSelector(actor, selectTraceLimit);
  const chartTraces = useSelector(actor, selectChartTraces, (a, b) => a.join() === b.join());
  const pending = useSelector(actor, selectTracesPending);
  const farmById = useMemo(() => new Map(props.farms.map((farm) => [farm.id, farm])), [props.farms]);
  const farmInfos = useMemo(() => farmOptions.flatMap((farm) => farmById.get(farm.id) ?? []), [farmOptions, farmById]);
  const traceName = (id: string) => {
    const trace = compareTrace(id);
    return trace ? T.trace[trace.text]() : id;
  };

  const generationsOf = (farmId: string | null): readonly CompareGeneration[] => {
    const status = farmId ? props.generations[farmId] : undefined;
    const all = status?.status === 'ready' ? status.data : [];
    return filters.seasons.length ? all.filter((g) => filters.seasons.includes(g.season)) : all;
  };
  const generationLabel = (generation: CompareGeneration) =>
    T.generationOption({ season: generation.season, start: formatDate(generation.startDate, locale) });

  const seriesRows: CompareSeriesRow[] = rows.flatMap((row) => {
    if (!row.farmId || !row.genId || !row.cageId) return [];
    const farm = farmById.get(row.farmId);
    const generation = (() => {
      const status = props.generations[row.farmId];
      return status?.status === 'ready' ? status.data.find((g) => g.id === row.genId) : undefined;
    })();
    const cage =
      row.cageId === 'farm' ? T.farmLevel() : (generation?.cages.find((c) => c.id === row.cageId)?.name ?? row.cageId);
    const timeline = props.timelines[row.key];
    return [
      {
        key: row.key,
        farmId: row.farmId,
        genId: row.genId,
        cageId: row.cageId,
        productionArea: farm?.productionArea ?? null,
        labels: { farm: farm?.name ?? row.farmId, generation: generation?.season ?? row.genId, cage },
        timeline: timeline?.status === 'ready' ? timeline.data : null,
      },
    ];
  });
  const liceChosen = chartTraces.some((id) => compareTrace(id)?.lice);
  const baselineYears = props.baselineYears?.status === 'ready' ? props.baselineYears.data : undefined;
  const farmsByArea = useMemo(() => {
    const map = new Map<number, Set<string>>();
    for (const farm of props.farms) {
      const set = map.get(farm.productionArea) ?? new Set<string>();
      set.add(farm.id);
      map.set(farm.productionArea, set);
    }
    return map;
  }, [props.farms]);
  const { series, bands } = compareSeries({
    rows: seriesRows,
    traces: chartTraces,
    agg,
    baseline: baselineOn && baselineYears ? { years: baselineYears, farmsByArea } : undefined,
    texts: {
      series: (parts) => T.seriesLabel(parts),
      trace: traceName,
      median: (area, trace) => T.baselineMedian({ area, trace }),
      lower: (area, trace) => T.baselineLower({ area, trace }),
      upper: (area, trace) => T.baselineUpper({ area, trace }),
    },
  });
  const completeKeys = seriesRows.map((row) => row.key);
  const loading =
    completeKeys.some((key) => props.timelines[key]?.status === 'loading') ||
    (baselineOn && liceChosen && baselineFits(agg) && props.baselineYears?.status === 'loading');
  const failed =
    completeKeys.some((key) => props.timelines[key]?.status === 'error') || props.baselineYears?.status === 'error';
  const measures = new Set(chartTraces.map((id) => compareTrace(id)?.measure));
  const measure = measures.size === 1 ? [...measures][0] : undefined;
  const formatValue = (value: number) => formatNumber(value, locale, measure ? { measure } : { decimals: 2 });
  const formatX = (x: XValue) => (typeof x === 'number' ? String(x) : formatDate(x, locale));
  const chartState = completeKeys.length === 0 ? 'empty' : failed ? 'error' : loading ? 'loading' : 'ready';

  return (
    <Page data-state={chartState}>
      <Title>{T.title()}</Title>
      <section aria-label={T.rows()}>
        <Rows>
          {rows.map((row, index) => (
            <CompareRowView
              key={row.key}
              row={row}
              number={index + 1}
              farmOptions={farmInfos}
              farm={row.farmId ? farmById.get(row.farmId) : undefined}
              generations={generationsOf(row.farmId)}
              generationsStatus={row.farmId ? props.generations[row.farmId]?.status : undefined}
              generationLabel={generationLabel}
              onFarm={(farmId) => actor.send({ type: 'ROW.FARM', key: row.key, farmId })}
              onGeneration={(genId) => actor.send({ type: 'ROW.GENERATION', key: row.key, genId })}
              onCage={(cageId) => actor.send({ type: 'ROW.CAGE', key: row.key, cageId })}
              onRemove={() => actor.send({ type: 'ROW.REMOVE', key: row.key })}
            />
          ))}
        </Rows>
      </section>
      <Toolbar>
        <Button
          variant="secondary"
          disabled={rows.length >= MAX_COMPARE_ROWS}
          onClick={() => actor.send({ type: 'ROW.ADD' })}
        >
          <Icon name="plus" size={16} aria-hidden="true" />
          {T.addFarm()}
        </Button>
        <FilterPopover
          filters={filters}
          options={props.filterOptions}
          onChange={(next) => actor.send({ type: 'FILTERS.SET', filters: next })}
        />
        <Select
          label={T.aggregation()}
          options={COMPARE_AGGREGATIONS.map((value) => ({ value, label: LL.entity.aggregation[value]() }))}
          value={agg}
          onValueChange={(value) => actor.send({ type: 'AGG.SET', agg: value as Aggregation })}
        />
        <Switch
          label={T.baseline()}
          description={
            !liceChosen ? T.baselineNeedsLice() : !baselineFits(agg) ? T.baselineNeedsWeeks() : T.baselineDescription()
          }
          checked={baselineOn}
          onCheckedChange={(on) => actor.send({ type: 'BASELINE.SET', on })}
        />
      </Toolbar>
      <div data-state={pending ? 'pending' : 'settled'}>
        <Collapsible title={T.traceCount(count)}>
          <TraceList role="group" aria-label={T.traces()}>
            {visibleTraces.map((trace) => (
              <Checkbox
                key={trace.id}
                label={traceName(trace.id)}
                checked={pendingTraces.includes(trace.id)}
                onCheckedChange={() => actor.send({ type: 'TRACE.TOGGLE', id: trace.id })}
              />
            ))}
          </TraceList>
        </Collapsible>
      </div>
      {limit !== 'none' && (
        <Note role="note">
          <Icon name="lock" size={16} aria-hidden="true" />
          {limit === 'public' ? T.limitPublic() : T.limitNotOwned()}
        </Note>
      )}
      <ChartBox aria-label={T.chart({ traces: chartTraces.map(traceName).join(', ') })}>
        {pending && (
          <Note role="status" aria-live="polite">
            {T.tracesApplying()}
          </Note>
        )}
        {chartState === 'error' ? (
          <ErrorBox />
        ) : (
          <TimelineChart
            series={series}
            bands={bands}
            label={T.chart({ traces: chartTraces.map(traceName).join(', ') })}
            loading={chartState === 'loading'}
            loadingLabel={LL.common.loading()}
            emptyLabel={chartTraces.length === 0 ? T.noTraces() : T.chartEmpty()}
            formatValue={formatValue}
            formatX={formatX}
            legendLabel={T.legend()}
            missingLabel={LL.entity.chart.notReported()}
            resetZoomLabel={LL.entity.chart.resetZoom()}
            height={props.compact ? COMPACT_LAYOUT_CHART_HEIGHT : 360}
          />
        )}
      </ChartBox>
    </Page>
  );
}

interface CompareRowViewProps {
  row: CompareRow;
  number: number;
  farmOptions: readonly CompareFarmInfo[];
  farm: CompareFarmInfo | undefined;
  generations: readonly CompareGeneration[];
  generationsStatus: 'loading' | 'ready' | 'error' | undefined;
  generationLabel: (generation: CompareGeneration) => string;
  onFarm: (farmId: string) => void;
  onGeneration: (genId: string) => void;
  onCage: (cageId: string) => void;
  onRemove: () => void;
}

/** Quick-search lists show at most 5 results when a query exists (spec 2 §9). */
const TOP_RESULTS = 5;

function CompareRowView(props: CompareRowViewProps) {
  const { LL } = useI18n();
  const T = LL.compareTool;
  const { row } = props;
  const [query, setQuery] = useState(props.farm?.name ?? '');
  const [lastFarm, setLastFarm] = useState(props.farm);
  if (lastFarm !== props.farm) {
    setLastFarm(props.farm);
    setQuery(props.farm?.name ?? '');
  }
  const results = useFarmResults(props.farmOptions, query, props.farm?.name);
  const generation = props.generations.find((g) => g.id === row.genId);
  const complete = row.farmId !== null && row.genId !== null && row.cageId !== null;
  return (
    <RowBox data-state={complete ? 'complete' : 'incomplete'} aria-label={T.row({ number: props.number })}>
      <div>
        <FieldLabel aria-hidden="true">{T.farm()}</FieldLabel>
        <SearchBox
          label={`${T.farm()} (${T.row({ number: props.number })})`}
          placeholder={T.farmPlaceholder()}
          value={query}
          onValueChange={setQuery}
          results={results}
          onSelect={(result) => {
            setQuery(result.label);
            props.onFarm(result.id);
          }}
        />
      </div>
      <Select
        label={T.generation()}
        options={props.generations.map((g) => ({ value: g.id, label: props.generationLabel(g) }))}
        value={row.genId ?? undefined}
        onValueChange={props.onGeneration}
        disabled={row.farmId === null || props.generationsStatus !== 'ready'}
        placeholder={props.generationsStatus === 'loading' ? LL.common.loading() : undefined}
      />
      <Select
        label={T.cage()}
        options={[
          { value: 'farm', label: T.farmLevel() },
          ...(generation?.cages ?? []).map((cage) => ({ value: cage.id, label: cage.name })),
        ]}
        value={row.cageId ?? undefined}
        onValueChange={props.onCage}
        disabled={row.genId === null}
      />
      <IconButton icon="trash" variant="ghost" label={T.removeRow({ number: props.number })} onClick={props.onRemove} />
      {!complete && <Hint>{T.incomplete()}</Hint>}
    </RowBox>
  );
}

/** The user's own farms first, then names starting with the query; a locality number's first digits match too. */
const farmRanking: SearchRanking<CompareFarmInfo> = {
  label: (farm) => farm.name,
  preferred: (farm) => farm.owned,
  alsoMatches: (farm, term) => String(farm.localityNumber).startsWith(term),
};

/** Farms matching the query (name or locality number), the top 5; none while the query is the chosen farm. */
function useFarmResults(farms: readonly CompareFarmInfo[], query: string, chosen: string | undefined) {
  return useMemo(() => {
    if (query === chosen) return [];
    return rankSearchMatches(farms, query, farmRanking)
      .slice(0, TOP_RESULTS)
      .map((farm) => ({
        id: farm.id,
        label: farm.name,
        description:
          farm.operatorName === null ? String(farm.localityNumber) : `${farm.localityNumber} · ${farm.operatorName}`,
      }));
  }, [farms, query, chosen]);
}

function FilterPopover(props: {
  filters: CompareFilters;
  options: CompareFilterOptions;
  onChange: (filters: CompareFilters) => void;
}) {
  const { LL } = useI18n();
  const T = LL.compareTool;
  const { filters, options, onChange } = props;
  const active = filterCount(filters);
  return (
    <Popover
      size="wide"
      align="start"
      label={T.filtersTitle()}
      trigger={
        <Button variant="secondary" data-state={active ? 'active' : 'idle'}>
          {active ? T.filtersActive({ count: active }) : T.filters()}
        </Button>
      }
    >
      <FilterGrid>
        <FilterGroup columns={5}>
          <legend>{T.seasons()}</legend>
          {options.seasons.map((season) => (
            <Checkbox
              key={season}
              label={season}
              checked={filters.seasons.includes(season)}
              onCheckedChange={() => onChange({ ...filters, seasons: toggle(filters.seasons, season) })}
            />
          ))}
        </FilterGroup>
        <FilterGroup columns={5}>
          <legend>{T.productionAreas()}</legend>
          {options.productionAreas.map((area) => (
            <Checkbox
              key={area.id}
              label={T.area({ id: area.id, name: area.name })}
              checked={filters.productionAreas.includes(area.id)}
              onCheckedChange={() =>
                onChange({ ...filters, productionAreas: toggle(filters.productionAreas, area.id) })
              }
            />
          ))}
        </FilterGroup>
        <FilterGroup columns={1}>
          <legend>{T.municipalities()}</legend>
          {options.municipalities.map((name) => (
            <Checkbox
              key={name}
              label={name}
              checked={filters.municipalities.includes(name)}
              onCheckedChange={() => onChange({ ...filters, municipalities: toggle(filters.municipalities, name) })}
            />
          ))}
        </FilterGroup>
        <FilterGroup columns={1}>
          <legend>{T.companies()}</legend>
          {options.companies.map((company) => (
            <Checkbox
              key={company.id}
              label={company.name}
              checked={filters.companies.includes(company.id)}
              onCheckedChange={() => onChange({ ...filters, companies: toggle(filters.companies, company.id) })}
            />
          ))}
        </FilterGroup>
        <Button
          variant="ghost"
          size="small"
          disabled={active === 0}
          onClick={() => onChange({ seasons: [], productionAreas: [], municipalities: [], companies: [] })}
        >
          {T.clearFilters()}
        </Button>
      </FilterGrid>
    </Popover>
  );
}
