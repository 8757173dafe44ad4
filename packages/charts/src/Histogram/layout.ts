/**
 * Geometry of the side histogram, without a chart library: a band scale for the bins (15 % padding between and
 * around the bars) and a linear count scale from 0 to a "nice" maximum (the look nivo's bar chart had).
 */

export interface HistogramBar {
  /** Left edge and width of the bar, in the plot area. */
  x: number;
  width: number;
  /** Top of the bar (the plot's bottom minus the bar's height). */
  y: number;
  height: number;
  /** Centre of the bar, where its count and its bin label are written. */
  center: number;
}

export interface HistogramLayout {
  /** The plot area inside the margins. */
  plotWidth: number;
  plotHeight: number;
  margin: { top: number; right: number; bottom: number; left: number };
  bars: HistogramBar[];
}

/** Padding between the bars and at both ends, as a share of one bin's step. */
export const BAR_PADDING = 0.15;

const e10 = Math.sqrt(50);
const e5 = Math.sqrt(10);
const e2 = Math.sqrt(2);

/** The step of about `count` round ticks between 0 and `stop` (negative: the inverse of a step below 1). */
function tickIncrement(stop: number, count: number): number {
  const step = stop / count;
  const power = Math.floor(Math.log10(step));
  const error = step / 10 ** power;
  const factor = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1;
  return power >= 0 ? factor * 10 ** power : -(10 ** -power) / factor;
}

/** The axis maximum: `max` rounded up to a round step of about ten ticks (14 → 14, 15 → 16, 25 → 26, 37 → 40). */
export function niceMax(max: number, count = 10): number {
  if (!(max > 0) || !Number.isFinite(max)) return 1;
  let stop = max;
  let previous: number | undefined;
  for (let i = 0; i < 10; i++) {
    const step = tickIncrement(stop, count);
    if (step === previous) break;
    stop = step > 0 ? Math.ceil(stop / step) * step : Math.floor(stop * step) / step;
    previous = step;
  }
  return stop;
}

/** Bars for `counts` in a chart of `width` × `height` px whose tick labels are `fontSize` px. */
export function histogramLayout(
  counts: readonly number[],
  width: number,
  height: number,
  fontSize: number,
): HistogramLayout {
  const margin = { top: 16, right: 8, bottom: fontSize * 2 + 6, left: 8 };
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = Math.max(0, height - margin.top - margin.bottom);
  const n = counts.length;
  const step = n > 0 ? plotWidth / (n + BAR_PADDING) : 0;
  const bandwidth = step * (1 - BAR_PADDING);
  const top = niceMax(Math.max(0, ...counts));
  const bars = counts.map((count, i) => {
    const x = step * BAR_PADDING + i * step;
    const barHeight = (Math.max(0, count) / top) * plotHeight;
    return { x, width: bandwidth, y: plotHeight - barHeight, height: barHeight, center: x + bandwidth / 2 };
  });
  return { plotWidth, plotHeight, margin, bars };
}
