/**
 * The v1 map records (`getMapRecords`, what GET /map/data/{year} answers) of several weeks in the v2 layout: the
 * reference `mapStore.test.ts` compares the map store with.
 */
import type { MapDataKey, MapFarmRecord, MapV2Data, MapV2Response } from '@havbruk/api';

/** v1 map records of several weeks in the v2 layout. */
export const mapToV2 = (
  year: number,
  weeks: { year: number; week: number; label: string }[],
  recordsByWeek: MapFarmRecord[][],
  keys: readonly MapDataKey[],
): MapV2Response => {
  const farms = (recordsByWeek[0] ?? []).map((record) => record.key);
  const cells = weeks.length * farms.length;
  const data: MapV2Data = {};
  const each = (visit: (record: MapFarmRecord, cell: number) => void) =>
    recordsByWeek.forEach((records, week) =>
      records.forEach((record, farm) => visit(record, week * farms.length + farm)),
    );
  const values = () => new Array<number | null>(cells).fill(null);
  const flags = () => new Array<0 | 1>(cells).fill(0);
  for (const key of keys) {
    if (key === 'lice') {
      const lice = { reported: flags(), female: values(), mobile: values(), stationary: values() };
      each((record, cell) => {
        const info = record.info.lice!;
        lice.reported[cell] = info.reported ? 1 : 0;
        lice.female[cell] = info.female;
        lice.mobile[cell] = info.mobile;
        lice.stationary[cell] = info.stationary;
      });
      data.lice = lice;
    } else if (key === 'inventory') {
      const inventory = { weight: values(), estimated: new Array<0 | 1>(farms.length).fill(0) };
      each((record, cell) => {
        const info = record.info.inventory!;
        inventory.weight[cell] = info.weight;
        inventory.estimated[cell % farms.length] = info.estimated ? 1 : 0;
      });
      data.inventory = inventory;
    } else if (key === 'activity') {
      const activity = { isFallow: flags(), isActive: flags() };
      each((record, cell) => {
        activity.isFallow[cell] = record.info.activity!.isFallow ? 1 : 0;
        activity.isActive[cell] = record.info.activity!.isActive ? 1 : 0;
      });
      data.activity = activity;
    } else if (key === 'diseases') {
      const diseases: NonNullable<MapV2Data['diseases']> = {
        count: new Array<number>(cells).fill(0),
        cell: [],
        types: [],
        type: [],
        strain: [],
        status: [],
        start: [],
        end: [],
      };
      each((record, cell) => {
        const info = record.info.diseases!;
        diseases.count[cell] = info.count;
        for (const entry of info.value) {
          let code = diseases.types.indexOf(entry.type);
          if (code < 0) code = diseases.types.push(entry.type) - 1;
          diseases.cell.push(cell);
          diseases.type.push(code);
          diseases.strain.push(entry.strain);
          diseases.status.push(entry.status);
          diseases.start.push(entry.start);
          diseases.end.push(entry.end);
        }
      });
      data.diseases = diseases;
    } else {
      const treatments: NonNullable<MapV2Data['treatments']> = {
        count: new Array<number>(cells).fill(0),
        cell: [],
        products: [],
        product: [],
      };
      const codes = new Map<string, number>();
      each((record, cell) => {
        const info = record.info.treatments!;
        treatments.count[cell] = info.count;
        for (const entry of info.value) {
          const id = `${entry.product}\u0000${entry.category}`;
          let code = codes.get(id);
          if (code === undefined) {
            code = treatments.products.push({ product: entry.product, category: entry.category }) - 1;
            codes.set(id, code);
          }
          treatments.cell.push(cell);
          treatments.product.push(code);
        }
      });
      data.treatments = treatments;
    }
  }
  return { year, weeks, farms, data };
};
