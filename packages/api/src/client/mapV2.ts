/**
 * Columnar map data (v2) in the client: one request per data key (so each key of each year has its own fetch
 * state and the server can answer public keys from one serialised body), merged per year, and joined with the
 * static farm fields of `/config/farms` into the marker records the map draws.
 */
import type { ConfigApp, ConfigFarms } from '../contract/account.ts';
import type { MapDataKey, MapFarmRecord } from '../contract/farm.ts';
import type { MapV2Response } from '../contract/farmV2.ts';
import { ABORTED, isAborted, type ApiClient, type ApiResult, type CallOptions } from './client.ts';

/** Loads one data key of a year (or one week). */
export const fetchMapKeyV2 = (
  client: ApiClient,
  request: { year: number; week?: number; key: MapDataKey },
  options: CallOptions = {},
): Promise<ApiResult<MapV2Response>> =>
  request.week === undefined
    ? client.call('getMapYearV2', { params: { year: request.year }, query: { data: request.key } }, options)
    : client.call(
        'getMapWeekV2',
        { params: { year: request.year, week: request.week }, query: { data: request.key } },
        options,
      );

/** Merges answers of the same year and week axis (data keys combined; a later answer replaces a key). */
export const mergeMapV2 = (responses: readonly MapV2Response[]): MapV2Response | undefined => {
  const [first, ...rest] = responses;
  if (!first) return undefined;
  const data = { ...first.data };
  for (const response of rest) {
    if (response.year !== first.year || response.weeks.length !== first.weeks.length)
      throw new Error('cannot merge map data of different weeks');
    Object.assign(data, response.data);
  }
  return { ...first, data };
};

/** Loads several keys of a year (or week) in parallel, one request per key, merged. */
export const fetchMapV2 = async (
  client: ApiClient,
  request: { year: number; week?: number; keys: readonly MapDataKey[] },
  options: CallOptions = {},
): Promise<ApiResult<MapV2Response>> => {
  const results = await Promise.all(
    [...new Set(request.keys)].map((key) => fetchMapKeyV2(client, { ...request, key }, options)),
  );
  if (results.some(isAborted)) return ABORTED;
  const merged = mergeMapV2(results as MapV2Response[]);
  return merged ?? { year: request.year, weeks: [], farms: [], data: {} };
};

/**
 * The marker records of one week of a v2 answer (`weekIndex` into `response.weeks`), joined with the static
 * fields of `/config/farms` and the operators' initials of `/config/app`. Farms unknown to the config are
 * left out.
 */
export const mapV2Records = (
  response: MapV2Response,
  weekIndex: number,
  config: { farms: ConfigFarms['farms']; companies: ConfigApp['companies'] },
): MapFarmRecord[] => {
  const farmsById = new Map(config.farms.map((farm) => [farm.id, farm]));
  const initials = new Map(config.companies.map((company) => [company.id, company.initials]));
  const farmCount = response.farms.length;
  const { lice, inventory, activity, diseases, treatments } = response.data;
  const diseasesOf = entriesByCell(diseases?.cell);
  const treatmentsOf = entriesByCell(treatments?.cell);
  const records: MapFarmRecord[] = [];
  response.farms.forEach((farmId, farmIndex) => {
    const farm = farmsById.get(farmId);
    // The v1 record names an operator: a site known only from public data (no operator) is left out.
    if (!farm?.operator) return;
    const { operator } = farm;
    const cell = weekIndex * farmCount + farmIndex;
    const info: MapFarmRecord['info'] = {};
    if (lice)
      info.lice = {
        female: lice.female[cell] ?? null,
        mobile: lice.mobile[cell] ?? null,
        stationary: lice.stationary[cell] ?? null,
        reported: lice.reported[cell] === 1,
      };
    if (inventory)
      info.inventory = {
        weight: inventory.weight[cell] ?? null,
        estimated: inventory.estimated[farmIndex] === 1,
      };
    if (activity) info.activity = { isFallow: activity.isFallow[cell] === 1, isActive: activity.isActive[cell] === 1 };
    if (diseases)
      info.diseases = {
        count: diseases.count[cell] ?? 0,
        value: (diseasesOf.get(cell) ?? []).map((entry) => ({
          type: diseases.types[diseases.type[entry] as number] as string,
          strain: diseases.strain[entry] ?? null,
          status: diseases.status[entry] as 'suspected' | 'confirmed',
          start: diseases.start[entry] as string,
          end: diseases.end[entry] ?? null,
        })),
      };
    if (treatments)
      info.treatments = {
        count: treatments.count[cell] ?? 0,
        value: (treatmentsOf.get(cell) ?? []).map((entry) => ({
          ...treatments.products[treatments.product[entry] as number]!,
        })),
      };
    records.push({
      key: farm.id,
      mainTitle: farm.name,
      area: farm.productionArea,
      position: farm.position,
      operator: { ...operator, initials: initials.get(operator.id) ?? '' },
      info,
    });
  });
  return records;
};

const entriesByCell = (cells: readonly number[] | undefined): Map<number, number[]> => {
  const byCell = new Map<number, number[]>();
  cells?.forEach((cell, entry) => {
    const list = byCell.get(cell);
    if (list) list.push(entry);
    else byCell.set(cell, [entry]);
  });
  return byCell;
};
