/**
 * Old vs new: the v2 timeline from the farm column store gives the same answer as the v1 computation laid out in
 * v2 (`timelineToV2(computeTimeline(...))`) over a grid of requests — every aggregation; farm, cage, fish group
 * and organization; with and without a generation; random ranges (seeded); a private and a public viewer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Aggregation, TIMELINE_KEYS, type TimelineKey } from '@havbruk/api';
import { createRandom, fromDayNumber, toDayNumber } from '@havbruk/api/dataset';
import { farmStoreOf } from '../src/farmStore/columns.ts';
import { computeTimelineV2 } from '../src/farmStore/timeline.ts';
import { computeTimeline, type TimelineAccess, type TimelineQuery } from '../src/queries/timeline.ts';
import { timelineToV2 } from '../src/queries/toV2.ts';
import { ORGS, testDataset } from './helpers.ts';

const dataset = testDataset();
const store = farmStoreOf(dataset);
const organization = dataset.organizations.find((org) => org.id === ORGS.nordvik)!;
const farmIds = organization.farmIds;
const random = createRandom(12).next;
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const firstDay = toDayNumber(dataset.weeks[0]!.start);
const lastDay = toDayNumber(dataset.today);

/** A random range inside the dataset (sometimes the whole of it, sometimes a few days). */
const range = () => {
  const kind = random();
  if (kind < 0.2) return { start: fromDayNumber(firstDay - 10), end: dataset.today };
  const length = kind < 0.5 ? Math.floor(random() * 20) : Math.floor(random() * 800);
  const start = firstDay + Math.floor(random() * (lastDay - firstDay - length));
  return { start: fromDayNumber(start), end: fromDayNumber(Math.min(lastDay, start + length)) };
};

const fieldsOf = () =>
  random() < 0.5 ? [...TIMELINE_KEYS] : TIMELINE_KEYS.filter(() => random() < 0.5).concat('lice' as TimelineKey);

interface Case {
  query: TimelineQuery;
  access: TimelineAccess;
  dense: boolean;
}

const cases = (): Case[] => {
  const result: Case[] = [];
  for (const agg of Aggregation.options) {
    // Private farm (all cages as sensors), sometimes one generation.
    const farm = pick(farmIds);
    const site = dataset.sites.find((entry) => entry.id === farm)!;
    const generation = pick(site.generations);
    const cages = [...new Set(site.generations.flatMap((entry) => entry.cages.map((cage) => cage.id)))];
    const privateAccess = { isPrivate: (id: string) => farmIds.includes(id) };
    result.push({
      query: {
        entityType: 'farm',
        id: farm,
        ...range(),
        fields: fieldsOf(),
        sensorKeys: ['farm', ...cages].join(','),
        agg,
        ...(random() < 0.4 ? { genId: generation.id } : {}),
      },
      access: privateAccess,
      dense: true,
    });
    // One cage, and one fish group of a generation.
    const cage = pick(generation.cages);
    result.push({
      query: { entityType: 'cage', id: cage.id, ...range(), fields: fieldsOf(), sensorKeys: cage.id, agg },
      access: privateAccess,
      dense: true,
    });
    const group = pick(generation.fishGroups);
    result.push({
      query: {
        entityType: 'fishGroup',
        id: group.id,
        ...range(),
        fields: fieldsOf(),
        agg,
        genId: generation.id,
      },
      access: privateAccess,
      dense: true,
    });
    // The organization (every farm; weeksIn counts from each generation start). Three aggregations keep it fast.
    if (['day', 'week', 'weeksIn'].includes(agg))
      result.push({
        query: { entityType: 'organization', id: organization.id, ...range(), fields: [...TIMELINE_KEYS], agg },
        access: { isPrivate: () => true, organizationFarmIds: farmIds },
        dense: true,
      });
    // A public farm for a viewer without it: public tables only, weekly data.
    const publicFarm = pick(dataset.sites.filter((entry) => !farmIds.includes(entry.id)));
    result.push({
      query: {
        entityType: 'farm',
        id: publicFarm.id,
        ...range(),
        fields: [...TIMELINE_KEYS],
        agg,
        ...(random() < 0.3 && publicFarm.generations[0] ? { genId: publicFarm.generations[0].id } : {}),
      },
      access: { isPrivate: () => false },
      dense: false,
    });
  }
  return result;
};

describe('timeline v2 from the column store equals the v1 computation', () => {
  // Build the columns first (what the server does before it listens), so each case times only the queries.
  beforeAll(() => store.warm(farmIds), 120_000);
  const grid = cases();
  it.each(
    grid.map((entry) => [
      `${entry.query.entityType} ${entry.query.agg} ${entry.query.start}…${entry.query.end}`,
      entry,
    ]),
  )('%s', (_name, entry) => {
    const { query, access, dense } = entry as Case;
    const expected = timelineToV2(computeTimeline(dataset, query, access), dense);
    const actual = computeTimelineV2(store, query, access, dense);
    expect(actual).toEqual(expected);
  });

  it('covers every aggregation, entity type and both viewers', () => {
    expect(new Set(grid.map((entry) => entry.query.agg)).size).toBe(Aggregation.options.length);
    expect(new Set(grid.map((entry) => entry.query.entityType))).toEqual(
      new Set(['farm', 'cage', 'fishGroup', 'organization']),
    );
    expect(grid.some((entry) => !entry.dense)).toBe(true);
  });
});
