/**
 * Issue 34 on the server: the pipelines page's "Public data" line — for every organization of the viewer, from
 * public runs (no pipeline) and the last week of public data stored; it takes no files (no id) — and the map's
 * year/week answer for an imported site that is not in the synthetic dataset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calls,
  dayOf,
  decodeMapV2,
  MapV2Wire,
  operatorInitials,
  type MapDataKey,
  type MapDataResponse,
  type MapV2Data,
  type Pipeline,
  type TimelineResponse,
  type TimelineV2Response,
} from '@havbruk/api';
import { getOperator } from '@havbruk/api/dataset';
import type { HavbrukServer } from '../src/app.ts';
import { BARENTSWATCH_CSV_HEADER } from '../src/import/barentswatch/csv.ts';
import { runImport } from '../src/import/engine.ts';
import { csvLine } from '../src/import/csv.ts';
import { formatById, KINDS } from '../src/import/formats.ts';
import { headerOf, TEMPLATES } from '../src/import/templates.ts';
import { call, importText, startTestServer, testDataset, USERS } from './helpers.ts';
import { mapToV2 } from './mapToV2.ts';

let server: HavbrukServer;
let admin: string;
let basics: string;

/** The week the v1 and v2 map answers are compared in, and an organization's farm treated in it (its private data seeded). */
const comparedWeek = -6;
const treatedFarm = testDataset()
  .sites.filter((site) => site.demo)
  .find((site) => site.weeks.at(comparedWeek)!.treatments.length > 0 && site.weeks.at(comparedWeek)!.fishWeight)!;

beforeAll(async () => {
  server = await startTestServer({ seedFarmIds: [treatedFarm.id] });
  admin = await server.oidc.issueAccessToken(USERS.admin);
  basics = await server.oidc.issueAccessToken(USERS.basics);
}, 60_000);
afterAll(() => server.close());

const importCsv = async (rows: string) => {
  const format = formatById('barentswatch-csv')!;
  return runImport({
    db: server.db,
    format,
    kind: KINDS.get(format.kind)!,
    chunks: (async function* () {
      yield new TextEncoder().encode(BARENTSWATCH_CSV_HEADER.join(',') + '\n' + rows);
    })(),
    fileName: 'lakselus.csv',
    organizationId: null,
    today: testDataset().today,
  });
};

const publicLines = async () => {
  const answer = await call(server, { method: 'GET', url: '/organizations/pipelines', token: admin });
  expect(answer.status).toBe(200);
  return (answer.body!.pipelines as Pipeline[]).filter((pipeline) => pipeline.kind === 'publicWeeks');
};

describe('the "Public data" line', () => {
  it('is there for every organization with the seeded synthetic data: its run and its last week', async () => {
    const lines = await publicLines();
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line.organization.id)).size).toBe(lines.length);
    for (const line of lines)
      expect(line).toMatchObject({
        pipeline: 'Public data',
        lastWeek: testDataset().weeks.at(-1)!.label,
        lastSuccess: expect.any(String),
        isDisabled: false,
      });
    expect(lines.every((line) => line.id === undefined)).toBe(true);
  });

  it('shows the last week imported and the last run after a public import', async () => {
    // The seed's weeks are removed: the imported weeks are the last ones stored.
    await server.db.query('delete from site_weeks');
    const row = (week: number) =>
      `${week},2025,99777,Publikholmen,0.2,0.5,0.1,Nei,Ja,5014,FRØYA,50,Trøndelag,63.7,8.8,0.5,Nei,6,6,Nordmøre og Sør-Trøndelag\n`;
    expect((await importCsv(row(20) + row(21))).status).toBe('succeeded');
    for (const line of await publicLines())
      expect(line).toMatchObject({
        lastWeek: '2025-21',
        mostRecentDataPoint: '2025-05-25T00:00:00.000Z',
        lastSuccess: expect.any(String),
        lastExtract: expect.any(String),
      });
  });
});

describe('the map answer with imported public data', () => {
  it('holds an imported site the dataset does not, with its lice, and a Nei week as not reported', async () => {
    const dataset = testDataset();
    const [first, second] = dataset.weeks.slice(-6, -4);
    const row = (week: { year: number; week: number }, counted: string, female: string) =>
      `${week.week},${week.year},99888,Kartholmen,${female},0.7,0.1,Nei,${counted},1820,ALSTAHAUG,18,Nordland,65.9,12.4,0.5,Nei,7.5,8,Helgeland til Bodø\n`;
    expect((await importCsv(row(first!, 'Ja', '0.37') + row(second!, 'Nei', '0'))).status).toBe('succeeded');
    await server.reloadPublicData();
    const answer = async (week: { year: number; week: number }) => {
      const response = await call(server, {
        method: 'GET',
        url: `/v2/map/data/${week.year}/${week.week}?data=lice`,
        token: admin,
      });
      expect(response.status).toBe(200);
      const body = response.body as {
        farms: string[];
        data: { lice: { female: (number | null)[]; reported: string } };
      };
      expect(body.farms).toContain('99888');
      const farm = body.farms.indexOf('99888');
      return { female: body.data.lice.female[farm], reported: body.data.lice.reported[farm] };
    };
    expect(await answer(first!)).toEqual({ female: 0.37, reported: '1' });
    expect(await answer(second!)).toEqual({ female: null, reported: '0' });
  });

  it('the v1 answer reads the stored weeks too: an imported week, a Nei week null, the sites only imported', async () => {
    const dataset = testDataset();
    const [first, second] = dataset.weeks.slice(-6, -4);
    const site = dataset.sites[3]!;
    const index = dataset.weeks.indexOf(first!);
    // The dataset's figures of these weeks differ from the imported ones (what the v1 answer read before).
    expect(site.weeks[index]!.female).not.toBe(0.41);
    type Place = Pick<typeof site, 'localityNumber' | 'name' | 'lat' | 'lon' | 'municipality' | 'productionAreaId'>;
    const row = (week: { year: number; week: number }, place: Place, counted: string) =>
      `${week.week},${week.year},${place.localityNumber},${place.name},0.41,0.9,0.2,Nei,${counted},1820,` +
      `${place.municipality},18,Nordland,${place.lat},${place.lon},0.5,Nei,7.5,${place.productionAreaId},Område\n`;
    const registerOnly = {
      localityNumber: 99887,
      name: 'Registerholmen',
      lat: 65.2,
      lon: 12.1,
      municipality: 'VEVELSTAD',
      productionAreaId: 7 as const,
    };
    // A site of the register the dataset does not hold (its operator named by the register), with a week of its own.
    const register = await importText(
      server,
      'sites-en-csv',
      csvLine(
        headerOf(
          TEMPLATES.find((entry) => entry.name === 'sites')!,
          'en',
        ),
      ) + csvLine([...Object.values(registerOnly), 'op-kart', 'Kartlaks AS', 3120, 'atlanticSalmon', '']),
      { fileName: 'sites.csv', organizationId: null },
    );
    expect(register.status).toBe('succeeded');
    const weeks = row(first!, site, 'Ja') + row(second!, site, 'Nei') + row(first!, registerOnly, 'Ja');
    const report = await importText(server, 'barentswatch-csv', BARENTSWATCH_CSV_HEADER.join(',') + '\n' + weeks, {
      fileName: 'lakselus.csv',
      organizationId: null,
      today: dataset.today,
    });
    expect(report.status).toBe('succeeded');
    const records = async (week: { year: number; week: number; label: string }) => {
      const response = await call(server, {
        method: 'GET',
        url: `/map/data/${week.year}/${week.week}?data=lice,activity`,
        token: admin,
      });
      expect(response.status).toBe(200);
      expect(calls.getMapWeek.response.safeParse(response.body).success).toBe(true);
      return new Map((response.body as MapDataResponse).data[week.label]!.map((record) => [record.key, record]));
    };
    const [firstWeek, secondWeek] = [await records(first!), await records(second!)];
    const operator = getOperator(dataset, site.operatorId)!;
    expect(firstWeek.get(site.id)).toMatchObject({
      mainTitle: site.name,
      area: site.productionAreaId,
      position: { lat: site.lat, lon: site.lon },
      operator: { id: operator.id, name: operator.name, initials: operatorInitials(operator.name) },
      info: {
        lice: { female: 0.41, mobile: 0.9, stationary: 0.2, reported: true },
        activity: { isFallow: false, isActive: true },
      },
    });
    expect(secondWeek.get(site.id)!.info.lice).toEqual({
      female: null,
      mobile: null,
      stationary: null,
      reported: false,
    });
    expect(firstWeek.get('99887')).toEqual({
      key: '99887',
      mainTitle: 'Registerholmen',
      area: 7,
      position: { lat: 65.2, lon: 12.1 },
      operator: { id: 'op-kart', name: 'Kartlaks AS', initials: operatorInitials('Kartlaks AS'), inPerspective: false },
      info: {
        lice: { female: 0.41, mobile: 0.9, stationary: 0.2, reported: true },
        activity: { isFallow: false, isActive: true },
      },
    });
    // A site known only from public data (Kartholmen, above): listed, with no operator (empty).
    expect(firstWeek.get('99888')).toEqual({
      key: '99888',
      mainTitle: 'Kartholmen',
      area: 8,
      position: { lat: 65.9, lon: 12.4 },
      operator: { id: '', name: '', initials: '', inPerspective: false },
      info: {
        lice: { female: 0.37, mobile: 0.7, stationary: 0.1, reported: true },
        activity: { isFallow: false, isActive: true },
      },
    });
    expect(secondWeek.get('99888')!.info.lice).toEqual({
      female: null,
      mobile: null,
      stationary: null,
      reported: false,
    });
  });
  it("the v1 answer of a week has the v2 answer's cells for every key (the same stored weeks)", async () => {
    const week = testDataset().weeks.at(comparedWeek)!;
    const v2 = await call(server, { method: 'GET', url: `/v2/map/data/${week.year}/${week.week}`, token: admin });
    const expected = decodeMapV2(MapV2Wire.parse(v2.body));
    // The week has treatments and weights (the seeded farm's private figures), so the comparison is not of empties.
    expect(expected.data.treatments!.cell.length).toBeGreaterThan(0);
    expect(expected.data.inventory!.weight.some((weight) => weight !== null)).toBe(true);
    const data: MapV2Data = {};
    for (const keys of [['lice', 'activity'], ['diseases', 'treatments'], ['inventory']] as MapDataKey[][]) {
      const v1 = await call(server, {
        method: 'GET',
        url: `/map/data/${week.year}/${week.week}?data=${keys.join(',')}`,
        token: admin,
      });
      const records = (v1.body as MapDataResponse).data[week.label]!;
      const laidOut = mapToV2(week.year, [{ year: week.year, week: week.week, label: week.label }], [records], keys);
      expect(laidOut.farms).toEqual(expected.farms);
      Object.assign(data, laidOut.data);
    }
    expect(data).toEqual(expected.data);
  });
});

describe('the views with a site known only from public data', () => {
  // Kartholmen (99888), imported above: production area 8, Alstahaug, Nordland.
  it('/config/farms lists it, public, without operator, capacity or species', async () => {
    const answer = await call(server, { method: 'GET', url: '/config/farms', token: admin });
    expect(answer.status).toBe(200);
    const farms = answer.body!.farms as { id: string }[];
    expect(farms.find((farm) => farm.id === '99888')).toEqual({
      id: '99888',
      name: 'Kartholmen',
      localityNumber: 99888,
      productionArea: 8,
      municipality: 'ALSTAHAUG',
      operator: null,
      permissions: 'public',
      owned: false,
      position: { lat: 65.9, lon: 12.4 },
      maxBiomass: null,
      isActive: true,
      isFallow: false,
      species: null,
      organizations: [],
    });
  });

  it('search finds it by name and by locality number', async () => {
    for (const q of ['Kartholm', '99888']) {
      const answer = await call(server, { method: 'GET', url: `/search/data?q=${q}`, token: admin });
      expect(answer.status).toBe(200);
      expect(answer.body!.results).toContainEqual(
        expect.objectContaining({ entityType: 'farm', id: '99888', label: 'Kartholmen', operator: null }),
      );
    }
  });

  it("the compare tool's area baseline takes its lice: it is a farm of its area in the map's year answer", async () => {
    const week = testDataset().weeks.at(comparedWeek)!;
    const config = await call(server, { method: 'GET', url: '/config/farms', token: admin });
    const area = (config.body!.farms as { id: string; productionArea: number }[])
      .filter((farm) => farm.productionArea === 8)
      .map((farm) => farm.id);
    const year = await call(server, { method: 'GET', url: `/v2/map/data/${week.year}?data=lice`, token: admin });
    const body = year.body as unknown as {
      farms: string[];
      weeks: { week: number }[];
      data: { lice: { female: (number | null)[] } };
    };
    const cell =
      body.weeks.findIndex((entry) => entry.week === week.week) * body.farms.length + body.farms.indexOf('99888');
    expect(area).toContain('99888');
    expect(body.data.lice.female[cell]).toBe(0.37);
  });

  describe('its entity page lice view (every tier: the lice view is for public entities too)', () => {
    const [first, second] = testDataset().weeks.slice(-6, -4);
    for (const [tier, token] of [
      ['basics', () => basics],
      ['essentials', () => admin],
    ] as const)
      it(`${tier}: the entity, its conditions and its weekly lice, the Nei week null`, async () => {
        const entity = await call(server, { method: 'GET', url: '/entities/data/farm/99888', token: token() });
        expect(entity.status).toBe(200);
        expect(calls.getEntity.response.safeParse(entity.body).success).toBe(true);
        expect(entity.body).toMatchObject({
          entityType: 'farm',
          id: '99888',
          name: 'Kartholmen',
          permissions: 'public',
          owned: false,
          generations: [],
          operator: null,
          productionArea: 8,
          municipality: 'ALSTAHAUG',
          localityNumber: 99888,
          position: { lat: 65.9, lon: 12.4 },
        });
        const conditions = await call(server, {
          method: 'POST',
          url: '/conditions/data/entity',
          token: token(),
          body: { entityType: 'farm', id: '99888' },
        });
        expect(conditions.status).toBe(200);
        expect(calls.getEntityConditions.response.safeParse(conditions.body).success).toBe(true);
        expect(conditions.body).toMatchObject({
          farmId: '99888',
          currentAvgFemaleLice: 0.37,
          currentAvgMobileLice: 0.7,
          currentFishCount: null,
          currentOxygen: null,
        });
        const timeline = await call(server, {
          method: 'POST',
          url: '/v2/timeline/data/entity',
          token: token(),
          body: {
            entityType: 'farm',
            id: '99888',
            start: first!.start,
            end: testDataset().today,
            sensorKeys: 'farm',
            fields: ['lice', 'feed'],
            agg: 'day',
          },
        });
        expect(timeline.status).toBe(200);
        expect(calls.getTimelineV2.response.safeParse(timeline.body).success).toBe(true);
        const body = timeline.body as unknown as TimelineV2Response;
        expect(Object.keys(body.tables)).toEqual(['lice']);
        expect(body.axis.first).toBe(dayOf(first!.start));
        expect(body.tables.lice!.series).toEqual([
          {
            sensor: 'farm',
            group: null,
            index: [0, dayOf(second!.start) - dayOf(first!.start)],
            columns: { female: [0.37, null], mobile: [0.7, null], stationary: [0.1, null] },
          },
        ]);
      });

    it('the v1 timeline answers its lice from the public weeks too, the Nei week null (never 0)', async () => {
      const timeline = await call(server, {
        method: 'POST',
        url: '/timeline/data/entity',
        token: basics,
        body: {
          entityType: 'farm',
          id: '99888',
          start: first!.start,
          end: testDataset().today,
          sensorKeys: 'farm',
          fields: ['lice'],
          agg: 'day',
        },
      });
      expect(timeline.status).toBe(200);
      expect(calls.getTimeline.response.safeParse(timeline.body).success).toBe(true);
      const body = timeline.body as unknown as TimelineResponse;
      expect(body.tables.lice!.rows).toEqual([
        { date: first!.start, sensor: 'farm', group: null, values: { female: 0.37, mobile: 0.7, stationary: 0.1 } },
        { date: second!.start, sensor: 'farm', group: null, values: { female: null, mobile: null, stationary: null } },
      ]);
    });

    it('a cage of it is not found', async () => {
      const answer = await call(server, { method: 'GET', url: '/entities/data/cage/99888-1', token: admin });
      expect(answer.status).toBe(404);
    });
  });
});

describe("the operator's door for public files (the import CLI on the server's machine)", () => {
  const file =
    BARENTSWATCH_CSV_HEADER.join(',') +
    '\n20,2025,99666,Dørholmen,0.3,0.5,0.1,Nei,Ja,5014,FRØYA,50,Trøndelag,63.7,8.8,0.5,Nei,6,6,Nordmøre og Sør-Trøndelag\n';
  const url = '/operator/imports/public?format=barentswatch-csv&fileName=door.csv';
  const stored = async () =>
    (
      await server.db.query<{ runs: string; weeks: string; sites: string }>(
        `select (select count(*) from import_runs) as runs, (select count(*) from site_weeks) as weeks,
           (select count(*) from sites) as sites`,
      )
    ).rows[0];

  it('refuses without the secret (401), with another or a user token (403), from another machine (403): nothing written', async () => {
    const before = await stored();
    expect((await call(server, { method: 'POST', url, body: file })).status).toBe(401);
    expect((await call(server, { method: 'POST', url, body: file, token: 'x'.repeat(43) })).status).toBe(403);
    expect((await call(server, { method: 'POST', url, body: file, token: admin })).status).toBe(403);
    const remote = await server.app.inject({
      method: 'POST',
      url,
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${server.operatorSecret}`, 'content-type': 'text/csv' },
      payload: file,
    });
    expect(remote.statusCode).toBe(403);
    // An organization's format is not public data.
    const organizationFormat = url.replace('barentswatch-csv', 'lice-counts-en-csv');
    expect(
      (await call(server, { method: 'POST', url: organizationFormat, body: file, token: server.operatorSecret }))
        .status,
    ).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('imports a public file with the secret: a run on the "Public data" line, the site found at once', async () => {
    const answer = await call(server, { method: 'POST', url, body: file, token: server.operatorSecret });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'succeeded', added: 1, rejected: 0, rejectedRows: [] });
    const run = (
      await server.db.query<{ file_name: string; pipeline_id: string | null; started_at: Date | string }>(
        'select file_name, pipeline_id, started_at from import_runs order by started_at desc limit 1',
      )
    ).rows[0]!;
    expect(run).toMatchObject({ file_name: 'door.csv', pipeline_id: null });
    for (const line of await publicLines()) expect(line.lastExtract).toBe(new Date(run.started_at).toISOString());
    const search = await call(server, { method: 'GET', url: '/search/data?q=Dørholmen', token: admin });
    expect(search.body!.results).toContainEqual(expect.objectContaining({ id: '99666', label: 'Dørholmen' }));
  });
});

describe("a known dataset site's entity lice view after a public import (issue 34: every view reads site_weeks)", () => {
  it('the v2 timeline and the conditions show the imported week, and a Nei week is not reported (never 0)', async () => {
    const dataset = testDataset();
    const [previous, lastWeek] = dataset.weeks.slice(-2);
    // A site no organization of the basics user holds, counted in the dataset's last two weeks.
    const site = dataset.sites.find(
      (entry) => !entry.demo && entry.weeks.at(-1)!.liceReported && entry.weeks.at(-2)!.liceReported,
    )!;
    expect(site.weeks.at(-2)!.female).not.toBe(1.23);
    expect(site.isFallow).toBe(false);
    // The last week: fallow ("Trolig uten fisk" = Ja), lice not counted.
    const row = (week: { year: number; week: number }, counted: string, female: string) =>
      `${week.week},${week.year},${site.localityNumber},${site.name},${female},2.5,0.4,${counted === 'Ja' ? 'Nei' : 'Ja'},${counted},,${site.municipality},,,${site.lat},${site.lon},0.5,,9.5,${site.productionAreaId},\n`;
    const file = BARENTSWATCH_CSV_HEADER.join(',') + '\n' + row(previous!, 'Ja', '1.23') + row(lastWeek!, 'Nei', '');
    const conditions = () =>
      call(server, {
        method: 'POST',
        url: '/conditions/data/entity',
        token: basics,
        body: { entityType: 'farm', id: site.id },
      });
    // Read once before (the site's weeks cached): the public run drops them.
    expect((await conditions()).body).not.toMatchObject({ currentAvgFemaleLice: 1.23 });
    const url = '/operator/imports/public?format=barentswatch-csv&fileName=known.csv';
    const imported = await call(server, { method: 'POST', url, body: file, token: server.operatorSecret });
    expect(imported.body).toMatchObject({ status: 'succeeded', rejected: 0 });
    const timeline = await call(server, {
      method: 'POST',
      url: '/v2/timeline/data/entity',
      token: basics,
      body: {
        entityType: 'farm',
        id: site.id,
        start: previous!.start,
        end: dataset.today,
        sensorKeys: 'farm',
        fields: ['lice', 'seaTemperature'],
        agg: 'week',
      },
    });
    expect(timeline.status).toBe(200);
    const body = timeline.body as unknown as TimelineV2Response;
    // The Nei week has no lice row (not reported, never 0: as the dataset's weeks not reported); both have the sea.
    expect(body.tables.lice!.series).toEqual([
      { sensor: 'farm', group: null, index: [0], columns: { female: [1.23], mobile: [2.5], stationary: [0.4] } },
    ]);
    expect(body.tables.seaTemperature!.series).toEqual([
      { sensor: 'farm', group: '3', index: [0, 1], columns: { value: [9.5, 9.5] } },
    ]);
    const v1 = await call(server, {
      method: 'POST',
      url: '/timeline/data/entity',
      token: basics,
      body: {
        entityType: 'farm',
        id: site.id,
        start: previous!.start,
        end: dataset.today,
        fields: ['lice'],
        agg: 'week',
      },
    });
    expect((v1.body as unknown as TimelineResponse).tables.lice!.rows).toEqual([
      { date: previous!.start, sensor: 'farm', group: null, values: { female: 1.23, mobile: 2.5, stationary: 0.4 } },
    ]);
    expect((await conditions()).body).toMatchObject({
      currentAvgFemaleLice: 1.23,
      currentAvgMobileLice: 2.5,
      currentSeaTemperature: 9.5,
    });
    // The entity is fallow as its latest stored week says (as the map draws it).
    const entity = await call(server, { method: 'GET', url: `/entities/data/farm/${site.id}`, token: basics });
    expect(entity.body).toMatchObject({ id: site.id, isFallow: true, isActive: false });
  });
});
