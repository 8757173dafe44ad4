/**
 * The "Public data" line of the pipelines page (issue 34): the public runs (CLI and connector, no pipeline) and the
 * last ISO week of public data stored, shown for every organization (public data belongs to none). It takes no
 * files (no `id`): public data is never imported through an organization's pipeline API.
 */
import type { Pipeline } from '@havbruk/api';
import { fromDayNumber, mondayOfIsoWeek } from '@havbruk/api/dataset';
import type { Queryable } from '../../db.ts';
import { weekKey } from './connector.ts';

export interface PublicDataStatus {
  lastSuccess: string | null;
  lastExtract: string | null;
  lastWeek: { year: number; week: number } | null;
}

export const PUBLIC_DATA_NAME = 'Public data';

export const publicDataStatus = async (db: Queryable): Promise<PublicDataStatus> => {
  const runs = await db.query<{ last_success: Date | string | null; last_extract: Date | string | null }>(
    `select max(started_at) filter (where status in ('succeeded', 'partial')) as last_success,
       max(started_at) as last_extract
     from import_runs where pipeline_id is null and format like 'barentswatch%'`,
  );
  const week = await db.query<{ year: number; week: number }>(
    `select year, week from site_weeks order by year desc, week desc limit 1`,
  );
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    lastSuccess: iso(runs.rows[0]?.last_success ?? null),
    lastExtract: iso(runs.rows[0]?.last_extract ?? null),
    lastWeek: week.rows[0] ? { year: Number(week.rows[0].year), week: Number(week.rows[0].week) } : null,
  };
};

/** The line for one organization; its most recent data point is the Sunday that ends the last week. */
export const publicDataPipeline = (status: PublicDataStatus, organization: { id: string; name: string }): Pipeline => ({
  kind: 'publicWeeks',
  organization: { id: organization.id, name: organization.name },
  pipeline: PUBLIC_DATA_NAME,
  lastSuccess: status.lastSuccess,
  lastExtract: status.lastExtract,
  mostRecentDataPoint: status.lastWeek
    ? `${fromDayNumber(mondayOfIsoWeek(status.lastWeek.year, status.lastWeek.week) + 6)}T00:00:00.000Z`
    : null,
  isDisabled: false,
  lastWeek: status.lastWeek ? weekKey(status.lastWeek) : null,
});
