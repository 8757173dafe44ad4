/**
 * The entity page's state in the URL (spec 2 §2): `/{entityType}/{id}/{view}/{genId}/{sensorId}` (each segment
 * URL-encoded) and the query parameters start, end, lblStart, lblEnd, field, agg, plus disease (the mortality
 * view's disease sub-selector). Everything a user chooses lives here, so a reload or a shared link shows the same.
 */
import { Aggregation, type EntityType, type EntityView } from '@havbruk/api';

export interface EntityLocation {
  entityType: EntityType;
  id: string;
  view: EntityView;
  genId?: string;
  sensorId?: string;
}

export interface EntitySearch {
  /** Zoom window on a date axis (yyyy-mm-dd). */
  start?: string;
  end?: string;
  /** Zoom window on a days-in axis (organizations' daysIn / weeksIn / monthsIn), in days. */
  lblStart?: number;
  lblEnd?: number;
  field?: string;
  agg?: Aggregation;
  disease?: string;
}

export type EntityPageState = EntityLocation & EntitySearch;

const SEARCH_KEYS = ['start', 'end', 'lblStart', 'lblEnd', 'field', 'agg', 'disease'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const numberOf = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** Reads the query string; values that do not parse are dropped (the view then uses its default). */
export function parseEntitySearch(search: string | URLSearchParams): EntitySearch {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result: EntitySearch = {};
  const start = params.get('start');
  const end = params.get('end');
  if (start && end && ISO_DATE.test(start) && ISO_DATE.test(end) && start <= end) {
    result.start = start;
    result.end = end;
  }
  const lblStart = numberOf(params.get('lblStart'));
  const lblEnd = numberOf(params.get('lblEnd'));
  if (lblStart !== undefined && lblEnd !== undefined && lblStart <= lblEnd) {
    result.lblStart = lblStart;
    result.lblEnd = lblEnd;
  }
  const field = params.get('field');
  if (field) result.field = field;
  const agg = Aggregation.safeParse(params.get('agg'));
  if (agg.success) result.agg = agg.data;
  const disease = params.get('disease');
  if (disease) result.disease = disease;
  return result;
}

/** The path and query of an entity page state (keys in a fixed order, empty values left out). */
export function entityHref(state: EntityPageState): string {
  const segments = [state.entityType, state.id, state.view];
  if (state.genId || state.sensorId) segments.push(state.genId ?? '');
  if (state.sensorId) segments.push(state.sensorId);
  const path = `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = state[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Aggregations offered (spec 2 §9): day, week, month; days, weeks, months in for organizations. Default first. */
export const aggregationsFor = (entityType: EntityType): Aggregation[] =>
  entityType === 'organization' ? ['daysIn', 'weeksIn', 'monthsIn'] : ['day', 'week', 'month'];

/**
 * A change of one selector. A new view drops the field, disease and zoom of the old one; a new generation drops
 * the zoom (its dates lie elsewhere); the aggregation and sensor carry over. Undefined values clear a key.
 */
export function changeEntityState(state: EntityPageState, change: Partial<EntityPageState>): EntityPageState {
  const next: EntityPageState = { ...state, ...change };
  const dropZoom = () => {
    delete next.start;
    delete next.end;
    delete next.lblStart;
    delete next.lblEnd;
  };
  if (change.view !== undefined && change.view !== state.view) {
    delete next.field;
    delete next.disease;
    dropZoom();
  }
  if (change.genId !== undefined && change.genId !== state.genId) dropZoom();
  for (const key of Object.keys(change) as (keyof EntityPageState)[])
    if (change[key] === undefined || change[key] === '') delete next[key];
  return next;
}
