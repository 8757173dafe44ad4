export { HavbrukProvider, useHavbrukSettings } from './HavbrukProvider.tsx';
export type { HavbrukProviderProps, HavbrukSettings, Locale, ThemeName } from './HavbrukProvider.tsx';
