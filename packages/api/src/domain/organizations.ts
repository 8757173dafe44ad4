import type { OrganizationPermissions } from '../contract/account.ts';
import type { OrgRole } from '../contract/common.ts';

/**
 * What a role may do in an organization (spec S1 §3, §6): the server computes every organization's
 * `permissions` with this rule and enforces it on each call; screens only read the result.
 *
 * - super_admin: add, rename and remove organizations (a top-level organization cannot be removed), add and
 *   remove farms, add, edit and remove team members.
 * - admin: add team members.
 * - member: view only.
 * - Anyone with a role may leave a sub-organization (`removeSelf`), never a top-level one.
 */
export const organizationPermissions = (role: OrgRole | null, isSubOrganization: boolean): OrganizationPermissions => {
  const superAdmin = role === 'super_admin';
  return {
    team: {
      add: superAdmin || role === 'admin',
      edit: superAdmin,
      remove: superAdmin,
      removeSelf: role !== null && isSubOrganization,
    },
    farm: { add: superAdmin, remove: superAdmin },
    organization: { add: superAdmin, edit: superAdmin, remove: superAdmin && isSubOrganization },
  };
};
