import {
  entityViewsFor,
  type Entity,
  type EntityView,
  type HarvestQualityRow,
  type MortalityRow,
  type Tier,
  type TimelineV2Response,
} from '@havbruk/api';
import type { HighlightRange, Threshold, XValue } from '@havbruk/charts';
import { aggregationsFor, type EntityPageState } from '@havbruk/machines';
import { useMemo, useState, type MouseEvent } from 'react';
import { formatDate, formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { Button, Skeleton } from '../../primitives/index.ts';
import { focusRing, styled } from '../../theme/stitches.config.ts';
import { ConditionsStrip, type ConditionsStatus } from './ConditionsStrip.tsx';
import { isDaysIn, liceLimitSteps, timelineSeries, weeksOverLimit, xOfDate } from './entitySeries.ts';
import { EntityTimelineView, type SelectorOption, type TimelineStatus } from './EntityTimelineView.tsx';
import { fieldOf, VIEW_CONFIG } from './viewConfig.ts';
import type { LabViewProps } from '../lab/LabView.tsx';
import type { UsagesStatus } from '../benchmark/ProductBenchmark.tsx';
import { LazyLabView, LazyProductBenchmark } from './lazySections.tsx';
import { productText } from '../treatments/treatmentView.ts';
import type { ProductUsage } from '@havbruk/api';

const Page = styled('div', { display: 'grid', gap: '$5', padding: '$6', color: '$text', '@small': { padding: '$4' } });
const Header = styled('header', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  '& h1': { margin: 0, fontSize: '$6', fontWeight: '$semibold' },
  '& dl': { display: 'flex', flexWrap: 'wrap', gap: '$1 $4', margin: '$2 0 0', color: '$textMuted' },
  '& dt': { display: 'inline', fontWeight: '$semibold' },
  '& dd': { display: 'inline', margin: '0 0 0 $1' },
});
const NamePlaceholder = styled('div', { fontSize: '$6' });
const DetailsPlaceholder = styled('div', { margin: '$2 0 0' });
const HiddenPlace = styled('div', { visibility: 'hidden' });
const TabsPlaceholder = styled('div', {
  borderBottom: '1px solid $border',
  '& > span': { display: 'inline-block', padding: '$2 $4', borderBottom: '3px solid transparent' },
});
const HighlightNote = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2' });
const EndedNote = styled('p', {
  margin: 0,
  padding: '$3 $4',
  border: '1px solid $border',
  borderRadius: '$2',
  backgroundColor: '$surface',
  color: '$text',
});
const TabList = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderBottom: '1px solid $border',
  '& a': {
    display: 'inline-block',
    padding: '$2 $4',
    color: '$textMuted',
    textDecoration: 'none',
    borderBottom: '3px solid transparent',
    '&:focus-visible': focusRing,
  },
  '& a[aria-current="page"]': { color: '$text', borderBottomColor: '$primary', fontWeight: '$semibold' },
});

type Status<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

export interface EntityScreenProps {
  /** Where the user is: the URL's entity, view, generation, sensor and query parameters. */
  state: EntityPageState;
  tier: Tier;
  /** Null while loading. */
  entity: Entity | null;
  conditions: ConditionsStatus;
  /** The view's timeline (API v2, columnar). */
  timeline: Status<TimelineV2Response>;
  /** Mortality by cause, for the mortality view's profiler pie (private entities). */
  mortalityProfile?: Status<readonly MortalityRow[]>;
  /** Harvested fish by quality class, for the harvest view's profiler pie (private entities). */
  harvestProfile?: Status<readonly HarvestQualityRow[]>;
  /**
   * Highlighted time ranges (e.g. a product usage chosen in a table; cleared on deselect): shaded bands, or a
   * line where start equals end. Drawn on every view's chart with the lice-limit bands.
   */
  highlights?: readonly HighlightRange[];
  /** The lab view's orders table, attachments and PCR chart (shown on the lab tab under the chart). */
  lab?: Omit<LabViewProps, 'exportFileName'>;
  /**
   * The product benchmark section under the view (essentials users, private entities). Choosing a row
   * highlights the usage's dates on the chart; deselecting clears it.
   */
  benchmark?: { usages: UsagesStatus; defaultSelectedUsageId?: string | null };
  /**
   * Weeks over the lice limit this generation (`countWeeksOverLimit` of the weekly farm-level lice); `'loading'`
   * while it may still come (the conditions hold its row's place).
   */
  weeksOverLimit?: number | 'loading';
  hrefFor: (state: EntityPageState) => string;
  onNavigate: (href: string) => void;
  onStateChange: (change: Partial<EntityPageState>) => void;
  /** Farms: opens the compare tool (offered to essentials users only: compare is an essentials view). */
  onCompare?: () => void;
  download?: (blob: Blob, filename: string) => boolean;
  compact?: boolean;
}

/** The generation a page shows: the URL's, else the latest. */
export const currentGeneration = (entity: Entity, genId: string | undefined) =>
  entity.generations.find((generation) => generation.id === genId) ?? entity.generations[entity.generations.length - 1];

/** The sensor keys of a sensor choice (`farm`, `cages`, `fishgroups` or one cage / fish group id). */
export function sensorKeysFor(entity: Entity, genId: string | undefined, sensorId: string): string {
  const generation = currentGeneration(entity, genId);
  if (sensorId === 'cages') return generation?.cages.map((cage) => cage.id).join(',') || 'farm';
  if (sensorId === 'fishgroups') return generation?.fishGroups.map((group) => group.id).join(',') || 'farm';
  return sensorId;
}

const statusOf = (value: Status<unknown>): TimelineStatus => value.status;

/**
 * The entity page (farm, cage, fish group, organization): header, conditions strip, the tab bar built from the
 * entity's permissions and the user's tier, and the view's chart with its selectors. Renders loading (skeletons),
 * empty ("No data is available for this view.") and failed states; fetches nothing.
 */
export function EntityScreen(props: EntityScreenProps) {
  const { LL, locale } = useI18n();
  const T = LL.entity;
  const { state, entity } = props;
  const config = VIEW_CONFIG[state.view];
  const field = fieldOf(config, state.field);
  const agg = state.agg ?? aggregationsFor(state.entityType)[0]!;
  const generation = entity ? currentGeneration(entity, state.genId) : undefined;
  // A cage's or fish group's own name ("M1", "H26-01"): the entity answer is named after the farm it belongs to.
  const unitName =
    state.entityType === 'cage' || state.entityType === 'fishGroup'
      ? entity?.generations
          .flatMap((entry) => [...entry.cages, ...entry.fishGroups])
          .find((unit) => unit.id === state.id)?.name
      : undefined;
  const sensorId =
    state.sensorId ??
    (state.entityType === 'organization' ? 'organization' : state.entityType === 'farm' ? 'farm' : state.id);

  const series = useMemo(() => {
    if (props.timeline.status !== 'ready') return [];
    const cages = new Map((generation?.cages ?? []).map((cage) => [cage.id, cage.name]));
    const groups = new Map((generation?.fishGroups ?? []).map((group) => [group.id, group.name]));
    return timelineSeries(props.timeline.data, {
      config,
      field: field.id,
      group: state.view === 'mortality' ? state.disease : undefined,
      sensorLabel: (sensor) =>
        sensor === 'farm' || sensor === 'organization'
          ? (entity?.name ?? sensor)
          : (cages.get(sensor) ?? groups.get(sensor) ?? sensor),
      // Mortality groups are causes (translated); lab groups are disease codes (PD, ILA, …), shown as they are.
      groupLabel: (group) =>
        state.view === 'mortality' ? (T.reason[group as keyof typeof T.reason]?.() ?? group) : group,
    });
  }, [props.timeline, config, field.id, state.view, state.disease, generation, entity, T]);

  // Lice limit (farms, cages, fish groups: the farm's production area) on the female lice chart.
  const area = state.entityType !== 'organization' ? entity?.productionArea : null;
  const showLimit = state.view === 'lice' && field.id === 'female' && !isDaysIn(agg) && area != null;
  const { thresholds, limitBands } = useMemo(() => {
    const points = series.flatMap((s) => s.points);
    if (!showLimit || points.length === 0) return { thresholds: [] as Threshold[], limitBands: [] as HighlightRange[] };
    const times = points.map((p) => (p.x as Date).getTime());
    const steps = liceLimitSteps(area, Math.min(...times), Math.max(...times));
    return {
      thresholds: [{ value: Math.max(...steps.map((s) => s.value)), steps, label: T.chart.liceLimit() }],
      limitBands: series.flatMap((s) => weeksOverLimit(s, area)),
    };
  }, [series, showLimit, area, T]);

  const zoom: { start: XValue; end: XValue } | null = isDaysIn(agg)
    ? state.lblStart !== undefined && state.lblEnd !== undefined
      ? { start: state.lblStart, end: state.lblEnd }
      : null
    : state.start && state.end
      ? { start: xOfDate(state.start), end: xOfDate(state.end) }
      : null;
  const onZoomChange = (start: XValue | null, end: XValue | null) => {
    if (start === null || end === null)
      return props.onStateChange({ start: undefined, end: undefined, lblStart: undefined, lblEnd: undefined });
    if (typeof start === 'number' && typeof end === 'number')
      return props.onStateChange({ lblStart: start, lblEnd: end });
    const iso = (x: XValue) => (x instanceof Date ? x.toISOString().slice(0, 10) : String(x));
    props.onStateChange({ start: iso(start), end: iso(end) });
  };

  // The benchmark row chosen on this page (spec §4: highlights set from a product table row, cleared on deselect).
  const [chosenUsage, setChosenUsage] = useState<ProductUsage | null>(
    () =>
      (props.benchmark?.usages.status === 'ready' &&
        props.benchmark.usages.data.find((usage) => usage.id === props.benchmark?.defaultSelectedUsageId)) ||
      null,
  );
  const usageHighlight = useMemo<HighlightRange[]>(() => {
    if (!chosenUsage) return [];
    if (isDaysIn(agg))
      return [
        {
          start: chosenUsage.startDaysIn,
          end: chosenUsage.endDaysIn ?? chosenUsage.startDaysIn,
          label: productText(LL, chosenUsage.product),
        },
      ];
    return [
      {
        start: xOfDate(chosenUsage.startDate),
        end: xOfDate(chosenUsage.endDate ?? chosenUsage.startDate),
        label: productText(LL, chosenUsage.product),
      },
    ];
  }, [chosenUsage, agg, LL]);
  const extraHighlights = props.highlights;
  const highlights = useMemo(
    () => [...(extraHighlights ?? []), ...usageHighlight, ...limitBands],
    [extraHighlights, usageHighlight, limitBands],
  );

  const causes = useMemo(() => {
    const series = props.timeline.status === 'ready' ? (props.timeline.data.tables.mortalities?.series ?? []) : [];
    const groups = [...new Set(series.map((s) => s.group).filter((group): group is string => group !== null))];
    if (state.disease && !groups.includes(state.disease)) groups.push(state.disease);
    return groups.map((group) => ({ value: group, label: T.reason[group as keyof typeof T.reason]?.() ?? group }));
  }, [props.timeline, state.disease, T]);
  const tabs: EntityView[] = entity ? entityViewsFor(entity.permissions, props.tier) : [];
  const isPrivate = entity?.permissions === 'private';
  const sensors: SelectorOption[] | undefined =
    state.entityType === 'organization' || !entity
      ? undefined
      : state.entityType === 'farm'
        ? [
            { value: 'farm', label: T.sensor.farm() },
            ...(generation && generation.cages.length > 0
              ? [
                  { value: 'cages', label: T.sensor.cages() },
                  ...(generation.fishGroups.length > 0 ? [{ value: 'fishgroups', label: T.sensor.fishGroups() }] : []),
                  ...generation.cages.map((cage) => ({ value: cage.id, label: cage.name })),
                ]
              : []),
          ]
        : [{ value: state.id, label: unitName ?? entity.name }];
  const link = (view: EntityView) =>
    props.hrefFor({ entityType: state.entityType, id: state.id, view, genId: state.genId });
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    props.onNavigate(href);
  };

  return (
    <Page data-state={entity ? 'ready' : 'loading'} data-view={state.view}>
      <Header>
        <div>
          {!entity && (
            // The name's and the details line's places (placeholders inside lines of the same text sizes), so the
            // page below does not move when the entity arrives.
            <>
              <NamePlaceholder>
                <Skeleton shape="inline" width={280} />
              </NamePlaceholder>
              {state.entityType === 'farm' ? (
                // A farm's details, labels shown and values as placeholders of typical widths: they wrap on a
                // phone as the loaded ones do (three lines at 390 px).
                <dl aria-hidden="true">
                  {[
                    [T.type.farm(), 80],
                    [T.operator(), 130],
                    [T.productionArea(), 12],
                    [T.municipality(), 50],
                    [T.localityNumber(), 45],
                  ].map(([label, width]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>
                        <Skeleton shape="inline" width={width as number} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <DetailsPlaceholder>
                  <Skeleton shape="inline" width={360} />
                </DetailsPlaceholder>
              )}
            </>
          )}
          {entity && <h1>{unitName ? T.unitTitle({ farm: entity.name, unit: unitName }) : entity.name}</h1>}
          {entity && (
            <dl aria-label={T.details()}>
              <div>
                <dt>{T.type[entity.entityType]()}</dt>
                <dd>{isPrivate ? T.private() : T.public()}</dd>
              </div>
              {entity.operator && (
                <div>
                  <dt>{T.operator()}</dt>
                  <dd>{entity.operator.name}</dd>
                </div>
              )}
              {/* An organization spans farms in several areas and municipalities: the farms' own facts only. */}
              {entity.entityType !== 'organization' && entity.productionArea !== null && (
                <div>
                  <dt>{T.productionArea()}</dt>
                  <dd>{entity.productionArea}</dd>
                </div>
              )}
              {entity.entityType !== 'organization' && entity.municipality && (
                <div>
                  <dt>{T.municipality()}</dt>
                  <dd>{entity.municipality}</dd>
                </div>
              )}
              {entity.localityNumber !== null && (
                <div>
                  <dt>{T.localityNumber()}</dt>
                  <dd>{entity.localityNumber}</dd>
                </div>
              )}
            </dl>
          )}
        </div>
        {/* Comparing is an essentials view: a basics user is not offered a button that would only send them away. */}
        {props.onCompare && entity && props.tier === 'essentials' && (
          <Button variant="secondary" onClick={props.onCompare}>
            {T.compare()}
          </Button>
        )}
        {/* Its place while the entity loads (on a phone it wraps below the details). */}
        {props.onCompare && !entity && props.tier === 'essentials' && (
          <HiddenPlace aria-hidden="true">
            <Button variant="secondary" tabIndex={-1}>
              {T.compare()}
            </Button>
          </HiddenPlace>
        )}
      </Header>
      {generation?.endDate ? (
        // An ended generation has no current conditions: today's lice and temperature beside its last day's
        // (zero) fish would mix two times, so the page says so plainly (issue 38) — a chosen older generation, and
        // a fallow farm's latest one.
        <EndedNote role="note">
          {T.conditions.ended({ generation: generation.season, date: formatDate(generation.endDate, locale) })}
        </EndedNote>
      ) : (
        <ConditionsStrip
          conditions={props.conditions}
          owned={entity?.owned ?? false}
          weeksOverLimit={props.weeksOverLimit}
        />
      )}
      <nav aria-label={T.tabs()}>
        {entity ? (
          <TabList>
            {tabs.map((view) => (
              <li key={view}>
                <a
                  href={link(view)}
                  aria-current={view === state.view ? 'page' : undefined}
                  onClick={(event) => follow(event, link(view))}
                >
                  {T.view[view]()}
                </a>
              </li>
            ))}
          </TabList>
        ) : (
          // A tab's line (padding, text line, border) with a placeholder in it: the tab bar's height.
          <TabsPlaceholder>
            <span>
              <Skeleton shape="inline" width={360} />
            </span>
          </TabsPlaceholder>
        )}
      </nav>
      <EntityTimelineView
        key={`${state.view}:${field.id}:${state.genId ?? ''}:${sensorId}`}
        status={entity ? statusOf(props.timeline) : 'loading'}
        series={series}
        mode={config.mode}
        field={field}
        fields={config.fields}
        onFieldChange={(value) => props.onStateChange({ field: value })}
        generations={(entity?.generations ?? []).map((g) => ({ value: g.id, label: g.season }))}
        genId={generation?.id}
        onGenerationChange={(genId) => props.onStateChange({ genId })}
        sensors={sensors}
        sensorId={sensorId}
        onSensorChange={(value) => props.onStateChange({ sensorId: value, genId: generation?.id })}
        aggregations={aggregationsFor(state.entityType)}
        agg={agg}
        onAggregationChange={(value) => props.onStateChange({ agg: value })}
        causes={state.view === 'mortality' ? causes : undefined}
        cause={state.disease}
        onCauseChange={(disease) => props.onStateChange({ disease })}
        zoom={zoom}
        onZoomChange={onZoomChange}
        highlights={highlights}
        thresholds={thresholds}
        pie={
          !isPrivate
            ? undefined
            : state.view === 'mortality' && props.mortalityProfile
              ? {
                  kind: 'mortality',
                  status: statusOf(props.mortalityProfile),
                  rows: props.mortalityProfile.status === 'ready' ? props.mortalityProfile.data : [],
                }
              : state.view === 'harvest' && props.harvestProfile
                ? {
                    kind: 'harvest',
                    status: statusOf(props.harvestProfile),
                    rows: props.harvestProfile.status === 'ready' ? props.harvestProfile.data : [],
                  }
                : undefined
        }
        exportName={`${state.entityType}-${state.id}-${state.view}`}
        exportSubject={entity && generation ? { entity: entity.name, generation: generation.season } : undefined}
        download={props.download}
        compact={props.compact}
      />
      {chosenUsage && (
        // The chart is one image to assistive technology: the highlighted range is told in text beside it.
        <HighlightNote role="status" data-highlight-note="">
          {LL.lab.benchmark.highlighted(
            isDaysIn(agg)
              ? {
                  product: productText(LL, chosenUsage.product),
                  start: formatNumber(chosenUsage.startDaysIn, locale),
                  end:
                    chosenUsage.endDaysIn === null
                      ? LL.lab.benchmark.ongoing()
                      : formatNumber(chosenUsage.endDaysIn, locale),
                }
              : {
                  product: productText(LL, chosenUsage.product),
                  start: formatDate(chosenUsage.startDate, locale),
                  end:
                    chosenUsage.endDate === null ? LL.lab.benchmark.ongoing() : formatDate(chosenUsage.endDate, locale),
                },
          )}
        </HighlightNote>
      )}
      {state.view === 'lab' && props.lab && (
        <LazyLabView
          // Keys differ from the benchmark's: siblings with one key make React keep stale copies of both.
          key={`lab:${state.id}:${generation?.id ?? ''}`}
          {...props.lab}
          exportFileName={`${state.entityType}-lab-table`}
        />
      )}
      {props.benchmark && isPrivate && props.tier === 'essentials' && (
        <LazyProductBenchmark
          key={`benchmark:${state.id}:${generation?.id ?? ''}`}
          entityType={state.entityType}
          usages={props.benchmark.usages}
          range={
            isDaysIn(agg)
              ? state.lblStart !== undefined && state.lblEnd !== undefined
                ? { startDay: state.lblStart, endDay: state.lblEnd }
                : null
              : state.start && state.end
                ? { start: state.start, end: state.end }
                : null
          }
          onClearRange={() =>
            props.onStateChange({ start: undefined, end: undefined, lblStart: undefined, lblEnd: undefined })
          }
          cageName={(cageId) => generation?.cages.find((cage) => cage.id === cageId)?.name ?? cageId}
          defaultSelectedUsageId={props.benchmark.defaultSelectedUsageId}
          onSelectedUsageChange={setChosenUsage}
          exportFileName={`${state.entityType}-benchmark-table`}
        />
      )}
    </Page>
  );
}
