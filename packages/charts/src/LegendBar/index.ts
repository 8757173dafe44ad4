export { LegendBar, legendBarColors } from './LegendBar.tsx';
export type { LegendBarProps, LegendBarScale } from './LegendBar.tsx';
