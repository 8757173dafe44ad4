/** Notifications area: the list, the unread count and the read toggle (read state in the database). */
import type { Notification } from '@havbruk/api';
import {
  diseaseDetectedNotifications,
  riskChangeNotifications,
  sortNotifications,
  type NotifiedCase,
  type NotifiedFarm,
} from '@havbruk/api/dataset';
import { notFound } from '../errors.ts';
import { umbrellaIds, type Viewer } from '../store.ts';
import type { AreaDeps, Handlers } from './access.ts';

export const notificationHandlers = ({ context, store, dataset, access }: AreaDeps) => {
  const { requireViewer } = access;
  const byName = new Intl.Collator('en', { numeric: true }).compare;
  /**
   * The umbrella's notifications from the farm data tables (server README, "Notifications"): the farms its
   * organizations hold in the database, their positions and names from the register (`sites`), their generations
   * from the stockings (`generations`), and every stored disease case (`disease_cases`) near them. The risk changes are
   * the synthetic model's, drawn per umbrella and farm set (cached: they do not follow an import).
   */
  const risks = new Map<string, Notification[]>();
  /**
   * An umbrella's notifications as last computed, per umbrella and farm set, with the farm-data version they were
   * read at: the tables they come from change only through runs, which move the version (`FarmDataWatch.loaded`).
   */
  const computed = new Map<string, { version: number; notifications: Notification[] }>();
  const umbrellaNotifications = async (viewer: Viewer, umbrellaOrgId: string): Promise<Notification[]> => {
    const farmIds = new Set<string>();
    for (const row of viewer.directory.organizations.values())
      if (row.umbrella_organization_id === umbrellaOrgId)
        for (const farmId of viewer.directory.farms.get(row.id) ?? []) farmIds.add(farmId);
    const version = context.farmData.loaded;
    const cacheKey = `${umbrellaOrgId}:${[...farmIds].sort().join(',')}`;
    const cached = computed.get(cacheKey);
    if (cached?.version === version) return cached.notifications;
    const notifications = await readNotifications(umbrellaOrgId, farmIds);
    if (computed.size > 100) computed.clear();
    computed.set(cacheKey, { version, notifications });
    return notifications;
  };
  const readNotifications = async (umbrellaOrgId: string, farmIds: Set<string>): Promise<Notification[]> => {
    const sites = [...farmIds].sort().flatMap((id) => {
      const site = context.publicSites.site(id) ?? context.publicSites.find(id);
      return site ? [site] : [];
    });
    const today = dataset.today;
    const [stockings, cases] = await Promise.all([
      store.db.query<{ locality_number: number; season: string; cage: string; stocking_date: string }>(
        `select locality_number, season, cage, stocking_date::text as stocking_date from generations
         where locality_number = any($1::integer[]) order by locality_number, stocking_date, season`,
        [sites.map((site) => site.localityNumber)],
      ),
      store.db.query<{
        locality_number: number;
        name: string;
        lat: number;
        lon: number;
        disease: string;
        strain: string | null;
        suspected: string;
        confirmed: string | null;
      }>(
        `select c.locality_number, s.name, s.lat, s.lon, c.disease, c.strain, c.suspected_date::text as suspected,
           c.confirmed_date::text as confirmed
         from disease_cases c join sites s using (locality_number)
         where s.lat is not null and s.lon is not null
           and coalesce(c.confirmed_date, c.suspected_date) between $1::date - 365 and $1::date
         order by c.locality_number, c.suspected_date, c.disease`,
        [today],
      ),
    ]);
    /** A farm's stockings, oldest first. */
    const stocked = new Map<number, typeof stockings.rows>();
    for (const row of stockings.rows)
      stocked.set(row.locality_number, [...(stocked.get(row.locality_number) ?? []), row]);
    const own: NotifiedFarm[] = sites.map((site) => {
      const last = stocked.get(site.localityNumber)?.at(-1);
      return { ...site, lastGenerationId: last ? `${site.localityNumber}-${last.season}` : null };
    });
    /** The generation at sea at a farm on a day (its last stocking on or before it) and that generation's cages. */
    const generationOn = (localityNumber: number, date: string) => {
      const rows = stocked.get(localityNumber) ?? [];
      const season = rows.findLast((row) => row.stocking_date <= date)?.season;
      if (season === undefined) return { generationId: null, cageIds: [] };
      return {
        generationId: `${localityNumber}-${season}`,
        cageIds: rows
          .filter((row) => row.season === season)
          .map((row) => row.cage)
          .sort(byName)
          .map((cage) => `${localityNumber}-${cage}`),
      };
    };
    const notified: NotifiedCase[] = cases.rows.map((row) => ({
      site: { id: String(row.locality_number), name: row.name, lat: row.lat, lon: row.lon },
      type: row.disease,
      strain: row.strain,
      suspectedDate: row.suspected,
      confirmedDate: row.confirmed,
      ...generationOn(row.locality_number, row.suspected),
    }));
    const key = `${umbrellaOrgId}:${own.map((farm) => `${farm.id}/${farm.lastGenerationId}`).join(',')}`;
    let risk = risks.get(key);
    if (!risk) {
      risk = riskChangeNotifications(dataset.seed, umbrellaOrgId, today, own);
      if (risks.size > 100) risks.clear();
      risks.set(key, risk);
    }
    return sortNotifications([...diseaseDetectedNotifications(today, own, notified), ...risk]);
  };
  const notificationsFor = async (viewer: Viewer, umbrellaOrgId: string): Promise<Notification[]> => {
    // An umbrella the viewer is not in is not known to them: 404 either way.
    if (!viewer.directory.organizations.has(umbrellaOrgId) || !umbrellaIds(viewer).has(umbrellaOrgId))
      throw notFound(`Organization ${umbrellaOrgId} not found`);
    // Only notifications about the viewer's private farms (a consultant of one region sees that region's farms).
    const values = (await umbrellaNotifications(viewer, umbrellaOrgId)).filter((value) =>
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
