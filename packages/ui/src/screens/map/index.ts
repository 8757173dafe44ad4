export { MapExplorerScreen, MAP_SIDEBAR_WIDTH } from './MapExplorerScreen.tsx';
export type { MapExplorerScreenProps, MapExplorerStatus } from './MapExplorerScreen.tsx';
export {
  DEFAULT_MAP_METRIC,
  MAP_METRICS,
  MAP_METRIC_SPECS,
  filterMapFarms,
  metricValue,
  parseMapMetric,
  sortFarms,
} from './mapMetrics.ts';
export type { MapExplorerFarm, MapMetric, MapMetricSpec, MapSort } from './mapMetrics.ts';
export { MapFilterPopover, activeFilterCount } from './MapFilterPopover.tsx';
export type { MapFilterOptions, MapFilterPopoverProps } from './MapFilterPopover.tsx';
