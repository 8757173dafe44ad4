/**
 * The demo seed of farm data, through the import engine (issue 33, "The demo seed goes through the same door"): the
 * synthetic generator writes its data as import files and they are imported as runs, on the first start and after
 * `--reset`. The operators' private farm data: `private.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Dataset } from '@havbruk/api/dataset';
import type { Db } from '../../db.ts';
import { importPrivateSeed, writePrivateSeed } from './private.ts';

const KEY = 'farm_data_seeded';

/**
 * Imports the demo seed's farm data unless this database has it: claimed in `meta` first, so of several processes
 * starting on one PostgreSQL one imports (`--reset` empties `meta`). On the embedded database (one process) a claim
 * left by a start that stopped part-way is taken over; on PostgreSQL such a database needs `--reset`. The files are
 * written under `directory` (a temporary folder when omitted) and removed after. `farmIds` limits the private data to
 * some farms (tests). Answers whether it imported.
 */
export const seedFarmData = async (
  db: Db,
  dataset: Dataset,
  options: { directory?: string; farmIds?: readonly string[] } = {},
): Promise<boolean> => {
  const claimed = await db.query<{ value: string }>(
    `insert into meta (key, value) values ($1, 'running') on conflict (key) do update set value = meta.value
     returning value, (xmax = 0) as inserted`,
    [KEY],
  );
  const row = claimed.rows[0] as { value: string; inserted: boolean } | undefined;
  if (row && !row.inserted && (row.value === 'done' || db.kind === 'postgres')) return false;
  const directory = options.directory ?? (await mkdtemp(path.join(tmpdir(), 'havbruk-seed-')));
  try {
    await importPrivateSeed(db, await writePrivateSeed(dataset, directory, { farmIds: options.farmIds }));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  await db.query(`update meta set value = 'done' where key = $1`, [KEY]);
  return true;
};
