/**
 * Harvest recommendations (issue 19, spec S2 §3, §4, §9): records per farm and per cage, "hard" per farm or cage,
 * fresh and frozen prices with currency and the species fallback, superior fish at 1.2 times the market price, fish
 * counts never above the projected count.
 */
import { describe, expect, it } from 'vitest';
import { addIsoDays, harvestUnitKey, SUPERIOR_PRICE_FACTOR, type HarvestRecord } from '@havbruk/api';
import { getFarmDetail, type Site } from '@havbruk/api/dataset';
import { getHarvestActions, MARKET_PRICES } from '../src/queries/harvest.ts';
import { testDataset } from './helpers.ts';

const dataset = testDataset();
const start = dataset.today;
const end = addIsoDays(start, 89);
/** Farms with fish in the sea today (the ones harvest planning is about). */
const active = dataset.sites.filter((site) => site.generations.at(-1)?.endDate === null);
const salmon = active.filter((site) => site.species === 'atlanticSalmon').slice(0, 6);
const trout = active.find((site) => site.species === 'rainbowTrout');
const currentCages = (site: Site) => {
  const generation = site.generations.at(-1)!;
  return getFarmDetail(dataset, site.id)!
    .cages.filter((cage) => cage.generationId === generation.id && (cage.count.at(-1) ?? 0) > 0)
    .map((cage) => cage.cageId);
};
const byUnit = (records: readonly HarvestRecord[]) => {
  const units = new Map<string, HarvestRecord[]>();
  for (const record of records)
    units.set(harvestUnitKey(record), [...(units.get(harvestUnitKey(record)) ?? []), record]);
  return units;
};

describe('harvest records per farm and per cage', () => {
  it('without perCage: one record per farm and projection day, holding every cage', () => {
    const records = getHarvestActions(dataset, salmon, start, end);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(record.cageId).toBeNull();
      expect(record.cageName).toBeNull();
    }
    const site = salmon[0]!;
    const first = records.find((record) => record.farmId === site.id)!;
    expect(first.populations.map((population) => population.cageId).sort()).toEqual(currentCages(site).sort());
  });

  it('with perCage: one record set per cage, each record holding only its own cage', () => {
    const site = salmon[0]!;
    const records = getHarvestActions(dataset, [site], start, end, { perCage: true });
    const units = byUnit(records);
    expect([...units.keys()].sort()).toEqual(
      currentCages(site)
        .map((cageId) => `${site.id}/${cageId}`)
        .sort(),
    );
    for (const record of records) {
      expect(record.cageId).not.toBeNull();
      expect(record.cageName).toEqual(expect.any(String));
      expect(record.populations).toEqual([expect.objectContaining({ cageId: record.cageId })]);
    }
    const days = new Set([...units.values()].map((unit) => unit.map((record) => record.day).join()));
    expect(days.size).toBe(1);
  });
});

describe('fail "weight" and "hard" per farm or cage', () => {
  it('a cage that never reaches the weight range fails hard; a cage that reaches it later fails soft before', () => {
    const records = getHarvestActions(dataset, salmon, start, end, { perCage: true });
    const heaviest = [...byUnit(records).values()].map((unit) =>
      Math.max(...unit.map((record) => record.populations[0]!.weight.value)),
    );
    heaviest.sort((a, b) => a - b);
    // A minimum weight that some cages reach within the window and some do not.
    const min = heaviest[Math.floor(heaviest.length / 2)]!;
    const evaluated = getHarvestActions(dataset, salmon, start, end, { perCage: true, weight: { min, max: null } });
    let hardUnits = 0;
    let softUnits = 0;
    for (const unit of byUnit(evaluated).values()) {
      const passes = unit.some((record) => record.fail === null);
      if (passes) {
        expect(unit.some((record) => record.fail === 'hard')).toBe(false);
        if (unit.some((record) => record.fail === 'weight')) softUnits += 1;
      } else {
        expect(unit.every((record) => record.fail === 'hard')).toBe(true);
        hardUnits += 1;
      }
    }
    expect(hardUnits).toBeGreaterThan(0);
    expect(softUnits).toBeGreaterThan(0);
  });

  it('a passing record has a recommendation above 0; a failing one has none', () => {
    const evaluated = getHarvestActions(dataset, salmon, start, end, { weight: { min: 4.5, max: 6 } });
    expect(evaluated.some((record) => record.fail === null)).toBe(true);
    for (const record of evaluated) expect(record.score > 0).toBe(record.fail === null);
  });
});

describe('market prices', () => {
  it('salmon: fresh and frozen in the market currency, no fallback', () => {
    const record = getHarvestActions(dataset, salmon.slice(0, 1), start, end)[0]!;
    expect(record.scores.fresh.info).toEqual({ currency: 'NOK', fallback: false, species: 'atlanticSalmon' });
    expect(record.scores.frozen.info).toEqual({ currency: 'NOK', fallback: false, species: 'atlanticSalmon' });
  });

  it('rainbow trout: its own fresh price; frozen falls back to the salmon price and says so', () => {
    expect(trout, 'the test dataset holds an active rainbow trout farm').toBeDefined();
    const record = getHarvestActions(dataset, [trout!], start, end)[0]!;
    expect(record.scores.fresh.info).toEqual({ currency: 'NOK', fallback: false, species: 'rainbowTrout' });
    expect(record.scores.frozen.info).toEqual({ currency: 'NOK', fallback: true, species: 'atlanticSalmon' });
    const perKg = record.scores.fresh.value / record.scores.biomass.value;
    const salmonRecord = getHarvestActions(dataset, salmon.slice(0, 1), start, end)[0]!;
    const salmonPerKg = salmonRecord.scores.fresh.value / salmonRecord.scores.biomass.value;
    expect(perKg).not.toBeCloseTo(salmonPerKg, 1);
  });

  it('superior fish are priced at 1.2 times the market price', () => {
    for (const record of getHarvestActions(dataset, salmon, start, end).slice(0, 20)) {
      const share = record.scores.superior.value / 100;
      for (const market of ['fresh', 'frozen'] as const) {
        const price = MARKET_PRICES.atlanticSalmon[market]!.price;
        const expected = record.scores.biomass.value * price * (share * SUPERIOR_PRICE_FACTOR + (1 - share));
        expect(record.scores[market].value / expected).toBeCloseTo(1, 3);
      }
    }
  });
});

describe('fish counts', () => {
  it('never above the projected count of fish in the sea, upper bound included', () => {
    const records = getHarvestActions(dataset, salmon, start, end, { perCage: true });
    for (const record of records) {
      const projected = record.populations.reduce((sum, population) => sum + population.count.value, 0);
      expect(record.scores.count.value).toBeLessThanOrEqual(projected);
      expect(record.scores.count.upper).toBeLessThanOrEqual(projected);
      expect(record.scores.count.lower).toBeLessThanOrEqual(record.scores.count.value);
    }
  });
});
