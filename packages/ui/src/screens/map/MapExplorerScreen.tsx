import { use, useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  FarmMap,
  Histogram,
  themeScale,
  useChartTheme,
  type MapBounds,
  type MapPointFeature,
  type MapZone,
} from '@havbruk/charts';
import { TRAFFIC_LIGHT_DECISION_YEAR, TRAFFIC_LIGHT_STATUS, type TrafficLightStatus } from '@havbruk/api';
import type { mapPlaybackMachine } from '@havbruk/machines';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { formatMeasure, formatNumber } from '../../format/format.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { IconButton } from '../../primitives/IconButton/IconButton.tsx';
import { Select } from '../../primitives/Select/Select.tsx';
import { Switch } from '../../primitives/Switch/Switch.tsx';
import { styled } from '../../theme/stitches.config.ts';
import { TimelineControl } from '../../map/TimelineControl/TimelineControl.tsx';
import { useFarmMapLabels } from '../../map/useFarmMapLabels.ts';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import {
  areaLiceFigures,
  MAP_METRICS,
  MAP_METRIC_SPECS,
  metricValue,
  sortFarms,
  type MapExplorerFarm,
  type MapMetric,
  type MapSort,
} from './mapMetrics.ts';
import { productText } from '../treatments/treatmentView.ts';

/** Spec 2 §9: the sidebar is 425 px wide (full width on mobile). */
export const MAP_SIDEBAR_WIDTH = 425;

/** The screen renders every status of the map data: loading, failed (with a retry) and ready. */
export type MapExplorerStatus = { state: 'loading' } | { state: 'error'; onRetry: () => void } | { state: 'ready' };

export interface MapExplorerScreenProps {
  status: MapExplorerStatus;
  /** The shown week's farms (after filters). */
  farms: readonly MapExplorerFarm[];
  /** The week before's farms, for the trend on the result cards. */
  previousFarms?: readonly MapExplorerFarm[];
  metric: MapMetric;
  onMetricChange: (metric: MapMetric) => void;
  /** The running `mapPlayback` actor behind the bottom timeline. */
  playback: ActorRefFrom<typeof mapPlaybackMachine>;
  focusFarmId?: string | null;
  onFocusFarmIdChange?: (id: string | null) => void;
  initialBounds?: MapBounds;
  onBoundsChange?: (bounds: MapBounds) => void;
  sidebarOpen?: boolean;
  defaultSidebarOpen?: boolean;
  onSidebarOpenChange?: (open: boolean) => void;
  showZones?: boolean;
  defaultShowZones?: boolean;
  onShowZonesChange?: (show: boolean) => void;
  /** Optional raster tiles (`VITE_TILE_URL`); the offline basemap otherwise. */
  tileUrl?: string;
  /** Controls over the map beside the search (the filter popover). */
  filters?: React.ReactNode;
  /** A change of this value fits the map to the farms (the app passes the applied filters). */
  fitKey?: unknown;
  /** The page's heading (visually hidden: the map fills the page). */
  title?: string;
}

const Layout = styled('div', {
  position: 'relative',
  display: 'grid',
  // minmax(0, …): the map column never grows to the timeline's content width (52 weeks of ticks made it 10,000 px).
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateRows: '1fr auto',
  height: '100%',
  minHeight: '560px',
  color: '$text',
  // Small screens: the map, the week timeline and the results one below the other, the page scrolling (a grid of
  // the page's height squeezed the map row to nothing and drew the results' header under the map).
  '@small': {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateRows: 'minmax(320px, 55vh) auto auto',
    height: 'auto',
    // Results hidden: the map takes their room, down to the bottom of the page's height.
    '&[data-sidebar="closed"]': { gridTemplateRows: 'minmax(320px, 1fr) auto auto', height: '100%' },
  },
});

const MapArea = styled('div', { position: 'relative', minHeight: 0, gridColumn: 1, gridRow: 1 });

const Sidebar = styled('aside', {
  gridColumn: 2,
  gridRow: '1 / span 2',
  width: MAP_SIDEBAR_WIDTH,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$3',
  boxSizing: 'border-box',
  overflowY: 'auto',
  backgroundColor: '$surfaceRaised',
  borderLeft: '1px solid $border',
  '&[data-state="closed"]': { width: 'auto', padding: '$2' },
  '@small': {
    gridColumn: 1,
    gridRow: 3,
    width: '100%',
    borderLeft: 'none',
    borderTop: '1px solid $border',
  },
});

const SidebarHeader = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
const Heading = styled('h2', { margin: 0, fontSize: '$4', fontWeight: '$semibold' });
const Small = styled('p', { margin: 0, fontSize: '$1', color: '$textMuted' });
const Row = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap', '& > *': { flex: 1, minWidth: 150 } });

const Cards = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$2',
});

const Card = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  display: 'grid',
  gap: '2px',
  padding: '$2',
  borderRadius: '$2',
  border: '1px solid $border',
  backgroundColor: '$surface',
  cursor: 'pointer',
  fontSize: '$2',
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '1px' },
  '&[aria-pressed="true"]': { borderColor: '$primary', boxShadow: 'inset 0 0 0 1px $colors$primary' },
});
const CardName = styled('span', { fontWeight: '$semibold', overflow: 'hidden', textOverflow: 'ellipsis' });
const CardValue = styled('span', { fontVariantNumeric: 'tabular-nums', color: '$textMuted' });

const Swatch = styled('span', { display: 'inline-block', size: '12px', borderRadius: '2px', marginInlineEnd: '$2' });
const ZoneList = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$1', fontSize: '$2' });
const ZoneTable = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$1',
  fontVariantNumeric: 'tabular-nums',
  '& caption': { textAlign: 'start', color: '$textMuted', paddingBlock: '$1' },
  '& th, & td': { padding: '2px $1', textAlign: 'start', borderTop: '1px solid $border', fontWeight: 'normal' },
  '& thead th': { fontWeight: '$semibold' },
  '& td:nth-child(n+3)': { textAlign: 'end' },
});

const Notice = styled('div', {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  gap: '$2',
  justifyItems: 'center',
  padding: '$4',
  borderRadius: '$3',
  backgroundColor: '$surfaceRaised',
  boxShadow: '$2',
  zIndex: 2,
});

const TRAFFIC_COLOURS: Record<TrafficLightStatus, string> = { green: '#2e9d4f', yellow: '#e2b53b', red: '#d9412b' };

/**
 * The production areas' outlines (≈ 1 KB gzip) are only drawn by the map engine, which loads after the screen's
 * first paint: they load beside the screen's code instead of in it (the `/map` route budget, issue 39), started
 * when this module runs and, in the app, in long before the config the screen waits for. The promise carries its
 * result (`status`/`value`, which `use` reads) once in, so a render then never suspends; a render before suspends
 * (stories, a cold cache). `use` is called on every render: a concurrent render that suspended replays the component
 * and must meet the same calls.
 */
const zoneOutlines = import('../../map/productionAreaZones.ts').then((module) => module.PRODUCTION_AREA_ZONES);
void zoneOutlines.then((value) => Object.assign(zoneOutlines, { status: 'fulfilled', value }));

/** Page size of the result cards (the rest is reached by sorting, searching or the map). */
const MAX_CARDS = 40;

/**
 * The map explorer (spec 2 §2): the full-screen farm map with the production areas (optionally colored by the
 * traffic-light decision), the finder and legend; a 425 px sidebar (full width on mobile, collapsible) with the
 * metric selector, the 175 px histogram, the sort selector and paired result cards that focus a farm; the bottom
 * timeline on the `mapPlayback` actor. Popups show livestock weight, diseases, lice and treatments; fallow farms
 * are grey with the inactive label; "not reported" is drawn hollow and counted apart in the histogram.
 */
export function MapExplorerScreen(props: MapExplorerScreenProps) {
  const { status, farms, previousFarms, metric, onMetricChange, playback } = props;
  const { LL, locale } = useI18n();
  const labels = useFarmMapLabels();
  const areaZones = use(zoneOutlines);
  const theme = useChartTheme();
  const spec = MAP_METRIC_SPECS[metric];
  const [sort, setSort] = useState<MapSort>('best');
  const [sidebarOpen, setSidebarOpen] = useControllableState({
    prop: props.sidebarOpen,
    defaultProp: props.defaultSidebarOpen ?? true,
    onChange: props.onSidebarOpenChange,
  });
  const [showZones, setShowZones] = useControllableState({
    prop: props.showZones,
    defaultProp: props.defaultShowZones ?? false,
    onChange: props.onShowZonesChange,
  });
  const [focusFarmId, setFocusFarmId] = useControllableState<string | null>({
    prop: props.focusFarmId,
    defaultProp: null,
    onChange: props.onFocusFarmIdChange,
  });

  const metricLabels: Record<MapMetric, string> = {
    'inventory.welfareScore': LL.map.metricWelfare(),
    'diseases.count': LL.map.metricDiseases(),
    'inventory.weight': LL.map.metricWeight(),
    'lice.female': LL.map.metricLiceFemale(),
    'lice.mobile': LL.map.metricLiceMobile(),
    'lice.stationary': LL.map.metricLiceStationary(),
    'treatments.count': LL.map.metricTreatments(),
    'lice.limit': LL.map.metricLiceLimit(),
  };

  const formatValue = (farm: MapExplorerFarm, value: number | null): string => {
    if (farm.isFallow) return LL.map.fallowScore();
    if (value === null) return LL.map.notReported();
    switch (spec.measure) {
      case 'score':
        return formatNumber(spec.shown(value), locale, { decimals: 0 });
      case 'weight':
        return formatMeasure(value, 'weight', locale);
      case 'lice':
        return formatNumber(value, locale, { decimals: 2 });
      case 'ratio':
        return formatNumber(value * 100, locale, { decimals: 0 }) + ' %';
      default:
        return formatNumber(value, locale, { decimals: 0 });
    }
  };

  const scale = useMemo(
    () =>
      themeScale(
        theme,
        spec.min,
        spec.max,
        spec.higherIsBetter ? 'higherIsBetter' : 'higherIsWorse',
        spec.step ? 'step' : 'linear',
      ),
    [theme, spec],
  );

  const legendTexts: Record<MapMetricSpec['legend'], [string, string]> = {
    bestWorst: spec.higherIsBetter
      ? [LL.map.legendWorst(), LL.map.legendBest()]
      : [LL.map.legendBest(), LL.map.legendWorst()],
    disease: [LL.map.legendNone(), LL.map.legendConfirmed()],
    treatment: [LL.map.legendNone(), LL.map.legendTreated()],
    limit: [LL.map.legendUnderHalf(), LL.map.legendOverLimit()],
  };
  const [startLabel, endLabel] = legendTexts[spec.legend];

  const features = useMemo<MapPointFeature[]>(
    () =>
      farms.map((farm) => ({
        id: farm.id,
        lon: farm.lon,
        lat: farm.lat,
        value: metricValue(farm, metric),
        isFallow: farm.isFallow,
        label: farm.name,
        // Initials mark an operator in the viewer's perspective: the finder lists those farms first.
        ...(farm.initials ? { initials: farm.initials, preferred: true } : {}),
        popupRows: [
          {
            label: LL.map.livestockWeight(),
            // A fallow farm holds no fish; a stocked one without a weight has not reported it (never "None").
            value:
              farm.weight !== null
                ? formatMeasure(farm.weight, 'weight', locale)
                : farm.isFallow
                  ? LL.map.none()
                  : LL.map.notReported(),
          },
          {
            label: LL.map.diseases(),
            value: farm.diseases.length
              ? farm.diseases
                  .map((d) => (d.status === 'suspected' ? `${d.type} (${LL.map.suspected()})` : d.type))
                  .join(', ')
              : LL.map.none(),
          },
          ...(
            [
              [LL.map.liceFemale(), farm.female],
              [LL.map.liceMobile(), farm.mobile],
              [LL.map.liceStationary(), farm.stationary],
            ] as const
          ).map(([label, value]) => ({
            label,
            value: farm.isFallow
              ? LL.map.none()
              : value === null
                ? LL.map.notReported()
                : formatNumber(value, locale, { decimals: 2 }),
          })),
          {
            label: LL.map.treatments(),
            value: farm.treatments.length
              ? farm.treatments.map((t) => productText(LL, t.product)).join(', ')
              : LL.map.none(),
          },
        ],
      })),
    [farms, metric, LL, locale],
  );

  const zones = useMemo<readonly MapZone[]>(
    () =>
      showZones
        ? areaZones.map((zone) => {
            const status = TRAFFIC_LIGHT_STATUS[Number(zone.id)];
            return status ? { ...zone, fill: TRAFFIC_COLOURS[status] } : zone;
          })
        : areaZones,
    [showZones, areaZones],
  );

  const areaFigures = useMemo(() => (showZones ? areaLiceFigures(farms) : null), [showZones, farms]);
  const lightTexts: Record<TrafficLightStatus, string> = {
    green: LL.map.lightGreen(),
    yellow: LL.map.lightYellow(),
    red: LL.map.lightRed(),
  };

  const values = farms.map((farm) => metricValue(farm, metric));
  const notReported = farms.filter((farm) => !farm.isFallow && metricValue(farm, metric) === null).length;
  const fallow = farms.filter((farm) => farm.isFallow).length;
  const previous = useMemo(() => new Map(previousFarms?.map((farm) => [farm.id, farm])), [previousFarms]);
  const sorted = useMemo(() => sortFarms(farms, metric, sort, locale), [farms, metric, sort, locale]);
  // The focused farm's card is always shown (first when it is not on the page).
  const cards = useMemo(() => {
    const page = sorted.slice(0, MAX_CARDS);
    const focused = focusFarmId ? sorted.find((farm) => farm.id === focusFarmId) : undefined;
    return focused && !page.includes(focused) ? [focused, ...page.slice(0, MAX_CARDS - 1)] : page;
  }, [sorted, focusFarmId]);

  // A newly focused farm (chosen by search, on the map or from a link): its card is scrolled into the sidebar's view.
  // Only the sidebar scrolls (on a phone the results lie below the map in the page, which stays where it is).
  const sidebarRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const sidebar = sidebarRef.current;
    const card = sidebar?.querySelector('[aria-pressed="true"]');
    if (!sidebar || !card || sidebar.scrollHeight <= sidebar.clientHeight) return;
    const view = sidebar.getBoundingClientRect();
    const box = card.getBoundingClientRect();
    if (box.top < view.top) sidebar.scrollTop -= view.top - box.top;
    else if (box.bottom > view.bottom) sidebar.scrollTop += box.bottom - view.bottom;
  }, [focusFarmId]);

  const trend = (farm: MapExplorerFarm, value: number | null): string | null => {
    const before = previous.get(farm.id);
    const previousValue = before ? metricValue(before, metric) : null;
    if (value === null || previousValue === null) return null;
    const [now, old] = [spec.shown(value), spec.shown(previousValue)];
    return now > old ? `↑ ${LL.map.trendUp()}` : now < old ? `↓ ${LL.map.trendDown()}` : `= ${LL.map.trendSame()}`;
  };

  return (
    <Layout data-state={status.state} data-sidebar={sidebarOpen ? 'open' : 'closed'}>
      {props.title ? <VisuallyHidden as="h1">{props.title}</VisuallyHidden> : null}
      <MapArea>
        <FarmMap
          features={features}
          scale={scale}
          labels={labels}
          zones={zones}
          legend={{ title: metricLabels[metric], startLabel, endLabel }}
          attribution="Natural Earth"
          focusFarmId={focusFarmId}
          onFocusFarmIdChange={setFocusFarmId}
          {...(props.fitKey === undefined ? {} : { fitKey: props.fitKey })}
          {...(props.tileUrl ? { tileUrl: props.tileUrl } : {})}
          {...(props.initialBounds ? { initialBounds: props.initialBounds } : {})}
          {...(props.onBoundsChange ? { onBoundsChange: props.onBoundsChange } : {})}
        >
          {props.filters ? (
            <div data-map-overlay="" style={{ position: 'absolute', top: 12, left: 'min(304px, calc(100% - 120px))' }}>
              {props.filters}
            </div>
          ) : null}
        </FarmMap>
        {status.state === 'loading' ? (
          <Notice role="status">{LL.map.loadingData()}</Notice>
        ) : status.state === 'error' ? (
          <Notice role="alert">
            <span>{LL.map.loadFailed()}</span>
            <Button variant="primary" onClick={status.onRetry}>
              {LL.map.retry()}
            </Button>
          </Notice>
        ) : null}
      </MapArea>
      <Sidebar ref={sidebarRef} aria-label={LL.map.sidebar()} data-state={sidebarOpen ? 'open' : 'closed'}>
        <SidebarHeader>
          {sidebarOpen ? <Heading>{LL.map.sidebar()}</Heading> : null}
          <IconButton
            icon={sidebarOpen ? 'chevronsRight' : 'chevronsLeft'}
            label={sidebarOpen ? LL.map.collapseSidebar() : LL.map.expandSidebar()}
            aria-expanded={sidebarOpen}
            size="small"
            onClick={() => setSidebarOpen(!sidebarOpen)}
          />
        </SidebarHeader>
        {sidebarOpen ? (
          <>
            <Row>
              <Select
                label={LL.map.metric()}
                value={metric}
                options={MAP_METRICS.map((value) => ({ value, label: metricLabels[value] }))}
                onValueChange={(value) => onMetricChange(value as MapMetric)}
              />
              <Select
                label={LL.map.sort()}
                value={sort}
                options={[
                  { value: 'best', label: LL.map.sortBest() },
                  { value: 'worst', label: LL.map.sortWorst() },
                  { value: 'name', label: LL.map.sortName() },
                ]}
                onValueChange={(value) => setSort(value as MapSort)}
              />
            </Row>
            <Histogram
              bins={spec.bins}
              values={values.map((value) => (value === null ? null : spec.shown(value)))}
              label={LL.map.histogram({ metric: metricLabels[metric] })}
              formatEdge={(edge) => formatNumber(edge, locale, spec.measure === 'lice' ? { decimals: 2 } : undefined)}
              formatCount={(count) => formatNumber(count, locale)}
              coloring={spec.higherIsBetter ? 'worstToBest' : 'bestToWorst'}
              loading={status.state === 'loading'}
              loadingLabel={LL.map.loadingData()}
              emptyLabel={LL.map.noResults()}
            />
            <Small>
              {LL.map.notReportedCount({ count: notReported })} · {LL.map.fallowCount({ count: fallow })}
            </Small>
            <Switch label={LL.map.zones()} checked={showZones} onCheckedChange={setShowZones} />
            {showZones ? (
              <div>
                <Small>{LL.map.zonesDecision({ year: TRAFFIC_LIGHT_DECISION_YEAR })}</Small>
                <ZoneList>
                  {(['green', 'yellow', 'red'] as const).map((light) => (
                    <li key={light}>
                      <Swatch aria-hidden="true" style={{ backgroundColor: TRAFFIC_COLOURS[light] }} />
                      {{ green: LL.map.zoneGreen(), yellow: LL.map.zoneYellow(), red: LL.map.zoneRed() }[light]}
                    </li>
                  ))}
                </ZoneList>
                <ZoneTable>
                  <caption>{LL.map.zonesTable()}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{LL.map.zoneArea()}</th>
                      <th scope="col">{LL.map.zoneLight()}</th>
                      <th scope="col">{LL.map.zoneReporting()}</th>
                      <th scope="col">{LL.map.zoneFemale()}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {areaZones.map((zone) => {
                      const light = TRAFFIC_LIGHT_STATUS[Number(zone.id)];
                      const figures = areaFigures?.get(Number(zone.id));
                      return (
                        <tr key={zone.id}>
                          <th scope="row">{`${zone.id} ${zone.name}`}</th>
                          <td>
                            {light ? (
                              <>
                                <Swatch aria-hidden="true" style={{ backgroundColor: TRAFFIC_COLOURS[light] }} />
                                {lightTexts[light]}
                              </>
                            ) : null}
                          </td>
                          <td>
                            {LL.map.zoneReportingOf({
                              reporting: formatNumber(figures?.reporting ?? 0, locale),
                              sites: formatNumber(figures?.sites ?? 0, locale),
                            })}
                          </td>
                          <td>
                            {figures?.female == null
                              ? LL.map.notReported()
                              : formatNumber(figures.female, locale, { decimals: 2 })}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </ZoneTable>
              </div>
            ) : null}
            <Heading as="h3" css={{ fontSize: '$3' }}>
              {LL.map.results()}
            </Heading>
            {sorted.length === 0 && status.state === 'ready' ? <Small>{LL.map.noResults()}</Small> : null}
            <Cards>
              {cards.map((farm) => {
                const value = metricValue(farm, metric);
                const change = trend(farm, value);
                return (
                  <li key={farm.id}>
                    <Card type="button" aria-pressed={farm.id === focusFarmId} onClick={() => setFocusFarmId(farm.id)}>
                      <CardName>{farm.name}</CardName>
                      <CardValue>{formatValue(farm, value)}</CardValue>
                      {change ? <CardValue>{change}</CardValue> : null}
                    </Card>
                  </li>
                );
              })}
            </Cards>
          </>
        ) : null}
      </Sidebar>
      <div style={{ gridColumn: 1, gridRow: 2 }}>
        <TimelineControl actor={playback} />
      </div>
    </Layout>
  );
}

type MapMetricSpec = (typeof MAP_METRIC_SPECS)[MapMetric];
