import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locales, TranslationFunctions } from './i18n-types';
import { i18nObject } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';

// Both catalogues are small and bundled: load them synchronously so the first render already has text.
loadAllLocales();

export interface I18nValue {
  /** Typed translation functions: `LL.nav.search()`, `LL.validation.numberBetween({ min, max })`. */
  LL: TranslationFunctions;
  locale: Locales;
}

const translators: Partial<Record<Locales, TranslationFunctions>> = {};

/** The translation functions of a locale (outside React: tests, page titles, CSV headers). */
export function translationsFor(locale: Locales): TranslationFunctions {
  return (translators[locale] ??= i18nObject(locale));
}

const I18nContext = createContext<I18nValue>({ LL: translationsFor('en'), locale: 'en' });

export interface I18nProviderProps {
  locale: Locales;
  children: ReactNode;
}

/** Provides the texts of `locale`; switching the prop switches every text at run time. HavbrukProvider renders it. */
export function I18nProvider({ locale, children }: I18nProviderProps) {
  const value = useMemo(() => ({ LL: translationsFor(locale), locale }), [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language's typed texts and the locale. */
export const useI18n = (): I18nValue => useContext(I18nContext);
