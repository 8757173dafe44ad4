/**
 * The product's own import templates (server README, "Import templates"): one per kind of an operator's production
 * data, each in the English form (comma separator, decimal point, English header) and the Norwegian form (semicolon,
 * decimal comma, Norwegian header). A column's name in the English header is its table column.
 */
import { DiseaseType, Species, TreatmentCategory } from '@havbruk/api';
import { isoWeeksInYear } from '@havbruk/api/dataset';
import { csvRows, EncodingError } from './csv.ts';
import { tableKind } from './kinds.ts';
import type {
  Detection,
  ImportFormat,
  ImportRecord,
  ParseContext,
  ParsedRow,
  RecordKind,
  RecordKindId,
  RowReason,
} from './types.ts';

/** `week`: an ISO week number (1–53) of the row's `year` column: 53 only in a year with 53 ISO weeks. */
export type ColumnType = 'integer' | 'decimal' | 'date' | 'text' | 'category' | 'week';

export interface TemplateColumn {
  /** The table column and the English header. */
  name: string;
  /** The Norwegian header. */
  no: string;
  type: ColumnType;
  required?: boolean;
  /** Part of the natural key. */
  key?: boolean;
  min?: number;
  max?: number;
  /** Unit name as in the api contract (README lists them). */
  unit?: string;
  /** Allowed values of a `category` column. */
  values?: readonly string[];
  /** The example row's value, in the English form. */
  example: string;
  /** An empty value (or a file without the column) keeps the stored value instead of clearing it. */
  keep?: boolean;
}

export interface Template {
  kind: RecordKindId;
  /** File name stem of the downloadable empty template (and of its formats' ids). */
  name: string;
  /** The pipeline's name on the pipelines page. */
  title: string;
  table: RecordKind['table'];
  columns: readonly TemplateColumn[];
}

/** A template's record: the farm and cage and every column's value by table column. */
export interface TemplateRecord extends ImportRecord {
  cage: string;
  fields: Record<string, string | number | null>;
}

const farm: TemplateColumn = {
  name: 'locality_number',
  no: 'lokalitetsnummer',
  type: 'integer',
  required: true,
  key: true,
  min: 1,
  max: 99999,
  example: '12345',
};
const cage: TemplateColumn = { name: 'cage', no: 'merd', type: 'text', required: true, key: true, example: 'M1' };
const date: TemplateColumn = {
  name: 'date',
  no: 'dato',
  type: 'date',
  required: true,
  key: true,
  example: '2025-03-14',
};
const lice = (name: string, no: string, example: string, required = false): TemplateColumn => ({
  name,
  no,
  type: 'decimal',
  required,
  min: 0,
  max: 100,
  unit: 'licePerFish',
  example,
});
const count = (name: string, no: string, example: string, required = false): TemplateColumn => ({
  name,
  no,
  type: 'integer',
  required,
  min: 0,
  max: 10_000_000,
  unit: 'count',
  example,
});
const kilograms = (name: string, no: string, example: string, max: number, required = false): TemplateColumn => ({
  name,
  no,
  type: 'decimal',
  required,
  min: 0,
  max,
  unit: 'kg',
  example,
});

/** A required column of the site register. */
const siteColumn = (column: Omit<TemplateColumn, 'required'>): TemplateColumn => ({ ...column, required: true });

export const TEMPLATES: readonly Template[] = [
  {
    kind: 'liceCounts',
    name: 'lice-counts',
    title: 'Lice counts',
    table: 'cage_days',
    columns: [
      farm,
      cage,
      date,
      lice('adult_female_lice', 'voksne_hunnlus', '0.12', true),
      lice('mobile_lice', 'bevegelige_lus', '0.4'),
      lice('stationary_lice', 'fastsittende_lus', '0.05'),
      { ...count('lice_fish_counted', 'fisk_telt', '20'), min: 1, max: 1000 },
    ],
  },
  {
    kind: 'cageDays',
    name: 'cage-days',
    title: 'Daily cage data',
    table: 'cage_days',
    columns: [
      farm,
      cage,
      date,
      count('fish_count', 'antall_fisk', '182000'),
      kilograms('biomass_kg', 'biomasse_kg', '546000', 10_000_000),
      kilograms('mean_weight_kg', 'snittvekt_kg', '3.0', 20),
      count('dead_unknown', 'dod_ukjent', '12'),
      count('dead_handling', 'dod_handtering', '0'),
      count('dead_disease', 'dod_sykdom', '3'),
      count('dead_ulcers', 'dod_sar', '1'),
      count('dead_predators', 'dod_predatorer', '0'),
      count('dead_deformities', 'dod_deformiteter', '0'),
      kilograms('feed_kg', 'for_kg', '4100', 1_000_000),
      {
        name: 'sgr_percent_day',
        no: 'sgr_prosent_dag',
        type: 'decimal',
        min: -10,
        max: 10,
        unit: 'percentPerDay',
        example: '0.62',
      },
    ],
  },
  {
    kind: 'treatments',
    name: 'treatments',
    title: 'Treatments',
    table: 'treatments',
    columns: [
      farm,
      cage,
      date,
      { name: 'product', no: 'produkt', type: 'text', required: true, key: true, example: 'Hydrogen peroxide' },
      {
        name: 'category',
        no: 'kategori',
        type: 'category',
        required: true,
        values: TreatmentCategory.options,
        example: 'medicinalBath',
      },
    ],
  },
  {
    kind: 'harvests',
    name: 'harvests',
    title: 'Harvests',
    table: 'harvests',
    columns: [
      farm,
      cage,
      date,
      count('fish_count', 'antall_fisk', '41000', true),
      kilograms('biomass_kg', 'biomasse_kg', '205000', 10_000_000, true),
      kilograms('mean_weight_kg', 'snittvekt_kg', '5.0', 20),
    ],
  },
  {
    kind: 'labResults',
    name: 'lab-results',
    title: 'Lab results',
    table: 'lab_results',
    columns: [
      farm,
      cage,
      { name: 'order_id', no: 'ordre_id', type: 'text', required: true, key: true, example: 'LAB-2025-0042' },
      { name: 'disease', no: 'sykdom', type: 'text', required: true, key: true, example: 'PD' },
      { name: 'sample', no: 'prove', type: 'integer', required: true, key: true, min: 1, max: 1000, example: '1' },
      { name: 'sampled_date', no: 'provedato', type: 'date', required: true, example: '2025-03-10' },
      { name: 'tested_date', no: 'analysedato', type: 'date', example: '2025-03-13' },
      { name: 'strain', no: 'variant', type: 'text', example: 'SAV3' },
      { name: 'ct_value', no: 'ct_verdi', type: 'decimal', min: 0, max: 50, unit: 'ct', example: '28.4' },
      { name: 'attachment', no: 'vedlegg', type: 'text', example: '' },
    ],
  },
  {
    kind: 'diseaseCases',
    name: 'disease-cases',
    title: 'Disease cases',
    table: 'disease_cases',
    columns: [
      farm,
      {
        name: 'disease',
        no: 'sykdom',
        type: 'category',
        required: true,
        key: true,
        values: DiseaseType.options,
        example: 'PD',
      },
      { ...date, name: 'suspected_date', no: 'mistanke_dato', example: '2025-03-03' },
      { name: 'strain', no: 'variant', type: 'text', example: 'SAV3' },
      {
        name: 'status',
        no: 'status',
        type: 'category',
        required: true,
        values: ['suspected', 'confirmed'],
        example: 'confirmed',
      },
      { name: 'confirmed_date', no: 'bekreftet_dato', type: 'date', example: '2025-03-17' },
      { name: 'end_date', no: 'slutt_dato', type: 'date', example: '' },
    ],
  },
  {
    kind: 'stockings',
    name: 'stockings',
    title: 'Stockings',
    table: 'generations',
    columns: [
      farm,
      { name: 'season', no: 'generasjon', type: 'text', required: true, key: true, example: 'V25' },
      cage,
      {
        name: 'species',
        no: 'art',
        type: 'category',
        required: true,
        values: Species.options,
        example: 'atlanticSalmon',
      },
      { ...date, name: 'stocking_date', no: 'utsettsdato', key: false },
      count('stocked_count', 'antall_satt_ut', '180000', true),
      kilograms('stocking_weight_kg', 'utsettsvekt_kg', '0.15', 20, true),
      // The generation's fish groups in the cage (README "Stockings").
      { name: 'fish_groups', no: 'fiskegrupper', type: 'text', example: 'V25-01' },
    ],
  },
  {
    kind: 'environment',
    name: 'environment',
    title: 'Environment',
    table: 'cage_environment',
    columns: [
      farm,
      cage,
      date,
      {
        name: 'depth_m',
        no: 'dybde_m',
        type: 'integer',
        required: true,
        key: true,
        min: 0,
        max: 100,
        unit: 'metre',
        example: '3',
      },
      { name: 'temperature_c', no: 'temperatur_c', type: 'decimal', min: -2, max: 30, unit: 'celsius', example: '8.4' },
      {
        name: 'oxygen_percent',
        no: 'oksygen_prosent',
        type: 'decimal',
        min: 0,
        max: 200,
        unit: 'percent',
        example: '96.5',
      },
      {
        name: 'salinity_permille',
        no: 'salinitet_promille',
        type: 'decimal',
        min: 0,
        max: 45,
        unit: 'permille',
        example: '33.1',
      },
    ],
  },
  {
    kind: 'sites',
    name: 'sites',
    title: 'Sites',
    table: 'sites',
    columns: [
      farm,
      siteColumn({ name: 'name', no: 'navn', type: 'text', example: 'Nordvik' }),
      siteColumn({ name: 'lat', no: 'breddegrad', type: 'decimal', min: 57, max: 72, example: '63.71' }),
      siteColumn({ name: 'lon', no: 'lengdegrad', type: 'decimal', min: 4, max: 32, example: '8.84' }),
      siteColumn({ name: 'municipality', no: 'kommune', type: 'text', example: 'Hitra' }),
      siteColumn({
        name: 'production_area_id',
        no: 'produksjonsomrade',
        type: 'integer',
        min: 1,
        max: 13,
        example: '6',
      }),
      siteColumn({ name: 'operator_id', no: 'operator_id', type: 'text', example: 'op-001' }),
      // The operator's name (optional: a row without one keeps the name stored; server README, "Operators").
      { name: 'operator_name', no: 'operator_navn', type: 'text', keep: true, example: 'Nordvik Sjømat AS' },
      siteColumn({
        name: 'max_biomass_tonnes',
        no: 'mtb_tonn',
        type: 'decimal',
        min: 0,
        max: 100_000,
        unit: 'tonne',
        example: '3900',
      }),
      siteColumn({ name: 'species', no: 'art', type: 'category', values: Species.options, example: 'atlanticSalmon' }),
      // The site's postal address (optional: a row without one keeps the address stored; server README, "Readers").
      { name: 'address', no: 'adresse', type: 'text', keep: true, example: 'Nordvikveien 12, 7240 Hitra' },
    ],
  },
  { kind: 'cages', name: 'cages', title: 'Cages', table: 'cages', columns: [farm, cage] },
];

export type FormId = 'en' | 'no';

export const FORMS: Record<FormId, { separator: string; decimal: string; other: FormId }> = {
  en: { separator: ',', decimal: '.', other: 'no' },
  no: { separator: ';', decimal: ',', other: 'en' },
};

export const headerOf = (template: Template, form: FormId): string[] =>
  template.columns.map((column) => (form === 'en' ? column.name : column.no));

export const templateKind = (template: Template): RecordKind<TemplateRecord> =>
  tableKind<TemplateRecord>({
    id: template.kind,
    table: template.table,
    keyColumns: template.columns.filter((column) => column.key).map((column) => column.name),
    registers: template.table === 'sites' ? 'site' : template.table === 'cages' ? 'cage' : undefined,
    columns: template.columns
      .filter((column) => !column.key)
      .map((column) => ({
        column: column.name,
        sqlType:
          column.type === 'decimal'
            ? 'numeric'
            : column.type === 'category'
              ? 'text'
              : column.type === 'week'
                ? 'integer'
                : column.type,
        unit: column.unit,
        merge: column.keep ? `coalesce(excluded.${column.name}, ${template.table}.${column.name})` : undefined,
      })),
  });

const reason = (code: RowReason['code'], message: string): RowReason => ({ code, message });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NORWEGIAN_DATE = /^\d{2}\.\d{2}\.\d{4}$/;
const INTEGER = /^-?\d+$/;
/** Text the product's CSV export made formula-safe (`'=…`, `'+…`, `'-…`, `'@…`). */
const FORMULA_SAFE = /^'[=+\-@\t\r]/;
const DECIMAL: Record<string, RegExp> = { '.': /^-?\d+(\.\d+)?$/, ',': /^-?\d+(,\d+)?$/ };

/**
 * Real calendar days from 2000 on already checked, each to one shared string: a large file repeats its days, each is
 * checked once and its rows hold one string per day (the engine keeps every row's key). Bounded: one entry per day.
 */
const realDays = new Map<string, string>();

/** The day as one shared string, or null when it is not a calendar day. */
const realDate = (text: string): string | null => {
  const known = realDays.get(text);
  if (known !== undefined) return known;
  const time = Date.parse(`${text}T00:00:00Z`);
  if (!Number.isFinite(time) || new Date(time).toISOString().slice(0, 10) !== text) return null;
  // Earlier days are refused after this check: only days from 2000 on are kept.
  if (text >= '2000-01-01') realDays.set(text, text);
  return text;
};

/**
 * Checks and converts one field: its value (null when empty), or why it is refused. Runs for every field of a file
 * (13 million for a 1,000,000-row daily file): no object is made for a good value.
 */
export const fieldValue = (
  column: TemplateColumn,
  raw: string,
  form: FormId,
  context: ParseContext,
): string | number | null | RowReason => {
  const text = raw.trim();
  if (text === '') return column.required ? reason('required', `${column.name} is empty`) : null;
  switch (column.type) {
    case 'text': {
      // The product's CSV writers put a quote before text a spreadsheet would run as a formula: read back as written.
      const value = FORMULA_SAFE.test(text) ? text.slice(1) : text;
      return value.length > 200 ? reason('range', `${column.name} is longer than 200 characters`) : value;
    }
    case 'category':
      return column.values!.includes(text)
        ? text
        : reason('range', `${column.name}: ${text} is not one of ${column.values!.join(', ')}`);
    case 'date': {
      const written = form === 'no' && NORWEGIAN_DATE.test(text) ? text.split('.').reverse().join('-') : text;
      const iso = ISO_DATE.test(written) ? realDate(written) : null;
      if (iso === null) return reason('date', `${column.name}: ${text} is not a date (YYYY-MM-DD)`);
      if (iso < '2000-01-01') return reason('date', `${column.name}: ${text} is before 2000`);
      if (iso > context.today) return reason('date', `${column.name}: ${text} is in the future`);
      return iso;
    }
    case 'week':
      return /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 53
        ? Number(text)
        : reason('week', `${column.name}: ${text} is not an ISO week (1-53)`);
    default: {
      const { decimal } = FORMS[form];
      if (!(column.type === 'integer' ? INTEGER : DECIMAL[decimal]!).test(text)) {
        const otherMark = decimal === '.' ? ',' : '.';
        return reason(
          'number',
          text.includes(otherMark)
            ? `${column.name}: ${text} uses the decimal mark '${otherMark}'; this form uses '${decimal}'`
            : `${column.name}: ${text} is not ${column.type === 'integer' ? 'a whole number' : 'a number'}`,
        );
      }
      const value = Number(decimal === ',' ? text.replace(',', '.') : text);
      if (column.min !== undefined && value < column.min)
        return reason('range', `${column.name}: ${text} is below ${column.min}`);
      if (column.max !== undefined && value > column.max)
        return reason('range', `${column.name}: ${text} is above ${column.max}`);
      return value;
    }
  }
};

/** Turns a row's fields (in header order) into a record or a rejection. */
export const toRecord = (
  columns: readonly TemplateColumn[],
  values: readonly string[],
  form: FormId,
  context: ParseContext,
): TemplateRecord | RowReason => {
  const fields: Record<string, string | number | null> = {};
  for (let index = 0; index < columns.length; index += 1) {
    const column = columns[index]!;
    const result = fieldValue(column, values[index] ?? '', form, context);
    if (result !== null && typeof result === 'object') return result;
    fields[column.name] = result;
  }
  const week = columns.find((column) => column.type === 'week');
  const year = fields.year;
  if (week && fields[week.name] === 53 && typeof year === 'number' && isoWeeksInYear(year) === 52)
    return reason('week', `${week.name}: ${year} has 52 ISO weeks, not 53`);
  return { localityNumber: fields.locality_number as number, cage: fields.cage as string, fields };
};

/** Matches a header to the template's columns: the columns in file order, or what is wrong. */
export const matchHeader = (
  template: Template,
  header: readonly string[],
  form: FormId,
): { columns: TemplateColumn[] } | RowReason => {
  const names = headerOf(template, form);
  const columns: TemplateColumn[] = [];
  const unknown: string[] = [];
  for (const name of header) {
    const index = names.indexOf(name.trim().toLowerCase());
    if (index < 0 || columns.includes(template.columns[index]!)) unknown.push(name);
    else columns.push(template.columns[index]!);
  }
  const missing = template.columns.filter((column) => column.required && !columns.includes(column));
  if (unknown.length === 0 && missing.length === 0) return { columns };
  return reason(
    'header',
    [
      missing.length > 0
        ? `missing column${missing.length > 1 ? 's' : ''} ${missing.map((column) => (form === 'en' ? column.name : column.no)).join(', ')}`
        : '',
      unknown.length > 0 ? `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ') + ` (the ${template.name} template, ${form === 'en' ? 'English' : 'Norwegian'} form)`,
  );
};

const firstLine = (head: Uint8Array): string =>
  new TextDecoder('utf-8')
    .decode(head)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0] ?? '';

/** The CSV format of a template in one form. */
export const csvFormat = (template: Template, form: FormId): ImportFormat<TemplateRecord> => {
  const { separator, other } = FORMS[form];
  return {
    id: `${template.name}-${form}-csv`,
    kind: template.kind,
    scope: 'organization',
    detect: (head): Detection => {
      const header = firstLine(head).split(separator);
      return 'columns' in matchHeader(template, header, form) ? { matches: true, columns: header } : { matches: false };
    },
    async *parse(chunks, context): AsyncIterable<ParsedRow<TemplateRecord>> {
      let columns: TemplateColumn[] | null = null;
      let rows = 0;
      try {
        for await (const row of csvRows(chunks, separator)) {
          if (!columns) {
            const match = matchHeader(template, row.fields, form);
            if ('code' in match) {
              const joined = row.fields.join(separator);
              const otherSeparator = FORMS[other].separator;
              const asOther = joined.split(otherSeparator);
              yield {
                line: row.line,
                reason:
                  asOther.length > 1 && 'columns' in matchHeader(template, asOther, form)
                    ? reason(
                        'separator',
                        `the header is separated by '${otherSeparator}'; the ${form === 'en' ? 'English' : 'Norwegian'} form uses '${separator}'`,
                      )
                    : match,
              };
              return;
            }
            columns = match.columns;
            continue;
          }
          rows += 1;
          if (row.fields.length !== columns.length) {
            const extra = row.fields.length - columns.length;
            yield {
              line: row.line,
              reason: reason(
                'columns',
                `${Math.abs(extra)} field${Math.abs(extra) > 1 ? 's' : ''} ${extra > 0 ? 'more' : 'fewer'} than the header` +
                  (extra > 0 && form === 'en' ? ' (a decimal comma? The English form uses a decimal point)' : ''),
              ),
            };
            continue;
          }
          const record = toRecord(columns, row.fields, form, context);
          yield 'code' in record ? { line: row.line, reason: record } : { line: row.line, record };
        }
      } catch (error) {
        if (!(error instanceof EncodingError)) throw error;
        yield { line: error.line, reason: reason('encoding', error.message) };
        return;
      }
      if (rows === 0)
        yield {
          line: columns ? 1 : 0,
          reason: reason('empty', columns ? 'the file has no rows' : 'the file is empty'),
        };
    },
  };
};

/** The empty template (header only) of a form, as the app offers it for download. */
export const emptyTemplate = (template: Template, form: FormId): string =>
  headerOf(template, form).join(FORMS[form].separator) + '\r\n';
