/** Notifications area: the list, the unread count and the read toggle (read state in the database). */
import type { Notification } from '@havbruk/api';
import { getNotifications } from '@havbruk/api/dataset';
import { notFound } from '../errors.ts';
import { umbrellaIds, type Viewer } from '../store.ts';
import type { AreaDeps, Handlers } from './access.ts';

export const notificationHandlers = ({ store, dataset, access }: AreaDeps) => {
  const { requireViewer } = access;
  /**
   * The umbrella's notifications, generated from the farms its organizations hold in the database (not the seed):
   * the same list as the dataset's while they are unchanged, cached per set of farms.
   */
  const generated = new Map<string, Notification[]>();
  const umbrellaNotifications = (viewer: Viewer, umbrellaOrgId: string): Notification[] => {
    const farmIds = new Set<string>();
    for (const row of viewer.directory.organizations.values())
      if (row.umbrella_organization_id === umbrellaOrgId)
        for (const farmId of viewer.directory.farms.get(row.id) ?? []) farmIds.add(farmId);
    const key = `${umbrellaOrgId}:${[...farmIds].sort().join(',')}`;
    let values = generated.get(key);
    if (!values) {
      const organization = dataset.organizations.find((entry) => entry.id === umbrellaOrgId) ?? {
        id: umbrellaOrgId,
        name: umbrellaOrgId,
        tier: 'essentials' as const,
        umbrellaOrganizationId: umbrellaOrgId,
        parentOrganizationId: null,
        farmIds: [],
      };
      values = getNotifications(
        { ...dataset, organizations: [{ ...organization, farmIds: [...farmIds] }] },
        umbrellaOrgId,
      );
      if (generated.size > 100) generated.clear();
      generated.set(key, values);
    }
    return values;
  };
  const notificationsFor = async (viewer: Viewer, umbrellaOrgId: string): Promise<Notification[]> => {
    // An umbrella the viewer is not in is not known to them: 404 either way.
    if (!viewer.directory.organizations.has(umbrellaOrgId) || !umbrellaIds(viewer).has(umbrellaOrgId))
      throw notFound(`Organization ${umbrellaOrgId} not found`);
    // Only notifications about the viewer's private farms (a consultant of one region sees that region's farms).
    const values = umbrellaNotifications(viewer, umbrellaOrgId).filter((value) =>
      viewer.privateFarmIds.has(value.farmId),
    );
    const state = await store.db.query<{ notification_id: string; is_read: boolean }>(
      'select notification_id, is_read from notification_state where user_id = $1',
      [viewer.user.id],
    );
    const overrides = new Map(state.rows.map((row) => [row.notification_id, row.is_read]));
    return values.map((value) =>
      overrides.has(value.id) ? { ...value, isRead: overrides.get(value.id) as boolean } : value,
    );
  };
  return {
    getUnreadCount: async ({ viewer, params }) => {
      const values = await notificationsFor(requireViewer(viewer), params.umbrellaOrgId);
      return { count: values.filter((value) => !value.isRead).length };
    },
    toggleNotification: async ({ viewer, params, body }) => {
      const current = requireViewer(viewer);
      for (const umbrella of umbrellaIds(current)) {
        const found = (await notificationsFor(current, umbrella)).find((value) => value.id === params.notificationId);
        if (!found) continue;
        await store.db.query(
          'insert into notification_state (user_id, notification_id, is_read) values ($1,$2,$3) on conflict (user_id, notification_id) do update set is_read = excluded.is_read',
          [current.user.id, found.id, body.isRead],
        );
        return { ...found, isRead: body.isRead };
      }
      throw notFound(`Notification ${params.notificationId} not found`);
    },
    getNotifications: async ({ viewer, params, query }) => {
      let values = await notificationsFor(requireViewer(viewer), params.umbrellaOrgId);
      const events = query.events ? query.events.split(',').filter(Boolean) : [];
      const farmIds = query.farmIds ? query.farmIds.split(',').filter(Boolean) : [];
      if (events.length) values = values.filter((value) => events.includes(value.event));
      if (farmIds.length) values = values.filter((value) => farmIds.includes(value.farmId));
      if (query.sort === 'unread')
        values = [...values].sort(
          (a, b) =>
            Number(a.isRead) - Number(b.isRead) || (a.doc.date < b.doc.date ? 1 : a.doc.date > b.doc.date ? -1 : 0),
        );
      const start = (query.page - 1) * query.limit;
      const page = values.slice(start, start + query.limit);
      return { values: page, page: query.page, nextPage: start + query.limit < values.length ? query.page + 1 : null };
    },
  } satisfies Partial<Handlers>;
};
