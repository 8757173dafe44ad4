/**
 * Sites named by public rows (issue 34): an unknown locality number creates the site from the row's own fields, a
 * known one gets the row's name, and its position, municipality and production area where the row has them. The JSON
 * form names no production area: a site without one gets the area of its position (`productionAreaAt`, the map's
 * outlines), and a stored area is never replaced by one from the position. The operator, maximum biomass and species
 * are not in public rows: a known site keeps its operator (attached when the register or an organization knows it).
 */
import { productionAreaAt } from '@havbruk/api';
import type { Queryable } from '../../db.ts';
import type { SiteFields } from '../types.ts';

/** Creates or updates a site; true when its row changed. */
export const upsertPublicSite = async (tx: Queryable, site: SiteFields): Promise<boolean> => {
  const fromPosition = site.lat === null || site.lon === null ? null : productionAreaAt(site.lat, site.lon);
  const result = await tx.query(
    `insert into sites (locality_number, name, lat, lon, municipality, county, production_area_id)
     values ($1, $2, $3, $4, $5, $6, coalesce($7::smallint, $8::smallint))
     on conflict (locality_number) do update set name = excluded.name,
       lat = coalesce(excluded.lat, sites.lat), lon = coalesce(excluded.lon, sites.lon),
       municipality = coalesce(excluded.municipality, sites.municipality),
       county = coalesce(excluded.county, sites.county),
       production_area_id = coalesce($7::smallint, sites.production_area_id, $8::smallint)
     where (sites.name, sites.lat, sites.lon, sites.municipality, sites.county, sites.production_area_id)
       is distinct from (excluded.name, coalesce(excluded.lat, sites.lat), coalesce(excluded.lon, sites.lon),
         coalesce(excluded.municipality, sites.municipality), coalesce(excluded.county, sites.county),
         coalesce($7::smallint, sites.production_area_id, $8::smallint))
     returning locality_number`,
    [
      site.localityNumber,
      site.name,
      site.lat,
      site.lon,
      site.municipality,
      site.county,
      site.productionAreaId,
      fromPosition,
    ],
  );
  return result.rows.length > 0;
};
