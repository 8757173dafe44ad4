/** The farm and map stores saved under the data directory and loaded at the next start when the dataset matches. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { MAP_DATA_KEYS } from '@havbruk/api';
import { FarmStore } from '../src/farmStore/columns.ts';
import { MapStore } from '../src/farmStore/map.ts';
import { prepareStores, STORE_FILE } from '../src/farmStore/persist.ts';
import { ORGS, testDataset } from './helpers.ts';

const dataset = testDataset();
const farmIds = dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds.slice(0, 3);
const dir = mkdtempSync(path.join(tmpdir(), 'havbruk-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const viewer = { isPrivate: (id: string) => farmIds.includes(id) };
const year = dataset.weeks.at(-1)!.year;

describe('saved farm store', () => {
  it('is built and saved the first time, loaded the next time with the same columns and map answers', async () => {
    const first = { farms: new FarmStore(dataset), maps: new MapStore(dataset) };
    expect(await prepareStores(first.farms, first.maps, farmIds, dir)).toBe('built');
    const second = { farms: new FarmStore(dataset), maps: new MapStore(dataset) };
    expect(await prepareStores(second.farms, second.maps, farmIds, dir)).toBe('loaded');
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
    // A restored map year's weights own their bytes: the deserialiser may give a view into the file's bytes (when
    // aligned), which would keep the whole file alive.
    const inFile = new Map(
      [...first.maps.snapshot()].map(([key, columns]) => {
        const bytes = new Float64Array(columns.weight.length + 1000);
        bytes.set(columns.weight, 500);
        return [key, { ...columns, weight: bytes.subarray(500, 500 + columns.weight.length) }];
      }),
    );
    const restored = new MapStore(dataset);
    restored.restore(inFile);
    for (const [key, columns] of restored.snapshot()) {
      expect(columns.weight.buffer.byteLength).toBe(columns.weight.byteLength);
      expect(columns.weight).toEqual(first.maps.snapshot().get(key)!.weight);
    }
    expect(second.maps.answer(year, undefined, [...MAP_DATA_KEYS], viewer)).toBe(
      first.maps.answer(year, undefined, [...MAP_DATA_KEYS], viewer),
    );
  });

  it('is rebuilt when the saved copy is of another dataset or does not match the generator; a farm it lacks is added', async () => {
    const file = path.join(dir, STORE_FILE);
    const saved = deserialize(readFileSync(file)) as {
      key: string;
      farms: { farms: Map<string, { series: unknown[] }> };
    };
    const fresh = () => prepareStores(new FarmStore(dataset), new MapStore(dataset), farmIds, dir);
    writeFileSync(file, serialize({ ...saved, key: 'another dataset' }));
    expect(await fresh()).toBe('built');
    expect(await fresh()).toBe('loaded');
    const added = dataset.sites.at(-1)!.id;
    const withAdded = new FarmStore(dataset);
    expect(await prepareStores(withAdded, new MapStore(dataset), [...farmIds, added], dir)).toBe('loaded');
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
