export * from './RiskOverview.tsx';
export * from './TreatmentsScreen.tsx';
export * from './treatmentView.ts';
export * from './types.ts';
