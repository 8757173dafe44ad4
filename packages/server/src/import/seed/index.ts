/**
 * The demo farm data written as import files and imported through the engine (issues 33 and 34): the synthetic
 * public weekly data through the BarentsWatch CSV parser. Run when a database is seeded (first start, `--reset`, a
 * fresh CLI data directory) and on a database seeded before it existed.
 */
import type { Dataset } from '@havbruk/api/dataset';
import type { Db } from '../../db.ts';
import { seedPublicWeeks, type PublicSeedOptions } from './public.ts';

export interface FarmDataSeedOptions {
  public?: PublicSeedOptions;
}

export const seedFarmData = async (db: Db, dataset: Dataset, options: FarmDataSeedOptions = {}): Promise<void> => {
  await seedPublicWeeks(db, dataset, options.public);
};

/** Whether the demo farm data is to be imported: the database has no public weekly data at all. */
export const needsFarmDataSeed = async (db: Db): Promise<boolean> =>
  (await db.query('select 1 from site_weeks limit 1')).rows.length === 0;
