import { dayOf, periodOfDay, type Aggregation, type TimelineSeries, type TimelineV2Response } from '@havbruk/api';
import { describe, expect, it } from 'vitest';
import { countWeeksOverLimit, liceLimitSteps, timelineSeries, weeksOverLimit } from './entitySeries.ts';
import { VIEW_CONFIG } from './viewConfig.ts';

/** A sparse series: values at the periods of the given dates (or period numbers for days-in aggregations). */
const sparse = (
  agg: Aggregation,
  first: number,
  values: [string | number, number | null][],
  field: string,
  sensor = 'farm',
  group: string | null = null,
): TimelineSeries => ({
  sensor,
  group,
  index: values.map(([at]) => (typeof at === 'number' ? at : periodOfDay(agg, dayOf(at))) - first),
  columns: { [field]: values.map(([, value]) => value) },
});
const response = (
  key: 'lice' | 'mortalities' | 'inventory',
  agg: Aggregation,
  first: number,
  series: TimelineSeries[],
  group: string | null = null,
): TimelineV2Response => ({
  entityType: 'farm',
  id: '1',
  start: '2025-01-01',
  end: '2025-12-31',
  axis: { agg, first, length: 400 },
  tables: { [key]: { fields: [], group, series } },
});
const labels = { sensorLabel: (s: string) => (s === 'farm' ? 'Farm' : `Cage ${s}`), groupLabel: (g: string) => g };
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const JAN_1 = dayOf('2025-01-01');

describe('timeline series (v2 columns)', () => {
  it('a week without a lice report is a gap (null), never 0, also in a daily view', () => {
    const lice = response('lice', 'day', JAN_1, [
      sparse(
        'day',
        JAN_1,
        [
          ['2025-04-07', 0.1],
          ['2025-04-21', 0],
        ],
        'female',
      ),
    ]);
    const [series] = timelineSeries(lice, { config: VIEW_CONFIG.lice, field: 'female', ...labels });
    expect(series!.points).toEqual([
      { x: utc('2025-04-07'), y: 0.1 },
      { x: utc('2025-04-14'), y: null },
      { x: utc('2025-04-21'), y: 0 },
    ]);
  });

  it('reads dense series: a null inside the reported range is a gap, empty periods at the ends are dropped', () => {
    const weights = [null, null, 1.2, null, 1.3, null];
    const inventory = response('inventory', 'day', JAN_1, [
      { sensor: 'farm', group: null, columns: { closeWeight: weights } },
    ]);
    const [series] = timelineSeries(inventory, { config: VIEW_CONFIG.growth, field: 'closeWeight', ...labels });
    expect(series!.points).toEqual([
      { x: utc('2025-01-03'), y: 1.2 },
      { x: utc('2025-01-04'), y: null },
      { x: utc('2025-01-05'), y: 1.3 },
    ]);
  });

  it('sums mortality causes per sensor and keeps one series per sensor; a cause filter keeps that cause only', () => {
    const series = [
      sparse('day', JAN_1, [['2025-05-01', 3]], 'count', 'c1', 'handling'),
      sparse('day', JAN_1, [['2025-05-01', 2]], 'count', 'c1', 'disease'),
      sparse('day', JAN_1, [['2025-05-01', 1]], 'count', 'c2', 'disease'),
      sparse('day', JAN_1, [['2025-05-03', 4]], 'count', 'c2', 'handling'),
    ];
    const mortality = response('mortalities', 'day', JAN_1, series, 'reason');
    const all = timelineSeries(mortality, { config: VIEW_CONFIG.mortality, field: 'count', ...labels });
    expect(all.map((s) => [s.label, s.points.map((p) => p.y)])).toEqual([
      ['Cage c1', [5, null, null]],
      ['Cage c2', [1, null, 4]],
    ]);
    const disease = timelineSeries(mortality, {
      config: VIEW_CONFIG.mortality,
      field: 'count',
      group: 'disease',
      ...labels,
    });
    expect(disease.map((s) => s.points.map((p) => p.y))).toEqual([[2], [1]]);
  });

  it('a sampled table (lab tests) has points only where sampled, one series per disease', () => {
    const pcr: TimelineV2Response = {
      ...response('lice', 'week', 0, []),
      tables: {
        pcrTests: {
          fields: [],
          group: 'disease',
          series: [
            sparse(
              'week',
              0,
              [
                [2, 8],
                [6, 0],
              ],
              'positivityRate',
              'farm',
              'PD',
            ),
            sparse('week', 0, [[4, 12]], 'positivityRate', 'farm', 'ILA'),
          ],
        },
      },
    };
    const series = timelineSeries(pcr, { config: VIEW_CONFIG.lab, field: 'positivityRate', ...labels });
    expect(series.map((s) => [s.label, s.points.map((p) => p.y)])).toEqual([
      ['PD', [8, 0]],
      ['ILA', [12]],
    ]);
  });

  it('puts days-in aggregations on a day number axis (period × 7 days for weeks in production)', () => {
    const lice = response('lice', 'weeksIn', 0, [
      sparse(
        'weeksIn',
        0,
        [
          [2, 0.2],
          [4, 0.3],
        ],
        'female',
      ),
    ]);
    const [series] = timelineSeries(lice, { config: VIEW_CONFIG.lice, field: 'female', ...labels });
    expect(series!.points).toEqual([
      { x: 14, y: 0.2 },
      { x: 21, y: null },
      { x: 28, y: 0.3 },
    ]);
  });

  it('puts monthly periods on the first of each calendar month', () => {
    const first = periodOfDay('month', JAN_1);
    const lice = response('lice', 'month', first, [
      sparse(
        'month',
        first,
        [
          ['2025-01-01', 0.1],
          ['2025-03-01', 0.2],
        ],
        'female',
      ),
    ]);
    const [series] = timelineSeries(lice, { config: VIEW_CONFIG.lice, field: 'female', ...labels });
    expect(series!.points.map((p) => (p.x as Date).toISOString().slice(0, 10))).toEqual([
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
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
    const first = periodOfDay('week', JAN_1);
    const lice = response('lice', 'week', first, [
      sparse(
        'week',
        first,
        [
          ['2025-04-14', 0.3],
          ['2025-04-21', null],
          ['2025-06-02', 0.3],
          ['2025-06-09', 0.6],
        ],
        'female',
      ),
    ]);
    const [series] = timelineSeries(lice, { config: VIEW_CONFIG.lice, field: 'female', ...labels });
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
    expect(countWeeksOverLimit(lice, 9)).toBe(2);
  });
});
