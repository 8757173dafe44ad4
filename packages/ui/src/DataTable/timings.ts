/**
 * Timings of the table (spec 2 §9 "Tables"). Every wait of the DataTable is
 * one of these named constants so a reviewer can match them to the spec.
 */

/** The global search box waits this long after the last keystroke before it filters the rows. */
export const SEARCH_BOX_DEBOUNCE_MS = 200;

/**
 * Filter, search and global-filter debounce: column filter edits are applied to the
 * rows, and `onSearchChange` / `onFiltersChange` are told, this long after the last edit.
 */
export const FILTER_DEBOUNCE_MS = 600;

/**
 * Filter overlay staging: this long after the last edit in the filter overlay, the staged
 * values are normalised (a non-number clears its bound, typed dates clamp to the data range)
 * and shown back to the user, before they are applied at {@link FILTER_DEBOUNCE_MS}.
 */
export const FILTER_STAGING_MS = 200;

/** Page sizes offered by the paging bar, and the default one. */
export const PAGE_SIZES = [10, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;

/** The paging bar is shown only when more rows than this pass the filters. */
export const PAGING_THRESHOLD = 50;

/** Heights of the scrolling body in px (spec 2 §9). */
export const TABLE_MAX_HEIGHT = 350;
export const RECOMMENDATION_TABLE_MAX_HEIGHT = 1000;
export const BENCHMARK_TABLE_MIN_HEIGHT = 350;

/** Height of one body row in px; rows never wrap so the virtualiser can place them exactly. */
export const ROW_HEIGHT = 36;

/** A value-list filter offers at most this many distinct values. */
export const MAX_VALUE_LIST_OPTIONS = 50;

/** Width (px) of the selection column. */
export const SELECT_COLUMN_WIDTH = 44;
/** Columns without a fixed width are at least this wide (px); below that the table scrolls sideways. */
export const MIN_COLUMN_WIDTH = 110;
