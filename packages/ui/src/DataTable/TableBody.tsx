import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { TranslationFunctions } from '../i18n/index.ts';
import type { Locale } from '../providers/index.ts';
import { cellText, type CellTexts } from './cells.ts';
import { isNumericKind, type ResolvedColumn } from './columns.ts';
import * as S from './DataTable.styles.ts';
import { ROW_HEIGHT } from './timings.ts';

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 6;

const interactive = 'a, button, input, select, textarea, label, [role="button"]';

interface BodyRowProps<Row> {
  row: Row;
  id: string;
  /** `aria-rowindex` (the header row is 1). */
  rowIndex: number;
  columns: readonly ResolvedColumn<Row>[];
  locale: Locale;
  texts: CellTexts;
  LL: TranslationFunctions;
  selectable: boolean;
  selected: boolean;
  onToggle: (id: string, row: Row) => void;
}

/**
 * One body row: plain `<tr>`/`<td>` with precomputed classes, memoised, so a scroll frame renders only the
 * rows that came into view and a selection change only the two rows it touches.
 */
function BodyRowView<Row>({
  row,
  id,
  rowIndex,
  columns,
  locale,
  texts,
  LL,
  selectable,
  selected,
  onToggle,
}: BodyRowProps<Row>) {
  const cells: ReactNode[] = [];
  let label = id;
  for (let c = 0; c < columns.length; c += 1) {
    const column = columns[c] as ResolvedColumn<Row>;
    const text = cellText(column.getValue(row), column as ResolvedColumn<unknown>, locale, texts);
    if (c === 0) label = text;
    cells.push(
      <td
        key={column.id}
        className={isNumericKind(column.kind) ? S.bodyClasses.cellEnd : S.bodyClasses.cellStart}
        title={text || undefined}
      >
        {column.render ? column.render(row, text) : text}
      </td>,
    );
  }
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!selectable) return;
    if ((event.target as Element).closest(interactive)) return;
    onToggle(id, row);
  };
  return (
    // A click anywhere on the row is a mouse shortcut; the row's select button is the keyboard control.
    <tr
      className={selectable ? S.bodyClasses.selectableRow : S.bodyClasses.row}
      aria-rowindex={rowIndex}
      data-state={selected ? 'selected' : undefined}
      onClick={selectable ? onClick : undefined}
    >
      {selectable ? (
        <td className={S.bodyClasses.cellStart}>
          <button
            type="button"
            className={S.bodyClasses.selectButton}
            aria-pressed={selected}
            aria-label={LL.table.selectRow({ row: label })}
            onClick={() => onToggle(id, row)}
          />
        </td>
      ) : null}
      {cells}
    </tr>
  );
}

const BodyRow = memo(BodyRowView) as typeof BodyRowView;

export interface TableBodyProps<Row> {
  /** The scrolling element (from a callback ref: the body's effects run before a parent's object ref is set). */
  scrollElement: HTMLDivElement | null;
  data: readonly Row[];
  /** Data indices of the shown rows (this page), in order. */
  rows: Uint32Array;
  rowId: (index: number) => string;
  /** Number of rows before this page (for `aria-rowindex`). */
  firstRowNumber: number;
  columns: readonly ResolvedColumn<Row>[];
  columnCount: number;
  locale: Locale;
  texts: CellTexts;
  LL: TranslationFunctions;
  selectable: boolean;
  selectedId: string | null;
  onToggle: (id: string, row: Row) => void;
  /** The empty-state row's text, or `undefined` when there are rows. */
  emptyText: string | undefined;
  /** A change of this value (new page, sort, search or filters) scrolls back to the top. */
  resetKey: unknown;
}

/**
 * The `<tbody>` with virtual rows: only the rows in and near the viewport are in the DOM, spacer rows keep
 * the scroll height. It owns the virtualiser, so scrolling re-renders the body alone (not the toolbar or
 * header), and unchanged rows are skipped by {@link BodyRow}'s memo.
 */
export function TableBody<Row>({
  scrollElement,
  data,
  rows,
  rowId,
  firstRowNumber,
  columns,
  columnCount,
  locale,
  texts,
  LL,
  selectable,
  selectedId,
  onToggle,
  emptyText,
  resetKey,
}: TableBodyProps<Row>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only, never memoised by the compiler
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualRows.length > 0 ? virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0) : 0;

  // Back to the top for new rows; setting scrollTop forces a layout, so only when not there already.
  const lastResetKey = useRef(resetKey);
  useEffect(() => {
    if (lastResetKey.current === resetKey) return;
    lastResetKey.current = resetKey;
    if (scrollElement && (virtualizer.scrollOffset ?? 0) !== 0) scrollElement.scrollTop = 0;
  }, [resetKey, scrollElement, virtualizer]);

  return (
    <tbody>
      {emptyText !== undefined ? (
        <tr>
          <S.EmptyCell colSpan={columnCount}>{emptyText}</S.EmptyCell>
        </tr>
      ) : null}
      {paddingTop > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: paddingTop, padding: 0, border: 0 }} />
        </tr>
      ) : null}
      {virtualRows.map((virtualRow) => {
        const index = rows[virtualRow.index];
        if (index === undefined) return null;
        const id = rowId(index);
        return (
          <BodyRow
            key={id}
            row={data[index] as Row}
            id={id}
            rowIndex={firstRowNumber + virtualRow.index + 2}
            columns={columns}
            locale={locale}
            texts={texts}
            LL={LL}
            selectable={selectable}
            selected={selectable && id === selectedId}
            onToggle={onToggle}
          />
        );
      })}
      {paddingBottom > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0, border: 0 }} />
        </tr>
      ) : null}
    </tbody>
  );
}
