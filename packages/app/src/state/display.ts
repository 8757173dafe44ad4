import type { Locale, ThemeName } from '@havbruk/ui';

/** Language and dark mode: the only user fields kept across logout (spec S1 §4). */
export interface DisplayPreferences {
  language: Locale;
  darkModeOn: boolean;
}

const KEY = 'havbruk.display';

/**
 * Kept in localStorage (no secrets: two preference flags) so the login page and the page after a
 * logout redirect keep the user's language and dark mode. Tokens never go here.
 */
export function loadDisplay(): DisplayPreferences {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<DisplayPreferences> | null;
    if (stored && (stored.language === 'en' || stored.language === 'no')) {
      return { language: stored.language, darkModeOn: stored.darkModeOn === true };
    }
  } catch {
    // Unreadable: fall through to the browser's language.
  }
  const browser = typeof navigator === 'undefined' ? 'en' : navigator.language.toLowerCase();
  const norwegian = ['nb', 'nn', 'no'].some((code) => browser.startsWith(code));
  return { language: norwegian ? 'no' : 'en', darkModeOn: false };
}

export function saveDisplay(display: DisplayPreferences) {
  try {
    localStorage.setItem(KEY, JSON.stringify(display));
  } catch {
    // Storage blocked: the preference still applies until the page reloads.
  }
}

export const themeOf = (display: DisplayPreferences): ThemeName => (display.darkModeOn ? 'dark' : 'light');

/** Language and theme as one word (`en-light`, `no-dark`, …): which prerendered login frame a visitor sees. */
export type DisplayKey = `${Locale}-${ThemeName}`;

export const displayKeyOf = (display: DisplayPreferences): DisplayKey => `${display.language}-${themeOf(display)}`;
