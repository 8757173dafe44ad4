/**
 * The demo seed's site and cage register through the import engine (issue 33, "The demo seed goes through the same
 * door"): the generator writes every dataset site as a row of the `sites` template (name, position, municipality,
 * production area, operator and its name, maximum allowed biomass, species, address) and every cage of its generations as a row of the
 * `cages` template, and the engine imports the two files as runs of no organization: the register of every site
 * stands for the Directorate of Fisheries' aquaculture register, which names holder, MTB and species of every site,
 * including the sites no demo organization holds (server README, "The demo seed's site and cage register").
 */
import { getOperator, type Dataset, type Site } from '@havbruk/api/dataset';
import type { Db } from '../../db.ts';
import { csvLine } from '../csv.ts';
import { runImport, type RunResult } from '../engine.ts';
import { formatById, KINDS } from '../formats.ts';
import { headerOf, TEMPLATES } from '../templates.ts';
import { diseaseCaseRows } from './private.ts';

type Value = string | number;
type RegisterTemplate = 'sites' | 'cages';

/** The register's rows of one site in a template (in its column order). */
const rowsOf = (dataset: Dataset, site: Site, name: RegisterTemplate): Value[][] =>
  name === 'sites'
    ? [
        [
          site.localityNumber,
          site.name,
          site.lat,
          site.lon,
          site.municipality,
          site.productionAreaId,
          site.operatorId,
          getOperator(dataset, site.operatorId)!.name,
          site.maxBiomass,
          site.species,
          site.address,
        ],
      ]
    : [...new Set(site.generations.flatMap((generation) => generation.cages.map((cage) => cage.name)))].map((cage) => [
        site.localityNumber,
        cage,
      ]);

/** The register file of one template (English CSV form): the header, then every site's rows. */
export const registerCsv = (dataset: Dataset, name: RegisterTemplate): string => {
  let text = csvLine(
    headerOf(
      TEMPLATES.find((template) => template.name === name)!,
      'en',
    ),
  );
  for (const site of dataset.sites) for (const row of rowsOf(dataset, site, name)) text += csvLine(row);
  return text;
};

/** Imports one file of the seed as a run of no organization; a row the engine refuses is a generator error. */
export const importSeedText = async (
  db: Db,
  dataset: Dataset,
  name: string,
  text: string,
  fileName: string,
): Promise<RunResult> => {
  const format = formatById(`${name}-en-csv`)!;
  const result = await runImport({
    db,
    format,
    kind: KINDS.get(format.kind)!,
    chunks: (async function* () {
      yield new TextEncoder().encode(text);
    })(),
    fileName,
    organizationId: null,
    today: dataset.today,
  });
  if (result.status !== 'succeeded')
    throw new Error(`demo seed: ${fileName} was not imported: ${JSON.stringify(result.rejectedRows[0])}`);
  return result;
};

/** Imports the register: the sites first (the cages name them). */
export const seedRegister = async (db: Db, dataset: Dataset): Promise<RunResult[]> => {
  const results: RunResult[] = [];
  for (const name of ['sites', 'cages'] as const)
    results.push(await importSeedText(db, dataset, name, registerCsv(dataset, name), `register.${name}.csv`));
  return results;
};

/**
 * The disease cases of the sites no organization holds (PD and ILA are notifiable: the Food Safety Authority
 * publishes every site's cases), as one `disease-cases` run of no organization; the organizations' farms get theirs
 * from their own runs (`private.ts`). Server README, "Diseases of the map and the ASC pages".
 */
export const seedNationalDiseaseCases = async (db: Db, dataset: Dataset): Promise<RunResult | null> => {
  const held = new Set(dataset.organizations.flatMap((organization) => organization.farmIds));
  const rows = dataset.sites.filter((site) => !held.has(site.id)).flatMap(diseaseCaseRows);
  // An empty file is not a run (the engine refuses it).
  if (rows.length === 0) return null;
  const template = TEMPLATES.find((entry) => entry.name === 'disease-cases')!;
  const text = csvLine(headerOf(template, 'en')) + rows.map((row) => csvLine(row)).join('');
  return importSeedText(db, dataset, 'disease-cases', text, 'national.disease-cases.csv');
};
