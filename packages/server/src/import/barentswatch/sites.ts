/**
 * Sites named by public rows (issue 34): an unknown locality number creates the site from the row's own fields, a
 * known one gets the row's name, and its position, municipality and production area where the row has them (the JSON
 * form has no production area). The operator, maximum biomass and species
 * are not in public rows: a known site keeps its operator (attached when the register or an organization knows it).
 */
import type { Queryable } from '../../db.ts';
import type { SiteFields } from '../types.ts';

/** Creates or updates a site; true when its row changed. */
export const upsertPublicSite = async (tx: Queryable, site: SiteFields): Promise<boolean> => {
  const result = await tx.query(
    `insert into sites (locality_number, name, lat, lon, municipality, county, production_area_id)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (locality_number) do update set name = excluded.name,
       lat = coalesce(excluded.lat, sites.lat), lon = coalesce(excluded.lon, sites.lon),
       municipality = coalesce(excluded.municipality, sites.municipality),
       county = coalesce(excluded.county, sites.county),
       production_area_id = coalesce(excluded.production_area_id, sites.production_area_id)
     where (sites.name, sites.lat, sites.lon, sites.municipality, sites.county, sites.production_area_id)
       is distinct from (excluded.name, coalesce(excluded.lat, sites.lat), coalesce(excluded.lon, sites.lon),
         coalesce(excluded.municipality, sites.municipality), coalesce(excluded.county, sites.county),
         coalesce(excluded.production_area_id, sites.production_area_id))
     returning locality_number`,
    [site.localityNumber, site.name, site.lat, site.lon, site.municipality, site.county, site.productionAreaId],
  );
  return result.rows.length > 0;
};
