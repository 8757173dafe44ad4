/**
 * The site register as the views read it (issues 33 and 34), cached from the `sites` table and read again after every
 * run that touched it (`app.ts`, through the farm-data watch: on PostgreSQL another process's runs too):
 *
 * - `register`: the sites with an operator (imported through the `sites` template: the demo seed's register), by
 *   locality number, with their operator, maximum allowed biomass and species;
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
  /** Maximum allowed biomass (MTB), tonnes. */
  maxBiomass: number;
  species: Species;
}

export class PublicSites {
  sites: readonly PublicSite[] = [];
  register: readonly RegisterSite[] = [];
  version = 0;
  private byId = new Map<string, RegisterSite>();

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
      max_biomass_tonnes: number | null;
      species: Species | null;
      is_fallow: boolean | null;
    }>(
      `select s.locality_number, s.name, s.lat, s.lon, s.municipality, s.production_area_id, s.county, s.operator_id,
         s.max_biomass_tonnes::float8 as max_biomass_tonnes, s.species,
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
          maxBiomass: row.max_biomass_tonnes,
          species: row.species,
        });
    }
    this.sites = sites;
    this.register = register;
    this.byId = new Map(register.map((site) => [site.id, site]));
    this.version += 1;
  }
}
