/**
 * A farm's daily per-cage detail as the v1 readers read it (`src/queries/`: conditions, entity, categorizations,
 * treatment places and mitigations, harvest projections): the dataset's `FarmDetail` shape and the farm's generations,
 * made from its columns in the farm store, which are loaded from the farm data tables (`./fromDatabase.ts`; a farm
 * the database holds no private data of from the dataset, as the store does). Kept per columns object: a run that
 * changed the farm reloads its columns (`FarmDataWatch` → `FarmStore.reload`), so the next reader makes it again.
 *
 * The generations come from the stockings (`generations` table, through the columns): id and season, start (the
 * stocking), cages; a generation has ended when none of its cages holds fish on its last day (its end is the latest
 * such day); the fish groups from the stockings too (`./fromDatabase.ts`); its disease cases from `disease_cases`
 * (those suspected while it was at sea, `./fromDatabase.ts`).
 */
import {
  DEPTHS,
  fromDayNumber,
  MORTALITY_REASONS,
  type CageSeries,
  type FarmDetail,
  type Site,
} from '@havbruk/api/dataset';
import type { TreatmentCategory } from '@havbruk/api';
import type { DetailGeneration, FarmView } from '../queries/farm.ts';
import { runStepsYielding } from '../yielding.ts';
import type { FarmColumns, SeriesColumns } from './columns.ts';

/** The views made or being made, per columns object (one build however many requests wait for it). */
const views = new WeakMap<FarmColumns, Promise<FarmView>>();

/**
 * A column as numbers, pushed in a loop: `Array.from` of a typed array goes through its iterator, several times slower
 * (and a preallocated array would be holey, another elements kind for the readers' optimised code).
 */
const numbers = (column: Float64Array): number[] => {
  const values: number[] = [];
  for (let index = 0; index < column.length; index += 1) values.push(column[index] as number);
  return values;
};
/** Lice per fish: null where not counted (NaN in a column). */
const counts = (column: Float64Array): (number | null)[] => {
  const values: (number | null)[] = [];
  for (let index = 0; index < column.length; index += 1) {
    const entry = column[index] as number;
    values.push(Number.isNaN(entry) ? null : entry);
  }
  return values;
};
/** The text of each day number, made once per process (every cage series of every farm repeats the same days). */
const dayTexts = new Map<number, string>();
const dayText = (day: number): string => {
  let text = dayTexts.get(day);
  if (text === undefined) {
    text = fromDayNumber(day);
    dayTexts.set(day, text);
  }
  return text;
};
const datesFrom = (firstDay: number, length: number): string[] =>
  Array.from({ length }, (_, index) => dayText(firstDay + index));
const byDepth = (columns: Float64Array[]) =>
  Object.fromEntries(
    DEPTHS.map((depth, index) => [depth, numbers(columns[index]!)]),
  ) as FarmDetail['environment']['seaTemperature'];

const generationOf = (site: Site, id: string, series: SeriesColumns[], columns: FarmColumns): DetailGeneration => {
  const prefix = `${site.id}-`;
  const shown = series.filter((entry) => entry.length > 0);
  const atSea = shown.some((entry) => (entry.count[entry.length - 1] as number) > 0);
  const start = Math.min(...series.map((entry) => entry.generationStart));
  return {
    id,
    season: id.slice(prefix.length),
    startDate: fromDayNumber(start),
    endDate: atSea
      ? null
      : fromDayNumber(shown.length > 0 ? Math.max(...shown.map((entry) => entry.firstDay + entry.length - 1)) : start),
    cages: series.map((entry) => ({ id: entry.cageId, name: entry.cageId.slice(prefix.length) })),
    fishGroups: columns.fishGroups.get(id) ?? [],
    diseases: columns.diseases.get(id) ?? [],
    treatments: (columns.treatments.get(id) ?? []).map((entry) => ({
      date: entry.date,
      product: entry.product,
      category: entry.category as TreatmentCategory,
      cageIds: entry.cageIds,
    })),
  };
};

/** The columns of a farm the store has none of (a site only the register holds, without private data): empty. */
const noColumns = (farmId: string): FarmColumns => {
  const depths = () => DEPTHS.map(() => new Float64Array(0));
  return {
    farmId,
    series: [],
    environment: { firstDay: 0, length: 0, seaTemperature: depths(), oxygen: depths(), salinity: depths() },
    treatments: new Map(),
    pcr: [],
    risks: [],
    fishGroups: new Map(),
    diseases: new Map(),
  };
};

/**
 * The readers' view of a farm's columns, made once per columns object (without columns an empty view): a cage series
 * per step, in slices between other requests' work (`runStepsYielding`). The biggest demo farm's series hold about
 * 15,000 cage-days: made at once, its view held the event loop for 20–60 ms on a first request (issue 36 item 1).
 * `sliceMs`: the slices' length.
 */
export const farmViewOf = (found: FarmColumns | undefined, site: Site, sliceMs?: number): Promise<FarmView> => {
  const columns = found ?? noColumns(site.id);
  let view = views.get(columns);
  if (!view) {
    view = runStepsYielding(viewSteps(columns, site), sliceMs);
    views.set(columns, view);
  }
  return view;
};

function* viewSteps(columns: FarmColumns, site: Site): Generator<void, FarmView> {
  const seriesOf = new Map<string, SeriesColumns[]>();
  for (const series of columns.series)
    seriesOf.set(series.generationId, [...(seriesOf.get(series.generationId) ?? []), series]);
  const generations = [...seriesOf].map(([id, series]) => generationOf(site, id, series, columns));
  const treatmentsOf = new Map(generations.map((generation) => [generation.id, generation.treatments]));
  const cages: CageSeries[] = [];
  for (const series of columns.series) {
    yield;
    cages.push({
      cageId: series.cageId,
      cageName: series.cageId.slice(site.id.length + 1),
      generationId: series.generationId,
      fishGroupIds: series.fishGroupIds,
      firstDay: series.firstDay,
      stocked: series.stocked,
      before: {
        dead: series.before.dead,
        slaughterCount: series.before.slaughter,
        slaughterBiomass: series.before.slaughterBiomass,
      },
      dates: datesFrom(series.firstDay, series.length),
      count: numbers(series.count),
      weight: numbers(series.weight),
      biomass: numbers(series.biomass),
      sgr: numbers(series.sgr),
      feed: numbers(series.feed),
      mortality: Object.fromEntries(
        MORTALITY_REASONS.map((reason, index) => [reason, numbers(series.mortality[index]!)]),
      ) as CageSeries['mortality'],
      slaughterCount: numbers(series.slaughterCount),
      female: counts(series.female),
      mobile: counts(series.mobile),
      stationary: counts(series.stationary),
      // The cage's treatments from its first day in the data.
      treatments: (treatmentsOf.get(series.generationId) ?? [])
        .filter((entry) => entry.cageIds.includes(series.cageId) && entry.date >= fromDayNumber(series.firstDay))
        .map(({ date, product, category }) => ({ date, product, category })),
    });
  }
  yield;
  const env = columns.environment;
  const dates = datesFrom(env.firstDay, env.length);
  const detail: FarmDetail = {
    farmId: site.id,
    start: dates[0] ?? '',
    end: dates.at(-1) ?? '',
    cages,
    environment: {
      dates,
      seaTemperature: byDepth(env.seaTemperature),
      oxygen: byDepth(env.oxygen),
      salinity: byDepth(env.salinity),
    },
  };
  return { generations, detail };
}
