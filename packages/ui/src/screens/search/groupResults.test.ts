import type { SearchResult } from '@havbruk/api';
import { describe, expect, it } from 'vitest';
import { groupSearchResults } from './groupResults.ts';

const result = (id: string, extra: Partial<SearchResult> = {}): SearchResult => ({
  entityType: 'farm',
  id,
  label: id,
  address: null,
  permissions: 'public',
  generations: [],
  operator: { id: 'op-x', name: 'Other', inPerspective: false },
  umbrella: null,
  search: { match: id, score: 1 },
  ...extra,
});

describe('groupSearchResults', () => {
  it('groups in-perspective results first, then per umbrella organization, then the rest, keeping the rank', () => {
    const groups = groupSearchResults([
      result('a'),
      result('b', { operator: { id: 'op-1', name: 'Mine', inPerspective: true }, permissions: 'private' }),
      result('c', { umbrella: { id: 'u1', name: 'Vestlaks Holding' } }),
      result('org', { entityType: 'organization', operator: null, umbrella: { id: 'u1', name: 'Vestlaks Holding' } }),
      result('d'),
    ]);
    expect(groups.map((g) => [g.kind, g.results.map((r) => r.id)])).toEqual([
      ['yours', ['b']],
      ['umbrella', ['c', 'org']],
      ['all', ['a', 'd']],
    ]);
    expect(groups[1]).toMatchObject({ name: 'Vestlaks Holding', id: 'umbrella:u1' });
  });

  it('leaves out empty groups', () => {
    expect(groupSearchResults([])).toEqual([]);
    expect(groupSearchResults([result('a')]).map((g) => g.kind)).toEqual(['all']);
  });
});
