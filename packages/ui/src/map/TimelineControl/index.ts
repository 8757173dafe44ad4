export { TimelineControl, TIMELINE_TICK_WIDTH } from './TimelineControl.tsx';
export type { TimelineControlProps } from './TimelineControl.tsx';
