export { SearchScreen, filterSearchResults, EMPTY_SEARCH_FILTERS } from './SearchScreen.tsx';
export type { SearchScreenProps, SearchPageResult, SearchFilters, SearchStatus } from './SearchScreen.tsx';
export { groupSearchResults } from './groupResults.ts';
export type { SearchGroup } from './groupResults.ts';
