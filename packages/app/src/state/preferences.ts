import type { ApiClient, User } from '@havbruk/api';
import { isAborted } from '@havbruk/api';
import { preferencesMachine, type PreferenceChanges, type Preferences } from '@havbruk/machines';
import { createActor, fromPromise, type ActorRefFrom, type SimulatedClock, type SnapshotFrom } from 'xstate';
import type { DisplayPreferences } from './display.ts';

export type PreferencesActor = ActorRefFrom<typeof preferencesMachine>;
export type PreferencesSnapshot = SnapshotFrom<typeof preferencesMachine>;

/** The preference fields of a user (what `PUT /users/data` changes). */
export const preferencesOf = (user: User): Preferences => ({
  language: user.language,
  darkModeOn: user.darkModeOn,
  defaultOrganizationId: user.defaultOrganizationId,
  perspective: user.perspective,
  name: user.name,
  title: user.title,
});

/** What the app shows before a user is known: the kept display preferences, no profile. */
export const anonymousPreferences = (display: DisplayPreferences): Preferences => ({
  language: display.language,
  darkModeOn: display.darkModeOn,
  defaultOrganizationId: null,
  perspective: null,
  name: '',
  title: '',
});

/** The display part (language, dark mode) of the preferences: applied to the whole app at once. */
export const displayOf = (preferences: Preferences): DisplayPreferences => ({
  language: preferences.language,
  darkModeOn: preferences.darkModeOn,
});

/** True while a language change waits for the debounce or is being saved (the flags are then disabled). */
export const isSavingLanguage = (snapshot: PreferencesSnapshot): boolean =>
  snapshot.hasTag('busy') &&
  ('language' in snapshot.context.pending || 'language' in (snapshot.context.inFlight ?? {}));

export interface PreferencesWiring {
  client: ApiClient;
  /** Applies the preferences in the app after a change or a rollback (theme and texts). */
  apply: (preferences: Preferences) => void;
  /** The server's user after a save (it carries every field the server confirmed) and the changes it saved. */
  saved: (user: User, changes: PreferenceChanges) => void;
  initial: Preferences;
  /** A simulated clock (tests). */
  clock?: SimulatedClock;
}

/**
 * The preferences actor wired to the app: a change is applied at once (`apply`), sent to `PUT /users/data`
 * after 325 ms of quiet, and rolled back (`apply` with the confirmed values) when the server refuses it; the
 * machine then holds the "We had trouble updating your preferences." message key until dismissed.
 */
export function createPreferencesActor({ client, apply, saved, initial, clock }: PreferencesWiring): PreferencesActor {
  const machine = preferencesMachine.provide({
    actors: {
      savePreferences: fromPromise<unknown, PreferenceChanges>(async ({ input }) => {
        const answer = await client.call('updateUser', { body: input });
        if (isAborted(answer)) throw new Error('Saving the preferences was aborted');
        saved(answer, input);
        return answer;
      }),
    },
    actions: {
      applyPreferences: (_, params) => apply(params.preferences),
    },
  });
  return createActor(machine, { input: { preferences: initial }, ...(clock ? { clock } : {}) });
}
