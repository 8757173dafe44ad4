/**
 * Spec height of the profiler pie (mortality and harvest views). In its own module so a placeholder of the pie's
 * size (a lazy-loaded pie's fallback) does not pull the pie's code in.
 */
export const PROFILER_PIE_HEIGHT = 375;
