/**
 * The one pooling rule for an organization's figures from its farms' (issue 35; documented in the package
 * README, "Pooling"):
 *
 * 1. Counts and amounts add up: fish, stocked and dead fish, biomass, feed, biomass gained.
 * 2. A ratio of amounts is recomputed from the sums, never averaged: mortality = Σ dead ÷ Σ stocked, FCR =
 *    Σ feed ÷ Σ gain, the yearly mortality = the monthly Σ dead ÷ Σ fish at risk, summed over the months.
 *    (Equivalently: the farms' ratios weighted by each ratio's denominator.)
 * 3. Per-fish measures (weight, lice) and the environment are fish-weighted means. Farms with a value but no fish
 *    count (public data) count only when no farm with a value has fish; then their plain mean.
 * 4. Figures of the generation since stocking (stocked, dead, feed, gain and their ratios) pool the farms with fish
 *    at sea: a fallow farm's last generation is history. Figures of the calendar (the last 12 months) pool every farm.
 *
 * "Not reported" stays null: a figure no farm reports is null, never 0, and a farm without it is left out.
 */
import type { Conditions } from '../contract/farm.ts';

type Read = (farm: Conditions) => number | null;

/** Sum over the farms that report the value; null when none does. */
export const pooledSum = (farms: readonly Conditions[], pick: Read): number | null => {
  let sum: number | null = null;
  for (const farm of farms) {
    const value = pick(farm);
    if (value !== null) sum = (sum ?? 0) + value;
  }
  return sum;
};

/** Σ numerator ÷ Σ denominator over the farms reporting both (× `scale`); null when the denominators sum to 0. */
export const pooledRatio = (farms: readonly Conditions[], numerator: Read, denominator: Read, scale = 1) => {
  let top = 0;
  let bottom = 0;
  for (const farm of farms) {
    const n = numerator(farm);
    const d = denominator(farm);
    if (n === null || d === null) continue;
    top += n;
    bottom += d;
  }
  return bottom > 0 ? (top / bottom) * scale : null;
};

/** Mean of the farms' values weighted by `weight`; farms with a value and no weight only when none has one. */
const weightedMean = (farms: readonly Conditions[], pick: Read, weight: Read): number | null => {
  let sum = 0;
  let total = 0;
  let plainSum = 0;
  let plainCount = 0;
  for (const farm of farms) {
    const value = pick(farm);
    if (value === null) continue;
    const w = weight(farm) ?? 0;
    if (w > 0) {
      sum += value * w;
      total += w;
    } else if (weight(farm) === null) {
      plainSum += value;
      plainCount += 1;
    }
  }
  if (total > 0) return sum / total;
  return plainCount > 0 ? plainSum / plainCount : null;
};

/** A per-fish measure's fish-weighted mean (rule 3). */
export const fishWeightedMean = (farms: readonly Conditions[], pick: Read): number | null =>
  weightedMean(farms, pick, (farm) => farm.currentFishCount);

/** The Veterinary Institute's yearly mortality (%): each month's dead ÷ mean fish at risk, summed. */
export const yearlyMortalityPercent = (months: Conditions['monthlyMortality']): number | null =>
  months.some((entry) => entry.fishAtRisk > 0)
    ? months.reduce((sum, entry) => sum + (entry.fishAtRisk > 0 ? entry.dead / entry.fishAtRisk : 0), 0) * 100
    : null;

/** The farms' months pooled: per month the dead and the fish at risk add up. */
const pooledMonths = (farms: readonly Conditions[]): Conditions['monthlyMortality'] => {
  const months = new Map<string, { dead: number; fishAtRisk: number }>();
  for (const farm of farms)
    for (const entry of farm.monthlyMortality) {
      const month = months.get(entry.month) ?? { dead: 0, fishAtRisk: 0 };
      month.dead += entry.dead;
      month.fishAtRisk += entry.fishAtRisk;
      months.set(entry.month, month);
    }
  return [...months.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([month, entry]) => ({ month, ...entry }));
};

/**
 * An organization's conditions from its farms' by the pooling rule; diseases are the distinct confirmed ones and
 * the latest treatment wins.
 */
export function poolConditions(id: string, farms: readonly Conditions[]): Conditions {
  const sum = (pick: Read) => pooledSum(farms, pick);
  const perFish = (pick: Read) => fishWeightedMean(farms, pick);
  const atSea = farms.filter((farm) => (farm.currentFishCount ?? 0) > 0);
  const generationSum = (pick: Read) => pooledSum(atSea, pick);
  const feed = generationSum((c) => c.totalFeed);
  const gained = generationSum((c) => c.totalBiomassGained);
  const deadBiomass = generationSum((c) => c.totalDeadBiomass);
  const economicGain = gained === null || deadBiomass === null ? null : gained - deadBiomass;
  const months = pooledMonths(farms);
  const latest = [...farms]
    .filter((farm) => farm.currentLastTreatmentDate !== null)
    .sort((a, b) => (a.currentLastTreatmentDate! < b.currentLastTreatmentDate! ? 1 : -1))[0];
  const diseases = new Set(farms.flatMap((farm) => farm.currentConfirmedDiseases.split(',').filter(Boolean)));
  const updated = farms.map((farm) => farm.updatedAt).filter((date): date is string => date !== null);
  return {
    farmId: id,
    updatedAt: updated.sort().at(-1) ?? null,
    daysActive: null,
    generation: null,
    currentFishCount: sum((c) => c.currentFishCount),
    currentFishWeight: perFish((c) => c.currentFishWeight),
    currentFishBiomass: sum((c) => c.currentFishBiomass),
    totalStockedFishCount: generationSum((c) => c.totalStockedFishCount),
    totalMortalityCount: generationSum((c) => c.totalMortalityCount),
    totalMortalityPercent: pooledRatio(
      atSea,
      (c) => c.totalMortalityCount,
      (c) => c.totalStockedFishCount,
      100,
    ),
    // dead in the last 7 days ÷ 7 ÷ fish now: its denominator is the fish count.
    trendDailyMortalityPercent: perFish((c) => c.trendDailyMortalityPercent),
    yearlyMortalityPercent: yearlyMortalityPercent(months),
    monthlyMortality: months,
    totalFeed: feed,
    totalBiomassGained: gained,
    totalDeadBiomass: deadBiomass,
    // feed ÷ standing biomass: weighted by the biomass.
    totalFeedOverBiomass: weightedMean(
      farms,
      (c) => c.totalFeedOverBiomass,
      (c) => c.currentFishBiomass,
    ),
    trendFeedOverBiomass: weightedMean(
      farms,
      (c) => c.trendFeedOverBiomass,
      (c) => c.currentFishBiomass,
    ),
    totalBiologicalFCR: feed !== null && gained !== null && gained > 0 ? feed / gained : null,
    totalEconomicFCR: feed !== null && economicGain !== null && economicGain > 0 ? feed / economicGain : null,
    currentSeaTemperature: perFish((c) => c.currentSeaTemperature),
    currentOxygen: perFish((c) => c.currentOxygen),
    currentSalinity: perFish((c) => c.currentSalinity),
    currentConfirmedDiseases: [...diseases].sort().join(','),
    currentAvgFemaleLice: perFish((c) => c.currentAvgFemaleLice),
    currentAvgMobileLice: perFish((c) => c.currentAvgMobileLice),
    currentLastTreatmentCategory: latest?.currentLastTreatmentCategory ?? null,
    currentLastTreatmentDate: latest?.currentLastTreatmentDate ?? null,
  };
}
