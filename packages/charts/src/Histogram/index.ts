export { HISTOGRAM_HEIGHT, Histogram } from './Histogram.tsx';
export type { HistogramProps } from './Histogram.tsx';
export {
  binLabel,
  binValues,
  LICE_FEMALE_BINS,
  LICE_MOBILE_BINS,
  LICE_STATIONARY_BINS,
  WEIGHT_BINS,
  WELFARE_SCORE_BINS,
} from './bins.ts';
export type { HistogramBin } from './bins.ts';
