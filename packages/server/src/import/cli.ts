/**
 * `npm run import -- --org <id> --source <format> [--mode valid-rows] [--data-dir .data] FILE...`
 * `npm run import -- --source barentswatch-csv|barentswatch-json FILE...` (public data: no `--org`, issue 34)
 * `npm run import -- --source barentswatch --online [--from YYYY-WW]` (the online connector, `barentswatch/cli.ts`)
 *
 * Imports files through the engine into the database the server uses (`--data-dir`, or `DATABASE_URL` for
 * PostgreSQL): one run per file, recorded on the organization's pipeline of the format's kind. A fresh data
 * directory is created, migrated and seeded as the server does. A progress line on a terminal, a summary table,
 * exit code 1 when a file was not imported in full.
 *
 * `--server <url> --token <access token>` (or `HAVBRUK_TOKEN`) hands each file to a running server instead
 * (`POST /pipelines/{id}/runs`, streamed): the server imports it as an upload through its pipelines page would, and the
 * run shows in its pipelines. The embedded database takes one process: while a server answers on `--port` (default
 * 4000) the CLI hands public files to it through the operator's door (`POST /operator/imports/public`, with the secret
 * the server wrote into `--data-dir`), an organization's files when given a token, and otherwise stops and says how.
 */
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createDataset } from '@havbruk/api/dataset';
import { isSeeded, openDatabase, seedDatabase } from '../db.ts';
import { MAX_IMPORT_BYTES, runImport } from './engine.ts';
import { csvPartChunks, csvParts } from './csvParts.ts';
import { seedFarmData } from './seed/index.ts';
import { formatById, FORMATS, KINDS } from './formats.ts';
import { importOnline } from './barentswatch/cli.ts';
import { barentswatchJsonFormat } from './barentswatch/json.ts';
import { organizationPipelines } from './pipelines.ts';
import { TEMPLATES } from './templates.ts';
import { OPERATOR_IMPORT_PATH, OPERATOR_SECRET_FILE, readOperatorSecret } from '../routes/operatorImports.ts';
import type { RunReport } from './types.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback?: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const files = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
const fail = (message: string): never => {
  console.error(`[import] ${message}`);
  process.exit(2);
};

const source = option('source') ?? fail(`--source <format> is required: ${FORMATS.map((f) => f.id).join(', ')}`);
const online = source === 'barentswatch' && args.includes('--online');
const format = online
  ? barentswatchJsonFormat
  : (formatById(source) ?? fail(`unknown --source ${source}: ${FORMATS.map((f) => f.id).join(', ')}`));
// Public data (issue 34) belongs to no organization.
const organizationId =
  format.scope === 'public' ? null : (option('org') ?? fail('--org <organization id> is required'));
const mode = option('mode') === 'valid-rows' ? 'valid-rows' : 'all-or-nothing';
if (files.length === 0 && !online) fail('name at least one FILE');
const databaseUrl = process.env['DATABASE_URL'] || undefined;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = option('data-dir', path.join(root, '.data'))!;

type Summary = Pick<RunReport, 'status' | 'added' | 'updated' | 'unchanged' | 'rejected' | 'durationMs'> & {
  rejectedRows: { line: number; reason: string }[];
  forbiddenFarms: number[];
};

const report = (file: string, result: Summary) => {
  for (const row of result.rejectedRows.slice(0, 20)) console.log(`[import] ${file}:${row.line}: ${row.reason}`);
  if (result.rejected > 20) console.log(`[import] ${file}: ${result.rejected - 20} more rejected rows`);
  if (result.forbiddenFarms.length > 0)
    console.log(`[import] ${file}: locality ${result.forbiddenFarms.join(', ')} is not a farm of ${organizationId}`);
};

const finish = (results: { file: string; result: Summary }[]): never => {
  console.table(
    results.map(({ file, result }) => ({
      file,
      status: result.status,
      added: result.added,
      updated: result.updated,
      unchanged: result.unchanged,
      rejected: result.rejected,
      ms: result.durationMs,
    })),
  );
  process.exit(results.every(({ result }) => result.status === 'succeeded') ? 0 : 1);
};

/** Hands each file to a running server: one upload per file to the organization's pipeline of the format's kind. */
const handOff = async (base: string, token: string): Promise<never> => {
  const template = TEMPLATES.find((entry) => entry.kind === format.kind);
  if (!template || !organizationId)
    fail(
      `--source ${format.id} is public data, which belongs to no organization: no token takes it. Run the command on ` +
        'the machine of the server, naming its --data-dir and --port (the operator secret is read from that directory).',
    );
  const pipeline = `${organizationId}-${template!.name}`;
  // An organization's pipelines are made when they are first listed.
  const listed = await fetch(`${base.replace(/\/$/, '')}/organizations/pipelines`, {
    headers: { authorization: `Bearer ${token}` },
  }).catch((error: Error) => fail(`${base} did not answer: ${error.message}`));
  if (listed.status !== 200) fail(`${base} refused the token (${listed.status})`);
  const results: { file: string; result: Summary }[] = [];
  for (const file of files) {
    const query = new URLSearchParams({ fileName: path.basename(file), format: format.id });
    if (mode === 'valid-rows') query.set('mode', mode);
    const response = await fetch(`${base.replace(/\/$/, '')}/pipelines/${pipeline}/runs?${query}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': file.endsWith('.xlsx')
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'application/octet-stream',
      },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit).catch((error: Error) => fail(`${base} did not answer: ${error.message}`));
    const body = (await response.json().catch(() => ({}))) as Partial<Summary> & { message?: string };
    if (response.status !== 200 && response.status !== 403)
      fail(`${file}: the server answered ${response.status}: ${body.message ?? ''}`);
    const result: Summary = {
      status: response.status === 403 ? 'forbidden' : (body.status ?? 'failed'),
      added: body.added ?? 0,
      updated: body.updated ?? 0,
      unchanged: body.unchanged ?? 0,
      rejected: body.rejected ?? 0,
      durationMs: body.durationMs ?? 0,
      rejectedRows: body.rejectedRows ?? [],
      forbiddenFarms: body.forbiddenFarms ?? [],
    };
    if (response.status === 403) console.log(`[import] ${file}: ${body.message ?? 'refused'}`);
    report(file, result);
    results.push({ file, result });
  }
  return finish(results);
};

/**
 * Imports each file as runs of at most the upload limit (`HAVBRUK_IMPORT_MAX_BYTES`, default 100 MB): a CSV file above
 * it as parts under it (`csvParts.ts`), a run each, in order; a part not imported in full stops the file (the parts
 * before it stay: importing the file again changes nothing in them). Rejected rows are named by their line in the file.
 * `run` imports one part (here, or through the running server's door).
 */
const maxBytes = Number(process.env['HAVBRUK_IMPORT_MAX_BYTES']) || MAX_IMPORT_BYTES;
const importFiles = async (
  run: (fileName: string, chunks: AsyncIterable<Uint8Array>) => Promise<Summary>,
): Promise<{ file: string; result: Summary }[]> => {
  const tty = process.stdout.isTTY;
  const results: { file: string; result: Summary }[] = [];
  for (const file of files) {
    const size = statSync(file).size;
    const { headerBytes, parts } =
      size > maxBytes && format.id.endsWith('-csv')
        ? await csvParts(file, maxBytes)
        : { headerBytes: 0, parts: [{ start: 0, end: size, firstLine: 2 }] };
    let read = 0;
    const progress = tty
      ? setInterval(() => {
          const done = size === 0 ? 1 : read / size;
          process.stdout.write(
            `\r[import] ${path.basename(file)} [${'#'.repeat(Math.round(done * 30)).padEnd(30)}] ${Math.round(done * 100)} %`,
          );
        }, 200)
      : undefined;
    for (const [index, part] of parts.entries()) {
      const name = parts.length > 1 ? `${file} (part ${index + 1} of ${parts.length})` : file;
      const chunks = async function* () {
        for await (const chunk of headerBytes > 0
          ? csvPartChunks(file, headerBytes, part)
          : (createReadStream(file) as AsyncIterable<Uint8Array>)) {
          read += chunk.length;
          yield chunk;
        }
      };
      const result = await run(path.basename(name), chunks());
      // A part's line 2 is the file's line `firstLine`.
      const offset = part.firstLine - 2;
      const inFile = {
        ...result,
        rejectedRows: result.rejectedRows.map((row) => ({ ...row, line: row.line + offset })),
      };
      if (tty) process.stdout.write('\r\x1b[K');
      results.push({ file: name, result: inFile });
      report(file, inFile);
      if (result.status !== 'succeeded') break;
    }
    clearInterval(progress);
  }
  return results;
};

/**
 * Public files to the server running on the embedded database in `--data-dir`: each run streamed to its operator's
 * door (`POST /operator/imports/public`) with the secret the server wrote into that directory at start. The server
 * imports it as this process would (a run of no organization, on the "Public data" line) and applies it at once.
 */
const handOffPublic = async (base: string, port: string): Promise<never> => {
  const secret =
    readOperatorSecret(dataDir) ??
    fail(
      `a server is running on port ${port}, but ${dataDir} holds no operator secret (${OPERATOR_SECRET_FILE}): ` +
        'is it the server of this data directory? Name its directory with --data-dir (and its port with --port).',
    );
  return finish(
    await importFiles(async (fileName, chunks) => {
      const query = new URLSearchParams({ format: format.id, fileName, mode });
      const response = await fetch(`${base}${OPERATOR_IMPORT_PATH}?${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/octet-stream' },
        body: Readable.toWeb(Readable.from(chunks)) as ReadableStream<Uint8Array>,
        duplex: 'half',
      } as RequestInit).catch((error: Error) => fail(`${base} did not answer: ${error.message}`));
      const body = (await response.json().catch(() => ({}))) as Partial<Summary> & { message?: string };
      if (response.status === 413) console.log(`[import] ${fileName}: ${body.message ?? 'too large'}`);
      else if (response.status !== 200)
        fail(`${fileName}: the server on port ${port} answered ${response.status}: ${body.message ?? ''}`);
      return {
        status: body.status ?? 'failed',
        added: body.added ?? 0,
        updated: body.updated ?? 0,
        unchanged: body.unchanged ?? 0,
        rejected: body.rejected ?? 0,
        durationMs: body.durationMs ?? 0,
        rejectedRows: body.rejectedRows ?? [],
        forbiddenFarms: [],
      };
    }),
  );
};

const token = option('token') ?? process.env['HAVBRUK_TOKEN'];
const server = option('server');
if (server) await handOff(server, token ?? fail('--server needs --token <access token> (or HAVBRUK_TOKEN)'));
if (!databaseUrl) {
  const port = option('port', '4000')!;
  const running = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (running && online)
    fail(
      `a server is running on port ${port}; the embedded database in ${dataDir} takes one process at a time. The ` +
        'server fetches public data itself when BARENTSWATCH_CLIENT_ID and BARENTSWATCH_CLIENT_SECRET are set; for ' +
        'a backfill (--from), stop the server, run this command again, then start the server.',
    );
  if (running && format.scope === 'public') await handOffPublic(`http://127.0.0.1:${port}`, port);
  if (running && token) await handOff(`http://127.0.0.1:${port}`, token);
  if (running)
    fail(
      `a server is running on port ${port}; the embedded database in ${dataDir} takes one process at a time. ` +
        'Hand the files to it with --token <access token> (an admin of the organization), stop the server, ' +
        'or upload the file on the pipelines page (Settings → Pipelines → Import data).',
    );
}

const db = await openDatabase({ dataDir, url: databaseUrl });
if (!(await isSeeded(db))) {
  console.log('[import] a new database: seeding the demo data first');
  const dataset = createDataset({ sites: Number(option('sites', '1000')) });
  await seedDatabase(db, dataset);
  await seedFarmData(db, dataset);
}
if (online) await importOnline(db, option('from'));
const organization = organizationId
  ? ((
      await db.query<{ id: string; name: string }>('select id, name from organizations where id = $1', [organizationId])
    ).rows[0] ?? fail(`no organization ${organizationId}`))
  : null;
const pipeline = organization
  ? (await organizationPipelines(db, organization)).find((entry) => entry.kind === format.kind)!
  : null;

const results = await importFiles((fileName, chunks) =>
  runImport({
    db,
    format,
    kind: KINDS.get(format.kind)!,
    chunks,
    fileName,
    organizationId: organization?.id ?? null,
    pipelineId: pipeline?.id ?? null,
    mode,
    maxBytes,
  }),
);
await db.close();
finish(results);
