/**
 * The open certification (ASC) pages read from the database (issues 33 and 34; server README, "Certifications").
 *
 * Certification records are their own tables: the certificate holder (`certificate_holders`), a farm's current
 * certificate (`certifications`), the generations before it (`certification_histories`), and the escapes and
 * wildlife interactions the farm reported (`escapes`, `wildlife_interactions`; `entry` keeps the order they were
 * reported in). The weekly lice report is the site's public weekly data (`site_weeks`, the national reports the
 * BarentsWatch parsers import): the 52 ISO weeks up to the latest week stored; a week without a row or whose lice
 * were not reported is null, never 0. Every answer reads the tables, so an import shows on the next request.
 */
import type { AscCompany, AscFarmData, Certification } from '@havbruk/api';
import { isoWeeksInYear } from '@havbruk/api/dataset';
import type { Queryable } from './db.ts';
import { readCases, readFlagRuns } from './diseases.ts';
import type { Viewer } from './store.ts';

/** Migration block (run after `FARM_SCHEMA`: certifications and escapes belong to a site of the register). */
export const CERTIFICATION_SCHEMA = `
create table if not exists certificate_holders (
  alias text primary key,
  name text not null
);
create table if not exists certifications (
  locality_number integer primary key references sites(locality_number) on delete cascade,
  holder_alias text not null references certificate_holders(alias) on delete cascade,
  status text,
  certification_date date,
  start_date date,
  unexplained_loss integer not null,
  unexplained_percent numeric not null
);
create index if not exists certifications_holder on certifications (holder_alias);
create table if not exists certification_histories (
  locality_number integer not null references certifications(locality_number) on delete cascade,
  start_date date not null,
  status text,
  unexplained_loss integer not null,
  unexplained_percent numeric not null,
  primary key (locality_number, start_date)
);
create table if not exists escapes (
  locality_number integer not null references sites(locality_number) on delete cascade,
  entry integer not null,
  date date not null,
  fish_count integer not null,
  species text not null,
  size text not null,
  primary key (locality_number, entry)
);
create table if not exists wildlife_interactions (
  locality_number integer not null references sites(locality_number) on delete cascade,
  entry integer not null,
  date date not null,
  animal_count integer not null,
  species text not null,
  type text not null,
  cause text not null,
  primary key (locality_number, entry)
);
`;

/** The number of weeks the lice report shows. */
export const LICE_REPORT_WEEKS = 52;

/** A site's locality number from a farm id (the register's id is the number itself); null for anything else. */
const localityOf = (farmId: string): number | null => (/^[1-9]\d{0,8}$/.test(farmId) ? Number(farmId) : null);

interface CertificationRow {
  locality_number: number;
  holder_alias: string;
  holder_name: string;
  status: Certification['status'];
  certification_date: string | null;
  start_date: string | null;
  unexplained_loss: number;
  unexplained_percent: number;
  name: string;
  municipality: string | null;
  production_area_id: number;
  lat: number;
  lon: number;
  operator_id: string | null;
}

/** Certifications with their site (a site without a position or production area cannot be shown: left out). */
const CERTIFICATIONS_SQL = `
  select c.locality_number, c.holder_alias, h.name as holder_name, c.status, c.certification_date::text,
    c.start_date::text, c.unexplained_loss, c.unexplained_percent::float8 as unexplained_percent, s.name,
    s.municipality, s.production_area_id, s.lat, s.lon, s.operator_id
  from certifications c join certificate_holders h on h.alias = c.holder_alias
    join sites s on s.locality_number = c.locality_number
  where s.lat is not null and s.lon is not null and s.production_area_id is not null`;

const certificationOf = (row: CertificationRow, viewer: Viewer | null): Certification => {
  const farmId = String(row.locality_number);
  return {
    alias: row.holder_alias,
    farmId,
    status: row.status,
    certificationDate: row.certification_date,
    startDate: row.start_date,
    unexplainedLoss: row.unexplained_loss,
    unexplainedPercent: row.unexplained_percent,
    farm: {
      id: farmId,
      label: row.name,
      municipality: row.municipality ?? '',
      productionArea: row.production_area_id,
      regions: row.municipality === null ? [] : [row.municipality],
      location: { lat: row.lat, lon: row.lon },
      operator: {
        inPerspective: row.operator_id !== null && (viewer?.perspectiveOperators.has(row.operator_id) ?? false),
      },
      owned: viewer?.privateFarmIds.has(farmId) ?? false,
    },
  };
};

/** A certificate holder and its certified farms (by locality number); undefined when it holds none. */
export const readAscCompany = async (
  db: Queryable,
  alias: string,
  viewer: Viewer | null,
): Promise<AscCompany | undefined> => {
  const rows = await db.query<CertificationRow>(
    `${CERTIFICATIONS_SQL} and c.holder_alias = $1 order by c.locality_number`,
    [alias],
  );
  const first = rows.rows[0];
  if (!first) return undefined;
  return {
    organization: { alias: first.holder_alias, name: first.holder_name },
    certs: rows.rows.map((row) => certificationOf(row, viewer)),
  };
};

interface WeekRow {
  year: number;
  week: number;
  lice_reported: boolean;
  female: number | null;
  mobile: number | null;
  stationary: number | null;
}

/** The ISO week before `year`-`week`. */
const previousWeek = (year: number, week: number): [number, number] =>
  week > 1 ? [year, week - 1] : [year - 1, isoWeeksInYear(year - 1)];

/** The lice report: the `LICE_REPORT_WEEKS` ISO weeks up to the latest week stored of any site, oldest first. */
const readLiceReport = async (db: Queryable, localityNumber: number): Promise<AscFarmData['lice']> => {
  const [latest] = (
    await db.query<{ year: number; week: number }>(
      'select year, week from site_weeks order by year desc, week desc limit 1',
    )
  ).rows;
  if (!latest) return [];
  const rows = await db.query<WeekRow>(
    `select year, week, lice_reported, adult_female_lice::float8 as female, mobile_lice::float8 as mobile,
       stationary_lice::float8 as stationary
     from site_weeks where locality_number = $1 and (year, week) <= ($2, $3)
     order by year desc, week desc limit ${LICE_REPORT_WEEKS}`,
    [localityNumber, latest.year, latest.week],
  );
  const stored = new Map(rows.rows.map((row) => [`${row.year}-${row.week}`, row]));
  const report: AscFarmData['lice'] = [];
  let [year, week] = [latest.year, latest.week];
  for (let index = 0; index < LICE_REPORT_WEEKS; index += 1) {
    const row = stored.get(`${year}-${week}`);
    report.push(
      row?.lice_reported
        ? { week, year, female: row.female, mobile: row.mobile, stationary: row.stationary }
        : { week, year, female: null, mobile: null, stationary: null },
    );
    [year, week] = previousWeek(year, week);
  }
  return report.reverse();
};

/**
 * A site's confirmed diseases (`diseases.ts`), oldest first: its confirmed cases (from the confirmed day to the
 * end) and the public rows' flag runs no confirmed case of the disease overlaps.
 */
const readConfirmedDiseases = async (db: Queryable, localityNumber: number): Promise<AscFarmData['diseases']> => {
  const [cases, runs] = await Promise.all([
    readCases(db, '0001-01-01', '9999-12-31', [localityNumber]),
    readFlagRuns(db, 0, 9999, [localityNumber]),
  ]);
  const confirmed = cases.flatMap((entry) =>
    entry.confirmed === null ? [] : [{ type: entry.type, start: entry.confirmed, end: entry.end }],
  );
  const overlaps = (run: (typeof runs)[number]) =>
    confirmed.some(
      (entry) =>
        entry.type === run.type &&
        (run.end === null || entry.start <= run.end) &&
        (entry.end === null || entry.end >= run.start),
    );
  return [
    ...confirmed,
    ...runs.filter((run) => !overlaps(run)).map((run) => ({ type: run.type, start: run.start, end: run.end })),
  ].sort((a, b) => a.start.localeCompare(b.start) || a.type.localeCompare(b.type));
};

/** A certified farm's page; undefined when the farm holds no certificate. */
export const readAscFarm = async (
  db: Queryable,
  farmId: string,
  viewer: Viewer | null,
): Promise<AscFarmData | undefined> => {
  const localityNumber = localityOf(farmId);
  if (localityNumber === null) return undefined;
  const [row] = (await db.query<CertificationRow>(`${CERTIFICATIONS_SQL} and c.locality_number = $1`, [localityNumber]))
    .rows;
  if (!row) return undefined;
  const [histories, escapes, wildlife, lice, diseases] = await Promise.all([
    db.query<AscFarmData['histories'][number]>(
      `select start_date::text as "startDate", status, unexplained_loss as "unexplainedLoss",
         unexplained_percent::float8 as "unexplainedPercent"
       from certification_histories where locality_number = $1 order by start_date`,
      [localityNumber],
    ),
    db.query<AscFarmData['escapes'][number]>(
      `select date::text as date, fish_count as count, species, size
       from escapes where locality_number = $1 order by entry`,
      [localityNumber],
    ),
    db.query<AscFarmData['wildlife'][number]>(
      `select type, date::text as date, animal_count as count, species, cause
       from wildlife_interactions where locality_number = $1 order by entry`,
      [localityNumber],
    ),
    readLiceReport(db, localityNumber),
    readConfirmedDiseases(db, localityNumber),
  ]);
  return {
    certification: certificationOf(row, viewer),
    histories: histories.rows,
    diseases,
    escapes: escapes.rows,
    wildlife: wildlife.rows,
    lice,
    organization: { alias: row.holder_alias, name: row.holder_name },
  };
};
