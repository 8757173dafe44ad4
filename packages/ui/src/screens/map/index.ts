export { MapExplorerScreen, MAP_SIDEBAR_WIDTH } from './MapExplorerScreen.tsx';
export type { MapExplorerScreenProps, MapExplorerStatus } from './MapExplorerScreen.tsx';
export {
  DEFAULT_MAP_METRIC,
  MAP_METRICS,
  MAP_METRIC_SPECS,
  metricValue,
  parseMapMetric,
  sortFarms,
} from './mapMetrics.ts';
export type { MapExplorerFarm, MapMetric, MapMetricSpec, MapSort } from './mapMetrics.ts';
