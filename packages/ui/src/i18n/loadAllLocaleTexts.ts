import { markLocaleLoaded } from './I18nProvider.tsx';
import { locales } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';

/**
 * Loads every language's texts synchronously (both dictionaries in the caller's bundle): for stories, tests and
 * an application that prefers no asynchronous step. The app loads only the display language (`loadLocaleTexts`).
 */
export function loadAllLocaleTexts() {
  loadAllLocales();
  locales.forEach(markLocaleLoaded);
}
