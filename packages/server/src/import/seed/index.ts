/**
 * The demo seed of farm data, through the import engine (issues 33 and 34, "The demo seed goes through the same
 * door"): the synthetic generator writes its data as import files and they are imported as runs, on the first start,
 * after `--reset`, for a fresh CLI data directory, and on a database seeded before the seed existed. The site and cage
 * register goes through the `sites` and `cages` templates (`register.ts`), the synthetic public weekly data through the
 * BarentsWatch CSV parser (`public.ts`), the disease cases of the sites no organization holds as a run of no
 * organization (`register.ts`), the operators' private farm data through the other templates (`private.ts`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Dataset } from '@havbruk/api/dataset';
import type { Db } from '../../db.ts';
import { seedCertifications } from './certifications.ts';
import { importPrivateSeed, writePrivateSeed } from './private.ts';
import { seedPublicWeeks, type PublicSeedOptions } from './public.ts';
import { seedNationalDiseaseCases, seedRegister } from './register.ts';

const KEY = 'farm_data_seeded';

export interface FarmDataSeedOptions {
  /** Where the private files are written (a temporary folder when omitted); removed after. */
  directory?: string;
  /** The farms whose private data is imported (tests: some or none; default every farm an organization holds). */
  farmIds?: readonly string[];
  public?: PublicSeedOptions;
}

/**
 * `--demo-seed` of the server: `full` (default) or `small`, the demo seed without the operators' private farm data and
 * with only the last 8 weeks of public data (a server whose journey needs the demo users and a map, not their figures:
 * the e2e suite's company-provider API, e2e/externalIdp.spec.ts).
 */
export const demoSeedOption = (value: string | undefined): FarmDataSeedOptions | undefined => {
  if (value === undefined || value === 'full') return undefined;
  if (value === 'small') return { farmIds: [], public: { lastWeeks: 8 } };
  throw new Error(`--demo-seed is "full" or "small", not "${value}"`);
};

/**
 * Imports the demo seed's farm data unless this database has it: claimed in `meta` first, so of several processes
 * starting on one PostgreSQL one imports (`--reset` empties `meta`). On the embedded database (one process) a claim
 * left by a start that stopped part-way is taken over; on PostgreSQL such a database needs `--reset`. Answers whether
 * it imported.
 */
export const seedFarmData = async (db: Db, dataset: Dataset, options: FarmDataSeedOptions = {}): Promise<boolean> => {
  const claimed = await db.query<{ value: string; inserted: boolean }>(
    `insert into meta (key, value) values ($1, 'running') on conflict (key) do update set value = meta.value
     returning value, (xmax = 0) as inserted`,
    [KEY],
  );
  const row = claimed.rows[0];
  if (row && !row.inserted && (row.value === 'done' || db.kind === 'postgres')) {
    // Certification records have their own check (a database seeded before they were stored gets them); while
    // another process seeds, that process writes them after the register they refer to.
    if (row.value === 'done') await seedCertifications(db, dataset);
    return false;
  }
  const directory = options.directory ?? (await mkdtemp(path.join(tmpdir(), 'havbruk-seed-')));
  try {
    await seedRegister(db, dataset);
    await seedCertifications(db, dataset);
    await seedPublicWeeks(db, dataset, options.public);
    await seedNationalDiseaseCases(db, dataset);
    await importPrivateSeed(db, await writePrivateSeed(dataset, directory, { farmIds: options.farmIds }));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  await db.query(`update meta set value = 'done' where key = $1`, [KEY]);
  return true;
};
