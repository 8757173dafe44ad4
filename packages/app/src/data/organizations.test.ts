import { describe, expect, it } from 'vitest';
import {
  organizationTree,
  organizationWithDescendants,
  selectedOrganizationOf,
  umbrellaOf,
  type ConfigOrganization,
} from './organizations.ts';

const org = (id: string, name: string, parent: string | null, umbrella = 'org-group'): ConfigOrganization => ({
  id,
  name,
  tier: 'essentials',
  umbrellaOrganizationId: umbrella,
  parentOrganizationId: parent,
  privelege: 'member',
});

// Server order is not tree order: a sub-organization may come before its parent.
const nordvik = [
  org('org-nordvik-vest', 'Nordvik Region Vest', 'org-nordvik'),
  org('org-group', 'Nordvik Sjømat Group', null),
  org('org-nordvik', 'Nordvik Sjømat AS', 'org-group'),
  org('org-havbris', 'Havbris Laks AS', 'org-group'),
  org('org-nordvik-midt', 'Nordvik Region Midt', 'org-nordvik'),
];

describe('organizationTree', () => {
  it('nests sub-organizations under their parents, umbrella first, in the server order', () => {
    expect(organizationTree(nordvik)).toEqual([
      {
        id: 'org-group',
        name: 'Nordvik Sjømat Group',
        children: [
          {
            id: 'org-nordvik',
            name: 'Nordvik Sjømat AS',
            children: [
              { id: 'org-nordvik-vest', name: 'Nordvik Region Vest' },
              { id: 'org-nordvik-midt', name: 'Nordvik Region Midt' },
            ],
          },
          { id: 'org-havbris', name: 'Havbris Laks AS' },
        ],
      },
    ]);
  });

  it('makes an organization whose parent the user cannot see a root of its own', () => {
    const consultant = [org('org-nordvik-vest', 'Nordvik Region Vest', 'org-nordvik')];
    expect(organizationTree(consultant)).toEqual([{ id: 'org-nordvik-vest', name: 'Nordvik Region Vest' }]);
  });

  it('keeps separate umbrella organizations as separate roots', () => {
    const two = [
      org('org-a', 'A', null, 'org-a'),
      org('org-b', 'B', null, 'org-b'),
      org('org-b1', 'B1', 'org-b', 'org-b'),
    ];
    expect(organizationTree(two).map((root) => [root.id, root.children?.map((child) => child.id) ?? []])).toEqual([
      ['org-a', []],
      ['org-b', ['org-b1']],
    ]);
  });

  it('does not loop on a cycle in the parent ids', () => {
    const cycle = [org('org-x', 'X', null), org('org-y', 'Y', 'org-z'), org('org-z', 'Z', 'org-y')];
    expect(organizationTree(cycle).map((root) => root.id)).toEqual(['org-x']);
  });

  it('is empty without organizations', () => {
    expect(organizationTree([])).toEqual([]);
  });
});

describe('selectedOrganizationOf', () => {
  it("is the user's perspective while they still belong to it", () => {
    expect(selectedOrganizationOf({ perspective: 'org-havbris' }, nordvik, 'org-group')).toBe('org-havbris');
  });

  it('falls back to the default organization without a perspective or with one the user left', () => {
    expect(selectedOrganizationOf({ perspective: null }, nordvik, 'org-nordvik')).toBe('org-nordvik');
    expect(selectedOrganizationOf({ perspective: 'org-gone' }, nordvik, 'org-nordvik')).toBe('org-nordvik');
    expect(selectedOrganizationOf(null, [], null)).toBeNull();
  });
});

describe('umbrellaOf', () => {
  it("is the organization's umbrella organization (notifications are kept per umbrella)", () => {
    expect(umbrellaOf(nordvik, 'org-nordvik-vest')).toBe('org-group');
    expect(umbrellaOf(nordvik, 'org-group')).toBe('org-group');
  });

  it('is null for an unknown or missing organization', () => {
    expect(umbrellaOf(nordvik, 'org-gone')).toBeNull();
    expect(umbrellaOf(nordvik, null)).toBeNull();
  });
});

describe('organizationWithDescendants', () => {
  it('holds the organization and its sub-organizations at any depth, whatever the server order', () => {
    expect([...organizationWithDescendants(nordvik, 'org-group')].sort()).toEqual([
      'org-group',
      'org-havbris',
      'org-nordvik',
      'org-nordvik-midt',
      'org-nordvik-vest',
    ]);
    expect([...organizationWithDescendants(nordvik, 'org-nordvik')].sort()).toEqual([
      'org-nordvik',
      'org-nordvik-midt',
      'org-nordvik-vest',
    ]);
    expect([...organizationWithDescendants(nordvik, 'org-nordvik-vest')]).toEqual(['org-nordvik-vest']);
  });
});
