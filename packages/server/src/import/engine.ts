/**
 * The import engine: one file, one format, one transaction (server README, "Import engine"). Rows are read as the
 * format parses them and written in batches inside the run's transaction, so memory is bounded by a batch and the
 * compact set of natural keys seen (for duplicates inside the file, `keySet.ts`), not by the file.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable, Transaction } from '../db.ts';
import { upsertPublicSite } from './barentswatch/sites.ts';
import { bumpFarmDataVersion } from './watch.ts';
import { KeySet } from './keySet.ts';
import { copyLine, createStageSql, keyType, mergeSql, STAGE_TABLE, stagedColumns } from './kinds.ts';
import {
  MAX_REPORTED_REJECTIONS,
  type ImportFormat,
  type ImportMode,
  type RecordKind,
  type RejectedRow,
  type RowReason,
  type RunReport,
  type RunStatus,
} from './types.ts';

/**
 * Rows per batch: a batch is copied into the run's staging table (`COPY`: PostgreSQL's bulk path, PGlite's
 * `/dev/blob`) and merged into the kind's table by one statement. Memory: the batch's COPY text (about 3 MB), written
 * as UTF-8 into one buffer every batch reuses (a batch held as a string would leave old-generation garbage behind).
 */
const BATCH = 50_000;

/** The largest file a run takes (the API answers 413 above it; the CLI says so). */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the file is larger than ${limit / 1024 / 1024} MB`);
  }
}

export interface RunOptions {
  db: Db;
  format: ImportFormat;
  kind: RecordKind;
  chunks: AsyncIterable<Uint8Array>;
  fileName: string;
  /** The organization whose farms the file may name; null for a public format. */
  organizationId: string | null;
  pipelineId?: string | null;
  userId?: string | null;
  mode?: ImportMode;
  maxBytes?: number;
  /** Today (YYYY-MM-DD, UTC): no date may lie after it. */
  today?: string;
}

export interface RunResult extends RunReport {
  /** Locality numbers whose stored rows changed (the farm store rebuilds them). */
  changedFarms: number[];
  fileSize: number;
}

/** Thrown inside the transaction to roll it back with the report already made. */
class Rollback extends Error {}

async function* counted(
  chunks: AsyncIterable<Uint8Array>,
  limit: number,
  size: { bytes: number },
): AsyncIterable<Uint8Array> {
  for await (const chunk of chunks) {
    size.bytes += chunk.byteLength;
    if (size.bytes > limit) throw new TooLargeError(limit);
    yield chunk;
  }
}

/** A batch's COPY text as UTF-8 bytes, in a buffer that grows as needed and is reused by the next batch. */
class BatchBytes {
  #bytes = Buffer.allocUnsafe(4 << 20);
  length = 0;
  rows = 0;

  append(text: string) {
    if (this.length + text.length * 3 > this.#bytes.length) {
      const bigger = Buffer.allocUnsafe(this.#bytes.length * 2 + text.length * 3);
      this.#bytes.copy(bigger, 0, 0, this.length);
      this.#bytes = bigger;
    }
    this.length += this.#bytes.write(text, this.length);
    this.rows += 1;
  }

  /** The bytes written since the last `clear` (valid until the next `append`). */
  view(): Uint8Array<ArrayBuffer> {
    return this.#bytes.subarray(0, this.length);
  }

  clear() {
    this.length = 0;
    this.rows = 0;
  }
}

/** The farms an organization and its sub-organizations hold, by locality number. */
const organizationFarms = async (tx: Queryable, organizationId: string): Promise<Set<number>> => {
  const rows = await tx.query<{ farm_id: string }>(
    `with recursive tree(id) as (
       select id from organizations where id = $1
       union select o.id from organizations o join tree t on o.parent_organization_id = t.id)
     select farm_id from organization_farms where organization_id in (select id from tree)`,
    [organizationId],
  );
  return new Set(rows.rows.map((row) => Number(row.farm_id)));
};

/** Runs one import and records it in `import_runs`; never throws for bad input (a too-large file is `failed`). */
export const runImport = async (options: RunOptions): Promise<RunResult> => {
  const { db, format, kind } = options;
  const mode = options.mode ?? 'all-or-nothing';
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const started = new Date();
  const size = { bytes: 0 };
  const rejectedRows: RejectedRow[] = [];
  let rejected = 0;
  const forbidden = new Set<number>();
  const changed = new Set<number>();
  let added = 0;
  let updated = 0;
  let unchanged = 0;
  let latest: string | null = null;
  let status: RunStatus = 'succeeded';
  const reject = (line: number, reason: RowReason) => {
    rejected += 1;
    if (rejectedRows.length < MAX_REPORTED_REJECTIONS)
      rejectedRows.push({ line, code: reason.code, reason: reason.message });
  };

  const merge = mergeSql(kind);
  const columns = stagedColumns(kind).map((column) => column.column);
  const batch = new BatchBytes();
  const write = async (tx: Transaction) => {
    await tx.copyIn(STAGE_TABLE, columns, batch.view());
    batch.clear();
    const [result] = (await tx.query<{ added: number; updated: number; farms: number[] }>(merge)).rows;
    await tx.exec(`truncate ${STAGE_TABLE}`);
    added += result!.added;
    updated += result!.updated;
    for (const farm of result!.farms) changed.add(farm);
  };
  /** The key column holding a date (the latest written is the pipeline's `mostRecentDataPoint`), if there is one. */
  const dateKey = kind.keyColumns.findIndex((column) => keyType(column) === 'date');

  const task = async (tx: Transaction) => {
    await tx.exec(createStageSql(kind));
    const allowed = options.organizationId ? await organizationFarms(tx, options.organizationId) : null;
    /** Per locality: its cage names, or null when the site is unknown. */
    const sites = new Map<number, Set<string> | null>();
    const siteOf = async (localityNumber: number) => {
      if (!sites.has(localityNumber)) {
        const rows = await tx.query<{ name: string | null }>(
          `select c.cage as name from sites s left join cages c on c.locality_number = s.locality_number
           where s.locality_number = $1`,
          [localityNumber],
        );
        sites.set(
          localityNumber,
          rows.rows.length === 0 ? null : new Set(rows.rows.flatMap((row) => (row.name === null ? [] : [row.name]))),
        );
      }
      return sites.get(localityNumber)!;
    };
    /** The natural keys taken from the file (a duplicate is refused). */
    const seen = new KeySet(keyType(kind.keyColumns[kind.keyColumns.length - 1]!) === 'date');
    for await (const row of format.parse(counted(options.chunks, options.maxBytes ?? MAX_IMPORT_BYTES, size), {
      today,
    })) {
      if ('reason' in row) {
        reject(row.line, row.reason);
        continue;
      }
      const { record } = row;
      if (kind.site && !sites.has(record.localityNumber) && (await upsertPublicSite(tx, kind.site(record))))
        changed.add(record.localityNumber);
      // Looked up once per locality (an await per row would cost a microtask each).
      const cages = sites.has(record.localityNumber)
        ? sites.get(record.localityNumber)!
        : await siteOf(record.localityNumber);
      if (cages === null && kind.registers !== 'site') {
        reject(row.line, { code: 'unknownFarm', message: `locality ${record.localityNumber} is not a known site` });
        continue;
      }
      if (allowed && !allowed.has(record.localityNumber)) {
        forbidden.add(record.localityNumber);
        continue;
      }
      if (record.cage !== undefined && kind.registers !== 'cage' && !cages?.has(record.cage)) {
        reject(row.line, {
          code: 'unknownCage',
          message: `cage ${record.cage} is not a cage of locality ${record.localityNumber}`,
        });
        continue;
      }
      const key = kind.key(record);
      if (!seen.add(key)) {
        reject(row.line, { code: 'duplicate', message: `the same ${kind.keyColumns.join(', ')} as an earlier row` });
        continue;
      }
      const date = dateKey >= 0 ? key[dateKey] : undefined;
      if (typeof date === 'string' && (latest === null || date > latest)) latest = date;
      batch.append(copyLine(kind, record));
      if (batch.rows >= BATCH) await write(tx);
    }
    if (batch.rows > 0) await write(tx);
    unchanged = seen.size - added - updated;
    if (forbidden.size > 0) status = 'forbidden';
    else if (rejected > 0) status = mode === 'valid-rows' && added + updated + unchanged > 0 ? 'partial' : 'rejected';
    if (status === 'forbidden' || status === 'rejected') throw new Rollback();
    // Other server processes pick the run up by this version (`watch.ts`).
    const version = changed.size > 0 ? await bumpFarmDataVersion(tx) : null;
    await record(tx, version);
  };

  const runId = randomUUID();
  const report = (): RunResult => ({
    runId,
    status,
    format: format.id,
    added,
    updated,
    unchanged,
    rejected,
    rejectedRows,
    forbiddenFarms: [...forbidden].sort((a, b) => a - b),
    durationMs: Date.now() - started.getTime(),
    latestDataDate: status === 'succeeded' || status === 'partial' ? latest : null,
    changedFarms: status === 'succeeded' || status === 'partial' ? [...changed].sort((a, b) => a - b) : [],
    fileSize: size.bytes,
  });
  const record = async (tx: Queryable, version: number | null = null) => {
    const result = report();
    await tx.query(
      `insert into import_runs (id, pipeline_id, user_id, started_at, duration_ms, file_name, file_size, format, mode,
         status, rows_added, rows_updated, rows_unchanged, rows_rejected, latest_data_date, rejected_rows,
         farm_data_version, changed_farms)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)`,
      [
        runId,
        options.pipelineId ?? null,
        options.userId ?? null,
        started.toISOString(),
        result.durationMs,
        options.fileName,
        result.fileSize,
        format.id,
        mode,
        status,
        result.added,
        result.updated,
        result.unchanged,
        result.rejected,
        result.latestDataDate,
        JSON.stringify(result.rejectedRows),
        version,
        version === null ? null : result.changedFarms,
      ],
    );
  };

  try {
    await db.transaction(task);
  } catch (error) {
    if (error instanceof TooLargeError) {
      status = 'failed';
      rejectedRows.splice(0, rejectedRows.length, { line: 0, code: 'empty', reason: error.message });
    } else if (!(error instanceof Rollback)) throw error;
    // Nothing was written: the report says what the file held, the counts of written rows are 0.
    added = 0;
    updated = 0;
    unchanged = 0;
    await record(db);
  }
  return report();
};
