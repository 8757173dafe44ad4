/**
 * The import engine's plug-in interface (issue 33; issue 34's public BarentsWatch parsers plug in here unchanged).
 *
 * A **format** turns a file's bytes into records, one at a time: `parse` is an async iterable over the file's chunks,
 * so memory stays bounded whatever the file's size. Each row becomes either a record with its line number or a
 * rejection with its line number and a reason; the format checks what a row says on its own (header, types, ranges,
 * dates). The **engine** (`engine.ts`) checks what needs the database (the farm and cage exist, belong to the
 * organization the run is for, the key is not repeated in the file) and writes through the record's **kind**: the
 * kind owns the natural key and the table columns, so two formats of one kind (a CSV template and its `.xlsx` form,
 * or BarentsWatch's CSV and JSON) write the same rows and a re-import of either changes nothing.
 */

/** The tables an import writes (created in `db.ts`, "Farm data" block). */
export type FarmTable =
  | 'sites'
  | 'cages'
  | 'cage_environment'
  | 'site_weeks'
  | 'cage_days'
  | 'generations'
  | 'treatments'
  | 'disease_cases'
  | 'harvests'
  | 'lab_results';

/**
 * Who may import a format: `organization` formats carry an operator's private data and run through an organization's
 * pipeline (every farm in the file must belong to it); `public` formats (issue 34: the national weekly lice reports)
 * belong to no organization, create unknown sites from the row's own fields and are imported by whoever runs the
 * server (CLI, connector).
 */
export type FormatScope = 'organization' | 'public';

/** A record a format produced: the kind it is written by and the fields of that kind. */
export interface ImportRecord {
  /** The site's locality number (the Directorate of Fisheries' register number): sites are keyed by it, never by name. */
  localityNumber: number;
  /** The cage's name at the site (`M1`), for per-cage kinds. */
  cage?: string;
}

/** One parsed row: a record, or a rejection naming the file's line (1-based, the header is line 1). */
export type ParsedRow<R extends ImportRecord = ImportRecord> =
  { line: number; record: R } | { line: number; reason: RowReason };

/** Why a row (or the whole file, `line` 0 / 1) was refused: a code for the screen's text and an English message. */
export interface RowReason {
  code: RejectCode;
  /** English, specific: names the column and the value (`adult_female_lice: 120 is above 100`). */
  message: string;
}

export type RejectCode =
  | 'header' // missing, wrong or unknown header
  | 'separator' // the file's separator or decimal mark is not the form's
  | 'columns' // a row with more or fewer fields than the header
  | 'required' // an empty required field
  | 'number' // not a number in the form's decimal mark
  | 'range' // outside the column's range
  | 'date' // not a real calendar date, in the future or before 2000
  | 'week' // week 0, or 53 in a year with 52 ISO weeks
  | 'unknownFarm'
  | 'unknownCage'
  | 'duplicate' // the row's natural key repeats an earlier row of the same file
  | 'encoding' // binary or not UTF-8
  | 'empty'; // a file without rows

/** What a format says about a file's first bytes: `detect` for the screen's preview and the CLI without `--source`. */
export interface Detection {
  /** Whether the bytes look like this format (its header or signature). */
  matches: boolean;
  /** The columns the header names, in file order (for the preview). */
  columns?: string[];
}

/** A file format: one parser, one kind of record. */
export interface ImportFormat<R extends ImportRecord = ImportRecord> {
  /** Stable id, used on the CLI (`--source`), in the API and in `import_runs.format`. */
  id: string;
  /** The kind its records are written by (`kinds.ts`). */
  kind: RecordKindId;
  scope: FormatScope;
  /** Looks at the first bytes of a file (at most `DETECT_BYTES`). */
  detect(head: Uint8Array): Detection;
  /** Streams the file's rows. Never throws on bad input: a bad file yields one rejection (line 1, or 0 when empty). */
  parse(chunks: AsyncIterable<Uint8Array>, context: ParseContext): AsyncIterable<ParsedRow<R>>;
}

/** What a format needs besides the bytes: today's date (YYYY-MM-DD, UTC), after which no date may lie. */
export interface ParseContext {
  today: string;
}

/** The bytes `detect` is given. */
export const DETECT_BYTES = 4096;

export type RecordKindId =
  | 'liceCounts'
  | 'cageDays'
  | 'treatments'
  | 'harvests'
  | 'labResults'
  | 'diseaseCases'
  | 'stockings'
  | 'environment'
  | 'sites'
  | 'cages'
  | 'publicWeeks';

/** A column a kind writes: its table column, its SQL type and its unit (by the name the api contract's units use). */
export interface KindColumn {
  column: string;
  sqlType: 'numeric' | 'integer' | 'date' | 'text' | 'boolean';
  /** Unit name (`kg`, `tonne`, `celsius`, `licePerFish`, `count`, `percent`, `permille`, `metre`), or none. */
  unit?: string;
  /**
   * The value written over a stored row, as SQL over `excluded.<column>` and `<table>.<column>` (default the file's
   * value): issue 34's two forms of one kind each lack columns of the other, and a null the form does not carry
   * must not clear what the other form wrote (`coalesce(excluded.has_pd, site_weeks.has_pd)`).
   */
  merge?: string;
}

/**
 * A kind: how its records are keyed and written. A kind writes some columns of one table (lice counts and daily cage
 * data share `cage_days`: each writes only its own columns, so importing lice counts never clears a day's feed).
 * `sites` lets a public kind create or update the site a row names before its own row is written.
 */
export interface RecordKind<R extends ImportRecord = ImportRecord> {
  id: RecordKindId;
  table: FarmTable;
  /** The natural key columns (unique in `table`); `key` gives the same values for a record. */
  keyColumns: readonly string[];
  key(record: R): readonly (string | number)[];
  /** The columns it writes besides the key, with units. */
  columns: readonly KindColumn[];
  values(record: R): readonly unknown[];
  /** For public kinds: the site fields a row carries, upserted into `sites` by locality number. */
  site?(record: R): SiteFields;
  /**
   * The register's kinds write what other kinds' rows must name: `site` (the `sites` template) may name a site not
   * yet known and `cage` (the `cages` template) a cage not yet known; every other kind's row naming one is refused.
   */
  registers?: 'site' | 'cage';
}

/** A site as a row describes it (issue 34: created from the public row's own fields). */
export interface SiteFields {
  localityNumber: number;
  name: string;
  lat: number | null;
  lon: number | null;
  municipality: string | null;
  /** The county (fylke) by name, as the row writes it. */
  county: string | null;
  productionAreaId: number | null;
}

/** Counts of one run. `unchanged` rows matched a stored row exactly (a re-import changes nothing). */
export interface RunCounts {
  added: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

export interface RejectedRow {
  line: number;
  code: RejectCode;
  reason: string;
}

/** `all-or-nothing` (default): any rejected row writes nothing. `valid-rows`: the valid rows are written. */
export type ImportMode = 'all-or-nothing' | 'valid-rows';

export type RunStatus = 'succeeded' | 'rejected' | 'partial' | 'forbidden' | 'failed';

export interface RunReport extends RunCounts {
  runId: string;
  status: RunStatus;
  format: string;
  /** The first `MAX_REPORTED_REJECTIONS` rejected rows (the count is in `rejected`). */
  rejectedRows: RejectedRow[];
  /** Locality numbers in the file that belong to another organization (status `forbidden`). */
  forbiddenFarms: number[];
  durationMs: number;
  /** The latest date among the written rows (a pipeline's `mostRecentDataPoint`). */
  latestDataDate: string | null;
}

/** A run keeps at most this many rejected rows (a broken 1,000,000-row file stays a bounded report). */
export const MAX_REPORTED_REJECTIONS = 1000;
