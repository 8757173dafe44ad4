import { isAborted, type NotificationPage } from '@havbruk/api';
import {
  NOTIFICATIONS_MESSAGE_KEYS,
  notificationsMachine,
  selectNotificationsStatus,
  type NotificationListSettings,
} from '@havbruk/machines';
import { NotificationsScreen, useI18n, type NotificationFarm } from '@havbruk/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useConfig } from '../../data/useApi.ts';
import { useAppState } from '../../state/AppState.tsx';
import { useOrganizationInView } from '../../state/organizationInView.ts';
import { usePageTitle } from '../usePageTitle.ts';
import { useUnreadCountUpdates } from './unreadCount.ts';

/** `/notifications` (essentials): the notifications of the umbrella organization in view. */
export function NotificationsPage() {
  const { LL } = useI18n();
  usePageTitle(LL.notifications.title());
  const { umbrellaOrgId, organizations } = useOrganizationInView();
  const config = useConfig();
  // The umbrella's farms: the farm filter and the names shown on the notifications.
  const farms = useMemo<NotificationFarm[]>(() => {
    const inUmbrella = new Set(
      organizations.filter((org) => org.umbrellaOrganizationId === umbrellaOrgId).map((org) => org.id),
    );
    return (config.data?.farms ?? [])
      .filter((farm) => farm.organizations.some((id) => inUmbrella.has(id)))
      .map((farm) => ({ id: farm.id, name: farm.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [config.data, organizations, umbrellaOrgId]);
  if (!umbrellaOrgId) return null;
  // A new umbrella organization (perspective switched) is a new list.
  return <NotificationList key={umbrellaOrgId} umbrellaOrgId={umbrellaOrgId} farms={farms} />;
}

function NotificationList({ umbrellaOrgId, farms }: { umbrellaOrgId: string; farms: NotificationFarm[] }) {
  const { data, reportApiError } = useAppState();
  const badge = useUnreadCountUpdates(umbrellaOrgId);
  const actor = useActorRef(
    notificationsMachine.provide({
      actors: {
        fetchPage: fromPromise<
          NotificationPage,
          { umbrellaOrgId: string; settings: NotificationListSettings; page: number }
        >(async ({ input, signal }) => {
          const { settings } = input;
          const answer = await data.client
            .call(
              'getNotifications',
              {
                params: { umbrellaOrgId: input.umbrellaOrgId },
                query: {
                  ...(settings.events.length ? { events: settings.events.join(',') } : {}),
                  ...(settings.farmIds.length ? { farmIds: settings.farmIds.join(',') } : {}),
                  page: input.page,
                  limit: settings.limit,
                  sort: settings.sort,
                },
              },
              { signal },
            )
            .catch((error: unknown) => {
              reportApiError(error);
              throw error;
            });
          // Aborted: the actor that asked was stopped (React's double mount in development). @xstate/react restores
          // its children for the restart, so a rejection now would still reach the machine and show a failure
          // while the restarted request is under way: an aborted request never settles.
          if (isAborted(answer)) return new Promise<never>(() => undefined);
          return answer;
        }),
        toggleNotification: fromPromise<unknown, { id: string; isRead: boolean }>(async ({ input }) => {
          const answer = await data.client
            .call('toggleNotification', { params: { notificationId: input.id }, body: { isRead: input.isRead } })
            .catch((error: unknown) => {
              reportApiError(error);
              throw error;
            });
          if (isAborted(answer)) throw new Error('Saving the notification was aborted');
          return answer;
        }),
      },
    }),
    { input: { umbrellaOrgId } },
  );

  // The sidebar badge follows the machine: 0 once the list loaded, then the notifications marked unread since.
  useEffect(() => {
    const changed = actor.on('unreadCountChanged', (event) => badge.set(event.count));
    return () => changed.unsubscribe();
  }, [actor, badge]);

  const status = useSelector(actor, selectNotificationsStatus);
  const notifications = useSelector(actor, (snapshot) => snapshot.context.values);
  const settings = useSelector(actor, (snapshot) => snapshot.context.settings);
  const busyIds = useSelector(actor, (snapshot) => snapshot.context.busyIds);
  const messageKey = useSelector(actor, (snapshot) => snapshot.context.messageKey);
  return (
    <NotificationsScreen
      status={status}
      notifications={notifications}
      settings={settings}
      farms={farms}
      busyIds={busyIds}
      problem={
        messageKey === NOTIFICATIONS_MESSAGE_KEYS.toggleFailed
          ? 'toggleFailed'
          : messageKey === NOTIFICATIONS_MESSAGE_KEYS.loadMoreFailed
            ? 'loadMoreFailed'
            : null
      }
      onSettingsChange={(changes) => actor.send({ type: 'SET_SETTINGS', settings: changes })}
      onClearFilters={() => actor.send({ type: 'CLEAR_FILTERS' })}
      onLoadMore={() => actor.send({ type: 'LOAD_MORE' })}
      onToggle={(id) => actor.send({ type: 'TOGGLE', id })}
      onRetry={() => actor.send({ type: 'RETRY' })}
    />
  );
}
