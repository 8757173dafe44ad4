import type { Notification, NotificationPage } from '@havbruk/api';
import { createDataset, DEMO_ORGANIZATION_IDS, getNotifications, getSite } from '@havbruk/api/dataset';
import type { NotificationListSettings } from '@havbruk/machines';
import type { NotificationFarm } from '@havbruk/ui';

/** The synthetic dataset (seed 1): the demo group's notifications and farms. */
const dataset = createDataset();
const group = DEMO_ORGANIZATION_IDS.group;

export const allNotifications: Notification[] = getNotifications(dataset, group);

/** Every farm of the demo group (umbrella), named. */
export const groupFarms: NotificationFarm[] = [
  ...new Set(dataset.organizations.filter((org) => org.umbrellaOrganizationId === group).flatMap((org) => org.farmIds)),
]
  .map((id) => ({ id, name: getSite(dataset, id)?.name ?? id }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** A page as the reference server answers it (filters, unread-first sort, paging). */
export function notificationPage(settings: NotificationListSettings, page: number): NotificationPage {
  let values = allNotifications;
  if (settings.events.length) values = values.filter((value) => settings.events.includes(value.event));
  if (settings.farmIds.length) values = values.filter((value) => settings.farmIds.includes(value.farmId));
  if (settings.sort === 'unread') values = [...values].sort((a, b) => Number(a.isRead) - Number(b.isRead));
  const start = (page - 1) * settings.limit;
  return {
    values: values.slice(start, start + settings.limit),
    page,
    nextPage: start + settings.limit < values.length ? page + 1 : null,
  };
}
