export { SearchBox } from './SearchBox.tsx';
export type { SearchBoxProps, SearchBoxState, SearchResult } from './SearchBox.tsx';
export { highlightParts } from './highlight.ts';
export type { HighlightPart } from './highlight.ts';
