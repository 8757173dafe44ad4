import { createApiClient, type User } from '@havbruk/api';
import type { Preferences } from '@havbruk/machines';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, waitFor } from 'xstate';
import { loadDisplay, saveDisplay } from './display.ts';
import {
  anonymousPreferences,
  createPreferencesActor,
  displayOf,
  isSavingLanguage,
  preferencesOf,
} from './preferences.ts';

const ingrid: User = {
  id: 'user-ingrid',
  name: 'Ingrid Hansen',
  picture: '',
  email: 'ingrid.hansen@nordvik.example',
  title: 'Fiskehelsebiolog',
  language: 'en',
  darkModeOn: false,
  defaultOrganizationId: 'org-nordvik',
  perspective: null,
  tier: 'essentials',
  isConfirmed: true,
  verifiedEmail: true,
  verificationSent: true,
  upgradeStatus: null,
  notificationSettings: {},
};

/** The preferences actor against a fake API host whose `PUT /users/data` answers with `status`. */
function wired(status: 200 | 500) {
  const clock = new SimulatedClock();
  const puts: Array<{ body: unknown; authorization: string | null }> = [];
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Partial<User>;
    puts.push({ body, authorization: new Headers(init?.headers).get('authorization') });
    return status === 200
      ? new Response(JSON.stringify({ ...ingrid, ...body }), { status })
      : new Response(JSON.stringify({ message: 'Database unavailable' }), { status });
  };
  const client = createApiClient({ baseUrl: 'http://api.test', getAccessToken: () => 'tok', fetch });
  const applied: Preferences[] = [];
  const saved: User[] = [];
  const actor = createPreferencesActor({
    client,
    apply: (preferences) => applied.push(preferences),
    saved: (user) => saved.push(user),
    initial: preferencesOf(ingrid),
    clock,
  });
  actor.start();
  return { actor, clock, puts, applied, saved };
}

describe('preferences wiring', () => {
  it('applies a language change at once and saves it to PUT /users/data after 325 ms with the token', async () => {
    const h = wired(200);
    h.actor.send({ type: 'CHANGE', changes: { language: 'no' } });
    expect(displayOf(h.applied.at(-1)!)).toEqual({ language: 'no', darkModeOn: false });
    expect(isSavingLanguage(h.actor.getSnapshot())).toBe(true);
    h.clock.increment(324);
    expect(h.puts).toHaveLength(0);
    h.clock.increment(1);
    await waitFor(h.actor, (snapshot) => snapshot.matches('idle'));
    expect(h.puts).toEqual([{ body: { language: 'no' }, authorization: 'Bearer tok' }]);
    expect(h.saved.map((user) => user.language)).toEqual(['no']);
    expect(isSavingLanguage(h.actor.getSnapshot())).toBe(false);
  });

  it('rolls the change back and holds the failure message when the server refuses it', async () => {
    const h = wired(500);
    h.actor.send({ type: 'CHANGE', changes: { language: 'no', darkModeOn: true } });
    expect(displayOf(h.applied.at(-1)!)).toEqual({ language: 'no', darkModeOn: true });
    h.clock.increment(325);
    const failed = await waitFor(h.actor, (snapshot) => snapshot.matches('failed'));
    expect(displayOf(h.applied.at(-1)!)).toEqual({ language: 'en', darkModeOn: false });
    expect(failed.context.messageKey).toBe('error.preferencesFailed');
    expect(h.saved).toHaveLength(0);
  });

  it('disables the language flags only while a language change is pending or in flight', () => {
    const h = wired(200);
    h.actor.send({ type: 'CHANGE', changes: { darkModeOn: true } });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(isSavingLanguage(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: 'CHANGE', changes: { language: 'no' } });
    expect(isSavingLanguage(h.actor.getSnapshot())).toBe(true);
  });

  it('applies a user from the server (login) with any unsaved local change on top', () => {
    const h = wired(200);
    h.actor.send({ type: 'CHANGE', changes: { darkModeOn: true } });
    h.actor.send({ type: 'SYNC', preferences: preferencesOf({ ...ingrid, language: 'no' }) });
    expect(displayOf(h.applied.at(-1)!)).toEqual({ language: 'no', darkModeOn: true });
  });
});

describe('preferences before a user is known', () => {
  it('starts from the kept display preferences with no profile', () => {
    expect(anonymousPreferences({ language: 'no', darkModeOn: true })).toEqual({
      language: 'no',
      darkModeOn: true,
      defaultOrganizationId: null,
      perspective: null,
      name: '',
      title: '',
    });
  });
});

describe('display preferences across logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps language and dark mode in localStorage so the login page after logout shows them', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
    vi.stubGlobal('navigator', { language: 'en-US' });
    saveDisplay({ language: 'no', darkModeOn: true });
    expect([...store.values()].join()).not.toMatch(/token/i);
    expect(loadDisplay()).toEqual({ language: 'no', darkModeOn: true });
  });

  it("falls back to the browser's language when nothing is kept", () => {
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
    vi.stubGlobal('navigator', { language: 'nb-NO' });
    expect(loadDisplay()).toEqual({ language: 'no', darkModeOn: false });
  });
});
