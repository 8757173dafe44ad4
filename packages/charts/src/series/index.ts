export {
  AGGREGATIONS,
  aggregatePoints,
  aggregateSeries,
  barWidth,
  bucketStart,
  DAILY_BAR_WIDTH_MS,
} from './aggregate.ts';
export type { Aggregation, AggregationMethod } from './aggregate.ts';
export { lttb, lttbIndices } from './lttb.ts';
export { DAY_MS, xNumber } from './types.ts';
export type { ChartSeries, HighlightRange, SeriesBand, SeriesPoint, Threshold, XValue } from './types.ts';
