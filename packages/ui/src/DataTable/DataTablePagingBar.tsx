import { formatNumber } from '../format/index.ts';
import { useI18n } from '../i18n/index.ts';
import { Button } from '../primitives/Button/Button.tsx';
import { Select } from '../primitives/Select/Select.tsx';
import * as S from './DataTable.styles.ts';
import { PAGE_SIZES, type PageSize } from './timings.ts';
import type { DataTableState } from './useDataTableState.ts';

const pageSizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

export interface DataTablePagingBarProps<Row> {
  state: DataTableState<Row>;
  /** Accessible name of the table, already translated (names the paging bar). */
  label: string;
}

/** The paging bar (shown only when paging applies): page size, the rows shown, previous and next page. */
export function DataTablePagingBar<Row>({ state, label }: DataTablePagingBarProps<Row>) {
  const { LL, locale } = useI18n();
  const { pageIndex, pageSize, lastPage, filteredCount } = state;
  if (!state.pagingShown) return null;
  return (
    <S.PagingBar aria-label={LL.table.paging({ table: label })}>
      <S.PageSize>
        <Select
          label={LL.table.pageSize()}
          options={pageSizeOptions}
          value={String(pageSize)}
          onValueChange={(value) => state.setPageSize(Number(value) as PageSize)}
        />
      </S.PageSize>
      <span>
        {LL.table.pageRange({
          from: formatNumber(pageIndex * pageSize + 1, locale),
          to: formatNumber(Math.min(filteredCount, (pageIndex + 1) * pageSize), locale),
          total: formatNumber(filteredCount, locale),
        })}
      </span>
      <Button
        variant="secondary"
        size="small"
        onClick={() => state.setPageIndex(pageIndex - 1)}
        disabled={pageIndex === 0}
      >
        {LL.table.previousPage()}
      </Button>
      <Button
        variant="secondary"
        size="small"
        onClick={() => state.setPageIndex(pageIndex + 1)}
        disabled={pageIndex >= lastPage}
      >
        {LL.table.nextPage()}
      </Button>
    </S.PagingBar>
  );
}
