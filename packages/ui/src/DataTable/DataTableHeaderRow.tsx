import { useI18n } from '../i18n/index.ts';
import { isNumericKind } from './columns.ts';
import * as S from './DataTable.styles.ts';
import { SELECT_COLUMN_WIDTH } from './timings.ts';
import type { DataTableState } from './useDataTableState.ts';

const sortIcon = (direction: false | 'asc' | 'desc') => (
  <svg width="10" height="12" viewBox="0 0 10 12" aria-hidden="true" focusable="false">
    <path d="M5 0 10 5H0z" fill="currentColor" opacity={direction === 'asc' ? 1 : 0.3} />
    <path d="M5 12 0 7h10z" fill="currentColor" opacity={direction === 'desc' ? 1 : 0.3} />
  </svg>
);

const ariaSort = (direction: false | 'asc' | 'desc') =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';

export interface DataTableHeaderRowProps<Row> {
  state: DataTableState<Row>;
  /** Adds the selection column's header (a visually hidden "Selection"). */
  selectable: boolean;
}

/**
 * The column widths and the header row: one column header per visible column (`aria-sort` on sortable ones),
 * with a sort button cycling ascending → descending → the data's order.
 */
export function DataTableHeaderRow<Row>({ state, selectable }: DataTableHeaderRowProps<Row>) {
  const { LL } = useI18n();
  return (
    <>
      <colgroup>
        {selectable ? <col style={{ width: SELECT_COLUMN_WIDTH }} /> : null}
        {state.visibleColumns.map((column) => (
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
          {state.visibleColumns.map((column) => {
            const direction = state.sortDirection(column.id);
            return (
              <S.HeaderCell
                key={column.id}
                scope="col"
                align={isNumericKind(column.kind) ? 'end' : 'start'}
                aria-sort={column.sortable ? ariaSort(direction) : undefined}
              >
                {column.sortable ? (
                  <S.SortButton type="button" onClick={() => state.toggleSort(column.id)}>
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
    </>
  );
}
