import type { ReactNode } from 'react';
import type { Measure } from '../format/index.ts';

/** A value a column reads from a row. Dates may be `Date` objects or ISO strings (`2024-05-17` or a full timestamp). */
export type CellValue = string | number | boolean | Date | null | undefined;

/**
 * What a column holds; decides formatting, alignment, sorting, the default filter and the CSV cell.
 * `percent` values are 0–100.
 */
export type ColumnKind = 'text' | 'integer' | 'decimal' | 'percent' | 'date' | 'boolean';

/** The filter control a column offers. */
export type ColumnFilterKind = 'text' | 'number' | 'date' | 'values';

export interface DataTableColumn<Row> {
  /** Stable id: used for sorting/filter state, hiding and the CSV. Defaults to a string accessor, then the header. */
  id?: string;
  /** Header text, already translated by the caller (e.g. `LL.lab.order()`). */
  header?: string;
  /** A key of the row, or a function reading the cell value from the row. */
  accessor?: (keyof Row & string) | ((row: Row) => CellValue);
  /** Defaults to `text`. */
  kind?: ColumnKind;
  /** Measure whose decimals the format module applies (e.g. `weight` → 2 decimals). */
  measure?: Measure;
  /** Explicit decimals; wins over `measure`. */
  decimals?: number;
  /** `true` picks the filter by kind (numbers → number, date → date, boolean → values, text → text). */
  filter?: boolean | ColumnFilterKind;
  /** Defaults to `true` when the column has an accessor. */
  sortable?: boolean;
  /** Not shown in the table. Needs an id, a string accessor or a header (developer error otherwise). */
  hidden?: boolean;
  /** Whether the column goes into the CSV. Defaults to `!hidden`: set `false` for a hidden export column. */
  exported?: boolean;
  /** Custom cell content; `text` is the formatted value. The CSV always uses the value, never this. */
  render?: (row: Row, text: string) => ReactNode;
  /** Fixed width in px; otherwise the table lays out automatically. */
  width?: number;
}

/** A column with its id and defaults resolved. */
export interface ResolvedColumn<Row> {
  id: string;
  header: string;
  kind: ColumnKind;
  measure: Measure | undefined;
  decimals: number | undefined;
  filter: ColumnFilterKind | undefined;
  sortable: boolean;
  hidden: boolean;
  exported: boolean;
  getValue: (row: Row) => CellValue;
  render: ((row: Row, text: string) => ReactNode) | undefined;
  width: number | undefined;
  definition: DataTableColumn<Row>;
}

/** Thrown for a column definition the table cannot honour: a mistake in code, not a user error. */
export class DataTableDeveloperError extends Error {
  override name = 'DataTableDeveloperError';
}

const defaultFilter = (kind: ColumnKind): ColumnFilterKind => {
  switch (kind) {
    case 'integer':
    case 'decimal':
    case 'percent':
      return 'number';
    case 'date':
      return 'date';
    case 'boolean':
      return 'values';
    case 'text':
      return 'text';
  }
};

const nonEmpty = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Resolves ids and defaults of the column definitions.
 * Throws a {@link DataTableDeveloperError} for a hidden column that cannot be identified
 * (spec 2 §5: "Hidden table columns must have a string accessor, id or header") and for duplicate ids.
 */
export function resolveColumns<Row>(columns: readonly DataTableColumn<Row>[]): ResolvedColumn<Row>[] {
  const seen = new Set<string>();
  return columns.map((column, index) => {
    const stringAccessor = typeof column.accessor === 'string' ? column.accessor : undefined;
    const namedId = [column.id, stringAccessor, column.header].find(nonEmpty);
    if (column.hidden && namedId === undefined) {
      throw new DataTableDeveloperError(
        `DataTable: the hidden column at index ${index} has no string accessor, id or header, so it cannot be hidden. ` +
          `Give it an \`id\` (for example \`{ id: 'sampleId', hidden: true, accessor: (row) => ... }\`).`,
      );
    }
    const id = namedId ?? `column-${index}`;
    if (seen.has(id)) {
      throw new DataTableDeveloperError(
        `DataTable: two columns share the id "${id}". Give each column a unique \`id\`.`,
      );
    }
    seen.add(id);
    const accessor = column.accessor;
    const getValue: (row: Row) => CellValue =
      accessor === undefined
        ? () => undefined
        : typeof accessor === 'function'
          ? accessor
          : (row) => (row as Record<string, CellValue>)[accessor];
    const kind = column.kind ?? 'text';
    const hidden = column.hidden ?? false;
    const filter = column.filter === true ? defaultFilter(kind) : column.filter === false ? undefined : column.filter;
    return {
      id,
      header: column.header ?? '',
      kind,
      measure: column.measure,
      decimals: column.decimals,
      filter: accessor === undefined ? undefined : filter,
      sortable: accessor !== undefined && (column.sortable ?? true),
      hidden,
      exported: column.exported ?? !hidden,
      getValue,
      render: column.render,
      width: column.width,
      definition: column,
    };
  });
}

/** True for the kinds whose values are numbers. */
export const isNumericKind = (kind: ColumnKind): boolean =>
  kind === 'integer' || kind === 'decimal' || kind === 'percent';
