export { Sparkline } from './Sparkline.tsx';
export type { SparklineProps } from './Sparkline.tsx';
