/**
 * The weekly JSON of BarentsWatch's fish-health service (`--source barentswatch-json`, and what the online connector
 * fetches): `{ year, week, localities: [...] }` with 19 fields per site. `hasReportedLice: false` stores the lice as
 * not reported (null — the zeroes beside it are not counts). One week of every site is well under a megabyte, so the
 * file is read whole (the engine's size limit bounds it). A rejection's `line` is the entry's 1-based position in
 * `localities` (the message names it as `localities[i]`); 0 for the file itself.
 */
import type { Detection, ImportFormat, ParsedRow, RowReason } from '../types.ts';
import { checkLice, checkPosition, checkWeek, reason, type PublicWeekRecord } from './kind.ts';

export interface BarentswatchLocality {
  localityNo: number;
  localityWeekId: number;
  name: string;
  hasReportedLice: boolean;
  isFallow: boolean;
  avgAdultFemaleLice: number | null;
  hasCleanerfishDeployed: boolean;
  hasMechanicalRemoval: boolean;
  hasSubstanceTreatments: boolean;
  hasPd: boolean;
  hasIla: boolean;
  municipalityNo: string | null;
  municipality: string | null;
  lat: number | null;
  lon: number | null;
  isOnLand: boolean;
  inFilteredSelection: boolean;
  hasSalmonoids: boolean;
  isSlaughterHoldingCage: boolean;
}

export interface BarentswatchWeek {
  year: number;
  week: number;
  localities: BarentswatchLocality[];
}

const BOOLEANS = [
  'hasReportedLice',
  'isFallow',
  'hasCleanerfishDeployed',
  'hasMechanicalRemoval',
  'hasSubstanceTreatments',
  'hasPd',
  'hasIla',
] as const;

const isNumberOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/** One locality of a week as a record, or what is wrong with it. */
export const localityRecord = (year: number, week: number, entry: unknown): PublicWeekRecord | RowReason => {
  if (typeof entry !== 'object' || entry === null) return reason('columns', 'is not an object');
  const locality = entry as Partial<Record<keyof BarentswatchLocality, unknown>>;
  const { localityNo, name, avgAdultFemaleLice, lat, lon, municipality } = locality;
  if (typeof localityNo !== 'number' || !Number.isInteger(localityNo) || localityNo < 1)
    return reason('number', `localityNo: ${JSON.stringify(localityNo)} is not a locality number`);
  if (typeof name !== 'string' || name.trim() === '') return reason('required', 'name is empty');
  for (const key of BOOLEANS)
    if (typeof locality[key] !== 'boolean')
      return reason('range', `${key}: ${JSON.stringify(locality[key])} is not true or false`);
  if (!isNumberOrNull(avgAdultFemaleLice ?? null))
    return reason('number', `avgAdultFemaleLice: ${JSON.stringify(avgAdultFemaleLice)} is not a number`);
  if (!isNumberOrNull(lat ?? null) || !isNumberOrNull(lon ?? null))
    return reason('number', 'lat and lon must be numbers');
  const position = checkPosition((lat as number | null) ?? null, (lon as number | null) ?? null);
  if (position) return position;
  const lice = checkLice('avgAdultFemaleLice', (avgAdultFemaleLice as number | null) ?? null);
  if (lice) return lice;
  const flag = (key: (typeof BOOLEANS)[number]) => locality[key] as boolean;
  const reported = flag('hasReportedLice');
  return {
    localityNumber: localityNo,
    site: {
      localityNumber: localityNo,
      name: name.trim(),
      lat: (lat as number | null) ?? null,
      lon: (lon as number | null) ?? null,
      municipality: typeof municipality === 'string' && municipality !== '' ? municipality : null,
      county: null,
      productionAreaId: null,
    },
    fields: {
      locality_number: localityNo,
      year,
      week,
      lice_reported: reported,
      adult_female_lice: reported ? ((avgAdultFemaleLice as number | null) ?? null) : null,
      mobile_lice: null,
      stationary_lice: null,
      sea_temperature_c: null,
      is_fallow: flag('isFallow'),
      cleaner_fish: flag('hasCleanerfishDeployed'),
      mechanical_removal: flag('hasMechanicalRemoval'),
      substance_treatment: flag('hasSubstanceTreatments'),
      has_pd: flag('hasPd'),
      has_ila: flag('hasIla'),
    },
  };
};

const decodeAll = async (chunks: AsyncIterable<Uint8Array>): Promise<string | null> => {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(parts));
  } catch {
    return null;
  }
};

export const barentswatchJsonFormat: ImportFormat<PublicWeekRecord> = {
  id: 'barentswatch-json',
  kind: 'publicWeeks',
  scope: 'public',
  detect: (head): Detection => {
    const text = new TextDecoder('utf-8').decode(head);
    return { matches: /^\s*\{/.test(text) && text.includes('"localities"') };
  },
  async *parse(chunks, context): AsyncIterable<ParsedRow<PublicWeekRecord>> {
    const text = await decodeAll(chunks);
    if (text === null) return yield { line: 0, reason: reason('encoding', 'the file is not UTF-8 text') };
    if (text.trim() === '') return yield { line: 0, reason: reason('empty', 'the file is empty') };
    let week: Partial<BarentswatchWeek>;
    try {
      week = JSON.parse(text) as Partial<BarentswatchWeek>;
    } catch (error) {
      return yield { line: 0, reason: reason('header', `not JSON: ${(error as Error).message}`) };
    }
    if (
      typeof week !== 'object' ||
      week === null ||
      !Number.isInteger(week.year) ||
      !Number.isInteger(week.week) ||
      !Array.isArray(week.localities)
    )
      return yield { line: 0, reason: reason('header', 'expected { year, week, localities: [...] }') };
    const problem = checkWeek(week.year!, week.week!, context.today);
    if (problem) return yield { line: 0, reason: problem };
    if (week.localities.length === 0)
      return yield { line: 0, reason: reason('empty', `week ${week.year}-${week.week} has no localities`) };
    for (const [index, entry] of week.localities.entries()) {
      const record = localityRecord(week.year!, week.week!, entry);
      yield 'code' in record
        ? { line: index + 1, reason: { ...record, message: `localities[${index}]: ${record.message}` } }
        : { line: index + 1, record };
    }
  },
};
