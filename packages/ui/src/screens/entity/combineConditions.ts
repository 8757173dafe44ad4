import type { Conditions } from '@havbruk/api';

/**
 * An organization's conditions from its farms' (the strip's "fish, environment, infection" for many farms):
 * counts and biomass add up; weight, mortality, lice and environment are fish-count-weighted averages (spec 2
 * §9: metrics are fish-count-weighted); diseases are the distinct confirmed ones; the latest treatment wins.
 * Farms without fish weigh 1 for the environment and lice, so public-only data still averages.
 */
export function combineConditions(id: string, farms: readonly Conditions[]): Conditions {
  const weighted = (pick: (c: Conditions) => number | null) => {
    let sum = 0;
    let weight = 0;
    for (const farm of farms) {
      const value = pick(farm);
      if (value === null) continue;
      const w = farm.currentFishCount ?? 1;
      sum += value * w;
      weight += w;
    }
    return weight > 0 ? sum / weight : null;
  };
  const total = (pick: (c: Conditions) => number | null) =>
    farms.some((farm) => pick(farm) !== null) ? farms.reduce((sum, farm) => sum + (pick(farm) ?? 0), 0) : null;
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
    currentFishCount: total((c) => c.currentFishCount),
    currentFishWeight: weighted((c) => c.currentFishWeight),
    currentFishBiomass: total((c) => c.currentFishBiomass),
    totalMortalityPercent: weighted((c) => c.totalMortalityPercent),
    trendDailyMortalityPercent: weighted((c) => c.trendDailyMortalityPercent),
    totalStockedFishCount: total((c) => c.totalStockedFishCount),
    totalMortalityCount: total((c) => c.totalMortalityCount),
    totalFeedOverBiomass: weighted((c) => c.totalFeedOverBiomass),
    trendFeedOverBiomass: weighted((c) => c.trendFeedOverBiomass),
    totalBiologicalFCR: weighted((c) => c.totalBiologicalFCR),
    currentSeaTemperature: weighted((c) => c.currentSeaTemperature),
    currentOxygen: weighted((c) => c.currentOxygen),
    currentSalinity: weighted((c) => c.currentSalinity),
    currentConfirmedDiseases: [...diseases].sort().join(','),
    currentAvgFemaleLice: weighted((c) => c.currentAvgFemaleLice),
    currentAvgMobileLice: weighted((c) => c.currentAvgMobileLice),
    currentLastTreatmentCategory: latest?.currentLastTreatmentCategory ?? null,
    currentLastTreatmentDate: latest?.currentLastTreatmentDate ?? null,
  };
}
