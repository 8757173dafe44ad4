import { describe, expect, it } from 'vitest';
import { flattenOrganizations, isCurrentPath, navItemsFor } from './navigation.ts';

describe('navigation', () => {
  it('hides essentials-only items for basics', () => {
    expect(navItemsFor('basics').map((item) => item.key)).toEqual(['search', 'map', 'settings', 'logout']);
    expect(navItemsFor('essentials').map((item) => item.key)).toEqual([
      'search',
      'notifications',
      'risk',
      'compare',
      'map',
      'settings',
      'logout',
    ]);
  });

  it('marks an item current on its page and the pages below it', () => {
    expect(isCurrentPath('/settings', '/settings')).toBe(true);
    expect(isCurrentPath('/settings/app', '/settings')).toBe(true);
    expect(isCurrentPath('/settings/', '/settings')).toBe(true);
    expect(isCurrentPath('/map/2024/12?farmIds=1', '/map')).toBe(true);
    expect(isCurrentPath('/mapping', '/map')).toBe(false);
    expect(isCurrentPath('/health/risks/12', '/health')).toBe(true);
    expect(isCurrentPath('/', '/search')).toBe(false);
  });

  it('orders organizations umbrella → parent → sub-organizations', () => {
    const flat = flattenOrganizations([
      {
        id: 'u',
        name: 'Nordkyst Holding',
        children: [
          { id: 'p1', name: 'Nordkyst Sjømat', children: [{ id: 's1', name: 'Region Nord' }] },
          { id: 'p2', name: 'Fjordlaks' },
        ],
      },
    ]);
    expect(flat.map((o) => [o.id, o.depth, o.level])).toEqual([
      ['u', 0, 'umbrella'],
      ['p1', 1, 'parent'],
      ['s1', 2, 'sub'],
      ['p2', 1, 'parent'],
    ]);
  });
});
