/**
 * Sites known only from public data (issue 34): sites of the database's register that the dataset does not hold
 * (a BarentsWatch row for an unknown locality created them), with their latest week's activity. The views that list
 * every site (`/config/farms`, search) add them after the dataset's; `version` moves with every reload (part of the
 * farm-data ETags).
 */
import type { Dataset } from '@havbruk/api/dataset';
import type { Queryable } from '../../db.ts';

export interface PublicSite {
  id: string;
  localityNumber: number;
  name: string;
  lat: number;
  lon: number;
  municipality: string;
  productionAreaId: number;
  county: string | null;
  /** The latest stored week's "Trolig uten fisk". */
  isFallow: boolean;
}

/** One stored week of a site, as the entity page reads it (lice null when not counted). */
export interface PublicSiteWeek {
  year: number;
  week: number;
  liceReported: boolean;
  female: number | null;
  mobile: number | null;
  stationary: number | null;
  seaTemperature: number | null;
  hasPd: boolean;
  hasIla: boolean;
}

export class PublicSites {
  sites: readonly PublicSite[] = [];
  version = 0;
  private byId = new Map<string, PublicSite>();

  constructor(
    private readonly db: Queryable,
    private readonly dataset: Dataset,
  ) {}

  /** Reads them again (at start and after a public import). */
  async load(): Promise<void> {
    const rows = await this.db.query<{
      locality_number: number;
      name: string;
      lat: number;
      lon: number;
      municipality: string | null;
      production_area_id: number;
      county: string | null;
      is_fallow: boolean | null;
    }>(
      `select s.locality_number, s.name, s.lat, s.lon, s.municipality, s.production_area_id, s.county,
         (select w.is_fallow from site_weeks w where w.locality_number = s.locality_number
          order by w.year desc, w.week desc limit 1) as is_fallow
       from sites s
       where not (s.locality_number = any($1::integer[]))
         and s.lat is not null and s.lon is not null and s.production_area_id is not null
       order by s.locality_number`,
      [this.dataset.sites.map((site) => site.localityNumber)],
    );
    this.sites = rows.rows.map((row) => ({
      id: String(row.locality_number),
      localityNumber: row.locality_number,
      name: row.name,
      lat: row.lat,
      lon: row.lon,
      municipality: row.municipality ?? '',
      productionAreaId: Number(row.production_area_id),
      county: row.county,
      isFallow: row.is_fallow === true,
    }));
    this.byId = new Map(this.sites.map((site) => [site.id, site]));
    this.version += 1;
  }

  /** The site of a farm id, when it is known only from public data. */
  find(id: string): PublicSite | undefined {
    return this.byId.get(id);
  }

  /** A site's stored weeks of the years `from`–`to`, oldest first. */
  async weeks(site: PublicSite, from: number, to: number): Promise<PublicSiteWeek[]> {
    const rows = await this.db.query<{
      year: number;
      week: number;
      lice_reported: boolean;
      female: number | null;
      mobile: number | null;
      stationary: number | null;
      sea_temperature: number | null;
      has_pd: boolean | null;
      has_ila: boolean | null;
    }>(
      `select year, week, lice_reported, adult_female_lice::float8 as female, mobile_lice::float8 as mobile,
         stationary_lice::float8 as stationary, sea_temperature_c::float8 as sea_temperature, has_pd, has_ila
       from site_weeks where locality_number = $1 and year between $2 and $3 order by year, week`,
      [site.localityNumber, from, to],
    );
    return rows.rows.map((row) => ({
      year: Number(row.year),
      week: Number(row.week),
      liceReported: row.lice_reported,
      female: row.lice_reported ? row.female : null,
      mobile: row.lice_reported ? row.mobile : null,
      stationary: row.lice_reported ? row.stationary : null,
      seaTemperature: row.sea_temperature,
      hasPd: row.has_pd === true,
      hasIla: row.has_ila === true,
    }));
  }
}
