import type { Notification, NotificationPage } from '@havbruk/api';
import { createDataset, DEMO_ORGANIZATION_IDS, getNotifications } from '@havbruk/api/dataset';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type EventObject } from 'xstate';
import {
  mergeById,
  NOTIFICATIONS_PAGE_LIMIT,
  NOTIFICATIONS_REFETCH_DEBOUNCE_MS,
  notificationsMachine,
  selectHasFilters,
  selectNotificationsStatus,
  selectUnreadCount,
  type NotificationListSettings,
  type NotificationsEmitted,
  type NotificationsSnapshot,
} from './notifications.ts';

const umbrellaOrgId = DEMO_ORGANIZATION_IDS.group;
/** The demo group's notifications from the synthetic dataset (newest first). */
const all: Notification[] = getNotifications(createDataset({ sites: 160 }), umbrellaOrgId);

/** The server's paging over `all`, as the reference server answers. */
function pageOf(settings: NotificationListSettings, page: number): NotificationPage {
  let values = all;
  if (settings.events.length) values = values.filter((value) => settings.events.includes(value.event));
  if (settings.farmIds.length) values = values.filter((value) => settings.farmIds.includes(value.farmId));
  const start = (page - 1) * settings.limit;
  return {
    values: values.slice(start, start + settings.limit),
    page,
    nextPage: start + settings.limit < values.length ? page + 1 : null,
  };
}

interface Deferred<T, I> {
  input: I;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function harness() {
  const clock = new SimulatedClock();
  const fetches: Deferred<NotificationPage, { settings: NotificationListSettings; page: number }>[] = [];
  const toggles: Deferred<unknown, { id: string; isRead: boolean }>[] = [];
  const machine = notificationsMachine.provide({
    actors: {
      fetchPage: fromPromise<
        NotificationPage,
        { umbrellaOrgId: string; settings: NotificationListSettings; page: number }
      >(({ input }) => new Promise((resolve, reject) => fetches.push({ input, resolve, reject }))),
      toggleNotification: fromPromise<unknown, { id: string; isRead: boolean }>(
        ({ input }) => new Promise((resolve, reject) => toggles.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { clock, input: { umbrellaOrgId } });
  const emitted: NotificationsEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  /** Answers the last fetch as the server would. */
  const answer = async () => {
    const last = fetches.at(-1)!;
    last.resolve(pageOf(last.input.settings, last.input.page));
    await waitFor(actor, (s) => !s.matches('loading') && !s.matches('fetchingMore'));
  };
  /** Answers the first fetch with read and unread notifications (the dataset's newest 31 are all unread). */
  const answerMixed = async () => {
    fetches[0]!.resolve({ values: [...all.slice(0, 10), ...all.slice(31, 41)], page: 1, nextPage: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
  };
  const status = () => selectNotificationsStatus(actor.getSnapshot());
  /** The badge counts the app was told, in order. */
  const badge = () => emitted.flatMap((event) => (event.type === 'unreadCountChanged' ? [event.count] : []));
  return { actor, clock, fetches, toggles, emitted, answer, answerMixed, status, badge };
}

describe('notificationsMachine', () => {
  it('loads page 1 (limit 20, newest first) and shows the list', async () => {
    const h = harness();
    expect(h.status()).toBe('loading');
    expect(h.fetches[0]?.input).toEqual({
      umbrellaOrgId,
      page: 1,
      settings: { events: [], farmIds: [], sort: 'newest', limit: NOTIFICATIONS_PAGE_LIMIT },
    });
    await h.answer();
    expect(h.status()).toBe('list');
    expect(h.actor.getSnapshot().context.values).toHaveLength(20);
  });

  it('fetches more pages, merges them by id without duplicates and ends with end of list', async () => {
    const h = harness();
    await h.answer();
    h.actor.send({ type: 'LOAD_MORE' });
    expect(h.status()).toBe('fetchingMore');
    expect(h.fetches[1]?.input.page).toBe(2);
    // The server's page 2 overlaps page 1 by one (a notification arrived meanwhile and shifted the pages).
    h.fetches[1]?.resolve({ values: all.slice(19, 40), page: 2, nextPage: null });
    await waitFor(h.actor, (s) => s.matches('ready'));
    const ids = h.actor.getSnapshot().context.values.map((value) => value.id);
    expect(ids).toEqual(all.slice(0, 40).map((value) => value.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(h.status()).toBe('end');
    h.actor.send({ type: 'LOAD_MORE' });
    expect(h.fetches).toHaveLength(2);
  });

  it('shows empty when nothing matches', async () => {
    const h = harness();
    h.actor.send({ type: 'SET_SETTINGS', settings: { farmIds: ['no-such-farm'] } });
    h.clock.increment(NOTIFICATIONS_REFETCH_DEBOUNCE_MS);
    await h.answer();
    expect(h.status()).toBe('empty');
    expect(selectHasFilters(h.actor.getSnapshot())).toBe(true);
  });

  it('a settings change resets paging to page 1 and refetches 500 ms after the last change', async () => {
    const h = harness();
    await h.answer();
    h.actor.send({ type: 'LOAD_MORE' });
    await h.answer();
    expect(h.actor.getSnapshot().context.page).toBe(2);
    h.actor.send({ type: 'SET_SETTINGS', settings: { events: ['disease-detected'] } });
    expect(h.actor.getSnapshot().context.page).toBe(0);
    expect(h.status()).toBe('loading');
    h.clock.increment(400);
    h.actor.send({ type: 'SET_SETTINGS', settings: { sort: 'unread' } });
    h.clock.increment(NOTIFICATIONS_REFETCH_DEBOUNCE_MS - 1);
    expect(h.fetches).toHaveLength(2);
    h.clock.increment(1);
    expect(h.fetches).toHaveLength(3);
    expect(h.fetches[2]?.input).toMatchObject({
      page: 1,
      settings: { events: ['disease-detected'], sort: 'unread' },
    });
    await h.answer();
    expect(h.actor.getSnapshot().context.values.every((value) => value.event === 'disease-detected')).toBe(true);
    h.actor.send({ type: 'CLEAR_FILTERS' });
    expect(h.actor.getSnapshot().context.settings).toMatchObject({ events: [], farmIds: [], sort: 'unread' });
  });

  it('a toggle shows at once with a busy indicator and settles when saved', async () => {
    const h = harness();
    await h.answer();
    const unread = h.actor.getSnapshot().context.values.find((value) => !value.isRead)!;
    h.actor.send({ type: 'TOGGLE', id: unread.id });
    const during = h.actor.getSnapshot().context;
    expect(during.values.find((value) => value.id === unread.id)?.isRead).toBe(true);
    expect(during.busyIds).toEqual([unread.id]);
    expect(h.toggles[0]?.input).toEqual({ id: unread.id, isRead: true });
    // A second click while busy is ignored.
    h.actor.send({ type: 'TOGGLE', id: unread.id });
    expect(h.toggles).toHaveLength(1);
    h.toggles[0]?.resolve({ ...unread, isRead: true });
    await waitFor(h.actor, (s) => s.context.busyIds.length === 0);
    expect(h.actor.getSnapshot().context.values.find((value) => value.id === unread.id)?.isRead).toBe(true);
    expect(h.emitted.at(-1)).toEqual({ type: 'toggleSettled', id: unread.id });
  });

  it('a refused toggle rolls back, puts the badge back and says so', async () => {
    const h = harness();
    await h.answerMixed();
    const read = h.actor.getSnapshot().context.values.find((value) => value.isRead)!;
    h.actor.send({ type: 'TOGGLE', id: read.id });
    expect(h.badge()).toEqual([0, 1]);
    h.toggles[0]?.reject(new Error('PUT answered 500'));
    await waitFor(h.actor, (s) => s.context.busyIds.length === 0);
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.context.values.find((value) => value.id === read.id)?.isRead).toBe(true);
    expect(snapshot.context.messageKey).toBe('notifications.toggleFailed');
    expect(h.badge()).toEqual([0, 1, 0]);
    expect(h.emitted.at(-1)).toEqual({ type: 'toggleSettled', id: read.id });
  });

  it('a refused "mark read" of a notification marked unread since the load puts it back on the badge', async () => {
    const h = harness();
    await h.answerMixed();
    const read = h.actor.getSnapshot().context.values.find((value) => value.isRead)!;
    h.actor.send({ type: 'TOGGLE', id: read.id });
    h.toggles[0]?.resolve(null);
    await waitFor(h.actor, (s) => s.context.busyIds.length === 0);
    h.actor.send({ type: 'TOGGLE', id: read.id });
    expect(selectUnreadCount(h.actor.getSnapshot())).toBe(0);
    h.toggles[1]?.reject(new Error('PUT answered 500'));
    await waitFor(h.actor, (s) => s.context.busyIds.length === 0);
    expect(selectUnreadCount(h.actor.getSnapshot())).toBe(1);
    expect(h.badge()).toEqual([0, 1, 0, 1]);
  });

  // Spec S1 §4 "loading marks unread count 0", and the "the badge decreases on a toggle": the badge counts
  // what is new since the list was seen.
  describe('the unread badge', () => {
    it('goes to 0 when the list loads, again after a settings change, not when more pages load', async () => {
      const h = harness();
      expect(h.badge()).toEqual([]);
      await h.answerMixed();
      expect(h.badge()).toEqual([0]);
      const read = h.actor.getSnapshot().context.values.find((value) => value.isRead)!;
      h.actor.send({ type: 'TOGGLE', id: read.id });
      h.toggles[0]?.resolve(null);
      await waitFor(h.actor, (s) => s.context.busyIds.length === 0);
      h.actor.send({ type: 'LOAD_MORE' });
      h.fetches[1]!.resolve({ values: all.slice(50, 60), page: 2, nextPage: 3 });
      await waitFor(h.actor, (s) => s.matches('ready'));
      expect(selectUnreadCount(h.actor.getSnapshot())).toBe(1);
      h.actor.send({ type: 'SET_SETTINGS', settings: { sort: 'unread' } });
      h.clock.increment(NOTIFICATIONS_REFETCH_DEBOUNCE_MS);
      await h.answer();
      expect(selectUnreadCount(h.actor.getSnapshot())).toBe(0);
      expect(h.badge()).toEqual([0, 1, 1, 0]);
    });

    it('counts a notification marked unread and decreases when it is marked read again', async () => {
      const h = harness();
      await h.answerMixed();
      const read = h.actor.getSnapshot().context.values.find((value) => value.isRead)!;
      h.actor.send({ type: 'TOGGLE', id: read.id });
      expect(h.toggles[0]?.input).toEqual({ id: read.id, isRead: false });
      expect(selectUnreadCount(h.actor.getSnapshot())).toBe(1);
      h.toggles[0]?.resolve(null);
      await waitFor(h.actor, (s) => s.context.busyIds.length === 0);
      h.actor.send({ type: 'TOGGLE', id: read.id });
      expect(selectUnreadCount(h.actor.getSnapshot())).toBe(0);
      expect(h.badge()).toEqual([0, 1, 0]);
    });

    it('a page read before a save does not undo the optimistic state', async () => {
      const h = harness();
      await h.answerMixed();
      const read = h.actor.getSnapshot().context.values.find((value) => value.isRead)!;
      h.actor.send({ type: 'LOAD_MORE' });
      h.actor.send({ type: 'TOGGLE', id: read.id });
      // The next page still carries the notification as read (the server answered before the save).
      h.fetches[1]!.resolve({ values: [read, ...all.slice(41, 50)], page: 2, nextPage: null });
      await waitFor(h.actor, (s) => s.matches('ready'));
      expect(h.actor.getSnapshot().context.values.find((value) => value.id === read.id)?.isRead).toBe(false);
      expect(selectUnreadCount(h.actor.getSnapshot())).toBe(1);
    });

    it('stays at 0 when a notification that was unread at the load is marked read', async () => {
      const h = harness();
      await h.answer();
      const unread = h.actor.getSnapshot().context.values.find((value) => !value.isRead)!;
      h.actor.send({ type: 'TOGGLE', id: unread.id });
      expect(h.badge()).toEqual([0, 0]);
      h.toggles[0]?.resolve(null);
      await waitFor(h.actor, (s) => s.context.busyIds.length === 0);
      expect(selectUnreadCount(h.actor.getSnapshot())).toBe(0);
    });
  });

  it('a failed load shows failure and retries', async () => {
    const h = harness();
    h.fetches[0]?.reject(new Error('offline'));
    await waitFor(h.actor, (s) => s.matches('failure'));
    expect(h.status()).toBe('failure');
    h.actor.send({ type: 'RETRY' });
    expect(h.fetches).toHaveLength(2);
    await h.answer();
    expect(h.status()).toBe('list');
  });

  it('mergeById keeps order, replaces updated notifications and appends new ones', () => {
    const [a, b, c] = all as [Notification, Notification, Notification];
    expect(mergeById([a, b], [{ ...b, isRead: !b.isRead }, c]).map((value) => [value.id, value.isRead])).toEqual([
      [a.id, a.isRead],
      [b.id, !b.isRead],
      [c.id, c.isRead],
    ]);
  });
});

describe('notificationsMachine generated paths (@xstate/graph)', () => {
  const first = { values: [...all.slice(0, 10), ...all.slice(31, 41)], page: 1, nextPage: 2 };
  const second = { values: all.slice(19, 40), page: 2, nextPage: null };
  const target = first.values.find((value) => value.isRead) ?? first.values[0]!;
  const events: Array<EventObject & Record<string, unknown>> = [
    { type: 'SET_SETTINGS', settings: { events: ['risk-disease'] } },
    { type: 'SET_SETTINGS', settings: { sort: 'unread' } },
    { type: 'CLEAR_FILTERS' },
    { type: 'LOAD_MORE' },
    { type: 'TOGGLE', id: target.id },
    { type: 'RETRY' },
    { type: 'xstate.after.refetchDebounce.notifications.debouncing' },
    { type: 'xstate.done.actor.fetchPage', output: first },
    { type: 'xstate.done.actor.fetchPage', output: second },
    { type: 'xstate.error.actor.fetchPage', error: new Error('offline') },
    { type: `xstate.done.actor.toggle.${target.id}`, output: null },
    { type: `xstate.error.actor.toggle.${target.id}`, error: new Error('refused') },
  ];
  const paths = getShortestPaths(notificationsMachine, {
    events: events as never,
    input: { umbrellaOrgId },
  });

  /** What must hold in every reachable state. */
  function expectInvariants(snapshot: NotificationsSnapshot) {
    const ids = snapshot.context.values.map((value) => value.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(snapshot.context.busyIds).size).toBe(snapshot.context.busyIds.length);
    // The badge never goes below 0, and counts only notifications that are unread where the list shows them.
    expect(selectUnreadCount(snapshot)).toBeGreaterThanOrEqual(0);
    for (const id of snapshot.context.reopenedIds) {
      const value = snapshot.context.values.find((entry) => entry.id === id);
      if (value) expect(value.isRead).toBe(false);
    }
    if (snapshot.matches('loading') || snapshot.matches('debouncing')) {
      expect(snapshot.context.values).toEqual([]);
      expect(snapshot.context.page).toBe(0);
    }
    if (snapshot.matches('fetchingMore')) expect(snapshot.context.nextPage).not.toBeNull();
    const status = selectNotificationsStatus(snapshot);
    if (status === 'empty') expect(snapshot.context.values).toEqual([]);
    if (status === 'end') expect(snapshot.context.nextPage).toBeNull();
  }

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['debouncing', 'failure', 'fetchingMore', 'loading', 'ready']);
  });

  it('keeps the list free of duplicates and paging reset on every generated path', () => {
    for (const path of paths) {
      for (const step of path.steps) expectInvariants(step.state as NotificationsSnapshot);
    }
    expect(paths.length).toBeGreaterThan(20);
  });
});
