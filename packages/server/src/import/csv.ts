/**
 * Streaming CSV reading and safe CSV writing for the import engine. `csvRows` decodes UTF-8 strictly (a byte that
 * is not UTF-8, or a NUL, ends the file with an `encoding` error) and yields one record per line with its 1-based
 * line number (the line it starts on); quoted fields may hold the separator, quotes (`""`) and line breaks. Memory:
 * one chunk and one row.
 */

export class EncodingError extends Error {
  constructor(readonly line: number) {
    super(`line ${line}: the file is not UTF-8 text`);
  }
}

export interface CsvRow {
  line: number;
  fields: string[];
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * The rows of a CSV file separated by `separator`; a byte-order mark is skipped, blank lines are not rows. A field is
 * taken as one slice of the decoded chunk (joined only across a chunk's end or around a doubled quote).
 */
export async function* csvRows(chunks: AsyncIterable<Uint8Array>, separator: string): AsyncIterable<CsvRow> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const separatorCode = separator.charCodeAt(0);
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let line = 1;
  let rowLine = 1;
  let pendingCr = false;
  /** Inside quotes a quote was read: a second one is a literal quote, anything else ends the quoted part. */
  let quotePending = false;
  const endRow = (): CsvRow | null => {
    fields.push(field);
    const row = fields.length === 1 && fields[0] === '' && !afterQuote ? null : { line: rowLine, fields };
    fields = [];
    field = '';
    afterQuote = false;
    return row;
  };
  const decode = (chunk: Uint8Array | undefined): string => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new EncodingError(line);
    }
  };
  const read = async function* (): AsyncIterable<string> {
    for await (const chunk of chunks) yield decode(chunk);
    yield decode(undefined);
  };
  for await (const text of read()) {
    /** Where the current field's text not yet added to `field` begins. */
    let start = 0;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (code === 0) throw new EncodingError(line);
      if (pendingCr) {
        pendingCr = false;
        if (code === LF) {
          start = index + 1;
          continue;
        }
      }
      if (quotePending) {
        quotePending = false;
        if (code === QUOTE) {
          field += '"';
          start = index + 1;
          continue;
        }
        quoted = false;
        afterQuote = true;
      }
      if (quoted) {
        if (code === QUOTE) {
          field += text.slice(start, index);
          quotePending = true;
          start = index + 1;
        } else if (code === LF) line += 1;
        continue;
      }
      if (code === QUOTE && field === '' && start === index && !afterQuote) {
        quoted = true;
        start = index + 1;
        continue;
      }
      if (code === separatorCode) {
        fields.push(field + text.slice(start, index));
        field = '';
        afterQuote = false;
        start = index + 1;
        continue;
      }
      if (code === LF || code === CR) {
        field += text.slice(start, index);
        pendingCr = code === CR;
        const row = endRow();
        line += 1;
        rowLine = line;
        start = index + 1;
        if (row) yield row;
      }
    }
    field += text.slice(start);
  }
  const last = endRow();
  if (last) yield last;
}

/** Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading `'` when exported. */
const FORMULA = /^[=+\-@\t\r]/;

/** One CSV field, quoted when needed, formula-safe. */
export const csvCell = (value: string | number | null, separator = ','): string => {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const csvLine = (values: readonly (string | number | null)[], separator = ','): string =>
  values.map((value) => csvCell(value, separator)).join(separator) + '\r\n';
