import type { TimelineResponse, TimelineRow } from '@havbruk/api';
import { describe, expect, it } from 'vitest';
import { countWeeksOverLimit, liceLimitSteps, timelineSeries, weeksOverLimit } from './entitySeries.ts';
import { VIEW_CONFIG } from './viewConfig.ts';

const row = (date: string, values: Record<string, number | null>, sensor = 'farm', group: string | null = null) =>
  ({ date, sensor, group, values }) satisfies TimelineRow;
const response = (key: 'lice' | 'mortalities', rows: TimelineRow[], group: string | null = null): TimelineResponse => ({
  entityType: 'farm',
  id: '1',
  start: '2025-01-01',
  end: '2025-12-31',
  agg: 'day',
  tables: { [key]: { fields: [], group, rows } },
});
const labels = { sensorLabel: (s: string) => (s === 'farm' ? 'Farm' : `Cage ${s}`), groupLabel: (g: string) => g };
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

describe('timeline series', () => {
  it('a week without a lice report is a gap (null), never 0, also in a daily view', () => {
    const lice = response('lice', [row('2025-04-07', { female: 0.1 }), row('2025-04-21', { female: 0 })]);
    const [series] = timelineSeries(lice, { config: VIEW_CONFIG.lice, field: 'female', agg: 'day', ...labels });
    expect(series!.points).toEqual([
      { x: utc('2025-04-07'), y: 0.1 },
      { x: utc('2025-04-14'), y: null },
      { x: utc('2025-04-21'), y: 0 },
    ]);
  });

  it('sums mortality causes per sensor and keeps one series per sensor; a cause filter keeps that cause only', () => {
    const rows = [
      row('2025-05-01', { count: 3 }, 'c1', 'handling'),
      row('2025-05-01', { count: 2 }, 'c1', 'disease'),
      row('2025-05-01', { count: 1 }, 'c2', 'disease'),
      row('2025-05-03', { count: 4 }, 'c2', 'handling'),
    ];
    const all = timelineSeries(response('mortalities', rows, 'reason'), {
      config: VIEW_CONFIG.mortality,
      field: 'count',
      agg: 'day',
      ...labels,
    });
    expect(all.map((s) => [s.label, s.points.map((p) => p.y)])).toEqual([
      ['Cage c1', [5, null, null]],
      ['Cage c2', [1, null, 4]],
    ]);
    const disease = timelineSeries(response('mortalities', rows, 'reason'), {
      config: VIEW_CONFIG.mortality,
      field: 'count',
      agg: 'day',
      group: 'disease',
      ...labels,
    });
    expect(disease.map((s) => s.points.map((p) => p.y))).toEqual([[2], [1]]);
  });

  it('puts days-in aggregations on a day number axis', () => {
    const lice = response('lice', [row('2000-01-15', { female: 0.2 }), row('2000-01-29', { female: 0.3 })]);
    const [series] = timelineSeries(lice, { config: VIEW_CONFIG.lice, field: 'female', agg: 'weeksIn', ...labels });
    expect(series!.points).toEqual([
      { x: 14, y: 0.2 },
      { x: 21, y: null },
      { x: 28, y: 0.3 },
    ]);
  });
});

describe('lice limit', () => {
  it('steps down to 0.2 for weeks 16–21 in area 3 and back to 0.5', () => {
    const steps = liceLimitSteps(3, utc('2025-04-01').getTime(), utc('2025-06-30').getTime());
    expect(steps.map((s) => [(s.start as Date).toISOString().slice(0, 10), s.value])).toEqual([
      ['2025-03-31', 0.5],
      ['2025-04-14', 0.2],
      ['2025-05-26', 0.5],
    ]);
  });

  it('marks and counts reported weeks over the week limit: 0.3 is over in spring, not in summer', () => {
    const lice = response('lice', [
      row('2025-04-14', { female: 0.3 }),
      row('2025-04-21', { female: null }),
      row('2025-06-02', { female: 0.3 }),
      row('2025-06-09', { female: 0.6 }),
    ]);
    const [series] = timelineSeries(lice, { config: VIEW_CONFIG.lice, field: 'female', agg: 'week', ...labels });
    expect(weeksOverLimit(series!, 3).map((band) => (band.start as Date).toISOString().slice(0, 10))).toEqual([
      '2025-04-14',
      '2025-06-09',
    ]);
    expect(countWeeksOverLimit(lice, 3)).toBe(2);
    // Areas 8–13: spring limit in weeks 21–26, so week 16 at 0.3 is within the limit and week 23 at 0.3 is over.
    expect(weeksOverLimit(series!, 9).map((band) => (band.start as Date).toISOString().slice(0, 10))).toEqual([
      '2025-06-02',
      '2025-06-09',
    ]);
  });
});

describe('organization conditions', () => {
  it('adds counts, weighs averages by fish and keeps distinct diseases and the latest treatment', async () => {
    const { combineConditions } = await import('./combineConditions.ts');
    const base = {
      farmId: 'a',
      updatedAt: '2026-11-20',
      daysActive: 100,
      generation: null,
      currentFishCount: 100,
      currentFishWeight: 2,
      currentFishBiomass: 200,
      totalMortalityPercent: 10,
      trendDailyMortalityPercent: null,
      totalStockedFishCount: 120,
      totalMortalityCount: 12,
      totalFeedOverBiomass: null,
      trendFeedOverBiomass: null,
      totalBiologicalFCR: null,
      currentSeaTemperature: 8,
      currentOxygen: null,
      currentSalinity: null,
      currentConfirmedDiseases: 'PD',
      currentAvgFemaleLice: 0.1,
      currentAvgMobileLice: null,
      currentLastTreatmentCategory: 'thermal',
      currentLastTreatmentDate: '2026-10-01',
    };
    const combined = combineConditions('org', [
      base,
      {
        ...base,
        farmId: 'b',
        currentFishCount: 300,
        currentFishWeight: 4,
        currentFishBiomass: 1200,
        currentConfirmedDiseases: 'ILA,PD',
        currentAvgFemaleLice: 0.3,
        currentLastTreatmentCategory: 'mechanical',
        currentLastTreatmentDate: '2026-11-01',
      },
    ]);
    expect(combined).toMatchObject({
      farmId: 'org',
      currentFishCount: 400,
      currentFishBiomass: 1400,
      currentFishWeight: 3.5,
      currentAvgFemaleLice: 0.25,
      currentConfirmedDiseases: 'ILA,PD',
      currentLastTreatmentCategory: 'mechanical',
      currentAvgMobileLice: null,
    });
  });
});
