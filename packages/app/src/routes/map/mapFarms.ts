import { liceLimitFor, type ConfigApp, type ConfigFarm, type MapV2Response } from '@havbruk/api';
import type { MapYear } from '@havbruk/machines';
import type { MapExplorerFarm } from '@havbruk/ui';

/** The static side of the join: `/config/farms` by id and the operators' initials (`/config/app` companies). */
export interface MapJoin {
  farms: ReadonlyMap<string, ConfigFarm>;
  initials: ReadonlyMap<string, string>;
}

export const mapJoin = (farms: readonly ConfigFarm[], companies: ConfigApp['companies']): MapJoin => ({
  farms: new Map(farms.map((farm) => [farm.id, farm])),
  initials: new Map(companies.map((company) => [company.id, company.initials])),
});

/** For list-valued keys: the entries of each cell. */
const entriesByCell = (cells: readonly number[] | undefined): Map<number, number[]> => {
  const byCell = new Map<number, number[]>();
  cells?.forEach((cell, entry) => {
    const list = byCell.get(cell);
    if (list) list.push(entry);
    else byCell.set(cell, [entry]);
  });
  return byCell;
};

/** Per year: the entry index of the list-valued keys (built once per year, reused for every week). */
const entryIndex = new WeakMap<MapV2Response, { diseases: Map<number, number[]>; treatments: Map<number, number[]> }>();
const entriesOf = (response: MapV2Response) => {
  let index = entryIndex.get(response);
  if (!index) {
    index = {
      diseases: entriesByCell(response.data.diseases?.cell),
      treatments: entriesByCell(response.data.treatments?.cell),
    };
    entryIndex.set(response, index);
  }
  return index;
};

/**
 * The farms of one week of a loaded year, as the map explorer draws them: the v2 columns of the week joined
 * with `/config/farms` (name, position, area, municipality, operator, species) and scored with the year's
 * performance index. Weight is the server's: measured for the viewer's own farms, an estimate (`estimated`)
 * for the others. Initials only for operators in the viewer's perspective. Farms missing from the config are
 * left out.
 */
export function weekFarms(year: MapYear, weekIndex: number, join: MapJoin): MapExplorerFarm[] {
  const { response, scores } = year;
  const week = response.weeks[weekIndex];
  if (!week) return [];
  const count = response.farms.length;
  const { lice, inventory, activity, diseases, treatments } = response.data;
  const entries = entriesOf(response);
  const farms: MapExplorerFarm[] = [];
  response.farms.forEach((id, farmIndex) => {
    const farm = join.farms.get(id);
    if (!farm) return;
    const cell = weekIndex * count + farmIndex;
    const reported = lice?.reported[cell] === 1;
    const initials = farm.operator?.inPerspective ? join.initials.get(farm.operator.id) : undefined;
    farms.push({
      id,
      name: farm.name,
      lon: farm.position.lon,
      lat: farm.position.lat,
      areaId: farm.productionArea,
      municipality: farm.municipality,
      operatorId: farm.operator?.id ?? null,
      operatorName: farm.operator?.name ?? null,
      species: farm.species,
      ...(initials ? { initials } : {}),
      isFallow: activity ? activity.isFallow[cell] === 1 : farm.isFallow,
      liceReported: reported,
      female: reported ? (lice?.female[cell] ?? null) : null,
      mobile: reported ? (lice?.mobile[cell] ?? null) : null,
      stationary: reported ? (lice?.stationary[cell] ?? null) : null,
      weight: inventory?.weight[cell] ?? null,
      weightEstimated: inventory?.estimated[farmIndex] === 1,
      diseases: diseases
        ? (entries.diseases.get(cell) ?? []).map((entry) => ({
            type: diseases.types[diseases.type[entry] as number] as string,
            status: diseases.status[entry] as 'suspected' | 'confirmed',
          }))
        : [],
      treatments: treatments
        ? (entries.treatments.get(cell) ?? []).map(
            (entry) =>
              treatments.products[treatments.product[entry] as number] as { product: string; category: string },
          )
        : [],
      score: scores[cell] ?? -1,
      liceLimit: liceLimitFor(farm.productionArea, week.week),
    });
  });
  return farms;
}
