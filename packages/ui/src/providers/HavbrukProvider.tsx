import { createContext, useContext, useMemo, type ReactNode } from 'react';

export type Locale = 'en' | 'no';
export type ThemeName = 'light' | 'dark';

export interface HavbrukSettings {
  locale: Locale;
  theme: ThemeName;
}

const SettingsContext = createContext<HavbrukSettings>({ locale: 'en', theme: 'light' });

export interface HavbrukProviderProps extends HavbrukSettings {
  children: ReactNode;
}

/**
 * Root provider for every Havbruk screen: language and theme. Storybook's
 * decorator and the app both render it; the theme and i18n providers hang
 * off it so stories and the app look the same.
 */
export function HavbrukProvider({ locale, theme, children }: HavbrukProviderProps) {
  const value = useMemo(() => ({ locale, theme }), [locale, theme]);
  return (
    <SettingsContext.Provider value={value}>
      <div lang={locale === 'no' ? 'nb' : 'en'} data-theme={theme}>
        {children}
      </div>
    </SettingsContext.Provider>
  );
}

export const useHavbrukSettings = () => useContext(SettingsContext);
