import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  PREFERENCES_DEBOUNCE_MS,
  preferencesMachine,
  type PreferenceChanges,
  type Preferences,
} from './preferences.ts';

const kari: Preferences = {
  language: 'no',
  darkModeOn: false,
  defaultOrganizationId: 'org-leroy-midt',
  perspective: null,
  name: 'Kari Nordmann',
  title: 'Fiskehelsebiolog',
};

function harness() {
  const clock = new SimulatedClock();
  const applied: Preferences[] = [];
  const saves: Array<{ body: PreferenceChanges; resolve: () => void; reject: (error: unknown) => void }> = [];
  const machine = preferencesMachine.provide({
    actors: {
      savePreferences: fromPromise<unknown, PreferenceChanges>(
        ({ input }) =>
          new Promise((resolve, reject) => saves.push({ body: input, resolve: () => resolve(undefined), reject })),
      ),
    },
    actions: { applyPreferences: (_, params) => void applied.push(params.preferences) },
  });
  const actor = createActor(machine, { clock, input: { preferences: kari } }).start();
  return { actor, clock, applied, saves };
}

describe('preferencesMachine', () => {
  it('waits idle with the server values', () => {
    const { actor } = harness();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.preferences).toEqual(kari);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('applies a change locally at once and sends it after 325 ms of quiet', async () => {
    const h = harness();
    expect(PREFERENCES_DEBOUNCE_MS).toBe(325);
    h.actor.send({ type: 'CHANGE', changes: { darkModeOn: true } });
    expect(h.actor.getSnapshot().context.preferences.darkModeOn).toBe(true);
    expect(h.applied.at(-1)?.darkModeOn).toBe(true);
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    h.clock.increment(324);
    expect(h.saves).toHaveLength(0);
    h.clock.increment(1);
    expect(h.actor.getSnapshot().value).toBe('saving');
    expect(h.saves[0]?.body).toEqual({ darkModeOn: true });
    h.saves[0]?.resolve();
    const snapshot = await waitFor(h.actor, (s) => s.matches('idle'));
    expect(snapshot.context.confirmed.darkModeOn).toBe(true);
    expect(snapshot.context.pending).toEqual({});
  });

  it('restarts the debounce on each change and sends the changes together', () => {
    const h = harness();
    h.actor.send({ type: 'CHANGE', changes: { darkModeOn: true } });
    h.clock.increment(300);
    h.actor.send({ type: 'CHANGE', changes: { language: 'en' } });
    h.clock.increment(300);
    expect(h.saves).toHaveLength(0);
    h.clock.increment(25);
    expect(h.saves.map((save) => save.body)).toEqual([{ darkModeOn: true, language: 'en' }]);
  });

  it('sends waiting changes at once on flush (before logout) and ignores a flush with nothing waiting', async () => {
    const h = harness();
    h.actor.send({ type: 'FLUSH' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    h.actor.send({ type: 'CHANGE', changes: { language: 'en' } });
    h.clock.increment(100);
    h.actor.send({ type: 'FLUSH' });
    expect(h.actor.getSnapshot().value).toBe('saving');
    expect(h.saves.map((save) => save.body)).toEqual([{ language: 'en' }]);
    h.actor.send({ type: 'FLUSH' });
    expect(h.saves).toHaveLength(1);
    h.saves[0]?.resolve();
    const snapshot = await waitFor(h.actor, (s) => s.matches('idle'));
    expect(snapshot.context.confirmed.language).toBe('en');
    // The debounce it cut short never fires a second save.
    h.clock.increment(PREFERENCES_DEBOUNCE_MS);
    expect(h.saves).toHaveLength(1);
  });

  it('rolls back on failure and shows the failure message key', async () => {
    const h = harness();
    h.actor.send({ type: 'CHANGE', changes: { defaultOrganizationId: 'org-mowi-sor' } });
    h.clock.increment(325);
    h.saves[0]?.reject(new Error('500'));
    const snapshot = await waitFor(h.actor, (s) => s.matches('failed'));
    expect(snapshot.context.preferences).toEqual(kari);
    expect(snapshot.context.messageKey).toBe('error.preferencesFailed');
    expect(h.applied.at(-1)).toEqual(kari);
    expect(snapshot.hasTag('busy')).toBe(false);
  });

  it('clears the failure message on dismiss or on the next change', async () => {
    const h = harness();
    h.actor.send({ type: 'CHANGE', changes: { darkModeOn: true } });
    h.clock.increment(325);
    h.saves[0]?.reject(new Error('500'));
    await waitFor(h.actor, (s) => s.matches('failed'));
    h.actor.send({ type: 'DISMISS' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.actor.getSnapshot().context.messageKey).toBeNull();

    h.actor.send({ type: 'CHANGE', changes: { darkModeOn: true } });
    h.clock.increment(325);
    h.saves[1]?.reject(new Error('500'));
    await waitFor(h.actor, (s) => s.matches('failed'));
    h.actor.send({ type: 'CHANGE', changes: { title: 'Daglig leder' } });
    expect(h.actor.getSnapshot().value).toBe('debouncing');
    expect(h.actor.getSnapshot().context.messageKey).toBeNull();
    expect(h.actor.getSnapshot().context.pending).toEqual({ title: 'Daglig leder' });
  });

  it('keeps changes made during a save and sends them after it', async () => {
    const h = harness();
    h.actor.send({ type: 'CHANGE', changes: { darkModeOn: true } });
    h.clock.increment(325);
    h.actor.send({ type: 'CHANGE', changes: { language: 'en' } });
    expect(h.actor.getSnapshot().context.preferences).toMatchObject({ darkModeOn: true, language: 'en' });
    h.saves[0]?.resolve();
    await waitFor(h.actor, (s) => s.matches('debouncing'));
    h.clock.increment(325);
    expect(h.saves.map((save) => save.body)).toEqual([{ darkModeOn: true }, { language: 'en' }]);
  });

  it('rolls back every unconfirmed change when a save fails', async () => {
    const h = harness();
    h.actor.send({ type: 'CHANGE', changes: { darkModeOn: true } });
    h.clock.increment(325);
    h.saves[0]?.resolve();
    await waitFor(h.actor, (s) => s.matches('idle'));
    h.actor.send({ type: 'CHANGE', changes: { language: 'en' } });
    h.clock.increment(325);
    h.actor.send({ type: 'CHANGE', changes: { name: 'Kari N.' } });
    h.saves[1]?.reject(new Error('500'));
    const snapshot = await waitFor(h.actor, (s) => s.matches('failed'));
    expect(snapshot.context.preferences).toEqual({ ...kari, darkModeOn: true });
    expect(snapshot.context.pending).toEqual({});
  });

  it('takes fresh server values and keeps unsent local changes on top', () => {
    const h = harness();
    h.actor.send({ type: 'CHANGE', changes: { darkModeOn: true } });
    h.actor.send({ type: 'SYNC', preferences: { ...kari, title: 'Produksjonssjef' } });
    expect(h.actor.getSnapshot().context.confirmed.title).toBe('Produksjonssjef');
    expect(h.actor.getSnapshot().context.preferences).toEqual({ ...kari, title: 'Produksjonssjef', darkModeOn: true });
    expect(h.applied.at(-1)).toEqual({ ...kari, title: 'Produksjonssjef', darkModeOn: true });
  });

  it('two quick perspective switches are sent together as the last one, so neither undoes the other', async () => {
    const h = harness();
    h.actor.send({ type: 'CHANGE', changes: { perspective: 'org-nordvik-vest' } });
    h.clock.increment(100);
    h.actor.send({ type: 'CHANGE', changes: { perspective: 'org-nordvik-midt' } });
    expect(h.applied.at(-1)?.perspective).toBe('org-nordvik-midt');
    h.clock.increment(PREFERENCES_DEBOUNCE_MS);
    expect(h.saves).toHaveLength(1);
    expect(h.saves[0]?.body).toEqual({ perspective: 'org-nordvik-midt' });
    h.saves[0]?.resolve();
    const snapshot = await waitFor(h.actor, (s) => s.matches('idle'));
    expect(snapshot.context.confirmed.perspective).toBe('org-nordvik-midt');
  });

  it('a refused perspective switch goes back to the organization the server has', async () => {
    const h = harness();
    h.actor.send({ type: 'CHANGE', changes: { perspective: 'org-nordvik-vest' } });
    h.clock.increment(PREFERENCES_DEBOUNCE_MS);
    h.saves[0]?.reject(new Error('PUT /users/data answered 500'));
    const snapshot = await waitFor(h.actor, (s) => s.matches('failed'));
    expect(snapshot.context.preferences.perspective).toBeNull();
    expect(h.applied.at(-1)?.perspective).toBeNull();
    expect(snapshot.context.messageKey).toBe('error.preferencesFailed');
  });
});
