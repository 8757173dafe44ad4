/** Compare tool data for the stories, computed from the synthetic dataset the way the server answers. */
import type { MapV2Response, TimelineV2Response } from '@havbruk/api';
import { createDataset, DEMO_ORGANIZATION_IDS, getOperator, getSite, type Site } from '@havbruk/api/dataset';
import type { CompareValue } from '@havbruk/machines';
import { farmStoreOf } from '@havbruk/server/farmStore/columns';
import { computeTimelineV2 } from '@havbruk/server/farmStore/timeline';
import { tablesOf, type CompareFarmInfo, type CompareGeneration, type CompareScreenProps } from '@havbruk/ui';

const dataset = createDataset();
const group = dataset.organizations.find((org) => org.id === DEMO_ORGANIZATION_IDS.group)!;
const own = new Set(group.farmIds);
const access = { isPrivate: (farmId: string) => own.has(farmId), organizationFarmIds: group.farmIds };

/** Indre Sildøya (12468) and Indre Vågneset (12635): the demo organization's farms in production area 4. */
export const FARM_A = getSite(dataset, '12468')!;
export const FARM_B = getSite(dataset, '12635')!;
/** A farm of another operator in the same area: public data only. */
export const PUBLIC_FARM = dataset.sites.find(
  (site) => !own.has(site.id) && site.productionAreaId === 4 && site.generations.length > 1,
)!;

export const FARMS: CompareFarmInfo[] = dataset.sites.map((site) => ({
  id: site.id,
  name: site.name,
  localityNumber: site.localityNumber,
  operatorName: getOperator(dataset, site.operatorId)?.name ?? '',
  permissions: own.has(site.id) ? 'private' : 'public',
  owned: own.has(site.id),
  productionArea: site.productionAreaId,
  municipality: site.municipality,
  companyId: site.operatorId,
}));

const generationsOf = (site: Site): CompareGeneration[] =>
  [...site.generations].reverse().map((generation) => ({
    id: generation.id,
    season: generation.season,
    startDate: generation.startDate,
    cages: own.has(site.id) ? generation.cages.map((cage) => ({ id: cage.id, name: cage.name })) : [],
  }));

/** A complete row of a farm's generation (`back` generations before the newest), the whole farm. */
export const valueOf = (site: Site, back = 0): CompareValue => ({
  farmId: site.id,
  genId: site.generations.at(-1 - back)!.id,
  cageId: 'farm',
});

const timelineOf = (
  value: CompareValue,
  traces: readonly string[],
  agg: 'day' | 'week' | 'month',
): TimelineV2Response => {
  const site = getSite(dataset, value.farmId)!;
  const generation = site.generations.find((g) => g.id === value.genId)!;
  return computeTimelineV2(
    farmStoreOf(dataset),
    {
      entityType: 'farm',
      id: site.id,
      genId: generation.id,
      start: generation.startDate,
      end: generation.endDate ?? dataset.today,
      sensorKeys: value.cageId,
      fields: tablesOf(traces),
      agg,
    },
    access,
    own.has(site.id),
  );
};

/** The map's v2 lice answer of a year, built from every farm's weekly public lice report. */
const mapYear = (year: number): MapV2Response => {
  const weeks = dataset.weeks.flatMap((week, index) => (week.year === year ? [{ week, index }] : []));
  const lice = {
    reported: [] as (0 | 1)[],
    female: [] as (number | null)[],
    mobile: [] as (number | null)[],
    stationary: [] as (number | null)[],
  };
  for (const { index } of weeks)
    for (const site of dataset.sites) {
      const row = site.weeks[index]!;
      lice.reported.push(row.liceReported ? 1 : 0);
      lice.female.push(row.liceReported ? row.female : null);
      lice.mobile.push(row.liceReported ? row.mobile : null);
      lice.stationary.push(row.liceReported ? row.stationary : null);
    }
  return {
    year,
    weeks: weeks.map(({ week }) => ({ year: week.year, week: week.week, label: `${week.year}-${week.week}` })),
    farms: dataset.sites.map((site) => site.id),
    data: { lice },
  };
};

export const FILTER_OPTIONS: CompareScreenProps['filterOptions'] = {
  seasons: [...new Set(dataset.sites.flatMap((site) => site.generations.map((g) => g.season)))].sort(
    (a, b) => Number(a.slice(1)) - Number(b.slice(1)) || a.localeCompare(b),
  ),
  productionAreas: dataset.productionAreas.map((area) => ({ id: area.id, name: area.name })),
  municipalities: [...new Set(dataset.sites.map((site) => site.municipality))].sort(),
  companies: dataset.operators.map((operator) => ({ id: operator.id, name: operator.name })),
};

/** The screen's data for rows, as the app has it once every call answered. */
export function compareData(
  values: readonly CompareValue[],
  options: { traces?: readonly string[]; agg?: 'day' | 'week' | 'month'; baseline?: boolean } = {},
): Omit<CompareScreenProps, 'actor'> {
  const traces = options.traces ?? ['lice.female'];
  const agg = options.agg ?? 'day';
  const sites = [...new Set(values.map((value) => value.farmId))].map((id) => getSite(dataset, id)!);
  const years = new Set<number>();
  for (const value of values) {
    const generation = getSite(dataset, value.farmId)!.generations.find((g) => g.id === value.genId)!;
    for (
      let y = Number(generation.startDate.slice(0, 4));
      y <= Number((generation.endDate ?? dataset.today).slice(0, 4));
      y++
    )
      years.add(y);
  }
  return {
    farms: FARMS,
    generations: Object.fromEntries(sites.map((site) => [site.id, { status: 'ready', data: generationsOf(site) }])),
    timelines: Object.fromEntries(
      values.map((value, index) => [`row-${index}`, { status: 'ready', data: timelineOf(value, traces, agg) }]),
    ),
    baselineYears: options.baseline ? { status: 'ready', data: [...years].sort().map(mapYear) } : undefined,
    filterOptions: FILTER_OPTIONS,
  };
}
