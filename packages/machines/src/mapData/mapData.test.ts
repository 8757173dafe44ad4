import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import type { MapDataKey, MapV2Response } from '@havbruk/api';
import {
  MAP_FILTER_DEBOUNCE_MS,
  NO_MAP_FILTERS,
  mapDataMachine,
  mapKeyFetcher,
  scoreYear,
  selectMapFilters,
  selectYearStatus,
  type MapDataEmitted,
} from './mapData.ts';

/** A year of two weeks and two farms; lice, activity, treatments, diseases, inventory keys. */
function answer(year: number, key: MapDataKey): MapV2Response {
  const base = {
    year,
    weeks: [
      { year, week: 1, label: `${year}-01` },
      { year, week: 2, label: `${year}-02` },
    ],
    farms: ['a', 'b'],
  };
  const data: MapV2Response['data'] = {
    lice: {
      reported: [1, 1, 1, 0],
      female: [0.1, 0.5, 0.2, null],
      mobile: [0, 0, 0, null],
      stationary: [0, 0, 0, null],
    },
    activity: { isFallow: [0, 0, 0, 1], isActive: [1, 1, 1, 0] },
    treatments: {
      count: [0, 1, 0, 0],
      cell: [1],
      products: [{ product: 'Salmosan', category: 'medicinalBath' }],
      product: [0],
    },
    diseases: {
      count: [0, 0, 1, 0],
      cell: [2],
      types: ['PD'],
      type: [0],
      strain: [null],
      status: ['confirmed'],
      start: ['2026-01-01'],
      end: [null],
    },
    inventory: { weight: [1, 2, 1, 2], estimated: [0, 1] },
  };
  return { ...base, data: { [key]: data[key] } };
}

const keys: MapDataKey[] = ['lice', 'activity', 'treatments', 'diseases'];

/** Requests are held until the test resolves or rejects them. */
function start(years = [2026, 2025]) {
  const pending: {
    year: number;
    key: MapDataKey;
    resolve: (value: MapV2Response) => void;
    reject: (error: Error) => void;
  }[] = [];
  const clock = new SimulatedClock();
  const machine = mapDataMachine.provide({
    actors: {
      fetchKey: mapKeyFetcher(
        (request) => new Promise((resolve, reject) => pending.push({ ...request, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: { years, keys }, clock });
  const emitted: MapDataEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const answerAll = async (year: number) => {
    for (const request of pending.filter((entry) => entry.year === year)) request.resolve(answer(year, request.key));
    await settle();
  };
  return { actor, clock, pending, emitted, answerAll, settle };
}

describe('mapDataMachine', () => {
  it('fetches the current year first, one request per data key, and tracks each fetch state', () => {
    const { actor, pending } = start();
    expect(pending.map((request) => `${request.year}:${request.key}`)).toEqual([
      '2026:lice',
      '2026:activity',
      '2026:treatments',
      '2026:diseases',
    ]);
    const { fetches } = actor.getSnapshot().context;
    expect(fetches['2026:lice']).toBe('loading');
    expect(fetches['2025:lice']).toBe('idle');
    expect(selectYearStatus(actor.getSnapshot(), 2026)).toBe('loading');
  });

  it('completes a year when every key arrived: merged, scored, announced; then loads the next year', async () => {
    const { actor, pending, emitted, answerAll, settle } = start();
    pending[0]?.resolve(answer(2026, 'lice'));
    await settle();
    expect(actor.getSnapshot().context.fetches['2026:lice']).toBe('done');
    expect(selectYearStatus(actor.getSnapshot(), 2026)).toBe('loading');

    await answerAll(2026);
    const year = actor.getSnapshot().context.loaded[2026];
    expect(Object.keys(year?.response.data ?? {}).sort()).toEqual(['activity', 'diseases', 'lice', 'treatments']);
    expect(year?.scores).toEqual(scoreYear(year!.response));
    expect(emitted).toContainEqual({ type: 'yearLoaded', year: 2026 });
    expect(selectYearStatus(actor.getSnapshot(), 2026)).toBe('ready');
    expect(pending.filter((request) => request.year === 2025)).toHaveLength(4);

    await answerAll(2025);
    await waitFor(actor, (snapshot) => snapshot.matches({ data: 'ready' }));
    expect(Object.keys(actor.getSnapshot().context.loaded)).toEqual(['2025', '2026']);
  });

  it('fetches only the years asked for: another year when the timeline moves there, none again when it comes back', async () => {
    const { actor, pending, answerAll } = start([2026]);
    await answerAll(2026);
    await waitFor(actor, (snapshot) => snapshot.matches({ data: 'ready' }));
    expect(pending.map((request) => request.year)).toEqual([2026, 2026, 2026, 2026]);

    actor.send({ type: 'YEARS.WANT', years: [2025] });
    expect(pending.slice(4).map((request) => `${request.year}:${request.key}`)).toEqual([
      '2025:lice',
      '2025:activity',
      '2025:treatments',
      '2025:diseases',
    ]);
    expect(selectYearStatus(actor.getSnapshot(), 2025)).toBe('loading');
    await answerAll(2025);
    await waitFor(actor, (snapshot) => snapshot.matches({ data: 'ready' }));
    expect(selectYearStatus(actor.getSnapshot(), 2025)).toBe('ready');

    actor.send({ type: 'YEARS.WANT', years: [2026] });
    expect(pending).toHaveLength(8);
    expect(actor.getSnapshot().matches({ data: 'ready' })).toBe(true);
  });

  it('moving to another year while one loads: the new year is fetched at once, the left one kept and finished on return', async () => {
    const { actor, pending, emitted, settle } = start([2026]);
    pending.find((request) => request.key === 'lice')?.resolve(answer(2026, 'lice'));
    await settle();

    actor.send({ type: 'YEARS.WANT', years: [2025] });
    expect(pending.slice(4).map((request) => request.year)).toEqual([2025, 2025, 2025, 2025]);
    // The left year's answers are kept; one of its keys failing does not fail the shown year.
    pending.find((request) => request.year === 2026 && request.key === 'activity')?.resolve(answer(2026, 'activity'));
    pending.find((request) => request.year === 2026 && request.key === 'treatments')?.reject(new Error('502'));
    await settle();
    expect(selectYearStatus(actor.getSnapshot(), 2025)).toBe('loading');
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'loadFailed', year: 2026, key: 'treatments' }));

    actor.send({ type: 'YEARS.WANT', years: [2026] });
    // Only the failed key is asked again; the one still in flight is not doubled.
    expect(pending.slice(8).map((request) => `${request.year}:${request.key}`)).toEqual(['2026:treatments']);
    pending.find((request) => request.year === 2026 && request.key === 'diseases')?.resolve(answer(2026, 'diseases'));
    pending[8]?.resolve(answer(2026, 'treatments'));
    await settle();
    expect(selectYearStatus(actor.getSnapshot(), 2026)).toBe('ready');
    expect(Object.keys(actor.getSnapshot().context.loaded[2026]?.response.data ?? {}).sort()).toEqual([
      'activity',
      'diseases',
      'lice',
      'treatments',
    ]);
  });

  it('stops on a failed key and shows the failure; a retry fetches only what is missing', async () => {
    const { actor, pending, emitted, settle } = start([2026]);
    pending.find((request) => request.key === 'lice')?.reject(new Error('502'));
    await settle();
    expect(selectYearStatus(actor.getSnapshot(), 2026)).toBe('failed');
    expect(emitted).toContainEqual(expect.objectContaining({ type: 'loadFailed', year: 2026, key: 'lice' }));
    // The other keys still arrive and are kept.
    for (const request of pending.filter((entry) => entry.key !== 'lice')) request.resolve(answer(2026, request.key));
    await settle();
    expect(actor.getSnapshot().context.fetches['2026:activity']).toBe('done');

    actor.send({ type: 'RETRY' });
    const retried = pending.slice(4);
    expect(retried.map((request) => request.key)).toEqual(['lice']);
    retried[0]?.resolve(answer(2026, 'lice'));
    await waitFor(actor, (snapshot) => snapshot.matches({ data: 'ready' }));
    expect(selectYearStatus(actor.getSnapshot(), 2026)).toBe('ready');
  });

  it('reloads every year on RELOAD: fetches in flight are dropped, the loaded year stays shown until replaced', async () => {
    const { actor, pending, answerAll, settle } = start();
    await answerAll(2026);
    const before = actor.getSnapshot().context.loaded[2026];
    expect(pending.filter((request) => request.year === 2025)).toHaveLength(4);

    actor.send({ type: 'RELOAD' });
    const again = pending.slice(8);
    expect(again.map((request) => `${request.year}:${request.key}`)).toEqual([
      '2026:lice',
      '2026:activity',
      '2026:treatments',
      '2026:diseases',
    ]);
    expect(actor.getSnapshot().context.fetches['2025:lice']).toBe('idle');
    expect(selectYearStatus(actor.getSnapshot(), 2026)).toBe('ready');
    expect(actor.getSnapshot().context.loaded[2026]).toBe(before);
    // An answer of a dropped 2025 fetch arriving late changes nothing.
    pending.find((request) => request.year === 2025)?.resolve(answer(2025, 'lice'));
    await settle();
    expect(actor.getSnapshot().context.fetches['2025:lice']).toBe('idle');

    for (const request of again) request.resolve(answer(2026, request.key));
    await settle();
    expect(actor.getSnapshot().context.loaded[2026]).not.toBe(before);
    expect(pending.slice(12).map((request) => request.year)).toEqual([2025, 2025, 2025, 2025]);
  });

  it('after RELOAD a loaded year no longer asked for stays shown and is fetched again when the timeline returns', async () => {
    const { actor, pending, answerAll } = start([2025]);
    await answerAll(2025);
    actor.send({ type: 'YEARS.WANT', years: [2026] });
    await answerAll(2026);
    const before = actor.getSnapshot().context.loaded[2025];

    actor.send({ type: 'RELOAD' });
    expect(pending.slice(8).map((request) => request.year)).toEqual([2026, 2026, 2026, 2026]);
    await answerAll(2026);
    await waitFor(actor, (snapshot) => snapshot.matches({ data: 'ready' }));
    expect(pending).toHaveLength(12);

    actor.send({ type: 'YEARS.WANT', years: [2025] });
    expect(selectYearStatus(actor.getSnapshot(), 2025)).toBe('ready');
    expect(actor.getSnapshot().context.loaded[2025]).toBe(before);
    expect(pending.slice(12).map((request) => request.year)).toEqual([2025, 2025, 2025, 2025]);
    await answerAll(2025);
    expect(actor.getSnapshot().context.loaded[2025]).not.toBe(before);
  });

  it('applies filter changes 600 ms after the last one', () => {
    const { actor, clock, emitted } = start();
    const areas = { ...NO_MAP_FILTERS, areas: [3] };
    actor.send({ type: 'FILTERS.CHANGE', filters: { ...NO_MAP_FILTERS, areas: [4] } });
    clock.increment(MAP_FILTER_DEBOUNCE_MS - 1);
    actor.send({ type: 'FILTERS.CHANGE', filters: areas });
    clock.increment(MAP_FILTER_DEBOUNCE_MS - 1);
    expect(selectMapFilters(actor.getSnapshot())).toEqual(NO_MAP_FILTERS);
    clock.increment(1);
    expect(selectMapFilters(actor.getSnapshot())).toEqual(areas);
    expect(emitted.filter((event) => event.type === 'filtersApplied')).toEqual([
      { type: 'filtersApplied', filters: areas },
    ]);
  });
});

describe('scoreYear', () => {
  it('scores each week over its own farms; fallow -1', () => {
    const merged: MapV2Response = {
      ...answer(2026, 'lice'),
      data: {
        ...answer(2026, 'lice').data,
        ...answer(2026, 'activity').data,
        ...answer(2026, 'treatments').data,
        ...answer(2026, 'diseases').data,
      },
    };
    // Week 1: a (0.1 lice, clean) = 1; b (0.5 lice → 0, one treatment → 0 against a's none, no disease 1) = 1/3.
    // Week 2 (window weeks 1–2): a is the only farm not fallow, so each part normalises to 1; b fallow = -1.
    const scores = scoreYear(merged);
    expect(scores[0]).toBe(1);
    expect(scores[1]).toBeCloseTo(1 / 3);
    expect(scores[2]).toBe(1);
    expect(scores[3]).toBe(-1);
  });
});
