import {
  createContext,
  use,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Locales, Namespaces, TranslationFunctions } from './i18n-types';
import { i18nObject, isNamespace, namespaces } from './i18n-util';
import { loadLocaleAsync, loadNamespaceAsync } from './i18n-util.async';

/*
 * Texts load in parts, each its own chunk: a language's base texts (shared keys), and each area's namespace. A
 * first page pays for one language and the areas it shows: `loadLocaleTexts(locale, namespaces)` (an app awaits
 * the display language's base and its start namespaces before the first render), `loadTexts(namespaces)` with a
 * screen's code. Invariant: every language loaded has every namespace asked for so far, so a language switch
 * loads the new language's base and all of those before it shows. A namespace read before it is loaded suspends
 * the render until it is (never a text shown empty). `loadAllLocaleTexts` (its own module) loads everything
 * synchronously for stories and tests.
 */

/** Loaded parts: a language (`en`: its base texts) or one of its namespaces (`en:map`). */
const loadedParts = new Set<string>();
const pending = new Map<string, Promise<void>>();
/** Namespaces asked for so far (every language loaded gets them), and the languages asked for. */
const wanted = new Set<Namespaces>();
const languages = new Set<Locales>();
const translators: Partial<Record<Locales, TranslationFunctions>> = {};
/** Bumped when a part arrives: providers give their screens translation functions that see it. */
let version = 0;
const listeners = new Set<() => void>();

const partId = (locale: Locales, namespace?: Namespaces) => (namespace ? `${locale}:${namespace}` : locale);

function partLoaded(locale: Locales, namespace?: Namespaces) {
  loadedParts.add(partId(locale, namespace));
  delete translators[locale];
  version += 1;
  listeners.forEach((listener) => listener());
}

/** Marks a language as loaded with every namespace (after `loadAllLocales()` of the generated sync loader). */
export function markLocaleLoaded(locale: Locales) {
  languages.add(locale);
  [undefined, ...namespaces].forEach((namespace) => partLoaded(locale, namespace));
}

/** Loads one part once; a failed download is tried again on the next call. */
function loadPart(locale: Locales, namespace?: Namespaces): Promise<void> {
  const id = partId(locale, namespace);
  if (loadedParts.has(id)) return Promise.resolve();
  let loading = pending.get(id);
  if (!loading) {
    loading = (namespace ? loadNamespaceAsync(locale, namespace) : loadLocaleAsync(locale)).then(
      () => {
        pending.delete(id);
        partLoaded(locale, namespace);
      },
      (error: unknown) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, loading);
  }
  return loading;
}

/** Whether a language's texts are loaded (its base and every namespace asked for so far). */
export const isLocaleLoaded = (locale: Locales): boolean =>
  loadedParts.has(locale) && [...wanted].every((namespace) => loadedParts.has(partId(locale, namespace)));

/**
 * Loads a language's base texts and, with it, `extra` namespaces and every namespace asked for before (each part
 * once; a failed download is tried again on the next call).
 */
export function loadLocaleTexts(locale: Locales, extra: readonly Namespaces[] = []): Promise<void> {
  languages.add(locale);
  extra.forEach((namespace) => wanted.add(namespace));
  return Promise.all([loadPart(locale), ...[...wanted].map((namespace) => loadPart(locale, namespace))]).then(
    () => undefined,
  );
}

/** Loads namespaces (a screen's areas) in every language asked for so far. */
export const loadTexts = (areas: readonly Namespaces[]): Promise<void> =>
  Promise.all([...languages].map((locale) => loadLocaleTexts(locale, areas))).then(() => undefined);

/**
 * The translation functions of a language whose base texts are loaded (outside React: tests, page titles, CSV
 * headers). Reading a namespace not loaded starts its download and suspends the render (throws the promise);
 * outside a render, load it first (`loadTexts`).
 */
export function translationsFor(locale: Locales): TranslationFunctions {
  if (!loadedParts.has(locale))
    throw new Error(`The ${locale} texts are not loaded: await loadLocaleTexts('${locale}')`);
  return (translators[locale] ??= new Proxy(i18nObject(locale), {
    get: (target, key, receiver) => {
      if (typeof key === 'string' && isNamespace(key) && !loadedParts.has(partId(locale, key))) throw loadTexts([key]);
      return Reflect.get(target, key, receiver) as unknown;
    },
  }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentVersion = () => version;

export interface I18nValue {
  /** Typed translation functions: `LL.nav.search()`, `LL.validation.numberBetween({ min, max })`. */
  LL: TranslationFunctions;
  locale: Locales;
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
  const [shown, setShown] = useState<Locales | null>(() => (isLocaleLoaded(locale) ? locale : null));
  const current = isLocaleLoaded(locale) ? locale : shown;
  const loadedVersion = useSyncExternalStore(subscribe, currentVersion, currentVersion);
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
  // A part that arrived (a screen's namespace) gives new translation functions that see it.
  const value = useMemo(
    () => (current ? { LL: translationsFor(current), locale: current } : null),
    [current, loadedVersion], // eslint-disable-line react-hooks/exhaustive-deps -- loadedVersion: translationsFor's cache
  );
  if (!value) use(loadLocaleTexts(locale));
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

let outsideProvider: I18nValue | undefined;

/** The current language's typed texts and the locale (English outside a provider, once loaded). */
export const useI18n = (): I18nValue =>
  useContext(I18nContext) ?? (outsideProvider ??= { LL: translationsFor('en'), locale: 'en' });
