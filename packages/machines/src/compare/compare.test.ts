import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  COMPARE_TRACE_DEBOUNCE_MS,
  compareMachine,
  EMPTY_COMPARE_FILTERS,
  FARM_LEVEL_CAGE,
  MAX_COMPARE_ROWS,
  selectChartTraces,
  selectCompleteRows,
  selectFarmOptions,
  selectTraceCount,
  selectTraceLimit,
  selectTracesPending,
  selectVisibleTraces,
  type CompareEvent,
  type CompareFarm,
  type CompareInput,
  type CompareRow,
  type CompareSnapshot,
  type CompareTrace,
} from './compare.ts';
import { compareSearch, parseCompareSearch } from './compareUrl.ts';

const own = (id: string, productionArea = 3): CompareFarm => ({
  id,
  permissions: 'private',
  owned: true,
  productionArea,
  municipality: 'Austevoll',
  companyId: 'op-1',
});
const farms: CompareFarm[] = [
  own('12468'),
  own('12040', 4),
  { ...own('30111', 3), owned: false },
  { id: '45001', permissions: 'public', owned: false, productionArea: 7, municipality: 'Hitra', companyId: 'op-9' },
];
const traces: CompareTrace[] = [
  { id: 'lice.female', public: true },
  { id: 'lice.mobile', public: true },
  { id: 'seaTemperature.value', public: true },
  { id: 'inventory.closeWeight', public: false },
  { id: 'mortalities.percent', public: false },
];

function start(input: Partial<CompareInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(compareMachine, { input: { farms, traces, ...input }, clock });
  actor.start();
  const rows = () => actor.getSnapshot().context.rows;
  return { actor, clock, rows, snapshot: () => actor.getSnapshot() };
}

describe('compareMachine rows', () => {
  it('starts with one empty row and the default trace, daily', () => {
    const { rows, snapshot } = start();
    expect(rows()).toEqual([{ key: 'row-0', farmId: null, genId: null, cageId: null }]);
    expect(snapshot().context.agg).toBe('day');
    expect(selectChartTraces(snapshot())).toEqual(['lice.female']);
    expect(selectCompleteRows(snapshot())).toEqual([]);
  });

  it('restores rows, aggregation and traces from the URL; unknown traces and unallowed farms are dropped', () => {
    const { rows, snapshot } = start({
      values: [
        { farmId: '12468', genId: '12468-V24', cageId: 'farm' },
        { farmId: '99999', genId: '99999-V24', cageId: 'farm' },
      ],
      agg: 'week',
      selectedTraces: ['lice.mobile', 'nope'],
    });
    expect(rows()).toEqual([{ key: 'row-0', farmId: '12468', genId: '12468-V24', cageId: 'farm' }]);
    expect(snapshot().context.agg).toBe('week');
    expect(snapshot().context.traces).toEqual(['lice.mobile']);
  });

  it('choosing a farm resets the generation and the cage', () => {
    const { actor, rows } = start({ values: [{ farmId: '12468', genId: '12468-V24', cageId: 'c-3' }] });
    actor.send({ type: 'ROW.FARM', key: 'row-0', farmId: '12040' });
    expect(rows()[0]).toEqual({ key: 'row-0', farmId: '12040', genId: null, cageId: null });
  });

  it('choosing a generation resets the cage to the farm-level option', () => {
    const { actor, rows } = start({ values: [{ farmId: '12468', genId: '12468-V24', cageId: 'c-3' }] });
    actor.send({ type: 'ROW.GENERATION', key: 'row-0', genId: '12468-V22' });
    expect(rows()[0]).toEqual({ key: 'row-0', farmId: '12468', genId: '12468-V22', cageId: FARM_LEVEL_CAGE });
  });

  it('a row counts only when farm, generation and cage are all set', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'ROW.FARM', key: 'row-0', farmId: '12468' });
    expect(selectCompleteRows(snapshot())).toEqual([]);
    actor.send({ type: 'ROW.CAGE', key: 'row-0', cageId: 'c-1' });
    expect(snapshot().context.rows[0]?.cageId).toBeNull();
    actor.send({ type: 'ROW.GENERATION', key: 'row-0', genId: '12468-V24' });
    expect(selectCompleteRows(snapshot())).toEqual([
      { key: 'row-0', farmId: '12468', genId: '12468-V24', cageId: 'farm' },
    ]);
    actor.send({ type: 'ROW.CAGE', key: 'row-0', cageId: 'c-1' });
    expect(selectCompleteRows(snapshot())[0]?.cageId).toBe('c-1');
  });

  it('ignores a farm that is not allowed', () => {
    const { actor, rows } = start();
    actor.send({ type: 'ROW.FARM', key: 'row-0', farmId: 'elsewhere' });
    expect(rows()[0]?.farmId).toBeNull();
  });

  it('removes rows whose farm is no longer allowed (perspective change)', () => {
    const { actor, rows } = start({
      values: [
        { farmId: '12468', genId: 'g1', cageId: 'farm' },
        { farmId: '12040', genId: 'g2', cageId: 'farm' },
      ],
    });
    actor.send({ type: 'FARMS.SET', farms: farms.filter((farm) => farm.id !== '12468') });
    expect(rows().map((row) => row.farmId)).toEqual(['12040']);
  });

  it('adds an empty row when no rows remain after a perspective change', () => {
    const { actor, rows } = start({ values: [{ farmId: '12468', genId: 'g1', cageId: 'farm' }] });
    actor.send({ type: 'FARMS.SET', farms: [own('77777')] });
    expect(rows()).toEqual([{ key: 'row-1', farmId: null, genId: null, cageId: null }]);
  });

  it('adds an empty row when the last row is removed', () => {
    const { actor, rows } = start({ values: [{ farmId: '12468', genId: 'g1', cageId: 'farm' }] });
    actor.send({ type: 'ROW.REMOVE', key: 'row-0' });
    expect(rows()).toEqual([{ key: 'row-1', farmId: null, genId: null, cageId: null }]);
  });

  it('adds rows up to the maximum and removes the one asked for', () => {
    const { actor, rows } = start();
    for (let i = 0; i < MAX_COMPARE_ROWS + 2; i++) actor.send({ type: 'ROW.ADD' });
    expect(rows()).toHaveLength(MAX_COMPARE_ROWS);
    actor.send({ type: 'ROW.REMOVE', key: 'row-2' });
    expect(rows().map((row) => row.key)).not.toContain('row-2');
    expect(rows()).toHaveLength(MAX_COMPARE_ROWS - 1);
  });

  it('narrows the farm options by production area, municipality and company', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'FILTERS.SET', filters: { ...EMPTY_COMPARE_FILTERS, productionAreas: [3] } });
    expect(selectFarmOptions(snapshot()).map((farm) => farm.id)).toEqual(['12468', '30111']);
    actor.send({ type: 'FILTERS.SET', filters: { ...EMPTY_COMPARE_FILTERS, companies: ['op-9'] } });
    expect(selectFarmOptions(snapshot()).map((farm) => farm.id)).toEqual(['45001']);
    actor.send({ type: 'FILTERS.SET', filters: { ...EMPTY_COMPARE_FILTERS, municipalities: ['Austevoll'] } });
    expect(selectFarmOptions(snapshot())).toHaveLength(3);
  });

  it('accepts only the compare aggregations', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'AGG.SET', agg: 'month' });
    expect(snapshot().context.agg).toBe('month');
    actor.send({ type: 'AGG.SET', agg: 'daysIn' });
    expect(snapshot().context.agg).toBe('month');
  });
});

describe('compareMachine traces', () => {
  it('applies trace choices 600 ms after the last change', () => {
    const { actor, clock, snapshot } = start();
    actor.send({ type: 'TRACE.TOGGLE', id: 'lice.mobile' });
    expect(snapshot().context.pendingTraces).toEqual(['lice.female', 'lice.mobile']);
    expect(selectTracesPending(snapshot())).toBe(true);
    clock.increment(COMPARE_TRACE_DEBOUNCE_MS - 100);
    // A second change restarts the wait.
    actor.send({ type: 'TRACE.TOGGLE', id: 'lice.female' });
    clock.increment(COMPARE_TRACE_DEBOUNCE_MS - 1);
    expect(selectChartTraces(snapshot())).toEqual(['lice.female']);
    clock.increment(1);
    expect(selectChartTraces(snapshot())).toEqual(['lice.mobile']);
    expect(selectTracesPending(snapshot())).toBe(false);
  });

  it('sets a whole choice at once, in the options order', () => {
    const { actor, clock, snapshot } = start();
    actor.send({ type: 'TRACES.SET', ids: ['seaTemperature.value', 'lice.mobile'] });
    clock.increment(COMPARE_TRACE_DEBOUNCE_MS);
    expect(selectChartTraces(snapshot())).toEqual(['lice.mobile', 'seaTemperature.value']);
  });

  it('offers every trace when every selected farm is private and owned', () => {
    const { snapshot } = start({
      values: [{ farmId: '12468', genId: 'g', cageId: 'farm' }],
      selectedTraces: ['lice.female', 'inventory.closeWeight'],
    });
    expect(selectTraceLimit(snapshot())).toBe('none');
    expect(selectTraceCount(snapshot())).toEqual({ selected: 2, visible: 5 });
    expect(selectChartTraces(snapshot())).toEqual(['lice.female', 'inventory.closeWeight']);
  });

  it('limits the traces to public ones when a selected farm is public', () => {
    const { snapshot } = start({
      values: [
        { farmId: '12468', genId: 'g', cageId: 'farm' },
        { farmId: '45001', genId: 'g', cageId: 'farm' },
      ],
      selectedTraces: ['lice.female', 'inventory.closeWeight'],
    });
    expect(selectTraceLimit(snapshot())).toBe('public');
    expect(selectVisibleTraces(snapshot()).map((trace) => trace.id)).toEqual([
      'lice.female',
      'lice.mobile',
      'seaTemperature.value',
    ]);
    expect(selectTraceCount(snapshot())).toEqual({ selected: 1, visible: 3 });
    expect(selectChartTraces(snapshot())).toEqual(['lice.female']);
  });

  it('limits the traces when a selected farm is not owned', () => {
    const { actor, snapshot } = start({ values: [{ farmId: '12468', genId: 'g', cageId: 'farm' }] });
    actor.send({ type: 'ROW.ADD' });
    actor.send({ type: 'ROW.FARM', key: 'row-1', farmId: '30111' });
    expect(selectTraceLimit(snapshot())).toBe('notOwned');
    expect(selectVisibleTraces(snapshot()).every((trace) => trace.public)).toBe(true);
    // The limit lifts with the farm that caused it; the choice was kept.
    actor.send({ type: 'ROW.REMOVE', key: 'row-1' });
    expect(selectTraceLimit(snapshot())).toBe('none');
  });

  it('turns the area baseline on and off', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'BASELINE.SET', on: true });
    expect(snapshot().context.baseline).toBe(true);
    actor.send({ type: 'BASELINE.SET', on: false });
    expect(snapshot().context.baseline).toBe(false);
  });
});

describe('compare URL', () => {
  it('round-trips complete triples, aggregation, traces and the baseline', () => {
    const search = compareSearch({
      values: [
        { farmId: '12468', genId: '12468-V24', cageId: 'farm' },
        { farmId: '12040', genId: '12040-V23', cageId: '12040-M3' },
      ],
      agg: 'week',
      traces: ['lice.female'],
      baseline: true,
    });
    expect(search).toBe(
      '?values=12468|12468-V24|farm,12040|12040-V23|12040-M3&agg=week&traces=lice.female&baseline=area',
    );
    expect(parseCompareSearch(search)).toEqual({
      values: [
        { farmId: '12468', genId: '12468-V24', cageId: 'farm' },
        { farmId: '12040', genId: '12040-V23', cageId: '12040-M3' },
      ],
      agg: 'week',
      traces: ['lice.female'],
      baseline: true,
    });
  });

  it('drops incomplete triples and unknown aggregations', () => {
    expect(parseCompareSearch('?values=12468|12468-V24,12040||farm,1|2|3&agg=year')).toEqual({
      values: [{ farmId: '1', genId: '2', cageId: '3' }],
      baseline: false,
    });
  });
});

/** Two farms (one public) and three traces keep the generated state space small but cover every rule. */
const graphFarms = [farms[0]!, farms[3]!];
const graphEvents: CompareEvent[] = [
  { type: 'ROW.ADD' },
  { type: 'ROW.REMOVE', key: 'row-0' },
  { type: 'ROW.REMOVE', key: 'row-1' },
  { type: 'ROW.FARM', key: 'row-0', farmId: '12468' },
  { type: 'ROW.FARM', key: 'row-0', farmId: '45001' },
  { type: 'ROW.GENERATION', key: 'row-0', genId: 'g1' },
  { type: 'ROW.GENERATION', key: 'row-0', genId: 'g2' },
  { type: 'ROW.CAGE', key: 'row-0', cageId: 'c1' },
  { type: 'ROW.FARM', key: 'row-1', farmId: '45001' },
  { type: 'ROW.GENERATION', key: 'row-1', genId: 'g1' },
  { type: 'ROW.CAGE', key: 'row-1', cageId: 'c1' },
  { type: 'FARMS.SET', farms: [graphFarms[0]!] },
  { type: 'TRACE.TOGGLE', id: 'inventory.closeWeight' },
];

function expectInvariants(snapshot: CompareSnapshot) {
  const { rows, farms: allowed } = snapshot.context;
  // Always a row to fill; every row's farm is allowed; a generation needs a farm, a cage a generation.
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    if (row.farmId !== null) expect(allowed.map((farm) => farm.id)).toContain(row.farmId);
    if (row.genId !== null) expect(row.farmId).not.toBeNull();
    if (row.cageId !== null) expect(row.genId).not.toBeNull();
  }
  // The chart never draws a private trace while a public farm is selected.
  const hasPublic = rows.some((row) => allowed.find((farm) => farm.id === row.farmId)?.permissions === 'public');
  if (hasPublic) expect(selectChartTraces(snapshot)).not.toContain('inventory.closeWeight');
}

describe('compareMachine generated paths (@xstate/graph)', () => {
  const input: CompareInput = { farms: graphFarms, traces: traces.slice(2, 4), values: [] };
  const paths = getShortestPaths(compareMachine, {
    events: graphEvents,
    input,
    // Row keys count up for ever; states that differ only in the counter are the same state.
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        rows: snapshot.context.rows.map((row) => [row.farmId, row.genId, row.cageId]),
        farms: snapshot.context.farms.length,
        pending: snapshot.context.pendingTraces,
        traces: snapshot.context.traces,
      }),
    // Two rows show every rule; more rows repeat them.
    stopWhen: (snapshot) => snapshot.context.rows.length > 2,
    limit: 200_000,
  });

  it('reaches both trace states and rows of every shape', () => {
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(new Set(['settled', 'pending']));
    expect(paths.some((path) => path.state.context.rows.length === 2)).toBe(true);
    expect(paths.length).toBeGreaterThan(100);
  });

  it('replays every shortest path on a live actor with the row rules holding at each step', () => {
    for (const path of paths) {
      const actor = createActor(compareMachine, { input, clock: new SimulatedClock() }).start();
      for (const step of path.steps) {
        if ((step.event.type as string) !== 'xstate.init') actor.send(step.event);
        const shape = (rows: readonly CompareRow[]) => rows.map((row) => [row.farmId, row.genId, row.cageId]);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(shape(actor.getSnapshot().context.rows)).toEqual(shape(step.state.context.rows));
        expectInvariants(actor.getSnapshot());
      }
      actor.stop();
    }
  }, 60_000);
});
