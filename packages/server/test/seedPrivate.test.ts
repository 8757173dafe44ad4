/**
 * The demo seed's private farm data as import files (issue 33): every file parses with its template's format without
 * a rejection, and the parsed records hold the dataset's values in the contract's units (kg, fish, lice per fish,
 * °C, % saturation, ‰), with "not reported" null, never 0.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEPTHS,
  getFarmDetail,
  getLabOrders,
  getSite,
  MORTALITY_REASONS,
  type FarmDetail,
  type Site,
} from '@havbruk/api/dataset';
import { formatById } from '../src/import/formats.ts';
import { seedFarmData } from '../src/import/seed/index.ts';
import { farmRows, writePrivateSeed, type SeedFile } from '../src/import/seed/private.ts';
import { TEMPLATES, type TemplateRecord } from '../src/import/templates.ts';
import { call, ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

const dataset = testDataset();
const farmIds = [...new Set(dataset.organizations.flatMap((organization) => organization.farmIds))];
/** Farms of both top-level organizations, one of them with a harvest before the dataset's first day. */
const chosen = [
  farmIds[0]!,
  farmIds.at(-1)!,
  farmIds.find((id) =>
    getFarmDetail(dataset, id, { keep: false })!.cages.some((series) => series.before.slaughterCount > 0),
  )!,
];
let directory: string;
let files: SeedFile[];
const parsed = new Map<string, Map<string, TemplateRecord[]>>();

const parseFile = async ({ template, file }: SeedFile) => {
  const format = formatById(`${template.name}-en-csv`)!;
  const records: TemplateRecord[] = [];
  const rejected: unknown[] = [];
  for await (const row of format.parse(createReadStream(file), { today: dataset.today }))
    if ('reason' in row) rejected.push(row);
    else records.push(row.record as TemplateRecord);
  return { records, rejected };
};

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'havbruk-seed-'));
  files = await writePrivateSeed(dataset, directory, { farmIds: chosen });
});
afterAll(() => rm(directory, { recursive: true, force: true }));

const recordsOf = (farm: Site, template: string): TemplateRecord[] =>
  parsed.get(template)!.get(String(farm.localityNumber)) ?? [];
const byKey = (records: TemplateRecord[], ...columns: string[]) =>
  new Map(records.map((record) => [columns.map((column) => record.fields[column]).join('|'), record.fields]));

describe('the private demo seed as import files', () => {
  it('writes one file per template and top-level organization, each parsing without a rejection', async () => {
    expect(new Set(files.map((file) => file.organizationId))).toEqual(new Set(['org-nordvik-group', 'org-kvitfjord']));
    // Every private template has a file (the register's, `sites` and `cages`, are the register seed's); a template
    // without rows for an organization's chosen farms has none for it.
    const privateTemplates = TEMPLATES.filter((entry) => entry.kind !== 'sites' && entry.kind !== 'cages');
    expect(new Set(files.map((file) => file.template.name))).toEqual(
      new Set(privateTemplates.map((entry) => entry.name)),
    );
    expect(files.length).toBeLessThanOrEqual(2 * privateTemplates.length);
    for (const file of files) {
      const { records, rejected } = await parseFile(file);
      expect(rejected, file.file).toEqual([]);
      const byFarm = parsed.get(file.template.name) ?? new Map<string, TemplateRecord[]>();
      for (const record of records) {
        const list = byFarm.get(String(record.localityNumber)) ?? [];
        list.push(record);
        byFarm.set(String(record.localityNumber), list);
      }
      parsed.set(file.template.name, byFarm);
    }
    expect([...parsed.get('cage-days')!.keys()].sort()).toEqual(
      chosen.map((id) => String(getSite(dataset, id)!.localityNumber)).sort(),
    );
  });

  for (const farmId of chosen)
    it(`holds the dataset's values of farm ${farmId}`, () => {
      const site = getSite(dataset, farmId)!;
      const detail: FarmDetail = getFarmDetail(dataset, farmId, { keep: false })!;
      const days = byKey(recordsOf(site, 'cage-days'), 'cage', 'date');
      const lice = byKey(recordsOf(site, 'lice-counts'), 'cage', 'date');
      const stockings = byKey(recordsOf(site, 'stockings'), 'season', 'cage');
      const harvests = recordsOf(site, 'harvests');
      let counted = 0;
      const actual: unknown[] = [];
      const expected: unknown[] = [];
      for (const series of detail.cages) {
        const generation = site.generations.find((entry) => entry.id === series.generationId)!;
        expect(stockings.get(`${generation.season}|${series.cageName}`)).toMatchObject({
          stocked_count: series.stocked,
          stocking_date: generation.startDate,
          stocking_weight_kg: generation.stockingWeight,
          species: generation.species,
        });
        series.dates.forEach((date, index) => {
          const day = days.get(`${series.cageName}|${date}`);
          actual.push(day && [day.fish_count, day.biomass_kg, day.mean_weight_kg, day.feed_kg, day.sgr_percent_day]);
          expected.push([
            series.count[index],
            series.biomass[index],
            series.weight[index],
            series.feed[index],
            // An SGR of -0 (no growth) is written `0`.
            series.sgr[index] === 0 ? 0 : series.sgr[index],
          ]);
          actual.push(MORTALITY_REASONS.map((reason) => day?.[`dead_${reason}`]));
          expected.push(MORTALITY_REASONS.map((reason) => series.mortality[reason][index]));
          const count = lice.get(`${series.cageName}|${date}`);
          actual.push(
            count && [count.adult_female_lice, count.mobile_lice, count.stationary_lice, count.lice_fish_counted],
          );
          expected.push(
            series.female[index] === null
              ? undefined
              : [series.female[index], series.mobile[index], series.stationary[index], null],
          );
          if (series.female[index] !== null) counted += 1;
        });
        const cageHarvests = harvests.filter(
          (record) =>
            record.cage === series.cageName &&
            (record.fields.date as string) >= series.dates[0]! &&
            (record.fields.date as string) <= series.dates.at(-1)!,
        );
        const slaughtered = series.slaughterCount.reduce((sum, count) => sum + count, 0);
        if (series.dates.length > 0)
          expect(cageHarvests.reduce((sum, record) => sum + (record.fields.fish_count as number), 0)).toBe(slaughtered);
      }
      expect(actual).toEqual(expected);
      expect(days.size).toBe(detail.cages.reduce((sum, series) => sum + series.dates.length, 0));
      expect(lice.size).toBe(counted);
      const treatments = recordsOf(site, 'treatments');
      expect(treatments).toHaveLength(
        site.generations.reduce(
          (sum, generation) => sum + generation.treatments.reduce((total, entry) => total + entry.cageIds.length, 0),
          0,
        ),
      );
      const lab = byKey(recordsOf(site, 'lab-results'), 'order_id', 'cage', 'disease', 'sample');
      for (const order of getLabOrders(dataset, site))
        for (const result of order.pcr)
          expect(lab.get(`${order.orderId}|${result.cages[0]}|${result.disease}|${result.sample}`)).toMatchObject({
            sampled_date: order.sampledAt,
            tested_date: order.testedAt,
            strain: result.strain,
            ct_value: result.value,
          });
      const cases = byKey(recordsOf(site, 'disease-cases'), 'disease', 'suspected_date');
      const outbreaks = site.generations.flatMap((generation) => generation.diseases);
      expect(cases.size).toBe(outbreaks.length);
      for (const outbreak of outbreaks)
        expect(cases.get(`${outbreak.type}|${outbreak.suspectedDate}`)).toMatchObject({
          strain: outbreak.strain,
          status: outbreak.confirmedDate === null ? 'suspected' : 'confirmed',
          confirmed_date: outbreak.confirmedDate,
          end_date: outbreak.endDate,
        });
      const environment = byKey(recordsOf(site, 'environment'), 'date', 'depth_m');
      expect(environment.size).toBe(detail.environment.dates.length * DEPTHS.length);
      const measured = detail.environment.dates.flatMap((date) =>
        DEPTHS.map((depth) => {
          const row = environment.get(`${date}|${depth}`);
          return row && [row.temperature_c, row.oxygen_percent, row.salinity_permille];
        }),
      );
      expect(measured).toEqual(
        detail.environment.dates.flatMap((_, index) =>
          DEPTHS.map((depth) => [
            detail.environment.seaTemperature[depth][index],
            detail.environment.oxygen[depth][index],
            detail.environment.salinity[depth][index],
          ]),
        ),
      );
    });

  it('keeps what the generator harvested before its first day (one row on the day before the detail)', () => {
    const before = chosen.flatMap((farmId) =>
      getFarmDetail(dataset, farmId, { keep: false })!.cages.filter((series) => series.before.slaughterCount > 0),
    );
    expect(before.length).toBeGreaterThan(0);
    const harvested = chosen.flatMap((farmId) => recordsOf(getSite(dataset, farmId)!, 'harvests'));
    for (const series of before)
      expect(
        harvested.some(
          (record) => record.cage === series.cageName && record.fields.fish_count === series.before.slaughterCount,
        ),
      ).toBe(true);
  });
});

describe('the first start imports the private seed through the engine', () => {
  it("as runs of the organization's Demo seed pipeline, once", async () => {
    const farm = getSite(dataset, chosen[0]!)!;
    const server = await startTestServer({ seedFarmIds: [farm.id] });
    try {
      const runs = await server.db.query<{ pipeline_id: string; format: string; status: string; rows_added: number }>(
        'select pipeline_id, format, status, rows_added from import_runs order by pipeline_id nulls first, format',
      );
      // The public weeks', the register's and the other sites' disease cases' runs (no pipeline), then the private
      // templates' runs.
      expect(runs.rows.map((run) => [run.pipeline_id, run.format, run.status])).toEqual([
        [null, 'barentswatch-csv', 'succeeded'],
        [null, 'cages-en-csv', 'succeeded'],
        [null, 'disease-cases-en-csv', 'succeeded'],
        [null, 'sites-en-csv', 'succeeded'],
        ...runs.rows.slice(4).map((run) => [`${ORGS.group}-demo-seed`, run.format, 'succeeded']),
      ]);
      // A template without rows for the farm (a farm without disease cases) writes no file.
      const filled = [...farmRows(dataset, farm).values()].filter((rows) => rows.length > 0).length;
      expect(runs.rows).toHaveLength(4 + filled);
      const detail = getFarmDetail(dataset, farm.id, { keep: false })!;
      const stored = await server.db.query<{ days: number }>(
        'select count(*)::int as days from cage_days where locality_number = $1',
        [farm.localityNumber],
      );
      expect(stored.rows[0]!.days).toBe(detail.cages.reduce((sum, series) => sum + series.dates.length, 0));
      expect(runs.rows.find((run) => run.format === 'cage-days-en-csv')!.rows_added).toBe(stored.rows[0]!.days);

      const token = await server.oidc.issueAccessToken(USERS.superAdmin);
      const listed = await call(server, { method: 'GET', url: '/organizations/pipelines', token });
      const seed = (listed.body!.pipelines as { id?: string; pipeline: string; lastSuccess: string | null }[]).find(
        (pipeline) => pipeline.pipeline === 'Demo seed',
      )!;
      expect(seed.id).toBeUndefined();
      expect(seed.lastSuccess).not.toBeNull();

      // A later start finds the seed imported: nothing is written again.
      expect(await seedFarmData(server.db, dataset, { farmIds: [farm.id] })).toBe(false);
      const after = await server.db.query('select 1 from import_runs');
      expect(after.rows).toHaveLength(runs.rows.length);
    } finally {
      await server.close();
    }
  }, 60_000);
});
