export * from './ChartExportButton/index.ts';

/**
 * A screen's main chart in the phone layout (the farm timeline, the compare chart): 240 px with axes, dates and
 * legend. The charts' 70/35 px `compact` strip is for overviews, not for a chart a farmer reads.
 */
export const COMPACT_LAYOUT_CHART_HEIGHT = 240;
