export { CompareScreen } from './CompareScreen.tsx';
export type {
  CompareScreenProps,
  CompareFarmInfo,
  CompareGeneration,
  CompareStatus,
  CompareFilterOptions,
} from './CompareScreen.tsx';
export { COMPARE_TRACES, compareTrace, tablesOf } from './compareTraces.ts';
export type { CompareTraceConfig } from './compareTraces.ts';
export { compareSeries, baselineFits } from './compareSeries.ts';
export { areaBaseline, isoWeekMonday, quantile, BASELINE_MIN_FARMS } from './areaBaseline.ts';
export type { BaselinePoint, LiceField } from './areaBaseline.ts';
