import type { NotificationSettings } from '@havbruk/api';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  NOTIFICATION_DISTANCE_DEBOUNCE_MS,
  notificationSettingsMachine,
  selectNotificationSettingsStatus,
} from './notificationSettings.ts';

/** The server's defaults for a new user. */
const defaults: NotificationSettings = {
  'disease-detected': {
    types: [
      { key: 'PD', active: true, distance: { value: 40, min: 20, max: 60 } },
      { key: 'ILA', active: true, distance: { value: 60, min: 20, max: 60 } },
    ],
  },
  'risk-disease': {
    types: [
      { key: 'lice', active: true, distance: null },
      { key: 'ila', active: false, distance: null },
    ],
  },
};

function harness() {
  const clock = new SimulatedClock();
  const saves: Array<{ body: NotificationSettings; resolve: () => void; reject: (error: unknown) => void }> = [];
  const machine = notificationSettingsMachine.provide({
    actors: {
      saveNotificationSettings: fromPromise<unknown, NotificationSettings>(
        ({ input }) =>
          new Promise((resolve, reject) => saves.push({ body: input, resolve: () => resolve(undefined), reject })),
      ),
    },
  });
  const actor = createActor(machine, { clock, input: { settings: defaults } }).start();
  const type = (event: string, key: string) =>
    actor.getSnapshot().context.settings[event]?.types.find((entry) => entry.key === key);
  return { actor, clock, saves, type };
}

describe('notificationSettingsMachine', () => {
  it('sends a switch at once, only for its event, and confirms it', async () => {
    const h = harness();
    h.actor.send({ type: 'SET_ACTIVE', event: 'risk-disease', key: 'ila', active: true });
    expect(h.type('risk-disease', 'ila')?.active).toBe(true);
    expect(selectNotificationSettingsStatus(h.actor.getSnapshot())).toBe('saving');
    expect(h.saves[0]?.body).toEqual({
      'risk-disease': {
        types: [
          { key: 'lice', active: true, distance: null },
          { key: 'ila', active: true, distance: null },
        ],
      },
    });
    h.saves[0]?.resolve();
    const snapshot = await waitFor(h.actor, (s) => s.matches('idle'));
    expect(snapshot.context.confirmed['risk-disease']?.types[1]?.active).toBe(true);
  });

  it('sends a distance 800 ms after the slider last moved, as the last value', () => {
    const h = harness();
    h.actor.send({ type: 'SET_DISTANCE', event: 'disease-detected', key: 'PD', distance: 30 });
    h.clock.increment(500);
    h.actor.send({ type: 'SET_DISTANCE', event: 'disease-detected', key: 'PD', distance: 20 });
    expect(h.type('disease-detected', 'PD')?.distance?.value).toBe(20);
    h.clock.increment(NOTIFICATION_DISTANCE_DEBOUNCE_MS - 1);
    expect(h.saves).toHaveLength(0);
    h.clock.increment(1);
    expect(h.saves).toHaveLength(1);
    expect(h.saves[0]?.body['disease-detected']?.types[0]?.distance?.value).toBe(20);
  });

  it('keeps a distance within 20–60 km on the 10 km steps', () => {
    const h = harness();
    h.actor.send({ type: 'SET_DISTANCE', event: 'disease-detected', key: 'ILA', distance: 90 });
    expect(h.type('disease-detected', 'ILA')?.distance?.value).toBe(60);
    h.actor.send({ type: 'SET_DISTANCE', event: 'disease-detected', key: 'ILA', distance: 34 });
    expect(h.type('disease-detected', 'ILA')?.distance?.value).toBe(30);
    h.actor.send({ type: 'SET_DISTANCE', event: 'disease-detected', key: 'ILA', distance: 5 });
    expect(h.type('disease-detected', 'ILA')?.distance?.value).toBe(20);
  });

  it('rolls back a refused save with the preferences message', async () => {
    const h = harness();
    h.actor.send({ type: 'SET_ACTIVE', event: 'disease-detected', key: 'PD', active: false });
    h.saves[0]?.reject(new Error('PUT /users/data answered 500'));
    const snapshot = await waitFor(h.actor, (s) => s.matches('failed'));
    expect(h.type('disease-detected', 'PD')?.active).toBe(true);
    expect(snapshot.context.messageKey).toBe('error.preferencesFailed');
    expect(selectNotificationSettingsStatus(snapshot)).toBe('failed');
    h.actor.send({ type: 'DISMISS' });
    expect(h.actor.getSnapshot().context.messageKey).toBeNull();
  });

  it('a change made while saving is sent after the save, and a server sync keeps it', async () => {
    const h = harness();
    h.actor.send({ type: 'SET_ACTIVE', event: 'disease-detected', key: 'PD', active: false });
    h.actor.send({ type: 'SET_ACTIVE', event: 'risk-disease', key: 'lice', active: false });
    h.actor.send({ type: 'SYNC', settings: defaults });
    expect(h.type('risk-disease', 'lice')?.active).toBe(false);
    h.saves[0]?.resolve();
    await waitFor(h.actor, (s) => s.matches('debouncing'));
    h.clock.increment(NOTIFICATION_DISTANCE_DEBOUNCE_MS);
    expect(Object.keys(h.saves[1]?.body ?? {})).toEqual(['risk-disease']);
  });
});
