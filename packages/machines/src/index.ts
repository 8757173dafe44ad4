export * from './disclosure/index.ts';
export * from './mapPlayback/index.ts';
