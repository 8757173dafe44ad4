/** One figure of `bench-results.json`. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** Human-readable target, e.g. "<= 33 ms" or "none". */
  target: string;
  passes: boolean;
  /** Figure of the peer measured in the same run, where one is. */
  baseline?: number;
  /** value ÷ baseline. */
  ratio?: number;
}

/** Median of a list of numbers. */
export const median = (values: number[]): number => percentile(values, 50);

/** Nearest-rank percentile. */
export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
};

/** Rounds a figure for the table. */
export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));
