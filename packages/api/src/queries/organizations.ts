/** The organization tree a user sees, computed from the dataset (the server computes the same from its database). */
import type { Organization, Pipeline, TeamMember } from '../contract/account.ts';
import type { OrgRole } from '../contract/common.ts';
import { getPipelines, getSite, type Dataset } from '../dataset/index.ts';
import type { DatasetOrganization } from '../dataset/types.ts';
import { organizationPermissions } from '../domain/organizations.ts';

/** The user's role in each organization: direct, else inherited from the nearest ancestor with a role. */
export const organizationRoles = (dataset: Dataset, userId: string): Map<string, OrgRole> => {
  const direct = new Map(
    dataset.memberships
      .filter((membership) => membership.userId === userId)
      .map((membership) => [membership.organizationId, membership.orgRole]),
  );
  const byId = new Map(dataset.organizations.map((organization) => [organization.id, organization]));
  const roles = new Map<string, OrgRole>();
  for (const organization of dataset.organizations) {
    let current: DatasetOrganization | undefined = organization;
    const seen = new Set<string>();
    while (current && !seen.has(current.id)) {
      const role = direct.get(current.id);
      if (role) {
        roles.set(organization.id, role);
        break;
      }
      seen.add(current.id);
      current = current.parentOrganizationId ? byId.get(current.parentOrganizationId) : undefined;
    }
  }
  return roles;
};

/** The organizations with a role whose parent has none: the roots of the user's tree. */
const rootOrganizations = (dataset: Dataset, roles: Map<string, OrgRole>): DatasetOrganization[] =>
  dataset.organizations.filter(
    (organization) =>
      roles.has(organization.id) &&
      (organization.parentOrganizationId === null || !roles.has(organization.parentOrganizationId)),
  );

/** The team of an organization (its direct memberships). */
export const getTeam = (dataset: Dataset, organizationId: string): TeamMember[] =>
  dataset.memberships
    .filter((membership) => membership.organizationId === organizationId)
    .flatMap((membership) => {
      const user = dataset.users.find((candidate) => candidate.id === membership.userId);
      if (!user) return [];
      const addedBy = dataset.users.find((candidate) => candidate.id === membership.addedBy);
      return [
        {
          id: membership.id,
          userId: user.id,
          orgRole: membership.orgRole,
          createdAt: new Date(membership.createdAt).toISOString(),
          addedBy: addedBy ? { id: addedBy.id, email: addedBy.email } : null,
          user: {
            email: user.email,
            name: user.name,
            picture: user.picture,
            title: user.title,
            verifiedEmail: user.verifiedEmail,
          },
        },
      ];
    });

/**
 * `GET /organizations/structure` for a user of the dataset: the organizations they have a role in whose parent
 * they have none (the roots), each with its sub-organizations nested. Team and farms only where the user has a
 * role; `privelege` is that role and `permissions` follow it (`organizationPermissions`).
 */
export const getOrganizationStructure = (dataset: Dataset, userId: string): Organization[] => {
  const roles = organizationRoles(dataset, userId);
  const node = (organization: DatasetOrganization): Organization => {
    const role = roles.get(organization.id) ?? null;
    const sites = organization.farmIds.flatMap((id) => getSite(dataset, id) ?? []);
    return {
      id: organization.id,
      name: organization.name,
      entityType: 'organization',
      tier: organization.tier,
      umbrellaOrganizationId: organization.umbrellaOrganizationId,
      parentOrganizationId: organization.parentOrganizationId,
      subOrganizations: dataset.organizations
        .filter((child) => child.parentOrganizationId === organization.id && child.id !== organization.id)
        .map(node),
      team: role ? getTeam(dataset, organization.id) : [],
      farms: role ? sites.map((site) => ({ id: site.id, name: site.name })) : [],
      privelege: role,
      permissions: organizationPermissions(role, organization.parentOrganizationId !== null),
      maxBiomass: sites.reduce((sum, site) => sum + site.maxBiomass, 0),
      municipality: [...new Set(sites.map((site) => site.municipality))].sort(),
      productionArea: [...new Set(sites.map((site) => site.productionAreaId as number))].sort((a, b) => a - b),
      regions: [...new Set(sites.map((site) => `PO${site.productionAreaId}`))],
      species: [...new Set(sites.map((site) => site.species))],
      isActive: sites.some((site) => site.isActive),
      isFallow: sites.length > 0 && sites.every((site) => site.isFallow),
    };
  };
  return rootOrganizations(dataset, roles).map(node);
};

/** `GET /organizations/pipelines` for a user of the dataset: the pipelines of their root organizations. */
export const getUserPipelines = (dataset: Dataset, userId: string): Pipeline[] => {
  const roles = organizationRoles(dataset, userId);
  return rootOrganizations(dataset, roles).flatMap((organization) => getPipelines(dataset, organization));
};
