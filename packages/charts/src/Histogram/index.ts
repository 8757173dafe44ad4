export { HISTOGRAM_HEIGHT, Histogram } from './Histogram.tsx';
export type { HistogramProps } from './Histogram.tsx';
export { binLabel, binsFromEdges, binValues } from './bins.ts';
export type { HistogramBin } from './bins.ts';
