/**
 * The farm column store built from the farm data tables (issue 33) equals the one built from the dataset, for farms
 * whose demo seed went through the import engine: every column of every cage series (NaN where not reported), the
 * running totals, the environment by depth, treatments, PCR tests, risks (from `site_weeks` and `disease_cases`), fish groups and disease cases.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDayNumber, getFarmDetail } from '@havbruk/api/dataset';
import { seedDatabase, type Db } from '../src/db.ts';
import { buildFarmColumns, FarmStore, type FarmColumns, type SeriesColumns } from '../src/farmStore/columns.ts';
import { loadFarmColumns } from '../src/farmStore/fromDatabase.ts';
import { prepareStores } from '../src/farmStore/persist.ts';
import { runImport } from '../src/import/engine.ts';
import { formatById, KINDS } from '../src/import/formats.ts';
import { seedFarmData } from '../src/import/seed/index.ts';
import { openMemoryDatabase, TEST_PUBLIC_WEEKS, testDataset } from './helpers.ts';

const dataset = testDataset();
const farmIds = [...new Set(dataset.organizations.flatMap((organization) => organization.farmIds))];
/** Farms of both top-level organizations, one with a harvest before the dataset's first day. */
const chosen = [
  farmIds[0]!,
  farmIds.at(-1)!,
  farmIds.find((id) =>
    getFarmDetail(dataset, id, { keep: false })!.cages.some((series) => series.before.slaughterCount > 0),
  )!,
];
let db: Db;

beforeAll(async () => {
  db = await openMemoryDatabase();
  await seedDatabase(db, dataset);
  await seedFarmData(db, dataset, { farmIds: chosen, public: { lastWeeks: TEST_PUBLIC_WEEKS } });
}, 120_000);
afterAll(() => db.close());

/** A column's values; -0 (an SGR of a day without growth, written `0` in the file) is 0. */
const list = (column: Float64Array) => Array.from(column, (entry) => (entry === 0 ? 0 : entry));
/** Columns summing the seed's harvested kilograms (written to the gram) may differ below a gram. */
const ROUNDED = new Set(['slaughterBiomass']);

const seriesFields = (series: SeriesColumns) =>
  Object.fromEntries(
    Object.entries(series).map(([key, field]) => [
      key,
      field instanceof Float64Array
        ? ROUNDED.has(key)
          ? list(field).map((entry) => Math.round(entry * 100) / 100)
          : list(field)
        : Array.isArray(field) && field[0] instanceof Float64Array
          ? (field as Float64Array[]).map(list)
          : key === 'before'
            ? { ...series.before, slaughterBiomass: Math.round(series.before.slaughterBiomass * 100) / 100 }
            : field,
    ]),
  );

const pcrOf = (farm: FarmColumns) =>
  farm.pcr
    .map((test) => ({
      date: test.date,
      cageIds: [...test.cageIds].sort(),
      diseases: test.diseases
        .map((entry) => ({ ...entry, avgCtValue: entry.avgCtValue === null ? null : entry.avgCtValue.toFixed(6) }))
        .sort((a, b) => a.disease.localeCompare(b.disease)),
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('the farm column store from the database', () => {
  for (const farmId of chosen)
    it(`equals the dataset's columns of farm ${farmId}`, async () => {
      const built = buildFarmColumns(dataset, farmId)!;
      const loaded = (await loadFarmColumns(db, dataset, farmId))!;
      // A cage emptied before the dataset's first day has no day to show in either.
      const shown = (farm: FarmColumns) => farm.series.filter((series) => series.length > 0).map(seriesFields);
      expect(shown(loaded)).toEqual(shown(built));
      expect(loaded.environment.firstDay).toBe(built.environment.firstDay);
      expect(loaded.environment.length).toBe(built.environment.length);
      for (const key of ['seaTemperature', 'oxygen', 'salinity'] as const)
        expect(loaded.environment[key].map(list)).toEqual(built.environment[key].map(list));
      for (const generationId of new Set(loaded.series.map((series) => series.generationId))) {
        expect(loaded.treatments.get(generationId) ?? []).toEqual(built.treatments.get(generationId) ?? []);
        expect(loaded.fishGroups.get(generationId)).toEqual(built.fishGroups.get(generationId));
        expect(loaded.diseases.get(generationId) ?? []).toEqual(built.diseases.get(generationId) ?? []);
      }
      expect(pcrOf(loaded)).toEqual(pcrOf(built));
      // Risk forecasts of the weeks stored in `site_weeks` (the test seed's last weeks).
      const seededFrom = dataset.weeks.at(-TEST_PUBLIC_WEEKS)!.start;
      expect(loaded.risks).toEqual(built.risks.filter((risk) => risk.date >= seededFrom));
    });
});

describe('a farm the database holds no private data of', () => {
  const unseeded = farmIds.find((id) => !chosen.includes(id))!;

  it('has no columns: nothing is built from the dataset for it', async () => {
    const farms = new FarmStore(dataset, { db });
    expect(await farms.ready(unseeded)).toBeUndefined();
    expect(farms.farm(unseeded)).toBeUndefined();
    expect(await farms.build(unseeded)).toBeUndefined();
    expect(await farms.ready(chosen[0]!)).toBeUndefined(); // not loaded yet: `load` reads the database
    await farms.load();
    expect(farms.farm(chosen[0]!)).toBeDefined();
  });

  it("is built from the dataset only by a test server's fallback store", async () => {
    const farms = new FarmStore(dataset, { db, fallback: new FarmStore(dataset) });
    expect(isDeepStrictEqual(farms.farm(unseeded), buildFarmColumns(dataset, unseeded))).toBe(true);
  });
});

describe('the saved farm store', () => {
  it("is keyed by the database's farm-data version: an import that changed rows makes the next start load again", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'havbruk-store-db-'));
    try {
      const start = () => {
        const farms = new FarmStore(dataset, { db });
        return { farms, prepared: prepareStores(farms, chosen, dir) };
      };
      const first = start();
      expect(await first.prepared).toBe('built');
      expect(isDeepStrictEqual(first.farms.farm(chosen[0]!), await loadFarmColumns(db, dataset, chosen[0]!))).toBe(
        true,
      );
      expect(await start().prepared).toBe('loaded');

      const site = dataset.sites.find((entry) => entry.id === chosen[0])!;
      const series = first.farms
        .farm(site.id)!
        .series.filter((entry) => entry.length > 0)
        .at(-1)!;
      const cage = series.cageId.slice(site.id.length + 1);
      const date = fromDayNumber(series.firstDay + series.length - 1);
      const format = formatById('lice-counts-en-csv')!;
      const result = await runImport({
        db,
        format,
        kind: KINDS.get(format.kind)!,
        chunks: Readable.from([
          Buffer.from(`locality_number,cage,date,adult_female_lice\n${site.localityNumber},${cage},${date},42.5\n`),
        ]),
        fileName: 'lice.csv',
        organizationId: null,
      });
      expect(result.status).toBe('succeeded');
      const again = start();
      expect(await again.prepared).toBe('built');
      const shown = again.farms
        .farm(site.id)!
        .series.find((entry) => entry.cageId === series.cageId && entry.firstDay === series.firstDay)!;
      expect(shown.female[series.length - 1]).toBe(42.5);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
