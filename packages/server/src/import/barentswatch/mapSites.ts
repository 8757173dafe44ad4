/**
 * The map's farms read from the database (issues 33 and 34): the public weekly data of `site_weeks` for every site,
 * the dataset's sites first (in its order) and then every site only imported, by locality number; weeks aligned with
 * the dataset's weeks. A week without a row is not reported (hollow), "Har telt lakselus" = Nei is not reported
 * with null lice (never 0), a fallow week is fallow (grey) and not active.
 *
 * The private figures of a farm with imported private data (daily cage data or treatments) come from the farm data
 * tables: its fish weight per week is the mean weight on the week's last day with fish (`cage_days`: the cages'
 * biomass over their fish, kg to two decimals as the generator rounds it), null in a week without; its
 * treatments per week those of `treatments` (one per day, product and category, whatever the cages). A farm without
 * imported private data (a site no organization holds, or one whose organization imported none) has no fish weight
 * (null: not reported, never 0) and no treatments: nothing is served from the dataset, and the public weeks' treatment
 * flags name no product (server README, "The map's private figures"). The diseases of every site's week are its
 * disease cases active that week and the PD / ILA its public rows flag (`diseases.ts`).
 */
import type { DiseaseType, TreatmentCategory } from '@havbruk/api';
import { fromDayNumber, toDayNumber, type Dataset } from '@havbruk/api/dataset';
import { runStepsYielding } from '../../yielding.ts';
import type { Queryable } from '../../db.ts';
import { selectMany } from '../../selectMany.ts';
import { caseInWeek, readCases, readFlagRuns } from '../../diseases.ts';
import type { MapDisease, MapSite } from '../../farmStore/map.ts';

interface WeekRow {
  locality_number: number;
  year: number;
  week: number;
  lice_reported: boolean;
  adult_female_lice: number | null;
  mobile_lice: number | null;
  stationary_lice: number | null;
  is_fallow: boolean | null;
}

type MapWeek = MapSite['weeks'][number];

const notReported = (): MapWeek => ({
  liceReported: false,
  female: null,
  mobile: null,
  stationary: null,
  isFallow: false,
  isActive: false,
  diseases: [],
  treatments: [],
  fishWeight: null,
});

/** Rows a step of the loops below reads before the event loop may take a turn (`runStepsYielding`). */
const ROWS_PER_STEP = 2000;

const weekIndexOf = (dataset: Dataset) =>
  new Map(dataset.weeks.map((week, index) => [week.year * 100 + week.week, index]));

/** A farm's imported private figures per week index: fish weight (null in a week without) and treatments. */
interface PrivateFigures {
  weight: (number | null)[];
  treatments: MapWeek['treatments'][];
}

/**
 * The private weekly figures of the farms with imported private data (of these farms only, when given), by locality
 * number and week index.
 */
const privateFigures = async (
  db: Queryable,
  dataset: Dataset,
  weekIndex: Map<number, number>,
  localityNumbers?: readonly number[],
) => {
  const from = dataset.weeks[0]!.start;
  const to = dataset.today;
  const only = localityNumbers ? 'and locality_number = any($3::integer[])' : '';
  const parameters = localityNumbers ? [from, to, localityNumbers] : [from, to];
  const [weights, treatments] = await Promise.all([
    db.query<{ locality_number: number; year: number; week: number; weight: number }>(
      `with days as (
         select locality_number, date, sum(fish_count) as fish, sum(biomass_kg) as biomass from cage_days
         where date between $1 and $2 ${only} and fish_count > 0 group by locality_number, date)
       select distinct on (locality_number, year, week) locality_number,
         extract(isoyear from date)::int as year, extract(week from date)::int as week,
         round(biomass / fish, 2)::float8 as weight
       from days order by locality_number, year, week, date desc`,
      parameters,
    ),
    db.query<{ locality_number: number; year: number; week: number; product: string; category: TreatmentCategory }>(
      `select distinct locality_number, extract(isoyear from date)::int as year, extract(week from date)::int as week,
         date, product, category from treatments where date between $1 and $2 ${only}
       order by locality_number, date, product`,
      parameters,
    ),
  ]);
  const farms = new Map<number, PrivateFigures>();
  const farmOf = (localityNumber: number) => {
    let farm = farms.get(localityNumber);
    if (!farm) {
      farm = { weight: dataset.weeks.map(() => null), treatments: dataset.weeks.map(() => []) };
      farms.set(localityNumber, farm);
    }
    return farm;
  };
  for (const row of weights.rows) {
    const index = weekIndex.get(row.year * 100 + row.week);
    if (index !== undefined) farmOf(row.locality_number).weight[index] = row.weight;
  }
  for (const row of treatments.rows) {
    const index = weekIndex.get(row.year * 100 + row.week);
    if (index !== undefined)
      farmOf(row.locality_number).treatments[index]!.push({ product: row.product, category: row.category });
  }
  return farms;
};

/**
 * A farm's week's figures read from the farm data tables: its diseases, and its treatments and fish weight when it has
 * imported private data; else none and null (not reported): nothing is served from the dataset.
 */
const farmFigures = (
  own: PrivateFigures | undefined,
  sick: MapDisease[][] | undefined,
  index: number,
): Pick<MapWeek, 'diseases' | 'treatments' | 'fishWeight'> => ({
  diseases: sick?.[index] ?? [],
  treatments: own?.treatments[index] ?? [],
  fishWeight: own?.weight[index] ?? null,
});

/**
 * The diseases of each week of the sites with a disease case or a flagged public week (of these sites, when given),
 * by locality number and week index: the cases active that week (confirmed once confirmed by its Sunday), then PD or
 * ILA a flag run names that no case of the disease does that week (confirmed, strain not known).
 */
const diseaseWeeks = async (db: Queryable, dataset: Dataset, localityNumbers?: readonly number[]) => {
  const mondays = dataset.weeks.map((week) => toDayNumber(week.start));
  const indexOf = new Map(mondays.map((monday, index) => [monday, index]));
  const [cases, runs] = await Promise.all([
    readCases(db, dataset.weeks[0]!.start, dataset.today, localityNumbers),
    readFlagRuns(db, dataset.weeks[0]!.year, dataset.weeks.at(-1)!.year, localityNumbers),
  ]);
  const farms = new Map<number, MapDisease[][]>();
  const weeksOf = (localityNumber: number) =>
    farms.get(localityNumber) ??
    farms
      .set(
        localityNumber,
        mondays.map(() => []),
      )
      .get(localityNumber)!;
  for (const entry of cases) {
    const weeks = weeksOf(entry.localityNumber);
    for (const [index, monday] of mondays.entries())
      if (caseInWeek(entry, monday))
        weeks[index]!.push({
          type: entry.type as DiseaseType,
          strain: entry.strain,
          status: entry.confirmed !== null && entry.confirmed <= fromDayNumber(monday + 6) ? 'confirmed' : 'suspected',
          start: entry.suspected,
          end: entry.end,
        });
  }
  for (const run of runs)
    for (const monday of run.mondays) {
      const index = indexOf.get(monday);
      if (index === undefined) continue;
      const week = weeksOf(run.localityNumber)[index]!;
      if (!week.some((disease) => disease.type === run.type))
        week.push({ type: run.type, strain: null, status: 'confirmed', start: run.start, end: run.end });
    }
  return farms;
};

export const loadMapSites = async (db: Queryable, dataset: Dataset): Promise<MapSite[]> => {
  const first = dataset.weeks[0];
  const last = dataset.weeks.at(-1);
  if (!first || !last) return dataset.sites;
  const rows = await selectMany<WeekRow>(
    db,
    `select locality_number, year, week, lice_reported, adult_female_lice, mobile_lice, stationary_lice, is_fallow
     from site_weeks where year between $1 and $2`,
    [first.year, last.year],
    {
      locality_number: 'number',
      year: 'number',
      week: 'number',
      lice_reported: 'boolean',
      adult_female_lice: 'number',
      mobile_lice: 'number',
      stationary_lice: 'number',
      is_fallow: 'boolean',
    },
  );
  const weekIndex = weekIndexOf(dataset);
  const [imports, diseases] = await Promise.all([privateFigures(db, dataset, weekIndex), diseaseWeeks(db, dataset)]);
  const sites = new Map<number, MapWeek[]>();
  const imported: number[] = [];
  /** A site's weeks before its public rows: not reported, with its private figures and diseases. */
  const weeksOf = (localityNumber: number): MapWeek[] =>
    dataset.weeks.map((_, index) => ({
      ...notReported(),
      ...farmFigures(imports.get(localityNumber), diseases.get(localityNumber), index),
    }));
  // Steps of the event loop's turns: a year of weekly rows of every Norwegian site is ~95,000 rows.
  function* fill(): Generator<void, void> {
    for (const site of dataset.sites) {
      sites.set(site.localityNumber, weeksOf(site.localityNumber));
      yield;
    }
    for (const [position, row] of rows.entries()) {
      if (position % ROWS_PER_STEP === 0) yield;
      const index = weekIndex.get(row.year * 100 + row.week);
      if (index === undefined) continue;
      let weeks = sites.get(row.locality_number);
      if (!weeks) {
        weeks = weeksOf(row.locality_number);
        sites.set(row.locality_number, weeks);
        imported.push(row.locality_number);
      }
      const reported = row.lice_reported;
      weeks[index] = {
        ...weeks[index]!,
        liceReported: reported,
        female: reported ? row.adult_female_lice : null,
        mobile: reported ? row.mobile_lice : null,
        stationary: reported ? row.stationary_lice : null,
        isFallow: row.is_fallow === true,
        isActive: row.is_fallow !== true,
      };
    }
  }
  await runStepsYielding(fill());
  return [
    ...dataset.sites.map((site) => ({ id: site.id, weeks: sites.get(site.localityNumber)! })),
    ...imported
      .sort((a, b) => a - b)
      .map((localityNumber) => ({ id: String(localityNumber), weeks: sites.get(localityNumber)! })),
  ];
};

/**
 * The map's farms after a private run: the private figures and diseases of these farms read again (their public
 * weeks and every other farm as they are), so a run of one farm reads that farm's rows, not every site's public weeks.
 */
export const refreshMapFarms = async (
  db: Queryable,
  dataset: Dataset,
  sites: readonly MapSite[],
  localityNumbers: readonly number[],
): Promise<MapSite[]> => {
  const [imports, diseases] = await Promise.all([
    privateFigures(db, dataset, weekIndexOf(dataset), localityNumbers),
    diseaseWeeks(db, dataset, localityNumbers),
  ]);
  const changed = new Set(localityNumbers.map(String));
  return sites.map((site) => {
    if (!changed.has(site.id)) return site;
    const own = imports.get(Number(site.id));
    const sick = diseases.get(Number(site.id));
    return { id: site.id, weeks: site.weeks.map((week, index) => ({ ...week, ...farmFigures(own, sick, index) })) };
  });
};
