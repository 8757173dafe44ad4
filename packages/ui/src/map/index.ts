export * from './TimelineControl/index.ts';
export { useFarmMapLabels } from './useFarmMapLabels.ts';
