/** Access: who is asking (bearer token), what they may see (tier, setup, roles, private farms), and the shared types. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { calls, CallName, CallOutput, EntityRef } from '@havbruk/api';
import { getSite, type Dataset, type Site } from '@havbruk/api/dataset';
import { forbidden, notFound, unauthorized } from '../errors.ts';
import type { MailConfig } from '../mail.ts';
import type { Viewer as QueryViewer } from '../queries/farm.ts';
import { buildViewer, permissionsFor, type OrgRow, type Store, type Viewer } from '../store.ts';

export interface RouteContext {
  store: Store;
  mail: MailConfig;
  /** Resolves a bearer token to a user id (null when invalid or expired). */
  verifyAccessToken: (token: string) => Promise<string | null>;
  /** Verifies an id token issued by the dev provider; returns its subject. */
  verifyIdToken: (idToken: string) => Promise<string | null>;
  version: string;
}

export interface HandlerInput<K extends CallName> {
  params: z.infer<(typeof calls)[K]['params']>;
  query: z.infer<(typeof calls)[K]['query']>;
  body: z.infer<(typeof calls)[K]['body']>;
  viewer: Viewer | null;
  request: FastifyRequest;
}

/** One handler per contract call: a call with no handler fails the typecheck where the areas are combined. */
export type Handlers = { [K in CallName]: (input: HandlerInput<K>) => Promise<CallOutput<K>> };

/** Calls every signed-in user may make before setup and verification are finished. */
export const ACCOUNT_CALLS = new Set<CallName>([
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

export const formatIssue = (where: string, error: z.ZodError): string => {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  return `Invalid ${where}: ${field}: ${issue?.message ?? 'invalid value'}`;
};

export const hasShape = (schema: z.ZodType): boolean => {
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
export const queryTokenOf = (request: FastifyRequest): string | null => {
  const value = (request.query as Record<string, unknown> | undefined)?.['access_token'];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The access checks every area shares, bound to one server's store. */
export const createAccess = (context: RouteContext) => {
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

  const expandEntities = (viewer: Viewer, entities: { entityType: string; id: string }[]): Site[] => {
    const sites = new Map<string, Site>();
    for (const entity of entities)
      for (const site of privateSites(viewer, entity as EntityRef)) sites.set(site.id, site);
    return [...sites.values()];
  };

  /** Refuses data calls until setup and e-mail verification are finished. */
  const requireSetupDone = (viewer: Viewer) => {
    if (!viewer.user.is_confirmed) throw forbidden('Finish setup before loading data');
    if (!viewer.user.verified_email) throw forbidden('Verify your e-mail before loading data');
  };

  return {
    authenticate,
    reloadViewer,
    queryViewer,
    requireViewer,
    requireSetupDone,
    getOrg,
    requirePermission,
    siteOf,
    privateSites,
    expandEntities,
  };
};

export type Access = ReturnType<typeof createAccess>;

/** What each area module receives. */
export interface AreaDeps {
  app: FastifyInstance;
  context: RouteContext;
  store: Store;
  dataset: Dataset;
  access: Access;
}
