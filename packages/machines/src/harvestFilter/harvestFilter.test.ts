import type { HarvestRecord } from '@havbruk/api';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import {
  clampHarvestWindow,
  defaultHarvestFilter,
  harvestFilterMachine,
  normaliseWeightRange,
  selectHarvestApplyAction,
  selectHarvestFilter,
  selectHarvestFocusDay,
  selectHarvestOverlayOpen,
  selectHarvestPendingDay,
  selectHarvestStaged,
  type HarvestFilterInput,
  type HarvestFilterSnapshot,
} from './harvestFilter.ts';

const today = '2026-11-22';
const limits = { start: today, end: '2027-02-19' };

/** A projection of one farm on one day, its fish at `weight` kg. */
function record(farmId: string, day: string, weight: number): HarvestRecord {
  const band = (value: number) => ({ value, upper: value * 1.1, lower: value * 0.9 });
  const info = { currency: 'NOK', fallback: false, species: 'atlanticSalmon' as const };
  return {
    farmId,
    farmName: farmId,
    cageId: null,
    cageName: null,
    productionId: `${farmId}-g1`,
    day,
    populations: [{ cageId: `${farmId}-1`, weight: { value: weight }, count: { value: 1000 } }],
    scores: {
      fresh: { ...band(weight * 78_000), info },
      frozen: { ...band(weight * 71_000), info },
      count: band(1000),
      weight: band(weight),
      biomass: band(weight * 1000),
      superior: band(70),
    },
    quality: { superior: 70, ordinary: 24, production: 5, wreck: 1 },
    earnings: weight * 78_000,
    fail: null,
    score: 0.5,
  };
}

/** Farm A grows from 3.0 to 4.8 kg over the window, farm B stays small (2.0 to 2.9 kg). */
const records: HarvestRecord[] = [
  record('A', '2026-11-22', 3.0),
  record('A', '2026-12-20', 3.6),
  record('A', '2027-01-31', 4.8),
  record('B', '2026-11-22', 2.0),
  record('B', '2027-01-31', 2.9),
];

function start(input: Partial<HarvestFilterInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(harvestFilterMachine, { input: { today, records, ...input }, clock });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  return { actor, clock, snapshot };
}

describe('harvestFilterMachine: the overlay', () => {
  it('starts closed with the defaults: 3.2 kg open-ended, today to today + 89 days, fresh, by earnings', () => {
    const { snapshot } = start();
    expect(selectHarvestOverlayOpen(snapshot())).toBe(false);
    expect(selectHarvestFilter(snapshot())).toEqual({
      weight: { min: 3.2, max: null },
      window: { start: '2026-11-22', end: '2027-02-19' },
      market: 'fresh',
      sort: 'earnings',
    });
  });

  it('stages edits and applies them only on Apply; time passing applies nothing', () => {
    const { actor, clock, snapshot } = start();
    actor.send({ type: 'OPEN' });
    expect(selectHarvestApplyAction(snapshot())).toBe('close');
    actor.send({ type: 'STAGE.WEIGHT', min: 4.5, max: null });
    actor.send({ type: 'STAGE.WINDOW', end: '2027-02-01' });
    clock.increment(60_000);
    expect(selectHarvestFilter(snapshot()).weight.min).toBe(3.2);
    expect(selectHarvestStaged(snapshot()).weight.min).toBe(4.5);
    expect(selectHarvestApplyAction(snapshot())).toBe('apply');
    actor.send({ type: 'APPLY' });
    expect(selectHarvestOverlayOpen(snapshot())).toBe(false);
    expect(selectHarvestFilter(snapshot()).weight).toEqual({ min: 4.5, max: null });
    expect(selectHarvestFilter(snapshot()).window).toEqual({ start: today, end: '2027-02-01' });
  });

  it('reads Close when nothing changed, and staging back to the applied values counts as nothing changed', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'STAGE.MARKET', market: 'frozen' });
    expect(selectHarvestApplyAction(snapshot())).toBe('apply');
    actor.send({ type: 'STAGE.MARKET', market: 'fresh' });
    expect(selectHarvestApplyAction(snapshot())).toBe('close');
    actor.send({ type: 'APPLY' });
    expect(selectHarvestOverlayOpen(snapshot())).toBe(false);
  });

  it('reads No results and refuses Apply when no farm passes the staged filter', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'STAGE.WEIGHT', min: 6, max: null });
    expect(snapshot().context.stagedValidCount).toBe(0);
    expect(selectHarvestApplyAction(snapshot())).toBe('noResults');
    actor.send({ type: 'APPLY' });
    expect(selectHarvestOverlayOpen(snapshot())).toBe(true);
    expect(selectHarvestFilter(snapshot()).weight.min).toBe(3.2);
    // A window that ends before farm A reaches 4.5 kg has no results either.
    actor.send({ type: 'STAGE.WEIGHT', min: 4.5, max: null });
    expect(selectHarvestApplyAction(snapshot())).toBe('apply');
    actor.send({ type: 'STAGE.WINDOW', end: '2027-01-01' });
    expect(selectHarvestApplyAction(snapshot())).toBe('noResults');
  });

  it('a typed weight out of bounds disables Apply until a valid one is typed; Apply never applies an older value', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'STAGE.WEIGHT', min: 4.5, max: null });
    actor.send({ type: 'STAGE.WEIGHT_INVALID' });
    expect(selectHarvestApplyAction(snapshot())).toBe('invalid');
    actor.send({ type: 'APPLY' });
    expect(selectHarvestOverlayOpen(snapshot())).toBe(true);
    expect(selectHarvestFilter(snapshot()).weight.min).toBe(3.2);
    actor.send({ type: 'STAGE.WEIGHT', min: 4, max: null });
    expect(selectHarvestApplyAction(snapshot())).toBe('apply');
    // Reset (valid defaults) and Close end the invalid entry as well.
    actor.send({ type: 'STAGE.WEIGHT_INVALID' });
    actor.send({ type: 'RESET' });
    expect(selectHarvestApplyAction(snapshot())).toBe('close');
    actor.send({ type: 'STAGE.WEIGHT_INVALID' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(selectHarvestApplyAction(snapshot())).toBe('close');
  });

  it('is never No results while the projections load', () => {
    const { actor, snapshot } = start({ records: null });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'STAGE.WEIGHT', min: 9, max: null });
    expect(selectHarvestApplyAction(snapshot())).toBe('apply');
    actor.send({ type: 'RECORDS.SET', records });
    expect(selectHarvestApplyAction(snapshot())).toBe('noResults');
  });

  it('Close drops the staged edits', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'STAGE.SORT', sort: 'quality' });
    actor.send({ type: 'CLOSE' });
    expect(selectHarvestFilter(snapshot()).sort).toBe('earnings');
    actor.send({ type: 'OPEN' });
    expect(selectHarvestStaged(snapshot()).sort).toBe('earnings');
  });

  it('Reset stages the defaults; Apply then applies them', () => {
    const { actor, snapshot } = start({
      filter: { weight: { min: 4, max: 5 }, market: 'frozen', sort: 'biomass' },
    });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'RESET' });
    expect(selectHarvestStaged(snapshot())).toEqual(defaultHarvestFilter(today));
    expect(selectHarvestFilter(snapshot()).sort).toBe('biomass');
    actor.send({ type: 'APPLY' });
    expect(selectHarvestFilter(snapshot())).toEqual(defaultHarvestFilter(today));
  });
});

describe('harvestFilterMachine: weight and dates', () => {
  it('weight: step 0.01, lower bound 0, null is open-ended, the maximum never below the minimum', () => {
    expect(normaliseWeightRange(4.567, null)).toEqual({ min: 4.57, max: null });
    expect(normaliseWeightRange(-1, 5)).toEqual({ min: 0, max: 5 });
    expect(normaliseWeightRange(5, 4)).toEqual({ min: 5, max: 5 });
  });

  it('typed dates are clamped into today … today + 89 days; the window never ends before it starts', () => {
    const window = { start: today, end: limits.end };
    expect(clampHarvestWindow(window, { start: '2020-01-01' }, limits)).toEqual(window);
    expect(clampHarvestWindow(window, { end: '2030-01-01' }, limits)).toEqual(window);
    expect(clampHarvestWindow(window, { end: '2026-12-21' }, limits)).toEqual({ start: today, end: '2026-12-21' });
    const short = { start: today, end: '2026-12-21' };
    expect(clampHarvestWindow(short, { start: '2027-01-10' }, limits)).toEqual({
      start: '2027-01-10',
      end: '2027-01-10',
    });
    expect(clampHarvestWindow(short, { end: '2026-01-01' }, limits)).toEqual({ start: today, end: today });
    expect(clampHarvestWindow(short, { start: '', end: 'not a date' }, limits)).toEqual(short);
  });
});

describe('harvestFilterMachine: the focus day', () => {
  it('a day inside the window focuses; clicking the focused day clears it', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'DAY.CLICK', day: '2026-12-20' });
    expect(selectHarvestFocusDay(snapshot())).toBe('2026-12-20');
    actor.send({ type: 'DAY.CLICK', day: '2027-01-31' });
    expect(selectHarvestFocusDay(snapshot())).toBe('2027-01-31');
    actor.send({ type: 'DAY.CLICK', day: '2027-01-31' });
    expect(selectHarvestFocusDay(snapshot())).toBeNull();
  });

  it('a day outside the window asks first: confirm focuses it, cancel keeps the state', () => {
    const { actor, snapshot } = start({ filter: { window: { start: today, end: '2026-12-31' } } });
    actor.send({ type: 'DAY.CLICK', day: '2026-12-20' });
    actor.send({ type: 'DAY.CLICK', day: '2027-01-31' });
    expect(selectHarvestPendingDay(snapshot())).toBe('2027-01-31');
    expect(selectHarvestFocusDay(snapshot())).toBe('2026-12-20');
    actor.send({ type: 'CANCEL' });
    expect(selectHarvestPendingDay(snapshot())).toBeNull();
    expect(selectHarvestFocusDay(snapshot())).toBe('2026-12-20');
    actor.send({ type: 'DAY.CLICK', day: '2027-01-31' });
    actor.send({ type: 'CONFIRM' });
    expect(selectHarvestFocusDay(snapshot())).toBe('2027-01-31');
    expect(selectHarvestFilter(snapshot()).window.end).toBe('2026-12-31');
  });

  it('sorting or a market change clears the focus, at once or through Apply', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'DAY.CLICK', day: '2026-12-20' });
    actor.send({ type: 'SORT.SET', sort: 'earnings' });
    expect(selectHarvestFocusDay(snapshot())).toBe('2026-12-20');
    actor.send({ type: 'SORT.SET', sort: 'biomass' });
    expect(selectHarvestFocusDay(snapshot())).toBeNull();
    expect(selectHarvestFilter(snapshot()).sort).toBe('biomass');

    actor.send({ type: 'DAY.CLICK', day: '2026-12-20' });
    actor.send({ type: 'MARKET.SET', market: 'frozen' });
    expect(selectHarvestFocusDay(snapshot())).toBeNull();

    actor.send({ type: 'DAY.CLICK', day: '2026-12-20' });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'STAGE.WEIGHT', min: 3.5, max: null });
    actor.send({ type: 'APPLY' });
    expect(selectHarvestFocusDay(snapshot())).toBe('2026-12-20');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'STAGE.SORT', sort: 'quality' });
    actor.send({ type: 'APPLY' });
    expect(selectHarvestFocusDay(snapshot())).toBeNull();
  });
});

describe('harvestFilterMachine generated paths (@xstate/graph)', () => {
  const events: Array<EventObject & Record<string, unknown>> = [
    { type: 'OPEN' },
    { type: 'CLOSE' },
    { type: 'APPLY' },
    { type: 'RESET' },
    { type: 'STAGE.WEIGHT', min: 4.5, max: null },
    { type: 'STAGE.WEIGHT', min: 6, max: null },
    { type: 'STAGE.WEIGHT_INVALID' },
    { type: 'STAGE.WINDOW', end: '2026-12-21' },
    { type: 'STAGE.SORT', sort: 'biomass' },
    { type: 'SORT.SET', sort: 'quality' },
    { type: 'DAY.CLICK', day: '2026-12-20' },
    { type: 'DAY.CLICK', day: '2027-01-31' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
  ];
  const paths = getShortestPaths(harvestFilterMachine, { events: events as never, input: { today, records } });

  function expectInvariants(snapshot: HarvestFilterSnapshot) {
    const { applied, staged, focusDay, pendingDay } = snapshot.context;
    for (const filter of [applied, staged]) {
      expect(filter.window.start <= filter.window.end).toBe(true);
      expect(filter.window.start >= limits.start && filter.window.end <= limits.end).toBe(true);
      expect(filter.weight.min).toBeGreaterThanOrEqual(0);
    }
    if (!snapshot.matches({ overlay: 'open' })) expect(staged).toEqual(applied);
    if (snapshot.matches({ focus: 'confirming' })) expect(pendingDay).not.toBeNull();
    else expect(pendingDay).toBeNull();
    if (snapshot.matches({ focus: 'none' })) expect(focusDay).toBeNull();
    if (snapshot.matches({ focus: 'focused' })) expect(focusDay).not.toBeNull();
    // An applied filter always had results when it was applied (or is the starting one).
    if (selectHarvestApplyAction(snapshot) === 'noResults') expect(snapshot.matches({ overlay: 'open' })).toBe(true);
    if (snapshot.context.weightEntry === 'invalid') expect(snapshot.matches({ overlay: 'open' })).toBe(true);
  }

  it('reaches every state of both regions', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const overlay of ['closed', 'open'])
      for (const focus of ['none', 'focused', 'confirming'])
        expect(reached.has(JSON.stringify({ overlay, focus })), `${overlay} + ${focus}`).toBe(true);
  });

  it('keeps the filter valid and the regions consistent on every generated path', () => {
    for (const path of paths) for (const step of path.steps) expectInvariants(step.state as HarvestFilterSnapshot);
    expect(paths.length).toBeGreaterThan(30);
  });
});
