export { PROFILER_PIE_HEIGHT, ProfilerPie } from './ProfilerPie.tsx';
export type { PieSlice, ProfilerPieProps } from './ProfilerPie.tsx';
