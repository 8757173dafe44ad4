/** A "nice" step (1, 2, 2.5 or 5 × 10^n) for about `count` intervals over `span`. */
export const niceStep = (span: number, count: number): number => {
  if (!(span > 0)) return 1;
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
};

/** Expands [min, max] outward to multiples of a nice step; a flat range gets some room. */
export const niceDomain = (min: number, max: number, count = 5): [number, number] => {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) * 0.1;
    return niceDomain(min - pad, max + pad, count);
  }
  const step = niceStep(max - min, count);
  const clean = (v: number) => Number(v.toPrecision(12));
  return [clean(Math.floor(min / step) * step), clean(Math.ceil(max / step) * step)];
};

/** A linear mapping from a domain to a range, with its inverse. */
export interface LinearScale {
  (value: number): number;
  invert: (pixel: number) => number;
  domain: [number, number];
}

export const linearScale = (domain: [number, number], range: [number, number]): LinearScale => {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  const scale = ((value: number) => r0 + (value - d0) * k) as LinearScale;
  scale.invert = (pixel: number) => (k === 0 ? d0 : d0 + (pixel - r0) / k);
  scale.domain = domain;
  return scale;
};

/** Index of the first element whose key is ≥ value in an ascending list (binary search). */
export const lowerBound = <T>(list: readonly T[], value: number, key: (item: T) => number): number => {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key(list[mid] as T) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** Index of the element whose key is nearest to value (list ascending, not empty). */
export const nearestIndex = <T>(list: readonly T[], value: number, key: (item: T) => number): number => {
  const i = lowerBound(list, value, key);
  if (i <= 0) return 0;
  if (i >= list.length) return list.length - 1;
  return value - key(list[i - 1] as T) <= key(list[i] as T) - value ? i - 1 : i;
};

/**
 * About `count` round tick values inside [start, stop] (1, 2 or 5 × 10^n apart; d3-array's `ticks`, which the
 * timeline's y axis and grid used through nivo): integers are multiplied, not divided, so 0.1 + 0.2 never shows.
 */
export const linearTicks = (start: number, stop: number, count: number): number[] => {
  if (!(count > 0) || !Number.isFinite(start) || !Number.isFinite(stop)) return [];
  if (start === stop) return [start];
  const [lo, hi] = start < stop ? [start, stop] : [stop, start];
  const step = (hi - lo) / count;
  const power = Math.floor(Math.log10(step));
  const error = step / 10 ** power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  const ticks: number[] = [];
  if (power < 0) {
    const inverse = 10 ** -power / factor;
    let i1 = Math.round(lo * inverse);
    let i2 = Math.round(hi * inverse);
    if (i1 / inverse < lo) i1 += 1;
    if (i2 / inverse > hi) i2 -= 1;
    for (let i = i1; i <= i2; i += 1) ticks.push(i / inverse);
  } else {
    const increment = 10 ** power * factor;
    let i1 = Math.round(lo / increment);
    let i2 = Math.round(hi / increment);
    if (i1 * increment < lo) i1 += 1;
    if (i2 * increment > hi) i2 -= 1;
    for (let i = i1; i <= i2; i += 1) ticks.push(i * increment);
  }
  return start < stop ? ticks : ticks.reverse();
};
