/**
 * The readers of the daily per-cage detail (conditions and entity, growth / mortality / harvest categorizations,
 * treatment places and mitigations, harvest projections) read the farm data tables (issue 33), not the dataset: for
 * farms whose demo seed went through the import engine they answer what the readers answer over the dataset's detail
 * and generations, and an import changes the next conditions and harvest answers at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDayNumber, getFarmDetail, toDayNumber, type Site } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import {
  getFarmConditions,
  getFarmEntity,
  getGrowthCategorization,
  getHarvestCategorization,
  getMortalityCategorization,
  getTreatmentMitigations,
  getTreatmentPlaces,
  type FarmView,
} from '../src/queries/farm.ts';
import { getHarvestActions } from '../src/queries/harvest.ts';
import { call, ORGS, startTestServer, testDataset, USERS } from './helpers.ts';

const dataset = testDataset();
const nordvik = dataset.organizations.find((organization) => organization.id === ORGS.nordvik)!.farmIds;
const siteOf = (id: string) => dataset.sites.find((site) => site.id === id)!;
const firstDay = dataset.weeks[0]!.start;
/**
 * A farm with fish at sea and a generation stocked before the dataset's first day that died there before it (one
 * farm: the seed is most of the file's time).
 */
const chosen = [
  siteOf(
    nordvik.find(
      (id) =>
        siteOf(id).generations.at(-1)?.endDate === null &&
        getFarmDetail(dataset, id)!.cages.some((series) => series.before.dead > 0),
    )!,
  ),
];

/**
 * What the readers read before: the dataset's detail and generations. The detail's cage series carried no
 * treatments (taken from the generation before the simulation had treated it): the tables' treatments of the cage
 * from the series' first day are read now.
 */
const datasetView = (site: Site): FarmView => {
  const detail = getFarmDetail(dataset, site.id)!;
  return {
    generations: site.generations,
    detail: {
      ...detail,
      cages: detail.cages.map((series) => ({
        ...series,
        treatments: site.generations
          .find((generation) => generation.id === series.generationId)!
          .treatments.filter((entry) => entry.cageIds.includes(series.cageId) && entry.date >= detail.start)
          .map(({ date, product, category }) => ({ date, product, category })),
      })),
    },
  };
};

let server: HavbrukServer;
let token: string;
/** The admin's view: the organization's farms are private, its operator in perspective. */
const viewer = { isPrivate: () => true, inPerspective: () => true };

beforeAll(async () => {
  server = await startTestServer({ seedFarmIds: chosen.map((site) => site.id) });
  token = await server.oidc.issueAccessToken(USERS.admin);
  // The pipelines are made when an organization's pipelines are first listed.
  await call(server, { method: 'GET', url: '/organizations/pipelines', token });
}, 120_000);
afterAll(() => server.close());

const post = async (url: string, body: unknown) => {
  const response = await call(server, { method: 'POST', url, token, body });
  expect(response.status).toBe(200);
  return response.body!;
};
const inWindow = (site: Site) =>
  site.generations.filter((generation) => generation.endDate === null || generation.endDate >= firstDay);

describe('the conditions of a cage and of a fish group', () => {
  it("are their own cages' figures, not the farm's", async () => {
    const [site] = chosen;
    const generation = site!.generations.at(-1)!;
    const series = getFarmDetail(dataset, site!.id)!.cages.filter((entry) => entry.generationId === generation.id);
    const lastCount = (entry: (typeof series)[number]) => entry.count.at(-1) ?? 0;
    const farm = await post('/conditions/data/entity', { entityType: 'farm', id: site!.id });
    const cage = series.find((entry) => lastCount(entry) > 0)!;
    const ofCage = await post('/conditions/data/entity', { entityType: 'cage', id: cage.cageId });
    expect(ofCage['currentFishCount']).toBe(lastCount(cage));
    expect(ofCage['totalStockedFishCount']).toBe(cage.stocked);
    expect(ofCage['currentFishCount']).toBeLessThan(farm['currentFishCount'] as number);
    const group = cage.fishGroupIds[0]!;
    const groupCages = series.filter((entry) => entry.fishGroupIds.includes(group));
    const ofGroup = await post('/conditions/data/entity', { entityType: 'fishGroup', id: group });
    expect(ofGroup['currentFishCount']).toBe(groupCages.reduce((sum, entry) => sum + lastCount(entry), 0));
  });
});

describe('the readers of the daily detail, for farms seeded through the import engine', () => {
  for (const site of chosen)
    it(`answer for farm ${site.id} what they answer over the dataset's detail`, async () => {
      const view = datasetView(site);
      const entity = await call(server, { method: 'GET', url: `/entities/data/farm/${site.id}`, token });
      expect(entity.body).toEqual(
        JSON.parse(
          JSON.stringify(
            getFarmEntity(
              dataset,
              site,
              { ...viewer, organizationsOf: () => (entity.body!['organizations'] as never[]) ?? [] },
              view.generations,
            ),
          ),
        ),
      );
      const genIds = [undefined, ...inWindow(site).map((generation) => generation.id)];
      const conditions = await post('/conditions/data/status', {
        entities: genIds.map((genId) => ({ entityType: 'farm', id: site.id, ...(genId ? { genId } : {}) })),
      });
      expect(conditions['conditions']).toEqual(
        genIds.map((genId) => getFarmConditions(dataset, site, viewer, genId, view)),
      );
      for (const genId of genIds) {
        const body = { entityType: 'farm', id: site.id, ...(genId ? { genId } : {}) };
        expect((await post('/benchmark/data/categorizations/growth', body))['rows']).toEqual(
          getGrowthCategorization(dataset, site, genId, view),
        );
        expect((await post('/benchmark/data/categorizations/mortality', body))['rows']).toEqual(
          getMortalityCategorization(dataset, site, { genId }, view),
        );
        expect((await post('/benchmark/data/categorizations/harvest', body))['rows']).toEqual(
          getHarvestCategorization(dataset, site, { genId }, view),
        );
      }
      const entities = [{ entityType: 'farm', id: site.id }];
      expect(await post('/recommend/data/places/treatment', { entities })).toEqual(
        JSON.parse(JSON.stringify(getTreatmentPlaces(dataset, [site], () => view))),
      );
      expect((await post('/recommend/data/mitigations/treatment', { entities }))['cages']).toEqual(
        JSON.parse(JSON.stringify(getTreatmentMitigations(dataset, site, [], view))),
      );
      // The route's default range: today and the 89 days after.
      const end = fromDayNumber(toDayNumber(dataset.today) + 89);
      for (const perCage of [false, true])
        expect((await post('/recommend/data/actions/harvest', { entities, perCage }))['records']).toEqual(
          getHarvestActions(dataset, [site], dataset.today, end, { perCage }, () => view),
        );
    }, 60_000);
});

describe('an import', () => {
  it('of cage days changes the next conditions and harvest projection answers at once', async () => {
    const site = chosen[0]!;
    const generation = site.generations.at(-1)!;
    expect(generation.endDate).toBeNull();
    const series = getFarmDetail(dataset, site.id)!.cages.find(
      (entry) => entry.generationId === generation.id && (entry.count.at(-1) ?? 0) > 0,
    )!;
    const date = series.dates.at(-1)!;
    const entities = [{ entityType: 'farm', id: site.id }];
    const conditions = async () =>
      ((await post('/conditions/data/status', { entities }))['conditions'] as Record<string, number>[])[0]!;
    const projection = async () =>
      (
        (await post('/recommend/data/actions/harvest', { entities, perCage: true, start: date, end: date }))[
          'records'
        ] as { cageId: string; populations: { weight: { value: number }; count: { value: number } }[] }[]
      ).find((record) => record.cageId === series.cageId)!.populations[0]!;
    const before = { conditions: await conditions(), projection: await projection() };

    const row = (
      await server.db.query<Record<string, unknown>>(
        `select * from cage_days where locality_number = $1 and cage = $2 and date = $3`,
        [site.localityNumber, series.cageName, date],
      )
    ).rows[0]!;
    const columns = [
      'fish_count',
      'biomass_kg',
      'mean_weight_kg',
      'dead_unknown',
      'dead_handling',
      'dead_disease',
      'dead_ulcers',
      'dead_predators',
      'dead_deformities',
      'feed_kg',
      'sgr_percent_day',
    ];
    const changed: Record<string, unknown> = {
      ...row,
      fish_count: Number(row['fish_count']) - 1000,
      mean_weight_kg: 6.5,
    };
    const file =
      `locality_number,cage,date,${columns.join(',')}\n` +
      `${site.localityNumber},${series.cageName},${date},${columns.map((column) => changed[column] ?? '').join(',')}\n`;
    const run = await call(server, {
      method: 'POST',
      url: `/pipelines/${ORGS.nordvik}-cage-days/runs?fileName=days.csv`,
      token,
      body: file,
    });
    expect(run.status).toBe(200);

    const after = { conditions: await conditions(), projection: await projection() };
    expect(after.conditions['currentFishCount']).toBe(before.conditions['currentFishCount']! - 1000);
    expect(after.projection.count.value).toBe(before.projection.count.value - 1000);
    expect(after.projection.weight.value).toBe(6.5);
    expect(before.projection.weight.value).not.toBe(6.5);
  }, 60_000);

  it('of a disease case changes the next conditions and treatment places answers at once', async () => {
    const site = chosen[0]!;
    const generation = site.generations.at(-1)!;
    // A disease the generation has no case of, confirmed three days ago and still open.
    const disease = ['ILA', 'PD', 'CMS', 'HSMI'].find((type) =>
      generation.diseases.every((entry) => entry.type !== type),
    )!;
    const entities = [{ entityType: 'farm', id: site.id }];
    const confirmed = async () =>
      (
        (await post('/conditions/data/status', { entities }))['conditions'] as { currentConfirmedDiseases: string }[]
      )[0]!.currentConfirmedDiseases;
    const places = async () =>
      (await post('/recommend/data/places/treatment', { entities }))['records'] as {
        totalDiseaseDays: number;
        caveats: string[];
      }[];
    const before = { confirmed: await confirmed(), places: await places() };
    expect(before.confirmed.split(',')).not.toContain(disease);

    const suspected = fromDayNumber(toDayNumber(dataset.today) - 10);
    const run = await call(server, {
      method: 'POST',
      url: `/pipelines/${ORGS.nordvik}-disease-cases/runs?fileName=cases.csv`,
      token,
      body:
        'locality_number,disease,suspected_date,strain,status,confirmed_date,end_date\n' +
        `${site.localityNumber},${disease},${suspected},,confirmed,${fromDayNumber(toDayNumber(dataset.today) - 3)},\n`,
    });
    expect(run.body).toMatchObject({ status: 'succeeded' });

    expect((await confirmed()).split(',')).toContain(disease);
    const after = await places();
    expect(after.length).toBeGreaterThan(0);
    after.forEach((record, index) => {
      expect(record.totalDiseaseDays).toBe(before.places[index]!.totalDiseaseDays + 10);
      expect(record.caveats).toContain('DISEASE_ACTIVE');
    });
  }, 60_000);
});
