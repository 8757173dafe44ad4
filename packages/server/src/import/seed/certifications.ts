/**
 * The demo seed's certification records (server README, "Certifications"): the synthetic generator's certificates,
 * the generations before them, escapes and wildlife interactions, written into their tables
 * (`src/certifications.ts`). A seed step, not an import run: the import engine's kinds are an operator's per-cage
 * production data (through an organization's pipeline, every farm in the file the organization's) or the national
 * public weekly data, while certification records are per farm, come from the certification body, and cover farms
 * no demo organization holds. Only the lice report's data (`site_weeks`) comes through the engine.
 */
import { getAscFarmData, getCertifications, getSite, type Dataset } from '@havbruk/api/dataset';
import type { Db } from '../../db.ts';

/**
 * Writes the dataset's certification records unless the database holds some (a database seeded before they were
 * stored gets them at its next start; `--reset` empties them with the site register). Rows already there are kept
 * (`on conflict do nothing`), so processes starting together on one PostgreSQL write them once.
 */
export const seedCertifications = async (db: Db, dataset: Dataset): Promise<void> => {
  if ((await db.query('select 1 from certifications limit 1')).rows.length > 0) return;
  const certs = getCertifications(dataset);
  const farms = certs.map((cert) => {
    const site = getSite(dataset, cert.farmId)!;
    return { cert, localityNumber: site.localityNumber, data: getAscFarmData(dataset, site)! };
  });
  const holders = new Map(farms.map(({ data }) => [data.organization.alias, data.organization.name]));
  const histories = farms.flatMap(({ localityNumber, data }) =>
    data.histories.map((history) => ({ localityNumber, ...history })),
  );
  const escapes = farms.flatMap(({ localityNumber, data }) =>
    data.escapes.map((escape, entry) => ({ localityNumber, entry, ...escape })),
  );
  const wildlife = farms.flatMap(({ localityNumber, data }) =>
    data.wildlife.map((interaction, entry) => ({ localityNumber, entry, ...interaction })),
  );
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into certificate_holders (alias, name) select * from unnest($1::text[], $2::text[])
       on conflict (alias) do nothing`,
      [[...holders.keys()], [...holders.values()]],
    );
    await tx.query(
      `insert into certifications (locality_number, holder_alias, status, certification_date, start_date,
         unexplained_loss, unexplained_percent)
       select * from unnest($1::integer[], $2::text[], $3::text[], $4::date[], $5::date[], $6::integer[], $7::numeric[])
       on conflict (locality_number) do nothing`,
      [
        farms.map((farm) => farm.localityNumber),
        farms.map((farm) => farm.cert.alias),
        farms.map((farm) => farm.cert.status),
        farms.map((farm) => farm.cert.certificationDate),
        farms.map((farm) => farm.cert.startDate),
        farms.map((farm) => farm.cert.unexplainedLoss),
        farms.map((farm) => farm.cert.unexplainedPercent),
      ],
    );
    await tx.query(
      `insert into certification_histories (locality_number, start_date, status, unexplained_loss, unexplained_percent)
       select * from unnest($1::integer[], $2::date[], $3::text[], $4::integer[], $5::numeric[])
       on conflict (locality_number, start_date) do nothing`,
      [
        histories.map((history) => history.localityNumber),
        histories.map((history) => history.startDate),
        histories.map((history) => history.status),
        histories.map((history) => history.unexplainedLoss),
        histories.map((history) => history.unexplainedPercent),
      ],
    );
    await tx.query(
      `insert into escapes (locality_number, entry, date, fish_count, species, size)
       select * from unnest($1::integer[], $2::integer[], $3::date[], $4::integer[], $5::text[], $6::text[])
       on conflict (locality_number, entry) do nothing`,
      [
        escapes.map((escape) => escape.localityNumber),
        escapes.map((escape) => escape.entry),
        escapes.map((escape) => escape.date),
        escapes.map((escape) => escape.count),
        escapes.map((escape) => escape.species),
        escapes.map((escape) => escape.size),
      ],
    );
    await tx.query(
      `insert into wildlife_interactions (locality_number, entry, date, animal_count, species, type, cause)
       select * from unnest($1::integer[], $2::integer[], $3::date[], $4::integer[], $5::text[], $6::text[], $7::text[])
       on conflict (locality_number, entry) do nothing`,
      [
        wildlife.map((interaction) => interaction.localityNumber),
        wildlife.map((interaction) => interaction.entry),
        wildlife.map((interaction) => interaction.date),
        wildlife.map((interaction) => interaction.count),
        wildlife.map((interaction) => interaction.species),
        wildlife.map((interaction) => interaction.type),
        wildlife.map((interaction) => interaction.cause),
      ],
    );
  });
};
