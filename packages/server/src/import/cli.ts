/**
 * `npm run import -- --org <id> --source <format> [--mode valid-rows] [--data-dir .data] FILE...`
 * `npm run import -- --source barentswatch-csv|barentswatch-json FILE...` (public data: no `--org`, issue 34)
 * `npm run import -- --source barentswatch --online [--from YYYY-WW]` (the online connector, `barentswatch/cli.ts`)
 *
 * Imports files through the engine into the database the server uses (`--data-dir`, or `DATABASE_URL` for
 * PostgreSQL): one run per file, recorded on the organization's pipeline of the format's kind. A fresh data
 * directory is created, migrated and seeded as the server does. A progress line on a terminal, a summary table,
 * exit code 1 when a file was not imported in full. The embedded database takes one process: while a server answers
 * on `--port` (default 4000) the CLI stops and says so (upload through the pipelines page or the API instead).
 */
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDataset } from '@havbruk/api/dataset';
import { isSeeded, openDatabase, seedDatabase } from '../db.ts';
import { runImport, type RunResult } from './engine.ts';
import { seedFarmData } from './seed/index.ts';
import { formatById, FORMATS, KINDS } from './formats.ts';
import { importOnline } from './barentswatch/cli.ts';
import { barentswatchJsonFormat } from './barentswatch/json.ts';
import { organizationPipelines } from './pipelines.ts';

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

if (!databaseUrl) {
  const port = option('port', '4000');
  const running = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (running)
    fail(
      `a server is running on port ${port}; the embedded database in ${dataDir} takes one process at a time. ` +
        'Stop the server, or upload the file on the pipelines page (Settings → Pipelines → Import data).',
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

const tty = process.stdout.isTTY;
const results: { file: string; result: RunResult }[] = [];
for (const file of files) {
  const size = statSync(file).size;
  let read = 0;
  const stream = createReadStream(file);
  stream.on('data', (chunk) => {
    read += chunk.length;
  });
  const progress = tty
    ? setInterval(() => {
        const done = size === 0 ? 1 : read / size;
        process.stdout.write(
          `\r[import] ${path.basename(file)} [${'#'.repeat(Math.round(done * 30)).padEnd(30)}] ${Math.round(done * 100)} %`,
        );
      }, 200)
    : undefined;
  const result = await runImport({
    db,
    format,
    kind: KINDS.get(format.kind)!,
    chunks: stream,
    fileName: path.basename(file),
    organizationId: organization?.id ?? null,
    pipelineId: pipeline?.id ?? null,
    mode,
  });
  clearInterval(progress);
  if (tty) process.stdout.write('\r\x1b[K');
  results.push({ file, result });
  for (const row of result.rejectedRows.slice(0, 20)) console.log(`[import] ${file}:${row.line}: ${row.reason}`);
  if (result.rejected > 20) console.log(`[import] ${file}: ${result.rejected - 20} more rejected rows`);
  if (result.forbiddenFarms.length > 0)
    console.log(`[import] ${file}: locality ${result.forbiddenFarms.join(', ')} is not a farm of ${organizationId}`);
}
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
await db.close();
process.exit(results.every(({ result }) => result.status === 'succeeded') ? 0 : 1);
