import type { FarmAggregate, TreatmentRecommendation } from '@havbruk/api';

/** What the treatment places call gave: loading, failed, or the cages' records and the farm aggregates. */
export type TreatmentPlaces =
  | { status: 'loading' }
  | { status: 'failure' }
  | { status: 'ready'; records: readonly TreatmentRecommendation[]; farms: readonly FarmAggregate[] };
