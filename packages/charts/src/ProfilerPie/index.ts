export { ProfilerPie } from './ProfilerPie.tsx';
export { PROFILER_PIE_HEIGHT } from './size.ts';
export type { PieSlice, ProfilerPieProps } from './ProfilerPie.tsx';
