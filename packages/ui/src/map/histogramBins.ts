import { binsFromEdges, type HistogramBin } from '@havbruk/charts';

/* The histogram bins of the map's side panel (spec 2 §9), passed to `@havbruk/charts`' `Histogram` as data. */

/** Adult female lice per fish (spec 2 §9): 0–0.05, –0.1, –0.2, –0.3, –0.4, –0.5, 0.5+. */
export const LICE_FEMALE_BINS: readonly HistogramBin[] = binsFromEdges([0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5]);
/** Mobile lice per fish: 0–0.5, –1, –1.5, –2, –2.5, –3, 3+. */
export const LICE_MOBILE_BINS: readonly HistogramBin[] = binsFromEdges([0, 0.5, 1, 1.5, 2, 2.5, 3]);
/** Stationary (attached) lice per fish: 0–0.01, –0.02, –0.04, –0.06, –0.08, 0.08+. */
export const LICE_STATIONARY_BINS: readonly HistogramBin[] = binsFromEdges([0, 0.01, 0.02, 0.04, 0.06, 0.08]);
/** Fish weight in kg: 0–0.5, 0.5–1, 1–2, 2–3, 3–4, 4–5, 5–6, over 6. */
export const WEIGHT_BINS: readonly HistogramBin[] = binsFromEdges([0, 0.5, 1, 2, 3, 4, 5, 6]);
/**
 * Welfare score (normalised 0–1, shown × 100): 11 bins of 10 from 0 to 100 —
 * 0–10, …, 90–100 and a last bin holding exactly 100 (labelled "100": the score stops there, so no "100+").
 */
export const WELFARE_SCORE_BINS: readonly HistogramBin[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: (i + 1) * 10 })),
  { from: 100, to: 100 },
];
