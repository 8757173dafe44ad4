export { COMPACT_TIMELINE_HEIGHT, TimelineChart } from './TimelineChart.tsx';
export type { TimelineChartProps } from './TimelineChart.tsx';
export { prepareTimeline } from './prepare.ts';
export type { PreparedTimeline, TimelineMode, TimelineRange, TimelineTools } from './prepare.ts';
