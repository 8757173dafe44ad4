/**
 * A histogram bin: values v with from ≤ v < to (`to: null` is open-ended, "from+"; `to` equal to `from` holds
 * exactly that value, e.g. the top of a score that stops there).
 */
export interface HistogramBin {
  from: number;
  to: number | null;
}

/** Bins from ascending lower edges: each bin ends where the next starts, the last is open-ended. */
export const binsFromEdges = (list: readonly number[]): HistogramBin[] =>
  list.map((from, i) => ({ from, to: i + 1 < list.length ? (list[i + 1] as number) : null }));

/** Counts values into bins; values below the first bin or not finite are ignored. */
export const binValues = (values: readonly (number | null)[], bins: readonly HistogramBin[]): number[] => {
  const counts = bins.map(() => 0);
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    const index = bins.findIndex((b) => value >= b.from && (b.to === null || value < b.to || value === b.from));
    if (index >= 0) counts[index] = (counts[index] as number) + 1;
  }
  return counts;
};

/** Bin label from numbers only (no words): "0–0.05", "0.5+", "100" (a single-value bin). */
export const binLabel = (bin: HistogramBin, format: (value: number) => string = String): string =>
  bin.to === null
    ? `${format(bin.from)}+`
    : bin.to === bin.from
      ? format(bin.from)
      : `${format(bin.from)}–${format(bin.to)}`;
