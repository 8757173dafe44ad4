import { assign, setup } from 'xstate';

/** The graph tools of the entity page's main chart (spec 2 §4, §5, §9). */
export type GraphTool = 'anomaly' | 'interpolate' | 'forecast';
export const GRAPH_TOOLS: readonly GraphTool[] = ['anomaly', 'interpolate', 'forecast'];

/** Forecast horizon in days: numeric 1–180, default 90. */
export const FORECAST_HORIZON_BOUNDS = { min: 1, max: 180, default: 90 } as const;

export interface GraphToolsContext {
  /** Series ids each tool is applied to; a tool is active when its list is not empty. */
  selected: Record<GraphTool, string[]>;
  /** The applied forecast horizon (days). */
  horizon: number;
  /** What the user typed last (shown in the input while pending or invalid). */
  horizonInput: string;
  /** `'bounds'` while the typed horizon is not a number within 1–180. */
  horizonError: 'bounds' | null;
}

export type GraphToolsEvent =
  | { type: 'TOGGLE_SERIES'; tool: GraphTool; seriesId: string }
  | { type: 'SET_SERIES'; tool: GraphTool; seriesIds: string[] }
  | { type: 'CLEAR'; tool: GraphTool }
  | { type: 'CLEAR_ALL' }
  | { type: 'SET_HORIZON'; value: string | number };

export interface GraphToolsInput {
  selected?: Partial<Record<GraphTool, string[]>>;
  horizon?: number;
}

/** A typed horizon as a number, or null when it is not a number within 1–180. */
export const parseHorizon = (value: string | number): number | null => {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.replace(',', '.'));
  return Number.isFinite(number) && number >= FORECAST_HORIZON_BOUNDS.min && number <= FORECAST_HORIZON_BOUNDS.max
    ? number
    : null;
};

const toolRegion = (tool: GraphTool) => ({
  initial: 'inactive' as const,
  states: {
    inactive: { always: { guard: { type: 'hasSeries' as const, params: { tool } }, target: 'active' } },
    active: { always: { guard: { type: 'hasNoSeries' as const, params: { tool } }, target: 'inactive' } },
  },
});

/**
 * Graph tools: anomaly, interpolate and forecast are each `active` while they
 * have selected series and each can be cleared. The forecast horizon input
 * is validated as typed: out of range → `invalid` with the bounds error (not
 * applied); in range → `pending`, applied after the `horizonDebounce` delay
 * (600 ms) unless another value arrives first.
 */
export const graphToolsMachine = setup({
  types: {
    context: {} as GraphToolsContext,
    events: {} as GraphToolsEvent,
    input: {} as GraphToolsInput,
  },
  delays: {
    horizonDebounce: 600,
  },
  guards: {
    hasSeries: ({ context }, params: { tool: GraphTool }) => context.selected[params.tool].length > 0,
    hasNoSeries: ({ context }, params: { tool: GraphTool }) => context.selected[params.tool].length === 0,
    horizonInRange: ({ event }) => event.type === 'SET_HORIZON' && parseHorizon(event.value) !== null,
  },
  actions: {
    toggleSeries: assign({
      selected: ({ context, event }) => {
        if (event.type !== 'TOGGLE_SERIES') return context.selected;
        const list = context.selected[event.tool];
        const next = list.includes(event.seriesId)
          ? list.filter((id) => id !== event.seriesId)
          : [...list, event.seriesId];
        return { ...context.selected, [event.tool]: next };
      },
    }),
    setSeries: assign({
      selected: ({ context, event }) =>
        event.type === 'SET_SERIES'
          ? { ...context.selected, [event.tool]: [...new Set(event.seriesIds)] }
          : context.selected,
    }),
    clearTool: assign({
      selected: ({ context, event }) =>
        event.type === 'CLEAR' ? { ...context.selected, [event.tool]: [] } : context.selected,
    }),
    clearAll: assign({ selected: () => ({ anomaly: [], interpolate: [], forecast: [] }) }),
    storeHorizonInput: assign({
      horizonInput: ({ context, event }) => (event.type === 'SET_HORIZON' ? String(event.value) : context.horizonInput),
    }),
    markHorizonValid: assign({ horizonError: null }),
    markHorizonInvalid: assign({ horizonError: 'bounds' as const }),
    applyHorizon: assign({
      horizon: ({ context }) => parseHorizon(context.horizonInput) ?? context.horizon,
    }),
    restoreHorizonInput: assign({ horizonInput: ({ context }) => String(context.horizon) }),
  },
}).createMachine({
  id: 'graphTools',
  type: 'parallel',
  context: ({ input }) => {
    const horizon = parseHorizon(input.horizon ?? FORECAST_HORIZON_BOUNDS.default) ?? FORECAST_HORIZON_BOUNDS.default;
    return {
      selected: {
        anomaly: input.selected?.anomaly ?? [],
        interpolate: input.selected?.interpolate ?? [],
        forecast: input.selected?.forecast ?? [],
      },
      horizon,
      horizonInput: String(horizon),
      horizonError: null,
    };
  },
  on: {
    TOGGLE_SERIES: { actions: 'toggleSeries' },
    SET_SERIES: { actions: 'setSeries' },
    CLEAR: { actions: 'clearTool' },
    CLEAR_ALL: { actions: 'clearAll' },
  },
  states: {
    anomaly: toolRegion('anomaly'),
    interpolate: toolRegion('interpolate'),
    forecast: toolRegion('forecast'),
    horizon: {
      initial: 'idle',
      on: {
        SET_HORIZON: [
          {
            guard: 'horizonInRange',
            target: '.pending',
            reenter: true,
            actions: ['storeHorizonInput', 'markHorizonValid'],
          },
          { target: '.invalid', actions: ['storeHorizonInput', 'markHorizonInvalid'] },
        ],
      },
      states: {
        idle: {},
        pending: {
          after: { horizonDebounce: { target: 'idle', actions: 'applyHorizon' } },
        },
        invalid: {},
      },
    },
  },
});
