import { ApiError, MAP_DATA_KEYS, fetchMapKeyV2, isAborted } from '@havbruk/api';
import {
  mapDataMachine,
  mapKeyFetcher,
  mapPlaybackMachine,
  sameWeek,
  selectMapFilters,
  selectMapWeek,
  selectMapYear,
  selectPendingFilters,
  selectYearStatus,
  selectYearsShown,
  type MapWeek,
} from '@havbruk/machines';
import {
  MapExplorerScreen,
  MapFilterPopover,
  SHELL_MAIN_HEIGHT,
  ScreenSkeleton,
  filterMapFarms,
  useI18n,
  type MapExplorerStatus,
  type MapFilterOptions,
} from '@havbruk/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AppConfig } from '../../data/config.ts';
import { AbortedRequest } from '../../data/dataLayer.ts';
import { useConfig } from '../../data/useApi.ts';
import { useAppState } from '../../state/AppState.tsx';
import { usePageTitle } from '../usePageTitle.ts';
import { mapJoin, weekFarms } from './mapFarms.ts';
import { mapPath, parseMapUrl, withMapSearch, type MapUrlState } from './mapUrl.ts';

/**
 * `/map` and `/map/{year}/{week}`: the map explorer (spec 2 §2). The available weeks come from
 * `/config/weeks`; a week that is not among them resets the URL to `/map` (the newest week is shown). The data
 * is the v2 map (`/v2/map/data/{year}?data={key}`, one request per key) loaded by the `mapData` machine for the
 * years the timeline needs (the shown week's; while playing, the next one too: `selectYearsShown`), and joined
 * with `/config/farms`.
 */
export function MapPage() {
  const { LL } = useI18n();
  const config = useConfig();
  usePageTitle(LL.map.explorerTitle());
  if (!config.data) return <ScreenSkeleton layout="map" />;
  return <MapRoute config={config.data} />;
}

const searchString = (search: URLSearchParams): string => {
  const text = search.toString();
  return text ? `?${text}` : '';
};

function MapRoute({ config }: { config: AppConfig }) {
  const params = useParams();
  const [search] = useSearchParams();
  const url = parseMapUrl(params, search);
  const weeks = useMemo<MapWeek[]>(
    () => config.weeks.weeks.map(({ year, week }) => ({ year, week })),
    [config.weeks.weeks],
  );
  const asked = url.week;
  const malformed = params.year !== undefined && asked === undefined;
  if (malformed || (asked && !weeks.some((week) => sameWeek(week, asked))))
    return <Navigate to={{ pathname: '/map', search: searchString(search) }} replace />;
  return <MapExplorer config={config} weeks={weeks} initial={url} />;
}

const sameYears = (a: readonly number[], b: readonly number[]): boolean => a.join() === b.join();

function MapExplorer({
  config,
  weeks,
  initial,
}: {
  config: AppConfig;
  weeks: readonly MapWeek[];
  initial: MapUrlState;
}) {
  const { LL } = useI18n();
  const { data, reportApiError, preferences } = useAppState();
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const url = parseMapUrl(params, search);

  const playback = useActorRef(mapPlaybackMachine, {
    input: { weeks, ...(initial.week ? { requestedWeek: initial.week } : {}) },
  });
  const [machine] = useState(() =>
    mapDataMachine.provide({
      actors: {
        fetchKey: mapKeyFetcher(async (request, signal) => {
          const result = await fetchMapKeyV2(data.client, request, { signal });
          if (isAborted(result)) throw new AbortedRequest();
          return result;
        }),
      },
    }),
  );
  const years = useSelector(playback, selectYearsShown, sameYears);
  const mapData = useActorRef(machine, { input: { years, keys: MAP_DATA_KEYS } });
  useEffect(() => {
    mapData.send({ type: 'YEARS.WANT', years });
  }, [mapData, years]);

  // A failed key is the map's retry; only a lost session (401/403) goes to the global handler.
  useEffect(() => {
    const failed = mapData.on('loadFailed', ({ error }) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) reportApiError(error);
    });
    return () => failed.unsubscribe();
  }, [mapData, reportApiError]);

  // A perspective switch the server confirmed: the map data is in the perspective's terms (operator initials,
  // the owned farms' real weights), so the years are loaded again (the shown data stays until replaced).
  const perspective = useSelector(preferences, (snapshot) => snapshot.context.confirmed.perspective);
  const shownPerspective = useRef(perspective);
  useEffect(() => {
    if (shownPerspective.current === perspective) return;
    shownPerspective.current = perspective;
    mapData.send({ type: 'RELOAD' });
  }, [mapData, perspective]);

  // The config was fetched again (another year of weeks): the timeline gets the new weeks.
  useEffect(() => {
    playback.send({ type: 'WEEKS.SET', weeks });
  }, [playback, weeks]);

  const week = useSelector(playback, selectMapWeek);
  const status = useSelector(mapData, (snapshot) => selectYearStatus(snapshot, week?.year));
  const year = useSelector(mapData, (snapshot) => selectMapYear(snapshot, week?.year));
  const filters = useSelector(mapData, selectMapFilters);
  const pendingFilters = useSelector(mapData, selectPendingFilters);

  // The shown week → the URL (`/map/{year}/{week}`); an unavailable week asked for later → `/map`.
  const searchRef = useRef(search);
  useLayoutEffect(() => {
    searchRef.current = search;
  }, [search]);
  // Every change starts from the last one written, not from the last render's URL: two changes before a render
  // (a metric picked while the map reports its bounds) would otherwise drop the first (react-router's function
  // form of setSearchParams reads the rendered URL).
  const writeSearch = (change: Parameters<typeof withMapSearch>[1], options?: { replace: true }) => {
    searchRef.current = withMapSearch(searchRef.current, change);
    setSearch(searchRef.current, options);
  };
  const written = useRef<MapWeek | undefined>(initial.week);
  useEffect(() => {
    const changed = playback.on('weekChanged', ({ week: shown }) => {
      written.current = shown;
      navigate({ pathname: mapPath(shown), search: searchString(searchRef.current) }, { replace: true });
    });
    const reset = playback.on('resetRequested', () => {
      written.current = undefined;
      navigate({ pathname: '/map', search: searchString(searchRef.current) }, { replace: true });
    });
    return () => {
      changed.unsubscribe();
      reset.unsubscribe();
    };
  }, [playback, navigate]);
  // The URL's week changed from outside (history, a link) → the timeline.
  const asked = url.week;
  useEffect(() => {
    if (!asked || (written.current && sameWeek(written.current, asked))) return;
    written.current = asked;
    playback.send({ type: 'WEEK.REQUEST', week: asked });
  }, [asked?.year, asked?.week]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new week in the URL, not a new object for the same week

  const join = useMemo(() => mapJoin(config.farms, config.companies), [config.farms, config.companies]);
  const weekIndex = year && week ? year.response.weeks.findIndex((entry) => entry.week === week.week) : -1;
  const allFarms = useMemo(() => (year ? weekFarms(year, weekIndex, join) : []), [year, weekIndex, join]);
  const farms = useMemo(() => filterMapFarms(allFarms, filters), [allFarms, filters]);
  const previousFarms = useMemo(
    () => (year && weekIndex > 0 ? filterMapFarms(weekFarms(year, weekIndex - 1, join), filters) : undefined),
    [year, weekIndex, join, filters],
  );

  const filterOptions = useMemo<MapFilterOptions>(
    () => ({
      areas: config.productionAreas,
      municipalities: config.municipalities.map((municipality) => ({
        name: municipality.name,
        areaId: municipality.productionArea,
      })),
      companies: [...config.companies].sort((a, b) => a.name.localeCompare(b.name)),
      species: [...new Set(config.farms.flatMap((farm) => farm.species ?? []))],
    }),
    [config],
  );

  const screenStatus: MapExplorerStatus =
    status === 'failed'
      ? { state: 'error', onRetry: () => mapData.send({ type: 'RETRY' }) }
      : { state: status === 'ready' ? 'ready' : 'loading' };
  const focusFarmId = status === 'ready' ? (url.farmIds[0] ?? null) : null;
  const replace = { replace: true } as const;

  return (
    <div style={{ height: SHELL_MAIN_HEIGHT }}>
      <MapExplorerScreen
        title={LL.map.explorerTitle()}
        status={screenStatus}
        farms={farms}
        {...(previousFarms ? { previousFarms } : {})}
        metric={url.metric}
        onMetricChange={(metric) => writeSearch({ metric })}
        playback={playback}
        fitKey={filters}
        focusFarmId={focusFarmId}
        onFocusFarmIdChange={(id) => writeSearch({ farmIds: id ? [id] : [] })}
        {...(initial.bounds ? { initialBounds: initial.bounds } : {})}
        onBoundsChange={(bounds) => writeSearch({ bounds }, replace)}
        {...(import.meta.env.VITE_TILE_URL ? { tileUrl: import.meta.env.VITE_TILE_URL as string } : {})}
        filters={
          <MapFilterPopover
            options={filterOptions}
            value={pendingFilters}
            onValueChange={(next) => mapData.send({ type: 'FILTERS.CHANGE', filters: next })}
          />
        }
      />
    </div>
  );
}
