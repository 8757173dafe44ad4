import { and, assign, emit, setup, type SnapshotFrom } from 'xstate';

/** One week label of the map timeline (ISO week of a year). */
export interface MapWeek {
  year: number;
  week: number;
}

export interface MapPlaybackInput {
  /** The available weeks, oldest first. */
  weeks: readonly MapWeek[];
  /** The week asked for (from the URL, /map/{year}/{week}); the newest available week when absent. */
  requestedWeek?: MapWeek;
  /** Start playing at once. */
  playing?: boolean;
}

export interface MapPlaybackContext {
  weeks: readonly MapWeek[];
  /** Index of the shown week in `weeks` (-1 while no week is available). */
  index: number;
  /** Index the slider shows; differs from `index` while a slider change waits for its debounce. */
  sliderIndex: number;
  /** Start-up flags from the input. */
  startsPlaying: boolean;
  startedOnUnavailableWeek: boolean;
}

export type MapPlaybackEvent =
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE' }
  | { type: 'STEP.FORWARD' }
  | { type: 'STEP.BACK' }
  /** The slider moved to a week index; applied after the slider debounce. */
  | { type: 'SLIDER.CHANGE'; index: number }
  /** A week asked for from outside (the URL changed). */
  | { type: 'WEEK.REQUEST'; week: MapWeek }
  /** The available weeks changed (another year of data arrived). */
  | { type: 'WEEKS.SET'; weeks: readonly MapWeek[] };

export type MapPlaybackEmitted =
  /** The shown week changed (the app writes /map/{year}/{week}). */
  | { type: 'weekChanged'; week: MapWeek }
  /** A requested week is not available: the current week is shown and the app resets the URL to /map. */
  | { type: 'resetRequested'; week: MapWeek | undefined };

/** Spec §9: play step 500 ms, slider debounce 250 ms. */
export const MAP_PLAY_STEP_MS = 500;
/** Play pressed on the newest week starts this many weeks back (a year of weeks), not at the oldest week. */
export const MAP_PLAY_REWIND_WEEKS = 52;
export const MAP_SLIDER_DEBOUNCE_MS = 250;

export const sameWeek = (a: MapWeek, b: MapWeek): boolean => a.year === b.year && a.week === b.week;

const indexOfWeek = (weeks: readonly MapWeek[], week: MapWeek | undefined): number =>
  week ? weeks.findIndex((candidate) => sameWeek(candidate, week)) : -1;

/** The index a requested week resolves to: itself when available, otherwise the newest week. */
const resolveIndex = (weeks: readonly MapWeek[], week: MapWeek | undefined): number => {
  const found = indexOfWeek(weeks, week);
  return found >= 0 ? found : weeks.length - 1;
};

const clampIndex = (weeks: readonly MapWeek[], index: number): number =>
  Math.min(Math.max(Math.round(index), 0), weeks.length - 1);

/**
 * The map timeline: the available weeks, the shown week, playing or paused.
 *
 * - Play advances one week every `playStep` (500 ms) and wraps from the newest week to the oldest; Play pressed on
 *   the newest week first goes `MAP_PLAY_REWIND_WEEKS` back (a recent year, not the oldest week of the data).
 * - Step back/forward moves one week, stops at either end, and is ignored while playing.
 * - A slider change shows at once on the slider and is applied `sliderDebounce` (250 ms) after the
 *   last change; moving the slider pauses playback.
 * - A requested week that is not available resolves to the current (newest) week and emits
 *   `resetRequested`, through the named action `requestReset` (the app resets the URL to /map).
 */
export const mapPlaybackMachine = setup({
  types: {
    input: {} as MapPlaybackInput,
    context: {} as MapPlaybackContext,
    events: {} as MapPlaybackEvent,
    emitted: {} as MapPlaybackEmitted,
  },
  delays: {
    playStep: MAP_PLAY_STEP_MS,
    sliderDebounce: MAP_SLIDER_DEBOUNCE_MS,
  },
  guards: {
    startsPlaying: ({ context }) => context.startsPlaying,
    startedOnUnavailableWeek: ({ context }) => context.startedOnUnavailableWeek,
    requestedWeekInvalid: ({ context }, params: { week: MapWeek | undefined }) =>
      params.week !== undefined && indexOfWeek(context.weeks, params.week) < 0,
    hasSeveralWeeks: ({ context }) => context.weeks.length > 1,
    canStepForward: ({ context }) => context.index < context.weeks.length - 1,
    canStepBack: ({ context }) => context.index > 0,
    atNewestWeek: ({ context }) => context.index === context.weeks.length - 1,
    sliderMoved: ({ context }) => context.sliderIndex !== context.index,
  },
  actions: {
    advance: assign(({ context }) => {
      const index = (context.index + 1) % context.weeks.length;
      return { index, sliderIndex: index };
    }),
    rewindForPlay: assign(({ context }) => {
      const index = Math.max(0, context.index - MAP_PLAY_REWIND_WEEKS);
      return { index, sliderIndex: index };
    }),
    stepForward: assign(({ context }) => ({ index: context.index + 1, sliderIndex: context.index + 1 })),
    stepBack: assign(({ context }) => ({ index: context.index - 1, sliderIndex: context.index - 1 })),
    setSlider: assign(({ context }, params: { index: number }) => ({
      sliderIndex: clampIndex(context.weeks, params.index),
    })),
    applySlider: assign(({ context }) => ({ index: context.sliderIndex })),
    showWeek: assign(({ context }, params: { week: MapWeek }) => {
      const index = resolveIndex(context.weeks, params.week);
      return { index, sliderIndex: index };
    }),
    setWeeks: assign(({ context }, params: { weeks: readonly MapWeek[] }) => {
      const shown = context.weeks[context.index];
      const index = resolveIndex(params.weeks, shown);
      return { weeks: params.weeks, index, sliderIndex: index };
    }),
    notifyWeek: emit(({ context }) => ({
      type: 'weekChanged' as const,
      week: context.weeks[context.index] as MapWeek,
    })),
    requestReset: emit(({ context }) => ({
      type: 'resetRequested' as const,
      week: context.weeks[context.index],
    })),
  },
}).createMachine({
  id: 'mapPlayback',
  context: ({ input }) => {
    const index = resolveIndex(input.weeks, input.requestedWeek);
    return {
      weeks: input.weeks,
      index,
      sliderIndex: index,
      startsPlaying: input.playing ?? false,
      startedOnUnavailableWeek: input.requestedWeek !== undefined && indexOfWeek(input.weeks, input.requestedWeek) < 0,
    };
  },
  initial: 'init',
  states: {
    init: {
      always: [{ guard: 'startedOnUnavailableWeek', target: 'active', actions: 'requestReset' }, { target: 'active' }],
    },
    active: {
      type: 'parallel',
      on: {
        'WEEK.REQUEST': [
          {
            guard: { type: 'requestedWeekInvalid', params: ({ event }) => ({ week: event.week }) },
            actions: [
              { type: 'showWeek', params: ({ event }) => ({ week: event.week }) },
              'requestReset',
              'notifyWeek',
            ],
          },
          { actions: [{ type: 'showWeek', params: ({ event }) => ({ week: event.week }) }, 'notifyWeek'] },
        ],
        'WEEKS.SET': { actions: { type: 'setWeeks', params: ({ event }) => ({ weeks: event.weeks }) } },
      },
      states: {
        playback: {
          initial: 'init',
          states: {
            init: {
              always: [{ guard: 'startsPlaying', target: 'playing' }, { target: 'paused' }],
            },
            paused: {
              on: {
                PLAY: [
                  {
                    guard: and(['hasSeveralWeeks', 'atNewestWeek']),
                    target: 'playing',
                    actions: ['rewindForPlay', 'notifyWeek'],
                  },
                  { guard: 'hasSeveralWeeks', target: 'playing' },
                ],
                TOGGLE: [
                  {
                    guard: and(['hasSeveralWeeks', 'atNewestWeek']),
                    target: 'playing',
                    actions: ['rewindForPlay', 'notifyWeek'],
                  },
                  { guard: 'hasSeveralWeeks', target: 'playing' },
                ],
                'STEP.FORWARD': { guard: 'canStepForward', actions: ['stepForward', 'notifyWeek'] },
                'STEP.BACK': { guard: 'canStepBack', actions: ['stepBack', 'notifyWeek'] },
              },
            },
            playing: {
              after: {
                playStep: { target: 'playing', reenter: true, actions: ['advance', 'notifyWeek'] },
              },
              on: {
                PAUSE: 'paused',
                TOGGLE: 'paused',
                'SLIDER.CHANGE': 'paused',
              },
            },
          },
        },
        slider: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'SLIDER.CHANGE': {
                  target: 'debouncing',
                  actions: { type: 'setSlider', params: ({ event }) => ({ index: event.index }) },
                },
              },
            },
            debouncing: {
              on: {
                'SLIDER.CHANGE': {
                  target: 'debouncing',
                  reenter: true,
                  actions: { type: 'setSlider', params: ({ event }) => ({ index: event.index }) },
                },
              },
              after: {
                sliderDebounce: [
                  { guard: 'sliderMoved', target: 'idle', actions: ['applySlider', 'notifyWeek'] },
                  { target: 'idle' },
                ],
              },
            },
          },
        },
      },
    },
  },
});

export type MapPlaybackSnapshot = SnapshotFrom<typeof mapPlaybackMachine>;

/** The shown week, or undefined while no week is available. */
export const selectMapWeek = (snapshot: MapPlaybackSnapshot): MapWeek | undefined =>
  snapshot.context.weeks[snapshot.context.index];

export const selectIsPlaying = (snapshot: MapPlaybackSnapshot): boolean =>
  snapshot.matches({ active: { playback: 'playing' } });

/**
 * The years of map data the timeline needs now, in loading order: the shown week's year; while playing also the
 * next year it plays into (wrapping to the oldest), fetched while the shown one plays (a year plays in ≈ 26 s).
 * Other years are fetched only when the timeline moves there.
 */
export const selectYearsShown = (snapshot: MapPlaybackSnapshot): number[] => {
  const { weeks, index } = snapshot.context;
  const shown = weeks[index];
  if (!shown) return [];
  if (!selectIsPlaying(snapshot)) return [shown.year];
  const next = [...weeks.slice(index + 1), ...weeks.slice(0, index)].find((week) => week.year !== shown.year);
  return next ? [shown.year, next.year] : [shown.year];
};

/** Whether the step buttons are enabled (never while playing; not past either end). */
export const selectCanStep = (snapshot: MapPlaybackSnapshot): { back: boolean; forward: boolean } => {
  const playing = selectIsPlaying(snapshot);
  const { index, weeks } = snapshot.context;
  return { back: !playing && index > 0, forward: !playing && index < weeks.length - 1 };
};
