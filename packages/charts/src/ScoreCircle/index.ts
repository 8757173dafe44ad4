export { ScoreCircle } from './ScoreCircle.tsx';
export type { ScoreCircleProps } from './ScoreCircle.tsx';
export { scoreHue } from './scoreHue.ts';
