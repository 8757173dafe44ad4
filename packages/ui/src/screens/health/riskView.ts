import type { Risk, RiskLabel } from '@havbruk/api';

export const RISK_LABELS: readonly RiskLabel[] = ['lice', 'pd', 'ila'];

/** The risk with the highest confidence (the first of equals), or null without risks. */
export function highestRisk(risks: readonly Risk[]): Risk | null {
  return risks.reduce<Risk | null>((best, risk) => (!best || risk.confidence > best.confidence ? risk : best), null);
}

/**
 * The disease shown by the risk modal for the `{view}` of its URL: the risk whose label in lower case equals
 * the view, else the highest-confidence risk. `canonical` is false when the URL should be replaced by the
 * selected risk's label (no view, or one the farm has no risk for).
 */
export function resolveRiskView(
  risks: readonly Risk[],
  view: string | undefined,
): { selected: Risk; canonical: boolean } | null {
  const wanted = view?.toLowerCase();
  const match = risks.find((risk) => risk.label.toLowerCase() === wanted);
  if (match) return { selected: match, canonical: view === match.label.toLowerCase() };
  const best = highestRisk(risks);
  return best ? { selected: best, canonical: false } : null;
}
