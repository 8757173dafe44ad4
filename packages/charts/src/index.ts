export * from './ScoreCircle/index.ts';
export * from './theme/index.ts';
export * from './series/index.ts';
export * from './graphTools/index.ts';
