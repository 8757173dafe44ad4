/**
 * Accumulated fields (review findings): accumulated mortality, slaughters and treatments count from the
 * generation's start, not from the request's `start`, so two cached periods join without a jump; the stocked
 * count is the generation's, not the sum of every generation's first count.
 */
import { describe, expect, it } from 'vitest';
import { getFarmDetail, MORTALITY_REASONS, toDayNumber, fromDayNumber } from '@havbruk/api/dataset';
import { farmStoreOf } from '../src/farmStore/columns.ts';
import { computeTimelineV1 } from '../src/farmStore/timeline.ts';
import { ORGS, testDataset } from './helpers.ts';

const dataset = testDataset();
const farmId = dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds[0]!;
const site = dataset.sites.find((entry) => entry.id === farmId)!;
const detail = getFarmDetail(dataset, farmId)!;
const firstDate = dataset.weeks[0]!.start;
// A generation wholly inside the dataset, with slaughters, so every accumulated field has data.
const generation = site.generations.find(
  (entry) => entry.startDate > firstDate && entry.endDate !== null && entry.endDate < dataset.today,
)!;
const access = { isPrivate: () => true };
const store = farmStoreOf(dataset);
const timeline = (start: string, end: string, fields: ('mortalities' | 'slaughters' | 'treatments')[]) =>
  computeTimelineV1(store, { entityType: 'farm', id: farmId, start, end, fields, agg: 'day' }, access).tables;
const valueOn = (rows: { date: string; values: Record<string, number | null> }[], date: string, field: string) =>
  rows.find((row) => row.date === date)?.values[field];

describe('accumulated fields start at the generation start', () => {
  const middle = fromDayNumber(Math.floor((toDayNumber(generation.startDate) + toDayNumber(generation.endDate!)) / 2));

  it('mortality: a request starting mid-generation continues the whole-generation value', () => {
    const whole = timeline(generation.startDate, generation.endDate!, ['mortalities']).mortalities!.rows;
    const later = timeline(middle, generation.endDate!, ['mortalities']).mortalities!.rows;
    const day = later.find((row) => row.sensor === 'farm')!.date;
    expect(valueOn(later, day, 'accumulated')).toBeCloseTo(valueOn(whole, day, 'accumulated')!, 3);
  });

  it('slaughters: accumulated count and biomass continue across the request start', () => {
    const whole = timeline(generation.startDate, generation.endDate!, ['slaughters']).slaughters!.rows;
    const lastDay = whole[whole.length - 1]!.date;
    const later = timeline(lastDay, generation.endDate!, ['slaughters']).slaughters!.rows;
    expect(valueOn(later, lastDay, 'accumulatedCount')).toBe(valueOn(whole, lastDay, 'accumulatedCount'));
    expect(valueOn(later, lastDay, 'accumulatedBiomass')).toBeCloseTo(
      valueOn(whole, lastDay, 'accumulatedBiomass')!,
      0,
    );
  });

  it('treatments: the accumulated count per product continues across the request start', () => {
    const whole = timeline(generation.startDate, generation.endDate!, ['treatments']).treatments!.rows.filter(
      (row) => row.sensor === 'farm',
    );
    const lastRow = whole[whole.length - 1]!;
    const later = timeline(lastRow.date, generation.endDate!, ['treatments']).treatments!.rows;
    const same = later.find(
      (row) => row.sensor === 'farm' && row.group === lastRow.group && row.date === lastRow.date,
    )!;
    expect(same.values.accumulatedTreatments).toBe(lastRow.values.accumulatedTreatments);
    expect(lastRow.values.accumulatedTreatments).toBeGreaterThan(1);
  });

  it("mortality percent divides by this generation's stocked fish, not every generation's", () => {
    const cages = detail.cages.filter((series) => series.generationId === generation.id);
    const end = generation.endDate!;
    let dead = 0;
    let stocked = 0;
    for (const series of cages) {
      stocked += series.stocked;
      for (let index = 0; index < series.dates.length; index += 1)
        for (const reason of MORTALITY_REASONS) dead += series.mortality[reason][index] as number;
    }
    const rows = timeline(firstDate, dataset.today, ['mortalities']).mortalities!.rows.filter(
      (row) => row.sensor === 'farm' && row.date <= end,
    );
    expect(rows[rows.length - 1]!.values.accumulated).toBeCloseTo((dead / stocked) * 100, 2);
  });
});

describe('an organization timeline with farm ids in sensorKeys', () => {
  const organization = dataset.organizations.find((org) => org.id === ORGS.nordvik)!;
  const [first, second] = organization.farmIds as [string, string];
  const query = { entityType: 'organization' as const, id: organization.id, start: '2026-09-01', end: '2026-09-30' };
  // The organization's farms come from the directory (the route resolves them).
  const orgAccess = { ...access, organizationFarmIds: organization.farmIds };

  it('answers each named farm as its own series, equal to the farm timeline, beside the aggregate', () => {
    const fields: ('lice' | 'feed')[] = ['lice', 'feed'];
    const both = computeTimelineV1(store, { ...query, fields, sensorKeys: `${first},${second}` }, orgAccess).tables;
    let farmSeries = 0;
    for (const id of [first, second]) {
      const own = computeTimelineV1(store, { ...query, entityType: 'farm', id, fields }, orgAccess).tables;
      for (const field of fields) {
        const farmRows = both[field]!.rows.filter((row) => row.sensor === id).map((row) => [row.date, row.values]);
        const ownRows = own[field]!.rows.filter((row) => row.sensor === 'farm').map((row) => [row.date, row.values]);
        expect(farmRows).toEqual(ownRows);
        if (farmRows.length > 0) farmSeries += 1;
      }
    }
    expect(farmSeries).toBeGreaterThan(0);
    expect(both.lice!.rows.some((row) => row.sensor === 'organization')).toBe(true);
    // The organization's timeline sums every farm: slow on a busy machine.
  }, 30_000);

  it('ignores farm ids outside the organization', () => {
    const outside = dataset.sites.find((site) => !organization.farmIds.includes(site.id))!.id;
    const rows = computeTimelineV1(store, { ...query, fields: ['lice'], sensorKeys: outside }, orgAccess).tables.lice!
      .rows;
    expect(new Set(rows.map((row) => row.sensor))).toEqual(new Set(['organization']));
  });
});
