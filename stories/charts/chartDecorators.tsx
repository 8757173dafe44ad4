import type { Decorator } from '@storybook/react-vite';
import { ChartThemeProvider, defaultChartTheme, defaultDarkChartTheme } from '@havbruk/charts';

/**
 * Gives charts the light or dark default theme from the toolbar's theme
 * global (in the app, @havbruk/ui derives the ChartTheme from its tokens) and
 * paints the page behind them in the theme's background.
 */
export const withChartTheme: Decorator = (Story, context) => {
  const theme = context.globals['theme'] === 'dark' ? defaultDarkChartTheme : defaultChartTheme;
  return (
    <ChartThemeProvider theme={theme}>
      <main style={{ background: theme.background, color: theme.text, padding: 16, minHeight: '100%' }}>
        <Story />
      </main>
    </ChartThemeProvider>
  );
};

const number = (locale: 'en' | 'no', decimals: number) =>
  new Intl.NumberFormat(locale === 'no' ? 'nb-NO' : 'en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
const date = (locale: 'en' | 'no') =>
  new Intl.DateTimeFormat(locale === 'no' ? 'nb-NO' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

/** Formatters as the ui format module passes them (decimals per measure, separators per language). */
export const formatters = (locale: 'en' | 'no', decimals: number) => {
  const n = number(locale, decimals);
  const d = date(locale);
  return {
    formatValue: (value: number) => n.format(value),
    formatX: (x: Date | number) => (x instanceof Date ? d.format(x) : `${locale === 'no' ? 'Dag' : 'Day'} ${x}`),
  };
};
