/**
 * The national weekly CSV download of BarentsWatch's fish-health service (`--source barentswatch-csv`): its Norwegian
 * header exactly as published, comma separator, decimal point, UTF-8, booleans `Ja`/`Nei`. "Har telt lakselus" =
 * `Nei` stores the lice as not reported (null, never 0); "Trolig uten fisk" = `Ja` is fallow. "Lusegrense uke" and
 * "Over lusegrense uke" are derived by the service and checked only for their form; treatments and PD/ILA are not in
 * this file (null: the JSON form carries them).
 */
import { csvRows, EncodingError } from '../csv.ts';
import type { Detection, ImportFormat, ParsedRow, RowReason } from '../types.ts';
import { checkLice, checkPosition, checkWeek, reason, type PublicWeekRecord } from './kind.ts';

export const BARENTSWATCH_CSV_HEADER = [
  'Uke',
  'År',
  'Lokalitetsnummer',
  'Lokalitetsnavn',
  'Voksne hunnlus',
  'Lus i bevegelige stadier',
  'Fastsittende lus',
  'Trolig uten fisk',
  'Har telt lakselus',
  'Kommunenummer',
  'Kommune',
  'Fylkesnummer',
  'Fylke',
  'Lat',
  'Lon',
  'Lusegrense uke',
  'Over lusegrense uke',
  'Sjøtemperatur',
  'ProduksjonsområdeId',
  'Produksjonsområde',
] as const;

type Column = (typeof BARENTSWATCH_CSV_HEADER)[number];

class Refused extends Error {
  constructor(readonly reason: RowReason) {
    super(reason.message);
  }
}

/** A row's fields by column name, read and checked one at a time (each throws `Refused` with the column named). */
const reader = (fields: readonly string[]) => {
  const text = (column: Column) => fields[BARENTSWATCH_CSV_HEADER.indexOf(column)]!.trim();
  const decimal = (column: Column): number | null => {
    const value = text(column);
    if (value === '') return null;
    if (!/^-?\d+(\.\d+)?$/.test(value))
      throw new Refused(
        reason('number', `${column}: ${value} is not a number${value.includes(',') ? ' (the decimal mark is .)' : ''}`),
      );
    return Number(value);
  };
  const integer = (column: Column, required: boolean): number | null => {
    const value = text(column);
    if (value === '') {
      if (required) throw new Refused(reason('required', `${column} is empty`));
      return null;
    }
    if (!/^\d+$/.test(value)) throw new Refused(reason('number', `${column}: ${value} is not a whole number`));
    return Number(value);
  };
  const yesNo = (column: Column, required: boolean): boolean | null => {
    const value = text(column);
    if (value === 'Ja') return true;
    if (value === 'Nei') return false;
    if (value === '' && !required) return null;
    throw new Refused(reason('range', `${column}: ${value === '' ? 'empty' : value} is not Ja or Nei`));
  };
  const optionalText = (column: Column): string | null => text(column) || null;
  return { text, decimal, integer, yesNo, optionalText };
};

const check = (problem: RowReason | null) => {
  if (problem) throw new Refused(problem);
};

export const toPublicWeek = (fields: readonly string[], today: string): PublicWeekRecord => {
  const row = reader(fields);
  const week = row.integer('Uke', true)!;
  const year = row.integer('År', true)!;
  check(checkWeek(year, week, today));
  const localityNumber = row.integer('Lokalitetsnummer', true)!;
  const name = row.text('Lokalitetsnavn');
  if (name === '') throw new Refused(reason('required', 'Lokalitetsnavn is empty'));
  const reported = row.yesNo('Har telt lakselus', true)!;
  const lice = (column: Column) => {
    const value = row.decimal(column);
    check(checkLice(column, value));
    return reported ? value : null;
  };
  const adultFemale = lice('Voksne hunnlus');
  const mobile = lice('Lus i bevegelige stadier');
  const stationary = lice('Fastsittende lus');
  const fallow = row.yesNo('Trolig uten fisk', true);
  row.decimal('Lusegrense uke');
  row.yesNo('Over lusegrense uke', false);
  const temperature = row.decimal('Sjøtemperatur');
  if (temperature !== null && (temperature < -2 || temperature > 30))
    throw new Refused(reason('range', `Sjøtemperatur: ${temperature} is outside −2–30 °C`));
  const lat = row.decimal('Lat');
  const lon = row.decimal('Lon');
  check(checkPosition(lat, lon));
  row.integer('Kommunenummer', false);
  row.integer('Fylkesnummer', false);
  return {
    localityNumber,
    site: {
      localityNumber,
      name,
      lat,
      lon,
      municipality: row.optionalText('Kommune'),
      county: row.optionalText('Fylke'),
      productionAreaId: row.integer('ProduksjonsområdeId', false),
    },
    fields: {
      locality_number: localityNumber,
      year,
      week,
      lice_reported: reported,
      adult_female_lice: adultFemale,
      mobile_lice: mobile,
      stationary_lice: stationary,
      sea_temperature_c: temperature,
      is_fallow: fallow,
      cleaner_fish: null,
      mechanical_removal: null,
      substance_treatment: null,
      has_pd: null,
      has_ila: null,
    },
  };
};

/** What is wrong with a header, or null when it is the published one. */
const headerProblem = (header: readonly string[]): RowReason | null => {
  if (header.length === 1 && header[0]!.split(';').length === BARENTSWATCH_CSV_HEADER.length)
    return reason('separator', "the header is separated by ';'; the published CSV uses ','");
  const missing = BARENTSWATCH_CSV_HEADER.filter((column) => !header.includes(column));
  const unknown = header.filter((column) => !(BARENTSWATCH_CSV_HEADER as readonly string[]).includes(column));
  if (missing.length === 0 && unknown.length === 0)
    return header.every((column, index) => column === BARENTSWATCH_CSV_HEADER[index])
      ? null
      : reason('header', 'the columns are not in the published order');
  return reason(
    'header',
    [
      missing.length > 0 ? `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ') + ' (the BarentsWatch weekly CSV)',
  );
};

const firstLine = (head: Uint8Array): string =>
  new TextDecoder('utf-8')
    .decode(head)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0] ?? '';

export const barentswatchCsvFormat: ImportFormat<PublicWeekRecord> = {
  id: 'barentswatch-csv',
  kind: 'publicWeeks',
  scope: 'public',
  detect: (head): Detection => {
    const header = firstLine(head).split(',');
    return headerProblem(header) ? { matches: false } : { matches: true, columns: header };
  },
  async *parse(chunks, context): AsyncIterable<ParsedRow<PublicWeekRecord>> {
    let header = false;
    let rows = 0;
    try {
      for await (const row of csvRows(chunks, ',')) {
        if (!header) {
          const problem = headerProblem(row.fields.map((field) => field.trim()));
          if (problem) {
            yield { line: row.line, reason: problem };
            return;
          }
          header = true;
          continue;
        }
        rows += 1;
        if (row.fields.length !== BARENTSWATCH_CSV_HEADER.length) {
          const extra = row.fields.length - BARENTSWATCH_CSV_HEADER.length;
          yield {
            line: row.line,
            reason: reason(
              'columns',
              `${Math.abs(extra)} field${Math.abs(extra) > 1 ? 's' : ''} ${extra > 0 ? 'more' : 'fewer'} than the header`,
            ),
          };
          continue;
        }
        try {
          yield { line: row.line, record: toPublicWeek(row.fields, context.today) };
        } catch (error) {
          if (!(error instanceof Refused)) throw error;
          yield { line: row.line, reason: error.reason };
        }
      }
    } catch (error) {
      if (!(error instanceof EncodingError)) throw error;
      yield { line: error.line, reason: reason('encoding', error.message) };
      return;
    }
    if (rows === 0)
      yield { line: header ? 1 : 0, reason: reason('empty', header ? 'the file has no rows' : 'the file is empty') };
  },
};
