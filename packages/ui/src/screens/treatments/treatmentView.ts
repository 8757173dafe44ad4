import type { FarmAggregate, TreatmentRecommendation } from '@havbruk/api';
import type { TranslationFunctions } from '../../i18n/i18n-types';

/** Spec S2 §9: an eligible percent below 60 uses the "some" wording. */
export const SOME_ELIGIBLE_BELOW_PERCENT = 60;

/** Spec S2 §4: a cage or farm is eligible when its recommendation is above 0. */
export const isEligible = (recommendation: number): boolean => recommendation > 0;

/**
 * How a farm card words its eligibility: not recommended (no eligible cage), "some" fish (below 60 %), or the fish
 * and percent. A farm is judged by its eligible cages (the same rule as the cages), not by its fish-weighted mean
 * recommendation, so a card never says "not recommended" beside "1 of 7 cages eligible".
 */
export type EligibilityWording = 'notRecommended' | 'some' | 'all';

export const eligibilityWording = (
  farm: Pick<FarmAggregate, 'eligibleChild' | 'eligibleFishPercent'>,
): EligibilityWording =>
  farm.eligibleChild === 0 ? 'notRecommended' : farm.eligibleFishPercent < SOME_ELIGIBLE_BELOW_PERCENT ? 'some' : 'all';

/** The group a farm option is listed under in the farm options picker. */
export type FarmOptionGroup = 'perspective' | 'umbrella' | 'all';
export const FARM_OPTION_GROUPS: readonly FarmOptionGroup[] = ['perspective', 'umbrella', 'all'];

export interface TreatmentFarmOption {
  id: string;
  name: string;
  group: FarmOptionGroup;
}

/**
 * Sorts farms into the picker's groups (spec S2 §2): farms of the organization in perspective ("your results"),
 * other farms of its umbrella organization, and every other farm the user may see. A farm is listed once, in
 * the first group it belongs to; names sort within a group.
 */
export function groupFarmOptions(
  farms: readonly { id: string; name: string }[],
  perspectiveIds: ReadonlySet<string>,
  umbrellaIds: ReadonlySet<string>,
): TreatmentFarmOption[] {
  const groupOf = (id: string): FarmOptionGroup =>
    perspectiveIds.has(id) ? 'perspective' : umbrellaIds.has(id) ? 'umbrella' : 'all';
  return farms
    .map((farm) => ({ id: farm.id, name: farm.name, group: groupOf(farm.id) }))
    .sort(
      (a, b) =>
        FARM_OPTION_GROUPS.indexOf(a.group) - FARM_OPTION_GROUPS.indexOf(b.group) || a.name.localeCompare(b.name),
    );
}

/** Links of the treatment pages (spec S2 §2): the farm page and the lice and growth history of a farm or a cage. */
export const treatmentLinks = {
  farm: (farmId: string) => `/farm/${encodeURIComponent(farmId)}`,
  farmLice: (farmId: string) => `/farm/${encodeURIComponent(farmId)}/lice`,
  farmGrowth: (farmId: string) => `/farm/${encodeURIComponent(farmId)}/growth`,
  cageLice: (farmId: string, productionId: string, cageId: string) =>
    `/farm/${encodeURIComponent(farmId)}/lice/${encodeURIComponent(productionId)}/${encodeURIComponent(cageId)}`,
  cageGrowth: (farmId: string, productionId: string, cageId: string) =>
    `/farm/${encodeURIComponent(farmId)}/growth/${encodeURIComponent(productionId)}/${encodeURIComponent(cageId)}`,
  treatments: (farmId?: string | null) =>
    farmId ? `/health/treatments/${encodeURIComponent(farmId)}` : '/health/treatments',
};

/** The derived metrics a cage shows (spec S2 §3), in display order. Lice are per fish; null when not counted. */
export interface DerivedMetrics {
  currentFemale: number | null;
  projectedFemale: number | null;
  currentMobile: number | null;
  projectedMobile: number | null;
  daysSince: number | null;
  starvationDays: number;
  treatmentDays: number;
  diseaseDays: number;
  mortality: number;
  biomass: number;
}

export const derivedMetrics = (record: TreatmentRecommendation): DerivedMetrics => ({
  currentFemale: record.metrics.currentAvgFemaleLice,
  projectedFemale: record.metrics.projectedFemaleLice,
  currentMobile: record.metrics.currentAvgMobileLice,
  projectedMobile: record.metrics.projectedMobileLice,
  daysSince: record.metrics.daysSinceLastTreatment,
  starvationDays: record.totalStarvationDays,
  treatmentDays: record.totalTreatmentDays,
  diseaseDays: record.totalDiseaseDays,
  mortality: record.metrics.totalMortalityPercent,
  biomass: record.metrics.currentFishBiomass,
});

/** A farm card: the farm aggregate with the farm's name (from its records or the options). */
export interface TreatmentFarmCard extends FarmAggregate {
  name: string;
}

/** Joins the aggregates with farm names; farms without a name anywhere keep their id. Order of the aggregates. */
export function farmCards(
  farms: readonly FarmAggregate[],
  records: readonly TreatmentRecommendation[],
  options: readonly TreatmentFarmOption[],
): TreatmentFarmCard[] {
  const names = new Map<string, string>(options.map((option) => [option.id, option.name]));
  for (const record of records) names.set(record.farmId, record.farmName);
  return farms.map((farm) => ({ ...farm, name: names.get(farm.farmId) ?? farm.farmId }));
}

/** The data's product names (generic substance and method names, English in the API) → their text keys. */
const PRODUCT_KEYS: Record<string, keyof TranslationFunctions['treatmentOptions']['productName']> = {
  'Hydrogen peroxide': 'hydrogenPeroxide',
  Azamethiphos: 'azamethiphos',
  Deltamethrin: 'deltamethrin',
  'Emamectin benzoate': 'emamectinBenzoate',
  Teflubenzuron: 'teflubenzuron',
  Diflubenzuron: 'diflubenzuron',
  'Mechanical flushing': 'mechanicalFlushing',
  'Brush delousing': 'brushDelousing',
  'Warm-water delousing': 'warmWaterDelousing',
  'Freshwater bath': 'freshwaterBath',
  Lumpfish: 'lumpfish',
  'Ballan wrasse': 'ballanWrasse',
};

/** A treatment product in the language (screens and CSV); a product the texts do not know is shown as sent. */
export const productText = (LL: TranslationFunctions, product: string): string => {
  const key = PRODUCT_KEYS[product];
  return key ? LL.treatmentOptions.productName[key]() : product;
};
