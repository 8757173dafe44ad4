import type { Aggregation, EntityPermission } from '@havbruk/api';
import { assign, setup, type SnapshotFrom } from 'xstate';

/** A farm the user may compare (from `/config/farms`), with what the options, filters and trace limits need. */
export interface CompareFarm {
  id: string;
  permissions: EntityPermission;
  /** The farm belongs to one of the user's organizations (not only visible through a perspective). */
  owned: boolean;
  productionArea: number;
  municipality: string;
  /** The operating company (the filter's companies). */
  /** Null for a site known only from public data (no operator): no company filter keeps it. */
  companyId: string | null;
}

/** A trace the chart can draw (a table's field, e.g. `lice.female`); `public` traces show on public farms too. */
export interface CompareTrace {
  id: string;
  public: boolean;
}

/** One row: farm, generation and cage (`farm` is the farm-level option). Counts only when all three are set. */
export interface CompareRow {
  /** Stable key of the row (React key, events). */
  key: string;
  farmId: string | null;
  genId: string | null;
  cageId: string | null;
}

/** A complete row: what the URL's `values` holds (`farm|generation|cage`). */
export interface CompareValue {
  farmId: string;
  genId: string;
  cageId: string;
}

/** The filter popover: empty lists filter nothing. */
export interface CompareFilters {
  seasons: readonly string[];
  productionAreas: readonly number[];
  municipalities: readonly string[];
  companies: readonly string[];
}

export const EMPTY_COMPARE_FILTERS: CompareFilters = {
  seasons: [],
  productionAreas: [],
  municipalities: [],
  companies: [],
};

/** The cage option that stands for the whole farm (what choosing a generation resets the cage to). */
export const FARM_LEVEL_CAGE = 'farm';
/** Spec §4/§9: trace choices apply 600 ms after the last change. */
export const COMPARE_TRACE_DEBOUNCE_MS = 600;
/** Rows a comparison holds at most (beyond that a chart of rows × traces is unreadable). */
export const MAX_COMPARE_ROWS = 8;
/** Aggregations of the compare tool (farms: spec §9), the default first. */
export const COMPARE_AGGREGATIONS: readonly Aggregation[] = ['day', 'week', 'month'];
export const DEFAULT_COMPARE_TRACES: readonly string[] = ['lice.female'];

export interface CompareInput {
  /** The farms the user may compare now (perspective applied). */
  farms: readonly CompareFarm[];
  /** Every trace the tool offers, public or not. */
  traces: readonly CompareTrace[];
  /** Rows to start with (from the URL or the entity page's compare button). */
  values?: readonly CompareValue[];
  agg?: Aggregation;
  /** Chosen traces (from the URL); default `lice.female`. */
  selectedTraces?: readonly string[];
  filters?: CompareFilters;
  /** The area baseline on lice traces (beyond the spec). */
  baseline?: boolean;
}

export interface CompareContext {
  farms: readonly CompareFarm[];
  traceOptions: readonly CompareTrace[];
  rows: readonly CompareRow[];
  /** Counter for new row keys. */
  nextKey: number;
  agg: Aggregation;
  /** The picker's choice, applied to `traces` 600 ms after the last change. */
  pendingTraces: readonly string[];
  /** The traces the chart draws (before the visibility limit). */
  traces: readonly string[];
  filters: CompareFilters;
  baseline: boolean;
}

export type CompareEvent =
  | { type: 'ROW.ADD' }
  | { type: 'ROW.REMOVE'; key: string }
  | { type: 'ROW.FARM'; key: string; farmId: string }
  | { type: 'ROW.GENERATION'; key: string; genId: string }
  | { type: 'ROW.CAGE'; key: string; cageId: string }
  /** The allowed farms changed (perspective switch, config reload). */
  | { type: 'FARMS.SET'; farms: readonly CompareFarm[] }
  | { type: 'AGG.SET'; agg: Aggregation }
  | { type: 'TRACE.TOGGLE'; id: string }
  | { type: 'TRACES.SET'; ids: readonly string[] }
  | { type: 'FILTERS.SET'; filters: CompareFilters }
  | { type: 'BASELINE.SET'; on: boolean };

const rowKey = (n: number) => `row-${n}`;
const emptyRow = (n: number): CompareRow => ({ key: rowKey(n), farmId: null, genId: null, cageId: null });

/** Rows whose farm is still allowed; an empty row when none remain. */
const keepAllowed = (rows: readonly CompareRow[], farms: readonly CompareFarm[], nextKey: number) => {
  const allowed = new Set(farms.map((farm) => farm.id));
  const kept = rows.filter((row) => row.farmId === null || allowed.has(row.farmId));
  return kept.length > 0 ? { rows: kept, nextKey } : { rows: [emptyRow(nextKey)], nextKey: nextKey + 1 };
};

const updateRow = (rows: readonly CompareRow[], key: string, change: (row: CompareRow) => CompareRow) =>
  rows.map((row) => (row.key === key ? change(row) : row));

/**
 * The compare tool (spec 2 §2, §4, §5): rows of farm, generation and cage, the filters, the aggregation, the
 * trace picker and the area baseline.
 *
 * - Choosing a farm resets the row's generation and cage; choosing a generation resets its cage to the
 *   farm-level option (`farm`). A row counts only when all three are set (`selectCompleteValues`).
 * - Rows whose farm is no longer allowed (`FARMS.SET`, a perspective change) are removed; removing the last row
 *   or losing every row adds an empty one, so the tool always shows a row to fill.
 * - Trace choices show at once in the picker (`pendingTraces`) and apply to the chart `traceDebounce` (600 ms)
 *   after the last change.
 * - The traces offered are limited to public ones when a selected farm is public or not owned
 *   (`selectTraceLimit`, `selectVisibleTraces`).
 */
export const compareMachine = setup({
  types: {
    input: {} as CompareInput,
    context: {} as CompareContext,
    events: {} as CompareEvent,
  },
  delays: {
    traceDebounce: COMPARE_TRACE_DEBOUNCE_MS,
  },
  guards: {
    canAddRow: ({ context }) => context.rows.length < MAX_COMPARE_ROWS,
    farmAllowed: ({ context }, params: { farmId: string }) => context.farms.some((farm) => farm.id === params.farmId),
  },
  actions: {
    addRow: assign(({ context }) => ({
      rows: [...context.rows, emptyRow(context.nextKey)],
      nextKey: context.nextKey + 1,
    })),
    removeRow: assign(({ context }, params: { key: string }) =>
      keepAllowed(
        context.rows.filter((row) => row.key !== params.key),
        context.farms,
        context.nextKey,
      ),
    ),
    chooseFarm: assign(({ context }, params: { key: string; farmId: string }) => ({
      rows: updateRow(context.rows, params.key, (row) =>
        row.farmId === params.farmId ? row : { ...row, farmId: params.farmId, genId: null, cageId: null },
      ),
    })),
    chooseGeneration: assign(({ context }, params: { key: string; genId: string }) => ({
      rows: updateRow(context.rows, params.key, (row) =>
        row.farmId === null || row.genId === params.genId
          ? row
          : { ...row, genId: params.genId, cageId: FARM_LEVEL_CAGE },
      ),
    })),
    chooseCage: assign(({ context }, params: { key: string; cageId: string }) => ({
      rows: updateRow(context.rows, params.key, (row) =>
        row.genId === null ? row : { ...row, cageId: params.cageId },
      ),
    })),
    setFarms: assign(({ context }, params: { farms: readonly CompareFarm[] }) => ({
      farms: params.farms,
      ...keepAllowed(context.rows, params.farms, context.nextKey),
    })),
    setAgg: assign((_, params: { agg: Aggregation }) => ({ agg: params.agg })),
    toggleTrace: assign(({ context }, params: { id: string }) => ({
      pendingTraces: context.pendingTraces.includes(params.id)
        ? context.pendingTraces.filter((id) => id !== params.id)
        : [...context.pendingTraces, params.id],
    })),
    setPendingTraces: assign(({ context }, params: { ids: readonly string[] }) => ({
      pendingTraces: context.traceOptions.map((trace) => trace.id).filter((id) => params.ids.includes(id)),
    })),
    applyTraces: assign(({ context }) => ({ traces: context.pendingTraces })),
    setFilters: assign((_, params: { filters: CompareFilters }) => ({ filters: params.filters })),
    setBaseline: assign((_, params: { on: boolean }) => ({ baseline: params.on })),
  },
}).createMachine({
  id: 'compare',
  context: ({ input }) => {
    const known = new Set(input.traces.map((trace) => trace.id));
    const selected = (input.selectedTraces ?? DEFAULT_COMPARE_TRACES).filter((id) => known.has(id));
    const values = input.values ?? [];
    const start = keepAllowed(
      values.map((value, index) => ({ key: rowKey(index), ...value })),
      input.farms,
      values.length,
    );
    return {
      farms: input.farms,
      traceOptions: input.traces,
      rows: start.rows,
      nextKey: start.nextKey,
      agg: input.agg && COMPARE_AGGREGATIONS.includes(input.agg) ? input.agg : COMPARE_AGGREGATIONS[0]!,
      pendingTraces: selected,
      traces: selected,
      filters: input.filters ?? EMPTY_COMPARE_FILTERS,
      baseline: input.baseline ?? false,
    };
  },
  initial: 'settled',
  on: {
    'ROW.ADD': { guard: 'canAddRow', actions: 'addRow' },
    'ROW.REMOVE': { actions: { type: 'removeRow', params: ({ event }) => ({ key: event.key }) } },
    'ROW.FARM': {
      guard: { type: 'farmAllowed', params: ({ event }) => ({ farmId: event.farmId }) },
      actions: { type: 'chooseFarm', params: ({ event }) => ({ key: event.key, farmId: event.farmId }) },
    },
    'ROW.GENERATION': {
      actions: { type: 'chooseGeneration', params: ({ event }) => ({ key: event.key, genId: event.genId }) },
    },
    'ROW.CAGE': { actions: { type: 'chooseCage', params: ({ event }) => ({ key: event.key, cageId: event.cageId }) } },
    'FARMS.SET': { actions: { type: 'setFarms', params: ({ event }) => ({ farms: event.farms }) } },
    'AGG.SET': {
      guard: ({ event }) => COMPARE_AGGREGATIONS.includes(event.agg),
      actions: { type: 'setAgg', params: ({ event }) => ({ agg: event.agg }) },
    },
    'FILTERS.SET': { actions: { type: 'setFilters', params: ({ event }) => ({ filters: event.filters }) } },
    'BASELINE.SET': { actions: { type: 'setBaseline', params: ({ event }) => ({ on: event.on }) } },
    'TRACE.TOGGLE': {
      target: '.pending',
      reenter: true,
      actions: { type: 'toggleTrace', params: ({ event }) => ({ id: event.id }) },
    },
    'TRACES.SET': {
      target: '.pending',
      reenter: true,
      actions: { type: 'setPendingTraces', params: ({ event }) => ({ ids: event.ids }) },
    },
  },
  states: {
    /** The chart draws what the picker shows. */
    settled: {},
    /** The picker changed; the chart follows `traceDebounce` after the last change. */
    pending: {
      after: { traceDebounce: { target: 'settled', actions: 'applyTraces' } },
    },
  },
});

export type CompareSnapshot = SnapshotFrom<typeof compareMachine>;

const isComplete = (row: CompareRow): row is CompareRow & CompareValue =>
  row.farmId !== null && row.genId !== null && row.cageId !== null;

/** The rows that count (farm, generation and cage set), in row order. */
export const selectCompleteRows = (snapshot: CompareSnapshot): (CompareRow & CompareValue)[] =>
  snapshot.context.rows.filter(isComplete);

/** Why the trace options are limited: not at all, a selected farm is public, or a selected farm is not owned. */
export type CompareTraceLimit = 'none' | 'public' | 'notOwned';

export const selectTraceLimit = (snapshot: CompareSnapshot): CompareTraceLimit => {
  const { farms, rows } = snapshot.context;
  const selected = rows
    .map((row) => farms.find((farm) => farm.id === row.farmId))
    .filter((farm): farm is CompareFarm => farm !== undefined);
  if (selected.some((farm) => farm.permissions !== 'private')) return 'public';
  if (selected.some((farm) => !farm.owned)) return 'notOwned';
  return 'none';
};

/** The traces the picker offers now: every trace, or only the public ones when limited. */
export const selectVisibleTraces = (snapshot: CompareSnapshot): CompareTrace[] => {
  const limited = selectTraceLimit(snapshot) !== 'none';
  return snapshot.context.traceOptions.filter((trace) => !limited || trace.public);
};

/** The picker's count: chosen traces among the visible ones, and the visible ones. */
export const selectTraceCount = (snapshot: CompareSnapshot): { selected: number; visible: number } => {
  const visible = selectVisibleTraces(snapshot);
  return {
    selected: visible.filter((trace) => snapshot.context.pendingTraces.includes(trace.id)).length,
    visible: visible.length,
  };
};

/** The traces the chart draws: applied and visible, in the options' order. */
export const selectChartTraces = (snapshot: CompareSnapshot): string[] =>
  selectVisibleTraces(snapshot)
    .map((trace) => trace.id)
    .filter((id) => snapshot.context.traces.includes(id));

/** The farm options after the filter popover (production areas, municipalities, companies). */
export const filterCompareFarms = (farms: readonly CompareFarm[], filters: CompareFilters): CompareFarm[] =>
  farms.filter(
    (farm) =>
      (filters.productionAreas.length === 0 || filters.productionAreas.includes(farm.productionArea)) &&
      (filters.municipalities.length === 0 || filters.municipalities.includes(farm.municipality)) &&
      (filters.companies.length === 0 || (farm.companyId !== null && filters.companies.includes(farm.companyId))),
  );

export const selectFarmOptions = (snapshot: CompareSnapshot): CompareFarm[] =>
  filterCompareFarms(snapshot.context.farms, snapshot.context.filters);

/** Whether the trace picker still waits for its debounce. */
export const selectTracesPending = (snapshot: CompareSnapshot): boolean => snapshot.matches('pending');
