export { ScoreCircle } from './ScoreCircle.tsx';
export type { ScoreCircleProps } from './ScoreCircle.tsx';
