import {
  createDataset,
  DEMO_ORGANIZATION_IDS as ORG,
  DEMO_USER_IDS as USER,
  getOrganizationStructure,
} from '@havbruk/api';
import type { Organization } from '@havbruk/api';
import { describe, expect, it } from 'vitest';
import { applyStructureChange } from './structureUpdates.ts';

const dataset = createDataset({ yearsBack: 0 });
const tree = getOrganizationStructure(dataset, USER.superAdmin);
const find = (nodes: readonly Organization[], id: string): Organization | undefined =>
  nodes.map((node) => (node.id === id ? node : find(node.subOrganizations, id))).find(Boolean);
const west = find(tree, ORG.nordvikWest)!;

describe('applyStructureChange', () => {
  it('adds a created organization under its parent', () => {
    const created = {
      ...west,
      id: 'org-new',
      name: 'Nordvik Vest Nord',
      parentOrganizationId: west.id,
      subOrganizations: [],
    };
    const next = applyStructureChange(tree, { type: 'created', parentId: west.id, organization: created });
    expect(find(next, west.id)!.subOrganizations.map((node) => node.name)).toEqual(['Nordvik Vest Nord']);
    expect(find(tree, 'org-new')).toBeUndefined(); // the old tree is untouched
  });

  it('renames and deletes a node anywhere in the tree', () => {
    const renamed = applyStructureChange(tree, { type: 'renamed', id: west.id, name: 'Nordvik Vestland' });
    expect(find(renamed, west.id)!.name).toBe('Nordvik Vestland');
    const deleted = applyStructureChange(tree, { type: 'deleted', id: west.id });
    expect(find(deleted, west.id)).toBeUndefined();
    expect(find(deleted, ORG.nordvikMid)).toBeDefined();
  });

  it("takes the server's farms and removes removed farms from sub-organizations too", () => {
    const nordvik = find(tree, ORG.nordvik)!;
    const farm = west.farms[0]!;
    const next = applyStructureChange(tree, {
      type: 'farmsRemoved',
      id: nordvik.id,
      farmIds: [farm.id],
      farms: nordvik.farms.filter((candidate) => candidate.id !== farm.id),
    });
    expect(find(next, nordvik.id)!.farms).toHaveLength(nordvik.farms.length - 1);
    expect(find(next, west.id)!.farms.map((candidate) => candidate.id)).not.toContain(farm.id);
  });

  it("replaces a team with the server's answer", () => {
    const next = applyStructureChange(tree, { type: 'teamChanged', id: west.id, team: [] });
    expect(find(next, west.id)!.team).toEqual([]);
    expect(find(next, ORG.nordvik)!.team.length).toBeGreaterThan(0);
  });
});
