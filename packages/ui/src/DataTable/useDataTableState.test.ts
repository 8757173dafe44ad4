// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveColumns, type DataTableColumn } from './columns.ts';
import { FILTER_DEBOUNCE_MS, FILTER_STAGING_MS, SEARCH_BOX_DEBOUNCE_MS } from './timings.ts';
import { nextSort, useDataTableState, type DataTableStateOptions } from './useDataTableState.ts';

interface Sample {
  id: string;
  farm: string;
  weight: number;
}

/** 120 samples: farms Ask, Bø and Dale in turn, weights 0.1 to 12.0 kg. */
const SAMPLES: Sample[] = Array.from({ length: 120 }, (_, index) => ({
  id: `S${index + 1}`,
  farm: ['Dale', 'Ask', 'Bø'][index % 3]!,
  weight: (index + 1) / 10,
}));
const COLUMNS = resolveColumns<Sample>([
  { id: 'id', header: 'Sample', accessor: 'id' },
  { id: 'farm', header: 'Farm', accessor: 'farm', filter: 'values' },
  { id: 'weight', header: 'Weight (kg)', accessor: 'weight', kind: 'decimal', filter: true },
] satisfies DataTableColumn<Sample>[]);
const TEXTS = { yes: 'Yes', no: 'No' };

const render = (options: Partial<DataTableStateOptions<Sample>> = {}) =>
  renderHook((props: Partial<DataTableStateOptions<Sample>>) =>
    useDataTableState<Sample>({
      data: SAMPLES,
      columns: COLUMNS,
      locale: 'en',
      texts: TEXTS,
      getRowId: (row) => row.id,
      ...options,
      ...props,
    }),
  );
const ids = (indices: Uint32Array) => Array.from(indices, (index) => SAMPLES[index]!.id);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDataTableState: sorting', () => {
  it('cycles a column ascending, descending, then back to the data order', () => {
    const { result } = render({ paged: false });
    act(() => result.current.toggleSort('farm'));
    expect(result.current.sort).toEqual({ id: 'farm', desc: false });
    expect(result.current.sortDirection('farm')).toBe('asc');
    expect(ids(result.current.arranged).slice(0, 3)).toEqual(['S2', 'S5', 'S8']);
    act(() => result.current.toggleSort('farm'));
    expect(result.current.sortDirection('farm')).toBe('desc');
    expect(ids(result.current.arranged).slice(0, 2)).toEqual(['S1', 'S4']);
    act(() => result.current.toggleSort('farm'));
    expect(result.current.sort).toBeNull();
    expect(ids(result.current.arranged).slice(0, 3)).toEqual(['S1', 'S2', 'S3']);
  });

  it('starts a newly clicked column ascending', () => {
    expect(nextSort({ id: 'farm', desc: true }, 'weight')).toEqual({ id: 'weight', desc: false });
  });

  it('only tells the owner when the sort is controlled, and follows the sort it is given', () => {
    const onSortChange = vi.fn();
    const { result, rerender } = render({ sort: null, onSortChange, paged: false });
    act(() => result.current.toggleSort('weight'));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'weight', desc: false });
    expect(result.current.sort).toBeNull();
    rerender({ sort: { id: 'weight', desc: true } });
    expect(ids(result.current.arranged)[0]).toBe('S120');
  });
});

describe('useDataTableState: filters', () => {
  it('stages an edit after 200 ms (a non-number clears its bound) and applies it after 600 ms', () => {
    const onFiltersChange = vi.fn();
    const { result } = render({ onFiltersChange });
    act(() => result.current.setFilterDraft('weight', { kind: 'number', min: 'abc', max: '1.25' }));
    expect(result.current.filterDraft['weight']).toEqual({ kind: 'number', min: 'abc', max: '1.25' });
    expect(result.current.hasFilterDraft).toBe(true);

    wait(FILTER_STAGING_MS);
    expect(result.current.filterDraft['weight']).toEqual({ kind: 'number', min: '', max: '1.25' });
    expect(result.current.filters).toEqual({});
    expect(result.current.filteredCount).toBe(120);

    wait(FILTER_DEBOUNCE_MS - FILTER_STAGING_MS);
    expect(result.current.filters).toEqual({ weight: { max: 1.25 } });
    expect(onFiltersChange).toHaveBeenCalledTimes(1);
    expect(result.current.activeFilterCount).toBe(1);
    expect(result.current.filteredCount).toBe(12);
    expect(result.current.status).toBe('ready');
  });

  it('applies pending edits at once when committed, and clears them all', () => {
    const { result } = render();
    act(() => result.current.setFilterDraft('farm', { kind: 'values', selected: ['Bø'] }));
    act(() => result.current.commitFilters());
    expect(result.current.filters).toEqual({ farm: ['Bø'] });
    expect(result.current.filteredCount).toBe(40);
    act(() => result.current.clearFilters());
    wait(FILTER_DEBOUNCE_MS);
    expect(result.current.filters).toEqual({});
    expect(result.current.hasFilterDraft).toBe(false);
    expect(result.current.filteredCount).toBe(120);
  });

  it('reports the filtered-empty state when no row passes', () => {
    const { result } = render();
    act(() => result.current.setFilterDraft('weight', { kind: 'number', min: '50', max: '' }));
    act(() => result.current.commitFilters());
    expect(result.current.filteredCount).toBe(0);
    expect(result.current.status).toBe('filtered-empty');
  });
});

describe('useDataTableState: search and paging', () => {
  it('pages above 50 rows and goes back to the first page when the search applies', () => {
    const onSearchChange = vi.fn();
    const { result } = render({ onSearchChange });
    expect(result.current.pagingShown).toBe(true);
    expect(result.current.lastPage).toBe(2);
    act(() => result.current.setPageIndex(2));
    expect(result.current.pageIndex).toBe(2);
    expect(ids(result.current.rows)).toEqual(SAMPLES.slice(100).map((sample) => sample.id));

    act(() => result.current.setSearchText('dale'));
    expect(result.current.searchText).toBe('dale');
    expect(result.current.pageIndex).toBe(2);
    wait(SEARCH_BOX_DEBOUNCE_MS);
    expect(result.current.filteredCount).toBe(40);
    expect(result.current.pageIndex).toBe(0);
    expect(result.current.pagingShown).toBe(false);
    expect(onSearchChange).not.toHaveBeenCalled();
    wait(FILTER_DEBOUNCE_MS - SEARCH_BOX_DEBOUNCE_MS);
    expect(onSearchChange).toHaveBeenCalledWith('dale');
  });

  it('goes back to the first page on a new sort or page size, and keeps the page within the pages there are', () => {
    const { result } = render();
    act(() => result.current.setPageIndex(9));
    expect(result.current.pageIndex).toBe(2);
    act(() => result.current.toggleSort('weight'));
    expect(result.current.pageIndex).toBe(0);
    act(() => result.current.setPageIndex(1));
    act(() => result.current.setPageSize(10));
    expect(result.current.pageIndex).toBe(0);
    expect(result.current.lastPage).toBe(11);
    expect(result.current.rows).toHaveLength(10);
  });
});

describe('useDataTableState: selection', () => {
  it('selects a row, switches to another, and deselects it when toggled again', () => {
    const onSelect = vi.fn();
    const onDeselect = vi.fn();
    const { result } = render({ onSelect, onDeselect });
    const toggle = result.current.toggleRow;
    act(() => result.current.toggleRow('S2', SAMPLES[1]!));
    expect(result.current.selectedRowId).toBe('S2');
    expect(onSelect).toHaveBeenLastCalledWith(SAMPLES[1]);
    act(() => result.current.toggleRow('S3', SAMPLES[2]!));
    expect(result.current.selectedRowId).toBe('S3');
    expect(onDeselect).not.toHaveBeenCalled();
    act(() => result.current.toggleRow('S3', SAMPLES[2]!));
    expect(result.current.selectedRowId).toBeNull();
    expect(onDeselect).toHaveBeenCalledWith(SAMPLES[2]);
    // One function for memoised rows across renders.
    expect(result.current.toggleRow).toBe(toggle);
  });

  it('leaves a controlled selection to its owner', () => {
    const onSelectedRowIdChange = vi.fn();
    const { result, rerender } = render({ selectedRowId: 'S1', onSelectedRowIdChange });
    act(() => result.current.toggleRow('S1', SAMPLES[0]!));
    expect(onSelectedRowIdChange).toHaveBeenCalledWith(null);
    expect(result.current.selectedRowId).toBe('S1');
    rerender({ selectedRowId: null });
    expect(result.current.selectedRowId).toBeNull();
  });
});

describe('useDataTableState: export', () => {
  it('applies the pending search before exporting the rows of every page', () => {
    const onExport = vi.fn();
    const { result } = render({ exportFileName: 'farm-samples', onExport });
    act(() => result.current.setSearchText('ask'));
    act(() => result.current.requestExport());
    expect(onExport).toHaveBeenCalledTimes(1);
    const file = onExport.mock.calls[0]![0] as { fileName: string; rowCount: number; text: string };
    expect(file.fileName).toBe('farm-samples.csv');
    expect(file.rowCount).toBe(40);
    expect(file.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Sample,Farm,Weight (kg)');
  });
});
