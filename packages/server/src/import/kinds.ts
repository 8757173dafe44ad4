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
  registers?: RecordKind['registers'];
}): RecordKind<R> => ({
  ...definition,
  key: (record) => definition.keyColumns.map((column) => record.fields[column] as string | number),
  values: (record) => definition.columns.map((column) => record.fields[column.column] ?? null),
});

/** The SQL type of a key column (the templates' keys are the farm, the cage, dates, texts and whole numbers). */
export const keyType = (column: string): KindColumn['sqlType'] =>
  ['locality_number', 'sample', 'year', 'week', 'depth_m'].includes(column)
    ? 'integer'
    : column.endsWith('date')
      ? 'date'
      : 'text';

/** The key columns and then the kind's own columns, with their SQL types: the staging table's columns, in order. */
export const stagedColumns = (kind: RecordKind): KindColumn[] => [
  ...kind.keyColumns.map((column) => ({ column, sqlType: keyType(column) })),
  ...kind.columns,
];

/** The run's staging table: a batch is copied into it (`COPY`), merged into the kind's table, then emptied. */
export const STAGE_TABLE = 'import_stage';

export const createStageSql = (kind: RecordKind): string =>
  `create temp table ${STAGE_TABLE} (${stagedColumns(kind)
    .map((column) => `${column.column} ${column.sqlType}`)
    .join(', ')}) on commit drop`;

/**
 * One statement that upserts the staged batch into the kind's table: a row equal to the stored one is left alone, so
 * the answer counts added and updated rows (the rest of the batch is unchanged) and names the farms that changed.
 */
export const mergeSql = (kind: RecordKind): string => {
  const names = stagedColumns(kind)
    .map((column) => column.column)
    .join(', ');
  const own = kind.columns.map((column) => column.column);
  const incomingOf = (column: KindColumn) => column.merge ?? `excluded.${column.column}`;
  const set = kind.columns.map((column) => `${column.column} = ${incomingOf(column)}`).join(', ');
  const stored = own.map((column) => `${kind.table}.${column}`).join(', ');
  const incoming = kind.columns.map(incomingOf).join(', ');
  // A kind without columns of its own (the register's cages) only adds what is not stored yet.
  const onConflict =
    own.length === 0 ? 'do nothing' : `do update set ${set} where (${stored}) is distinct from (${incoming})`;
  return `with written as (
      insert into ${kind.table} (${names}) select ${names} from ${STAGE_TABLE}
      on conflict (${kind.keyColumns.join(', ')}) ${onConflict}
      returning (xmax = 0) as inserted, locality_number)
    select (count(*) filter (where inserted))::int as added, (count(*) filter (where not inserted))::int as updated,
      coalesce(array_agg(distinct locality_number), '{}') as farms from written`;
};

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value as a field of COPY's text format (`\N` is null; backslash, tab and line breaks escaped). */
const copyField = (value: unknown): string =>
  value === null || value === undefined
    ? '\\N'
    : typeof value === 'string'
      ? value.replace(/[\\\t\n\r]/g, (char) => COPY_ESCAPES[char]!)
      : String(value);

/** A record as one line of COPY's text format, in `stagedColumns` order. */
export const copyLine = (kind: RecordKind, record: ImportRecord): string =>
  [...kind.key(record), ...kind.values(record)].map(copyField).join('\t') + '\n';
