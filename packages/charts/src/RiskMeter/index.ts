export { RiskMeter } from './RiskMeter.tsx';
export type { RiskMeterProps } from './RiskMeter.tsx';
export { clampConfidence, riskColor } from './riskColor.ts';
