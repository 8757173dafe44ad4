/**
 * Import runs of a pipeline (issue 33): an organization's admin uploads a file in one of the product's templates; the
 * server's import engine answers the run's report. Column units of the templates: server README, "Import templates".
 */
import { z } from 'zod/mini';
import { Id, inputText, isoDate, LIMITS } from './common.ts';

/** The largest file one run takes (the server answers 413 above it). */
export const MAX_IMPORT_MB = 100;

export const ImportMode = z.enum(['all-or-nothing', 'valid-rows']);
export type ImportMode = z.infer<typeof ImportMode>;

/**
 * `succeeded`: written; `partial`: the valid rows written (`valid-rows`), the rest reported; `rejected`: a row was
 * refused and nothing was written; `forbidden`: a farm of the file belongs to another organization, nothing written;
 * `failed`: the file could not be read to its end (over the size limit), nothing written.
 */
export const ImportRunStatus = z.enum(['succeeded', 'partial', 'rejected', 'forbidden', 'failed']);
export type ImportRunStatus = z.infer<typeof ImportRunStatus>;

export const RejectedImportRow = z.object({
  /** The file's line (1 = the header; 0 = the file as a whole). */
  line: z.number().check(z.int()),
  code: z.string(),
  reason: z.string(),
});
export type RejectedImportRow = z.infer<typeof RejectedImportRow>;

export const ImportRun = z.object({
  id: z.string(),
  pipelineId: z.string(),
  userName: z.nullable(z.string()),
  startedAt: z.string(),
  durationMs: z.number().check(z.int()),
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number().check(z.int()),
  format: z.string(),
  mode: ImportMode,
  status: ImportRunStatus,
  added: z.number().check(z.int()),
  updated: z.number().check(z.int()),
  unchanged: z.number().check(z.int()),
  rejected: z.number().check(z.int()),
  latestDataDate: z.nullable(isoDate),
});
export type ImportRun = z.infer<typeof ImportRun>;

export const ImportRunReport = z.extend(ImportRun, {
  /** The first 1,000 rejected rows (the count is `rejected`). */
  rejectedRows: z.array(RejectedImportRow),
  /** Locality numbers of the file that belong to another organization (`forbidden`). */
  forbiddenFarms: z.array(z.number().check(z.int())),
});
export type ImportRunReport = z.infer<typeof ImportRunReport>;

export const StartImportQuery = z.object({
  fileName: inputText(LIMITS.name).check(z.trim()).check(z.minLength(1)),
  mode: z.optional(ImportMode),
  /** A format id (`lice-counts-no-csv`); detected from the file's first bytes when absent. */
  format: z.optional(inputText(LIMITS.name)),
});

export const PipelineRunParams = z.object({ id: Id, runId: Id });
