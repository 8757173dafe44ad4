import { assign, emit, enqueueActions, fromCallback, setup, stopChild, type SnapshotFrom } from 'xstate';
import type { MapDataKey, MapV2Data, MapV2Response } from '@havbruk/api';
import {
  FALLOW_SCORE,
  PERFORMANCE_WINDOW_WEEKS,
  performanceIndex,
  type MapFarmWeek,
  type MapFarmWindow,
} from './mapScores.ts';

/** Fetch state of one data key of one year. */
export type MapFetchState = 'idle' | 'loading' | 'done' | 'failed';

/** What the filter popover chooses (empty lists: no restriction). */
export interface MapFilters {
  areas: readonly number[];
  municipalities: readonly string[];
  companies: readonly string[];
  species: readonly string[];
  activity: 'all' | 'active' | 'fallow';
}

export const NO_MAP_FILTERS: MapFilters = {
  areas: [],
  municipalities: [],
  companies: [],
  species: [],
  activity: 'all',
};

/** One loaded year: the data keys merged, and the performance index per cell (week × farm). */
export interface MapYear {
  response: MapV2Response;
  /** `scores[w * farms.length + f]`: performance index 0–1, -1 when fallow (see `performanceIndex`). */
  scores: readonly number[];
}

export interface MapDataInput {
  /** Years to load, in order: the shown (or the asked-for) year first. Others are asked for with `YEARS.WANT`. */
  years: readonly number[];
  keys: readonly MapDataKey[];
  filters?: MapFilters;
}

export interface MapDataContext {
  /** The years asked for, in loading order (the last `YEARS.WANT`); other years are not fetched. */
  years: readonly number[];
  keys: readonly MapDataKey[];
  /** Fetch state per `${year}:${key}`. */
  fetches: Record<string, MapFetchState>;
  /** Answers per year and key, until the year is complete. */
  parts: Record<number, Partial<Record<MapDataKey, MapV2Response>>>;
  /** Completed years, merged and scored. */
  loaded: Record<number, MapYear>;
  /** Loaded years answered before a `RELOAD`: shown until their new answers are merged, fetched again when asked for. */
  stale: readonly number[];
  /** Applied filters, and the ones waiting for the filter delay. */
  filters: MapFilters;
  pendingFilters: MapFilters;
}

export type MapDataEvent =
  /**
   * The years the screen needs now, in order: the shown week's year first (then, while playing, the year the
   * timeline moves to next). Each one not loaded is fetched, one year at a time; the others are left alone.
   */
  | { type: 'YEARS.WANT'; years: readonly number[] }
  /** Load the failed keys (and those not loaded yet) again. */
  | { type: 'RETRY' }
  /**
   * Load the years asked for again (the answers depend on who asks: a perspective switch changes the operator
   * initials and the owned farms' real weights). Every year loaded so far stays shown until replaced; those not
   * asked for now are fetched again when they are.
   */
  | { type: 'RELOAD' }
  /** The filter popover changed; applied after the filter delay (600 ms) of quiet. */
  | { type: 'FILTERS.CHANGE'; filters: MapFilters }
  /** Applied at once (a shared link, a reset). */
  | { type: 'FILTERS.SET'; filters: MapFilters }
  /** From a `fetchKey` actor: one key of one year arrived or failed. */
  | { type: 'KEY.LOADED'; year: number; key: MapDataKey; response: MapV2Response }
  | { type: 'KEY.FAILED'; year: number; key: MapDataKey; error: unknown };

export interface MapKeyRequest {
  year: number;
  key: MapDataKey;
}

/**
 * The `fetchKey` actor from a loader (the app's v2 map client): runs `load` with an abort signal (aborted when
 * the actor stops, e.g. the map unmounts) and reports `KEY.LOADED` or `KEY.FAILED` to the machine.
 */
export const mapKeyFetcher = (load: (request: MapKeyRequest, signal: AbortSignal) => Promise<MapV2Response>) =>
  fromCallback<MapDataEvent, MapKeyRequest>(({ input, sendBack }) => {
    const controller = new AbortController();
    load(input, controller.signal).then(
      (response) => sendBack({ type: 'KEY.LOADED', ...input, response }),
      (error: unknown) => {
        if (!controller.signal.aborted) sendBack({ type: 'KEY.FAILED', ...input, error });
      },
    );
    return () => controller.abort();
  });

export type MapDataEmitted =
  | { type: 'yearLoaded'; year: number }
  | { type: 'filtersApplied'; filters: MapFilters }
  | { type: 'loadFailed'; year: number; key: MapDataKey; error: unknown };

/** Spec 2 §9: map filter changes apply after 600 ms. */
export const MAP_FILTER_DEBOUNCE_MS = 600;

export const fetchId = (year: number, key: MapDataKey): string => `${year}:${key}`;

/** The worst disease status of each cell of a year's diseases key. */
function diseaseStatusByCell(diseases: MapV2Data['diseases']): Map<number, 'suspected' | 'confirmed'> {
  const byCell = new Map<number, 'suspected' | 'confirmed'>();
  diseases?.cell.forEach((cell, entry) => {
    if (byCell.get(cell) !== 'confirmed') byCell.set(cell, diseases.status[entry] ?? 'suspected');
  });
  return byCell;
}

/**
 * The performance index of every cell of a year (week by week, over the week's farms): lice, treatments and
 * diseases as `performanceIndex` scores them over its window (`PERFORMANCE_WINDOW_WEEKS`) of the year's weeks up
 * to the week (the first weeks of a year have a shorter window); fallow from the activity key.
 */
export function scoreYear(response: MapV2Response): number[] {
  const farmCount = response.farms.length;
  const { lice, activity, treatments, diseases } = response.data;
  const disease = diseaseStatusByCell(diseases);
  const cells: MapFarmWeek[] = Array.from({ length: response.weeks.length * farmCount }, (_, cell) => ({
    isFallow: activity?.isFallow[cell] === 1,
    female: lice && lice.reported[cell] === 1 ? (lice.female[cell] ?? null) : null,
    treatments: treatments?.count[cell] ?? 0,
    disease: disease.get(cell) ?? 'none',
  }));
  const scores = new Array<number>(cells.length).fill(FALLOW_SCORE);
  for (let w = 0; w < response.weeks.length; w += 1) {
    const first = Math.max(0, w - PERFORMANCE_WINDOW_WEEKS + 1);
    const farms: MapFarmWindow[] = [];
    for (let f = 0; f < farmCount; f += 1) {
      const weeks: MapFarmWeek[] = [];
      for (let v = first; v <= w; v += 1) weeks.push(cells[v * farmCount + f] as MapFarmWeek);
      farms.push({ id: String(w * farmCount + f), weeks });
    }
    for (const [cell, score] of performanceIndex(farms)) scores[Number(cell)] = score;
  }
  return scores;
}

/** Merges the keys of one year into one answer. */
function mergeYear(parts: Partial<Record<MapDataKey, MapV2Response>>): MapV2Response | undefined {
  const answers = Object.values(parts).filter((part): part is MapV2Response => part !== undefined);
  const [first, ...rest] = answers;
  if (!first) return undefined;
  const data: MapV2Data = { ...first.data };
  for (const answer of rest) Object.assign(data, answer.data);
  return { ...first, data };
}

/** The fetch states with every key of `years` not tracked yet as idle. */
const idleFetches = (
  fetches: Record<string, MapFetchState>,
  years: readonly number[],
  keys: readonly MapDataKey[],
): Record<string, MapFetchState> => ({
  ...Object.fromEntries(years.flatMap((year) => keys.map((key) => [fetchId(year, key), 'idle' as MapFetchState]))),
  ...fetches,
});

/** The first year asked for that is not loaded (or loaded before a `RELOAD`): the one being fetched. */
const currentYear = (context: MapDataContext): number | undefined =>
  context.years.find((year) => !context.loaded[year] || context.stale.includes(year));

/**
 * The map data (spec 2 §4): fetched per year and data key, only the years asked for (`years`, then `YEARS.WANT`:
 * the shown week's year first; a year of data is 125–137 KB gzip, and a visit mostly stays in one), one year at
 * a time, each key of a year in parallel (one request per key). The fetch state of every year and key is in
 * `fetches`. When every key of a year has arrived the year is merged and its performance index
 * recomputed (`scoreYear`), `yearLoaded` is emitted and the next year asked for starts. A failed key of the year
 * being loaded stops the loading in `failed` (the screen shows a retry); `RETRY` fetches what is missing. A year
 * left while it loads keeps its fetches running and its answers (a failed key is asked again when the year is
 * asked for again). The filter region applies filter changes `filterDebounce` (600 ms) after the last one.
 *
 * The fetch is the actor `fetchKey` (input `{ year, key }`), provided by the app as `mapKeyFetcher(load)` over
 * the v2 map client; it reports `KEY.LOADED` / `KEY.FAILED` and is stopped once it has. `RELOAD` loads the years
 * asked for again (after a perspective switch), showing the loaded years until their new answers are merged.
 */
export const mapDataMachine = setup({
  types: {
    input: {} as MapDataInput,
    context: {} as MapDataContext,
    events: {} as MapDataEvent,
    emitted: {} as MapDataEmitted,
  },
  delays: { filterDebounce: MAP_FILTER_DEBOUNCE_MS },
  actors: {
    fetchKey: mapKeyFetcher(async () => {
      throw new Error('fetchKey is provided by the app (mapKeyFetcher)');
    }),
  },
  guards: {
    yearComplete: ({ context }) => {
      const year = currentYear(context);
      return year !== undefined && context.keys.every((key) => context.fetches[fetchId(year, key)] === 'done');
    },
    allYearsLoaded: ({ context }) => currentYear(context) === undefined,
    isYearLoading: ({ context }, params: MapKeyRequest) => params.year === currentYear(context),
  },
  actions: {
    startYear: assign(({ context, spawn }) => {
      const year = currentYear(context);
      if (year === undefined) return {};
      const fetches = { ...context.fetches };
      for (const key of context.keys) {
        const id = fetchId(year, key);
        if (fetches[id] === 'done' || fetches[id] === 'loading') continue;
        fetches[id] = 'loading';
        spawn('fetchKey', { id, input: { year, key } });
      }
      return { fetches };
    }),
    storeAnswer: assign(({ context }, params: MapKeyRequest & { response: MapV2Response }) => ({
      fetches: { ...context.fetches, [fetchId(params.year, params.key)]: 'done' as const },
      parts: { ...context.parts, [params.year]: { ...context.parts[params.year], [params.key]: params.response } },
    })),
    markFailed: assign(({ context }, params: MapKeyRequest) => ({
      fetches: { ...context.fetches, [fetchId(params.year, params.key)]: 'failed' as const },
    })),
    notifyFailed: emit((_, params: MapKeyRequest & { error: unknown }) => ({
      type: 'loadFailed' as const,
      year: params.year,
      key: params.key,
      error: params.error,
    })),
    stopFetch: stopChild((_, params: MapKeyRequest) => fetchId(params.year, params.key)),
    /** Merges and scores the year being loaded (every key arrived) and announces it. */
    completeYear: enqueueActions(({ context, enqueue }) => {
      const year = currentYear(context) as number;
      const response = mergeYear(context.parts[year] ?? {});
      const parts = { ...context.parts };
      delete parts[year];
      enqueue.assign({
        parts,
        loaded: response ? { ...context.loaded, [year]: { response, scores: scoreYear(response) } } : context.loaded,
        stale: context.stale.filter((entry) => entry !== year),
      });
      enqueue.emit({ type: 'yearLoaded', year });
    }),
    want: assign(({ context }, params: { years: readonly number[] }) => ({
      years: params.years,
      fetches: idleFetches(context.fetches, params.years, context.keys),
    })),
    /** Stops the fetches in flight and forgets every answer not merged yet; loaded years stay until replaced. */
    restart: enqueueActions(({ context, enqueue }) => {
      for (const [id, state] of Object.entries(context.fetches)) if (state === 'loading') enqueue.stopChild(id);
      enqueue.assign({
        fetches: Object.fromEntries(Object.keys(context.fetches).map((id) => [id, 'idle' as MapFetchState])),
        parts: {},
        stale: Object.keys(context.loaded).map(Number),
      });
    }),
    stageFilters: assign((_, params: { filters: MapFilters }) => ({ pendingFilters: params.filters })),
    applyFilters: assign(({ context }) => ({ filters: context.pendingFilters })),
    setFilters: assign((_, params: { filters: MapFilters }) => ({
      filters: params.filters,
      pendingFilters: params.filters,
    })),
    notifyFilters: emit(({ context }) => ({ type: 'filtersApplied' as const, filters: context.filters })),
  },
}).createMachine({
  id: 'mapData',
  context: ({ input }) => ({
    years: input.years,
    keys: input.keys,
    fetches: idleFetches({}, input.years, input.keys),
    parts: {},
    loaded: {},
    stale: [],
    filters: input.filters ?? NO_MAP_FILTERS,
    pendingFilters: input.filters ?? NO_MAP_FILTERS,
  }),
  type: 'parallel',
  states: {
    data: {
      initial: 'loading',
      on: {
        RELOAD: { target: '.loading', reenter: true, actions: 'restart' },
        'YEARS.WANT': {
          target: '.loading',
          reenter: true,
          actions: { type: 'want', params: ({ event }) => ({ years: event.years }) },
        },
        // Answers of keys still in flight are kept, whichever year they are of.
        'KEY.LOADED': {
          actions: [
            { type: 'stopFetch', params: ({ event }) => event },
            { type: 'storeAnswer', params: ({ event }) => event },
          ],
        },
        // After the first failure (or once the shown years are in) later failures are only marked.
        'KEY.FAILED': {
          actions: [
            { type: 'stopFetch', params: ({ event }) => event },
            { type: 'markFailed', params: ({ event }) => event },
          ],
        },
      },
      states: {
        loading: {
          always: [
            { guard: 'allYearsLoaded', target: 'ready' },
            { guard: 'yearComplete', target: 'yearDone' },
          ],
          entry: 'startYear',
          on: {
            // The shown year's failure shows a retry; a left year's is only marked (asked again on return).
            'KEY.FAILED': [
              {
                guard: { type: 'isYearLoading', params: ({ event }) => event },
                actions: [
                  { type: 'stopFetch', params: ({ event }) => event },
                  { type: 'markFailed', params: ({ event }) => event },
                  { type: 'notifyFailed', params: ({ event }) => event },
                ],
                target: 'failed',
              },
              {
                actions: [
                  { type: 'stopFetch', params: ({ event }) => event },
                  { type: 'markFailed', params: ({ event }) => event },
                  { type: 'notifyFailed', params: ({ event }) => event },
                ],
              },
            ],
          },
        },
        yearDone: {
          entry: 'completeYear',
          always: { target: 'loading' },
        },
        failed: {
          on: { RETRY: { target: 'loading' } },
        },
        ready: {},
      },
    },
    filters: {
      initial: 'idle',
      on: {
        'FILTERS.SET': {
          target: '.idle',
          actions: [{ type: 'setFilters', params: ({ event }) => ({ filters: event.filters }) }, 'notifyFilters'],
        },
      },
      states: {
        idle: {
          on: {
            'FILTERS.CHANGE': {
              target: 'debouncing',
              actions: { type: 'stageFilters', params: ({ event }) => ({ filters: event.filters }) },
            },
          },
        },
        debouncing: {
          on: {
            'FILTERS.CHANGE': {
              target: 'debouncing',
              reenter: true,
              actions: { type: 'stageFilters', params: ({ event }) => ({ filters: event.filters }) },
            },
          },
          after: { filterDebounce: { target: 'idle', actions: ['applyFilters', 'notifyFilters'] } },
        },
      },
    },
  },
});

export type MapDataSnapshot = SnapshotFrom<typeof mapDataMachine>;

/** The loaded year, or undefined while it loads. */
export const selectMapYear = (snapshot: MapDataSnapshot, year: number | undefined): MapYear | undefined =>
  year === undefined ? undefined : snapshot.context.loaded[year];

/** `loading`, `failed` (show a retry) or `ready` for one year. */
export const selectYearStatus = (
  snapshot: MapDataSnapshot,
  year: number | undefined,
): 'loading' | 'failed' | 'ready' => {
  if (year !== undefined && snapshot.context.loaded[year]) return 'ready';
  if (snapshot.matches({ data: 'failed' })) return 'failed';
  return 'loading';
};

export const selectMapFilters = (snapshot: MapDataSnapshot): MapFilters => snapshot.context.filters;
export const selectPendingFilters = (snapshot: MapDataSnapshot): MapFilters => snapshot.context.pendingFilters;
