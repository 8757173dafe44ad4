import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { graphToolsMachine, parseHorizon } from './graphTools.ts';

const start = (input = {}) => {
  const clock = new SimulatedClock();
  const actor = createActor(graphToolsMachine, { input, clock }).start();
  return { actor, clock };
};

describe('graphToolsMachine', () => {
  it('makes a tool active while it has selected series and clears it', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toMatchObject({ anomaly: 'inactive', forecast: 'inactive' });
    actor.send({ type: 'TOGGLE_SERIES', tool: 'anomaly', seriesId: 'cage-1' });
    actor.send({ type: 'TOGGLE_SERIES', tool: 'anomaly', seriesId: 'cage-2' });
    expect(actor.getSnapshot().value).toMatchObject({ anomaly: 'active', interpolate: 'inactive' });
    expect(actor.getSnapshot().context.selected.anomaly).toEqual(['cage-1', 'cage-2']);
    actor.send({ type: 'TOGGLE_SERIES', tool: 'anomaly', seriesId: 'cage-1' });
    expect(actor.getSnapshot().context.selected.anomaly).toEqual(['cage-2']);
    actor.send({ type: 'CLEAR', tool: 'anomaly' });
    expect(actor.getSnapshot().value).toMatchObject({ anomaly: 'inactive' });
  });

  it('keeps tools independent and clears all at once', () => {
    const { actor } = start({ selected: { forecast: ['farm'] } });
    expect(actor.getSnapshot().matches({ forecast: 'active' })).toBe(true);
    actor.send({ type: 'SET_SERIES', tool: 'interpolate', seriesIds: ['farm', 'farm'] });
    expect(actor.getSnapshot().context.selected.interpolate).toEqual(['farm']);
    actor.send({ type: 'CLEAR', tool: 'interpolate' });
    expect(actor.getSnapshot().matches({ forecast: 'active' })).toBe(true);
    actor.send({ type: 'CLEAR_ALL' });
    expect(actor.getSnapshot().value).toMatchObject({
      anomaly: 'inactive',
      interpolate: 'inactive',
      forecast: 'inactive',
    });
  });

  it('applies a valid horizon only after 600 ms of quiet', () => {
    const { actor, clock } = start();
    expect(actor.getSnapshot().context.horizon).toBe(90);
    actor.send({ type: 'SET_HORIZON', value: '3' });
    clock.increment(400);
    actor.send({ type: 'SET_HORIZON', value: '30' });
    expect(actor.getSnapshot().matches({ horizon: 'pending' })).toBe(true);
    clock.increment(599);
    expect(actor.getSnapshot().context.horizon).toBe(90);
    clock.increment(1);
    expect(actor.getSnapshot().context.horizon).toBe(30);
    expect(actor.getSnapshot().matches({ horizon: 'idle' })).toBe(true);
  });

  it('shows the bounds error for an out-of-range horizon and never applies it', () => {
    const { actor, clock } = start();
    actor.send({ type: 'SET_HORIZON', value: '181' });
    expect(actor.getSnapshot().matches({ horizon: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ horizonError: 'bounds', horizonInput: '181', horizon: 90 });
    clock.increment(5000);
    expect(actor.getSnapshot().context.horizon).toBe(90);
    actor.send({ type: 'SET_HORIZON', value: '0' });
    actor.send({ type: 'SET_HORIZON', value: 'abc' });
    expect(actor.getSnapshot().context.horizonError).toBe('bounds');
    actor.send({ type: 'SET_HORIZON', value: 180 });
    expect(actor.getSnapshot().context.horizonError).toBeNull();
    clock.increment(600);
    expect(actor.getSnapshot().context.horizon).toBe(180);
  });

  it('drops a pending valid horizon when an invalid one follows', () => {
    const { actor, clock } = start({ horizon: 21 });
    actor.send({ type: 'SET_HORIZON', value: '45' });
    actor.send({ type: 'SET_HORIZON', value: '-1' });
    clock.increment(1000);
    expect(actor.getSnapshot().context.horizon).toBe(21);
  });

  it('parses horizons with a decimal comma and rejects blanks', () => {
    expect(parseHorizon('7,5')).toBe(7.5);
    expect(parseHorizon(' ')).toBeNull();
    expect(parseHorizon(1)).toBe(1);
  });
});
