import type { Pipeline } from '@havbruk/api';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { PipelineStatus } from '../../theme/domainColors.ts';

/** Spec S1 §9: a pipeline is okay up to 2 days after its latest activity, a warning up to 7, severe beyond. */
export const PIPELINE_OKAY_DAYS = 2;
export const PIPELINE_WARNING_DAYS = 7;

const DAY_MS = 86_400_000;

/** Whole UTC calendar days from midnight 1970-01-01 (a date or an ISO date-time string). */
const dayNumber = (value: Date | string): number => {
  const time =
    typeof value === 'string' ? Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) : value.getTime();
  return Math.floor(time / DAY_MS);
};

/**
 * The status dot of a pipeline (spec S1 §4): `inactive` when disabled or without any activity; otherwise by the
 * age, in calendar days before `today`, of the latest of its last success and last extract: `okay` at most
 * 2 days, `warning` 3 to 7 days, `severe` older. Activity dated after `today` counts as today.
 */
export function pipelineStatus(
  pipeline: Pick<Pipeline, 'isDisabled' | 'lastSuccess' | 'lastExtract'>,
  today: Date | string,
): PipelineStatus {
  if (pipeline.isDisabled) return 'inactive';
  const days = [pipeline.lastSuccess, pipeline.lastExtract]
    .filter((value): value is string => value !== null && !Number.isNaN(Date.parse(value)))
    .map(dayNumber);
  if (days.length === 0) return 'inactive';
  const age = Math.max(0, dayNumber(today) - Math.max(...days));
  if (age <= PIPELINE_OKAY_DAYS) return 'okay';
  if (age <= PIPELINE_WARNING_DAYS) return 'warning';
  return 'severe';
}

/**
 * A pipeline's name in the language (screens and CSV): an import pipeline by the kind of records it takes, the
 * "Public data" line with its last week imported; a pipeline of a kind the texts do not know by the name it is sent.
 */
export function pipelineName(LL: TranslationFunctions, pipeline: Pick<Pipeline, 'kind' | 'pipeline' | 'lastWeek'>) {
  const texts = LL.organization.pipelines;
  if (pipeline.kind === 'publicWeeks') {
    if (!pipeline.lastWeek) return texts.publicDataNone();
    const [year = '', week = ''] = pipeline.lastWeek.split('-');
    return texts.publicData({ year, week: String(Number(week)) });
  }
  const kind = pipeline.kind as keyof typeof texts.kind | undefined;
  return kind && Object.hasOwn(texts.kind, kind) ? texts.kind[kind]() : pipeline.pipeline;
}
