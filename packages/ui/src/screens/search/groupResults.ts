/**
 * Grouping of search results (spec 2 §2, the same as the health page's farm options): Your results (operator in
 * the perspective, and the user's own organizations), then one group per umbrella organization the user belongs
 * to that a result sits under, then all other results. Order inside a group is the server's ranking.
 */
import type { SearchResult } from '@havbruk/api';

export type SearchGroup<R extends SearchResult = SearchResult> =
  | { kind: 'yours'; id: 'yours'; results: R[] }
  | { kind: 'umbrella'; id: string; name: string; results: R[] }
  | { kind: 'all'; id: 'all'; results: R[] };

const inPerspective = (result: SearchResult) => result.operator?.inPerspective === true;

export function groupSearchResults<R extends SearchResult>(results: readonly R[]): SearchGroup<R>[] {
  const yours: R[] = [];
  const umbrellas = new Map<string, { name: string; results: R[] }>();
  const rest: R[] = [];
  for (const result of results) {
    if (inPerspective(result)) yours.push(result);
    else if (result.umbrella) {
      const group = umbrellas.get(result.umbrella.id) ?? { name: result.umbrella.name, results: [] };
      group.results.push(result);
      umbrellas.set(result.umbrella.id, group);
    } else rest.push(result);
  }
  const groups: SearchGroup<R>[] = [];
  if (yours.length) groups.push({ kind: 'yours', id: 'yours', results: yours });
  for (const [id, group] of umbrellas) groups.push({ kind: 'umbrella', id: `umbrella:${id}`, ...group });
  if (rest.length) groups.push({ kind: 'all', id: 'all', results: rest });
  return groups;
}
