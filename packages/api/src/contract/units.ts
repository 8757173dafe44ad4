/**
 * The unit of every measure field of the contract (issue 35): one documented unit per field name, and the same
 * name means the same unit wherever it appears (conditions, treatment metrics, harvest score bands, timeline
 * values). Screens never convert: the ui format module reads the unit here and shows the value in its measure's
 * display unit (biomass in kilograms is shown in tonnes).
 */
import type { Conditions } from './farm.ts';

/** Units of the contract's numbers. `kg/kg` is kilograms of feed per kilogram of biomass (FCR). */
export const UNITS = ['kg', 't', 'fish', '%', '%/day', '°C', '‰', 'lice/fish', 'kg/kg'] as const;
export type Unit = (typeof UNITS)[number];

/** Kilograms per unit of each mass unit (conversions between mass units). */
export const KG_PER_UNIT: Partial<Record<Unit, number>> = { kg: 1, t: 1000 };

export const FIELD_UNITS = {
  // Conditions (POST /conditions/data/entities, /conditions/data/entity)
  currentFishCount: 'fish',
  currentFishWeight: 'kg',
  currentFishBiomass: 'kg',
  totalStockedFishCount: 'fish',
  totalMortalityCount: 'fish',
  totalMortalityPercent: '%',
  trendDailyMortalityPercent: '%/day',
  yearlyMortalityPercent: '%',
  totalFeed: 'kg',
  totalBiomassGained: 'kg',
  totalDeadBiomass: 'kg',
  totalFeedOverBiomass: 'kg/kg',
  trendFeedOverBiomass: '%/day',
  totalBiologicalFCR: 'kg/kg',
  totalEconomicFCR: 'kg/kg',
  currentSeaTemperature: '°C',
  currentOxygen: '%',
  currentSalinity: '‰',
  currentAvgFemaleLice: 'lice/fish',
  currentAvgMobileLice: 'lice/fish',
  // Treatment recommendation metrics (besides the conditions' names above)
  projectedFemaleLice: 'lice/fish',
  projectedMobileLice: 'lice/fish',
  // Entity: the site's maximum allowed biomass (MTB)
  maxBiomass: 't',
  // Harvest score bands, timeline values
  weight: 'kg',
  biomass: 'kg',
} as const satisfies Record<string, Unit>;

/** A contract field with a documented unit. */
export type MeasureField = keyof typeof FIELD_UNITS;

/** The measure fields of `Conditions` (each a number or null). */
export type ConditionsMeasure = Extract<MeasureField, keyof Conditions>;

/** The unit of a contract field. */
export const unitOf = (field: MeasureField): Unit => FIELD_UNITS[field];
