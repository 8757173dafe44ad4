export * from './TimelineControl/index.ts';
export { useFarmMapLabels } from './useFarmMapLabels.ts';
export { PRODUCTION_AREA_ZONES } from './productionAreaZones.ts';
export {
  LICE_FEMALE_BINS,
  LICE_MOBILE_BINS,
  LICE_STATIONARY_BINS,
  WEIGHT_BINS,
  WELFARE_SCORE_BINS,
} from './histogramBins.ts';
