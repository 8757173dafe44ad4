export * from './providers/index.ts';
export * from './theme/index.ts';
export * from './i18n/index.ts';
export * from './format/index.ts';
export * from './primitives/index.ts';
export * from './DataTable/index.ts';
export * from './screens/account/index.ts';
export * from './map/index.ts';
