/**
 * The generations a viewer who sees a farm publicly sees (issue 33; server README, "The generations a public viewer
 * sees"): the runs of the site's stored public weeks (`site_weeks`) between fallow weeks, or, where the farm data
 * tables hold the farm's stockings, those generations; each with the treatments of the public weeks it spans.
 */
import type { TreatmentCategory } from '@havbruk/api';
import { fromDayNumber, TREATMENT_PRODUCTS, toDayNumber } from '@havbruk/api/dataset';
import type { DetailGeneration } from '../queries/farm.ts';
import type { PublicWeek } from './columns.ts';

/** A generation's span as the public data tells it. */
export type GenerationSpan = Pick<DetailGeneration, 'id' | 'season' | 'startDate' | 'endDate'>;

/** The season of a stocking day: spring (V) from January to June, else autumn (H), and the year's two digits. */
const seasonOf = (date: string): string => `${Number(date.slice(5, 7)) <= 6 ? 'V' : 'H'}${date.slice(2, 4)}`;

/**
 * The runs of a site's stored weeks (Mondays, oldest first) between fallow weeks: a run starts on the Monday of its
 * first week with fish and ends on the Sunday of its last (null while it reaches the site's latest stored week). A
 * week without a row breaks no run. Id `<site>-<season>` as the stockings' ids; a later run of a season already named
 * gets `-2`, `-3`… (its season label too). A run at sea in the first stored week began before the data: its start is
 * that week's Monday (the stocking is not in the public rows).
 */
export const generationRuns = (
  siteId: string,
  weeks: readonly { date: string; isFallow: boolean }[],
): GenerationSpan[] => {
  const spans: { start: string; last: string; ended: boolean }[] = [];
  for (const week of weeks) {
    const run = spans.at(-1);
    if (week.isFallow) {
      if (run) run.ended = true;
    } else if (run && !run.ended) run.last = week.date;
    else spans.push({ start: week.date, last: week.date, ended: false });
  }
  const named = new Map<string, number>();
  return spans.map((run) => {
    const label = seasonOf(run.start);
    const count = (named.get(label) ?? 0) + 1;
    named.set(label, count);
    const season = count === 1 ? label : `${label}-${count}`;
    const endDate = run.ended ? fromDayNumber(toDayNumber(run.last) + 6) : null;
    return { id: `${siteId}-${season}`, season, startDate: run.start, endDate };
  });
};

const CATEGORY_OF = new Map(
  (Object.entries(TREATMENT_PRODUCTS) as [TreatmentCategory, readonly string[]][]).flatMap(([category, products]) =>
    products.map((product) => [product, category] as const),
  ),
);

/**
 * The generations as a public viewer sees them: no cages, fish groups or disease cases (private), and the treatments
 * of the public weeks in each one's span (dated the week's Monday: the public data names the week, not the day).
 */
export const withPublicTreatments = (
  spans: readonly GenerationSpan[],
  weeks: readonly PublicWeek[],
): DetailGeneration[] =>
  spans.map((span) => ({
    ...span,
    cages: [],
    fishGroups: [],
    diseases: [],
    treatments: weeks
      .filter((week) => week.date >= span.startDate && (span.endDate === null || week.date <= span.endDate))
      .flatMap((week) =>
        week.treatments.flatMap(({ product }) => {
          const category = CATEGORY_OF.get(product);
          return category ? [{ date: week.date, product, category, cageIds: [] }] : [];
        }),
      ),
  }));

/**
 * Public weeks with each week's generation among `generations` (the tables' stockings, where they hold the farm's):
 * the latest stocked by the week's Sunday and not ended before its Monday, none when none is at sea.
 */
export const inGenerations = (weeks: readonly PublicWeek[], generations: readonly GenerationSpan[]): PublicWeek[] =>
  weeks.map((week) => {
    const sunday = fromDayNumber(toDayNumber(week.date) + 6);
    const generation = generations.findLast(
      (entry) => entry.startDate <= sunday && (entry.endDate === null || entry.endDate >= week.date),
    );
    return { ...week, generationId: generation?.id ?? null };
  });
