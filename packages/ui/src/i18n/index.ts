export { I18nProvider, useI18n, translationsFor, loadLocaleTexts, loadTexts, isLocaleLoaded } from './I18nProvider.tsx';
export { loadAllLocaleTexts } from './loadAllLocaleTexts.ts';
export type { I18nProviderProps, I18nValue } from './I18nProvider.tsx';
export { locales, namespaces, isLocale } from './i18n-util';
export type { Locales, Namespaces, Translation, TranslationFunctions, Translations } from './i18n-types';
