/** An x value: a date (calendar time) or a number (e.g. days in production). */
export type XValue = Date | number;

/** One point of a series; `y: null` is a gap (e.g. "not reported", which is not 0). */
export interface SeriesPoint {
  x: XValue;
  y: number | null;
}

/** A generic series: any product can feed charts with these. */
export interface ChartSeries {
  id: string;
  /** Shown in the legend and tooltip (already translated by the caller). */
  label: string;
  points: readonly SeriesPoint[];
  /** Overrides the theme palette colour. */
  colour?: string;
}

/** A highlighted range; drawn as a shaded band, or as a line when `start` equals `end`. */
export interface HighlightRange {
  start: XValue;
  end: XValue;
  label?: string;
  /** `warning` draws the band in the threshold colour (e.g. weeks over a limit). */
  tone?: 'default' | 'warning';
}

/**
 * A shaded range between two series of the same chart (e.g. an interquartile band drawn between the 25th and
 * 75th percentile series): filled where both have a value at the same x.
 */
export interface SeriesBand {
  lowerId: string;
  upperId: string;
}

/** A horizontal threshold line (e.g. the lice limit 0.5): across the chart, from `start` to `end`, or a step line. */
export interface Threshold {
  /** The line's value; with `steps`, the highest step (it sets the y domain). */
  value: number;
  /** A limit that changes over time (e.g. 0.2 in the spring weeks): flat over each step. */
  steps?: readonly { start: XValue; end: XValue; value: number }[];
  label?: string;
  colour?: string;
  /** Where the line starts (default: the left edge), e.g. a limit that applies in some weeks only. */
  start?: XValue;
  /** Where the line ends (default: the right edge). */
  end?: XValue;
}

/** The numeric value of an x (milliseconds for dates). */
export const xNumber = (x: XValue): number => (typeof x === 'number' ? x : x.getTime());

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;
