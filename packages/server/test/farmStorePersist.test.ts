/**
 * The farm store saved under the data directory and loaded at the next start when the dataset matches; the map's
 * years are not saved (built at every start from the database's farms).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { FarmStore } from '../src/farmStore/columns.ts';
import { prepareStores, STORE_FILE } from '../src/farmStore/persist.ts';
import { ORGS, testDataset } from './helpers.ts';

const dataset = testDataset();
const farmIds = dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds.slice(0, 3);
const dir = mkdtempSync(path.join(tmpdir(), 'havbruk-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('saved farm store', () => {
  it('is built and saved the first time, loaded the next time with the same columns; holds no map years', async () => {
    const first = { farms: new FarmStore(dataset) };
    expect(await prepareStores(first.farms, farmIds, dir)).toBe('built');
    expect(Object.keys(deserialize(readFileSync(path.join(dir, STORE_FILE))) as object).sort()).toEqual([
      'farms',
      'key',
    ]);
    const second = { farms: new FarmStore(dataset) };
    expect(await prepareStores(second.farms, farmIds, dir)).toBe('loaded');
    for (const id of farmIds) expect(isDeepStrictEqual(second.farms.farm(id), first.farms.farm(id))).toBe(true);
    // Built and loaded alike, every daily column of a farm is a view of one buffer (the serialiser copies
    // each view alone, so the loaded columns are packed again).
    for (const store of [first.farms, second.farms])
      for (const id of farmIds) {
        const farm = store.farm(id)!;
        const columns = [
          ...farm.series.flatMap((series) => [series.count, series.feed, series.dead, ...series.mortality]),
          ...farm.environment.oxygen,
          ...farm.environment.seaTemperature,
        ];
        expect(columns.length).toBeGreaterThan(3);
        expect(new Set(columns.map((column) => column.buffer)).size).toBe(1);
      }
  });

  it('is rebuilt when the saved copy is of another dataset or does not match the generator; a farm it lacks is added', async () => {
    const file = path.join(dir, STORE_FILE);
    const saved = deserialize(readFileSync(file)) as {
      key: string;
      farms: { farms: Map<string, { series: unknown[] }> };
    };
    const fresh = () => prepareStores(new FarmStore(dataset), farmIds, dir);
    writeFileSync(file, serialize({ ...saved, key: 'another dataset' }));
    expect(await fresh()).toBe('built');
    expect(await fresh()).toBe('loaded');
    const added = dataset.sites.at(-1)!.id;
    const withAdded = new FarmStore(dataset);
    expect(await prepareStores(withAdded, [...farmIds, added], dir)).toBe('loaded');
    expect(withAdded.has(added)).toBe(true);
    const resaved = deserialize(readFileSync(file)) as typeof saved;
    expect(resaved.farms.farms.has(added)).toBe(true);
    const changed = deserialize(readFileSync(file)) as typeof saved;
    changed.farms.farms.get(farmIds[0]!)!.series.pop();
    writeFileSync(file, serialize(changed));
    expect(await fresh()).toBe('built');
    writeFileSync(file, 'not a store');
    expect(await fresh()).toBe('built');
    expect(await fresh()).toBe('loaded');
  });
});
