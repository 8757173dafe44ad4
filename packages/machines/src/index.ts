export * from './disclosure/index.ts';
export * from './mapPlayback/index.ts';
export * from './graphTools/index.ts';
export * from './session/index.ts';
export * from './gating/index.ts';
export * from './errorHandling/index.ts';
export * from './preferences/index.ts';
