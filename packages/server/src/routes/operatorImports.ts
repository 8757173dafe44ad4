/**
 * The server operator's door for public data (issue 34): `POST /operator/imports/public?format=…&fileName=…` takes a
 * public file (`barentswatch-csv`, `barentswatch-json`) as the body, streamed into the engine as a run of no
 * organization and no pipeline (the "Public data" line), and applies it before answering. Public data belongs to no
 * organization, so no user's token opens it: only the operator secret, which the server writes into its own data
 * directory at start (`operator-import-secret`, mode 0600, removed on close) and the import CLI, run by whoever runs
 * the server on the same machine, reads from `--data-dir`. Whoever can read that file can already read or replace the
 * whole database beside it: the door gives them nothing more. Refused before the body is read: from another machine
 * (403), without the secret (401) or with another (403); compared in constant time. The secret travels in the
 * `authorization` header (never the URL, which logs show).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db.ts';
import { MAX_IMPORT_BYTES, runImport } from '../import/engine.ts';
import { formatById, KINDS } from '../import/formats.ts';
import { isLoopback } from '../limits.ts';
import { bodyChunks, tooLarge } from './imports.ts';

export const OPERATOR_IMPORT_PATH = '/operator/imports/public';
export const OPERATOR_SECRET_FILE = 'operator-import-secret';

export const newOperatorSecret = (): string => randomBytes(32).toString('base64url');

/** Writes the secret into the data directory (0600, whole or not at all); answers its removal. */
export const writeOperatorSecret = (dataDir: string, secret: string): (() => void) => {
  const file = path.join(dataDir, OPERATOR_SECRET_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  writeFileSync(temporary, secret, { mode: 0o600, flag: 'wx' });
  renameSync(temporary, file);
  return () => rmSync(file, { force: true });
};

/** The secret of the server running on this data directory; undefined when none is. */
export const readOperatorSecret = (dataDir: string): string | undefined => {
  const file = path.join(dataDir, OPERATOR_SECRET_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
};

/** Equal secrets, in a time that does not depend on where they differ (both hashed to one length first). */
const sameSecret = (given: string, secret: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(secret).digest());

export const registerOperatorImports = (
  app: FastifyInstance,
  { db, secret, applyRuns }: { db: Db; secret: string; applyRuns: () => Promise<void> },
) =>
  app.post<{ Querystring: { format?: string; fileName?: string; mode?: string } }>(
    OPERATOR_IMPORT_PATH,
    {
      // Before the body is parsed or read.
      onRequest: async (request, reply) => {
        if (!isLoopback(request.ip))
          return reply.code(403).send({ message: 'Public data is imported on the machine that runs the server' });
        const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!given)
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer')
            .send({
              message: `The operator secret is required (the file ${OPERATOR_SECRET_FILE} of the data directory)`,
            });
        if (!sameSecret(given, secret))
          return reply.code(403).send({ message: 'Not the operator secret of this server' });
      },
    },
    async (request, reply) => {
      const format = formatById(request.query.format ?? '');
      if (format?.scope !== 'public')
        return reply
          .code(400)
          .send({ message: 'Invalid query: format: a public format (barentswatch-csv, barentswatch-json)' });
      if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) throw tooLarge(MAX_IMPORT_BYTES);
      const result = await runImport({
        db,
        format,
        kind: KINDS.get(format.kind)!,
        chunks: bodyChunks(request.body),
        fileName: request.query.fileName || 'public',
        organizationId: null,
        mode: request.query.mode === 'valid-rows' ? 'valid-rows' : 'all-or-nothing',
        maxBytes: MAX_IMPORT_BYTES,
      });
      if (result.status === 'failed') throw tooLarge(MAX_IMPORT_BYTES);
      if (result.changedFarms.length > 0) await applyRuns();
      const { runId, status, added, updated, unchanged, rejected, durationMs, rejectedRows } = result;
      return { runId, status, added, updated, unchanged, rejected, durationMs, rejectedRows };
    },
  );
