import { describe, expect, it } from 'vitest';
import { createDataset, DEMO_ORGANIZATION_IDS as ORG, DEMO_USER_IDS as USER } from '../dataset/index.ts';
import { organizationPermissions } from '../domain/organizations.ts';
import { getOrganizationStructure, getUserPipelines } from './organizations.ts';
import type { Organization } from '../contract/account.ts';

const dataset = createDataset();
const flatten = (nodes: Organization[]): Organization[] =>
  nodes.flatMap((node) => [node, ...flatten(node.subOrganizations)]);

describe('organizationPermissions', () => {
  it('gives a super admin everything except removing a top-level organization', () => {
    const top = organizationPermissions('super_admin', false);
    expect(top.organization).toEqual({ add: true, edit: true, remove: false });
    expect(top.team).toEqual({ add: true, edit: true, remove: true, removeSelf: false });
    expect(organizationPermissions('super_admin', true).organization.remove).toBe(true);
  });

  it('lets an admin only add team members, a member nothing but leave a sub-organization', () => {
    const admin = organizationPermissions('admin', true);
    expect(admin.team).toEqual({ add: true, edit: false, remove: false, removeSelf: true });
    expect(admin.farm).toEqual({ add: false, remove: false });
    const member = organizationPermissions('member', true);
    expect(member.team).toEqual({ add: false, edit: false, remove: false, removeSelf: true });
    expect(organizationPermissions(null, true).team.removeSelf).toBe(false);
  });
});

describe('getOrganizationStructure', () => {
  it('nests umbrella → parent → sub-organizations for the super admin, with inherited roles', () => {
    const tree = getOrganizationStructure(dataset, USER.superAdmin);
    expect(tree.map((node) => node.id)).toEqual([ORG.group]);
    const nordvik = tree[0]!.subOrganizations.find((node) => node.id === ORG.nordvik)!;
    expect(nordvik.subOrganizations.map((node) => node.id)).toEqual([ORG.nordvikWest, ORG.nordvikMid]);
    expect(nordvik.subOrganizations[0]!.privelege).toBe('super_admin');
    expect(nordvik.team.map((member) => member.userId)).toContain(USER.admin);
    expect(nordvik.farms.length).toBeGreaterThan(0);
  });

  it('shows a member only the organization they belong to, with view-only permissions', () => {
    const tree = getOrganizationStructure(dataset, USER.member);
    expect(flatten(tree).map((node) => node.id)).toEqual([ORG.nordvikWest]);
    expect(tree[0]!.privelege).toBe('member');
    expect(tree[0]!.permissions.farm.add).toBe(false);
  });

  it('gives the pipelines of the root organizations only', () => {
    const names = new Set(getUserPipelines(dataset, USER.admin).map((pipeline) => pipeline.organization.id));
    expect([...names]).toEqual([ORG.nordvik]);
  });
});
