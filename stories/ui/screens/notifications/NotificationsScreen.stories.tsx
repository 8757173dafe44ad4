import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { NotificationPage } from '@havbruk/api';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationsMachine,
  selectNotificationsStatus,
  type NotificationListSettings,
} from '@havbruk/machines';
import { NotificationsScreen } from '@havbruk/ui';
import { allNotifications, groupFarms, notificationPage } from './notificationsData.ts';

const newest = { ...DEFAULT_NOTIFICATION_SETTINGS };
const firstPage = notificationPage(newest, 1).values;
const twoPages = [...firstPage, ...notificationPage(newest, 2).values];

const meta = {
  title: 'ui/screens/notifications/NotificationsScreen',
  component: NotificationsScreen,
  args: {
    status: 'list',
    notifications: firstPage,
    settings: newest,
    farms: groupFarms,
    busyIds: [],
    problem: null,
    onSettingsChange: fn(),
    onClearFilters: fn(),
    onLoadMore: fn(),
    onToggle: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', notifications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading notifications …' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { status: 'empty', notifications: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No notifications yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** A filter left nothing: the spec's "Adjust your filters" with a way out. */
export const EmptyWithFilters: Story = {
  args: { status: 'empty', notifications: [], settings: { ...newest, farmIds: [groupFarms[0]!.id] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Uh ohh... There is no data here! Adjust your filters to see results.'),
    ).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

/** Newest first, grouped by week; each item shows the event, the farm and the date. */
export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = allNotifications[0]!;
    await expect(canvas.getByRole('heading', { level: 2, name: `Week ${first.week}, ${first.year}` })).toBeVisible();
    const items = canvas.getAllByRole('button', { name: /^(Unread|Read):/ });
    await expect(items).toHaveLength(20);
    await userEvent.click(items[0]!);
    await expect(args.onToggle).toHaveBeenCalledWith(first.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const FetchingMore: Story = {
  args: { status: 'fetchingMore' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading more notifications …');
  },
};

export const EndOfList: Story = {
  args: { status: 'end', notifications: twoPages },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have seen all notifications.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

const diseaseOnly: NotificationListSettings = { ...newest, events: ['disease-detected'] };

/** Filtered to disease detections: Clear filters appears; farms are added to the filter one by one (multi-select). */
export const FilteredByEvent: Story = {
  args: { settings: diseaseOnly, notifications: notificationPage(diseaseOnly, 1).values },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Event type Disease detected' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Farm All farms' }));
    const menu = await canvas.findByRole('menu', { name: 'Farm' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: groupFarms[1]!.name }));
    await expect(args.onSettingsChange).toHaveBeenCalledWith({ farmIds: [groupFarms[1]!.id] });
    // The menu stays open for the next farm. (Not `toBeVisible`: Radix hides an open menu with `visibility` for a
    // frame while it re-measures whether its trigger is scrolled out of view, which failed a CI run.)
    await expect(canvas.getByRole('button', { name: 'Farm All farms' })).toHaveAttribute('aria-expanded', 'true');
    const stillOpen = canvas.getByRole('menu', { name: 'Farm' });
    await expect(stillOpen).toHaveAttribute('data-state', 'open');
    await expect(within(stillOpen).getByRole('menuitemcheckbox', { name: groupFarms[2]!.name })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

const twoFarmsBothEvents: NotificationListSettings = {
  ...newest,
  events: ['disease-detected', 'risk-disease'],
  farmIds: [groupFarms[0]!.id, groupFarms[1]!.id],
};

/** Several farms and both event types chosen: "2 selected"; checking a third farm adds it, unchecking one drops it. */
export const FilteredByFarms: Story = {
  args: { settings: twoFarmsBothEvents, notifications: notificationPage(twoFarmsBothEvents, 1).values },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Event type 2 selected' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Farm 2 selected' }));
    const menu = await canvas.findByRole('menu', { name: 'Farm' });
    await expect(within(menu).getByRole('menuitemcheckbox', { name: groupFarms[0]!.name })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: groupFarms[2]!.name }));
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({
      farmIds: [groupFarms[0]!.id, groupFarms[1]!.id, groupFarms[2]!.id],
    });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: groupFarms[0]!.name }));
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({ farmIds: [groupFarms[1]!.id] });
    await userEvent.keyboard('{Escape}');
  },
};

const unreadFirst: NotificationListSettings = { ...newest, sort: 'unread' };

/** Unread first: unread and read headers. */
export const UnreadFirst: Story = {
  args: { settings: unreadFirst, notifications: notificationPage(unreadFirst, 1).values },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Unread' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Unread first');
  },
};

/** One notification is being saved: busy indicator, clicks on it ignored. */
export const Toggling: Story = {
  args: { busyIds: [firstPage[0]!.id] },
  play: async ({ args, canvasElement }) => {
    const busy = within(canvasElement).getAllByRole('button', { name: /^(Unread|Read):/ })[0]!;
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAccessibleName(/Saving …$/);
    await userEvent.click(busy);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const ToggleFailed: Story = {
  args: { problem: 'toggleFailed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The notification could not be updated. It is back as it was.',
    );
  },
};

export const LoadFailed: Story = {
  args: { status: 'failure', notifications: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ListNorwegianDark: Story = {
  globals: { locale: 'no', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const first = allNotifications[0]!;
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: `Uke ${first.week}, ${first.year}` }),
    ).toBeVisible();
  },
};

export const UnreadFirstMobile: Story = {
  args: { settings: unreadFirst, notifications: notificationPage(unreadFirst, 1).values },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The screen on the real machine with the dataset as the server: toggling one read and back. */
export const WithMachine: Story = {
  render: function Render(args) {
    const actor = useActorRef(
      notificationsMachine.provide({
        actors: {
          fetchPage: fromPromise<
            NotificationPage,
            { umbrellaOrgId: string; settings: NotificationListSettings; page: number }
          >(async ({ input }) => notificationPage(input.settings, input.page)),
          toggleNotification: fromPromise<unknown, { id: string; isRead: boolean }>(async () => undefined),
        },
      }),
      { input: { umbrellaOrgId: 'org-nordvik-group' } },
    );
    const status = useSelector(actor, selectNotificationsStatus);
    const context = useSelector(actor, (snapshot) => snapshot.context);
    return (
      <NotificationsScreen
        {...args}
        status={status}
        notifications={context.values}
        settings={context.settings}
        busyIds={context.busyIds}
        onSettingsChange={(settings) => actor.send({ type: 'SET_SETTINGS', settings })}
        onClearFilters={() => actor.send({ type: 'CLEAR_FILTERS' })}
        onLoadMore={() => actor.send({ type: 'LOAD_MORE' })}
        onToggle={(id) => actor.send({ type: 'TOGGLE', id })}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unread = allNotifications.find((value) => !value.isRead)!;
    const items = await canvas.findAllByRole('button', { name: /^(Unread|Read):/ });
    const index = firstPage.findIndex((value) => value.id === unread.id);
    await expect(items[index]).toHaveAttribute('data-state', 'unread');
    await userEvent.click(items[index]!);
    await waitFor(() => expect(items[index]).toHaveAttribute('data-state', 'read'));
    await waitFor(() => expect(items[index]).not.toHaveAttribute('aria-busy'));
  },
};
