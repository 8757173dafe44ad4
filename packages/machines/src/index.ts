export * from './disclosure/index.ts';
export * from './mapPlayback/index.ts';
export * from './graphTools/index.ts';
