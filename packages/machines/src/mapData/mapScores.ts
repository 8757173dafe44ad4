/**
 * Map metrics of one week (spec 2 §9): the performance index ("welfare score" metric) and the lice-limit status.
 * Pure functions over the week's farm values, so the map data machine can recompute them when a year completes.
 */

/** One farm in one week, as far as the scores need it. `null` lice: not reported (not 0). */
export interface MapFarmWeekValues {
  id: string;
  /** Production area id (1–13). */
  areaId: number;
  isFallow: boolean;
  female: number | null;
  /** Number of treatments this week. */
  treatments: number;
  /** Worst disease status this week. */
  disease: 'none' | 'suspected' | 'confirmed';
}

/** The index of a fallow farm (shown with the fallow label). */
export const FALLOW_SCORE = -1;

/** Treatment sub-score: 1 without treatments, 0.5 with one, 0 with more. */
export const treatmentScore = (count: number): number => (count === 0 ? 1 : count === 1 ? 0.5 : 0);

/** Disease sub-score: 1 without disease, 0.5 suspected, 0 confirmed. */
export const diseaseScore = (status: MapFarmWeekValues['disease']): number =>
  status === 'none' ? 1 : status === 'suspected' ? 0.5 : 0;

/**
 * The performance index per farm, 0–1 (shown × 100): the average of the min–max normalised sub-scores of lice
 * (fewer female lice is better, normalised over the week's reporting farms), treatments and diseases; inventory is
 * not part of it. A farm without a lice report is scored on the other two. Fallow farms score -1.
 */
export function performanceIndex(farms: readonly MapFarmWeekValues[]): Map<string, number> {
  const lice = farms.filter((farm) => !farm.isFallow && farm.female !== null).map((farm) => farm.female as number);
  const min = lice.length ? Math.min(...lice) : 0;
  const max = lice.length ? Math.max(...lice) : 0;
  const scores = new Map<string, number>();
  for (const farm of farms) {
    if (farm.isFallow) {
      scores.set(farm.id, FALLOW_SCORE);
      continue;
    }
    const parts = [treatmentScore(farm.treatments), diseaseScore(farm.disease)];
    if (farm.female !== null) parts.push(max > min ? 1 - (farm.female - min) / (max - min) : 1);
    scores.set(farm.id, parts.reduce((sum, part) => sum + part, 0) / parts.length);
  }
  return scores;
}

/** Female lice against the week's legal limit: ratio (1 = at the limit), null when not reported. */
export const liceLimitRatio = (female: number | null, limit: number): number | null =>
  female === null ? null : female / limit;
