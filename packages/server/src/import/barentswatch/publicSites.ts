/**
 * The site register as the views read it (issues 33 and 34), cached from the `sites` table and read again after every
 * run that touched it (`app.ts`, through the farm-data watch: on PostgreSQL another process's runs too):
 *
 * - `register`: the sites with an operator (imported through the `sites` template: the demo seed's register), by
 *   locality number, with their operator, maximum allowed biomass and species;
 * - `operators`: the operators the register names (server README, "Operators"): by the register's operator id, the
 *   name its rows give (the first named row by locality number), an operator without a name left out;
 * - `sites`: the sites known only from public data (a BarentsWatch row for an unknown locality created them), which
 *   the views that list every site (`/config/farms`, search) add after the register's.
 *
 * Each with its latest stored week's "Trolig uten fisk" (fallow; active when not). `version` moves with every reload
 * (part of the farm-data ETags).
 */
import type { Species } from '@havbruk/api';
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

/** A site of the register: a public site with its operator's facts. */
export interface RegisterSite extends PublicSite {
  operatorId: string;
  /** The operator's name as the register's row gives it (`operator_name`), or null. */
  operatorName: string | null;
  /** Maximum allowed biomass (MTB), tonnes. */
  maxBiomass: number;
  species: Species;
  /** The site's address as the register's row gives it (`address`), or null. */
  address: string | null;
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
  /** "Trolig uten fisk": no fish at the site that week. */
  isFallow: boolean;
  /** PD / ILA; null where the row does not say (the CSV form does not carry them). */
  hasPd: boolean | null;
  hasIla: boolean | null;
}

/** A site's stored weeks (of the years `from`–`to`), oldest first: one query by locality number (the primary key's). */
export const readSiteWeeks = async (
  db: Queryable,
  localityNumber: number,
  from = 0,
  to = 9999,
): Promise<PublicSiteWeek[]> => {
  const rows = await db.query<{
    year: number;
    week: number;
    lice_reported: boolean;
    female: number | null;
    mobile: number | null;
    stationary: number | null;
    sea_temperature: number | null;
    is_fallow: boolean | null;
    has_pd: boolean | null;
    has_ila: boolean | null;
  }>(
    `select year, week, lice_reported, adult_female_lice::float8 as female, mobile_lice::float8 as mobile,
       stationary_lice::float8 as stationary, sea_temperature_c::float8 as sea_temperature, is_fallow, has_pd, has_ila
     from site_weeks where locality_number = $1 and year between $2 and $3 order by year, week`,
    [localityNumber, from, to],
  );
  return rows.rows.map((row) => ({
    year: Number(row.year),
    week: Number(row.week),
    liceReported: row.lice_reported,
    female: row.lice_reported ? row.female : null,
    mobile: row.lice_reported ? row.mobile : null,
    stationary: row.lice_reported ? row.stationary : null,
    seaTemperature: row.sea_temperature,
    isFallow: row.is_fallow === true,
    hasPd: row.has_pd,
    hasIla: row.has_ila,
  }));
};

export class PublicSites {
  sites: readonly PublicSite[] = [];
  register: readonly RegisterSite[] = [];
  /** The named operators of the register: id → name. */
  operators: ReadonlyMap<string, string> = new Map();
  version = 0;
  private byId = new Map<string, RegisterSite>();
  private publicById = new Map<string, PublicSite>();

  constructor(private readonly db: Queryable) {}

  /** A site of the register by farm id (its locality number), or undefined. */
  site(id: string): RegisterSite | undefined {
    return this.byId.get(id);
  }

  /** Reads them again (at start and after a run that touched sites). */
  async load(): Promise<void> {
    const rows = await this.db.query<{
      locality_number: number;
      name: string;
      lat: number;
      lon: number;
      municipality: string | null;
      production_area_id: number;
      county: string | null;
      operator_id: string | null;
      operator_name: string | null;
      max_biomass_tonnes: number | null;
      species: Species | null;
      address: string | null;
      is_fallow: boolean | null;
    }>(
      `select s.locality_number, s.name, s.lat, s.lon, s.municipality, s.production_area_id, s.county, s.operator_id,
         s.operator_name, s.max_biomass_tonnes::float8 as max_biomass_tonnes, s.species, s.address,
         (select w.is_fallow from site_weeks w where w.locality_number = s.locality_number
          order by w.year desc, w.week desc limit 1) as is_fallow
       from sites s
       where s.lat is not null and s.lon is not null and s.production_area_id is not null
       order by s.locality_number`,
    );
    const sites: PublicSite[] = [];
    const register: RegisterSite[] = [];
    for (const row of rows.rows) {
      const site: PublicSite = {
        id: String(row.locality_number),
        localityNumber: row.locality_number,
        name: row.name,
        lat: row.lat,
        lon: row.lon,
        municipality: row.municipality ?? '',
        productionAreaId: Number(row.production_area_id),
        county: row.county,
        isFallow: row.is_fallow === true,
      };
      if (row.operator_id === null || row.max_biomass_tonnes === null || row.species === null) sites.push(site);
      else
        register.push({
          ...site,
          operatorId: row.operator_id,
          operatorName: row.operator_name,
          maxBiomass: row.max_biomass_tonnes,
          species: row.species,
          address: row.address,
        });
    }
    this.sites = sites;
    this.register = register;
    const operators = new Map<string, string>();
    for (const site of register)
      if (site.operatorName !== null && !operators.has(site.operatorId))
        operators.set(site.operatorId, site.operatorName);
    this.operators = operators;
    this.byId = new Map(register.map((site) => [site.id, site]));
    this.publicById = new Map(sites.map((site) => [site.id, site]));
    this.version += 1;
  }

  /** The site of a farm id, when it is known only from public data. */
  find(id: string): PublicSite | undefined {
    return this.publicById.get(id);
  }

  /** A site's stored weeks of the years `from`–`to`, oldest first. */
  weeks(site: PublicSite, from: number, to: number): Promise<PublicSiteWeek[]> {
    return readSiteWeeks(this.db, site.localityNumber, from, to);
  }
}
