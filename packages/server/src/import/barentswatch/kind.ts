/**
 * The public weekly site data of BarentsWatch's fish-health service (issue 34): one kind for its CSV and JSON forms.
 * A record is one site and ISO week, keyed by locality number (never by name); it carries the site's own fields, from
 * which the engine creates an unknown site or updates a known one (`sites.ts`). Lice not reported are null, never 0.
 */
import { DAY_MS, isoWeekOf } from '@havbruk/api/dataset';
import { tableKind, type FieldsRecord } from '../kinds.ts';
import type { RecordKind, RowReason, SiteFields } from '../types.ts';

export interface PublicWeekRecord extends FieldsRecord {
  site: SiteFields;
  fields: {
    locality_number: number;
    year: number;
    week: number;
    lice_reported: boolean;
    adult_female_lice: number | null;
    mobile_lice: number | null;
    stationary_lice: number | null;
    sea_temperature_c: number | null;
    is_fallow: boolean | null;
    cleaner_fish: boolean | null;
    mechanical_removal: boolean | null;
    substance_treatment: boolean | null;
    has_pd: boolean | null;
    has_ila: boolean | null;
  };
}

/**
 * The CSV form lacks the treatment, PD and ILA flags, the JSON form the mobile and stationary lice and the sea
 * temperature: a null there keeps the stored value (the other form's), so importing one form of a week after the
 * other fills the row in. Mobile and stationary lice are cleared when the week is not reported (never a count then).
 */
const kept = (column: string) => `coalesce(excluded.${column}, site_weeks.${column})`;
const numeric = (column: string, unit?: string, merge?: string) => ({
  column,
  sqlType: 'numeric' as const,
  unit,
  merge,
});
const flag = (column: string) => ({ column, sqlType: 'boolean' as const });
const keptFlag = (column: string) => ({ ...flag(column), merge: kept(column) });
const keptLice = (column: string) =>
  numeric(column, 'licePerFish', `case when excluded.lice_reported then ${kept(column)} end`);

export const publicWeeksKind: RecordKind<PublicWeekRecord> = {
  ...tableKind<PublicWeekRecord>({
    id: 'publicWeeks',
    table: 'site_weeks',
    keyColumns: ['locality_number', 'year', 'week'],
    columns: [
      flag('lice_reported'),
      numeric('adult_female_lice', 'licePerFish'),
      keptLice('mobile_lice'),
      keptLice('stationary_lice'),
      numeric('sea_temperature_c', 'celsius', kept('sea_temperature_c')),
      flag('is_fallow'),
      keptFlag('cleaner_fish'),
      keptFlag('mechanical_removal'),
      keptFlag('substance_treatment'),
      keptFlag('has_pd'),
      keptFlag('has_ila'),
    ],
  }),
  site: (record) => record.site,
};

export const reason = (code: RowReason['code'], message: string): RowReason => ({ code, message });

/** The number of ISO weeks of a year (52 or 53): the week of 28 December. */
export const isoWeeksInYear = (year: number): number => isoWeekOf(Math.floor(Date.UTC(year, 11, 28) / DAY_MS)).week;

/** Data begins in 2012 week 1; a year after today's is refused. */
export const FIRST_YEAR = 2012;

/** A week of a year, or why not (`week 0`, `54`, `53` in a 52-week year, a year before 2012 or after today's). */
export const checkWeek = (year: number, week: number, today: string): RowReason | null => {
  if (year < FIRST_YEAR || year > Number(today.slice(0, 4)))
    return reason('range', `year ${year} is outside ${FIRST_YEAR}–${today.slice(0, 4)}`);
  const weeks = isoWeeksInYear(year);
  return week >= 1 && week <= weeks ? null : reason('week', `week ${week} is not a week of ${year} (1–${weeks})`);
};

/**
 * Norway's marine sites lie inside this box (the mainland coast from Lindesnes to the Russian border, with its
 * fjords and the sea off it); a position outside it is a swapped or mistyped coordinate.
 */
export const NORWAY_WATERS = { minLat: 57, maxLat: 72, minLon: 4, maxLon: 32 } as const;

export const checkPosition = (lat: number | null, lon: number | null): RowReason | null => {
  if (lat === null && lon === null) return null;
  if (lat === null || lon === null) return reason('required', 'a position needs both Lat and Lon');
  const box = NORWAY_WATERS;
  return lat >= box.minLat && lat <= box.maxLat && lon >= box.minLon && lon <= box.maxLon
    ? null
    : reason('range', `position ${lat}, ${lon} is outside Norway's waters`);
};

/** Lice per fish: 0–100. */
export const checkLice = (column: string, value: number | null): RowReason | null =>
  value === null || (value >= 0 && value <= 100) ? null : reason('range', `${column}: ${value} is outside 0–100`);
