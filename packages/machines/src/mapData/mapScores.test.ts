import { describe, expect, it } from 'vitest';
import type { MapV2Response } from '@havbruk/api';
import { createDataset } from '@havbruk/api/dataset';
import { scoreYear } from './mapData.ts';
import { FALLOW_SCORE, liceLimitRatio, performanceIndex, type MapFarmWeek, type MapFarmWindow } from './mapScores.ts';

const week = (values: Partial<MapFarmWeek> = {}): MapFarmWeek => ({
  isFallow: false,
  female: 0,
  treatments: 0,
  disease: 'none',
  ...values,
});
const farm = (id: string, ...weeks: Partial<MapFarmWeek>[]): MapFarmWindow => ({ id, weeks: weeks.map(week) });

describe('performanceIndex', () => {
  const scores = performanceIndex([
    farm('clean', { female: 0.1 }, { female: 0.1 }),
    farm('lousy', { female: 0.5 }, { female: 0.5, treatments: 1 }),
    farm('treated', { female: 0.1, treatments: 2 }, { female: 0.1, treatments: 2 }),
    farm('sick', { female: 0.1, disease: 'confirmed' }, { female: 0.1, disease: 'confirmed' }),
    farm('unreported', { female: null }, { female: null }),
    farm('fallow', { female: 0.2 }, { isFallow: true, female: null }),
  ]);

  it('averages the min–max normalised lice, treatment and disease scores', () => {
    expect(scores.get('clean')).toBe(1);
    // lice at the worst, treatments (1 + 0.5) / 2 = 0.75 normalised between 0 and 1, disease at the best
    expect(scores.get('lousy')).toBeCloseTo((0 + 0.75 + 1) / 3);
    expect(scores.get('treated')).toBeCloseTo((1 + 0 + 1) / 3);
    expect(scores.get('sick')).toBeCloseTo((1 + 1 + 0) / 3);
  });

  it('averages the step scores over the window before normalising', () => {
    const window = performanceIndex([
      farm('once', { treatments: 1 }, {}, {}, {}),
      farm('every week', { treatments: 2 }, { treatments: 2 }, { treatments: 2 }, { treatments: 2 }),
      farm('never', {}, {}, {}, {}),
    ]);
    // treatment: once → 0.875, normalised between 0 and 1; lice and disease equal for all (1)
    expect(window.get('once')).toBeCloseTo((1 + 0.875 + 1) / 3);
    expect(window.get('every week')).toBeCloseTo((1 + 0 + 1) / 3);
  });

  it('gives a farm with no lice count in the window the worst lice score, not the best', () => {
    expect(scores.get('unreported')).toBeCloseTo((0 + 1 + 1) / 3);
    expect(scores.get('unreported')).toBeLessThan(1);
  });

  it('averages the lice of the reported weeks (a fortnightly count is not "not reported")', () => {
    const fortnightly = performanceIndex([farm('a', { female: 0.1 }, { female: null }), farm('b', { female: 0.3 })]);
    expect(fortnightly.get('a')).toBe(1);
    expect(fortnightly.get('b')).toBeCloseTo(2 / 3);
  });

  it('gives fallow farms -1 and leaves them out of the ranges', () => {
    expect(scores.get('fallow')).toBe(FALLOW_SCORE);
  });
});

/** One year of the dataset as the map's v2 answer (the keys the score reads). */
function datasetYear(year: number): MapV2Response {
  const dataset = createDataset();
  const first = dataset.weeks.findIndex((entry) => entry.year === year);
  const weeks = dataset.weeks.filter((entry) => entry.year === year);
  const cells = weeks.flatMap((_, w) => dataset.sites.map((site) => site.weeks[first + w]!));
  const diseaseCells = cells.flatMap((cell, index) => cell.diseases.map((entry) => ({ index, entry })));
  return {
    year,
    weeks: weeks.map(({ label, week }) => ({ year, week, label })),
    farms: dataset.sites.map((site) => site.id),
    data: {
      lice: {
        reported: cells.map((cell) => (cell.liceReported ? 1 : 0)),
        female: cells.map((cell) => cell.female),
        mobile: cells.map((cell) => cell.mobile),
        stationary: cells.map((cell) => cell.stationary),
      },
      activity: {
        isFallow: cells.map((cell) => (cell.isFallow ? 1 : 0)),
        isActive: cells.map((cell) => (cell.isActive ? 1 : 0)),
      },
      treatments: {
        count: cells.map((cell) => cell.treatments.length),
        cell: cells.flatMap((cell, index) => cell.treatments.map(() => index)),
        products: [{ product: 'any', category: 'mechanical' }],
        product: cells.flatMap((cell) => cell.treatments.map(() => 0)),
      },
      diseases: {
        count: cells.map((cell) => cell.diseases.length),
        cell: diseaseCells.map(({ index }) => index),
        types: ['any'],
        type: diseaseCells.map(() => 0),
        strain: diseaseCells.map(() => null),
        status: diseaseCells.map(({ entry }) => entry.status),
        start: diseaseCells.map(({ entry }) => entry.start),
        end: diseaseCells.map(({ entry }) => entry.end),
      },
    },
  };
}

describe('the welfare score over the dataset (issue 35)', () => {
  const response = datasetYear(2026);
  const scores = scoreYear(response);
  const activeScores = (weekNumber: number): number[] => {
    const w = response.weeks.findIndex((entry) => entry.week === weekNumber);
    const count = response.farms.length;
    return scores.slice(w * count, (w + 1) * count).filter((score) => score !== FALLOW_SCORE);
  };
  const share = (values: number[], test: (score: number) => boolean) => values.filter(test).length / values.length;

  it('spreads the farms of the default (latest) week: far fewer than 80 % score 90 or more', () => {
    const latest = activeScores(response.weeks[response.weeks.length - 1]!.week);
    expect(latest.length).toBeGreaterThan(300);
    expect(share(latest, (score) => score * 100 >= 90)).toBeLessThan(0.4);
  });

  it('does not give most farms exactly 100 in winter week 2026-08', () => {
    const winter = activeScores(8);
    expect(share(winter, (score) => Math.round(score * 100) === 100)).toBeLessThan(0.1);
  });
});

describe('liceLimitRatio', () => {
  it('compares female lice with the limit, keeping "not reported" apart from zero', () => {
    expect(liceLimitRatio(0.3, 0.2)).toBeCloseTo(1.5);
    expect(liceLimitRatio(0, 0.5)).toBe(0);
    expect(liceLimitRatio(null, 0.5)).toBeNull();
  });
});
