/**
 * A site's PD and ILA as the map and the ASC farm page show them (issue 33; server README, "Diseases of the map and
 * the ASC pages"): its disease cases (`disease_cases`, where an import brought them) and the public weekly data's
 * flags (`site_weeks.has_pd` / `has_ila`, which every site reports: the national source). A run of consecutive
 * flagged weeks is one confirmed case of that disease from the first week's Monday to the last week's Sunday, still
 * open (no end) while it reaches the latest week stored of any site; where a case of the same disease is stored
 * for a week, the case stands for it.
 */
import type { DiseaseType } from '@havbruk/api';
import { fromDayNumber, mondayOfIsoWeek } from '@havbruk/api/dataset';
import type { Queryable } from './db.ts';

export interface StoredCase {
  localityNumber: number;
  type: string;
  strain: string | null;
  suspected: string;
  confirmed: string | null;
  end: string | null;
}

/** A run of consecutive weeks a site's public rows flag one disease. */
export interface FlagRun {
  localityNumber: number;
  type: DiseaseType;
  /** The flagged weeks' Mondays (day numbers), oldest first. */
  mondays: number[];
  start: string;
  /** The last week's Sunday; null while the run reaches the latest stored week. */
  end: string | null;
}

/** The condition of a query on these sites only (every site when none are given). */
const only = (localityNumbers: readonly number[] | undefined, parameter: number) =>
  localityNumbers ? `and locality_number = any($${parameter}::integer[])` : '';

/** The disease cases active in `from`–`to` (of these sites, when given). */
export const readCases = async (
  db: Queryable,
  from: string,
  to: string,
  localityNumbers?: readonly number[],
): Promise<StoredCase[]> =>
  (
    await db.query<StoredCase>(
      `select locality_number as "localityNumber", disease as type, strain, suspected_date::text as suspected,
         confirmed_date::text as confirmed, end_date::text as "end"
       from disease_cases where suspected_date <= $2 and (end_date is null or end_date >= $1) ${only(localityNumbers, 3)}
       order by locality_number, suspected_date, disease`,
      localityNumbers ? [from, to, localityNumbers] : [from, to],
    )
  ).rows;

/** The flag runs of the weeks of the years `fromYear`–`toYear` (of these sites, when given). */
export const readFlagRuns = async (
  db: Queryable,
  fromYear: number,
  toYear: number,
  localityNumbers?: readonly number[],
): Promise<FlagRun[]> => {
  const [flags, latest] = await Promise.all([
    db.query<{ locality_number: number; year: number; week: number; has_pd: boolean; has_ila: boolean }>(
      `select locality_number, year, week, coalesce(has_pd, false) as has_pd, coalesce(has_ila, false) as has_ila
       from site_weeks where (has_pd or has_ila) and year between $1 and $2 ${only(localityNumbers, 3)}
       order by locality_number, year, week`,
      localityNumbers ? [fromYear, toYear, localityNumbers] : [fromYear, toYear],
    ),
    db.query<{ year: number; week: number }>('select year, week from site_weeks order by year desc, week desc limit 1'),
  ]);
  const last = latest.rows[0] ? mondayOfIsoWeek(latest.rows[0].year, latest.rows[0].week) : null;
  const runs: FlagRun[] = [];
  const open = new Map<string, FlagRun>();
  for (const row of flags.rows) {
    const monday = mondayOfIsoWeek(row.year, row.week);
    for (const [type, flagged] of [
      ['PD', row.has_pd],
      ['ILA', row.has_ila],
    ] as const) {
      if (!flagged) continue;
      const key = `${row.locality_number}:${type}`;
      const run = open.get(key);
      if (run && run.mondays.at(-1) === monday - 7) run.mondays.push(monday);
      else {
        const started: FlagRun = { localityNumber: row.locality_number, type, mondays: [monday], start: '', end: null };
        open.set(key, started);
        runs.push(started);
      }
    }
  }
  for (const run of runs) {
    const lastMonday = run.mondays.at(-1)!;
    run.start = fromDayNumber(run.mondays[0]!);
    run.end = lastMonday === last ? null : fromDayNumber(lastMonday + 6);
  }
  return runs;
};

/** Whether a case is active in the week of `monday` (suspected by its Sunday, not ended before it). */
export const caseInWeek = (entry: StoredCase, monday: number): boolean =>
  entry.suspected <= fromDayNumber(monday + 6) && (entry.end === null || entry.end >= fromDayNumber(monday));
