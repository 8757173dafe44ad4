export interface SearchRanking<T> {
  /** The name shown and matched (case-insensitive, anywhere in the name). */
  label: (item: T) => string;
  /** Items listed before every other match (for a farm finder: the viewer's own farms). */
  preferred?: (item: T) => boolean;
  /** Another way an item matches the trimmed, lower-case query (e.g. a locality number's first digits). */
  alsoMatches?: (item: T, term: string) => boolean;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The items a search picker lists for a query, best first: preferred items, then names starting with the query,
 * then the other matches, alphabetical within each. Nothing without a query. The caller shows the first few (a
 * quick search lists 5) and may count them all.
 */
export function rankSearchMatches<T>(items: readonly T[], query: string, ranking: SearchRanking<T>): T[] {
  const term = query.trim().toLowerCase();
  if (!term) return [];
  const { label, preferred = () => false, alsoMatches = () => false } = ranking;
  return items
    .flatMap((item) => {
      const name = label(item);
      const lower = name.toLowerCase();
      const at = lower.indexOf(term);
      if (at < 0 && !alsoMatches(item, term)) return [];
      return [{ item, name, group: (preferred(item) ? 0 : 2) + (at === 0 ? 0 : 1) }];
    })
    .sort((a, b) => a.group - b.group || collator.compare(a.name, b.name))
    .map(({ item }) => item);
}
