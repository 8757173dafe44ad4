const DAY_MS = 86_400_000;

/** Room one x-axis label takes, in font sizes: an ISO date ("2026-08-30") is about 6, the rest is the gap. */
export const X_LABEL_SPACING_EM = 9;

/**
 * The x-axis ticks of a timeline (on screen and in the exported image): evenly spread over the domain, at least
 * `X_LABEL_SPACING_EM` font sizes apart so no two labels touch ("2026-08-302026-09-06"), on whole days for dates.
 * An explicit list, not a tick count: a time scale's "nice" ticks for a count can be twice as many.
 */
export function timelineXTicks(
  domain: readonly [number, number],
  innerWidth: number,
  fontSize: number,
  isDate: boolean,
): number[] {
  const [start, end] = domain;
  if (!(end > start)) return [start];
  const gaps = Math.max(1, Math.floor(innerWidth / (fontSize * X_LABEL_SPACING_EM)));
  const round = (value: number) => (isDate ? Math.round(value / DAY_MS) * DAY_MS : value);
  const ticks: number[] = [];
  for (let i = 0; i <= gaps; i += 1) {
    const value = Math.min(end, Math.max(start, round(start + ((end - start) * i) / gaps)));
    if (ticks.at(-1) !== value) ticks.push(value);
  }
  return ticks;
}
