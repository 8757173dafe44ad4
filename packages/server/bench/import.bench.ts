/**
 * The import engine on a large file (issue 33's targets): 1,000,000 rows of the daily cage data template
 * (`cageDaysFile.ts`: demo farms' cages, realistic values) into a fresh database, then the same file again (a
 * re-import: 0 rows changed), into PGlite and into PostgreSQL (its bulk path, `COPY`). Each import runs in a process
 * of its own (`importProcess.ts`), whose peak RSS is the memory figure (seeding runs in another process before it).
 * PostgreSQL: `DATABASE_URL` (a schema of its own, dropped after), else a throwaway local cluster (`scripts/pg-cluster.mjs`,
 * durability off as in the test pass); no PostgreSQL binaries → the PostgreSQL figures are left out with a line.
 * `npm run bench -- import` runs this file alone; `HAVBRUK_BENCH_IMPORT_ROWS` changes the size (default 1,000,000).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createDataset, DEMO_ORGANIZATION_IDS } from '@havbruk/api/dataset';
import { round, type BenchResult } from '../../../scripts/bench-types.ts';
import { startCluster, withSchema } from '../../../scripts/pg-cluster.mjs';
import { writeCageDaysFile } from './cageDaysFile.ts';
import type { ImportStepResult } from './importProcess.ts';

const ROWS = Number(process.env['HAVBRUK_BENCH_IMPORT_ROWS'] ?? 1_000_000);
const ORGANIZATION = DEMO_ORGANIZATION_IDS.group;

/** Runs a step of `importProcess.ts` in a process of its own and answers its message. */
export const step = <T>(args: string[]): Promise<T> =>
  new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'importProcess.ts'), args, {
      execArgv: ['--import', 'tsx', '--conditions=source'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: T | undefined;
    child.on('message', (message: T) => (answer = message));
    child.once('exit', (code) =>
      code === 0 && answer ? resolve(answer) : reject(new Error(`import step ${args[0]} exited with ${code}`)),
    );
  });

/** Seeds the database, imports the file twice and answers the figures of one database kind. */
const measure = async (label: string, target: string, file: string, farmIds: string[], limitSeconds: number) => {
  await step(['seed', target, ORGANIZATION, ...farmIds]);
  const result = await step<ImportStepResult>(['import', target, ORGANIZATION, file]);
  const { first, again } = result;
  if (first.status !== 'succeeded' || first.added !== ROWS)
    throw new Error(
      `${label}: the first import ${first.status}, ${first.added} added: ${JSON.stringify(result.firstRejected)}`,
    );
  const changed = again.added + again.updated;
  const seconds = first.durationMs / 1000;
  const againSeconds = again.durationMs / 1000;
  const rows = `${ROWS.toLocaleString('en')} daily cage rows`;
  return [
    {
      name: `import ${rows} into ${label}`,
      value: round(seconds, 1),
      unit: 's',
      target: `<= ${limitSeconds}`,
      passes: seconds <= limitSeconds,
    },
    {
      // On a machine shared beyond its cores the wall time is the scheduler's: the CPU time is the code's own.
      name: `import ${rows} into ${label}: CPU time of the importing process`,
      value: round(first.cpuMs / 1000, 1),
      unit: 's',
      target: 'none',
      passes: true,
    },
    {
      name: `import ${rows} into ${label}: rows per second`,
      value: Math.round(ROWS / seconds),
      unit: 'rows/s',
      target: 'none',
      passes: true,
    },
    {
      name: `re-import of the same file into ${label}`,
      value: round(againSeconds, 1),
      unit: 's',
      target: '<= 20',
      passes: againSeconds <= 20,
    },
    {
      name: `re-import of the same file into ${label}: CPU time of the importing process`,
      value: round(again.cpuMs / 1000, 1),
      unit: 's',
      target: 'none',
      passes: true,
    },
    {
      name: `re-import of the same file into ${label}: rows changed`,
      value: changed,
      unit: 'rows',
      target: '0',
      passes: changed === 0,
    },
    {
      name: `import into ${label}: cage_days on disk (table and indexes)`,
      value: round(result.tableMb, 0),
      unit: 'MB',
      target: 'none',
      passes: true,
    },
    {
      name: `import into ${label}: peak RSS of the importing process`,
      value: round(result.maxRssMb, 0),
      unit: 'MB',
      target: '<= 400',
      passes: result.maxRssMb <= 400,
    },
  ] satisfies BenchResult[];
};

export async function run(): Promise<BenchResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'havbruk-import-bench-'));
  try {
    const file = path.join(dir, 'cage-days.csv');
    const { rows, farmIds } = await writeCageDaysFile(file, createDataset({}), ORGANIZATION, ROWS);
    if (rows !== ROWS) throw new Error(`the dataset holds ${rows} cage days, fewer than ${ROWS}`);
    const results: BenchResult[] = [
      {
        name: 'import bench: machine load average (1 min)',
        value: round(loadavg()[0] as number, 2),
        unit: 'load',
        target: 'none',
        passes: true,
      },
      {
        name: 'import bench: file size',
        value: round(statSync(file).size / 1024 / 1024, 1),
        unit: 'MB',
        target: 'none',
        passes: true,
      },
    ];
    results.push(...(await measure('PGlite', path.join(dir, 'pglite'), file, farmIds, 60)));
    const cluster = process.env['DATABASE_URL'] ? undefined : await startCluster();
    const base = process.env['DATABASE_URL'] ?? cluster?.url;
    if (!base)
      console.log('[import bench] no PostgreSQL (DATABASE_URL or local binaries): PostgreSQL figures left out');
    else
      try {
        results.push(...(await withSchema(base, (url) => measure('PostgreSQL (COPY)', url, file, farmIds, 15))));
      } finally {
        await cluster?.stop();
      }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
