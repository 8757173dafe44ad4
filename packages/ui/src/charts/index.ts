export * from './ChartExportButton/index.ts';
