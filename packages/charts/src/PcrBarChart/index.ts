export { PCR_BAR_CHART_HEIGHT, PcrBarChart } from './PcrBarChart.tsx';
export type { PcrBarChartProps, PcrGroup, PcrSample } from './PcrBarChart.tsx';
