export * from './HarvestsScreen.tsx';
export * from './HarvestFilterOverlay.tsx';
export * from './ProjectionGraph.tsx';
export * from './harvestView.ts';
