export { HavbrukProvider, ThemeScope, useHavbrukSettings, usePortalContainer } from './HavbrukProvider.tsx';
export type { HavbrukProviderProps, HavbrukSettings, Locale, ThemeName } from './HavbrukProvider.tsx';
export { PRODUCT_NAME, DEFAULT_SUPPORT_EMAIL } from './product.ts';
export { ChunkLoadError, ChunkLoadingProvider, lazyChunk } from './lazyChunk.tsx';
export type { ChunkLoading, LazyChunk } from './lazyChunk.tsx';
