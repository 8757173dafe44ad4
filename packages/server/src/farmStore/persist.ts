/**
 * The farm column store saved under the data directory (`farm-store.v8`, V8 serialisation: typed arrays,
 * maps and sets as they are) and loaded at the next start when it was built from the same data: the database's
 * farm-data version (moved by every import run that changed rows), the same format, and the dataset the farms without
 * private data in the database and the map are built from (seed, number of sites, days and weeks), and one farm
 * built again equal to its saved copy (so a changed builder or generator is noticed). Otherwise the store is loaded
 * from the database (and the dataset) and saved again. The map's years are not saved: they are built at every start
 * from the map's farms as the database holds them (a saved year could predate a public or private import).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import type { Dataset } from '@havbruk/api/dataset';
import type { FarmStore } from './columns.ts';

/** Bump when the saved columns change shape. */
const FORMAT = 4;
export const STORE_FILE = 'farm-store.v8';

const storeKey = (dataset: Dataset, version: string | null): string =>
  JSON.stringify([
    FORMAT,
    version,
    dataset.seed,
    dataset.sites.length,
    dataset.today,
    dataset.weeks[0]?.start,
    dataset.weeks.length,
  ]);

interface Saved {
  key: string;
  farms: ReturnType<FarmStore['snapshot']>;
}

const load = async (file: string, key: string, store: FarmStore, farmIds: string[]): Promise<Saved | undefined> => {
  if (!existsSync(file)) return undefined;
  try {
    const saved = deserialize(await readFile(file)) as Saved;
    if (saved.key !== key) return undefined;
    const probe = farmIds.find((id) => saved.farms.farms.has(id));
    if (probe !== undefined) {
      const fresh = await store.build(probe);
      if (!fresh || !isDeepStrictEqual(fresh, saved.farms.farms.get(probe))) return undefined;
    }
    return saved;
  } catch {
    return undefined; // unreadable or from another Node version: rebuilt
  }
};

/**
 * Fills the farm store for these farms: from the saved copy under `dataDir` when it matches (farms it lacks are built
 * and the copy saved again), else loaded from the database and built from the dataset (and saved when there is a
 * `dataDir`). Answers `loaded` or `built`.
 */
export const prepareStores = async (
  farmStore: FarmStore,
  farmIds: string[],
  dataDir: string | undefined,
): Promise<'loaded' | 'built'> => {
  const file = dataDir ? path.join(dataDir, STORE_FILE) : undefined;
  const key = storeKey(farmStore.dataset, await farmStore.version());
  const saved = file ? await load(file, key, farmStore, farmIds) : undefined;
  if (saved) farmStore.restore(saved.farms);
  else await farmStore.load();
  // Farms added to an organization since the copy was saved are built (and the copy saved again).
  const missing = farmIds.filter((id) => !farmStore.has(id));
  farmStore.warm(missing);
  if (file && (!saved || missing.length > 0)) {
    await mkdir(path.dirname(file), { recursive: true });
    const data: Saved = { key, farms: farmStore.snapshot() };
    await writeFile(`${file}.tmp`, serialize(data), { mode: 0o600 });
    await rename(`${file}.tmp`, file);
  }
  return saved ? 'loaded' : 'built';
};
