/** An organization's import pipelines: one per template kind, their status computed from their runs. */
import type { Pipeline } from '@havbruk/api';
import type { Queryable } from '../db.ts';
import { TEMPLATES } from './templates.ts';

/** A date column's day (PGlite and pg answer a Date, a copy may hold the text). */
export const isoDay = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * The pipeline the demo seed's runs belong to (`seed/private.ts`), one per top-level organization holding farms, id
 * `<organization id>-demo-seed`; kind `demoSeed`: it takes no files.
 */
export const SEED_PIPELINE = { suffix: 'demo-seed', name: 'Demo seed', kind: 'demoSeed' } as const;

/** The pipeline names, by kind (shown on the pipelines page): one pipeline per template kind. */
const PIPELINE_NAMES = new Map(TEMPLATES.map((template) => [template.kind, template.title]));

/**
 * The import pipelines of an organization holding farms (made on first listing: one per template kind) with their
 * status from real runs: `lastSuccess` the last run that wrote, `lastExtract` the last run at all,
 * `mostRecentDataPoint` the latest date any successful run of it wrote.
 */
export const organizationPipelines = async (
  db: Queryable,
  organization: { id: string; name: string },
): Promise<Pipeline[]> => {
  await db.query(
    `insert into pipelines (id, organization_id, name, kind)
     select $1 || '-' || name, $1, title, kind from unnest($2::text[], $3::text[], $4::text[]) as t(name, title, kind)
     on conflict do nothing`,
    [
      organization.id,
      TEMPLATES.map((template) => template.name),
      TEMPLATES.map((template) => PIPELINE_NAMES.get(template.kind)),
      TEMPLATES.map((template) => template.kind),
    ],
  );
  const rows = await db.query<{
    id: string;
    name: string;
    kind: string;
    is_disabled: boolean;
    last_success: Date | string | null;
    last_extract: Date | string | null;
    latest: Date | string | null;
  }>(
    `select p.id, p.name, p.kind, p.is_disabled,
       max(r.started_at) filter (where r.status in ('succeeded', 'partial')) as last_success,
       max(r.started_at) as last_extract,
       (max(r.latest_data_date) filter (where r.status in ('succeeded', 'partial')))::text as latest
     from pipelines p left join import_runs r on r.pipeline_id = p.id
     where p.organization_id = $1 group by p.id order by p.created_at, p.id`,
    [organization.id],
  );
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return rows.rows.map((row) => ({
    // The demo seed's pipeline (`seed/private.ts`) takes no files: a status line without an id.
    ...(row.kind === SEED_PIPELINE.kind ? {} : { id: row.id }),
    kind: row.kind,
    organization,
    pipeline: row.name,
    lastSuccess: iso(row.last_success),
    lastExtract: iso(row.last_extract),
    mostRecentDataPoint: row.latest === null ? null : `${isoDay(row.latest)}T00:00:00.000Z`,
    isDisabled: row.is_disabled,
  }));
};
