/**
 * Issue 34: the synthetic public weekly data is seeded through the BarentsWatch CSV parser (the generator writes the
 * published form), and the map store's farms and weeks are read from the database's `site_weeks` (their diseases from
 * `disease_cases`): its public answers equal those built from the dataset (not reported stays null and hollow, fallow
 * stays grey), and a farm without imported private data (every farm here: the test server seeds none) has no fish
 * weight and no treatments (nothing is served from code); so are the public weeks the entity views read
 * (`FarmStore.storedWeeks`: the v1 and v2 timelines, the conditions; their generations and diseases from the stored
 * runs and cases).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_DATA_KEYS } from '@havbruk/api';
import type { Site } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import type { PublicWeek } from '../src/farmStore/columns.ts';
import { MapStore } from '../src/farmStore/map.ts';
import { publicWeeksCsv } from '../src/import/seed/public.ts';
import { startTestServer, testDataset, TEST_PUBLIC_WEEKS } from './helpers.ts';

const dataset = testDataset();
let server: HavbrukServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

describe('the synthetic public weekly data', () => {
  it('is written in the published CSV form', () => {
    const [header, firstWeek] = publicWeeksCsv(dataset, { lastWeeks: 1 });
    expect(header).toBe(
      'Uke,År,Lokalitetsnummer,Lokalitetsnavn,Voksne hunnlus,Lus i bevegelige stadier,Fastsittende lus,Trolig uten fisk,Har telt lakselus,Kommunenummer,Kommune,Fylkesnummer,Fylke,Lat,Lon,Lusegrense uke,Over lusegrense uke,Sjøtemperatur,ProduksjonsområdeId,Produksjonsområde\n',
    );
    expect(firstWeek!.trim().split('\n')).toHaveLength(dataset.sites.length);
  });

  it('is imported through the engine as a public run, every site-week of the seeded weeks', async () => {
    const runs = await server.db.query<{ format: string; status: string; rows_added: number }>(
      `select format, status, rows_added from import_runs where pipeline_id is null and format = 'barentswatch-csv'`,
    );
    expect(runs.rows).toEqual([
      { format: 'barentswatch-csv', status: 'succeeded', rows_added: dataset.sites.length * TEST_PUBLIC_WEEKS },
    ]);
    const notCounted = await server.db.query<{ count: number }>(
      `select count(*)::int as count from site_weeks where not lice_reported and adult_female_lice is not null`,
    );
    expect(notCounted.rows[0]!.count).toBe(0);
  });

  it('gives map answers from the database equal to those built from the dataset, without its private figures', () => {
    const fromDataset = new MapStore(dataset);
    // The diseases are the stored cases (an end after today not known yet: null); an organization's farm's come
    // from its private seed, run for none here. No farm has imported private data: no fish weight (not reported, never
    // 0) and no treatments (the public weeks name no product).
    const held = new Set(dataset.organizations.flatMap((organization) => organization.farmIds));
    fromDataset.setSites(
      dataset.sites.map((site) => ({
        ...site,
        weeks: site.weeks.map((row) => ({
          ...row,
          fishWeight: null,
          treatments: [],
          diseases: held.has(site.id)
            ? []
            : row.diseases.map((entry) => ({
                ...entry,
                end: entry.end !== null && entry.end > dataset.today ? null : entry.end,
              })),
        })),
      })),
    );
    const viewer = { isPrivate: () => false };
    const weeks = dataset.weeks.slice(-TEST_PUBLIC_WEEKS).filter((_, index) => index % 3 === 0);
    let hollow = 0;
    let grey = 0;
    for (const { year, week } of weeks) {
      const answer = server.mapStore.answer(year, week, MAP_DATA_KEYS, viewer);
      expect(answer).toBe(fromDataset.answer(year, week, MAP_DATA_KEYS, viewer));
      const { data } = JSON.parse(answer) as {
        data: {
          lice: { reported: string };
          activity: { isFallow: string };
          inventory: { weight: (number | null)[] };
          treatments: { count: number[] };
        };
      };
      hollow += [...data.lice.reported].filter((cell) => cell === '0').length;
      grey += [...data.activity.isFallow].filter((cell) => cell === '1').length;
      expect(data.inventory.weight.every((weight) => weight === null)).toBe(true);
      expect(data.treatments.count.every((count) => count === 0)).toBe(true);
    }
    // The weeks compared hold not reported and fallow cells, and weeks the dataset has weights and treatments of.
    expect(hollow).toBeGreaterThan(0);
    expect(grey).toBeGreaterThan(0);
    const compared = new Set(weeks.map(({ year, week }) => year * 100 + week));
    const datasetWeeks = dataset.sites.flatMap((site) =>
      site.weeks.filter((_, index) => compared.has(dataset.weeks[index]!.year * 100 + dataset.weeks[index]!.week)),
    );
    expect(datasetWeeks.some((row) => row.fishWeight !== null)).toBe(true);
    expect(datasetWeeks.some((row) => row.treatments.length > 0)).toBe(true);
  });

  it("gives the entity views' public weeks (timeline, conditions) from the database equal to the dataset's", async () => {
    // The seeded weeks as the dataset has them; the weeks before them (not seeded here) not reported, never 0.
    const firstSeeded = dataset.weeks.at(-TEST_PUBLIC_WEEKS)!.start;
    let notReported = 0;
    // A week's generation is the run of stored weeks it lies in (tested in siteRegisterReaders.test.ts), its
    // confirmed diseases the stored cases': an organization's farm's come from its private seed, run for none here.
    // The public rows name no treatment product: a stored week has none (the dataset's are compared as none).
    const held = new Set(dataset.organizations.flatMap((organization) => organization.farmIds));
    const publicFigures = (weeks: PublicWeek[], site: Site) =>
      weeks.map(({ generationId: _generationId, ...week }) => ({
        ...week,
        treatments: [],
        ...(held.has(site.id) ? { diseases: [] } : {}),
      }));
    for (const site of dataset.sites.filter((_, index) => index % 8 === 0)) {
      const stored = await server.farmStore.storedWeeks(site);
      const built = server.farmStore.weeks(site);
      expect(publicFigures(stored, site).filter((week) => week.date >= firstSeeded)).toEqual(
        publicFigures(built, site).filter((week) => week.date >= firstSeeded),
      );
      const before = stored.filter((week) => week.date < firstSeeded);
      expect(before.map((week) => week.date)).toEqual(
        built.filter((week) => week.date < firstSeeded).map((week) => week.date),
      );
      expect(before.every((week) => !week.liceReported && week.female === null && week.seaTemperature === null)).toBe(
        true,
      );
      expect(stored.every((week) => week.treatments.length === 0)).toBe(true);
      notReported += stored.filter((week) => week.date >= firstSeeded && !week.liceReported).length;
    }
    // The weeks compared hold weeks not reported.
    expect(notReported).toBeGreaterThan(0);
  });
});
