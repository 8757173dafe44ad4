export * from './ScoreCircle/index.ts';
export * from './theme/index.ts';
