import {
  addIsoDays,
  DEFAULT_MIN_HARVEST_WEIGHT_KG,
  defaultHarvestWindow,
  evaluateHarvestFails,
  harvestValidUnits,
  HARVEST_WINDOW_DAYS,
  inWindow,
  type HarvestMarket,
  type HarvestRecord,
  type HarvestSort,
  type HarvestWeightRange,
  type HarvestWindow,
} from '@havbruk/api';
import { assign, raise, setup, type SnapshotFrom } from 'xstate';

/** What the harvest recommendations show: weight range, date window, market and sort (spec S2 §2, §4, §5, §9). */
export interface HarvestFilter {
  weight: HarvestWeightRange;
  window: HarvestWindow;
  market: HarvestMarket;
  sort: HarvestSort;
}

/** The defaults Reset restores: 3.2 kg open-ended, today to today + 89 days, fresh market, sorted by earnings. */
export const defaultHarvestFilter = (today: string): HarvestFilter => ({
  weight: { min: DEFAULT_MIN_HARVEST_WEIGHT_KG, max: null },
  window: defaultHarvestWindow(today),
  market: 'fresh',
  sort: 'earnings',
});

export interface HarvestFilterInput {
  /** The data's today (ISO day): the window's earliest start. */
  today: string;
  /** The projections, when already loaded. */
  records?: readonly HarvestRecord[] | null;
  /** An applied filter to start from (for example from the URL); missing parts take the defaults. */
  filter?: Partial<HarvestFilter>;
}

export interface HarvestFilterContext {
  today: string;
  /** The days the window may cover: today to today + 89 days. Typed dates are clamped into it. */
  limits: HarvestWindow;
  /** null while the projections load (the Apply button is then never "No results"). */
  records: readonly HarvestRecord[] | null;
  applied: HarvestFilter;
  /** The overlay's edits, applied on Apply. */
  staged: HarvestFilter;
  /**
   * `invalid` while a typed weight is out of bounds or not a number (the field shows the bounds error): Apply is
   * refused, so it never applies the older staged value.
   */
  weightEntry: 'valid' | 'invalid';
  /** Farms or cages with a passing projection inside the staged filter (null while loading). */
  stagedValidCount: number | null;
  /** The day the graph and table focus on. */
  focusDay: string | null;
  /** A clicked day outside the window, waiting for confirmation. */
  pendingDay: string | null;
}

export type HarvestFilterEvent =
  | { type: 'OPEN' }
  /** Closes the overlay and drops the staged edits. */
  | { type: 'CLOSE' }
  | { type: 'APPLY' }
  | { type: 'RESET' }
  | { type: 'STAGE.WEIGHT'; min: number; max: number | null }
  /** A weight field holds a typed value out of bounds (or not a number). */
  | { type: 'STAGE.WEIGHT_INVALID' }
  /** A typed or picked date; either end, clamped into the limits. An empty or invalid date is ignored. */
  | { type: 'STAGE.WINDOW'; start?: string; end?: string }
  | { type: 'STAGE.MARKET'; market: HarvestMarket }
  | { type: 'STAGE.SORT'; sort: HarvestSort }
  /** Sort or market changed outside the overlay: applied at once. */
  | { type: 'SORT.SET'; sort: HarvestSort }
  | { type: 'MARKET.SET'; market: HarvestMarket }
  /** A day clicked on the projections graph. */
  | { type: 'DAY.CLICK'; day: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RECORDS.SET'; records: readonly HarvestRecord[] | null }
  /** Internal: the focus day no longer applies. */
  | { type: 'FOCUS.CLEAR' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDay = (value: string | undefined): value is string =>
  value !== undefined && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const clampDay = (day: string, min: string, max: string): string => (day < min ? min : day > max ? max : day);
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The staged window after a typed date: each end is clamped into the limits; a start after the end moves the end
 * to it, an end before the start is raised to the start (spec S2 §5: harvest date inputs clamp typed values).
 */
export function clampHarvestWindow(
  current: HarvestWindow,
  change: { start?: string; end?: string },
  limits: HarvestWindow,
): HarvestWindow {
  let { start, end } = current;
  if (isIsoDay(change.start)) {
    start = clampDay(change.start, limits.start, limits.end);
    if (start > end) end = start;
  }
  if (isIsoDay(change.end)) end = clampDay(change.end, start, limits.end);
  return { start, end };
}

/** The staged weight range: step 0.01, lower bound 0, the maximum open-ended (null) or not below the minimum. */
export function normaliseWeightRange(min: number, max: number | null): HarvestWeightRange {
  const lower = Number.isFinite(min) ? Math.max(0, round2(min)) : 0;
  const upper = max === null || !Number.isFinite(max) ? null : Math.max(lower, round2(max));
  return { min: lower, max: upper };
}

const sameFilter = (a: HarvestFilter, b: HarvestFilter): boolean =>
  a.weight.min === b.weight.min &&
  a.weight.max === b.weight.max &&
  a.window.start === b.window.start &&
  a.window.end === b.window.end &&
  a.market === b.market &&
  a.sort === b.sort;

const validCount = (records: readonly HarvestRecord[] | null, filter: HarvestFilter): number | null =>
  records === null ? null : harvestValidUnits(evaluateHarvestFails(records, filter.weight), filter.window).size;

/**
 * The harvest filter and graph focus (spec S2 §4): two regions.
 *
 * - `overlay`: `closed` or `open`. Edits in the open overlay are staged and applied on Apply; with nothing changed
 *   Apply only closes; with zero valid results (no farm or cage passes) Apply is refused. Reset stages the defaults.
 *   Close drops the staged edits.
 * - `focus`: `none`, `focused` or `confirming`. A click on a day inside the applied window focuses it, a click on
 *   the focused day clears it; a day outside asks for confirmation (confirm focuses it, cancel keeps what was).
 *   Sorting or a market change (applied at once or through Apply) clears the focus.
 *
 * No timers: nothing is applied by time passing.
 */
export const harvestFilterMachine = setup({
  types: {
    input: {} as HarvestFilterInput,
    context: {} as HarvestFilterContext,
    events: {} as HarvestFilterEvent,
  },
  guards: {
    hasChanges: ({ context }) => !sameFilter(context.staged, context.applied),
    hasNoValidResults: ({ context }) => context.stagedValidCount === 0,
    weightEntryInvalid: ({ context }) => context.weightEntry === 'invalid',
    sortOrMarketStagedChange: ({ context }) =>
      context.staged.sort !== context.applied.sort || context.staged.market !== context.applied.market,
    isFocusedDay: ({ context }, params: { day: string }) => context.focusDay === params.day,
    inAppliedWindow: ({ context }, params: { day: string }) => inWindow(params.day, context.applied.window),
    sortChanged: ({ context }, params: { sort: HarvestSort }) => params.sort !== context.applied.sort,
    marketChanged: ({ context }, params: { market: HarvestMarket }) => params.market !== context.applied.market,
    hasFocus: ({ context }) => context.focusDay !== null,
  },
  actions: {
    stageApplied: assign(({ context }) => ({
      staged: context.applied,
      weightEntry: 'valid' as const,
      stagedValidCount: validCount(context.records, context.applied),
    })),
    stage: assign(({ context }, params: { change: Partial<HarvestFilter> }) => {
      const staged = { ...context.staged, ...params.change };
      return { staged, stagedValidCount: validCount(context.records, staged) };
    }),
    stageDefaults: assign(({ context }) => {
      const staged = defaultHarvestFilter(context.today);
      return { staged, weightEntry: 'valid' as const, stagedValidCount: validCount(context.records, staged) };
    }),
    applyStaged: assign(({ context }) => ({ applied: context.staged })),
    applyChange: assign(({ context }, params: { change: Partial<HarvestFilter> }) => {
      const applied = { ...context.applied, ...params.change };
      return { applied, staged: applied, stagedValidCount: validCount(context.records, applied) };
    }),
    setRecords: assign(({ context }, params: { records: readonly HarvestRecord[] | null }) => ({
      records: params.records,
      stagedValidCount: validCount(params.records, context.staged),
    })),
    focusDay: assign((_, params: { day: string }) => ({ focusDay: params.day, pendingDay: null })),
    focusPendingDay: assign(({ context }) => ({ focusDay: context.pendingDay, pendingDay: null })),
    setPendingDay: assign((_, params: { day: string }) => ({ pendingDay: params.day })),
    clearPendingDay: assign({ pendingDay: null }),
    clearFocus: assign({ focusDay: null, pendingDay: null }),
    requestFocusClear: raise({ type: 'FOCUS.CLEAR' }),
  },
}).createMachine({
  id: 'harvestFilter',
  context: ({ input }) => {
    const applied = { ...defaultHarvestFilter(input.today), ...input.filter };
    const records = input.records ?? null;
    return {
      today: input.today,
      limits: { start: input.today, end: addIsoDays(input.today, HARVEST_WINDOW_DAYS - 1) },
      records,
      applied,
      staged: applied,
      weightEntry: 'valid' as const,
      stagedValidCount: validCount(records, applied),
      focusDay: null,
      pendingDay: null,
    };
  },
  type: 'parallel',
  on: {
    'RECORDS.SET': { actions: { type: 'setRecords', params: ({ event }) => ({ records: event.records }) } },
    'SORT.SET': {
      guard: { type: 'sortChanged', params: ({ event }) => ({ sort: event.sort }) },
      actions: [
        { type: 'applyChange', params: ({ event }) => ({ change: { sort: event.sort } }) },
        'requestFocusClear',
      ],
    },
    'MARKET.SET': {
      guard: { type: 'marketChanged', params: ({ event }) => ({ market: event.market }) },
      actions: [
        { type: 'applyChange', params: ({ event }) => ({ change: { market: event.market } }) },
        'requestFocusClear',
      ],
    },
  },
  states: {
    overlay: {
      initial: 'closed',
      states: {
        closed: {
          on: { OPEN: { target: 'open', actions: 'stageApplied' } },
        },
        open: {
          on: {
            CLOSE: { target: 'closed', actions: 'stageApplied' },
            APPLY: [
              { guard: 'weightEntryInvalid' },
              { guard: 'hasNoValidResults' },
              {
                guard: 'sortOrMarketStagedChange',
                target: 'closed',
                actions: ['applyStaged', 'requestFocusClear'],
              },
              { guard: 'hasChanges', target: 'closed', actions: 'applyStaged' },
              { target: 'closed' },
            ],
            RESET: { actions: 'stageDefaults' },
            'STAGE.WEIGHT': {
              actions: [
                assign({ weightEntry: 'valid' }),
                {
                  type: 'stage',
                  params: ({ event }) => ({ change: { weight: normaliseWeightRange(event.min, event.max) } }),
                },
              ],
            },
            'STAGE.WEIGHT_INVALID': { actions: assign({ weightEntry: 'invalid' }) },
            'STAGE.WINDOW': {
              actions: {
                type: 'stage',
                params: ({ context, event }) => ({
                  change: { window: clampHarvestWindow(context.staged.window, event, context.limits) },
                }),
              },
            },
            'STAGE.MARKET': {
              actions: { type: 'stage', params: ({ event }) => ({ change: { market: event.market } }) },
            },
            'STAGE.SORT': {
              actions: { type: 'stage', params: ({ event }) => ({ change: { sort: event.sort } }) },
            },
          },
        },
      },
    },
    focus: {
      initial: 'none',
      on: { 'FOCUS.CLEAR': { target: '.none', actions: 'clearFocus' } },
      states: {
        none: {
          on: {
            'DAY.CLICK': [
              {
                guard: { type: 'inAppliedWindow', params: ({ event }) => ({ day: event.day }) },
                target: 'focused',
                actions: { type: 'focusDay', params: ({ event }) => ({ day: event.day }) },
              },
              { target: 'confirming', actions: { type: 'setPendingDay', params: ({ event }) => ({ day: event.day }) } },
            ],
          },
        },
        focused: {
          on: {
            'DAY.CLICK': [
              {
                guard: { type: 'isFocusedDay', params: ({ event }) => ({ day: event.day }) },
                target: 'none',
                actions: 'clearFocus',
              },
              {
                guard: { type: 'inAppliedWindow', params: ({ event }) => ({ day: event.day }) },
                target: 'focused',
                actions: { type: 'focusDay', params: ({ event }) => ({ day: event.day }) },
              },
              { target: 'confirming', actions: { type: 'setPendingDay', params: ({ event }) => ({ day: event.day }) } },
            ],
          },
        },
        confirming: {
          on: {
            CONFIRM: { target: 'focused', actions: 'focusPendingDay' },
            CANCEL: [
              { guard: 'hasFocus', target: 'focused', actions: 'clearPendingDay' },
              { target: 'none', actions: 'clearPendingDay' },
            ],
          },
        },
      },
    },
  },
});

export type HarvestFilterSnapshot = SnapshotFrom<typeof harvestFilterMachine>;

/**
 * What the overlay's Apply button does: apply the edits, only close (nothing changed) or nothing (no results, or a
 * typed weight out of bounds).
 */
export type HarvestApplyAction = 'apply' | 'close' | 'noResults' | 'invalid';

export const selectHarvestOverlayOpen = (snapshot: HarvestFilterSnapshot): boolean =>
  snapshot.matches({ overlay: 'open' });

export const selectHarvestApplyAction = (snapshot: HarvestFilterSnapshot): HarvestApplyAction => {
  const { context } = snapshot;
  if (context.weightEntry === 'invalid') return 'invalid';
  if (context.stagedValidCount === 0) return 'noResults';
  return sameFilter(context.staged, context.applied) ? 'close' : 'apply';
};

export const selectHarvestFilter = (snapshot: HarvestFilterSnapshot): HarvestFilter => snapshot.context.applied;
export const selectHarvestStaged = (snapshot: HarvestFilterSnapshot): HarvestFilter => snapshot.context.staged;
export const selectHarvestFocusDay = (snapshot: HarvestFilterSnapshot): string | null => snapshot.context.focusDay;
/** The day waiting for confirmation (the confirm dialog is open), or null. */
export const selectHarvestPendingDay = (snapshot: HarvestFilterSnapshot): string | null =>
  snapshot.matches({ focus: 'confirming' }) ? snapshot.context.pendingDay : null;
