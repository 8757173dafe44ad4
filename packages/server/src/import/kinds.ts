/** Record kinds: a table, its natural key and the columns a kind writes (see `types.ts`). */
import type { ImportRecord, KindColumn, RecordKind, RecordKindId, FarmTable } from './types.ts';

/** A record whose fields are named by table column (the templates' records, and issue 34's public rows). */
export interface FieldsRecord extends ImportRecord {
  fields: Record<string, unknown>;
}

/** A kind that writes `columns` of `table`, keyed by `keyColumns`, reading both from `record.fields`. */
export const tableKind = <R extends FieldsRecord>(definition: {
  id: RecordKindId;
  table: FarmTable;
  keyColumns: readonly string[];
  columns: readonly KindColumn[];
}): RecordKind<R> => ({
  ...definition,
  key: (record) => definition.keyColumns.map((column) => record.fields[column] as string | number),
  values: (record) => definition.columns.map((column) => record.fields[column.column] ?? null),
});

const SQL_ARRAY: Record<KindColumn['sqlType'], string> = {
  numeric: 'numeric[]',
  integer: 'integer[]',
  date: 'date[]',
  text: 'text[]',
  boolean: 'boolean[]',
};

/** The SQL type of a key column (the templates' keys are the farm, the cage, dates, texts and whole numbers). */
const keyType = (column: string): KindColumn['sqlType'] =>
  ['locality_number', 'sample', 'year', 'week'].includes(column)
    ? 'integer'
    : column.endsWith('date')
      ? 'date'
      : 'text';

/**
 * One statement that upserts a batch of a kind's rows (one array parameter per column): a row equal to the stored
 * one is left alone (not returned), so the answer's `inserted` flags count added and updated rows and the rest of
 * the batch is unchanged.
 */
export const upsertSql = (kind: RecordKind): string => {
  const keys = kind.keyColumns.map((column) => ({ column, sqlType: keyType(column) }));
  const all = [...keys, ...kind.columns];
  const names = all.map((column) => column.column).join(', ');
  const arrays = all.map((column, index) => `$${index + 1}::${SQL_ARRAY[column.sqlType]}`).join(', ');
  const own = kind.columns.map((column) => column.column);
  const incomingOf = (column: KindColumn) => column.merge ?? `excluded.${column.column}`;
  const set = kind.columns.map((column) => `${column.column} = ${incomingOf(column)}`).join(', ');
  const stored = own.map((column) => `${kind.table}.${column}`).join(', ');
  const incoming = kind.columns.map(incomingOf).join(', ');
  return `insert into ${kind.table} (${names}) select * from unnest(${arrays})
    on conflict (${kind.keyColumns.join(', ')}) do update set ${set}
    where (${stored}) is distinct from (${incoming})
    returning (xmax = 0) as inserted`;
};
