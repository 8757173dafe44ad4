import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  MAP_PLAY_REWIND_WEEKS,
  MAP_PLAY_STEP_MS,
  MAP_SLIDER_DEBOUNCE_MS,
  mapPlaybackMachine,
  selectCanStep,
  selectIsPlaying,
  selectMapWeek,
  selectYearsShown,
  type MapPlaybackEmitted,
  type MapPlaybackInput,
  type MapWeek,
} from './mapPlayback.ts';

/** Weeks 50–52 of 2025 and 1–3 of 2026: six labels across a year boundary. */
const weeks: MapWeek[] = [
  { year: 2025, week: 50 },
  { year: 2025, week: 51 },
  { year: 2025, week: 52 },
  { year: 2026, week: 1 },
  { year: 2026, week: 2 },
  { year: 2026, week: 3 },
];

function start(input: Partial<MapPlaybackInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(mapPlaybackMachine, { input: { weeks, ...input }, clock });
  const emitted: MapPlaybackEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const week = () => selectMapWeek(actor.getSnapshot());
  return { actor, clock, emitted, week };
}

describe('mapPlaybackMachine', () => {
  it('Play on the newest week starts a year back (MAP_PLAY_REWIND_WEEKS), not at the oldest week', () => {
    const long = Array.from({ length: 150 }, (_, i) => ({ year: 2023 + Math.floor(i / 52), week: (i % 52) + 1 }));
    const { actor, clock, week } = start({ weeks: long });
    expect(week()).toEqual(long.at(-1));
    actor.send({ type: 'PLAY' });
    expect(week()).toEqual(long[long.length - 1 - MAP_PLAY_REWIND_WEEKS]);
    clock.increment(MAP_PLAY_STEP_MS);
    expect(week()).toEqual(long[long.length - MAP_PLAY_REWIND_WEEKS]);
  });

  it("needs the shown week's year; while playing also the next year it plays into, wrapping to the oldest", () => {
    const { actor, clock } = start({ requestedWeek: { year: 2025, week: 51 } });
    expect(selectYearsShown(actor.getSnapshot())).toEqual([2025]);
    actor.send({ type: 'PLAY' });
    expect(selectYearsShown(actor.getSnapshot())).toEqual([2025, 2026]);
    clock.increment(MAP_PLAY_STEP_MS);
    clock.increment(MAP_PLAY_STEP_MS);
    expect(selectMapWeek(actor.getSnapshot())).toEqual({ year: 2026, week: 1 });
    expect(selectYearsShown(actor.getSnapshot())).toEqual([2026, 2025]);
    actor.send({ type: 'PAUSE' });
    expect(selectYearsShown(actor.getSnapshot())).toEqual([2026]);
  });

  it('shows the newest week when no week is requested, paused', () => {
    const { actor, week, emitted } = start();
    expect(week()).toEqual({ year: 2026, week: 3 });
    expect(selectIsPlaying(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([]);
  });

  it('shows a requested week that is available, without a reset signal', () => {
    const { week, emitted } = start({ requestedWeek: { year: 2025, week: 51 } });
    expect(week()).toEqual({ year: 2025, week: 51 });
    expect(emitted).toEqual([]);
  });

  it('resolves a requested week outside the available weeks to the current one and signals a reset', () => {
    const { week, emitted } = start({ requestedWeek: { year: 2019, week: 7 } });
    expect(week()).toEqual({ year: 2026, week: 3 });
    expect(emitted).toEqual([{ type: 'resetRequested', week: { year: 2026, week: 3 } }]);
  });

  it('does the same for a week requested later (the URL changed)', () => {
    const { actor, week, emitted } = start({ requestedWeek: { year: 2025, week: 50 } });
    actor.send({ type: 'WEEK.REQUEST', week: { year: 2026, week: 40 } });
    expect(week()).toEqual({ year: 2026, week: 3 });
    expect(emitted.map((event) => event.type)).toEqual(['resetRequested', 'weekChanged']);

    actor.send({ type: 'WEEK.REQUEST', week: { year: 2026, week: 1 } });
    expect(week()).toEqual({ year: 2026, week: 1 });
    expect(emitted.at(-1)).toEqual({ type: 'weekChanged', week: { year: 2026, week: 1 } });
    expect(emitted.filter((event) => event.type === 'resetRequested')).toHaveLength(1);
  });

  it('advances one week every 500 ms while playing, not before', () => {
    const { actor, clock, week } = start({ requestedWeek: { year: 2025, week: 50 } });
    actor.send({ type: 'PLAY' });
    expect(selectIsPlaying(actor.getSnapshot())).toBe(true);
    clock.increment(MAP_PLAY_STEP_MS - 1);
    expect(week()).toEqual({ year: 2025, week: 50 });
    clock.increment(1);
    expect(week()).toEqual({ year: 2025, week: 51 });
    clock.increment(MAP_PLAY_STEP_MS);
    expect(week()).toEqual({ year: 2025, week: 52 });
    clock.increment(MAP_PLAY_STEP_MS);
    expect(week()).toEqual({ year: 2026, week: 1 });
  });

  it('wraps from the newest week to the oldest while playing', () => {
    const { actor, clock, week, emitted } = start({ requestedWeek: weeks.at(-2) });
    actor.send({ type: 'TOGGLE' });
    clock.increment(MAP_PLAY_STEP_MS);
    expect(week()).toEqual(weeks.at(-1));
    clock.increment(MAP_PLAY_STEP_MS);
    expect(week()).toEqual({ year: 2025, week: 50 });
    expect(emitted.at(-1)).toEqual({ type: 'weekChanged', week: { year: 2025, week: 50 } });
    for (let step = 0; step < weeks.length; step++) clock.increment(MAP_PLAY_STEP_MS);
    expect(week()).toEqual({ year: 2025, week: 50 });
  });

  it('stops advancing when paused', () => {
    const { actor, clock, week } = start({ requestedWeek: { year: 2025, week: 50 }, playing: true });
    expect(selectIsPlaying(actor.getSnapshot())).toBe(true);
    clock.increment(MAP_PLAY_STEP_MS);
    actor.send({ type: 'PAUSE' });
    for (let step = 0; step < 4; step++) clock.increment(MAP_PLAY_STEP_MS);
    expect(week()).toEqual({ year: 2025, week: 51 });
    expect(selectIsPlaying(actor.getSnapshot())).toBe(false);
  });

  it('steps back and forward while paused, stopping at either end', () => {
    const { actor, week } = start({ requestedWeek: { year: 2025, week: 51 } });
    actor.send({ type: 'STEP.BACK' });
    expect(week()).toEqual({ year: 2025, week: 50 });
    expect(selectCanStep(actor.getSnapshot())).toEqual({ back: false, forward: true });
    actor.send({ type: 'STEP.BACK' });
    expect(week()).toEqual({ year: 2025, week: 50 });
    actor.send({ type: 'STEP.FORWARD' });
    expect(week()).toEqual({ year: 2025, week: 51 });

    actor.send({ type: 'WEEK.REQUEST', week: { year: 2026, week: 3 } });
    expect(selectCanStep(actor.getSnapshot())).toEqual({ back: true, forward: false });
    actor.send({ type: 'STEP.FORWARD' });
    expect(week()).toEqual({ year: 2026, week: 3 });
  });

  it('disables stepping while playing', () => {
    const { actor, week } = start({ requestedWeek: { year: 2025, week: 51 }, playing: true });
    expect(selectCanStep(actor.getSnapshot())).toEqual({ back: false, forward: false });
    actor.send({ type: 'STEP.FORWARD' });
    actor.send({ type: 'STEP.BACK' });
    expect(week()).toEqual({ year: 2025, week: 51 });
  });

  it('applies a slider change 250 ms after the last change, showing it on the slider at once', () => {
    const { actor, clock, week, emitted } = start({ requestedWeek: { year: 2025, week: 50 } });
    actor.send({ type: 'SLIDER.CHANGE', index: 2 });
    expect(actor.getSnapshot().context.sliderIndex).toBe(2);
    clock.increment(MAP_SLIDER_DEBOUNCE_MS - 50);
    actor.send({ type: 'SLIDER.CHANGE', index: 4 });
    clock.increment(MAP_SLIDER_DEBOUNCE_MS - 1);
    expect(week()).toEqual({ year: 2025, week: 50 });
    clock.increment(1);
    expect(week()).toEqual({ year: 2026, week: 2 });
    expect(emitted).toEqual([{ type: 'weekChanged', week: { year: 2026, week: 2 } }]);
  });

  it('clamps slider indexes to the available weeks', () => {
    const { actor, clock, week } = start({ requestedWeek: { year: 2025, week: 52 } });
    actor.send({ type: 'SLIDER.CHANGE', index: 99 });
    clock.increment(MAP_SLIDER_DEBOUNCE_MS);
    expect(week()).toEqual({ year: 2026, week: 3 });
    actor.send({ type: 'SLIDER.CHANGE', index: -4 });
    clock.increment(MAP_SLIDER_DEBOUNCE_MS);
    expect(week()).toEqual({ year: 2025, week: 50 });
  });

  it('pauses playback when the slider moves', () => {
    const { actor, clock, week } = start({ requestedWeek: { year: 2025, week: 50 }, playing: true });
    actor.send({ type: 'SLIDER.CHANGE', index: 3 });
    expect(selectIsPlaying(actor.getSnapshot())).toBe(false);
    clock.increment(MAP_SLIDER_DEBOUNCE_MS);
    expect(week()).toEqual({ year: 2026, week: 1 });
    for (let step = 0; step < 3; step++) clock.increment(MAP_PLAY_STEP_MS);
    expect(week()).toEqual({ year: 2026, week: 1 });
  });

  it('keeps the shown week when more weeks arrive, and will not play a single week', () => {
    const { actor, week } = start({ weeks: [{ year: 2026, week: 1 }] });
    actor.send({ type: 'PLAY' });
    expect(selectIsPlaying(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'WEEKS.SET', weeks });
    expect(week()).toEqual({ year: 2026, week: 1 });
    expect(actor.getSnapshot().context.index).toBe(3);
  });

  it('shows no week while none is available', () => {
    const { actor, week } = start({ weeks: [] });
    expect(week()).toBeUndefined();
    expect(selectCanStep(actor.getSnapshot())).toEqual({ back: false, forward: false });
  });
});
