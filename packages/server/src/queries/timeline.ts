/**
 * The timeline requests (POST /timeline/data/entity and /v2/timeline/data/entity): the query, the viewer's access and
 * the table layouts. The farm column store computes both answers (`farmStore/timeline.ts`):
 * private entities get every table from the daily detail; public entities only the public tables (treatments without
 * details, sea temperature, lice) from the weekly public data. Browser-safe (the stories compute timelines).
 */
import type { Aggregation, TimelineKey } from '@havbruk/api';
import type { Site } from '@havbruk/api/dataset';
import type { PublicWeek } from '../farmStore/columns.ts';

export interface TimelineQuery {
  entityType: 'farm' | 'cage' | 'fishGroup' | 'organization';
  id: string;
  genId?: string;
  start: string;
  end: string;
  sensorKeys?: string;
  fields: TimelineKey[];
  group?: string;
  agg?: Aggregation;
}

/** Which farms the viewer sees as private, and (for organizations) which farms the entity covers. */
export interface TimelineAccess {
  isPrivate: (farmId: string) => boolean;
  /** Farm ids of an organization entity (resolved by the caller from the directory); without them it is not found. */
  organizationFarmIds?: string[];
  /** The site of a farm id (the server: the site register's, `Access.registerSite`); default the dataset's. */
  siteOf?: (farmId: string) => Site | undefined;
  /**
   * The public weeks of the entity's site when the viewer sees it publicly (the server: from `site_weeks`,
   * `FarmStore.storedWeeks`); without them, the dataset's.
   */
  publicWeeks?: readonly PublicWeek[];
}

/** The table layout: fields, default group column, how values aggregate over a period. */
export const TIMELINE_TABLES: Record<TimelineKey, { fields: string[]; group: string | null; sum: string[] }> = {
  feed: { fields: ['amount', 'percent'], group: null, sum: ['amount'] },
  pcrTests: { fields: ['avgCtValue', 'positivityRate'], group: 'disease', sum: [] },
  treatments: { fields: ['treatment', 'accumulatedTreatments'], group: 'product', sum: ['treatment'] },
  mortalities: {
    fields: ['count', 'biomass', 'weight', 'percent', 'accumulated'],
    group: 'reason',
    sum: ['count', 'biomass', 'percent'],
  },
  inventory: { fields: ['closeCount', 'closeBiomass', 'closeWeight', 'sgr'], group: null, sum: [] },
  lice: { fields: ['female', 'mobile', 'stationary'], group: null, sum: [] },
  oxygen: { fields: ['value'], group: 'depth', sum: [] },
  salinity: { fields: ['value'], group: 'depth', sum: [] },
  seaTemperature: { fields: ['value'], group: 'depth', sum: [] },
  riskForecasts: { fields: ['confidence'], group: 'label', sum: [] },
  slaughters: {
    fields: ['count', 'weight', 'biomass', 'accumulated', 'accumulatedCount', 'accumulatedBiomass'],
    group: null,
    sum: ['count', 'biomass'],
  },
};

/** Values that carry over (last value of the period) instead of averaging. */
export const LAST_FIELDS = new Set([
  'closeCount',
  'closeBiomass',
  'closeWeight',
  'accumulated',
  'accumulatedCount',
  'accumulatedBiomass',
  'accumulatedTreatments',
]);

export class TimelineError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}
