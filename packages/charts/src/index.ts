export * from './ScoreCircle/index.ts';
export * from './theme/index.ts';
export * from './series/index.ts';
export * from './graphTools/index.ts';
export * from './map/index.ts';
export * from './TimelineChart/index.ts';
