/**
 * Harvest recommendations (spec S2 §2, §3, §4, §9) over each farm's `FarmView` (its daily detail and generations; on
 * the server from the farm data tables): projections per farm or per cage of the farm's current generation, every 7 days between start and end, with market values, quality and the fail of each record.
 */
import {
  DEFAULT_MIN_HARVEST_WEIGHT_KG,
  evaluateHarvestFails,
  SUPERIOR_PRICE_FACTOR,
  type HarvestMarket,
  type HarvestRecord,
  type HarvestWeightRange,
  type Species,
} from '@havbruk/api';
import { childRandom, clamp, fromDayNumber, round, toDayNumber, type Dataset, type Site } from '@havbruk/api/dataset';
import { datasetFarm, type DetailGeneration, type FarmView } from './farm.ts';

export interface MarketPrice {
  /** Price per kg of ordinary-quality fish (head on, gutted). */
  price: number;
  currency: string;
}

/**
 * Market prices per species and market. Rainbow trout has no frozen quote of its own: it falls back to the salmon
 * price, and the record says so (`info.fallback`, `info.species`).
 */
export const MARKET_PRICES: Record<Species, Partial<Record<HarvestMarket, MarketPrice>>> = {
  atlanticSalmon: { fresh: { price: 78, currency: 'NOK' }, frozen: { price: 71, currency: 'NOK' } },
  rainbowTrout: { fresh: { price: 72, currency: 'NOK' } },
};

/** The price a species fetches in a market, falling back to the salmon price when the species has none. */
export function marketPrice(species: Species, market: HarvestMarket) {
  const own = MARKET_PRICES[species][market];
  if (own) return { ...own, species, fallback: false };
  return { ...MARKET_PRICES.atlanticSalmon[market]!, species: 'atlanticSalmon' as const, fallback: true };
}

export interface HarvestOptions {
  /** One record set per cage instead of one per farm. */
  perCage?: boolean;
  /** The weight range a record must reach to pass (default 3.2 kg, open-ended). */
  weight?: HarvestWeightRange;
}

/** Projection step in days. */
const STEP_DAYS = 7;
/** Daily growth and mortality used to project weights and counts from today. */
const DAILY_GROWTH = 0.006;
const DAILY_MORTALITY = 0.0003;
/** Share of the projected fish expected to reach the harvest line (losses at crowding and transport). */
const HARVEST_YIELD = 0.985;

const band = (value: number, spread: number, digits = 2) => ({
  value: round(value, digits),
  upper: round(value * (1 + spread), digits),
  lower: round(value * (1 - spread), digits),
});

/**
 * How many projections `getHarvestActions` answers at most (farms with a generation in the sea × its cages or one,
 * × the projection days), counted before any is computed: the answer-size ceiling `LIMITS.harvestRecords`.
 */
export const harvestRecordCount = (
  sites: readonly Site[],
  start: string,
  end: string,
  perCage: boolean,
  generationsOf: (site: Site) => readonly DetailGeneration[] = (site) => site.generations,
): number => {
  const steps = Math.floor((toDayNumber(end) - toDayNumber(start)) / STEP_DAYS) + 1;
  let units = 0;
  for (const site of sites) {
    const generation = generationsOf(site).at(-1);
    if (generation && generation.endDate === null) units += perCage ? generation.cages.length : 1;
  }
  return units * steps;
};

/** Harvest projections per farm (or per cage with `perCage`) and day between start and end (every 7 days). */
export function getHarvestActions(
  dataset: Dataset,
  sites: readonly Site[],
  start: string,
  end: string,
  options: HarvestOptions = {},
  farmOf: (site: Site) => FarmView = (site) => datasetFarm(dataset, site),
): HarvestRecord[] {
  const weight = options.weight ?? { min: DEFAULT_MIN_HARVEST_WEIGHT_KG, max: null };
  const records: HarvestRecord[] = [];
  const startDay = toDayNumber(start);
  const endDay = toDayNumber(end);
  const today = toDayNumber(dataset.today);
  for (const site of sites) {
    const { generations, detail } = farmOf(site);
    const generation = generations.at(-1);
    if (!generation || generation.endDate !== null) continue;
    const cages = detail.cages.filter(
      (series) => series.generationId === generation.id && (series.count.at(-1) ?? 0) > 0,
    );
    if (cages.length === 0) continue;
    const units = options.perCage ? cages.map((cage) => [cage]) : [cages];
    const prices = { fresh: marketPrice(site.species, 'fresh'), frozen: marketPrice(site.species, 'frozen') };
    for (const unit of units) {
      const cage = options.perCage ? unit[0]! : null;
      const random = childRandom(dataset.seed, `harvest:${site.id}:${cage?.cageId ?? 'farm'}`);
      for (let day = startDay; day <= endDay; day += STEP_DAYS) {
        const ahead = Math.max(0, day - today);
        const populations = unit.map((series) => ({
          cageId: series.cageId,
          weight: { value: round((series.weight.at(-1) as number) * Math.exp(DAILY_GROWTH * ahead), 3) },
          count: { value: Math.round((series.count.at(-1) as number) * Math.exp(-DAILY_MORTALITY * ahead)) },
        }));
        const projected = populations.reduce((sum, entry) => sum + entry.count.value, 0);
        const biomass = populations.reduce((sum, entry) => sum + entry.count.value * entry.weight.value, 0);
        const meanWeight = projected > 0 ? biomass / projected : 0;
        const superiorShare = clamp(0.72 + random.normal() * 0.05, 0.5, 0.9);
        // Superior fish fetch 1.2 times the market price, the rest the market price.
        const priceFactor = superiorShare * SUPERIOR_PRICE_FACTOR + (1 - superiorShare);
        const value = (market: HarvestMarket) => ({
          ...band(biomass * prices[market].price * priceFactor, 0.08),
          info: {
            currency: prices[market].currency,
            fallback: prices[market].fallback,
            species: prices[market].species,
          },
        });
        // The fish that reach the harvest line: never more than are projected to be in the sea.
        const count = projected * HARVEST_YIELD;
        const countBand = {
          value: Math.min(Math.round(count), projected),
          upper: Math.min(Math.round(count * 1.03), projected),
          lower: Math.min(Math.round(count * 0.97), projected),
        };
        const fresh = value('fresh');
        records.push({
          farmId: site.id,
          farmName: site.name,
          cageId: cage?.cageId ?? null,
          cageName: cage?.cageName ?? null,
          productionId: generation.id,
          day: fromDayNumber(day),
          populations,
          scores: {
            fresh,
            frozen: value('frozen'),
            count: countBand,
            weight: band(meanWeight, 0.05, 3),
            biomass: band(biomass, 0.06, 0),
            superior: band(superiorShare * 100, 0.05, 1),
          },
          quality: {
            superior: round(superiorShare * 100, 1),
            ordinary: round((1 - superiorShare) * 80, 1),
            production: round((1 - superiorShare) * 17, 1),
            wreck: round((1 - superiorShare) * 3, 1),
          },
          earnings: Math.round(fresh.value),
          fail: null,
          score: 0,
        });
      }
    }
  }
  // Fail per record, "hard" per farm or cage over the requested range; the score only for passing records.
  return evaluateHarvestFails(records, weight).map((record) => ({
    ...record,
    score: record.fail === null ? round(clamp(record.scores.weight.value / 6, 0.01, 1), 3) : 0,
  }));
}
