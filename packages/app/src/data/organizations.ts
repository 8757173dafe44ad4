import type { ConfigOrganizations, User } from '@havbruk/api';
import type { ShellOrganization } from '@havbruk/ui';

export type ConfigOrganization = ConfigOrganizations['organizations'][number];

/**
 * The organizations of `/config/organizations` (a flat list with parent ids) as the switcher's tree:
 * top-level organizations first, each with its sub-organizations nested, in the server's order.
 * An organization whose parent is not in the list (the user sees only part of a tree) becomes a root.
 */
export function organizationTree(organizations: readonly ConfigOrganization[]): ShellOrganization[] {
  const known = new Set(organizations.map((organization) => organization.id));
  const children = new Map<string, ConfigOrganization[]>();
  const roots: ConfigOrganization[] = [];
  for (const organization of organizations) {
    const parent = organization.parentOrganizationId;
    if (parent && parent !== organization.id && known.has(parent)) {
      children.set(parent, [...(children.get(parent) ?? []), organization]);
    } else {
      roots.push(organization);
    }
  }
  const build = (organization: ConfigOrganization, seen: Set<string>): ShellOrganization => {
    const next = new Set(seen).add(organization.id);
    const nested = (children.get(organization.id) ?? []).filter((child) => !next.has(child.id));
    return nested.length > 0
      ? { id: organization.id, name: organization.name, children: nested.map((child) => build(child, next)) }
      : { id: organization.id, name: organization.name };
  };
  return roots.map((root) => build(root, new Set()));
}

/**
 * The organization in view (the perspective): the user's chosen perspective while they still belong to it,
 * else the default organization of the config.
 */
export function selectedOrganizationOf(
  user: Pick<User, 'perspective'> | null,
  organizations: readonly ConfigOrganization[],
  defaultOrganizationId: string | null,
): string | null {
  const perspective = user?.perspective;
  if (perspective && organizations.some((organization) => organization.id === perspective)) return perspective;
  return defaultOrganizationId;
}

/** The umbrella (top-level) organization of `organizationId`: notifications are kept per umbrella organization. */
export function umbrellaOf(organizations: readonly ConfigOrganization[], organizationId: string | null): string | null {
  if (!organizationId) return null;
  return organizations.find((organization) => organization.id === organizationId)?.umbrellaOrganizationId ?? null;
}

/** `organizationId` and every organization under it (sub-organizations at any depth). */
export function organizationWithDescendants(
  organizations: readonly ConfigOrganization[],
  organizationId: string,
): Set<string> {
  const ids = new Set([organizationId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const organization of organizations) {
      const parent = organization.parentOrganizationId;
      if (parent && ids.has(parent) && !ids.has(organization.id)) {
        ids.add(organization.id);
        grew = true;
      }
    }
  }
  return ids;
}
