import { mixColors } from '../color/color.ts';

/** Confidence 0–100 clamped (the meter never shows more than 100 %). */
export const clampConfidence = (confidence: number): number =>
  Number.isFinite(confidence) ? Math.min(100, Math.max(0, confidence)) : 0;

/** Risk color on the gradient `low` (0 %) → `high` (100 %) by confidence. */
export const riskColor = (confidence: number, low: string, high: string): string =>
  mixColors(low, high, clampConfidence(confidence) / 100);
