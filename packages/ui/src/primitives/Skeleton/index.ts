export { Skeleton, SkeletonText } from './Skeleton.tsx';
export type { SkeletonProps } from './Skeleton.tsx';
