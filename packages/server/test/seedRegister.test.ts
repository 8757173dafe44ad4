/**
 * The site and cage register through the import engine (issue 33, "The demo seed goes through the same door"): the
 * seed's register files (the `sites` and `cages` templates) give every dataset site its name, position,
 * municipality, production area, operator (with its name), maximum allowed biomass and species, and every cage of its generations —
 * the register the dataset used to be copied into — and importing them again changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase, type Db } from '../src/db.ts';
import { seedRegister } from '../src/import/seed/register.ts';
import { openTestDatabase, testDataset } from './helpers.ts';

let db: Db;
const dataset = testDataset();

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDatabase(db, dataset);
}, 60_000);
afterAll(() => db.close());

const storedSites = async () =>
  (
    await db.query<Record<string, unknown>>(
      `select locality_number, name, lat, lon, municipality, production_area_id, operator_id, operator_name,
         max_biomass_tonnes::float8 as max_biomass_tonnes, species, address from sites order by locality_number`,
    )
  ).rows;
const storedCages = async () =>
  (await db.query<{ locality_number: number; cage: string }>('select locality_number, cage from cages')).rows.sort(
    (a, b) => a.locality_number - b.locality_number || (a.cage < b.cage ? -1 : a.cage > b.cage ? 1 : 0),
  );

describe('the seeded site and cage register', () => {
  it('is empty after the directory seed and holds the dataset register after the register runs', async () => {
    expect(await storedSites()).toEqual([]);
    const runs = await seedRegister(db, dataset);
    expect(runs.map((run) => [run.format, run.status, run.rejected])).toEqual([
      ['sites-en-csv', 'succeeded', 0],
      ['cages-en-csv', 'succeeded', 0],
    ]);
    const sites = [...dataset.sites].sort((a, b) => a.localityNumber - b.localityNumber);
    expect(await storedSites()).toEqual(
      sites.map((site) => ({
        locality_number: site.localityNumber,
        name: site.name,
        lat: site.lat,
        lon: site.lon,
        municipality: site.municipality,
        production_area_id: site.productionAreaId,
        operator_id: site.operatorId,
        operator_name: dataset.operators.find((operator) => operator.id === site.operatorId)!.name,
        max_biomass_tonnes: site.maxBiomass,
        species: site.species,
        address: site.address,
      })),
    );
    const cages = sites.flatMap((site) =>
      [...new Set(site.generations.flatMap((generation) => generation.cages.map((cage) => cage.name)))]
        .sort()
        .map((cage) => ({ locality_number: site.localityNumber, cage })),
    );
    expect(await storedCages()).toEqual(cages);
  });

  it('changes nothing when imported again', async () => {
    const runs = await seedRegister(db, dataset);
    expect(runs.map((run) => [run.added, run.updated, run.changedFarms])).toEqual([
      [0, 0, []],
      [0, 0, []],
    ]);
    expect(runs[0]!.unchanged).toBe(dataset.sites.length);
  });
});
