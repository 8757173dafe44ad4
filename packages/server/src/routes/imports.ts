/**
 * Import area (issue 33): an organization's pipelines take files (`POST /pipelines/{id}/runs`, the body the file's
 * bytes, streamed into the engine), list their runs and give a run's report; the rejected rows of a run download as
 * CSV (`GET /pipelines/{id}/runs/{runId}/rejected.csv`) and the empty templates as CSV (`GET /imports/templates/...`).
 * Only an admin or super admin of the organization owning the pipeline may run or read an import.
 */
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { calls, type ImportRun, type ImportRunReport, type OrgRole } from '@havbruk/api';
import { forbidden, HttpError, notFound } from '../errors.ts';
import { csvLine } from '../import/csv.ts';
import { runImport, type RunResult } from '../import/engine.ts';
import { detectFormat, FORMATS, KINDS } from '../import/formats.ts';
import { emptyTemplate, TEMPLATES, type FormId } from '../import/templates.ts';
import { isoDay } from '../import/pipelines.ts';
import { DETECT_BYTES } from '../import/types.ts';
import type { Viewer } from '../store.ts';
import type { AreaDeps, Handlers } from './access.ts';

/** File types the upload takes as a raw stream. */
export const UPLOAD_TYPES = [
  'text/csv',
  'application/octet-stream',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

const ADMIN_ROLES = new Set<OrgRole>(['super_admin', 'admin']);

interface PipelineRow {
  id: string;
  organization_id: string;
  name: string;
  kind: string;
  is_disabled: boolean;
}

interface RunRow {
  id: string;
  pipeline_id: string;
  user_name: string | null;
  started_at: Date | string;
  duration_ms: number;
  file_name: string;
  file_size: string | number;
  format: string;
  mode: ImportRun['mode'];
  status: ImportRun['status'];
  rows_added: number;
  rows_updated: number;
  rows_unchanged: number;
  rows_rejected: number;
  latest_data_date: Date | string | null;
  rejected_rows: ImportRunReport['rejectedRows'];
}

const toRun = (row: RunRow): ImportRun => ({
  id: row.id,
  pipelineId: row.pipeline_id,
  userName: row.user_name,
  startedAt: new Date(row.started_at).toISOString(),
  durationMs: row.duration_ms,
  fileName: row.file_name,
  fileSize: Number(row.file_size),
  format: row.format,
  mode: row.mode,
  status: row.status,
  added: row.rows_added,
  updated: row.rows_updated,
  unchanged: row.rows_unchanged,
  rejected: row.rows_rejected,
  latestDataDate: isoDay(row.latest_data_date),
});

const RUN_COLUMNS = `r.id, r.pipeline_id, u.name as user_name, r.started_at, r.duration_ms, r.file_name, r.file_size,
  r.format, r.mode, r.status, r.rows_added, r.rows_updated, r.rows_unchanged, r.rows_rejected, r.latest_data_date::text as latest_data_date`;

/** The uploaded body as byte chunks: a stream (the upload types), or a string or buffer (another content type). */
export const bodyChunks = (body: unknown): AsyncIterable<Uint8Array> => {
  if (body instanceof Readable) return body;
  if (typeof body === 'string' || body instanceof Uint8Array) return Readable.from([Buffer.from(body)]);
  return Readable.from([]);
};

/** Reads up to `DETECT_BYTES` for detection and answers them with the stream that gives them again, then the rest. */
const peek = async (
  chunks: AsyncIterable<Uint8Array>,
): Promise<{ head: Uint8Array; all: AsyncIterable<Uint8Array> }> => {
  const iterator = chunks[Symbol.asyncIterator]();
  const taken: Uint8Array[] = [];
  let length = 0;
  while (length < DETECT_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    taken.push(next.value);
    length += next.value.byteLength;
  }
  const head = Buffer.concat(taken).subarray(0, DETECT_BYTES);
  const all = (async function* () {
    yield* taken;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
  return { head, all };
};

export const importHandlers = ({ app, context, store, access }: AreaDeps) => {
  const { requireViewer } = access;
  const db = store.db;

  /** The pipeline if the viewer may import into it (an admin or super admin of its organization): 404 / 403 else. */
  const pipelineFor = async (viewer: Viewer, id: string): Promise<PipelineRow> => {
    const pipeline = (await db.query<PipelineRow>('select * from pipelines where id = $1', [id])).rows[0];
    if (!pipeline || !viewer.roles.has(pipeline.organization_id)) throw notFound('Pipeline not found');
    const role = viewer.roles.get(pipeline.organization_id)!;
    if (!ADMIN_ROLES.has(role)) throw forbidden(`Your role (${role}) may not import data`);
    return pipeline;
  };

  const runReport = async (pipelineId: string, runId: string): Promise<ImportRunReport> => {
    const row = (
      await db.query<RunRow & { rejected_rows: ImportRunReport['rejectedRows'] }>(
        `select ${RUN_COLUMNS}, r.rejected_rows from import_runs r left join users u on u.id = r.user_id
         where r.id = $1 and r.pipeline_id = $2`,
        [runId, pipelineId],
      )
    ).rows[0];
    if (!row) throw notFound('Run not found');
    const rejectedRows = typeof row.rejected_rows === 'string' ? JSON.parse(row.rejected_rows) : row.rejected_rows;
    return { ...toRun(row), rejectedRows, forbiddenFarms: [] };
  };

  app.addContentTypeParser(UPLOAD_TYPES, (_request, payload, done) => done(null, payload));

  app.get<{ Params: { id: string; runId: string } }>(
    '/pipelines/:id/runs/:runId/rejected.csv',
    async (request, reply) => {
      const viewer = requireViewer(await access.authenticate(request, true));
      const pipeline = await pipelineFor(viewer, request.params.id);
      const report = await runReport(pipeline.id, request.params.runId);
      const body =
        csvLine(['line', 'code', 'reason']) +
        report.rejectedRows.map((row) => csvLine([row.line, row.code, row.reason])).join('');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rejected-${report.id}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.get<{ Params: { file: string } }>('/imports/templates/:file', async (request, reply) => {
    const match = /^([a-z-]+)-(en|no)\.csv$/.exec(request.params.file);
    const template = TEMPLATES.find((entry) => entry.name === match?.[1]);
    if (!match || !template) throw notFound('Template not found');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${request.params.file}"`)
      .send(emptyTemplate(template, match[2] as FormId));
  });

  return {
    startPipelineRun: async ({ viewer, params, query, request }) => {
      const current = requireViewer(viewer);
      const pipeline = await pipelineFor(current, params.id);
      const maxBytes = calls.startPipelineRun.upload!.maxBytes;
      if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge(maxBytes);
      const candidates = FORMATS.filter((format) => format.kind === pipeline.kind);
      const { head, all } = await peek(bodyChunks((request as FastifyRequest).body));
      const format =
        (query.format ? candidates.find((entry) => entry.id === query.format) : undefined) ??
        detectFormat(head, candidates)?.format ??
        // No header matched: the form the first line's separator suggests reports what is wrong with it.
        candidates.find((entry) => entry.id.endsWith(head.includes(0x3b) ? '-no-csv' : '-en-csv'))!;
      const result: RunResult = await runImport({
        db,
        format,
        kind: KINDS.get(format.kind)!,
        chunks: all,
        fileName: query.fileName,
        organizationId: pipeline.organization_id,
        pipelineId: pipeline.id,
        userId: current.user.id,
        mode: query.mode,
        maxBytes,
      });
      if (result.status === 'failed') throw tooLarge(maxBytes);
      if (result.status === 'forbidden')
        throw forbidden(
          `Locality ${result.forbiddenFarms.join(', ')} does not belong to this organization: nothing was imported`,
        );
      // The run is applied here before the answer (other processes pick it up by their poll).
      if (result.changedFarms.length > 0) await context.farmData.poll();
      return { ...(await runReport(pipeline.id, result.runId)), forbiddenFarms: result.forbiddenFarms };
    },
    getPipelineRuns: async ({ viewer, params }) => {
      const pipeline = await pipelineFor(requireViewer(viewer), params.id);
      const rows = await db.query<RunRow>(
        `select ${RUN_COLUMNS} from import_runs r left join users u on u.id = r.user_id
         where r.pipeline_id = $1 order by r.started_at desc limit 100`,
        [pipeline.id],
      );
      return { runs: rows.rows.map(toRun) };
    },
    getPipelineRun: async ({ viewer, params }) => {
      const pipeline = await pipelineFor(requireViewer(viewer), params.id);
      return runReport(pipeline.id, params.runId);
    },
  } satisfies Partial<Handlers>;
};

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The file is larger than ${maxBytes / 1024 / 1024} MB: nothing was imported`);
