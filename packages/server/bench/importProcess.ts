/**
 * One step of the import bench in its own process (`import.bench.ts` forks it), so the import's peak RSS is its own:
 * - `seed <dataDir|url> <organization> <farm ids…>`: creates and seeds the database from the default dataset, and
 *   gives the organization the farms the bench file names (an operator holding that many farms);
 * - `create <dataDir|url>`: creates the database (empty: no seed);
 * - `import <dataDir|url> <organization|-> <file> [format]`: imports the file twice through the engine (the second run
 *   a re-import that must change nothing) as the CLI does (a file of the machine's own: no upload limit), and answers
 *   both reports, the process's peak RSS and the kind's table size; `-` for public data (no organization), the format
 *   by id (default the daily cage data template).
 * The database is a PostgreSQL connection string when it starts with `postgres`, else a PGlite folder.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createDataset } from '@havbruk/api/dataset';
import { seedRegister } from '../src/import/seed/register.ts';
import { openDatabase, seedDatabase } from '../src/db.ts';
import { runImport, type RunResult } from '../src/import/engine.ts';
import { formatById, KINDS } from '../src/import/formats.ts';

type Report = Omit<RunResult, 'rejectedRows' | 'changedFarms'> & {
  /** CPU time of this process during the run, ms (with PGlite the database's work is in it too). */
  cpuMs: number;
};

export interface ImportStepResult {
  first: Report;
  again: Report;
  firstRejected: RunResult['rejectedRows'];
  /** Peak resident set size of this process, MB. */
  maxRssMb: number;
  /** The kind's table (`cage_days`, `site_weeks`) on disk after the import, with its indexes, MB. */
  tableMb: number;
}

const [step, target, organizationId, ...rest] = process.argv.slice(2) as [string, string, string, ...string[]];
const db = await openDatabase(target.startsWith('postgres') ? { url: target } : { dataDir: target });

if (step === 'create') {
  // The database created (its first start's work in a process of its own, as a server's first start would do it).
  await db.close();
  process.send?.({ done: true });
} else if (step === 'seed') {
  const dataset = createDataset({});
  await seedDatabase(db, dataset, { reset: true });
  await seedRegister(db, dataset);
  await db.query(
    `insert into organization_farms (organization_id, farm_id) select $1, unnest($2::text[]) on conflict do nothing`,
    [organizationId, rest],
  );
  await db.close();
  process.send?.({ done: true });
} else {
  const file = rest[0]!;
  const format = formatById(rest[1] ?? 'cage-days-en-csv')!;
  const kind = KINDS.get(format.kind)!;
  const once = async () => {
    const cpu = process.cpuUsage();
    const { rejectedRows, changedFarms, ...result } = await runImport({
      db,
      format,
      kind,
      chunks: createReadStream(file, { highWaterMark: 1 << 16 }),
      fileName: path.basename(file),
      organizationId: organizationId === '-' ? null : organizationId,
      maxBytes: Number.POSITIVE_INFINITY,
    });
    const used = process.cpuUsage(cpu);
    return { report: { ...result, cpuMs: (used.user + used.system) / 1000 }, rejectedRows, changedFarms };
  };
  const first = await once();
  const again = await once();
  const size = await db.query<{ bytes: string }>(`select pg_total_relation_size($1::regclass)::text as bytes`, [
    kind.table,
  ]);
  await db.close();
  process.send?.({
    first: first.report,
    again: again.report,
    firstRejected: first.rejectedRows.slice(0, 5),
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    tableMb: Number(size.rows[0]!.bytes) / 1024 / 1024,
  } satisfies ImportStepResult);
}
