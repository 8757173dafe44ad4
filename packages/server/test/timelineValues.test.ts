/**
 * The timelines of the farm column store against values computed here from the dataset's daily detail (cages and
 * environment) and public weekly rows, a handful of cells per rule: a sum (feed), a mean (sea temperature), a
 * fish-weighted mean (lice, of a farm and of an organization with a farm of its own), and "not reported" staying
 * null (never 0); the v1 rows (POST /timeline/data/entity) and the v2 columns carry the same values.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dateOf,
  dayOf,
  periodOfDay,
  TIMELINE_KEYS,
  type TimelineResponse,
  type TimelineV2Response,
} from '@havbruk/api';
import { getFarmDetail, type CageSeries } from '@havbruk/api/dataset';
import { farmStoreOf } from '../src/farmStore/columns.ts';
import { computeTimelineV1, computeTimelineV2 } from '../src/farmStore/timeline.ts';
import type { TimelineAccess, TimelineQuery } from '../src/queries/timeline.ts';
import { ORGS, testDataset } from './helpers.ts';

const dataset = testDataset();
const store = farmStoreOf(dataset);
const farmIds = dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds;
const owner: TimelineAccess = { isPrivate: (id) => farmIds.includes(id), organizationFarmIds: farmIds };
const outsider: TimelineAccess = { isPrivate: () => false };
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The cages of farms with a value on a day: each series and its index that day. */
const cagesOn = (ids: readonly string[], day: number): { series: CageSeries; index: number }[] =>
  ids.flatMap((id) =>
    getFarmDetail(dataset, id)!.cages.flatMap((series) => {
      const index = day - series.firstDay;
      return index >= 0 && index < series.dates.length ? [{ series, index }] : [];
    }),
  );

/** Σ female lice × fish and Σ fish over the cages counted on these days. */
const liceOf = (ids: readonly string[], days: readonly number[]) => {
  let weighted = 0;
  let fish = 0;
  for (const day of days)
    for (const { series, index } of cagesOn(ids, day)) {
      const female = series.female[index];
      if (female === null || female === undefined) continue;
      weighted += female * series.count[index]!;
      fish += series.count[index]!;
    }
  return { weighted, fish };
};

const farmId = farmIds[0]!;
const today = dayOf(dataset.today);
// The latest full ISO week (Monday to Sunday) before today in which at least two cages of the farm counted lice.
const monday = (() => {
  for (let day = periodOfDay('week', today - 7) * 7 - 3; day > today - 700; day -= 7) {
    const counted = new Set<string>();
    for (let at = day; at < day + 7; at += 1)
      for (const { series, index } of cagesOn([farmId], at))
        if (series.female[index] !== null) counted.add(series.cageId);
    if (counted.size >= 2) return day;
  }
  throw new Error('no week with lice counts');
})();
const week = [0, 1, 2, 3, 4, 5, 6].map((offset) => monday + offset);
const weekRange = { start: dateOf(monday), end: dateOf(monday + 6) };

const v1 = (query: TimelineQuery, access = owner): TimelineResponse => computeTimelineV1(store, query, access);
const v2 = (query: TimelineQuery, access = owner): TimelineV2Response =>
  computeTimelineV2(store, query, access, access.isPrivate(farmId));
/** A value of the v1 rows: table, sensor, group, date. */
const row = (
  answer: TimelineResponse,
  table: keyof TimelineResponse['tables'],
  sensor: string,
  date: string,
  group: string | null = null,
) =>
  answer.tables[table]!.rows.find((entry) => entry.sensor === sensor && entry.group === group && entry.date === date);
/** A value of the v2 columns at a period (dense or sparse). */
const cell = (
  answer: TimelineV2Response,
  table: keyof TimelineV2Response['tables'],
  sensor: string,
  field: string,
  period: number,
  group: string | null = null,
) => {
  const series = answer.tables[table]!.series.find((entry) => entry.sensor === sensor && entry.group === group);
  if (!series) return undefined;
  const at = period - answer.axis.first;
  const position = series.index ? series.index.indexOf(at) : at;
  return position < 0 ? undefined : series.columns[field]![position];
};

describe('timeline values from the daily detail', () => {
  // The organization's columns and daily detail first (what the server builds before it listens).
  beforeAll(() => {
    store.warm(farmIds);
    for (const id of farmIds) getFarmDetail(dataset, id);
  }, 120_000);
  const weekQuery: TimelineQuery = {
    entityType: 'farm',
    id: farmId,
    ...weekRange,
    fields: ['feed', 'seaTemperature', 'lice'],
    agg: 'week',
  };
  const weekly = { v1: v1(weekQuery), v2: v2(weekQuery) };
  const period = periodOfDay('week', monday);

  it('sums feed over the cages and the days of a week', () => {
    let feed = 0;
    for (const day of week) for (const { series, index } of cagesOn([farmId], day)) feed += series.feed[index]!;
    expect(feed).toBeGreaterThan(0);
    expect(row(weekly.v1, 'feed', 'farm', weekRange.start)!.values.amount).toBe(round(feed));
    expect(cell(weekly.v2, 'feed', 'farm', 'amount', period)).toBe(round(feed));
  });

  it('averages the sea temperature of a depth over the days of a week', () => {
    const environment = getFarmDetail(dataset, farmId)!.environment;
    const values = week.map((day) => environment.seaTemperature[10][environment.dates.indexOf(dateOf(day))]!);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(row(weekly.v1, 'seaTemperature', 'farm', weekRange.start, '10')!.values.value).toBe(round(mean));
    expect(cell(weekly.v2, 'seaTemperature', 'farm', 'value', period, '10')).toBe(round(mean));
  });

  it('weighs lice by the fish of the cages counted, over a week', () => {
    const { weighted, fish } = liceOf([farmId], week);
    expect(row(weekly.v1, 'lice', 'farm', weekRange.start)!.values.female).toBe(round(weighted / fish));
    expect(cell(weekly.v2, 'lice', 'farm', 'female', period)).toBe(round(weighted / fish));
  });

  it('weighs lice by fish over the farms of an organization, and gives a farm named in the sensor keys its own', () => {
    const query: TimelineQuery = {
      entityType: 'organization',
      id: ORGS.nordvik,
      ...weekRange,
      fields: ['lice'],
      sensorKeys: `organization,${farmId}`,
      agg: 'week',
    };
    const answer = { v1: v1(query), v2: v2(query) };
    const all = liceOf(farmIds, week);
    const farm = liceOf([farmId], week);
    expect(all.fish).toBeGreaterThan(farm.fish);
    expect(row(answer.v1, 'lice', 'organization', weekRange.start)!.values.female).toBe(round(all.weighted / all.fish));
    expect(row(answer.v1, 'lice', farmId, weekRange.start)!.values.female).toBe(round(farm.weighted / farm.fish));
    expect(cell(answer.v2, 'lice', 'organization', 'female', period)).toBe(round(all.weighted / all.fish));
    expect(cell(answer.v2, 'lice', farmId, 'female', period)).toBe(round(farm.weighted / farm.fish));
  });

  it('leaves a day without lice counts without a value (no row, never 0)', () => {
    const daily = { ...weekQuery, agg: 'day' as const };
    const answer = { v1: v1(daily), v2: v2(daily) };
    const uncounted = week.filter((day) => liceOf([farmId], [day]).fish === 0);
    const counted = week.filter((day) => liceOf([farmId], [day]).fish > 0);
    expect(uncounted.length).toBeGreaterThan(0);
    for (const day of uncounted) {
      expect(row(answer.v1, 'lice', 'farm', dateOf(day))).toBeUndefined();
      expect(cell(answer.v2, 'lice', 'farm', 'female', day)).toBeUndefined();
    }
    for (const day of counted) expect(row(answer.v1, 'lice', 'farm', dateOf(day))).toBeDefined();
  });

  it('shows a public farm its reported weeks only, a value not reported as null', () => {
    const publicFarm = dataset.sites.find(
      (site) => !farmIds.includes(site.id) && site.weeks.some((entry) => entry && !entry.liceReported),
    )!;
    const query: TimelineQuery = {
      entityType: 'farm',
      id: publicFarm.id,
      start: dataset.weeks[0]!.start,
      end: dataset.today,
      fields: ['lice'],
      agg: 'week',
    };
    const answer = v1(query, outsider);
    const columns = computeTimelineV2(store, query, outsider, false);
    dataset.weeks.forEach((entry, index) => {
      const weekly = publicFarm.weeks[index];
      const found = row(answer, 'lice', 'farm', entry.start);
      const value = cell(columns, 'lice', 'farm', 'mobile', periodOfDay('week', dayOf(entry.start)));
      if (!weekly?.liceReported) {
        expect(found, entry.start).toBeUndefined();
        expect(value, entry.start).toBeUndefined();
      } else {
        expect(found!.values.mobile, entry.start).toBe(weekly.mobile === null ? null : round(weekly.mobile));
        expect(value, entry.start).toBe(weekly.mobile === null ? null : round(weekly.mobile));
      }
    });
  });

  it('gives the same values in the v1 rows as in the v2 columns', () => {
    const query: TimelineQuery = {
      entityType: 'farm',
      id: farmId,
      start: dateOf(today - 365),
      end: dataset.today,
      fields: [...TIMELINE_KEYS],
      agg: 'week',
    };
    const rows = v1(query);
    const columns = v2(query);
    let compared = 0;
    for (const key of TIMELINE_KEYS)
      for (const entry of rows.tables[key]!.rows)
        for (const [field, value] of Object.entries(entry.values)) {
          const at = periodOfDay('week', dayOf(entry.date));
          expect(cell(columns, key, entry.sensor, field, at, entry.group), `${key} ${entry.date} ${field}`).toBe(value);
          compared += 1;
        }
    expect(compared).toBeGreaterThan(1000);
  });
});
