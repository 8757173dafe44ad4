import type { Organization, OrganizationFarm, TeamMember } from '@havbruk/api';

/** What a successful organization call changed, from the server's answer (spec S1 §4: applied locally after success). */
export type StructureChange =
  | { type: 'created'; parentId: string; organization: Organization }
  | { type: 'renamed'; id: string; name: string }
  | { type: 'deleted'; id: string }
  | { type: 'farmsAdded'; id: string; farms: OrganizationFarm[] }
  | { type: 'farmsRemoved'; id: string; farms: OrganizationFarm[]; farmIds: string[] }
  | { type: 'teamChanged'; id: string; team: TeamMember[] };

const mapTree = (nodes: readonly Organization[], update: (node: Organization) => Organization | null): Organization[] =>
  nodes.flatMap((node) => {
    const next = update(node);
    if (!next) return [];
    return [{ ...next, subOrganizations: mapTree(next.subOrganizations, update) }];
  });

/** Every farm of `farmIds` removed from a subtree (the server removes them from sub-organizations too). */
const withoutFarms = (node: Organization, farmIds: ReadonlySet<string>): Organization => ({
  ...node,
  farms: node.farms.filter((farm) => !farmIds.has(farm.id)),
  subOrganizations: node.subOrganizations.map((child) => withoutFarms(child, farmIds)),
});

/** The organization tree after a change the server has confirmed. */
export function applyStructureChange(tree: readonly Organization[], change: StructureChange): Organization[] {
  switch (change.type) {
    case 'created':
      return mapTree(tree, (node) =>
        node.id === change.parentId
          ? { ...node, subOrganizations: [...node.subOrganizations, change.organization] }
          : node,
      );
    case 'renamed':
      return mapTree(tree, (node) => (node.id === change.id ? { ...node, name: change.name } : node));
    case 'deleted':
      return mapTree(tree, (node) => (node.id === change.id ? null : node));
    case 'farmsAdded':
      return mapTree(tree, (node) => (node.id === change.id ? { ...node, farms: change.farms } : node));
    case 'farmsRemoved': {
      const removed = new Set(change.farmIds);
      return tree.map(function visit(node): Organization {
        if (node.id === change.id) return { ...withoutFarms(node, removed), farms: change.farms };
        return { ...node, subOrganizations: node.subOrganizations.map(visit) };
      });
    }
    case 'teamChanged':
      return mapTree(tree, (node) => (node.id === change.id ? { ...node, team: change.team } : node));
  }
}
