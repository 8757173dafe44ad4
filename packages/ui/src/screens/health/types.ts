import type { Conditions, FarmRisk } from '@havbruk/api';
import type { SeriesPoint } from '@havbruk/charts';

/** A farm's daily series for its card: adult female lice (90 days, for the spring outlook) and feed (30 days). */
export interface FarmTimeline {
  lice: readonly SeriesPoint[];
  feed: readonly SeriesPoint[];
}

/** One farm of the perspective with its risks and (once loaded) conditions and timeline. */
export interface HealthFarm {
  id: string;
  name: string;
  productionArea: number;
  risk: FarmRisk;
  conditions: Conditions | null;
  timeline: FarmTimeline | 'loading';
}

/** The perspective's aggregate for the four widgets: every farm's conditions, the organization's lice and feed. */
export type HealthSummary =
  | { status: 'loading' }
  | { status: 'ready'; conditions: readonly Conditions[]; lice: readonly SeriesPoint[]; feed: readonly SeriesPoint[] };

/** The cards' list: loading (skeletons), or the farms (empty: the perspective has no farms). */
export type HealthFarms = { status: 'loading' } | { status: 'ready'; farms: readonly HealthFarm[] };
