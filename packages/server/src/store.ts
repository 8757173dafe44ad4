/** Data access and the authorization rules (roles, inherited roles, permissions, private farms). */
import {
  organizationPermissions,
  type NotificationSettings,
  type Organization,
  type OrganizationPermissions,
  type OrgRole,
  type TeamMember,
  type Tier,
  type Locale,
  type User,
} from '@havbruk/api';
import type { Dataset } from '@havbruk/api/dataset';
import type { PublicSites } from './import/barentswatch/publicSites.ts';
import { directoryVersion, type Db } from './db.ts';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  title: string;
  picture: string;
  language: Locale;
  dark_mode_on: boolean;
  default_organization_id: string | null;
  perspective: string | null;
  tier: Tier;
  is_confirmed: boolean;
  verified_email: boolean;
  verification_sent: boolean;
  upgrade_status: 'upgrade' | 'downgrade' | null;
  notification_settings: NotificationSettings;
  password: string;
  demo_role: string | null;
}

export interface OrgRow {
  id: string;
  name: string;
  tier: Tier;
  umbrella_organization_id: string;
  parent_organization_id: string | null;
}

export interface MembershipRow {
  id: string;
  organization_id: string;
  user_id: string;
  org_role: OrgRole;
  created_at: string | Date;
  added_by: string | null;
  /** The invitation's token while it is not accepted (no role until then). */
  invitation: string | null;
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  picture: row.picture,
  email: row.email,
  title: row.title,
  language: row.language,
  darkModeOn: row.dark_mode_on,
  defaultOrganizationId: row.default_organization_id,
  perspective: row.perspective,
  tier: row.tier,
  isConfirmed: row.is_confirmed,
  verifiedEmail: row.verified_email,
  verificationSent: row.verification_sent,
  upgradeStatus: row.upgrade_status,
  notificationSettings: row.notification_settings,
});

/** A snapshot of organizations, their farms and memberships (small tables, cached until a write). */
export interface Directory {
  organizations: Map<string, OrgRow>;
  farms: Map<string, string[]>;
  /** Operators a top-level organization stands for (only their farms may be added to it). */
  operators: Map<string, Set<string>>;
  memberships: MembershipRow[];
  users: Map<string, UserRow>;
}

export class Store {
  private directory: Directory | null = null;
  /** On PostgreSQL: the directory version the cached directory was read at (other processes write too). */
  private directoryVersion: string | null = null;
  constructor(
    readonly db: Db,
    readonly dataset: Dataset,
  ) {}

  invalidate(): void {
    this.directory = null;
  }

  async getDirectory(): Promise<Directory> {
    let version: string | null = null;
    if (this.db.kind === 'postgres') {
      // Read before the tables: a change committed later bumps the version again and is reloaded next time.
      version = await directoryVersion(this.db);
      if (version !== this.directoryVersion) this.directory = null;
      this.directoryVersion = version;
    }
    if (this.directory) return this.directory;
    const [organizations, farms, memberships, users, operators] = await Promise.all([
      this.db.query<OrgRow>(
        'select id, name, tier, umbrella_organization_id, parent_organization_id from organizations order by created_at, id',
      ),
      this.db.query<{ organization_id: string; farm_id: string }>(
        'select organization_id, farm_id from organization_farms order by farm_id',
      ),
      this.db.query<MembershipRow>('select * from memberships order by created_at, id'),
      this.db.query<UserRow>('select * from users'),
      this.db.query<{ organization_id: string; operator_id: string }>(
        'select organization_id, operator_id from organization_operators',
      ),
    ]);
    const operatorMap = new Map<string, Set<string>>();
    for (const row of operators.rows)
      operatorMap.set(row.organization_id, (operatorMap.get(row.organization_id) ?? new Set()).add(row.operator_id));
    const farmMap = new Map<string, string[]>();
    for (const row of farms.rows) {
      const list = farmMap.get(row.organization_id) ?? [];
      list.push(row.farm_id);
      farmMap.set(row.organization_id, list);
    }
    const directory: Directory = {
      organizations: new Map(organizations.rows.map((row) => [row.id, row])),
      farms: farmMap,
      operators: operatorMap,
      memberships: memberships.rows,
      users: new Map(users.rows.map((row) => [row.id, row])),
    };
    // Kept only when no newer version was seen meanwhile (a concurrent call may have read a later one).
    if (version === this.directoryVersion) this.directory = directory;
    return directory;
  }

  async getUserRow(id: string): Promise<UserRow | undefined> {
    const result = await this.db.query<UserRow>('select * from users where id = $1', [id]);
    return result.rows[0];
  }

  async getUserByEmail(email: string): Promise<UserRow | undefined> {
    const result = await this.db.query<UserRow>('select * from users where lower(email) = lower($1)', [email.trim()]);
    return result.rows[0];
  }
}

/** The viewer of a request: the user and everything derived from their memberships. */
export interface Viewer {
  user: UserRow;
  /** The sign-in (grant) of the access token the request came with. */
  grantId?: string;
  directory: Directory;
  /** Effective role per organization (direct, else inherited from the nearest ancestor with a role). */
  roles: Map<string, OrgRole>;
  /** Direct roles only. */
  directRoles: Map<string, OrgRole>;
  privateFarmIds: Set<string>;
  /** Operators whose farms belong to the perspective organization. */
  perspectiveOperators: Set<string>;
}

/** The ancestors of an organization, nearest first. */
export const ancestors = (directory: Directory, id: string): OrgRow[] => {
  const chain: OrgRow[] = [];
  let current = directory.organizations.get(id);
  const seen = new Set<string>();
  while (current && current.parent_organization_id && !seen.has(current.id)) {
    seen.add(current.id);
    current = directory.organizations.get(current.parent_organization_id);
    if (current) chain.push(current);
  }
  return chain;
};

/** An organization's id and its ancestors' ids, nearest first (where a role in it may come from). */
export const roleChain = (directory: Directory, id: string): string[] => [
  id,
  ...ancestors(directory, id).map((row) => row.id),
];

export const effectiveRole = (
  directory: Directory,
  directRoles: Map<string, OrgRole>,
  organizationId: string,
): OrgRole | null => {
  const direct = directRoles.get(organizationId);
  if (direct) return direct;
  for (const ancestor of ancestors(directory, organizationId)) {
    const role = directRoles.get(ancestor.id);
    if (role) return role;
  }
  return null;
};

/** The site register's facts by farm id (`PublicSites`: the `sites` table). */
export type SiteFacts = Pick<PublicSites, 'site'>;

export const buildViewer = (sites: SiteFacts, directory: Directory, user: UserRow): Viewer => {
  const directRoles = new Map<string, OrgRole>();
  // An invitation gives a role once accepted, and only to an account whose address is verified (whoever signed up
  // with an address first gets nothing from an invitation to it).
  if (user.verified_email)
    for (const membership of directory.memberships)
      if (membership.user_id === user.id && membership.invitation === null)
        directRoles.set(membership.organization_id, membership.org_role);
  const roles = new Map<string, OrgRole>();
  for (const id of directory.organizations.keys()) {
    const role = effectiveRole(directory, directRoles, id);
    if (role) roles.set(id, role);
  }
  const privateFarmIds = new Set<string>();
  for (const id of roles.keys()) for (const farmId of directory.farms.get(id) ?? []) privateFarmIds.add(farmId);
  const perspectiveId = user.perspective ?? user.default_organization_id;
  const perspectiveOperators = new Set<string>();
  if (perspectiveId && roles.has(perspectiveId)) {
    for (const farmId of directory.farms.get(perspectiveId) ?? []) {
      const site = sites.site(farmId);
      if (site) perspectiveOperators.add(site.operatorId);
    }
  }
  return { user, directory, roles, directRoles, privateFarmIds, perspectiveOperators };
};

/** Permissions of a role in an organization (S1 §3/§6): the one rule of `@havbruk/api`, enforced here. */
export const permissionsFor = (role: OrgRole | null, organization: OrgRow): OrganizationPermissions =>
  organizationPermissions(role, organization.parent_organization_id !== null);

export const teamOf = (directory: Directory, organizationId: string): TeamMember[] =>
  directory.memberships
    .filter((membership) => membership.organization_id === organizationId)
    .flatMap((membership) => {
      const user = directory.users.get(membership.user_id);
      if (!user) return [];
      const pending = membership.invitation !== null;
      const addedBy = membership.added_by ? directory.users.get(membership.added_by) : undefined;
      return [
        {
          id: membership.id,
          userId: membership.user_id,
          orgRole: membership.org_role,
          createdAt: new Date(membership.created_at).toISOString(),
          addedBy: addedBy ? { id: addedBy.id, email: addedBy.email } : null,
          invited: pending,
          // Until the invitation is accepted the team sees only the address it was sent to.
          user: pending
            ? { email: user.email, name: user.email, picture: '', title: '', verifiedEmail: false }
            : {
                email: user.email,
                name: user.name,
                picture: user.picture,
                title: user.title,
                verifiedEmail: user.verified_email,
              },
        },
      ];
    });

/**
 * The organization tree node as the client sees it; its farms' facts (name, MTB, municipality, production area,
 * species, fallow) are the site register's (`PublicSites`: the `sites` table).
 */
export const organizationNode = (sites: SiteFacts, viewer: Viewer, organization: OrgRow): Organization => {
  const { directory } = viewer;
  const role = viewer.roles.get(organization.id) ?? null;
  const farms = (directory.farms.get(organization.id) ?? [])
    .map((id) => sites.site(id))
    .filter((site) => site !== undefined);
  const children = [...directory.organizations.values()].filter(
    (row) => row.parent_organization_id === organization.id && row.id !== organization.id,
  );
  return {
    id: organization.id,
    name: organization.name,
    entityType: 'organization',
    tier: organization.tier,
    umbrellaOrganizationId: organization.umbrella_organization_id,
    parentOrganizationId: organization.parent_organization_id,
    subOrganizations: children.map((child) => organizationNode(sites, viewer, child)),
    team: role ? teamOf(directory, organization.id) : [],
    farms: role ? farms.map((site) => ({ id: site.id, name: site.name })) : [],
    privelege: role,
    permissions: permissionsFor(role, organization),
    maxBiomass: farms.reduce((sum, site) => sum + site.maxBiomass, 0),
    municipality: [...new Set(farms.map((site) => site.municipality))].sort(),
    productionArea: [...new Set(farms.map((site) => site.productionAreaId))].sort((a, b) => a - b),
    regions: [...new Set(farms.map((site) => `PO${site.productionAreaId}`))],
    species: [...new Set(farms.map((site) => site.species))],
    isActive: farms.some((site) => !site.isFallow),
    isFallow: farms.length > 0 && farms.every((site) => site.isFallow),
  };
};

/** Root organizations of the viewer: those with a role whose parent has none. */
export const rootOrganizations = (viewer: Viewer): OrgRow[] =>
  [...viewer.directory.organizations.values()].filter(
    (row) =>
      viewer.roles.has(row.id) &&
      (row.parent_organization_id === null || !viewer.roles.has(row.parent_organization_id)),
  );

/** Umbrella organizations the viewer belongs to (for notifications). */
export const umbrellaIds = (viewer: Viewer): Set<string> =>
  new Set([...viewer.roles.keys()].map((id) => viewer.directory.organizations.get(id)!.umbrella_organization_id));
