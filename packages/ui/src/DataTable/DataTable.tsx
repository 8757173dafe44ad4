import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState, type Updater } from '@tanstack/react-table';
import { Popover } from 'radix-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatNumber } from '../format/index.ts';
import { useI18n } from '../i18n/index.ts';
import { Button } from '../primitives/Button/Button.tsx';
import { Icon } from '../primitives/Icon/Icon.tsx';
import { IconButton } from '../primitives/IconButton/IconButton.tsx';
import { Select } from '../primitives/Select/Select.tsx';
import { isNumericKind, resolveColumns, type DataTableColumn } from './columns.ts';
import { buildCsv, csvFileName, downloadCsv } from './csv.ts';
import * as S from './DataTable.styles.ts';
import { TableModel } from './model.ts';
import { TableBody } from './TableBody.tsx';
import {
  draftFromFilters,
  filtersFromDraft,
  normaliseDraft,
  type DraftEntry,
  type FilterDraft,
} from './filterDraft.ts';
import {
  dateBounds,
  distinctValues,
  isFilterActive,
  normaliseQuery,
  type ColumnFilters,
  type DateBounds,
} from './filters.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { useControllableState } from '../hooks/useControllableState.ts';
import { useDebouncedCallback } from './hooks.ts';
import {
  DEFAULT_PAGE_SIZE,
  FILTER_DEBOUNCE_MS,
  FILTER_STAGING_MS,
  MAX_VALUE_LIST_OPTIONS,
  PAGE_SIZES,
  PAGING_THRESHOLD,
  SEARCH_BOX_DEBOUNCE_MS,
  type PageSize,
} from './timings.ts';

/** The sorted column and its direction; `null` keeps the data's order. */
export interface DataTableSort {
  id: string;
  desc: boolean;
}

/** What an export produced: the file name and the CSV text (with byte-order mark). */
export interface DataTableExport {
  fileName: string;
  text: string;
  rowCount: number;
}

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

type State = 'empty' | 'filtered-empty' | 'ready';

const sortIcon = (direction: false | 'asc' | 'desc') => (
  <svg width="10" height="12" viewBox="0 0 10 12" aria-hidden="true" focusable="false">
    <path d="M5 0 10 5H0z" fill="currentColor" opacity={direction === 'asc' ? 1 : 0.3} />
    <path d="M5 12 0 7h10z" fill="currentColor" opacity={direction === 'desc' ? 1 : 0.3} />
  </svg>
);

const coreRowModel = getCoreRowModel();

const pageSizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

type IdleHandle = ReturnType<typeof setTimeout> | number;
/** `requestIdleCallback` where the browser has it (not Safari), else a short timeout with a small time budget. */
const whenIdle = (work: (deadline: { timeRemaining: () => number }) => void): IdleHandle =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(work, { timeout: 2000 })
    : setTimeout(() => {
        const end = performance.now() + 8;
        work({ timeRemaining: () => end - performance.now() });
      }, 20);
const cancelIdle = (handle: IdleHandle) => {
  if (typeof window.cancelIdleCallback === 'function' && typeof handle === 'number') window.cancelIdleCallback(handle);
  else clearTimeout(handle);
};

/**
 * The product's data table: global search, column filters in an overlay, sorting, paging, virtualized rows,
 * single-row selection and CSV export of what the user sees. Built on @tanstack/react-table and
 * @tanstack/react-virtual; every text from the `table` i18n area, numbers and dates through the format module.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    data,
    getRowId,
    variant = 'default',
    searchable = true,
    paged = true,
    selectable = false,
    exportFileName,
    onExport,
    onSelect,
    onDeselect,
  } = props;
  const { LL, locale } = useI18n();
  const texts = useMemo(() => ({ yes: LL.table.yes(), no: LL.table.no() }), [LL]);
  const resolved = useMemo(() => resolveColumns(columns), [columns]);
  const visibleColumns = useMemo(() => resolved.filter((column) => !column.hidden), [resolved]);
  const filterColumns = useMemo(() => resolved.filter((column) => column.filter !== undefined), [resolved]);

  // ---------------------------------------------------------------- data facts (bounds, options, sort keys, search index)
  const bounds = useMemo(() => {
    const result: Record<string, DateBounds> = {};
    for (const column of filterColumns) {
      if (column.filter === 'date') result[column.id] = dateBounds(data.map(column.getValue));
    }
    return result;
  }, [data, filterColumns]);
  const options = useMemo(() => {
    const result: Record<string, string[]> = {};
    for (const column of filterColumns) {
      if (column.filter === 'values')
        result[column.id] = distinctValues(data.map(column.getValue), MAX_VALUE_LIST_OPTIONS);
    }
    return result;
  }, [data, filterColumns]);

  // Values, sort orders and search text of this data, these columns and this language, each built on first use.
  const model = useMemo(() => new TableModel(data, resolved, locale, texts), [data, resolved, locale, texts]);
  // Filter arrays and sort orders are prepared while the browser is idle, one column at a time, so the first
  // filter or sort of a column is as quick as the next (each is also built on demand if asked for sooner).
  useEffect(() => {
    const steps = model.preparationSteps();
    let handle: IdleHandle | undefined;
    const work = (deadline: { timeRemaining: () => number }) => {
      while (steps.length > 0 && deadline.timeRemaining() > 4) steps.shift()?.();
      handle = steps.length > 0 ? whenIdle(work) : undefined;
    };
    if (steps.length > 0) handle = whenIdle(work);
    return () => {
      if (handle !== undefined) cancelIdle(handle);
    };
  }, [model]);

  // ---------------------------------------------------------------- search (200 ms to the rows, 600 ms to the host)
  const [searchText, setSearchText] = useState(props.search ?? props.defaultSearch ?? '');
  const [appliedSearch, setAppliedSearch] = useState(searchText);
  const [searchProp, setSearchProp] = useState(props.search);
  if (props.search !== searchProp) {
    setSearchProp(props.search);
    if (props.search !== undefined && props.search !== appliedSearch) {
      setSearchText(props.search);
      setAppliedSearch(props.search);
    }
  }
  const applySearch = useDebouncedCallback((text: string) => setAppliedSearch(text), SEARCH_BOX_DEBOUNCE_MS);
  const notifySearch = useDebouncedCallback((text: string) => props.onSearchChange?.(text), FILTER_DEBOUNCE_MS);
  const onSearchInput = (text: string) => {
    setSearchText(text);
    applySearch.run(text);
    notifySearch.run(text);
  };

  // ---------------------------------------------------------------- column filters (staged 200 ms, applied 600 ms)
  const [filters, setFilters] = useControllableState({
    prop: props.filters,
    defaultProp: props.defaultFilters ?? {},
    onChange: props.onFiltersChange,
  });
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromFilters(filters, filterColumns));
  const [draftFor, setDraftFor] = useState({ filters, filterColumns });
  if (draftFor.filters !== filters || draftFor.filterColumns !== filterColumns) {
    setDraftFor({ filters, filterColumns });
    setDraft(draftFromFilters(filters, filterColumns));
  }
  const latestDraft = useRef(draft);
  const badInputs = useRef(new Set<HTMLInputElement>());
  const stageFilters = useDebouncedCallback(() => {
    latestDraft.current = normaliseDraft(latestDraft.current, filterColumns, bounds);
    setDraft(latestDraft.current);
    // A number field holding something that is not a number reads as empty: clear what it shows too.
    for (const input of badInputs.current) if (input.validity.badInput) input.value = '';
    badInputs.current.clear();
  }, FILTER_STAGING_MS);
  const applyFilters = useDebouncedCallback(() => {
    setFilters(filtersFromDraft(latestDraft.current, filterColumns, bounds));
  }, FILTER_DEBOUNCE_MS);
  const onDraftChange = (columnId: string, entry: DraftEntry, input?: HTMLInputElement) => {
    latestDraft.current = { ...latestDraft.current, [columnId]: entry };
    if (input?.validity.badInput) badInputs.current.add(input);
    setDraft(latestDraft.current);
    stageFilters.run();
    applyFilters.run();
  };
  const clearFilters = () => {
    stageFilters.cancel();
    applyFilters.cancel();
    latestDraft.current = draftFromFilters({}, filterColumns);
    setDraft(latestDraft.current);
    setFilters({});
  };
  const activeFilterCount = Object.values(filters).filter((value) => isFilterActive(value)).length;

  // ---------------------------------------------------------------- sorting, paging, selection
  const [sort, setSort] = useControllableState<DataTableSort | null>({
    prop: props.sort,
    defaultProp: props.defaultSort ?? null,
    onChange: props.onSortChange,
  });
  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    setSort(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
  };

  const [pageSize, setPageSize] = useControllableState<PageSize>({
    prop: props.pageSize,
    defaultProp: props.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    onChange: props.onPageSizeChange,
  });
  const [pageIndex, setPageIndex] = useState(0);

  const [selectedId, setSelectedId] = useControllableState<string | null>({
    prop: props.selectedRowId,
    defaultProp: props.defaultSelectedRowId ?? null,
    onChange: props.onSelectedRowIdChange,
  });

  // ---------------------------------------------------------------- the table model
  // TanStack keeps the column and sorting state (header toggles); the rows are filtered and sorted on the
  // model's precomputed arrays (manual filtering and sorting), so no row objects are built for 100,000 rows.
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      resolved.map((column) => ({
        id: column.id,
        accessorFn: (row: Row) => column.getValue(row) ?? undefined,
        enableSorting: column.sortable,
        sortDescFirst: false,
        sortingFn: 'basic',
        enableColumnFilter: false,
        enableGlobalFilter: false,
      })),
    [resolved],
  );
  const query = normaliseQuery(appliedSearch);

  // eslint-disable-next-line react-hooks/incompatible-library -- the table instance is read during render only, never memoised by the compiler
  const table = useReactTable<Row>({
    data: data as Row[],
    columns: columnDefs,
    state: { sorting },
    onSortingChange,
    enableMultiSort: false,
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    getCoreRowModel: coreRowModel,
  });

  const filtered = useMemo(() => model.filter(filters, query), [model, filters, query]);
  const filteredCount = filtered ? filtered.count : data.length;
  const arranged = useMemo(
    () => model.arrange(filtered?.mask, filteredCount, sort),
    [model, filtered, filteredCount, sort],
  );
  const pagingShown = paged && filteredCount > PAGING_THRESHOLD;
  const lastPage = Math.max(0, Math.ceil(filteredCount / pageSize) - 1);
  const currentPage = Math.min(pageIndex, lastPage);
  const firstRowNumber = pagingShown ? currentPage * pageSize : 0;
  const rows = pagingShown ? arranged.subarray(firstRowNumber, firstRowNumber + pageSize) : arranged;
  const state: State = data.length === 0 ? 'empty' : filteredCount === 0 ? 'filtered-empty' : 'ready';
  // A new search, filter or sort starts at the first page (as TanStack's autoResetPageIndex did).
  const [pageResetKey, setPageResetKey] = useState({ filtered, sort, model });
  if (pageResetKey.filtered !== filtered || pageResetKey.sort !== sort || pageResetKey.model !== model) {
    setPageResetKey({ filtered, sort, model });
    if (pageIndex !== 0) setPageIndex(0);
  }
  const rowId = useCallback(
    (index: number): string => (getRowId ? getRowId(data[index] as Row, index) : String(index)),
    [getRowId, data],
  );

  // ---------------------------------------------------------------- selection
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const toggleRow = (id: string, row: Row) => {
    if (selectedId === id) {
      setSelectedId(null);
      onDeselect?.(row);
    } else {
      setSelectedId(id);
      onSelect?.(row);
    }
  };
  // A stable callback for the memoised rows, calling the latest `toggleRow`.
  const toggleRef = useRef(toggleRow);
  useEffect(() => {
    toggleRef.current = toggleRow;
  });
  const onToggle = useCallback((id: string, row: Row) => toggleRef.current(id, row), []);
  const scrollResetKey = useMemo(() => ({ currentPage, sort, query, filters }), [currentPage, sort, query, filters]);

  // ---------------------------------------------------------------- export (after pending edits are applied)
  const [exportRequest, setExportRequest] = useState(0);
  const exportHandled = useRef(0);
  const requestExport = () => {
    applySearch.flush();
    stageFilters.flush();
    applyFilters.flush();
    setExportRequest((count) => count + 1);
  };
  useEffect(() => {
    if (exportRequest === exportHandled.current || !exportFileName) return;
    exportHandled.current = exportRequest;
    const exportedRows = Array.from(arranged, (index: number) => data[index] as Row);
    const file = {
      fileName: csvFileName(exportFileName),
      text: buildCsv({ rows: exportedRows, columns: resolved, locale, texts }),
      rowCount: exportedRows.length,
    };
    if (onExport) onExport(file);
    else downloadCsv(file.fileName, file.text);
  }, [exportRequest, exportFileName, arranged, data, resolved, locale, texts, onExport]);

  // ---------------------------------------------------------------- render
  const columnCount = visibleColumns.length + (selectable ? 1 : 0);
  return (
    <S.Root data-state={state} data-variant={variant}>
      <S.Toolbar>
        {searchable ? (
          // The design-system SearchBox is a combobox with a result list; the table's search filters rows in
          // place, so it is a plain search field in the same look (icon, input, clear button).
          <S.SearchField>
            <Icon name="search" size={18} aria-hidden="true" />
            <S.SearchInput
              type="search"
              value={searchText}
              placeholder={LL.table.search()}
              aria-label={LL.table.searchIn({ table: label })}
              onChange={(event) => onSearchInput(event.currentTarget.value)}
            />
            {searchText !== '' ? (
              <IconButton
                icon="close"
                size="small"
                variant="ghost"
                label={LL.table.clearSearch()}
                onClick={() => onSearchInput('')}
              />
            ) : null}
          </S.SearchField>
        ) : null}
        {filterColumns.length > 0 ? (
          <Popover.Root
            onOpenChange={(open) => {
              if (!open) {
                stageFilters.flush();
                applyFilters.flush();
              }
            }}
          >
            <Popover.Trigger asChild>
              <S.ToolButton type="button">
                {activeFilterCount > 0 ? LL.table.filtersWithCount({ count: activeFilterCount }) : LL.table.filters()}
              </S.ToolButton>
            </Popover.Trigger>
            <Popover.Content asChild align="start" sideOffset={4} aria-label={LL.table.filtersFor({ table: label })}>
              <S.FilterContent>
                <FilterPanel
                  columns={filterColumns}
                  draft={draft}
                  bounds={bounds}
                  options={options}
                  locale={locale}
                  LL={LL}
                  onChange={onDraftChange}
                />
                <S.FilterActions>
                  <S.ToolButton
                    type="button"
                    onClick={clearFilters}
                    disabled={activeFilterCount === 0 && !hasDraft(draft)}
                  >
                    {LL.table.clearFilters()}
                  </S.ToolButton>
                </S.FilterActions>
              </S.FilterContent>
            </Popover.Content>
          </Popover.Root>
        ) : null}
        <S.Count aria-live="polite">
          {LL.table.rowCount({ formatted: formatNumber(filteredCount, locale), count: filteredCount })}
        </S.Count>
        <S.Spacer />
        {exportFileName ? (
          <Button variant="primary" size="small" onClick={requestExport} disabled={state === 'empty'}>
            {LL.table.download()}
          </Button>
        ) : null}
      </S.Toolbar>

      {/* The scrolling body is focusable so keyboard users can scroll long tables (WCAG scrollable region). */}
      <S.ScrollArea ref={setScrollElement} variant={variant} tabIndex={0} role="region" aria-label={label}>
        <S.Table aria-rowcount={filteredCount + 1} data-state={state}>
          <S.Caption>{label}</S.Caption>
          <colgroup>
            {selectable ? <col style={{ width: 44 }} /> : null}
            {visibleColumns.map((column) => (
              <col key={column.id} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              {selectable ? (
                <S.HeaderCell scope="col">
                  <S.VisuallyHidden>{LL.table.selection()}</S.VisuallyHidden>
                </S.HeaderCell>
              ) : null}
              {visibleColumns.map((column) => {
                const tableColumn = table.getColumn(column.id);
                const direction = tableColumn?.getIsSorted() ?? false;
                const align = isNumericKind(column.kind) ? 'end' : 'start';
                return (
                  <S.HeaderCell
                    key={column.id}
                    scope="col"
                    align={align}
                    aria-sort={
                      column.sortable
                        ? direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {column.sortable && tableColumn ? (
                      <S.SortButton type="button" onClick={tableColumn.getToggleSortingHandler()}>
                        <span>{column.header}</span>
                        {sortIcon(direction)}
                      </S.SortButton>
                    ) : (
                      column.header
                    )}
                  </S.HeaderCell>
                );
              })}
            </tr>
          </thead>
          <TableBody
            scrollElement={scrollElement}
            data={data}
            rows={rows}
            rowId={rowId}
            firstRowNumber={firstRowNumber}
            columns={visibleColumns}
            columnCount={columnCount}
            locale={locale}
            texts={texts}
            LL={LL}
            selectable={selectable}
            selectedId={selectedId}
            onToggle={onToggle}
            emptyText={
              state === 'empty' ? LL.table.empty() : state === 'filtered-empty' ? LL.table.emptyFiltered() : undefined
            }
            resetKey={scrollResetKey}
          />
        </S.Table>
      </S.ScrollArea>

      {pagingShown ? (
        <S.PagingBar aria-label={LL.table.paging({ table: label })}>
          <S.PageSize>
            <Select
              label={LL.table.pageSize()}
              options={pageSizeOptions}
              value={String(pageSize)}
              onValueChange={(value) => {
                setPageSize(Number(value) as PageSize);
                setPageIndex(0);
              }}
            />
          </S.PageSize>
          <span>
            {LL.table.pageRange({
              from: formatNumber(currentPage * pageSize + 1, locale),
              to: formatNumber(Math.min(filteredCount, (currentPage + 1) * pageSize), locale),
              total: formatNumber(filteredCount, locale),
            })}
          </span>
          <Button
            variant="secondary"
            size="small"
            onClick={() => setPageIndex(Math.max(0, currentPage - 1))}
            disabled={currentPage === 0}
          >
            {LL.table.previousPage()}
          </Button>
          <Button
            variant="secondary"
            size="small"
            onClick={() => setPageIndex(Math.min(lastPage, currentPage + 1))}
            disabled={currentPage >= lastPage}
          >
            {LL.table.nextPage()}
          </Button>
        </S.PagingBar>
      ) : null}
    </S.Root>
  );
}

const hasDraft = (draft: FilterDraft): boolean =>
  Object.values(draft).some((entry) =>
    entry.kind === 'number'
      ? entry.min !== '' || entry.max !== ''
      : entry.kind === 'date'
        ? entry.from !== '' || entry.to !== ''
        : entry.kind === 'text'
          ? entry.text !== ''
          : entry.selected.length > 0,
  );
