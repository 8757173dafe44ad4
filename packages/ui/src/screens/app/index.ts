export { ScreenSkeleton } from './ScreenSkeleton.tsx';
export type { ScreenSkeletonLayout, ScreenSkeletonProps } from './ScreenSkeleton.tsx';
export { ViewScreen } from './ViewScreen.tsx';
export type { ViewScreenProps } from './ViewScreen.tsx';
