import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useControllableState } from '../hooks/useControllableState.ts';
import type { Locale } from '../providers/index.ts';
import type { CellTexts } from './cells.ts';
import type { ResolvedColumn } from './columns.ts';
import { buildCsv, csvFileName, downloadCsv } from './csv.ts';
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
import { useDebouncedCallback } from './hooks.ts';
import { TableModel } from './model.ts';
import {
  DEFAULT_PAGE_SIZE,
  FILTER_DEBOUNCE_MS,
  FILTER_STAGING_MS,
  MAX_VALUE_LIST_OPTIONS,
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

/** What the table shows: no data at all, data but none passing search and filters, or rows. */
export type DataTableStatus = 'empty' | 'filtered-empty' | 'ready';

export interface DataTableStateOptions<Row> {
  data: readonly Row[];
  /** The table's columns, resolved (`resolveColumns`); pass a stable array. */
  columns: readonly ResolvedColumn<Row>[];
  locale: Locale;
  /** Yes/No texts of boolean cells (search, sort and CSV read them). */
  texts: CellTexts;
  /** Stable row ids for selection; defaults to the row's index in `data`. */
  getRowId?: (row: Row, index: number) => string;
  /** Pages the rows (default true); paging applies only when more than 50 rows pass the filters. */
  paged?: boolean;

  /** Global search text (controlled). Applied 200 ms after typing stops. */
  search?: string;
  defaultSearch?: string;
  /** Told 600 ms after the search text stops changing. */
  onSearchChange?: (search: string) => void;

  filters?: ColumnFilters;
  defaultFilters?: ColumnFilters;
  /** Told when staged filter edits are applied, 600 ms after the last edit. */
  onFiltersChange?: (filters: ColumnFilters) => void;

  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;

  pageSize?: PageSize;
  defaultPageSize?: PageSize;
  onPageSizeChange?: (pageSize: PageSize) => void;

  selectedRowId?: string | null;
  defaultSelectedRowId?: string | null;
  onSelectedRowIdChange?: (rowId: string | null) => void;
  /** A row became selected. */
  onSelect?: (row: Row) => void;
  /** The selected row was toggled again and is no longer selected. */
  onDeselect?: (row: Row) => void;

  /** File name stem of the CSV export (`farm-lab-table` → `farm-lab-table.csv`); no export without it. */
  exportFileName?: string;
  /** Receives the export instead of the browser download. */
  onExport?: (file: DataTableExport) => void;
}

/**
 * Everything a data table holds between renders, and the actions that change it (react-stately style): the
 * views (toolbar, header row, body, paging bar) read it and call its actions, and hold no state of their own.
 */
export interface DataTableState<Row> {
  status: DataTableStatus;
  /** The model of this data, these columns and this language (cell values, sort orders, search text). */
  model: TableModel<Row>;
  /** Columns shown in the table, and columns with a filter. */
  visibleColumns: readonly ResolvedColumn<Row>[];
  filterColumns: readonly ResolvedColumn<Row>[];

  /** What the search box shows, and the text the rows are filtered by (200 ms behind). */
  searchText: string;
  appliedSearch: string;
  /** Types in the search box: rows follow after 200 ms, `onSearchChange` after 600 ms. */
  setSearchText: (text: string) => void;

  /** The applied column filters. */
  filters: ColumnFilters;
  /** What the filter controls hold: edits are staged (normalised) after 200 ms and applied after 600 ms. */
  filterDraft: FilterDraft;
  /** Each date filter column's first and last day in the data; each value-list column's distinct values. */
  dateBounds: Record<string, DateBounds>;
  valueOptions: Record<string, string[]>;
  activeFilterCount: number;
  /** The draft holds something (applied or not yet). */
  hasFilterDraft: boolean;
  /** An edit of one column's filter control (`input`: the field, cleared when it holds a non-number). */
  setFilterDraft: (columnId: string, entry: DraftEntry, input?: HTMLInputElement) => void;
  /** Stages and applies pending filter edits at once (the filter panel closed). */
  commitFilters: () => void;
  clearFilters: () => void;

  sort: DataTableSort | null;
  setSort: (sort: DataTableSort | null) => void;
  /** A column header's sort button: ascending → descending → the data's order. */
  toggleSort: (columnId: string) => void;
  sortDirection: (columnId: string) => false | 'asc' | 'desc';

  /** Rows passing search and filters. */
  filteredCount: number;
  /** Indices into `data` of every row passing search and filters, in the sorted order. */
  arranged: Uint32Array;
  /** Indices into `data` of the rows on the current page (all arranged rows when not paging). */
  rows: Uint32Array;
  /** The paging bar is shown (paged, and more than 50 rows pass the filters). */
  pagingShown: boolean;
  pageSize: PageSize;
  /** Changes the page size and goes back to the first page. */
  setPageSize: (pageSize: PageSize) => void;
  /** The current page (0-based, within the pages there are) and the last one. */
  pageIndex: number;
  lastPage: number;
  setPageIndex: (pageIndex: number) => void;
  /** Position of the current page's first row among the arranged rows. */
  firstRowNumber: number;

  selectedRowId: string | null;
  /** The id of `data[index]`. */
  rowId: (index: number) => string;
  /** Selects a row, or deselects it when it is the selected one (a stable function). */
  toggleRow: (id: string, row: Row) => void;

  /** The search text the rows are filtered by, normalised (part of the body's scroll reset). */
  query: string;
  /** Applies pending search and filter edits, then exports the arranged rows (every page) as CSV. */
  requestExport: () => void;
}

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

/** The next sort of a header's sort button: ascending first, then descending, then the data's order. */
export function nextSort(current: DataTableSort | null, columnId: string): DataTableSort | null {
  if (current?.id !== columnId) return { id: columnId, desc: false };
  return current.desc ? null : { id: columnId, desc: true };
}

/**
 * The state of a `DataTable`: search (200 ms to the rows, 600 ms to the host), column filters (staged 200 ms,
 * applied 600 ms), sorting, paging (back to the first page on a new search, filter, sort or data), single-row
 * selection and CSV export. Search, filters, sort, page size and selection are controllable (`value` /
 * `defaultValue` / `onChange` props, as the `DataTable` takes them).
 */
export function useDataTableState<Row>(options: DataTableStateOptions<Row>): DataTableState<Row> {
  const { data, columns, locale, texts, getRowId, paged = true, exportFileName, onExport } = options;
  const visibleColumns = useMemo(() => columns.filter((column) => !column.hidden), [columns]);
  const filterColumns = useMemo(() => columns.filter((column) => column.filter !== undefined), [columns]);

  // ---------------------------------------------------------------- data facts (bounds, options, model)
  const bounds = useMemo(() => {
    const result: Record<string, DateBounds> = {};
    for (const column of filterColumns) {
      if (column.filter === 'date') result[column.id] = dateBounds(data.map(column.getValue));
    }
    return result;
  }, [data, filterColumns]);
  const valueOptions = useMemo(() => {
    const result: Record<string, string[]> = {};
    for (const column of filterColumns) {
      if (column.filter === 'values')
        result[column.id] = distinctValues(data.map(column.getValue), MAX_VALUE_LIST_OPTIONS);
    }
    return result;
  }, [data, filterColumns]);
  // Values, sort orders and search text of this data, these columns and this language, each built on first use.
  const model = useMemo(() => new TableModel(data, columns, locale, texts), [data, columns, locale, texts]);
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
  const [searchText, setSearchTextNow] = useState(options.search ?? options.defaultSearch ?? '');
  const [appliedSearch, setAppliedSearch] = useState(searchText);
  const [searchProp, setSearchProp] = useState(options.search);
  if (options.search !== searchProp) {
    setSearchProp(options.search);
    if (options.search !== undefined && options.search !== appliedSearch) {
      setSearchTextNow(options.search);
      setAppliedSearch(options.search);
    }
  }
  const applySearch = useDebouncedCallback((text: string) => setAppliedSearch(text), SEARCH_BOX_DEBOUNCE_MS);
  const notifySearch = useDebouncedCallback((text: string) => options.onSearchChange?.(text), FILTER_DEBOUNCE_MS);
  const setSearchText = (text: string) => {
    setSearchTextNow(text);
    applySearch.run(text);
    notifySearch.run(text);
  };

  // ---------------------------------------------------------------- column filters (staged 200 ms, applied 600 ms)
  const [filters, setFilters] = useControllableState({
    prop: options.filters,
    defaultProp: options.defaultFilters ?? {},
    onChange: options.onFiltersChange,
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
  const setFilterDraft = (columnId: string, entry: DraftEntry, input?: HTMLInputElement) => {
    latestDraft.current = { ...latestDraft.current, [columnId]: entry };
    if (input?.validity.badInput) badInputs.current.add(input);
    setDraft(latestDraft.current);
    stageFilters.run();
    applyFilters.run();
  };
  const commitFilters = () => {
    stageFilters.flush();
    applyFilters.flush();
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
    prop: options.sort,
    defaultProp: options.defaultSort ?? null,
    onChange: options.onSortChange,
  });
  const [pageSize, setPageSizeNow] = useControllableState<PageSize>({
    prop: options.pageSize,
    defaultProp: options.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    onChange: options.onPageSizeChange,
  });
  const [pageIndex, setPageIndex] = useState(0);
  const [selectedRowId, setSelectedRowId] = useControllableState<string | null>({
    prop: options.selectedRowId,
    defaultProp: options.defaultSelectedRowId ?? null,
    onChange: options.onSelectedRowIdChange,
  });

  // ---------------------------------------------------------------- rows (filtered and sorted on the model's arrays)
  const query = normaliseQuery(appliedSearch);
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
  const status: DataTableStatus = data.length === 0 ? 'empty' : filteredCount === 0 ? 'filtered-empty' : 'ready';
  // A new search, filter, sort or data starts at the first page (as TanStack's autoResetPageIndex did).
  const [pageResetKey, setPageResetKey] = useState({ filtered, sort, model });
  if (pageResetKey.filtered !== filtered || pageResetKey.sort !== sort || pageResetKey.model !== model) {
    setPageResetKey({ filtered, sort, model });
    if (pageIndex !== 0) setPageIndex(0);
  }
  const rowId = useCallback(
    (index: number): string => (getRowId ? getRowId(data[index] as Row, index) : String(index)),
    [getRowId, data],
  );

  const toggleRowNow = (id: string, row: Row) => {
    if (selectedRowId === id) {
      setSelectedRowId(null);
      options.onDeselect?.(row);
    } else {
      setSelectedRowId(id);
      options.onSelect?.(row);
    }
  };
  // A stable callback for memoised rows, calling the latest `toggleRowNow`.
  const toggleRef = useRef(toggleRowNow);
  useEffect(() => {
    toggleRef.current = toggleRowNow;
  });
  const toggleRow = useCallback((id: string, row: Row) => toggleRef.current(id, row), []);

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
      text: buildCsv({ rows: exportedRows, columns, locale, texts }),
      rowCount: exportedRows.length,
    };
    if (onExport) onExport(file);
    else downloadCsv(file.fileName, file.text);
  }, [exportRequest, exportFileName, arranged, data, columns, locale, texts, onExport]);

  return {
    status,
    model,
    visibleColumns,
    filterColumns,
    searchText,
    appliedSearch,
    setSearchText,
    filters,
    filterDraft: draft,
    dateBounds: bounds,
    valueOptions,
    activeFilterCount,
    hasFilterDraft: hasDraft(draft),
    setFilterDraft,
    commitFilters,
    clearFilters,
    sort,
    setSort,
    toggleSort: (columnId: string) => setSort(nextSort(sort, columnId)),
    sortDirection: (columnId: string) => (sort?.id === columnId ? (sort.desc ? 'desc' : 'asc') : false),
    filteredCount,
    arranged,
    rows,
    pagingShown,
    pageSize,
    setPageSize: (size: PageSize) => {
      setPageSizeNow(size);
      setPageIndex(0);
    },
    pageIndex: currentPage,
    lastPage,
    setPageIndex: (index: number) => setPageIndex(Math.max(0, Math.min(lastPage, index))),
    firstRowNumber,
    selectedRowId,
    rowId,
    toggleRow,
    query,
    requestExport,
  };
}
