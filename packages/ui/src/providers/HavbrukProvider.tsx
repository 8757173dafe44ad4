import type { Locale } from '@havbruk/api';
import { ChartThemeProvider } from '@havbruk/charts';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { DeferredToastProvider } from '../primitives/Toast/DeferredToastProvider.tsx';
import { toChartTheme } from '../theme/chartTheme.ts';
import { darkTheme } from '../theme/darkTheme.ts';
import { globalStyles } from '../theme/globalStyles.ts';
import { css, theme as lightTheme } from '../theme/stitches.config.ts';
import { DEFAULT_SUPPORT_EMAIL } from './product.ts';

/** The language type of `@havbruk/api` (one name across the packages). */
export type { Locale };
export type ThemeName = 'light' | 'dark';

export interface HavbrukSettings {
  locale: Locale;
  theme: ThemeName;
  /** Support address shown in error boxes (mailto link). */
  supportEmail: string;
}

const SettingsContext = createContext<HavbrukSettings>({
  locale: 'en',
  theme: 'light',
  supportEmail: DEFAULT_SUPPORT_EMAIL,
});

const PortalContainerContext = createContext<HTMLElement | null>(null);

export interface HavbrukProviderProps {
  locale: Locale;
  theme: ThemeName;
  /** Support address for error boxes; defaults to `support@havbruk.example`. */
  supportEmail?: string;
  children: ReactNode;
}

const root = css({
  minHeight: '100vh',
  backgroundColor: '$bg',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$2',
  lineHeight: '$body',
  colorScheme: 'light',
  variants: {
    theme: {
      light: {},
      dark: { colorScheme: 'dark' },
    },
  },
});

/** The themed element: tokens (light or dark class), chart theme and the container overlays portal into. */
function ThemedRoot({ theme, lang, children }: { theme: ThemeName; lang?: string; children: ReactNode }) {
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  const chartTheme = useMemo(() => toChartTheme(theme), [theme]);
  // The light class too (not only the defaults on :root), so a light root inside a dark one is light.
  const className = `${root({ theme })} ${theme === 'dark' ? darkTheme.className : lightTheme.className}`;
  return (
    <ChartThemeProvider theme={chartTheme}>
      <PortalContainerContext.Provider value={portalContainer}>
        <div lang={lang} data-theme={theme} className={className}>
          {children}
          <div ref={setPortalContainer} data-havbruk-portal="" />
        </div>
      </PortalContainerContext.Provider>
    </ChartThemeProvider>
  );
}

/**
 * Root provider for every Havbruk screen: language (texts and number formats), theme (light/dark tokens and
 * global styles, and the matching chart theme for @havbruk/charts) and the support address. Storybook's decorator and the app both render it, so stories and
 * the app look the same. It also holds the toast queue (`useToast()`; the toast list's code loads with the first toast or on idle). Overlays (dialogs, popovers, tooltips, toasts) portal into a container inside the
 * themed root, so they get the dark tokens too.
 */
export function HavbrukProvider({
  locale,
  theme,
  supportEmail = DEFAULT_SUPPORT_EMAIL,
  children,
}: HavbrukProviderProps) {
  globalStyles();
  const value = useMemo(() => ({ locale, theme, supportEmail }), [locale, theme, supportEmail]);
  return (
    <SettingsContext.Provider value={value}>
      <I18nProvider locale={locale}>
        <ThemedRoot theme={theme} lang={locale === 'no' ? 'nb' : 'en'}>
          <DeferredToastProvider>{children}</DeferredToastProvider>
        </ThemedRoot>
      </I18nProvider>
    </SettingsContext.Provider>
  );
}

/**
 * A part of the page in a fixed theme, whatever the provider's (the public certification pages are always
 * light): tokens, chart theme, `useHavbrukSettings().theme` and overlays follow it. Language and toasts stay
 * the provider's.
 */
export function ThemeScope({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  const settings = useContext(SettingsContext);
  const value = useMemo(() => ({ ...settings, theme }), [settings, theme]);
  return (
    <SettingsContext.Provider value={value}>
      <ThemedRoot theme={theme}>{children}</ThemedRoot>
    </SettingsContext.Provider>
  );
}

export const useHavbrukSettings = () => useContext(SettingsContext);

/** The element overlays portal into (inside the themed root); null before the provider has mounted. */
export const usePortalContainer = () => useContext(PortalContainerContext);
