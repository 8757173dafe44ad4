export { ChartExportButton } from './ChartExportButton.tsx';
export type { ChartExportButtonProps } from './ChartExportButton.tsx';
export { CHART_EXPORT_SIZE, chartToPng, downloadBlob, PIE_EXPORT_SIZE, rasterizeChart } from './exportImage.ts';
export type { ChartImageOptions, ImageSize } from './exportImage.ts';
