/**
 * Large reads: `selectMany` (its own module, without the database drivers, so the browser-safe readers that use it —
 * the farm store's, the map's — stay importable by the stories).
 */
import type { Queryable } from './db.ts';

/** How `selectMany` reads a column: a number, a boolean (`t` / `f`) or text; null is null in all three. */
export type ColumnType = 'number' | 'boolean' | 'text';

const COPY_ESCAPES: Record<string, string> = { t: '\t', n: '\n', r: '\r', b: '\b', f: '\f', v: '\v' };
const copyText = (field: string) =>
  field.includes('\\') ? field.replace(/\\(.)/g, (_, char: string) => COPY_ESCAPES[char] ?? char) : field;

/**
 * A select of many rows (a start's map weeks, a farm's days): `columns` names the select list's columns in its order
 * with their types. On PGlite the rows come through `copy (…) to '/dev/blob'` in COPY's text format and are parsed
 * here: PGlite's own row decoding took 3-5 times as long (200,000 site weeks: 16-25 s against 5 s at a load of 22).
 * COPY takes no parameters, so `params` are integers only (on PostgreSQL too, where it is a query and its values are
 * read the same way), written into the statement in place of `$1`, `$2`, ….
 */
export const selectMany = async <T>(
  db: Queryable,
  sql: string,
  params: readonly number[],
  columns: { readonly [K in keyof T]: ColumnType },
): Promise<T[]> => {
  const names = Object.keys(columns) as (keyof T & string)[];
  const types = names.map((name) => columns[name]);
  const read = (field: string | number | boolean | null, type: ColumnType) =>
    field === null
      ? null
      : type === 'number'
        ? Number(field)
        : type === 'boolean'
          ? field === true || field === 't'
          : String(field);
  for (const param of params) if (!Number.isSafeInteger(param)) throw new Error(`selectMany: ${param} is no integer`);
  if (!db.copyOut) {
    const { rows } = await db.query<Record<string, string | number | boolean | null>>(sql, [...params]);
    return rows.map((row) => Object.fromEntries(names.map((name, i) => [name, read(row[name]!, types[i]!)])) as T);
  }
  const text = await db.copyOut(sql.replace(/\$(\d+)/g, (_, index: string) => String(params[Number(index) - 1])));
  const rows: T[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const fields = text.slice(start, end).split('\t');
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) {
      const field = fields[i]!;
      row[names[i]!] = field === '\\N' ? null : read(types[i] === 'text' ? copyText(field) : field, types[i]!);
    }
    rows.push(row as T);
    start = end + 1;
  }
  return rows;
};
