export { DataTable } from './DataTable.tsx';
export type { DataTableExport, DataTableProps, DataTableSort, DataTableVariant } from './DataTable.tsx';
export { useDataTableState, nextSort } from './useDataTableState.ts';
export type { DataTableState, DataTableStateOptions, DataTableStatus } from './useDataTableState.ts';
export { DataTableToolbar } from './DataTableToolbar.tsx';
export type { DataTableToolbarProps } from './DataTableToolbar.tsx';
export { DataTableHeaderRow } from './DataTableHeaderRow.tsx';
export type { DataTableHeaderRowProps } from './DataTableHeaderRow.tsx';
export { DataTablePagingBar } from './DataTablePagingBar.tsx';
export type { DataTablePagingBarProps } from './DataTablePagingBar.tsx';
export { DataTableDeveloperError, resolveColumns } from './columns.ts';
export type { CellValue, ColumnFilterKind, ColumnKind, DataTableColumn, ResolvedColumn } from './columns.ts';
export type { ColumnFilters, ColumnFilterValue, DateRange, NumberRange } from './filters.ts';
export { buildCsv, csvFileName, neutraliseFormula, BYTE_ORDER_MARK } from './csv.ts';
export {
  SEARCH_BOX_DEBOUNCE_MS,
  FILTER_DEBOUNCE_MS,
  FILTER_STAGING_MS,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  PAGING_THRESHOLD,
  TABLE_MAX_HEIGHT,
  RECOMMENDATION_TABLE_MAX_HEIGHT,
  BENCHMARK_TABLE_MIN_HEIGHT,
} from './timings.ts';
export type { PageSize } from './timings.ts';
