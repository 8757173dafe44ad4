export { ProductBenchmark } from './ProductBenchmark.tsx';
export type { ProductBenchmarkProps, UsagesStatus } from './ProductBenchmark.tsx';
export { inRange, PRODUCT_METRICS, PRODUCT_PERIODS, scoreOf } from './usages.ts';
export type { UsageRange } from './usages.ts';
