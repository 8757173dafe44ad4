/** Every call of both spec §7 tables on fastify, validated with the shared schemas from @havbruk/api. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  calls,
  MAP_DATA_KEYS,
  MapDataKey,
  PUBLIC_TIMELINE_KEYS,
  PRODUCTION_AREAS,
  TIMELINE_KEYS,
  type CallBody,
  type CallName,
  type CallOutput,
  type ConfigGraph,
  type EntityRef,
  type HarvestQualityRow,
  type Notification,
} from '@havbruk/api';
import {
  getAscFarmData,
  getCertifications,
  getFarmRisk,
  getLabOrders,
  getNotifications,
  getPipelines,
  getProductUsages,
  getSite,
  type Site,
} from '@havbruk/api/dataset';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from './errors.ts';
import { makeHistologyPng, makePdf } from './files.ts';
import {
  getFarmConditions,
  getFarmEntity,
  getGrowthCategorization,
  getHarvestCategorization,
  getHarvestActions,
  getMapRecords,
  getMortalityCategorization,
  getTreatmentMitigations,
  getTreatmentPlaces,
  searchEntities,
  type Viewer as QueryViewer,
} from './queries/farm.ts';
import { computeTimeline, TimelineError } from './queries/timeline.ts';
import { mapToV2, timelineToV2 } from './queries/toV2.ts';
import { sendInvitationMail, sendVerificationMail, type MailConfig } from './mail.ts';
import {
  buildViewer,
  organizationNode,
  permissionsFor,
  rootOrganizations,
  teamOf,
  toUser,
  umbrellaIds,
  type OrgRow,
  type Store,
  type UserRow,
  type Viewer,
} from './store.ts';

export interface RouteContext {
  store: Store;
  mail: MailConfig;
  /** Resolves a bearer token to a user id (null when invalid or expired). */
  verifyAccessToken: (token: string) => Promise<string | null>;
  /** Verifies an id token issued by the dev provider; returns its subject. */
  verifyIdToken: (idToken: string) => Promise<string | null>;
  version: string;
}

interface HandlerInput<K extends CallName> {
  params: z.infer<(typeof calls)[K]['params']>;
  query: z.infer<(typeof calls)[K]['query']>;
  body: z.infer<(typeof calls)[K]['body']>;
  viewer: Viewer | null;
  request: FastifyRequest;
}

type Handlers = { [K in CallName]: (input: HandlerInput<K>) => Promise<CallOutput<K>> };

/** Calls every signed-in user may make before setup and verification are finished. */
const ACCOUNT_CALLS = new Set<CallName>([
  'getUser',
  'updateUser',
  'checkUser',
  'onboardUser',
  'reportError',
  'sendAnalytics',
  'deleteUser',
  'clearUpgradeStatus',
  'sendVerificationEmail',
  'verifyEmail',
  'unsubscribe',
  'getConfigApp',
  'getConfigFarms',
  'getConfigGraph',
  'getConfigWeeks',
  'getConfigOrganizations',
]);

const formatIssue = (where: string, error: z.ZodError): string => {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  return `Invalid ${where}: ${field}: ${issue?.message ?? 'invalid value'}`;
};

const hasShape = (schema: z.ZodType): boolean => {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && Object.keys(shape).length > 0;
};

/** The token of an `Authorization: Bearer …` header (scheme case-insensitive), or null. */
export const bearerTokenOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  if (header.trim() === '') return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  // A header that is there but not a bearer token is checked (and refused) like an invalid token.
  return match ? (match[1] as string) : header;
};

/** `?access_token=` (file links and images, which cannot send a header), or null. */
const queryTokenOf = (request: FastifyRequest): string | null => {
  const value = (request.query as Record<string, unknown> | undefined)?.['access_token'];
  return typeof value === 'string' && value !== '' ? value : null;
};

export const registerRoutes = (app: FastifyInstance, context: RouteContext): void => {
  const { store } = context;
  const dataset = store.dataset;

  /**
   * The viewer of a request's access token: the bearer header, or (`allowQueryToken`, for URLs the browser opens
   * itself: file links and images) `?access_token=` when no header is sent. Both are checked the same way.
   */
  const authenticate = async (
    request: FastifyRequest,
    required: boolean,
    allowQueryToken = false,
  ): Promise<Viewer | null> => {
    const token = bearerTokenOf(request) ?? (allowQueryToken ? queryTokenOf(request) : null);
    if (!token) {
      if (required) throw unauthorized('Missing bearer token');
      return null;
    }
    const userId = await context.verifyAccessToken(token);
    if (!userId) {
      if (required) throw unauthorized('Invalid or expired access token');
      return null;
    }
    const directory = await store.getDirectory();
    const user = directory.users.get(userId) ?? (await store.getUserRow(userId));
    if (!user) throw unauthorized('Unknown user');
    return buildViewer(dataset, directory, user);
  };

  const reloadViewer = async (viewer: Viewer): Promise<Viewer> => {
    store.invalidate();
    const directory = await store.getDirectory();
    return buildViewer(dataset, directory, directory.users.get(viewer.user.id) ?? viewer.user);
  };

  const queryViewer = (viewer: Viewer | null): QueryViewer => ({
    isPrivate: (farmId) => viewer?.privateFarmIds.has(farmId) ?? false,
    inPerspective: (operatorId) => viewer?.perspectiveOperators.has(operatorId) ?? false,
    organizationsOf: (farmId) =>
      viewer
        ? [...viewer.roles.keys()]
            .filter((id) => (viewer.directory.farms.get(id) ?? []).includes(farmId))
            .map((id) => ({ id, name: viewer.directory.organizations.get(id)!.name }))
        : [],
  });

  const requireViewer = (viewer: Viewer | null): Viewer => {
    if (!viewer) throw unauthorized();
    return viewer;
  };

  const getOrg = (viewer: Viewer, id: string): OrgRow => {
    const organization = viewer.directory.organizations.get(id);
    if (!organization) throw notFound(`Organization ${id} not found`);
    return organization;
  };

  const requirePermission = (
    viewer: Viewer,
    organization: OrgRow,
    check: (permissions: ReturnType<typeof permissionsFor>) => boolean,
    what: string,
  ) => {
    const role = viewer.roles.get(organization.id) ?? null;
    if (!role) throw forbidden(`You have no role in ${organization.name}`);
    if (!check(permissionsFor(role, organization))) throw forbidden(`Your role (${role}) may not ${what}`);
    return role;
  };

  const siteOf = (entity: { entityType: string; id: string }): Site => {
    const siteId = entity.entityType === 'farm' ? entity.id : entity.id.split('-')[0]!;
    const site = getSite(dataset, siteId);
    if (!site) throw notFound(`${entity.entityType} ${entity.id} not found`);
    if (
      entity.entityType === 'cage' &&
      !site.generations.some((generation) => generation.cages.some((cage) => cage.id === entity.id))
    )
      throw notFound(`cage ${entity.id} not found`);
    if (
      entity.entityType === 'fishGroup' &&
      !site.generations.some((generation) => generation.fishGroups.some((group) => group.id === entity.id))
    )
      throw notFound(`fish group ${entity.id} not found`);
    return site;
  };

  /** Farms of an entity reference the viewer may see privately (403 when any is public). */
  const privateSites = (viewer: Viewer, entity: Pick<EntityRef, 'entityType' | 'id'>): Site[] => {
    if (entity.entityType === 'organization') {
      const organization = getOrg(viewer, entity.id);
      if (!viewer.roles.has(organization.id)) throw forbidden(`You have no role in ${organization.name}`);
      return (viewer.directory.farms.get(organization.id) ?? [])
        .map((id) => getSite(dataset, id))
        .filter((site): site is Site => site !== undefined);
    }
    const site = siteOf(entity);
    if (!viewer.privateFarmIds.has(site.id)) throw forbidden(`${site.name} is public: this data is private`);
    return [site];
  };

  const userUpdate = async (id: string, fields: Record<string, unknown>) => {
    const columns = Object.keys(fields);
    if (columns.length > 0) {
      const sets = columns.map((column, index) => `${column} = $${index + 2}`).join(', ');
      await store.db.query(`update users set ${sets} where id = $1`, [id, ...columns.map((column) => fields[column])]);
    }
    store.invalidate();
    const row = await store.getUserRow(id);
    if (!row) throw notFound('User not found');
    return row;
  };

  const notificationsFor = async (viewer: Viewer, umbrellaOrgId: string): Promise<Notification[]> => {
    if (!viewer.directory.organizations.has(umbrellaOrgId)) throw notFound(`Organization ${umbrellaOrgId} not found`);
    if (!umbrellaIds(viewer).has(umbrellaOrgId)) throw forbidden('You are not a member of this organization');
    const values = getNotifications(dataset, umbrellaOrgId);
    const state = await store.db.query<{ notification_id: string; is_read: boolean }>(
      'select notification_id, is_read from notification_state where user_id = $1',
      [viewer.user.id],
    );
    const overrides = new Map(state.rows.map((row) => [row.notification_id, row.is_read]));
    return values.map((value) =>
      overrides.has(value.id) ? { ...value, isRead: overrides.get(value.id) as boolean } : value,
    );
  };

  const weeksOf = () => dataset.weeks.map((week) => ({ year: week.year, week: week.week, label: week.label }));

  const mapData = (
    viewer: Viewer | null,
    year: number,
    weeks: { year: number; week: number; label: string }[],
    data: string,
  ) => {
    const keys = data
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    if (keys.length === 0) throw badRequest('Invalid query: data: at least one data key is required');
    if (keys.length > 2) throw badRequest('Invalid query: data: at most 2 data keys per request');
    const parsed = keys.map((key) => {
      const result = MapDataKey.safeParse(key);
      if (!result.success) throw badRequest(`Invalid query: data: unknown data key "${key}"`);
      return result.data;
    });
    const result: Record<string, ReturnType<typeof getMapRecords>> = {};
    for (const week of weeks)
      result[week.label] = getMapRecords(dataset, week.year, week.week, parsed, queryViewer(viewer));
    return { year, data: result };
  };

  const timeline = (current: Viewer, body: CallBody<'getTimeline'>) => {
    if (current.user.tier !== 'essentials' && body.fields.some((field) => !PUBLIC_TIMELINE_KEYS.includes(field)))
      throw forbidden('This view requires the essentials tier');
    let organizationFarmIds: string[] | undefined;
    if (body.entityType === 'organization') {
      const organization = getOrg(current, body.id);
      if (!current.roles.has(organization.id)) throw forbidden(`You have no role in ${organization.name}`);
      organizationFarmIds = current.directory.farms.get(organization.id) ?? [];
    } else {
      const site = siteOf(body);
      if (body.entityType !== 'farm' && !current.privateFarmIds.has(site.id))
        throw forbidden('Cage and fish group data is private');
    }
    try {
      return computeTimeline(dataset, body, {
        isPrivate: (farmId) => body.entityType === 'organization' || current.privateFarmIds.has(farmId),
        organizationFarmIds,
      });
    } catch (error) {
      if (error instanceof TimelineError) throw new HttpError(error.status, error.message);
      throw error;
    }
  };

  const mapDataV2 = (
    viewer: Viewer | null,
    year: number,
    weeks: { year: number; week: number; label: string }[],
    data: string | undefined,
  ) => {
    const keys = (data ?? MAP_DATA_KEYS.join(','))
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean)
      .map((key) => {
        const result = MapDataKey.safeParse(key);
        if (!result.success) throw badRequest(`Invalid query: data: unknown data key "${key}"`);
        return result.data;
      });
    if (keys.length === 0) throw badRequest('Invalid query: data: at least one data key is required');
    const records = weeks.map((week) => getMapRecords(dataset, week.year, week.week, keys, queryViewer(viewer)));
    return mapToV2(year, weeks, records, [...new Set(keys)]);
  };

  const expandEntities = (viewer: Viewer, entities: { entityType: string; id: string }[]): Site[] => {
    const sites = new Map<string, Site>();
    for (const entity of entities)
      for (const site of privateSites(viewer, entity as EntityRef)) sites.set(site.id, site);
    return [...sites.values()];
  };

  const handlers: Handlers = {
    // ------------------------------------------------------------ user
    getUser: async ({ viewer }) => toUser(requireViewer(viewer).user),
    updateUser: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const fields: Record<string, unknown> = {};
      if (body.language !== undefined) fields.language = body.language;
      if (body.darkModeOn !== undefined) fields.dark_mode_on = body.darkModeOn;
      if (body.name !== undefined) fields.name = body.name.trim();
      if (body.title !== undefined) fields.title = body.title.trim();
      for (const [key, column] of [
        ['defaultOrganizationId', 'default_organization_id'],
        ['perspective', 'perspective'],
      ] as const) {
        const value = body[key];
        if (value === undefined) continue;
        if (value !== null && !current.roles.has(value))
          throw badRequest(`Invalid body: ${key}: you have no role in organization ${value}`);
        fields[column] = value;
      }
      if (body.notificationSettings !== undefined)
        fields.notification_settings = JSON.stringify({
          ...current.user.notification_settings,
          ...body.notificationSettings,
        });
      return toUser(await userUpdate(current.user.id, fields));
    },
    checkUser: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const subject = await context.verifyIdToken(body.idToken);
      if (subject !== current.user.id) throw unauthorized('The id token does not belong to this session');
      return toUser(current.user);
    },
    onboardUser: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      return toUser(await userUpdate(current.user.id, { language: body.language, is_confirmed: true }));
    },
    reportError: async ({ body, viewer }) => {
      const incidentId = `INC-${randomBytes(4).toString('hex').toUpperCase()}`;
      await store.db.query('insert into incidents (id, payload) values ($1, $2)', [
        incidentId,
        JSON.stringify({ ...body, userId: viewer?.user.id ?? null }),
      ]);
      return { incidentId };
    },
    sendAnalytics: async ({ body, viewer }) => {
      await store.db.query('insert into analytics (user_id, payload) values ($1, $2)', [
        viewer?.user.id ?? null,
        JSON.stringify(body),
      ]);
      return { success: true };
    },
    deleteUser: async ({ viewer }) => {
      const current = requireViewer(viewer);
      await store.db.query('delete from users where id = $1', [current.user.id]);
      store.invalidate();
      return { success: true };
    },
    clearUpgradeStatus: async ({ viewer }) =>
      toUser(await userUpdate(requireViewer(viewer).user.id, { upgrade_status: null })),
    sendVerificationEmail: async ({ viewer }) => {
      const current = requireViewer(viewer);
      if (current.user.verified_email) return { success: true, verificationSent: current.user.verification_sent };
      await sendVerificationMail(store.db, context.mail, current.user);
      await userUpdate(current.user.id, { verification_sent: true });
      return { success: true, verificationSent: true };
    },
    verifyEmail: async ({ query }) => {
      const result = await store.db.query<{ user_id: string; expires_at: Date; used: boolean }>(
        `select user_id, expires_at, used from verification_tokens where token = $1 and kind = 'email'`,
        [query.token],
      );
      const row = result.rows[0];
      if (!row) return { success: false, reason: 'invalid' as const, user: null };
      if (new Date(row.expires_at).getTime() < Date.now())
        return { success: false, reason: 'expired' as const, user: null };
      await store.db.query('update verification_tokens set used = true where token = $1', [query.token]);
      const user = await userUpdate(row.user_id, { verified_email: true });
      return { success: true, reason: null, user: toUser(user) };
    },
    unsubscribe: async ({ query }) => {
      const result = await store.db.query<{ user_id: string }>(
        `select user_id from verification_tokens where token = $1 and kind = 'unsubscribe'`,
        [query.token],
      );
      const row = result.rows[0];
      // An unknown link (mistyped, or its account deleted) is an error the page shows, not a silent success.
      if (!row) throw notFound('This unsubscribe link is not valid');
      const user = await store.getUserRow(row.user_id);
      if (!user) throw notFound('This unsubscribe link is not valid');
      const settings = {
        ...user.notification_settings,
        'weekly-report': { types: [{ key: 'email', active: false, distance: null }] },
      };
      await userUpdate(user.id, { notification_settings: JSON.stringify(settings) });
      return { success: true };
    },
    // ------------------------------------------------------------ config
    getConfigApp: async ({ viewer }) => ({
      application: {
        name: 'Havbruk',
        version: context.version,
        supportEmail: 'support@havbruk.example',
        today: dataset.today,
      },
      seasons: [
        ...new Set(dataset.sites.flatMap((site) => site.generations.map((generation) => generation.season))),
      ].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)) || a.localeCompare(b)),
      municipalities: [
        ...new Map(dataset.sites.map((site) => [site.municipality, site.productionAreaId as number])).entries(),
      ].map(([name, productionArea]) => ({ name, productionArea })),
      companies: dataset.operators.map((operator) => ({
        id: operator.id,
        name: operator.name,
        alias: operator.alias,
        initials: operator.initials,
        inPerspective: requireViewer(viewer).perspectiveOperators.has(operator.id),
      })),
      productionAreas: PRODUCTION_AREAS.map((area) => ({ id: area.id, name: area.name })),
    }),
    getConfigFarms: async ({ viewer }) => {
      const current = requireViewer(viewer);
      const organizationsOf = new Map<string, string[]>();
      for (const id of current.roles.keys())
        for (const farmId of current.directory.farms.get(id) ?? [])
          organizationsOf.set(farmId, [...(organizationsOf.get(farmId) ?? []), id]);
      const operators = new Map(dataset.operators.map((operator) => [operator.id, operator]));
      return {
        farms: dataset.sites.map((site) => {
          const isPrivate = current.privateFarmIds.has(site.id);
          const operator = operators.get(site.operatorId)!;
          return {
            id: site.id,
            name: site.name,
            localityNumber: site.localityNumber,
            productionArea: site.productionAreaId,
            municipality: site.municipality,
            operator: {
              id: operator.id,
              name: operator.name,
              inPerspective: current.perspectiveOperators.has(operator.id),
            },
            permissions: isPrivate ? ('private' as const) : ('public' as const),
            owned: isPrivate,
            position: { lat: site.lat, lon: site.lon },
            maxBiomass: site.maxBiomass,
            isActive: site.isActive,
            isFallow: site.isFallow,
            species: site.species,
            organizations: organizationsOf.get(site.id) ?? [],
          };
        }),
      };
    },
    getConfigGraph: async () => ({ graph: GRAPH }),
    getConfigWeeks: async ({ params }) => {
      const weeks = weeksOf();
      return {
        current: weeks[weeks.length - 1]!,
        requested: weeks.find((week) => week.year === params.year && week.week === params.week) ?? null,
        weeks,
      };
    },
    getConfigOrganizations: async ({ viewer }) => {
      const current = requireViewer(viewer);
      const organizations = [...current.roles.keys()].map((id) => {
        const row = current.directory.organizations.get(id)!;
        return {
          id: row.id,
          name: row.name,
          tier: row.tier,
          umbrellaOrganizationId: row.umbrella_organization_id,
          parentOrganizationId: row.parent_organization_id,
          privelege: current.roles.get(id) ?? null,
        };
      });
      const fallback =
        organizations.find((organization) => organization.parentOrganizationId === null) ?? organizations[0];
      const defaultId =
        current.user.default_organization_id && current.roles.has(current.user.default_organization_id)
          ? current.user.default_organization_id
          : (fallback?.id ?? null);
      return { organizations, defaultOrganizationId: defaultId };
    },
    // ------------------------------------------------------------ organizations
    createOrganization: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const parent = getOrg(current, body.parentOrganizationId);
      requirePermission(current, parent, (permissions) => permissions.organization.add, 'add organizations');
      if (parent.umbrella_organization_id !== body.umbrellaOrganizationId)
        throw badRequest('Invalid body: umbrellaOrganizationId: must be the umbrella of the parent organization');
      if (parent.tier === 'basics' && body.tier === 'essentials')
        throw badRequest('Invalid body: tier: a sub-organization cannot have a higher tier than its parent');
      const id = `org-${randomUUID().slice(0, 8)}`;
      await store.db.query(
        'insert into organizations (id, name, tier, umbrella_organization_id, parent_organization_id) values ($1,$2,$3,$4,$5)',
        [id, body.name.trim(), body.tier, body.umbrellaOrganizationId, parent.id],
      );
      const next = await reloadViewer(current);
      return organizationNode(dataset, next, getOrg(next, id));
    },
    renameOrganization: async ({ viewer, params, body }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      requirePermission(
        current,
        organization,
        (permissions) => permissions.organization.edit,
        'rename this organization',
      );
      await store.db.query('update organizations set name = $2 where id = $1', [organization.id, body.name.trim()]);
      const next = await reloadViewer(current);
      return organizationNode(dataset, next, getOrg(next, organization.id));
    },
    deleteOrganization: async ({ viewer, params }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      requirePermission(
        current,
        organization,
        (permissions) => permissions.organization.remove,
        'remove this organization',
      );
      const doomed = [organization.id];
      for (let index = 0; index < doomed.length; index += 1) {
        for (const row of current.directory.organizations.values())
          if (row.parent_organization_id === doomed[index]) doomed.push(row.id);
      }
      await store.db.query('delete from organizations where id = any($1)', [doomed]);
      await store.db.query('update users set default_organization_id = null where default_organization_id = any($1)', [
        doomed,
      ]);
      await store.db.query('update users set perspective = null where perspective = any($1)', [doomed]);
      store.invalidate();
      return { success: true };
    },
    getOrganizationStructure: async ({ viewer }) => {
      const current = requireViewer(viewer);
      return {
        organizations: rootOrganizations(current).map((organization) =>
          organizationNode(dataset, current, organization),
        ),
      };
    },
    getPipelines: async ({ viewer }) => {
      const current = requireViewer(viewer);
      const pipelines = [...current.roles.keys()].flatMap((id) => {
        const row = current.directory.organizations.get(id)!;
        const farmIds = current.directory.farms.get(id) ?? [];
        if (row.parent_organization_id !== null && current.roles.has(row.parent_organization_id)) return [];
        return getPipelines(dataset, {
          id: row.id,
          name: row.name,
          tier: row.tier,
          umbrellaOrganizationId: row.umbrella_organization_id,
          parentOrganizationId: row.parent_organization_id,
          farmIds,
        });
      });
      return { pipelines };
    },
    addTeamMembers: async ({ viewer, params, body }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      const role = requirePermission(current, organization, (permissions) => permissions.team.add, 'add team members');
      const team = teamOf(current.directory, organization.id);
      const emails = new Set<string>();
      for (const entry of body.team) {
        const email = entry.email.trim().toLowerCase();
        if (emails.has(email) || team.some((member) => member.user.email.toLowerCase() === email))
          throw badRequest('Email already exists!', 'duplicate');
        emails.add(email);
        if (entry.orgRole === 'super_admin' && role !== 'super_admin')
          throw forbidden('Only a super admin can grant super_admin');
      }
      for (const entry of body.team) {
        const email = entry.email.trim().toLowerCase();
        let user = await store.getUserByEmail(email);
        if (!user) {
          const id = `user-${randomUUID().slice(0, 8)}`;
          const name = email
            .split('@')[0]!
            .replace(/[._-]+/g, ' ')
            .replace(/\b\w/g, (char) => char.toUpperCase());
          await store.db.query(
            `insert into users (id, name, email, tier, is_confirmed, verified_email, password, notification_settings) values ($1,$2,$3,$4,false,false,$5,$6)`,
            [id, name, email, organization.tier, randomBytes(12).toString('hex'), JSON.stringify({})],
          );
          user = (await store.getUserRow(id)) as UserRow;
        }
        await store.db.query(
          'insert into memberships (id, organization_id, user_id, org_role, added_by) values ($1,$2,$3,$4,$5)',
          [`member-${randomUUID().slice(0, 8)}`, organization.id, user.id, entry.orgRole, current.user.id],
        );
        await sendInvitationMail(store.db, context.mail, email, organization.name, current.user.name);
      }
      const next = await reloadViewer(current);
      return { team: teamOf(next.directory, organization.id) };
    },
    updateTeamRoles: async ({ viewer, params, body }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      requirePermission(current, organization, (permissions) => permissions.team.edit, 'edit team roles');
      const team = teamOf(current.directory, organization.id);
      for (const entry of body.team) {
        if (entry.userId === current.user.id) throw badRequest('A user cannot change their own role', 'own-role');
        if (!team.some((member) => member.userId === entry.userId))
          throw notFound(`User ${entry.userId} is not in ${organization.name}`);
      }
      for (const entry of body.team) {
        await store.db.query('update memberships set org_role = $3 where organization_id = $1 and user_id = $2', [
          organization.id,
          entry.userId,
          entry.orgRole,
        ]);
      }
      const next = await reloadViewer(current);
      return { team: teamOf(next.directory, organization.id) };
    },
    removeTeamMembers: async ({ viewer, params, body }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      const role = current.roles.get(organization.id) ?? null;
      if (!role) throw forbidden(`You have no role in ${organization.name}`);
      const permissions = permissionsFor(role, organization);
      const team = teamOf(current.directory, organization.id);
      for (const userId of body.userIds) {
        if (userId === current.user.id) {
          if (!permissions.team.removeSelf)
            throw forbidden('You can not delete yourself from the parent organization.');
        } else if (!permissions.team.remove) {
          throw forbidden(`Your role (${role}) may not remove team members`);
        }
        if (!team.some((member) => member.userId === userId))
          throw notFound(`User ${userId} is not in ${organization.name}`);
      }
      await store.db.query('delete from memberships where organization_id = $1 and user_id = any($2)', [
        organization.id,
        body.userIds,
      ]);
      const next = await reloadViewer(current);
      return { team: teamOf(next.directory, organization.id) };
    },
    removeFarms: async ({ viewer, params, body }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      requirePermission(current, organization, (permissions) => permissions.farm.remove, 'remove farms');
      const farms = current.directory.farms.get(organization.id) ?? [];
      for (const farmId of body.farmIds)
        if (!farms.includes(farmId))
          throw badRequest(`Invalid body: farmIds: farm ${farmId} is not in ${organization.name}`);
      // A sub-organization cannot hold farms its parent no longer holds: remove from descendants too.
      const affected = [organization.id];
      for (let index = 0; index < affected.length; index += 1) {
        for (const row of current.directory.organizations.values())
          if (row.parent_organization_id === affected[index]) affected.push(row.id);
      }
      await store.db.query('delete from organization_farms where organization_id = any($1) and farm_id = any($2)', [
        affected,
        body.farmIds,
      ]);
      const next = await reloadViewer(current);
      return {
        farms: (next.directory.farms.get(organization.id) ?? []).map((id) => ({
          id,
          name: getSite(dataset, id)?.name ?? id,
        })),
      };
    },
    addFarms: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, body.organization);
      requirePermission(current, organization, (permissions) => permissions.farm.add, 'add farms');
      const existing = new Set(current.directory.farms.get(organization.id) ?? []);
      const parentFarms = organization.parent_organization_id
        ? new Set(current.directory.farms.get(organization.parent_organization_id) ?? [])
        : null;
      for (const farmId of body.farmIds) {
        if (!getSite(dataset, farmId)) throw notFound(`Farm ${farmId} not found`);
        if (existing.has(farmId))
          throw badRequest(`Invalid body: farmIds: farm ${farmId} is already in ${organization.name}`);
        if (parentFarms && !parentFarms.has(farmId))
          throw badRequest(`Invalid body: farmIds: farm ${farmId} does not belong to the parent organization`);
      }
      for (const farmId of body.farmIds)
        await store.db.query('insert into organization_farms (organization_id, farm_id) values ($1,$2)', [
          organization.id,
          farmId,
        ]);
      const next = await reloadViewer(current);
      return {
        farms: (next.directory.farms.get(organization.id) ?? []).map((id) => ({
          id,
          name: getSite(dataset, id)?.name ?? id,
        })),
      };
    },
    resendMemberVerification: async ({ viewer, params }) => {
      const current = requireViewer(viewer);
      const organization = getOrg(current, params.id);
      requirePermission(current, organization, (permissions) => permissions.team.add, 'resend verification e-mails');
      const member = teamOf(current.directory, organization.id).find(
        (entry) => entry.id === params.memberId || entry.userId === params.memberId,
      );
      if (!member) throw notFound(`Member ${params.memberId} not found`);
      if (member.user.verifiedEmail) throw badRequest('This member has already verified their e-mail');
      await sendVerificationMail(store.db, context.mail, {
        id: member.userId,
        email: member.user.email,
        name: member.user.name,
      });
      await store.db.query('update users set verification_sent = true where id = $1', [member.userId]);
      store.invalidate();
      return { success: true };
    },
    // ------------------------------------------------------------ notifications
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
    // ------------------------------------------------------------ spec 2
    getAscCompany: async ({ params, viewer }) => {
      const alias = params.alias.toLowerCase();
      const operator = dataset.operators.find((entry) => entry.alias === alias);
      const certs = getCertifications(dataset).filter((cert) => cert.alias === alias);
      if (!operator || certs.length === 0) throw notFound(`No certified company ${params.alias}`);
      return {
        organization: { alias, name: operator.name },
        certs: certs.map((cert) => ({
          ...cert,
          farm: {
            ...cert.farm,
            owned: viewer?.privateFarmIds.has(cert.farmId) ?? false,
            operator: { inPerspective: viewer?.perspectiveOperators.has(operator.id) ?? false },
          },
        })),
      };
    },
    getAscFarm: async ({ params, viewer }) => {
      const site = getSite(dataset, params.farmId);
      const data = site ? getAscFarmData(dataset, site) : undefined;
      if (!site || !data) throw notFound(`No certification for farm ${params.farmId}`);
      return {
        ...data,
        certification: {
          ...data.certification,
          farm: { ...data.certification.farm, owned: viewer?.privateFarmIds.has(site.id) ?? false },
        },
      };
    },
    getTimeline: async ({ viewer, body }) => timeline(requireViewer(viewer), body),
    getTimelineV2: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const response = timeline(current, body);
      const sites = body.entityType === 'organization' ? [] : [siteOf(body)];
      return timelineToV2(
        response,
        sites.every((site) => current.privateFarmIds.has(site.id)),
      );
    },
    getConditions: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const conditions = body.entities.flatMap((entity) => {
        const sites = entity.entityType === 'organization' ? privateSites(current, entity) : [siteOf(entity)];
        return sites.map((site) =>
          getFarmConditions(
            dataset,
            site,
            queryViewer(current),
            entity.entityType === 'farm' ? entity.genId : undefined,
          ),
        );
      });
      return { conditions };
    },
    getEntityConditions: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      if (body.entityType === 'organization')
        throw badRequest('Invalid body: entityType: conditions are per farm, cage or fish group');
      const site = siteOf(body);
      if (body.entityType !== 'farm' && !current.privateFarmIds.has(site.id))
        throw forbidden('Cage and fish group data is private');
      return getFarmConditions(dataset, site, queryViewer(current), body.genId);
    },
    getGrowthCategorization: async ({ viewer, body }) => ({
      rows: privateSites(requireViewer(viewer), body).flatMap((site) =>
        getGrowthCategorization(dataset, site, body.entityType === 'organization' ? undefined : body.genId),
      ),
    }),
    getMortalityCategorization: async ({ viewer, body }) => {
      const totals = new Map<string, number>();
      for (const site of privateSites(requireViewer(viewer), body)) {
        for (const row of getMortalityCategorization(dataset, site, {
          genId: body.entityType === 'organization' ? undefined : body.genId,
          start: body.start,
          end: body.end,
        }))
          totals.set(row.label, (totals.get(row.label) ?? 0) + row.value);
      }
      return { rows: [...totals.entries()].map(([label, value]) => ({ label, value })) };
    },
    getHarvestCategorization: async ({ viewer, body }) => {
      const totals = new Map<HarvestQualityRow['label'], number>();
      for (const site of privateSites(requireViewer(viewer), body)) {
        for (const row of getHarvestCategorization(dataset, site, {
          genId: body.entityType === 'organization' ? undefined : body.genId,
          start: body.start,
          end: body.end,
        }))
          totals.set(row.label, (totals.get(row.label) ?? 0) + row.value);
      }
      return { rows: [...totals.entries()].map(([label, value]) => ({ label, value })) };
    },
    getRisks: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const ids = body.farmIds ?? [...current.privateFarmIds];
      const farms = ids.map((id) => {
        const site = getSite(dataset, id);
        if (!site) throw notFound(`Farm ${id} not found`);
        if (!current.privateFarmIds.has(id)) throw forbidden(`${site.name} is public: risk forecasts are private`);
        return getFarmRisk(dataset, site);
      });
      return { farms: farms.sort((a, b) => b.confidence - a.confidence) };
    },
    getLabOrders: async ({ viewer, query }) => {
      const sites = privateSites(requireViewer(viewer), query);
      const orders = sites.flatMap((site) => getLabOrders(dataset, site));
      const generation = query.genId ? sites[0]?.generations.find((entry) => entry.id === query.genId) : undefined;
      const cageIds = generation ? new Set(generation.cages.map((cage) => cage.id)) : null;
      const filtered = orders.filter((order) => !cageIds || order.pcr.some((result) => cageIds.has(result.cageId)));
      return {
        orders: filtered.map((order) => ({
          ...order,
          attachments: order.attachments.map((file) => ({ ...file, url: file.url })),
        })),
      };
    },
    getProductUsages: async ({ viewer, query }) => {
      const sites = privateSites(requireViewer(viewer), query);
      const generation = query.genId ? sites[0]?.generations.find((entry) => entry.id === query.genId) : undefined;
      const cageIds = generation ? new Set(generation.cages.map((cage) => cage.id)) : null;
      return {
        usages: sites
          .flatMap((site) => getProductUsages(dataset, site))
          .filter(
            (usage) =>
              (!cageIds || cageIds.has(usage.cageId)) && (query.entityType !== 'cage' || usage.cageId === query.id),
          ),
      };
    },
    getMapYear: async ({ viewer, params, query }) =>
      mapData(
        viewer,
        params.year,
        weeksOf().filter((week) => week.year === params.year),
        query.data,
      ),
    getMapWeek: async ({ viewer, params, query }) =>
      mapData(
        viewer,
        params.year,
        weeksOf().filter((week) => week.year === params.year && week.week === params.week),
        query.data,
      ),
    getMapYearV2: async ({ viewer, params, query }) =>
      mapDataV2(
        viewer,
        params.year,
        weeksOf().filter((week) => week.year === params.year),
        query.data,
      ),
    getMapWeekV2: async ({ viewer, params, query }) =>
      mapDataV2(
        viewer,
        params.year,
        weeksOf().filter((week) => week.year === params.year && week.week === params.week),
        query.data,
      ),
    getTreatmentPlaces: async ({ viewer, body }) =>
      getTreatmentPlaces(dataset, expandEntities(requireViewer(viewer), body.entities)),
    getTreatmentMitigations: async ({ viewer, body }) => {
      const current = requireViewer(viewer);
      const cageIds = body.entities.filter((entity) => entity.entityType === 'cage').map((entity) => entity.id);
      const sites = expandEntities(current, body.entities);
      return {
        cages: sites.flatMap((site) =>
          getTreatmentMitigations(
            dataset,
            site,
            cageIds.filter((id) => id.startsWith(`${site.id}-`)),
          ),
        ),
      };
    },
    getHarvestActions: async ({ viewer, body }) => {
      const start = body.start ?? dataset.today;
      const end = body.end ?? new Date(Date.parse(`${start}T00:00:00Z`) + 89 * 86_400_000).toISOString().slice(0, 10);
      if (start > end) throw badRequest('Invalid body: end: must not be before start');
      return { records: getHarvestActions(dataset, expandEntities(requireViewer(viewer), body.entities), start, end) };
    },
    search: async ({ viewer, query }) => {
      const current = requireViewer(viewer);
      const organizations = [...current.roles.keys()].map((id) => {
        const row = current.directory.organizations.get(id)!;
        const umbrella = current.directory.organizations.get(row.umbrella_organization_id);
        return { id: row.id, name: row.name, umbrella: umbrella ? { id: umbrella.id, name: umbrella.name } : null };
      });
      const umbrellaByFarm = new Map<string, { id: string; name: string }>();
      for (const id of current.roles.keys()) {
        const row = current.directory.organizations.get(id)!;
        const umbrella = current.directory.organizations.get(row.umbrella_organization_id);
        for (const farmId of current.directory.farms.get(id) ?? [])
          if (umbrella) umbrellaByFarm.set(farmId, { id: umbrella.id, name: umbrella.name });
      }
      const result = searchEntities(
        dataset,
        query.q,
        { ...queryViewer(current), organizations, umbrellaOf: (farmId) => umbrellaByFarm.get(farmId) ?? null },
        query.limit,
      );
      const types = query.types ? new Set(query.types.split(',')) : null;
      return types
        ? {
            total: result.results.filter((entry) => types.has(entry.entityType)).length,
            results: result.results.filter((entry) => types.has(entry.entityType)),
          }
        : result;
    },
    getEntity: async ({ viewer, params }) => {
      const current = requireViewer(viewer);
      if (params.entityType === 'organization') {
        const organization = getOrg(current, params.id);
        if (!current.roles.has(organization.id)) throw forbidden(`You have no role in ${organization.name}`);
        const node = organizationNode(dataset, current, organization);
        return {
          entityType: 'organization' as const,
          id: node.id,
          name: node.name,
          permissions: 'private' as const,
          owned: true,
          generations: [],
          cagesUsed: [],
          operator: null,
          searchTerms: [node.name],
          productionArea: node.productionArea[0] ?? null,
          municipality: node.municipality[0] ?? null,
          organizations: [{ id: node.id, name: node.name }],
          maxBiomass: node.maxBiomass,
          address: null,
          localityNumber: null,
          position: null,
          species: node.species[0] ?? null,
          isActive: node.isActive,
          isFallow: node.isFallow,
        };
      }
      const site = siteOf(params);
      if (params.entityType !== 'farm' && !current.privateFarmIds.has(site.id))
        throw forbidden('Cage and fish group data is private');
      const entity = getFarmEntity(dataset, site, queryViewer(current));
      return params.entityType === 'farm' ? entity : { ...entity, entityType: params.entityType, id: params.id };
    },
  };

  for (const [name, definition] of Object.entries(calls) as [CallName, (typeof calls)[CallName]][]) {
    app.route({
      method: definition.method,
      url: definition.path.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const viewer = await authenticate(request, definition.access !== 'open');
        if (viewer && definition.access !== 'open' && !ACCOUNT_CALLS.has(name)) {
          if (!viewer.user.is_confirmed) throw forbidden('Finish setup before loading data');
          if (!viewer.user.verified_email) throw forbidden('Verify your e-mail before loading data');
        }
        if (viewer && definition.access === 'essentials' && viewer.user.tier !== 'essentials')
          throw forbidden('This requires the essentials tier');
        const parse = (where: string, schema: z.ZodType, value: unknown) => {
          const result = schema.safeParse(value ?? {});
          if (!result.success) throw badRequest(formatIssue(where, result.error));
          return result.data;
        };
        const params = hasShape(definition.params) ? parse('path', definition.params, request.params) : {};
        const query = hasShape(definition.query) ? parse('query', definition.query, request.query) : {};
        const body =
          definition.method === 'GET' || definition.method === 'DELETE'
            ? undefined
            : parse('body', definition.body, request.body);
        const handler = handlers[name] as (input: HandlerInput<CallName>) => Promise<unknown>;
        const result = await handler({ params, query, body, viewer, request } as HandlerInput<CallName>);
        return reply.send(result);
      },
    });
  }

  // Lab attachments: private and essentials-only like the lab data (`GET /events/data/lab`). The browser opens
  // them as links and images, so the token may come as `?access_token=` instead of the header.
  app.get<{ Params: { orderId: string; filename: string } }>(
    '/files/lab/:orderId/:filename',
    async (request, reply) => {
      const viewer = (await authenticate(request, true, true)) as Viewer;
      if (!viewer.user.is_confirmed) throw forbidden('Finish setup before loading data');
      if (!viewer.user.verified_email) throw forbidden('Verify your e-mail before loading data');
      if (viewer.user.tier !== 'essentials') throw forbidden('This requires the essentials tier');
      const farmId = request.params.orderId.split('-')[1] ?? '';
      const site = dataset.sites.find((entry) => String(entry.localityNumber) === farmId);
      if (!site) throw notFound('File not found');
      if (!viewer.privateFarmIds.has(site.id)) throw forbidden('Lab files are private');
      const order = getLabOrders(dataset, getSite(dataset, site.id)!).find(
        (entry) => entry.orderId === request.params.orderId,
      );
      const file = order?.attachments.find((entry) => entry.filename === request.params.filename);
      if (!order || !file) throw notFound('File not found');
      if (file.kind === 'pdf') {
        const positives = new Map<string, [number, number]>();
        for (const result of order.pcr) {
          const entry = positives.get(result.disease) ?? [0, 0];
          positives.set(result.disease, [entry[0] + (result.value === null ? 0 : 1), entry[1] + 1]);
        }
        const lines = [
          `Farm: ${site.name} (locality ${site.localityNumber})`,
          `Sampled: ${order.sampledAt}   Tested: ${order.testedAt}`,
          `Cages: ${file.cages.join(', ')}`,
          `Histology: ${order.histology ? 'yes' : 'no'}`,
          '',
          'PCR results (positive / samples):',
          ...[...positives.entries()].map(([disease, [positive, total]]) => `  ${disease}: ${positive} / ${total}`),
        ];
        return reply.type('application/pdf').send(makePdf(`Lab report ${order.orderId}`, lines));
      }
      return reply.type('image/png').send(makeHistologyPng(file.filename.length * 7919 + order.orderId.length));
    },
  );
};

const field = (key: string, unit: string, decimals: number, isPublic = false) => ({
  key,
  unit,
  decimals,
  public: isPublic,
});

/** Graph configuration: the timeline tables, their fields, units, decimals and public flags (S2 §6, S1 §9). */
const GRAPH: ConfigGraph['graph'] = {
  tables: [
    { key: 'feed', group: null, public: false, fields: [field('amount', 'kg', 0), field('percent', '%', 2)] },
    {
      key: 'pcrTests',
      group: 'disease',
      public: false,
      fields: [field('avgCtValue', 'Ct', 1), field('positivityRate', '%', 1)],
    },
    {
      key: 'treatments',
      group: 'product',
      public: true,
      fields: [field('treatment', 'count', 0, true), field('accumulatedTreatments', 'count', 0, true)],
    },
    {
      key: 'mortalities',
      group: 'reason',
      public: false,
      fields: [
        field('count', 'fish', 0),
        field('biomass', 'kg', 0),
        field('weight', 'kg', 2),
        field('percent', '%', 3),
        field('accumulated', '%', 3),
      ],
    },
    {
      key: 'inventory',
      group: null,
      public: false,
      fields: [
        field('closeCount', 'fish', 0),
        field('closeBiomass', 'kg', 0),
        field('closeWeight', 'kg', 2),
        field('sgr', '%/day', 2),
      ],
    },
    {
      key: 'lice',
      group: null,
      public: true,
      fields: [
        field('female', 'lice/fish', 2, true),
        field('mobile', 'lice/fish', 2, true),
        field('stationary', 'lice/fish', 2, true),
      ],
    },
    { key: 'oxygen', group: 'depth', public: false, fields: [field('value', '%', 1)] },
    { key: 'salinity', group: 'depth', public: false, fields: [field('value', '‰', 1)] },
    { key: 'seaTemperature', group: 'depth', public: true, fields: [field('value', '°C', 1, true)] },
    { key: 'riskForecasts', group: 'label', public: false, fields: [field('confidence', '%', 0)] },
    {
      key: 'slaughters',
      group: null,
      public: false,
      fields: [
        field('count', 'fish', 0),
        field('weight', 'kg', 2),
        field('biomass', 'kg', 0),
        field('accumulated', '%', 2),
        field('accumulatedCount', 'fish', 0),
        field('accumulatedBiomass', 'kg', 0),
      ],
    },
  ].filter((table) => (TIMELINE_KEYS as readonly string[]).includes(table.key)),
};
