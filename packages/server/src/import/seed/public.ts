/**
 * The synthetic public weekly data (issue 34), seeded through the same parser as the national download: the
 * generator writes the BarentsWatch weekly CSV (header exactly as published, `Ja`/`Nei`, decimal point) for every
 * site and week of the dataset, and the engine imports it like any other public file. Weeks without counted lice
 * have "Har telt lakselus" = `Nei` and empty lice columns; fallow weeks have "Trolig uten fisk" = `Ja`.
 */
import { liceLimitFor, PRODUCTION_AREAS } from '@havbruk/api';
import type { Dataset, Site } from '@havbruk/api/dataset';
import type { Db } from '../../db.ts';
import { BARENTSWATCH_CSV_HEADER, barentswatchCsvFormat } from '../barentswatch/csv.ts';
import { publicWeeksKind } from '../barentswatch/kind.ts';
import { runImport, type RunResult } from '../engine.ts';

/** The county (number and name, the 2024 counties) of a production area's sites. */
const AREA_COUNTY: Record<number, readonly [number, string]> = {
  1: [42, 'Agder'],
  2: [11, 'Rogaland'],
  3: [46, 'Vestland'],
  4: [46, 'Vestland'],
  5: [15, 'Møre og Romsdal'],
  6: [15, 'Møre og Romsdal'],
  7: [50, 'Trøndelag'],
  8: [18, 'Nordland'],
  9: [18, 'Nordland'],
  10: [55, 'Troms'],
  11: [55, 'Troms'],
  12: [56, 'Finnmark'],
  13: [56, 'Finnmark'],
};
/** Municipalities of the dataset that lie in another county than most of their production area. */
const MUNICIPALITY_COUNTY: Record<string, readonly [number, string]> = {
  Eigersund: [11, 'Rogaland'],
  Karmøy: [11, 'Rogaland'],
  Stad: [46, 'Vestland'],
  Hitra: [50, 'Trøndelag'],
  Frøya: [50, 'Trøndelag'],
  Heim: [50, 'Trøndelag'],
  Ørland: [50, 'Trøndelag'],
  Åfjord: [50, 'Trøndelag'],
  Bindal: [18, 'Nordland'],
  Andøy: [18, 'Nordland'],
  Loppa: [56, 'Finnmark'],
};

export const countyOf = (site: Pick<Site, 'municipality' | 'productionAreaId'>): readonly [number, string] =>
  MUNICIPALITY_COUNTY[site.municipality] ?? AREA_COUNTY[site.productionAreaId]!;

const yesNo = (value: boolean) => (value ? 'Ja' : 'Nei');
const decimal = (value: number | null) => (value === null ? '' : String(value));
/** A field as the published file writes it: quoted when it holds the separator or a quote. */
const field = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export interface PublicSeedOptions {
  /** Only the dataset's last this many weeks (the test servers: an import of every week costs seconds each). */
  lastWeeks?: number;
}

/** The published CSV of the dataset's public weekly data: the header, then one chunk per week (every site). */
export function* publicWeeksCsv(dataset: Dataset, options: PublicSeedOptions = {}): Generator<string> {
  yield BARENTSWATCH_CSV_HEADER.join(',') + '\n';
  const sites = dataset.sites.map((site) => {
    const [countyNumber, county] = countyOf(site);
    const area = PRODUCTION_AREAS.find((entry) => entry.id === site.productionAreaId)!;
    // Kommune to Lon and the production area are the same every week. Kommune keeps the register's spelling (the
    // published file often writes it in upper case; a known site takes the row's municipality).
    return {
      site,
      place: [field(site.municipality), countyNumber, field(county), site.lat, site.lon].join(','),
      area: `${area.id},${field(area.name)}`,
    };
  });
  const from = options.lastWeeks === undefined ? 0 : Math.max(0, dataset.weeks.length - options.lastWeeks);
  for (let index = from; index < dataset.weeks.length; index += 1) {
    const { year, week } = dataset.weeks[index]!;
    const lines: string[] = [];
    for (const { site, place, area } of sites) {
      const row = site.weeks[index]!;
      const limit = liceLimitFor(site.productionAreaId, week);
      const counted = row.liceReported;
      lines.push(
        [
          week,
          year,
          site.localityNumber,
          field(site.name),
          counted ? decimal(row.female) : '',
          counted ? decimal(row.mobile) : '',
          counted ? decimal(row.stationary) : '',
          yesNo(row.isFallow),
          yesNo(counted),
          '',
          place,
          limit,
          counted ? yesNo((row.female ?? 0) > limit) : '',
          decimal(row.seaTemperature),
          area,
        ].join(','),
      );
    }
    yield lines.join('\n') + '\n';
  }
}

/** Imports the dataset's public weekly data through the BarentsWatch CSV parser and the engine (one run). */
export const seedPublicWeeks = async (
  db: Db,
  dataset: Dataset,
  options: PublicSeedOptions = {},
): Promise<RunResult> => {
  const encoder = new TextEncoder();
  return runImport({
    db,
    format: barentswatchCsvFormat,
    kind: publicWeeksKind,
    chunks: (async function* () {
      for (const chunk of publicWeeksCsv(dataset, options)) yield encoder.encode(chunk);
    })(),
    fileName: 'synthetic-lakselus.csv',
    organizationId: null,
    today: dataset.today,
  });
};
