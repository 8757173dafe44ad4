import type { Notification, NotificationEvent, NotificationPage } from '@havbruk/api';
import { assign, emit, fromPromise, setup, spawnChild, type SnapshotFrom } from 'xstate';

/** Spec S1 §9: the list is fetched again 500 ms after the last change of its settings. */
export const NOTIFICATIONS_REFETCH_DEBOUNCE_MS = 500;
/** Spec S1 §9: notifications page limit. */
export const NOTIFICATIONS_PAGE_LIMIT = 20;

/** Newest first (date descending) or unread first (unread, then date descending). */
export type NotificationSort = 'newest' | 'unread';

/** What the list shows (spec S1 §3: events list, farmIds list, limit, sort). Empty lists mean "all". */
export interface NotificationListSettings {
  events: NotificationEvent[];
  farmIds: string[];
  sort: NotificationSort;
  limit: number;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationListSettings = {
  events: [],
  farmIds: [],
  sort: 'newest',
  limit: NOTIFICATIONS_PAGE_LIMIT,
};

/** i18n keys (of `@havbruk/ui`) for what went wrong. */
export const NOTIFICATIONS_MESSAGE_KEYS = {
  loadFailed: 'notifications.loadFailed',
  loadMoreFailed: 'notifications.loadMoreFailed',
  toggleFailed: 'notifications.toggleFailed',
} as const;

export interface NotificationsContext {
  settings: NotificationListSettings;
  /** The pages loaded so far, merged by id (no duplicates), in the server's order. */
  values: Notification[];
  /** The last page loaded (0 before the first). */
  page: number;
  nextPage: number | null;
  /** Notifications whose read state is being saved (busy indicator). */
  busyIds: string[];
  messageKey: string | null;
  /**
   * The notifications marked unread since the list last loaded: the unread badge while the list is open (the spec's
   * "loading marks unread count 0"; a notification marked unread adds one, marking it read again takes it away).
   */
  reopenedIds: string[];
  /** For a toggle being saved: how it moved `reopenedIds` (+1 added, −1 removed, 0 not), undone on a refusal. */
  toggleDeltas: Record<string, number>;
}

export type NotificationsEvent =
  /** Filters or sort changed: paging goes back to page 1, the list is fetched 500 ms after the last change. */
  | { type: 'SET_SETTINGS'; settings: Partial<Omit<NotificationListSettings, 'limit'>> }
  | { type: 'CLEAR_FILTERS' }
  /** The next page (scrolled to the end or the load-more control). */
  | { type: 'LOAD_MORE' }
  /** Marks a notification read or unread (optimistic; rolled back when the server refuses). */
  | { type: 'TOGGLE'; id: string }
  | { type: 'RETRY' };

/**
 * Told to the app so the unread badge follows at once: `count` is 0 when the list (page 1) loads, and moves with
 * each toggle after that (see `selectUnreadCount`).
 */
export type NotificationsEmitted =
  | { type: 'unreadCountChanged'; count: number }
  /** A toggle finished (saved or rolled back): the server's unread count is worth fetching again. */
  | { type: 'toggleSettled'; id: string };

export interface NotificationsInput {
  umbrellaOrgId: string;
  settings?: Partial<NotificationListSettings>;
}

/** Toggle children are named `toggle.<notification id>`, so their done and error events match `…toggle.*`. */
const TOGGLE_PREFIX = 'toggle.';
const DONE_PREFIX = `xstate.done.actor.${TOGGLE_PREFIX}`;
const ERROR_PREFIX = `xstate.error.actor.${TOGGLE_PREFIX}`;

/** The id of the notification a toggle's done or error event is about. */
const toggledId = (eventType: string): string =>
  eventType.startsWith(DONE_PREFIX) ? eventType.slice(DONE_PREFIX.length) : eventType.slice(ERROR_PREFIX.length);

/** Adds a page to the list: a notification already there is replaced in place, new ones are appended. */
export function mergeById(current: readonly Notification[], page: readonly Notification[]): Notification[] {
  const incoming = new Map(page.map((value) => [value.id, value]));
  const merged = current.map((value) => incoming.get(value.id) ?? value);
  const known = new Set(current.map((value) => value.id));
  for (const value of page) {
    if (!known.has(value.id)) {
      known.add(value.id);
      merged.push(value);
    }
  }
  return merged;
}

const flipRead = (values: Notification[], id: string): Notification[] =>
  values.map((value) => (value.id === id ? { ...value, isRead: !value.isRead } : value));

/**
 * The notification list of an umbrella organization (`/notifications`): settings (event types, farms, sort,
 * limit 20) reset paging to page 1 and refetch 500 ms after the last change; pages merge by id without
 * duplicates; a toggle is optimistic with a busy indicator and rolls back on failure. The unread badge goes to 0
 * when the list loads and then counts the notifications marked unread since (`unreadCountChanged`).
 * States: loading, ready (empty, list, end of list by selectors), fetchingMore, failure.
 */
export const notificationsMachine = setup({
  types: {
    input: {} as NotificationsInput,
    context: {} as NotificationsContext & { umbrellaOrgId: string },
    events: {} as NotificationsEvent,
    emitted: {} as NotificationsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** `GET /data/notifications/{umbrellaOrgId}?events&farmIds&page&limit&sort`. */
    fetchPage: fromPromise<
      NotificationPage,
      { umbrellaOrgId: string; settings: NotificationListSettings; page: number }
    >(async () => {
      throw new Error('fetchPage is not provided');
    }),
    /** `PUT /data/notifications/{notificationId}` with the new read state. */
    toggleNotification: fromPromise<unknown, { id: string; isRead: boolean }>(async () => {
      throw new Error('toggleNotification is not provided');
    }),
  },
  actions: {
    applySettings: assign(({ context, event }) => {
      if (event.type === 'CLEAR_FILTERS') return { settings: { ...context.settings, events: [], farmIds: [] } };
      if (event.type !== 'SET_SETTINGS') return {};
      return { settings: { ...context.settings, ...event.settings } };
    }),
    /** Back to page 1: the list is replaced by what the new settings give. */
    resetPaging: assign({ values: [], page: 0, nextPage: null, messageKey: null }),
    /**
     * A page arrived: merged by id. A notification being saved keeps its optimistic read state (the page may have
     * been read before the save); one the page says is read no longer counts on the badge.
     */
    addPage: assign(({ context }, params: { output: NotificationPage }) => {
      const pending = new Map(
        context.values.filter((value) => context.busyIds.includes(value.id)).map((value) => [value.id, value]),
      );
      const values = mergeById(context.values, params.output.values).map((value) => pending.get(value.id) ?? value);
      const read = new Set(values.filter((value) => value.isRead).map((value) => value.id));
      return {
        values,
        page: params.output.page,
        nextPage: params.output.nextPage,
        messageKey: null,
        reopenedIds: context.reopenedIds.filter((id) => !read.has(id)),
      };
    }),
    setMessage: assign((_, params: { key: string }) => ({ messageKey: params.key })),
    /**
     * Flips the notification at once and moves the badge: marked unread it counts (+1); marked read it stops counting
     * if it was marked unread since the list loaded (−1), otherwise the badge (already 0 for it) stays.
     */
    startToggle: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE') return {};
      const markedUnread = context.values.find((value) => value.id === event.id)?.isRead === true;
      const wasReopened = context.reopenedIds.includes(event.id);
      const delta = markedUnread ? (wasReopened ? 0 : 1) : wasReopened ? -1 : 0;
      return {
        values: flipRead(context.values, event.id),
        busyIds: [...context.busyIds, event.id],
        messageKey: null,
        reopenedIds: markedUnread
          ? wasReopened
            ? context.reopenedIds
            : [...context.reopenedIds, event.id]
          : context.reopenedIds.filter((id) => id !== event.id),
        toggleDeltas: { ...context.toggleDeltas, [event.id]: delta },
      };
    }),
    spawnToggle: spawnChild('toggleNotification', {
      id: ({ event }) => `${TOGGLE_PREFIX}${(event as { id: string }).id}`,
      input: ({ context, event }) => {
        const id = (event as { id: string }).id;
        return { id, isRead: context.values.find((value) => value.id === id)?.isRead ?? true };
      },
    }),
    /** The list (page 1) loaded: every unread notification counts as seen, the badge goes to 0. */
    clearUnread: assign({ reopenedIds: [], toggleDeltas: {} }),
    emitUnreadCount: emit(({ context }) => ({
      type: 'unreadCountChanged' as const,
      count: context.reopenedIds.length,
    })),
    finishToggle: assign(({ context, event }) => {
      const { [toggledId(event.type)]: _settled, ...toggleDeltas } = context.toggleDeltas;
      return { busyIds: context.busyIds.filter((id) => id !== toggledId(event.type)), toggleDeltas };
    }),
    /** The server refused: the notification goes back to how it was and the badge with it. */
    rollBackToggle: assign(({ context, event }) => {
      const id = toggledId(event.type);
      const delta = context.toggleDeltas[id] ?? 0;
      return {
        values: flipRead(context.values, id),
        messageKey: NOTIFICATIONS_MESSAGE_KEYS.toggleFailed,
        reopenedIds:
          delta > 0
            ? context.reopenedIds.filter((reopened) => reopened !== id)
            : delta < 0 && !context.reopenedIds.includes(id)
              ? [...context.reopenedIds, id]
              : context.reopenedIds,
      };
    }),
    emitSettled: emit(({ event }) => ({ type: 'toggleSettled' as const, id: toggledId(event.type) })),
  },
  guards: {
    hasNextPage: ({ context }) => context.nextPage !== null,
    /** A toggle's answer counts only while that toggle is being saved. */
    isTogglePending: ({ context, event }) => context.busyIds.includes(toggledId(event.type)),
    canToggle: ({ context, event }) =>
      event.type === 'TOGGLE' &&
      !context.busyIds.includes(event.id) &&
      context.values.some((value) => value.id === event.id),
  },
  delays: {
    refetchDebounce: NOTIFICATIONS_REFETCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    umbrellaOrgId: input.umbrellaOrgId,
    settings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...input.settings },
    values: [],
    page: 0,
    nextPage: null,
    busyIds: [],
    messageKey: null,
    reopenedIds: [],
    toggleDeltas: {},
  }),
  initial: 'loading',
  on: {
    SET_SETTINGS: { target: '.debouncing', reenter: true, actions: ['applySettings', 'resetPaging'] },
    CLEAR_FILTERS: { target: '.debouncing', reenter: true, actions: ['applySettings', 'resetPaging'] },
    TOGGLE: { guard: 'canToggle', actions: ['startToggle', 'emitUnreadCount', 'spawnToggle'] },
    'xstate.done.actor.toggle.*': { guard: 'isTogglePending', actions: ['finishToggle', 'emitSettled'] },
    'xstate.error.actor.toggle.*': {
      guard: 'isTogglePending',
      actions: ['rollBackToggle', 'finishToggle', 'emitUnreadCount', 'emitSettled'],
    },
  },
  states: {
    /** Settings changed: waiting for 500 ms without another change. */
    debouncing: {
      tags: ['busy'],
      after: { refetchDebounce: 'loading' },
    },
    /** Page 1 of the current settings. */
    loading: {
      tags: ['busy'],
      entry: 'resetPaging',
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ umbrellaOrgId: context.umbrellaOrgId, settings: context.settings, page: 1 }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'addPage', params: ({ event }) => ({ output: event.output }) },
            'clearUnread',
            'emitUnreadCount',
          ],
        },
        onError: {
          target: 'failure',
          actions: { type: 'setMessage', params: { key: NOTIFICATIONS_MESSAGE_KEYS.loadFailed } },
        },
      },
    },
    /** The list (or the empty message, or the end-of-list message when there is no next page). */
    ready: {
      on: { LOAD_MORE: { guard: 'hasNextPage', target: 'fetchingMore' } },
    },
    /** The next page is loading below the list. */
    fetchingMore: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({
          umbrellaOrgId: context.umbrellaOrgId,
          settings: context.settings,
          page: context.nextPage ?? context.page + 1,
        }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'addPage', params: ({ event }) => ({ output: event.output }) }, 'emitUnreadCount'],
        },
        onError: {
          target: 'ready',
          actions: { type: 'setMessage', params: { key: NOTIFICATIONS_MESSAGE_KEYS.loadMoreFailed } },
        },
      },
    },
    failure: {
      on: { RETRY: 'loading' },
    },
  },
});

export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/** What the screen shows: every state of the machine has a view. */
export type NotificationsStatus = 'loading' | 'failure' | 'empty' | 'list' | 'fetchingMore' | 'end';

export function selectNotificationsStatus(snapshot: NotificationsSnapshot): NotificationsStatus {
  if (snapshot.matches('loading') || snapshot.matches('debouncing')) return 'loading';
  if (snapshot.matches('failure')) return 'failure';
  if (snapshot.matches('fetchingMore')) return 'fetchingMore';
  if (snapshot.context.values.length === 0) return 'empty';
  return snapshot.context.nextPage === null ? 'end' : 'list';
}

/** True when a filter (event type or farm) narrows the list. */
export const selectHasFilters = (snapshot: NotificationsSnapshot): boolean =>
  snapshot.context.settings.events.length > 0 || snapshot.context.settings.farmIds.length > 0;

/**
 * The unread badge while the list is open: 0 once the list loaded, plus the notifications marked unread since
 * (marking one read again takes it away). Before the first load the app shows the server's count.
 */
export const selectUnreadCount = (snapshot: NotificationsSnapshot): number => snapshot.context.reopenedIds.length;
