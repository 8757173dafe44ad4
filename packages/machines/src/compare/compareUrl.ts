/**
 * The compare tool's state in the URL (spec 2 §2, §5): `values` (complete `farm|generation|cage` triples,
 * comma separated), `agg`, `traces` (comma list) and, beyond the spec, `baseline=area`. A reload or a shared
 * link restores the comparison; incomplete rows never reach the URL.
 */
import { Aggregation } from '@havbruk/api';
import type { CompareValue } from './compare.ts';

export interface CompareSearch {
  values: CompareValue[];
  agg?: Aggregation;
  traces?: string[];
  baseline: boolean;
}

const PART = /^[^|,]+$/;

/** One `farm|generation|cage` triple; anything else (missing part, empty part) is dropped. */
export function parseCompareValue(text: string): CompareValue | null {
  const parts = text.split('|');
  if (parts.length !== 3 || !parts.every((part) => PART.test(part.trim()))) return null;
  const [farmId, genId, cageId] = parts.map((part) => part.trim()) as [string, string, string];
  return { farmId, genId, cageId };
}

/** Reads the query string; values that do not parse are dropped. */
export function parseCompareSearch(search: string | URLSearchParams): CompareSearch {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values = (params.get('values') ?? '')
    .split(',')
    .map(parseCompareValue)
    .filter((value): value is CompareValue => value !== null);
  const result: CompareSearch = { values, baseline: params.get('baseline') === 'area' };
  const agg = Aggregation.safeParse(params.get('agg'));
  if (agg.success) result.agg = agg.data;
  const traces = params.get('traces');
  if (traces !== null) result.traces = traces.split(',').filter((trace) => trace.trim() !== '');
  return result;
}

/** The query string of a comparison (fixed key order; `|` and `,` kept readable). */
export function compareSearch(state: {
  values: readonly CompareValue[];
  agg: Aggregation;
  traces: readonly string[];
  baseline: boolean;
}): string {
  const parts = [
    `values=${state.values.map((v) => [v.farmId, v.genId, v.cageId].map(encodeURIComponent).join('|')).join(',')}`,
    `agg=${state.agg}`,
    `traces=${state.traces.map(encodeURIComponent).join(',')}`,
  ];
  if (state.baseline) parts.push('baseline=area');
  return `?${parts.join('&')}`;
}
