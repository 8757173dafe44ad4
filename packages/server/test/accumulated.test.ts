/**
 * Accumulated fields (review findings): accumulated mortality, slaughters and treatments count from the
 * generation's start, not from the request's `start`, so two cached periods join without a jump; the stocked
 * count is the generation's, not the sum of every generation's first count.
 */
import { describe, expect, it } from 'vitest';
import { getFarmDetail, MORTALITY_REASONS, toDayNumber, fromDayNumber } from '@havbruk/api/dataset';
import { computeTimeline } from '../src/queries/timeline.ts';
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
const timeline = (start: string, end: string, fields: ('mortalities' | 'slaughters' | 'treatments')[]) =>
  computeTimeline(dataset, { entityType: 'farm', id: farmId, start, end, fields, agg: 'day' }, access).tables;
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
