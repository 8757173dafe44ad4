export * from './disclosure/index.ts';
