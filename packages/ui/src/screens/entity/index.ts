export { EntityScreen, currentGeneration, sensorKeysFor } from './EntityScreen.tsx';
export type { EntityScreenProps } from './EntityScreen.tsx';
export { ConditionsStrip } from './ConditionsStrip.tsx';
export type { ConditionsStatus, ConditionsStripProps } from './ConditionsStrip.tsx';
export { countWeeksOverLimit, liceLimitSteps, timelineSeries, weeksOverLimit } from './entitySeries.ts';
export { fieldOf, VIEW_CONFIG } from './viewConfig.ts';
