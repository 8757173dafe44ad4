import { addIsoDays, type HarvestRecord } from '@havbruk/api';
import { createDataset } from '@havbruk/api/dataset';
import { getHarvestActions } from '@havbruk/server/queries/harvest';
import { describe, expect, it } from 'vitest';
import { buildHarvestView, type HarvestViewFilter } from './harvestView.ts';

const dataset = createDataset({ sites: 160 });
const today = dataset.today;
const active = dataset.sites.filter(
  (site) => site.species === 'atlanticSalmon' && site.generations.at(-1)?.endDate === null,
);
const records: HarvestRecord[] = getHarvestActions(dataset, active.slice(0, 10), today, addIsoDays(today, 89));
const filter: HarvestViewFilter = {
  weight: { min: 3.2, max: null },
  window: { start: today, end: addIsoDays(today, 89) },
  market: 'fresh',
  sort: 'earnings',
};

describe('buildHarvestView', () => {
  it('one row per farm: ready rows first, by earnings in the chosen market, highest first', () => {
    const view = buildHarvestView(records, filter, null);
    expect(view.rows).toHaveLength(new Set(records.map((record) => record.farmId)).size);
    const ready = view.rows.filter((row) => row.status === 'ready');
    expect(ready.length).toBe(view.validCount);
    expect(view.rows.slice(0, ready.length)).toEqual(ready);
    const values = ready.map((row) => row.value!);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('a row shows the best passing day in the window', () => {
    const view = buildHarvestView(records, { ...filter, sort: 'biomass' }, null);
    const row = view.rows.find((entry) => entry.status === 'ready')!;
    const chosen = records.find((record) => record.farmId === row.farmId && record.day === row.day)!;
    expect(chosen.populations.some((p) => p.weight.value >= 3.2)).toBe(true);
    const best = Math.max(
      ...records
        .filter((record) => record.farmId === row.farmId && record.populations.some((p) => p.weight.value >= 3.2))
        .map((record) => record.scores.biomass.value),
    );
    expect(row.biomass).toBe(Math.round(best / 1000));
  });

  it('the best day is the day the sort criterion peaks in the dates, not the last day of the dates', () => {
    const view = buildHarvestView(records, { ...filter, sort: 'quality' }, null);
    const ready = view.rows.filter((row) => row.status === 'ready');
    for (const row of ready) {
      const passing = records.filter(
        (record) => record.farmId === row.farmId && record.populations.some((p) => p.weight.value >= 3.2),
      );
      expect(row.superior).toBe(Math.max(...passing.map((record) => record.scores.superior.value)));
    }
    const lastDay = [...new Set(records.map((record) => record.day))].sort().at(-1);
    expect(ready.some((row) => row.day !== lastDay)).toBe(true);
  });

  it('names the best day every row shares (earnings grow with the fish to the end of the dates), none when they differ', () => {
    const byEarnings = buildHarvestView(records, filter, null);
    const days = new Set(byEarnings.rows.flatMap((row) => (row.day === null ? [] : [row.day])));
    expect(days.size).toBe(1);
    expect(byEarnings.sharedDay).toBe([...days][0]);
    expect(buildHarvestView(records, { ...filter, sort: 'quality' }, null).sharedDay).toBeNull();
    // A focus day is named by the focus, not as a best day.
    expect(buildHarvestView(records, filter, byEarnings.rows[0]!.day).sharedDay).toBeNull();
  });

  it('the focus day shows every farm on that day; farms outside the weight have no recommendation', () => {
    const day = [...new Set(records.map((record) => record.day))].sort()[3]!;
    const view = buildHarvestView(records, filter, day);
    expect(view.rows.every((row) => row.day === day)).toBe(true);
    expect(view.rows.some((row) => row.status !== 'ready')).toBe(true);
  });

  it('graph: fish-weighted mean weight per day, axis maximum 1.1 times the highest upper bound', () => {
    const view = buildHarvestView(records, filter, null);
    const first = view.points[0]!;
    const sameDay = records.filter((record) => record.day === first.day);
    const fish = sameDay.reduce((sum, record) => sum + record.scores.count.value, 0);
    const mean =
      sameDay.reduce((sum, record) => sum + record.scores.weight.value * record.scores.count.value, 0) / fish;
    expect(first.weight.value).toBeCloseTo(mean, 6);
    expect(view.axisMax.weight).toBeCloseTo(1.1 * Math.max(...view.points.map((point) => point.weight.upper)), 6);
  });

  it('messages: empty, no projection in the dates, failed hard, failed soft', () => {
    expect(buildHarvestView([], filter, null).message).toBe('empty');
    const between = { start: addIsoDays(today, 1), end: addIsoDays(today, 2) };
    expect(buildHarvestView(records, { ...filter, window: between }, null).message).toBe('noResults');
    expect(buildHarvestView(records, { ...filter, weight: { min: 9, max: null } }, null).message).toBe('failedHard');
    const heaviestLast = Math.max(...records.map((record) => record.scores.weight.value));
    const firstWeek = { start: today, end: addIsoDays(today, 6) };
    const soft = buildHarvestView(
      records,
      { ...filter, weight: { min: heaviestLast - 0.01, max: null }, window: firstWeek },
      null,
    );
    expect(soft.message).toBe('failedSoft');
    expect(buildHarvestView(records, filter, null).message).toBeNull();
  });
});
