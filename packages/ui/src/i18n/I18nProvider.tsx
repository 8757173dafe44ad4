import { createContext, use, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locales, TranslationFunctions } from './i18n-types';
import { i18nObject, namespaces } from './i18n-util';
import { loadLocaleAsync, loadNamespaceAsync } from './i18n-util.async';

/*
 * Each language's texts are their own chunk, loaded when the language is first shown: a first page pays for one
 * language, not both. `loadLocaleTexts` loads one (an app awaits the display language's before its first render);
 * `loadAllLocaleTexts` (its own module) loads both synchronously for stories and tests.
 */

/** Languages whose texts (base and every namespace) are loaded. */
const ready = new Set<Locales>();
const pending = new Map<Locales, Promise<void>>();
const translators: Partial<Record<Locales, TranslationFunctions>> = {};

/** Marks a language as loaded (after `loadAllLocales()` of the generated sync loader). */
export function markLocaleLoaded(locale: Locales) {
  ready.add(locale);
  delete translators[locale];
}

/** Whether a language's texts are loaded (`translationsFor` and the provider can show it at once). */
export const isLocaleLoaded = (locale: Locales): boolean => ready.has(locale);

/** Loads a language's texts (its chunk) once; a failed download is tried again on the next call. */
export function loadLocaleTexts(locale: Locales): Promise<void> {
  if (ready.has(locale)) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = Promise.all([
      loadLocaleAsync(locale),
      ...namespaces.map((namespace) => loadNamespaceAsync(locale, namespace)),
    ]).then(
      () => markLocaleLoaded(locale),
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}

export interface I18nValue {
  /** Typed translation functions: `LL.nav.search()`, `LL.validation.numberBetween({ min, max })`. */
  LL: TranslationFunctions;
  locale: Locales;
}

/** The translation functions of a loaded locale (outside React: tests, page titles, CSV headers). */
export function translationsFor(locale: Locales): TranslationFunctions {
  if (!ready.has(locale)) throw new Error(`The ${locale} texts are not loaded: await loadLocaleTexts('${locale}')`);
  return (translators[locale] ??= i18nObject(locale));
}

const I18nContext = createContext<I18nValue | null>(null);

export interface I18nProviderProps {
  locale: Locales;
  children: ReactNode;
}

/**
 * Provides the texts of `locale`; switching the prop switches every text at run time. HavbrukProvider renders it.
 * A language not loaded yet is loaded first: on a switch the texts shown before stay until the new ones are in
 * (never a flash of keys); on a first render with no language loaded it suspends until they arrive.
 */
export function I18nProvider({ locale, children }: I18nProviderProps) {
  const [shown, setShown] = useState<Locales | null>(() => (ready.has(locale) ? locale : null));
  const current = ready.has(locale) ? locale : shown;
  useEffect(() => {
    let live = true;
    loadLocaleTexts(locale).then(
      () => live && setShown(locale),
      () => undefined, // Offline: the texts shown stay; the next switch tries again.
    );
    return () => {
      live = false;
    };
  }, [locale]);
  const value = useMemo(() => (current ? { LL: translationsFor(current), locale: current } : null), [current]);
  if (!value) use(loadLocaleTexts(locale));
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

let outsideProvider: I18nValue | undefined;

/** The current language's typed texts and the locale (English outside a provider, once loaded). */
export const useI18n = (): I18nValue =>
  useContext(I18nContext) ?? (outsideProvider ??= { LL: translationsFor('en'), locale: 'en' });
