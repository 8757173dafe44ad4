/** Harvest by quality class (the harvest view's profiler pie): every harvested fish falls in one class. */
import { describe, expect, it } from 'vitest';
import { getFarmDetail } from '@havbruk/api/dataset';
import { getHarvestCategorization } from '../src/queries/farm.ts';
import { ORGS, testDataset } from './helpers.ts';

const dataset = testDataset();
const farmId = dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds[0]!;
const site = dataset.sites.find((entry) => entry.id === farmId)!;
const detail = getFarmDetail(dataset, farmId)!;
const harvestedIn = (generationId: string) =>
  detail.cages
    .filter((series) => series.generationId === generationId)
    .reduce((sum, series) => sum + series.slaughterCount.reduce((a, b) => a + b, 0), 0);
// A generation harvested inside the dataset's period.
const generation = site.generations.find((entry) => harvestedIn(entry.id) > 0)!;
const harvested = harvestedIn(generation.id);

describe('harvest by quality class', () => {
  const rows = getHarvestCategorization(dataset, site, { genId: generation.id });
  const share = (label: string) => (rows.find((row) => row.label === label)?.value ?? 0) / harvested;

  it('adds up to the fish harvested in the generation', () => {
    expect(harvested).toBeGreaterThan(0);
    expect(rows.reduce((sum, row) => sum + row.value, 0)).toBe(harvested);
  });

  it('is mostly superior, with a few percent production and under 1.2 % wreck', () => {
    expect(share('superior')).toBeGreaterThan(0.85);
    expect(share('superior')).toBeLessThan(0.95);
    expect(share('production')).toBeGreaterThan(0.015);
    expect(share('wreck')).toBeLessThan(0.013);
  });

  it('is the same on every call, and empty for a period without harvest', () => {
    expect(getHarvestCategorization(dataset, site, { genId: generation.id })).toEqual(rows);
    expect(getHarvestCategorization(dataset, site, { genId: generation.id, end: generation.startDate })).toEqual([]);
  });
});
