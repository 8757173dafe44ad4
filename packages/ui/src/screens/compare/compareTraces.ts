/**
 * The traces the compare tool offers: one field of one timeline table each. Public traces (lice: every farm
 * reports them weekly) show on public farms too; the rest need private access (spec 2 §5, trace limits).
 */
import { PUBLIC_TIMELINE_KEYS, type TimelineKey } from '@havbruk/api';
import type { CompareTrace } from '@havbruk/machines';
import type { Measure } from '../../format/format.ts';
import type { ViewConfig } from '../entity/viewConfig.ts';
import type { LiceField } from './areaBaseline.ts';

export interface CompareTraceConfig extends CompareTrace {
  table: TimelineKey;
  field: string;
  /** Key of the label under `LL.compare.trace`. */
  text: 'liceFemale' | 'liceMobile' | 'liceStationary' | 'weight' | 'biomass' | 'feed' | 'mortality';
  measure?: Measure;
  /** Lice traces can have the area baseline. */
  lice?: LiceField;
}

const trace = (table: TimelineKey, field: string, text: CompareTraceConfig['text'], extra = {}) =>
  ({
    id: `${table}.${field}`,
    table,
    field,
    text,
    public: PUBLIC_TIMELINE_KEYS.includes(table),
    ...extra,
  }) as CompareTraceConfig;

export const COMPARE_TRACES: readonly CompareTraceConfig[] = [
  trace('lice', 'female', 'liceFemale', { measure: 'lice', lice: 'female' }),
  trace('lice', 'mobile', 'liceMobile', { measure: 'lice', lice: 'mobile' }),
  trace('lice', 'stationary', 'liceStationary', { measure: 'lice', lice: 'stationary' }),
  trace('inventory', 'closeWeight', 'weight', { measure: 'weight' }),
  trace('inventory', 'closeBiomass', 'biomass', { measure: 'feed' }),
  trace('feed', 'amount', 'feed', { measure: 'feed' }),
  trace('mortalities', 'percent', 'mortality', { measure: 'mortalityPercent' }),
];

export const compareTrace = (id: string): CompareTraceConfig | undefined =>
  COMPARE_TRACES.find((candidate) => candidate.id === id);

/** The timeline tables a set of traces needs (one request per row fetches them all). */
export const tablesOf = (traceIds: readonly string[]): TimelineKey[] => [
  ...new Set(traceIds.map((id) => compareTrace(id)?.table).filter((table): table is TimelineKey => !!table)),
];

/** How `timelineSeries` reads a trace's table. */
export const viewConfigOf = (trace: CompareTraceConfig): ViewConfig => ({
  table: trace.table,
  fields: [{ id: trace.field, text: trace.text, measure: trace.measure }],
  mode: 'line',
  cadenceDays: trace.table === 'lice' ? 7 : 1,
  sumGroups: trace.table === 'mortalities',
});
