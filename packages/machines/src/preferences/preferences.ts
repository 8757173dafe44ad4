import type { User } from '@havbruk/api';
import { assign, fromPromise, setup } from 'xstate';

/** Spec S1 §9: preference changes are sent after 325 ms of quiet. */
export const PREFERENCES_DEBOUNCE_MS = 325;

/** "We had trouble updating your preferences." */
export const PREFERENCES_MESSAGE_KEYS = { updateFailed: 'error.preferencesFailed' } as const;

/**
 * The preference fields `PUT /users/data` takes (spec S1 §7), plus the perspective (the organization in view,
 * switched in the app shell): every one is shown at once and saved through this machine, so two quick changes
 * are sent together and never undo each other.
 */
export type Preferences = Pick<
  User,
  'language' | 'darkModeOn' | 'defaultOrganizationId' | 'perspective' | 'name' | 'title'
>;

export type PreferenceChanges = Partial<Preferences>;

export interface PreferencesContext {
  /** What the user sees: the server's values with local changes applied. */
  preferences: Preferences;
  /** The last values the server confirmed. */
  confirmed: Preferences;
  /** Changes waiting for the debounce. */
  pending: PreferenceChanges;
  /** Changes being sent. */
  inFlight: PreferenceChanges | null;
  messageKey: string | null;
}

export type PreferencesEvent =
  | { type: 'CHANGE'; changes: PreferenceChanges }
  /** Fresh server values (user reloaded); local unsent changes stay on top. */
  | { type: 'SYNC'; preferences: Preferences }
  | { type: 'DISMISS' }
  /** Send waiting changes now, without the rest of the debounce (before logging out). */
  | { type: 'FLUSH' };

/**
 * User preferences (language, dark mode, default organization, perspective, name, title): a change is applied
 * locally at once, sent after 325 ms without further changes, and rolled back with the
 * "We had trouble updating your preferences." message when the server refuses it.
 */
export const preferencesMachine = setup({
  types: {
    input: {} as { preferences: Preferences },
    context: {} as PreferencesContext,
    events: {} as PreferencesEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** `PUT /users/data` with the changed fields. */
    savePreferences: fromPromise<unknown, PreferenceChanges>(async () => {
      throw new Error('savePreferences is not provided');
    }),
  },
  actions: {
    /** Applies the preferences in the app (theme, language) after a change or a rollback. */
    applyPreferences: (_, _params: { preferences: Preferences }) => {},
    applyChange: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? {
            preferences: { ...context.preferences, ...event.changes },
            pending: { ...context.pending, ...event.changes },
            messageKey: null,
          }
        : {},
    ),
    startSending: assign(({ context }) => ({ inFlight: context.pending, pending: {} })),
    confirmSent: assign(({ context }) => ({
      confirmed: { ...context.confirmed, ...context.inFlight },
      inFlight: null,
    })),
    rollBack: assign(({ context }) => ({
      preferences: context.confirmed,
      pending: {},
      inFlight: null,
      messageKey: PREFERENCES_MESSAGE_KEYS.updateFailed,
    })),
    sync: assign(({ context, event }) =>
      event.type === 'SYNC'
        ? {
            confirmed: event.preferences,
            preferences: { ...event.preferences, ...context.inFlight, ...context.pending },
          }
        : {},
    ),
    dismiss: assign({ messageKey: null }),
  },
  guards: {
    hasPending: ({ context }) => Object.keys(context.pending).length > 0,
  },
  delays: {
    preferencesDebounce: PREFERENCES_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'preferences',
  context: ({ input }) => ({
    preferences: input.preferences,
    confirmed: input.preferences,
    pending: {},
    inFlight: null,
    messageKey: null,
  }),
  initial: 'idle',
  on: {
    SYNC: {
      actions: ['sync', { type: 'applyPreferences', params: ({ context }) => ({ preferences: context.preferences }) }],
    },
  },
  states: {
    idle: {
      on: { CHANGE: { target: 'debouncing', actions: 'applyChange' } },
    },
    debouncing: {
      tags: ['busy'],
      entry: { type: 'applyPreferences', params: ({ context }) => ({ preferences: context.preferences }) },
      after: { preferencesDebounce: 'saving' },
      on: {
        CHANGE: { target: 'debouncing', reenter: true, actions: 'applyChange' },
        FLUSH: 'saving',
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'startSending',
      invoke: {
        id: 'savePreferences',
        src: 'savePreferences',
        input: ({ context }) => context.inFlight ?? {},
        onDone: [
          { guard: 'hasPending', target: 'debouncing', actions: 'confirmSent' },
          { target: 'idle', actions: 'confirmSent' },
        ],
        onError: {
          target: 'failed',
          actions: [
            'rollBack',
            { type: 'applyPreferences', params: ({ context }) => ({ preferences: context.preferences }) },
          ],
        },
      },
      on: {
        CHANGE: {
          actions: [
            'applyChange',
            { type: 'applyPreferences', params: ({ context }) => ({ preferences: context.preferences }) },
          ],
        },
      },
    },
    /** The last save failed: the change is rolled back and the message shown until dismissed or changed again. */
    failed: {
      on: {
        CHANGE: { target: 'debouncing', actions: 'applyChange' },
        DISMISS: { target: 'idle', actions: 'dismiss' },
      },
    },
  },
});
