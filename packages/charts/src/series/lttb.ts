/**
 * Largest-Triangle-Three-Buckets downsampling (Steinarsson 2013): keeps the
 * first and last point and, from each of `threshold - 2` buckets, the point
 * forming the largest triangle with the previous kept point and the next
 * bucket's average. Preserves peaks and troughs, so a long series drawn at
 * one point per pixel looks like the full one.
 *
 * Works on parallel arrays of numbers (x ascending, y finite). Returns the
 * indices of the kept points.
 */
export function lttbIndices(xs: ArrayLike<number>, ys: ArrayLike<number>, threshold: number): number[] {
  const length = xs.length;
  if (threshold >= length || threshold < 3) return Array.from({ length }, (_, i) => i);
  const kept: number[] = [0];
  const bucketSize = (length - 2) / (threshold - 2);
  let a = 0;
  for (let bucket = 0; bucket < threshold - 2; bucket++) {
    const nextStart = Math.floor((bucket + 1) * bucketSize) + 1;
    const nextEnd = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, length);
    let avgX = 0;
    let avgY = 0;
    for (let i = nextStart; i < nextEnd; i++) {
      avgX += xs[i] as number;
      avgY += ys[i] as number;
    }
    const count = Math.max(nextEnd - nextStart, 1);
    avgX /= count;
    avgY /= count;
    const start = Math.floor(bucket * bucketSize) + 1;
    const end = Math.floor((bucket + 1) * bucketSize) + 1;
    const ax = xs[a] as number;
    const ay = ys[a] as number;
    let maxArea = -1;
    let chosen = start;
    for (let i = start; i < end; i++) {
      const area = Math.abs((ax - avgX) * ((ys[i] as number) - ay) - (ax - (xs[i] as number)) * (avgY - ay));
      if (area > maxArea) {
        maxArea = area;
        chosen = i;
      }
    }
    kept.push(chosen);
    a = chosen;
  }
  kept.push(length - 1);
  return kept;
}

/**
 * Downsamples points with gaps: each run of non-null values is downsampled on
 * its own (its share of `threshold`), and gaps are kept as single null points
 * so lines still break where data is missing.
 */
export function lttb<P extends { y: number | null }>(
  points: readonly P[],
  threshold: number,
  x: (p: P) => number,
): P[] {
  if (points.length <= threshold) return [...points];
  const runs: P[][] = [];
  let run: P[] = [];
  for (const point of points) {
    if (point.y === null) {
      if (run.length) runs.push(run);
      runs.push([point]);
      run = [];
    } else run.push(point);
  }
  if (run.length) runs.push(run);
  const defined = points.length;
  const out: P[] = [];
  for (const part of runs) {
    if (part.length === 1 || part[0]?.y === null) {
      out.push(...part);
      continue;
    }
    const share = Math.max(3, Math.round((part.length / defined) * threshold));
    const xs = part.map(x);
    const ys = part.map((p) => p.y as number);
    for (const index of lttbIndices(xs, ys, share)) out.push(part[index] as P);
  }
  return out;
}
