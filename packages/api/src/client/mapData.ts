/** Map data: at most 2 data keys per request; larger key lists are split into parallel requests and merged. */
import type { MapDataKey, MapDataResponse, MapFarmRecord } from '../contract/farm.ts';
import { MAX_MAP_KEYS_PER_REQUEST } from '../contract/farm.ts';
import { ABORTED, isAborted, type ApiClient, type ApiResult, type CallOptions } from './client.ts';

/** Splits keys into chunks of at most `size` (default 2), without duplicates. */
export const chunkMapKeys = (keys: readonly MapDataKey[], size = MAX_MAP_KEYS_PER_REQUEST): MapDataKey[][] => {
  const unique = [...new Set(keys)];
  const chunks: MapDataKey[][] = [];
  for (let index = 0; index < unique.length; index += size) chunks.push(unique.slice(index, index + size));
  return chunks;
};

/** Merges map responses of the same year: farm records of each week label are merged by key (info parts combined). */
export const mergeMapData = (responses: readonly MapDataResponse[]): MapDataResponse => {
  const year = responses[0]?.year ?? 0;
  const data: Record<string, MapFarmRecord[]> = {};
  const byWeek = new Map<string, Map<string, MapFarmRecord>>();
  for (const response of responses) {
    for (const [label, records] of Object.entries(response.data)) {
      let farms = byWeek.get(label);
      if (!farms) {
        farms = new Map();
        byWeek.set(label, farms);
      }
      for (const record of records) {
        const existing = farms.get(record.key);
        farms.set(record.key, existing ? { ...existing, info: { ...existing.info, ...record.info } } : record);
      }
    }
  }
  for (const [label, farms] of byWeek) data[label] = [...farms.values()];
  return { year, data };
};

/** Loads map data for a year (or one week) and any number of keys, in parallel chunks of ≤ 2 keys. */
export const fetchMapData = async (
  client: ApiClient,
  request: { year: number; week?: number; keys: readonly MapDataKey[] },
  options: CallOptions = {},
): Promise<ApiResult<MapDataResponse>> => {
  const chunks = chunkMapKeys(request.keys);
  const results = await Promise.all(
    chunks.map((keys) =>
      request.week === undefined
        ? client.call('getMapYear', { params: { year: request.year }, query: { data: keys.join(',') } }, options)
        : client.call(
            'getMapWeek',
            { params: { year: request.year, week: request.week }, query: { data: keys.join(',') } },
            options,
          ),
    ),
  );
  if (results.some(isAborted)) return ABORTED;
  return mergeMapData(results as MapDataResponse[]);
};
