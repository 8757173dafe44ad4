export * from './ScoreCircle/index.ts';
