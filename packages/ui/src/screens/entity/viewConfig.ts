/** What each entity page view charts: the timeline table, its fields (the `field` selector), how bars or lines. */
import type { EntityView, TimelineKey } from '@havbruk/api';
import type { Measure } from '../../format/format.ts';

export interface ViewField {
  /** The table's field (written to the `field` query parameter). */
  id: string;
  /** Key of the field's label under `LL.entity.field`. */
  text: string;
  /** Decimals and unit from the format module; none: `decimals` (default 2). */
  measure?: Measure;
  decimals?: number;
  /** A fixed y axis (a percentage: 0–100); none: from the data. */
  range?: readonly [number, number];
}

export interface ViewConfig {
  table: TimelineKey;
  fields: readonly ViewField[];
  mode: 'line' | 'bar';
  /** The natural reporting interval: lice are counted weekly, so a daily view still has one point a week. */
  cadenceDays: 1 | 7;
  /** Grouped tables whose groups add up (mortality by cause): one series per sensor, summed over the groups. */
  sumGroups?: boolean;
  /**
   * Samples taken when someone decides to (lab tests), not reports due at a cadence: only the sampled periods are
   * points, so the line joins them and an unsampled week is not a gap.
   */
  samples?: boolean;
}

export const VIEW_CONFIG: Record<EntityView, ViewConfig> = {
  lice: {
    table: 'lice',
    fields: [
      { id: 'female', text: 'female', measure: 'lice' },
      { id: 'mobile', text: 'mobile', measure: 'lice' },
      { id: 'stationary', text: 'stationary', measure: 'lice' },
    ],
    mode: 'line',
    cadenceDays: 7,
  },
  feed: {
    table: 'feed',
    fields: [
      { id: 'amount', text: 'amount', measure: 'feed' },
      { id: 'percent', text: 'percent' },
    ],
    mode: 'bar',
    cadenceDays: 1,
  },
  growth: {
    table: 'inventory',
    fields: [
      { id: 'closeWeight', text: 'closeWeight', measure: 'weight' },
      { id: 'closeBiomass', text: 'closeBiomass', measure: 'feed' },
      { id: 'closeCount', text: 'closeCount', measure: 'biomass' },
      { id: 'sgr', text: 'sgr' },
    ],
    mode: 'line',
    cadenceDays: 1,
  },
  mortality: {
    table: 'mortalities',
    fields: [
      { id: 'count', text: 'count', measure: 'biomass' },
      { id: 'percent', text: 'mortalityPercent', measure: 'mortalityPercent' },
      { id: 'biomass', text: 'biomass', measure: 'feed' },
      { id: 'accumulated', text: 'accumulated', measure: 'mortalityPercent' },
    ],
    mode: 'bar',
    cadenceDays: 1,
    sumGroups: true,
  },
  harvest: {
    table: 'slaughters',
    fields: [
      { id: 'count', text: 'slaughterCount', measure: 'biomass' },
      { id: 'biomass', text: 'slaughterBiomass', measure: 'feed' },
      { id: 'weight', text: 'slaughterWeight', measure: 'weight' },
      { id: 'accumulatedBiomass', text: 'accumulatedBiomass', measure: 'feed' },
    ],
    mode: 'bar',
    cadenceDays: 1,
  },
  lab: {
    table: 'pcrTests',
    fields: [
      { id: 'positivityRate', text: 'positivityRate', decimals: 0, range: [0, 100] },
      { id: 'avgCtValue', text: 'avgCtValue' },
    ],
    mode: 'line',
    cadenceDays: 7,
    samples: true,
  },
};

/** The chosen field of a view, or its first field when the URL names none or an unknown one. */
export const fieldOf = (config: ViewConfig, field: string | undefined): ViewField =>
  config.fields.find((candidate) => candidate.id === field) ?? config.fields[0]!;
