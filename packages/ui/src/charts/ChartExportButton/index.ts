export { ChartExportButton } from './ChartExportButton.tsx';
export type { ChartExportButtonProps } from './ChartExportButton.tsx';
