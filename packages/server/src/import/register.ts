/**
 * The site and cage register, seeded with the demo data (until the demo seed goes through the engine, issue 33's
 * later step): every dataset site with its cages. Farm data and runs of an earlier seed are emptied.
 */
import type { Dataset } from '@havbruk/api/dataset';
import type { Queryable } from '../db.ts';

export const seedFarmRegister = async (tx: Queryable, dataset: Dataset): Promise<void> => {
  await tx.exec(
    'truncate sites, cages, site_weeks, cage_days, cage_environment, generations, treatments, disease_cases, harvests, lab_results, pipelines, import_runs cascade',
  );
  await fillRegister(tx, dataset);
};

/** A database seeded before the farm tables existed gets the register on open (once: while `sites` is empty). */
export const backfillFarmRegister = async (db: Queryable, dataset: Dataset): Promise<void> => {
  if ((await db.query('select 1 from sites limit 1')).rows.length === 0) await fillRegister(db, dataset);
};

const fillRegister = async (tx: Queryable, dataset: Dataset): Promise<void> => {
  const sites = dataset.sites;
  await tx.query(
    `insert into sites (locality_number, name, lat, lon, municipality, production_area_id, operator_id, max_biomass_tonnes, species)
     select * from unnest($1::integer[], $2::text[], $3::float8[], $4::float8[], $5::text[], $6::smallint[], $7::text[], $8::numeric[], $9::text[])`,
    [
      sites.map((site) => site.localityNumber),
      sites.map((site) => site.name),
      sites.map((site) => site.lat),
      sites.map((site) => site.lon),
      sites.map((site) => site.municipality),
      sites.map((site) => site.productionAreaId),
      sites.map((site) => site.operatorId),
      sites.map((site) => site.maxBiomass),
      sites.map((site) => site.species),
    ],
  );
  const cages = sites.flatMap((site) =>
    [...new Set(site.generations.flatMap((generation) => generation.cages.map((cage) => cage.name)))].map(
      (name) => [site.localityNumber, name] as const,
    ),
  );
  await tx.query(`insert into cages (locality_number, name) select * from unnest($1::integer[], $2::text[])`, [
    cages.map(([localityNumber]) => localityNumber),
    cages.map(([, name]) => name),
  ]);
};
