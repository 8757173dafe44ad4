import { clampConfidence, riskColor as mixRiskColor, scoreHue as hueOfScore } from '@havbruk/charts';
import type { ThemeName } from '../providers/HavbrukProvider.tsx';
import { darkColors } from './darkTheme.ts';
import { lightColors, type ColorToken } from './stitches.config.ts';

/** Raw color values of a theme (for canvases, charts and inline SVG fills that cannot read CSS tokens). */
export function themeColors(themeName: ThemeName = 'light'): Record<ColorToken, string> {
  return themeName === 'dark' ? darkColors : lightColors;
}

/** The risk meter's fill in percent: the confidence clamped to 0–100 (non-numbers count as 0). */
export function riskMeterPercent(confidence: number): number {
  return clampConfidence(confidence);
}

/**
 * Risk color: a gradient from blue (confidence 0) to red (confidence 100), interpolated in RGB.
 * Confidence is clamped to 0–100 like the meter.
 */
export function riskColor(confidence: number, themeName: ThemeName = 'light'): string {
  const colors = themeColors(themeName);
  return mixRiskColor(confidence, colors.riskLow, colors.riskHigh);
}

/** Saturation and lightness (percent) of score colors per theme; shared with the chart theme. */
export const SCORE_TONE: Record<ThemeName, { saturation: number; lightness: number }> = {
  light: { saturation: 70, lightness: 38 },
  dark: { saturation: 65, lightness: 58 },
};
export const SCORE_HUE = { low: 3, high: 120 } as const;

/** Hue of a score color: 3 (red) at score 0 to 120 (green) at score 100, by score / 100. */
export function scoreHue(score: number): number {
  return hueOfScore(score, SCORE_HUE.low, SCORE_HUE.high);
}

/**
 * Score color, hue 3 → 120 by score / 100. A negative score marks a fallow farm (the spec's score -1)
 * and gets the fallow grey.
 */
export function scoreColor(score: number, themeName: ThemeName = 'light'): string {
  if (!Number.isFinite(score) || score < 0) return themeColors(themeName).fallow;
  const { saturation, lightness } = SCORE_TONE[themeName];
  return `hsl(${Math.round(scoreHue(score) * 10) / 10}, ${saturation}%, ${lightness}%)`;
}

export type CertificationTone = 'certified' | 'pending' | 'other' | 'none';

/**
 * Certification status → tone: certified green; in assessment and suspended amber; any other status red;
 * no status blue. Status strings are compared case-insensitively; "in-assessment", "in assessment" and
 * "assessment" all count as assessment.
 */
export function certificationTone(status: string | null | undefined): CertificationTone {
  const normalized = (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  if (normalized === '') return 'none';
  if (normalized === 'certified') return 'certified';
  if (normalized === 'suspended' || normalized === 'assessment' || normalized === 'in assessment') return 'pending';
  return 'other';
}

const certificationTokens: Record<CertificationTone, ColorToken> = {
  certified: 'certified',
  pending: 'certificationPending',
  other: 'certificationOther',
  none: 'certificationNone',
};

export function certificationColor(status: string | null | undefined, themeName: ThemeName = 'light'): string {
  return themeColors(themeName)[certificationTokens[certificationTone(status)]];
}

export type PipelineStatus = 'inactive' | 'okay' | 'warning' | 'severe';

const pipelineTokens: Record<PipelineStatus, ColorToken> = {
  inactive: 'pipelineInactive',
  okay: 'pipelineOkay',
  warning: 'pipelineWarning',
  severe: 'pipelineSevere',
};

/** Pipeline status dot color: inactive grey, okay green, warning amber, severe red. */
export function pipelineColor(status: PipelineStatus, themeName: ThemeName = 'light'): string {
  return themeColors(themeName)[pipelineTokens[status]];
}

/** Grey for fallow farms. */
export function fallowColor(themeName: ThemeName = 'light'): string {
  return themeColors(themeName).fallow;
}
