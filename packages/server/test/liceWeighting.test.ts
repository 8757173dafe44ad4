/**
 * Issue 35 (8): an organization's lice series is fish-weighted over the cages counted (the headline figure's
 * rule), not a plain mean over cages or farms — in the v1 timeline and the v2 column store alike.
 */
import { getFarmDetail } from '@havbruk/api/dataset';
import { describe, expect, it } from 'vitest';
import { farmStoreOf } from '../src/farmStore/columns.ts';
import { computeTimelineV1, computeTimelineV2 } from '../src/farmStore/timeline.ts';
import type { TimelineQuery } from '../src/queries/timeline.ts';
import { ORGS, testDataset } from './helpers.ts';

const dataset = testDataset();
const farmIds = dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds;
const access = { isPrivate: (id: string) => farmIds.includes(id), organizationFarmIds: farmIds };

/** Per day: Σ female lice × fish, Σ fish and the plain values over every counted cage of the organization. */
const counted = new Map<string, { weighted: number; fish: number; values: number[] }>();
for (const id of farmIds)
  for (const series of getFarmDetail(dataset, id)!.cages)
    series.dates.forEach((date, index) => {
      const female = series.female[index];
      if (female === null || female === undefined) return;
      const day = counted.get(date) ?? { weighted: 0, fish: 0, values: [] };
      day.weighted += female * (series.count[index] as number);
      day.fish += series.count[index] as number;
      day.values.push(female);
      counted.set(date, day);
    });
// The latest counting day where the plain mean and the fish-weighted one differ most.
const [date, day] = [...counted.entries()]
  .filter(([, entry]) => entry.fish > 0)
  .sort(([a], [b]) => (a < b ? 1 : -1))
  .slice(0, 20)
  .sort(
    ([, a], [, b]) =>
      Math.abs(b.weighted / b.fish - b.values.reduce((x, y) => x + y, 0) / b.values.length) -
      Math.abs(a.weighted / a.fish - a.values.reduce((x, y) => x + y, 0) / a.values.length),
  )[0]!;
const weighted = day.weighted / day.fish;
const plain = day.values.reduce((x, y) => x + y, 0) / day.values.length;
const query: TimelineQuery = {
  entityType: 'organization',
  id: ORGS.nordvik,
  start: date,
  end: date,
  fields: ['lice'],
  agg: 'day',
};

describe('organization lice series', () => {
  it('differs between the plain and the fish-weighted mean on the day tested', () => {
    expect(Math.abs(weighted - plain)).toBeGreaterThan(0.002);
  });

  it('is fish-weighted in the v1 timeline', () => {
    const row = computeTimelineV1(farmStoreOf(dataset), query, access).tables.lice!.rows.find(
      (entry) => entry.sensor === 'organization',
    );
    expect(row!.values.female).toBeCloseTo(weighted, 3);
  });

  it('is fish-weighted in the v2 timeline', () => {
    const answer = computeTimelineV2(farmStoreOf(dataset), query, access, true);
    const series = answer.tables.lice!.series.find((entry) => entry.sensor === 'organization')!;
    expect(series.columns.female![0]).toBeCloseTo(weighted, 3);
  });
});
