export { LegendBar, legendBarColours } from './LegendBar.tsx';
export type { LegendBarProps, LegendBarScale } from './LegendBar.tsx';
