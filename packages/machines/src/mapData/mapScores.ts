/**
 * Map metrics of one week (spec 2 §9): the performance index ("welfare score" metric) and the lice-limit status.
 * Pure functions over the farms' recent weeks, so the map data machine can recompute them when a year completes.
 */

/** One week of one farm, as far as the scores need it. */
export interface MapFarmWeek {
  isFallow: boolean;
  /** Adult female lice per fish; `null`: not reported (not 0). */
  female: number | null;
  /** Number of treatments this week. */
  treatments: number;
  /** Worst disease status this week. */
  disease: 'none' | 'suspected' | 'confirmed';
}

/** One farm: its weeks of the scoring window, oldest first; the last is the week scored. */
export interface MapFarmWindow {
  id: string;
  weeks: readonly MapFarmWeek[];
}

/** The index of a fallow farm (shown with the fallow label). */
export const FALLOW_SCORE = -1;

/**
 * Weeks the performance index looks back over: the week shown and the 11 before it (about a quarter). Lice are
 * counted every 14 days in cold water and treatments come in rounds, so one week alone says little.
 */
export const PERFORMANCE_WINDOW_WEEKS = 12;

/** Treatment step score of one week: 1 without treatments, 0.5 with one, 0 with more. */
export const treatmentScore = (count: number): number => (count === 0 ? 1 : count === 1 ? 0.5 : 0);

/** Disease step score of one week: 1 without disease, 0.5 suspected, 0 confirmed. */
export const diseaseScore = (status: MapFarmWeek['disease']): number =>
  status === 'none' ? 1 : status === 'suspected' ? 0.5 : 0;

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Min–max normalisation over the scored farms (every farm 1 when all are equal). */
const normalise = (values: readonly number[]): number[] => {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return values.map((value) => (max > min ? (value - min) / (max - min) : 1));
};

/**
 * The performance index per farm for the last week of the window, 0–1 (shown × 100). Spec 2 §9: the average of
 * the min–max normalised scores of lice, treatments and diseases (inventory excluded); the treatment and disease
 * scores are the 0 / 0.5 / 1 step scores averaged over the window's weeks (the "sub-scores").
 *
 * - Lice: the mean adult female count of the weeks with a report in the window (fewer is better). A farm with
 *   no count in the whole window (reporting is mandatory) gets the worst lice score of the week, never the best.
 * - Normalisation is over the farms active (not fallow) in the scored week, for each of the three parts.
 * - Fallow in the scored week: -1 (`FALLOW_SCORE`). Weeks of the window the farm lay fallow are left out.
 */
export function performanceIndex(farms: readonly MapFarmWindow[]): Map<string, number> {
  const scores = new Map<string, number>();
  const active: { id: string; lice: number | null; treatment: number; disease: number }[] = [];
  for (const farm of farms) {
    const current = farm.weeks[farm.weeks.length - 1];
    if (!current || current.isFallow) {
      scores.set(farm.id, FALLOW_SCORE);
      continue;
    }
    const weeks = farm.weeks.filter((week) => !week.isFallow);
    const counts = weeks.flatMap((week) => (week.female === null ? [] : [week.female]));
    active.push({
      id: farm.id,
      lice: counts.length ? mean(counts) : null,
      treatment: mean(weeks.map((week) => treatmentScore(week.treatments))),
      disease: mean(weeks.map((week) => diseaseScore(week.disease))),
    });
  }
  if (!active.length) return scores;
  const counted = active.flatMap((farm) => (farm.lice === null ? [] : [farm.lice]));
  const worstLice = counted.length ? Math.max(...counted) : 0;
  const lice = normalise(active.map((farm) => -(farm.lice ?? worstLice)));
  const treatment = normalise(active.map((farm) => farm.treatment));
  const disease = normalise(active.map((farm) => farm.disease));
  active.forEach((farm, index) => {
    scores.set(farm.id, ((lice[index] as number) + (treatment[index] as number) + (disease[index] as number)) / 3);
  });
  return scores;
}

/** Female lice against the week's legal limit: ratio (1 = at the limit), null when not reported. */
export const liceLimitRatio = (female: number | null, limit: number): number | null =>
  female === null ? null : female / limit;
