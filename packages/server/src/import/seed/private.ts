/**
 * The demo seed's private farm data, written as import files in the product's own templates (issue 33, "The demo
 * seed goes through the same door"): every farm an organization holds, per top-level organization one English CSV
 * file per template (`<organization id>.<template name>.csv`), then imported through the engine as runs of the
 * organization's "Demo seed" pipeline. What the files hold, per farm, from the synthetic generator:
 *
 * - `stockings`: per generation still at sea on the dataset's first day (or stocked since) and cage, the fish
 *   stocked into the cage, the generation's stocking weight and its fish groups in the cage;
 * - `cage-days`: per cage and day of the farm detail, fish count, biomass, mean weight, dead per cause, feed and SGR
 *   (the generator's, from its unrounded weights);
 * - `lice-counts`: the cage's counts on counting days (mobile and stationary null where not counted, never 0);
 * - `harvests`: per cage and day with slaughter, fish and kg (fish × the day's mean weight). A cage harvested before
 *   the dataset's first day while its generation was still at sea gets one row on the day before the detail starts
 *   with what was harvested before (the generator keeps only that total);
 * - `treatments`: every treatment of every generation, one row per treated cage;
 * - `lab-results`: every PCR result of the farm's lab orders (Ct null when negative), the order's attachments of
 *   that cage separated by `|`;
 * - `disease-cases`: every disease case of every generation (status `confirmed` when it has a confirmed date);
 * - `environment`: the farm's daily sea temperature, oxygen saturation and salinity per depth, measured at one
 *   cage (the first cage of the farm's first generation): the generator has one measuring station per farm.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  DEPTHS,
  fromDayNumber,
  getFarmDetail,
  getLabOrders,
  getSite,
  MORTALITY_REASONS,
  type Dataset,
  type Site,
} from '@havbruk/api/dataset';
import type { FishGroup } from '@havbruk/api';
import type { Db } from '../../db.ts';
import { csvCell } from '../csv.ts';
import { runImport, type RunResult } from '../engine.ts';
import { formatById, KINDS } from '../formats.ts';
import { SEED_PIPELINE } from '../pipelines.ts';
import { headerOf, TEMPLATES, type Template } from '../templates.ts';

type Value = string | number | null;

/** Kilograms and weights to the gram, so a product of two numbers prints without floating-point noise. */
const grams = (kg: number): number => Math.round(kg * 1000) / 1000;

/** The fish groups of a generation in a cage, as the stockings template writes them: `name` or `name:state`, `|`. */
const fishGroupsCell = (groups: readonly FishGroup[], cageId: string): string =>
  groups
    .filter((group) => group.cageIds.includes(cageId))
    .map((group) => (group.state === 'active' ? group.name : `${group.name}:${group.state}`))
    .join('|');

/** The `disease-cases` rows of a site: every disease case of every generation. */
export const diseaseCaseRows = (site: Site): Value[][] =>
  site.generations.flatMap((generation) =>
    generation.diseases.map((entry) => [
      site.localityNumber,
      entry.type,
      entry.suspectedDate,
      entry.strain,
      entry.confirmedDate === null ? 'suspected' : 'confirmed',
      entry.confirmedDate,
      entry.endDate,
    ]),
  );

/**
 * The rows of one farm, per template name, each row its values in the template's column order (`TEMPLATES`; the
 * seed test reads the files back by column name, so an order that does not match the header fails it).
 */
export const farmRows = (dataset: Dataset, site: Site): Map<string, Value[][]> => {
  const detail = getFarmDetail(dataset, site.id, { keep: false });
  const rows = new Map<string, Value[][]>(TEMPLATES.map((template) => [template.name, []]));
  const stockings = rows.get('stockings')!;
  const cageDays = rows.get('cage-days')!;
  const lice = rows.get('lice-counts')!;
  const harvests = rows.get('harvests')!;
  const farm = site.localityNumber;
  const cageNames = new Map(
    site.generations.flatMap((generation) => generation.cages.map((cage) => [cage.id, cage.name] as const)),
  );
  for (const series of detail?.cages ?? []) {
    const generation = site.generations.find((entry) => entry.id === series.generationId)!;
    const cage = series.cageName;
    const { before } = series;
    stockings.push([
      farm,
      generation.season,
      cage,
      generation.species,
      generation.startDate,
      series.stocked,
      generation.stockingWeight,
      fishGroupsCell(generation.fishGroups, series.cageId),
    ]);
    if (before.slaughterCount > 0)
      harvests.push([
        farm,
        cage,
        fromDayNumber(series.firstDay - 1),
        before.slaughterCount,
        grams(before.slaughterBiomass),
        grams(before.slaughterBiomass / before.slaughterCount),
      ]);
    const dead = MORTALITY_REASONS.map((reason) => series.mortality[reason]);
    series.dates.forEach((date, index) => {
      const weight = series.weight[index]!;
      const day: Value[] = [farm, cage, date, series.count[index]!, series.biomass[index]!, weight];
      for (const reason of dead) day.push(reason[index]!);
      day.push(series.feed[index]!, series.sgr[index]!);
      cageDays.push(day);
      const female = series.female[index];
      if (female !== null && female !== undefined)
        lice.push([farm, cage, date, female, series.mobile[index] ?? null, series.stationary[index] ?? null, null]);
      const slaughtered = series.slaughterCount[index]!;
      if (slaughtered > 0) harvests.push([farm, cage, date, slaughtered, grams(slaughtered * weight), weight]);
    });
  }
  const treatments = rows.get('treatments')!;
  for (const generation of site.generations)
    for (const treatment of generation.treatments)
      for (const cageId of treatment.cageIds)
        treatments.push([farm, cageNames.get(cageId) ?? cageId, treatment.date, treatment.product, treatment.category]);
  rows.get('disease-cases')!.push(...diseaseCaseRows(site));
  const lab = rows.get('lab-results')!;
  for (const order of getLabOrders(dataset, site))
    for (const result of order.pcr) {
      const cage = result.cages[0]!;
      const attachments = order.attachments
        .filter((attachment) => attachment.cages.includes(cage))
        .map((attachment) => attachment.filename)
        .join('|');
      lab.push([
        farm,
        cage,
        order.orderId,
        result.disease,
        result.sample,
        order.sampledAt,
        order.testedAt,
        result.strain,
        result.value,
        attachments || null,
      ]);
    }
  const environment = rows.get('environment')!;
  const station = site.generations[0]?.cages[0]?.name;
  if (detail && station) {
    const { dates, seaTemperature, oxygen, salinity } = detail.environment;
    dates.forEach((date, index) => {
      for (const depth of DEPTHS)
        environment.push([
          farm,
          station,
          date,
          depth,
          seaTemperature[depth][index]!,
          oxygen[depth][index]!,
          salinity[depth][index]!,
        ]);
    });
  }
  return rows;
};

export interface SeedFile {
  organizationId: string;
  template: Template;
  /** The file's path; the English CSV form of the template. */
  file: string;
}

/** The order the files are imported in: a generation's stocking before its days, the days before their lice counts. */
const SEED_ORDER = [
  'stockings',
  'cage-days',
  'lice-counts',
  'harvests',
  'treatments',
  'lab-results',
  'disease-cases',
  'environment',
];

/** The organizations the seed writes files for: the top-level ones holding farms (each farm once). */
const seedOrganizations = (dataset: Dataset) => {
  const seen = new Set<string>();
  return dataset.organizations
    .filter((organization) => organization.parentOrganizationId === null)
    .map((organization) => ({
      id: organization.id,
      farmIds: organization.farmIds.filter((id) => !seen.has(id) && seen.add(id)),
    }))
    .filter((organization) => organization.farmIds.length > 0);
};

/** Buffered lines to a file stream, waiting for it to drain. */
const writer = (stream: WriteStream) => {
  let buffer = '';
  return {
    async line(values: readonly Value[]) {
      // Numbers need no quoting or formula guard (a negative temperature stays a number).
      buffer += values.map((value) => (typeof value === 'number' ? String(value) : csvCell(value))).join(',') + '\r\n';
      if (buffer.length > 1 << 20) await this.flush();
    },
    async flush() {
      if (buffer && !stream.write(buffer)) await once(stream, 'drain');
      buffer = '';
    },
    async end() {
      await this.flush();
      stream.end();
      await once(stream, 'close');
    },
  };
};

/**
 * Writes the seed's private farm data under `directory` (created when missing): per top-level organization holding
 * farms, one file per template. `farmIds` limits it to some farms (tests).
 */
export const writePrivateSeed = async (
  dataset: Dataset,
  directory: string,
  options: { farmIds?: readonly string[] } = {},
): Promise<SeedFile[]> => {
  await mkdir(directory, { recursive: true });
  const files: SeedFile[] = [];
  /** The files a row was written to. */
  const filled = new Set<string>();
  for (const organization of seedOrganizations(dataset)) {
    const farmIds = organization.farmIds.filter((id) => !options.farmIds || options.farmIds.includes(id));
    if (farmIds.length === 0) continue;
    const outputs = SEED_ORDER.map((name) => {
      const template = TEMPLATES.find((entry) => entry.name === name)!;
      const file = path.join(directory, `${organization.id}.${template.name}.csv`);
      files.push({ organizationId: organization.id, template, file });
      return { template, file, out: writer(createWriteStream(file, { mode: 0o600 })) };
    });
    for (const { template, out } of outputs) await out.line(headerOf(template, 'en'));
    for (const farmId of farmIds) {
      const site = getSite(dataset, farmId);
      if (!site) continue;
      const rows = farmRows(dataset, site);
      for (const { template, file, out } of outputs)
        for (const row of rows.get(template.name)!) {
          await out.line(row);
          filled.add(file);
        }
    }
    for (const { out } of outputs) await out.end();
  }
  // A file without rows (no disease case on the organization's farms) is not a run: the engine refuses it as empty.
  const empty = files.filter((file) => !filled.has(file.file));
  await Promise.all(empty.map((file) => rm(file.file)));
  return files.filter((file) => filled.has(file.file));
};

/**
 * Imports the seed's files through the engine, each as a run of its organization's "Demo seed" pipeline (made when
 * missing). A file the engine does not take in full is an error of the generator: it throws.
 */
export const importPrivateSeed = async (db: Db, files: readonly SeedFile[]): Promise<RunResult[]> => {
  const results: RunResult[] = [];
  for (const { organizationId, template, file } of files) {
    const pipelineId = `${organizationId}-${SEED_PIPELINE.suffix}`;
    await db.query(
      `insert into pipelines (id, organization_id, name, kind) values ($1, $2, $3, $4) on conflict do nothing`,
      [pipelineId, organizationId, SEED_PIPELINE.name, SEED_PIPELINE.kind],
    );
    const format = formatById(`${template.name}-en-csv`)!;
    const result = await runImport({
      db,
      format,
      kind: KINDS.get(format.kind)!,
      chunks: createReadStream(file),
      fileName: path.basename(file),
      organizationId,
      pipelineId,
    });
    if (result.status !== 'succeeded')
      throw new Error(
        `demo seed: ${path.basename(file)} was not imported (${result.status}): ${JSON.stringify(result.rejectedRows.slice(0, 3))}`,
      );
    results.push(result);
  }
  return results;
};
