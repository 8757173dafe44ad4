import type { NotificationSettings } from '@havbruk/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** Spec S1 §9: a distance change is saved 800 ms after the slider last moved. */
export const NOTIFICATION_DISTANCE_DEBOUNCE_MS = 800;
/** Spec S1 §9: distance 20 to 60 km, step 10. */
export const NOTIFICATION_DISTANCE = { min: 20, max: 60, step: 10 } as const;

export const NOTIFICATION_SETTINGS_MESSAGE_KEYS = { updateFailed: 'error.preferencesFailed' } as const;

export interface NotificationSettingsContext {
  /** What the user sees: the server's settings with local changes applied. */
  settings: NotificationSettings;
  /** The last settings the server confirmed. */
  confirmed: NotificationSettings;
  /** Event keys changed and not sent yet. */
  pending: string[];
  /** Event keys being sent. */
  inFlight: string[];
  messageKey: string | null;
}

export type NotificationSettingsEvent =
  /** A type's active switch: shown at once and sent at once. */
  | { type: 'SET_ACTIVE'; event: string; key: string; active: boolean }
  /** A type's distance (km): shown at once and sent 800 ms after the last change. */
  | { type: 'SET_DISTANCE'; event: string; key: string; distance: number }
  /** Fresh server settings (the user reloaded); unsent local changes stay on top. */
  | { type: 'SYNC'; settings: NotificationSettings }
  | { type: 'DISMISS' };

const clampDistance = (value: number): number => {
  const stepped = Math.round(value / NOTIFICATION_DISTANCE.step) * NOTIFICATION_DISTANCE.step;
  return Math.min(NOTIFICATION_DISTANCE.max, Math.max(NOTIFICATION_DISTANCE.min, stepped));
};

function changed(settings: NotificationSettings, event: NotificationSettingsEvent): NotificationSettings {
  if (event.type !== 'SET_ACTIVE' && event.type !== 'SET_DISTANCE') return settings;
  const current = settings[event.event];
  if (!current) return settings;
  const types = current.types.map((type) => {
    if (type.key !== event.key) return type;
    if (event.type === 'SET_ACTIVE') return { ...type, active: event.active };
    return type.distance ? { ...type, distance: { ...type.distance, value: clampDistance(event.distance) } } : type;
  });
  return { ...settings, [event.event]: { ...current, types } };
}

const only = (settings: NotificationSettings, keys: readonly string[]): NotificationSettings =>
  Object.fromEntries(keys.flatMap((key) => (settings[key] ? [[key, settings[key]]] : [])));

/**
 * The notification settings of the settings page (essentials): per event key its types, each with an active
 * switch and, where it has one, a distance (20–60 km, step 10). Changes show at once; a switch is sent at once,
 * a distance 800 ms after the last change; only the changed events are sent (`PUT /users/data`
 * `notificationSettings`); a refused save rolls the settings back with the preferences message.
 */
export const notificationSettingsMachine = setup({
  types: {
    input: {} as { settings: NotificationSettings },
    context: {} as NotificationSettingsContext,
    events: {} as NotificationSettingsEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** `PUT /users/data` with `{ notificationSettings }` of the changed events. */
    saveNotificationSettings: fromPromise<unknown, NotificationSettings>(async () => {
      throw new Error('saveNotificationSettings is not provided');
    }),
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'SET_ACTIVE' && event.type !== 'SET_DISTANCE') return {};
      return {
        settings: changed(context.settings, event),
        pending: context.pending.includes(event.event) ? context.pending : [...context.pending, event.event],
        messageKey: null,
      };
    }),
    startSending: assign(({ context }) => ({ inFlight: context.pending, pending: [] })),
    confirmSent: assign(({ context }) => ({
      confirmed: { ...context.confirmed, ...only(context.settings, context.inFlight) },
      inFlight: [],
    })),
    rollBack: assign(({ context }) => ({
      settings: context.confirmed,
      pending: [],
      inFlight: [],
      messageKey: NOTIFICATION_SETTINGS_MESSAGE_KEYS.updateFailed,
    })),
    sync: assign(({ context, event }) => {
      if (event.type !== 'SYNC') return {};
      const local = only(context.settings, [...context.inFlight, ...context.pending]);
      return { confirmed: event.settings, settings: { ...event.settings, ...local } };
    }),
    dismiss: assign({ messageKey: null }),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
  },
  delays: {
    distanceDebounce: NOTIFICATION_DISTANCE_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'notificationSettings',
  context: ({ input }) => ({
    settings: input.settings,
    confirmed: input.settings,
    pending: [],
    inFlight: [],
    messageKey: null,
  }),
  initial: 'idle',
  on: { SYNC: { actions: 'sync' } },
  states: {
    idle: {
      on: {
        SET_ACTIVE: { target: 'saving', actions: 'applyChange' },
        SET_DISTANCE: { target: 'debouncing', actions: 'applyChange' },
      },
    },
    /** A distance moved: waiting for 800 ms without another change. */
    debouncing: {
      tags: ['busy'],
      after: { distanceDebounce: 'saving' },
      on: {
        SET_DISTANCE: { target: 'debouncing', reenter: true, actions: 'applyChange' },
        SET_ACTIVE: { target: 'saving', actions: 'applyChange' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'startSending',
      invoke: {
        id: 'saveNotificationSettings',
        src: 'saveNotificationSettings',
        input: ({ context }) => only(context.settings, context.inFlight),
        onDone: [
          { guard: 'hasPending', target: 'debouncing', actions: 'confirmSent' },
          { target: 'idle', actions: 'confirmSent' },
        ],
        onError: { target: 'failed', actions: 'rollBack' },
      },
      on: {
        SET_ACTIVE: { actions: 'applyChange' },
        SET_DISTANCE: { actions: 'applyChange' },
      },
    },
    /** The last save failed: rolled back, the message shows until dismissed or changed again. */
    failed: {
      on: {
        SET_ACTIVE: { target: 'saving', actions: 'applyChange' },
        SET_DISTANCE: { target: 'debouncing', actions: 'applyChange' },
        DISMISS: { target: 'idle', actions: 'dismiss' },
      },
    },
  },
});

export type NotificationSettingsSnapshot = SnapshotFrom<typeof notificationSettingsMachine>;

/** The settings view's status: saved, saving (or waiting to save), or the last save failed and was rolled back. */
export type NotificationSettingsStatus = 'idle' | 'saving' | 'failed';

export const selectNotificationSettingsStatus = (snapshot: NotificationSettingsSnapshot): NotificationSettingsStatus =>
  snapshot.matches('failed') ? 'failed' : snapshot.hasTag('busy') ? 'saving' : 'idle';
