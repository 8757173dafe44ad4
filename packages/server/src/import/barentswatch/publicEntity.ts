/**
 * The entity page of a site known only from public data (issue 34): its entity, its conditions and its public
 * timeline tables, read from `site_weeks` (the farm column store's timeline answers a dataset site: its public weeks
 * come from `site_weeks` too, `FarmStore.storedWeeks`, with the runs of its weeks as generations and the dataset's
 * treatment products). The lice view is for public entities and both tiers (spec 2 §2), so every viewer gets the same answer.
 * A week whose "Har telt lakselus" is `Nei` is in the lice table with null values (not reported, never 0: the chart
 * draws it as a gap); a week without a row is not in it. The v1 timeline answers the same in its rows (the series
 * are sparse: each has its index).
 */
import {
  dateOf,
  dayOf,
  isRelativeAggregation,
  periodOfDay,
  periodStartDay,
  PUBLIC_TIMELINE_KEYS,
  type Conditions,
  type Entity,
  type TimelineColumns,
  type TimelineKey,
  type TimelineResponse,
  type TimelineSeries,
  type TimelineV2Response,
} from '@havbruk/api';
import { fromDayNumber, mondayOfIsoWeek } from '@havbruk/api/dataset';
import { PRIVATE_FIGURES_UNKNOWN } from '../../queries/farm.ts';
import type { TimelineQuery } from '../../queries/timeline.ts';
import { TIMELINE_TABLES } from '../../queries/timeline.ts';
import type { PublicSite, PublicSiteWeek } from './publicSites.ts';

export const publicSiteEntity = (site: PublicSite): Entity => ({
  entityType: 'farm',
  id: site.id,
  name: site.name,
  permissions: 'public',
  owned: false,
  generations: [],
  cagesUsed: [],
  operator: null,
  searchTerms: [site.name, String(site.localityNumber), site.municipality].filter(Boolean),
  productionArea: site.productionAreaId,
  municipality: site.municipality || null,
  organizations: [],
  maxBiomass: null,
  address: null,
  localityNumber: site.localityNumber,
  position: { lat: site.lat, lon: site.lon },
  species: null,
  isActive: !site.isFallow,
  isFallow: site.isFallow,
});

/** The public figures of the latest week that has them (lice: the latest counted week); private figures null. */
export const publicSiteConditions = (site: PublicSite, weeks: readonly PublicSiteWeek[]): Conditions => {
  const newestFirst = [...weeks].reverse();
  const counted = newestFirst.find((week) => week.liceReported);
  const last = newestFirst[0];
  const diseases = last ? [last.hasPd ? 'PD' : null, last.hasIla ? 'ILA' : null].filter(Boolean) : [];
  return {
    farmId: site.id,
    updatedAt: last ? fromDayNumber(mondayOfIsoWeek(last.year, last.week) + 6) : null,
    daysActive: null,
    generation: null,
    ...PRIVATE_FIGURES_UNKNOWN,
    currentSeaTemperature: newestFirst.find((week) => week.seaTemperature !== null)?.seaTemperature ?? null,
    currentConfirmedDiseases: diseases.join(','),
    currentAvgFemaleLice: counted?.female ?? null,
    currentAvgMobileLice: counted?.mobile ?? null,
    currentLastTreatmentCategory: null,
    currentLastTreatmentDate: null,
  };
};

const mean = (values: readonly (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0) / known.length;
};

/** A sparse series: the periods in order, each period's value per field (null: the period has a row, no value). */
const sparseSeries = (
  first: number,
  group: string | null,
  periods: Map<number, PublicSiteWeek[]>,
  fields: Record<string, (weeks: PublicSiteWeek[]) => number | null>,
): TimelineSeries => {
  const keys = [...periods.keys()].sort((a, b) => a - b);
  return {
    sensor: 'farm',
    group,
    index: keys.map((period) => period - first),
    columns: Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [field, keys.map((period) => value(periods.get(period)!))]),
    ),
  };
};

/**
 * The public tables of the site (lice, sea temperature at 3 m; treatments: the public rows name no product, so none)
 * over the query's range, by the query's period (a mean of the counted weeks in a period; a period of only `Nei`
 * weeks is null). Private tables are left out as for any public entity; a days-in aggregation has no generation.
 */
export const publicSiteTimeline = (query: TimelineQuery, weeks: readonly PublicSiteWeek[]): TimelineV2Response => {
  const agg = query.agg ?? 'day';
  const relative = isRelativeAggregation(agg);
  const first = relative ? 0 : periodOfDay(agg, dayOf(query.start));
  const last = relative ? -1 : periodOfDay(agg, dayOf(query.end));
  const byPeriod = new Map<number, PublicSiteWeek[]>();
  for (const week of relative ? [] : weeks) {
    const monday = fromDayNumber(mondayOfIsoWeek(week.year, week.week));
    if (monday < query.start || monday > query.end) continue;
    const period = periodOfDay(agg, dayOf(monday));
    byPeriod.set(period, [...(byPeriod.get(period) ?? []), week]);
  }
  const counted = (weeks: PublicSiteWeek[]) => weeks.filter((week) => week.liceReported);
  const temperatures = new Map([...byPeriod].filter(([, list]) => list.some((week) => week.seaTemperature !== null)));
  const series = (key: TimelineKey): TimelineSeries[] => {
    if (key === 'lice' && byPeriod.size > 0)
      return [
        sparseSeries(first, null, byPeriod, {
          female: (list) => mean(counted(list).map((week) => week.female)),
          mobile: (list) => mean(counted(list).map((week) => week.mobile)),
          stationary: (list) => mean(counted(list).map((week) => week.stationary)),
        }),
      ];
    if (key === 'seaTemperature' && temperatures.size > 0)
      return [
        sparseSeries(first, '3', temperatures, { value: (list) => mean(list.map((week) => week.seaTemperature)) }),
      ];
    return [];
  };
  const tables: Partial<Record<TimelineKey, TimelineColumns>> = {};
  for (const key of query.fields)
    if (PUBLIC_TIMELINE_KEYS.includes(key))
      tables[key] = {
        fields: TIMELINE_TABLES[key].fields,
        group: TIMELINE_TABLES[key].group,
        series: series(key),
      };
  return {
    entityType: query.entityType,
    id: query.id,
    start: query.start,
    end: query.end,
    axis: { agg, first, length: Math.max(0, last - first + 1) },
    tables,
  };
};

const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/**
 * The same answer in the v1 layout (POST /timeline/data/entity): per table a row per period with a value row (its
 * date the period's first day), values to 3 decimals, null where not reported.
 */
export const publicSiteTimelineV1 = (query: TimelineQuery, weeks: readonly PublicSiteWeek[]): TimelineResponse => {
  const { axis, tables } = publicSiteTimeline(query, weeks);
  return {
    entityType: query.entityType,
    id: query.id,
    start: query.start,
    end: query.end,
    agg: axis.agg,
    tables: Object.fromEntries(
      Object.entries(tables).map(([key, table]) => [
        key,
        {
          fields: table.fields,
          group: table.group,
          rows: table.series.flatMap((series) =>
            series.index!.map((index, row) => ({
              date: dateOf(periodStartDay(axis.agg, axis.first + index)),
              sensor: series.sensor,
              group: series.group,
              values: Object.fromEntries(
                Object.entries(series.columns).map(([field, values]) => [field, round3(values[row] ?? null)]),
              ),
            })),
          ),
        },
      ]),
    ),
  };
};
