import { useMemo, useState } from 'react';
import { useI18n } from '../i18n/index.ts';
import { resolveColumns, type DataTableColumn } from './columns.ts';
import * as S from './DataTable.styles.ts';
import { DataTableHeaderRow } from './DataTableHeaderRow.tsx';
import { DataTablePagingBar } from './DataTablePagingBar.tsx';
import { DataTableToolbar } from './DataTableToolbar.tsx';
import type { ColumnFilters } from './filters.ts';
import { TableBody } from './TableBody.tsx';
import { MIN_COLUMN_WIDTH, SELECT_COLUMN_WIDTH, type PageSize } from './timings.ts';
import { useDataTableState, type DataTableExport, type DataTableSort } from './useDataTableState.ts';

export type { DataTableExport, DataTableSort } from './useDataTableState.ts';

export type DataTableVariant = 'default' | 'recommendation' | 'benchmark';

export interface DataTableProps<Row> {
  /** Accessible name of the table (the caption), already translated. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  data: readonly Row[];
  /** Stable row ids for selection; defaults to the row's index in `data`. */
  getRowId?: (row: Row, index: number) => string;
  /** Body height: `default` max 350 px, `recommendation` max 1,000 px, `benchmark` min 350 px. */
  variant?: DataTableVariant;

  /** Shows the global search box (default true). */
  searchable?: boolean;
  /** Global search text (controlled). Applied 200 ms after typing stops. */
  search?: string;
  defaultSearch?: string;
  /** Told 600 ms after typing in the search box stops. */
  onSearchChange?: (search: string) => void;

  /** Applied column filters (controlled). */
  filters?: ColumnFilters;
  defaultFilters?: ColumnFilters;
  /** Told when filter edits are applied, 600 ms after the last edit. */
  onFiltersChange?: (filters: ColumnFilters) => void;

  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;

  /** Pages the rows (default true); the paging bar shows only when more than 50 rows pass the filters. */
  paged?: boolean;
  pageSize?: PageSize;
  defaultPageSize?: PageSize;
  onPageSizeChange?: (pageSize: PageSize) => void;

  /** Single-row selection (default false). */
  selectable?: boolean;
  selectedRowId?: string | null;
  defaultSelectedRowId?: string | null;
  onSelectedRowIdChange?: (rowId: string | null) => void;
  /** A row became selected (for example: highlight its date range on a chart). */
  onSelect?: (row: Row) => void;
  /** The selected row was clicked again and is no longer selected. */
  onDeselect?: (row: Row) => void;

  /** Shows the download button; the file is named in the style `farm-recommend-table.csv`. */
  exportFileName?: string;
  /** Receives the export instead of the browser download (tests, stories, a host that uploads it). */
  onExport?: (file: DataTableExport) => void;
}

/**
 * The product's data table: global search, column filters in an overlay, sorting, paging, virtualized rows,
 * single-row selection and CSV export of what the user sees. The state lives in `useDataTableState`; this
 * component lays out its parts (toolbar, header row, virtualized body on @tanstack/react-virtual, paging bar).
 * Every text from the `table` i18n area, numbers and dates through the format module.
 */
const minTableWidth = (columns: readonly { width: number | undefined }[], selectable: boolean) =>
  columns.reduce((sum, column) => sum + (column.width ?? MIN_COLUMN_WIDTH), selectable ? SELECT_COLUMN_WIDTH : 0);

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, variant = 'default', searchable = true, selectable = false, exportFileName } = props;
  const { LL, locale } = useI18n();
  const texts = useMemo(() => ({ yes: LL.table.yes(), no: LL.table.no() }), [LL]);
  const resolved = useMemo(() => resolveColumns(columns), [columns]);
  const state = useDataTableState({ ...props, columns: resolved, locale, texts });
  const { status } = state;
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const { pageIndex, sort, query, filters } = state;
  const scrollResetKey = useMemo(() => ({ pageIndex, sort, query, filters }), [pageIndex, sort, query, filters]);

  return (
    <S.Root data-state={status} data-variant={variant}>
      <DataTableToolbar state={state} label={label} searchable={searchable} exportable={exportFileName !== undefined} />
      {/* The scrolling body is focusable so keyboard users can scroll long tables (WCAG scrollable region). */}
      <S.ScrollArea ref={setScrollElement} variant={variant} tabIndex={0} role="region" aria-label={label}>
        <S.Table
          aria-rowcount={state.filteredCount + 1}
          data-state={status}
          // On a narrow screen the columns keep a readable width and the region scrolls sideways.
          style={{ minWidth: minTableWidth(state.visibleColumns, selectable) }}
        >
          <S.Caption>{label}</S.Caption>
          <DataTableHeaderRow state={state} selectable={selectable} />
          <TableBody
            scrollElement={scrollElement}
            data={props.data}
            rows={state.rows}
            rowId={state.rowId}
            firstRowNumber={state.firstRowNumber}
            columns={state.visibleColumns}
            columnCount={state.visibleColumns.length + (selectable ? 1 : 0)}
            locale={locale}
            texts={texts}
            LL={LL}
            selectable={selectable}
            selectedId={state.selectedRowId}
            onToggle={state.toggleRow}
            emptyText={
              status === 'empty' ? LL.table.empty() : status === 'filtered-empty' ? LL.table.emptyFiltered() : undefined
            }
            resetKey={scrollResetKey}
          />
        </S.Table>
      </S.ScrollArea>
      <DataTablePagingBar state={state} label={label} />
    </S.Root>
  );
}
