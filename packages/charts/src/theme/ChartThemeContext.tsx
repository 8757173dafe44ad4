import { createContext, useContext, type ReactNode } from 'react';
import { defaultChartTheme, type ChartTheme } from './ChartTheme.ts';

const ChartThemeContext = createContext<ChartTheme>(defaultChartTheme);

export interface ChartThemeProviderProps {
  theme: ChartTheme;
  children: ReactNode;
}

/** Sets the theme of every chart below it (a chart's own `theme` prop still wins). */
export function ChartThemeProvider({ theme, children }: ChartThemeProviderProps) {
  return <ChartThemeContext.Provider value={theme}>{children}</ChartThemeContext.Provider>;
}

/** The chart theme: the given one, else the nearest provider's, else `defaultChartTheme`. */
export const useChartTheme = (theme?: ChartTheme): ChartTheme => {
  const fromContext = useContext(ChartThemeContext);
  return theme ?? fromContext;
};
