/** Access: who is asking (bearer token), what they may see (tier, setup, roles, private farms), and the shared types. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { calls, CallName, CallOutput, EntityRef, OrgRole, ProductionAreaId } from '@havbruk/api';
import type { Queryable } from '../db.ts';
import type { Dataset, Site } from '@havbruk/api/dataset';
import { badRequest, forbidden, notFound, unauthorized } from '../errors.ts';
import type { FarmStore } from '../farmStore/columns.ts';
import type { MapStore } from '../farmStore/map.ts';
import type { ImportedFarmData } from '../import/serve.ts';
import type { FarmDataWatch } from '../import/watch.ts';
import type { PublicSites, RegisterSite } from '../import/barentswatch/publicSites.ts';
import type { FileLinks } from '../fileLinks.ts';
import type { DatabaseRateLimitStore } from '../limits.ts';
import type { MailConfig } from '../mail.ts';
import type { Viewer as QueryViewer } from '../queries/farm.ts';
import { buildViewer, permissionsFor, roleChain, umbrellaIds, type OrgRow, type Store, type Viewer } from '../store.ts';

export interface RouteContext {
  store: Store;
  /** The farm column store (timeline v2). */
  farmStore: FarmStore;
  mapStore: MapStore;
  /** Imported farm data laid over the farm store (issue 33): `apply` after a run, `version` in the ETags. */
  imported: ImportedFarmData;
  /** Committed runs, applied to the stores: polled after a run here, and every second on PostgreSQL. */
  farmData: FarmDataWatch;
  /** The site register (`sites` table) and the sites known only from public data (issue 34); `version` in the ETags. */
  publicSites: PublicSites;
  mail: MailConfig;
  /** Resolves a bearer token to its user and grant (null when invalid, expired or revoked). */
  verifyAccessToken: (token: string) => Promise<{ userId: string; grantId: string } | null>;
  /** Whether a user's sign-in (grant) is still active. */
  grantActive: (grantId: string, userId: string) => Promise<boolean>;
  /** Signed file links. */
  fileLinks: FileLinks;
  /** Verifies an id token issued to the app by the identity provider; returns the user id it names. */
  verifyIdToken: (idToken: string) => Promise<string | null>;
  /** The request limits' store, shared by every process on the database. */
  limitStore: DatabaseRateLimitStore;
  /** The external identity provider's issuer, when configured (sign-up and e-mail verification are its own). */
  externalIssuer?: string;
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

export const formatIssue = (where: string, error: z.core.$ZodError): string => {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  return `Invalid ${where}: ${field}: ${issue?.message ?? 'invalid value'}`;
};

export const hasShape = (schema: z.ZodMiniType): boolean => {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && Object.keys(shape).length > 0;
};

/**
 * The token of an `Authorization: Bearer …` header (scheme case-insensitive), or null without the header. A header
 * that is not a bearer token, or the header sent twice, refuses the request (issue 36 item 10).
 */
export const bearerTokenOf = (request: FastifyRequest): string | null => {
  const { rawHeaders } = request.raw;
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2)
    if (rawHeaders[index]!.toLowerCase() === 'authorization') count += 1;
  if (count > 1) throw badRequest('Only one Authorization header is allowed');
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer +(\S+)$/i.exec(header.trim());
  if (!match) throw unauthorized('The Authorization header must be "Bearer <token>"');
  return match[1] as string;
};

/** The access checks every area shares, bound to one server's store. */
export const createAccess = (context: RouteContext) => {
  const { store } = context;

  /**
   * Viewers built from a directory, by user id: a directory is never changed once read (a write reads a new
   * one), so what a user may see is worked out once per directory instead of on every call.
   */
  const viewers = new WeakMap<object, { registerVersion: number; byUser: Map<string, Viewer> }>();
  /** The viewer of a user id (with the grant of their sign-in). */
  const viewerOf = async (userId: string, grantId: string): Promise<Viewer> => {
    const directory = await store.getDirectory();
    // A viewer's perspective operators are the register's: built again when the register was read again.
    const registerVersion = context.publicSites.version;
    let built = viewers.get(directory);
    if (built?.registerVersion !== registerVersion)
      viewers.set(directory, (built = { registerVersion, byUser: new Map() }));
    let viewer = built.byUser.get(userId);
    if (!viewer) {
      const user = directory.users.get(userId) ?? (await store.getUserRow(userId));
      if (!user) throw unauthorized('Unknown user');
      viewer = buildViewer(context.publicSites, directory, user);
      if (directory.users.has(userId)) built.byUser.set(userId, viewer);
    }
    return { ...viewer, grantId };
  };

  /** The viewer of a request's bearer token (the header only: a token never travels in a URL). */
  const authenticate = async (request: FastifyRequest, required: boolean): Promise<Viewer | null> => {
    const token = bearerTokenOf(request);
    if (!token) {
      if (required) throw unauthorized('Missing bearer token');
      return null;
    }
    const verified = await context.verifyAccessToken(token);
    if (!verified) {
      if (required) throw unauthorized('Invalid or expired access token');
      return null;
    }
    return viewerOf(verified.userId, verified.grantId);
  };

  const reloadViewer = async (viewer: Viewer): Promise<Viewer> => {
    store.invalidate();
    const directory = await store.getDirectory();
    return buildViewer(context.publicSites, directory, directory.users.get(viewer.user.id) ?? viewer.user);
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

  /**
   * The organization of an id, or 404. An organization of another tenant (no role in it, under no umbrella the viewer
   * belongs to) answers exactly like an id that does not exist: the viewer may not know it exists. Inside the
   * viewer's umbrellas a missing role stays a 403 (`requirePermission`).
   */
  const getOrg = (viewer: Viewer, id: string): OrgRow => {
    const organization = viewer.directory.organizations.get(id);
    if (
      !organization ||
      (!viewer.roles.has(organization.id) && !umbrellaIds(viewer).has(organization.umbrella_organization_id))
    )
      throw notFound('Organization not found');
    return organization;
  };

  const requirePermission = (
    viewer: Viewer,
    organization: OrgRow,
    check: (permissions: ReturnType<typeof permissionsFor>) => boolean,
    what: string,
  ) => {
    const role = viewer.roles.get(organization.id) ?? null;
    // The message never names an organization the viewer has no role in.
    if (!role) throw forbidden('You have no role in this organization');
    if (!check(permissionsFor(role, organization))) throw forbidden(`Your role (${role}) may not ${what}`);
    return role;
  };

  /**
   * Runs a handler's writes in one transaction. Directory writes are serialized (an advisory lock on PostgreSQL,
   * PGlite has one connection), and inside the transaction the viewer's role in `organization` is read again from
   * the database and checked with `check`: a role removed or changed since the request started refuses the write.
   */
  const writeAs = async <T>(
    viewer: Viewer,
    organization: OrgRow,
    check: (permissions: ReturnType<typeof permissionsFor>) => boolean,
    what: string,
    task: (tx: Queryable) => Promise<T>,
  ): Promise<T> => {
    try {
      return await store.db.transaction(async (tx) => {
        if (store.db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(1314)');
        const chain = roleChain(viewer.directory, organization.id);
        const exists = await tx.query('select 1 from organizations where id = $1', [organization.id]);
        if (exists.rows.length === 0) throw notFound('Organization not found');
        const rows = await tx.query<{ organization_id: string; org_role: OrgRole }>(
          'select organization_id, org_role from memberships where user_id = $1 and organization_id = any($2) and invitation is null',
          [viewer.user.id, chain],
        );
        const roles = new Map(rows.rows.map((row) => [row.organization_id, row.org_role]));
        const role = chain.map((id) => roles.get(id)).find((entry) => entry !== undefined) ?? null;
        if (!role) throw forbidden('You have no role in this organization');
        if (!check(permissionsFor(role, organization))) throw forbidden(`Your role (${role}) may not ${what}`);
        return task(tx);
      });
    } catch (error) {
      // A unique key broken part-way (a concurrent request added the same member): nothing of this one was kept.
      if ((error as { code?: string }).code === '23505') throw badRequest('Email already exists!', 'duplicate');
      throw error;
    } finally {
      store.invalidate();
    }
  };

  /**
   * The site of a farm id as the data calls hand it to the queries: the site register's facts (`PublicSites`, the
   * `sites` table: name, position, municipality, production area, operator, MTB, species, address, fallow). Nothing of
   * it is the dataset's: its weekly public data and generations are read from the tables by the farm store
   * (`FarmStore.storedWeeks`, `publicGenerations`, the farm view), so `weeks` and `generations` are empty, and `demo`
   * (the generator's flag) false. Undefined for a site not in the register. Made once per register read.
   */
  const registerSites = new WeakMap<RegisterSite, Site>();
  const registerSite = (id: string): Site | undefined => {
    const facts = context.publicSites.site(id);
    if (!facts) return undefined;
    let site = registerSites.get(facts);
    if (!site) {
      site = {
        id: facts.id,
        name: facts.name,
        localityNumber: facts.localityNumber,
        lat: facts.lat,
        lon: facts.lon,
        productionAreaId: facts.productionAreaId as ProductionAreaId,
        municipality: facts.municipality,
        operatorId: facts.operatorId,
        maxBiomass: facts.maxBiomass,
        species: facts.species,
        isActive: !facts.isFallow,
        isFallow: facts.isFallow,
        address: facts.address ?? '',
        demo: false,
        generations: [],
        weeks: [],
      };
      registerSites.set(facts, site);
    }
    return site;
  };

  /**
   * The register's site of an entity (a farm, or the farm of a cage or fish group), or 404; a cage or fish group must
   * be one of the farm's (`FarmStore.holds`: its columns, loaded from the farm data tables).
   */
  const siteOf = (entity: { entityType: string; id: string }): Site => {
    const site = registerSite(entity.entityType === 'farm' ? entity.id : entity.id.split('-')[0]!);
    if (!site || !context.farmStore.holds(site.id, entity))
      throw notFound(`${entity.entityType} ${entity.id} not found`);
    return site;
  };

  /** Farms of an entity reference the viewer may see privately (403 when any is public). */
  const privateSites = (viewer: Viewer, entity: Pick<EntityRef, 'entityType' | 'id'>): Site[] => {
    if (entity.entityType === 'organization') {
      const organization = getOrg(viewer, entity.id);
      if (!viewer.roles.has(organization.id)) throw forbidden('You have no role in this organization');
      return (viewer.directory.farms.get(organization.id) ?? [])
        .map(registerSite)
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
    viewerOf,
    reloadViewer,
    queryViewer,
    requireViewer,
    requireSetupDone,
    getOrg,
    requirePermission,
    writeAs,
    registerSite,
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
