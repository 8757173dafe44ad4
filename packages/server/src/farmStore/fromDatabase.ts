/**
 * The farm column store's columns built from the farm data tables (issue 33: farm data is served from the database,
 * the store is its cache): per generation and cage of `generations`, the days of `cage_days` from the stocking to
 * the cage's next stocking, slaughter from `harvests`, the environment of `cage_environment` (the mean of the cages
 * measured, per day and depth), treatments of `treatments` grouped per day and product, PCR tests of `lab_results`
 * grouped per order. Ids follow the register's: a cage `<locality>-<name>`, a generation `<locality>-<season>`.
 *
 * The fish groups of a generation come from its stockings' `fish_groups` (`name` or `name:state`, `|`-separated; a
 * name in several cages is one group): numbered in the order of the cages (by name) and of the cell, as
 * `<generation>-G<n>`. A generation's disease cases are the cases of `disease_cases` suspected while it was at sea at
 * the farm. Risk forecasts come from the public weekly rows of `site_weeks` and the farm's
 * `disease_cases` (`riskWeeksOf`). A value not reported is NaN in a column, never 0 (slaughter is 0 on days without
 * a harvest row: a harvest is an event).
 */
import { FishGroup, type DiseaseType } from '@havbruk/api';
import {
  DEPTHS,
  farmRiskOf,
  fromDayNumber,
  mondayOfIsoWeek,
  MORTALITY_REASONS,
  toDayNumber,
  type Dataset,
  type DiseaseOutbreak,
  type Site,
} from '@havbruk/api/dataset';
import type { Queryable } from '../db.ts';
import { selectMany, type ColumnType } from '../selectMany.ts';
import { readSiteWeeks } from '../import/barentswatch/publicSites.ts';
import { caseInWeek, readCases } from '../diseases.ts';
import { generationRuns, type GenerationSpan } from './publicGenerations.ts';
import { riskWeeksOf } from '../queries/events.ts';
import {
  packFarmColumns,
  riskDays,
  type FarmColumns,
  type PcrDay,
  type PublicWeek,
  type SeriesColumns,
  type TreatmentDay,
} from './columns.ts';

type Numeric = string | number | null;
const value = (stored: Numeric): number => (stored === null ? Number.NaN : Number(stored));
const day = (stored: Date | string): number =>
  toDayNumber(typeof stored === 'string' ? stored.slice(0, 10) : stored.toISOString().slice(0, 10));
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

interface Stocking {
  season: string;
  cage: string;
  stocking_date: string;
  stocked_count: number;
  fish_groups: string | null;
}
interface CageDay {
  cage: string;
  date: string;
  fish_count: Numeric;
  biomass_kg: Numeric;
  mean_weight_kg: Numeric;
  feed_kg: Numeric;
  sgr_percent_day: Numeric;
  adult_female_lice: Numeric;
  mobile_lice: Numeric;
  stationary_lice: Numeric;
  [dead: `dead_${string}`]: Numeric;
}
/** The columns of `CageDay` as `selectMany` reads them (a farm's days are its largest read). */
const CAGE_DAY_COLUMNS: { readonly [K in keyof CageDay]: ColumnType } = {
  cage: 'text',
  date: 'text',
  fish_count: 'number',
  biomass_kg: 'number',
  mean_weight_kg: 'number',
  feed_kg: 'number',
  sgr_percent_day: 'number',
  ...Object.fromEntries(MORTALITY_REASONS.map((reason) => [`dead_${reason}`, 'number'])),
  adult_female_lice: 'number',
  mobile_lice: 'number',
  stationary_lice: 'number',
};
interface EnvironmentDay {
  date: string;
  depth_m: number;
  temperature_c: Numeric;
  oxygen_percent: Numeric;
  salinity_permille: Numeric;
}
interface Harvest {
  cage: string;
  date: string;
  fish_count: number;
  biomass_kg: Numeric;
  mean_weight_kg: Numeric;
}

/** A cage's generation: its stocking and the days up to the cage's next stocking (exclusive). */
const seriesOf = (
  localityNumber: number,
  stocking: Stocking,
  until: number,
  days: CageDay[],
  harvests: Harvest[],
  fishGroupIds: string[],
): SeriesColumns => {
  const start = day(stocking.stocking_date);
  const own = days.filter((row) => {
    const at = day(row.date);
    return at >= start && at < until && row.fish_count !== null;
  });
  const firstDay = own.length > 0 ? day(own[0]!.date) : start;
  const length = own.length > 0 ? day(own.at(-1)!.date) - firstDay + 1 : 0;
  const column = () => new Float64Array(length).fill(Number.NaN);
  const count = column();
  const weight = column();
  const biomass = column();
  const sgr = column();
  const feed = column();
  const mortality = MORTALITY_REASONS.map(() => column());
  const female = column();
  const mobile = column();
  const stationary = column();
  const slaughterCount = new Float64Array(length);
  for (const row of own) {
    const index = day(row.date) - firstDay;
    count[index] = value(row.fish_count);
    weight[index] = value(row.mean_weight_kg);
    biomass[index] = value(row.biomass_kg);
    feed[index] = value(row.feed_kg);
    MORTALITY_REASONS.forEach((reason, at) => (mortality[at]![index] = value(row[`dead_${reason}`] ?? null)));
    female[index] = value(row.adult_female_lice);
    mobile[index] = value(row.mobile_lice);
    stationary[index] = value(row.stationary_lice);
    // SGR as reported, else from the mean weights of two consecutive days.
    sgr[index] =
      row.sgr_percent_day !== null
        ? value(row.sgr_percent_day)
        : index > 0
          ? (Math.log(weight[index]!) - Math.log(weight[index - 1]!)) * 100
          : Number.NaN;
  }
  const before = { dead: 0, slaughter: 0, slaughterBiomass: 0 };
  for (const harvest of harvests) {
    const at = day(harvest.date);
    if (at < start || at >= until) continue;
    if (at < firstDay) {
      before.slaughter += harvest.fish_count;
      before.slaughterBiomass += value(harvest.biomass_kg);
    } else if (at < firstDay + length)
      slaughterCount[at - firstDay] = slaughterCount[at - firstDay]! + harvest.fish_count;
  }
  // Fish that left the cage before the first day and were not harvested died.
  if (length > 0) {
    let first = count[0]! + slaughterCount[0]!;
    for (const reason of mortality) first += reason[0]!;
    before.dead = stocking.stocked_count - first - before.slaughter;
  }
  const dead = new Float64Array(length);
  const slaughter = new Float64Array(length);
  const slaughterBiomass = new Float64Array(length);
  let deadTotal = before.dead;
  let slaughterTotal = before.slaughter;
  let biomassTotal = before.slaughterBiomass;
  for (let index = 0; index < length; index += 1) {
    for (const reason of mortality) deadTotal += reason[index]!;
    slaughterTotal += slaughterCount[index]!;
    biomassTotal += slaughterCount[index]! * weight[index]!;
    dead[index] = deadTotal;
    slaughter[index] = slaughterTotal;
    slaughterBiomass[index] = biomassTotal;
  }
  return {
    cageId: `${localityNumber}-${stocking.cage}`,
    generationId: `${localityNumber}-${stocking.season}`,
    fishGroupIds,
    firstDay,
    length,
    stocked: stocking.stocked_count,
    generationStart: start,
    count,
    weight,
    biomass,
    sgr,
    feed,
    mortality,
    slaughterCount,
    female,
    mobile,
    stationary,
    dead,
    slaughter,
    slaughterBiomass,
    before,
  };
};

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/** The fish groups of each generation (by id) from its stockings (in cage order). */
const fishGroupsOf = (localityNumber: number, stockings: readonly Stocking[]): Map<string, FishGroup[]> => {
  const groups = new Map<string, FishGroup[]>();
  for (const stocking of stockings) {
    const generationId = `${localityNumber}-${stocking.season}`;
    const list = groups.get(generationId) ?? [];
    groups.set(generationId, list);
    for (const entry of stocking.fish_groups?.split('|') ?? []) {
      const [name = '', state = 'active'] = entry.split(':').map((part) => part.trim());
      const cageId = `${localityNumber}-${stocking.cage}`;
      const known = list.find((group) => group.name === name);
      if (known) known.cageIds.push(cageId);
      else
        list.push({
          id: `${generationId}-G${list.length + 1}`,
          name,
          cageIds: [cageId],
          state: FishGroup.shape.state.safeParse(state).data ?? 'active',
        });
    }
  }
  return groups;
};

/** The columns of one farm from the tables (undefined when the farm has no stocking). */
export const loadFarmColumns = async (
  db: Queryable,
  dataset: Dataset,
  farmId: string,
): Promise<FarmColumns | undefined> => {
  const localityNumber = Number(farmId);
  // The register's production area (the risk model reads it): a site only the register holds loads as any other.
  const [registered, stocked] = await Promise.all([
    db.query<{ production_area_id: number | null }>('select production_area_id from sites where locality_number = $1', [
      localityNumber,
    ]),
    db.query<Stocking>(
      `select season, cage, stocking_date::text as stocking_date, stocked_count, fish_groups from generations
       where locality_number = $1 order by stocking_date, season`,
      [localityNumber],
    ),
  ]);
  const stockings = stocked.rows.sort(
    (a, b) => a.stocking_date.localeCompare(b.stocking_date) || byName(a.cage, b.cage),
  );
  const productionAreaId = registered.rows[0]?.production_area_id;
  if (productionAreaId === undefined || productionAreaId === null || stockings.length === 0) return undefined;
  const site = { id: farmId, productionAreaId: Number(productionAreaId) };
  const [days, harvests, environment, treatments, lab, cases, weeks] = await Promise.all([
    selectMany<CageDay>(
      db,
      `select cage, date::text as date, fish_count, biomass_kg, mean_weight_kg, feed_kg, sgr_percent_day,
         ${MORTALITY_REASONS.map((reason) => `dead_${reason}`).join(', ')},
         adult_female_lice, mobile_lice, stationary_lice
       from cage_days where locality_number = $1 order by cage, date`,
      [localityNumber],
      CAGE_DAY_COLUMNS,
    ).then((rows) => ({ rows })),
    db.query<Harvest>(
      `select cage, date::text as date, fish_count, biomass_kg, mean_weight_kg from harvests
       where locality_number = $1 order by cage, date`,
      [localityNumber],
    ),
    selectMany<EnvironmentDay>(
      db,
      `select date::text as date, depth_m, avg(temperature_c) as temperature_c, avg(oxygen_percent) as oxygen_percent,
         avg(salinity_permille) as salinity_permille
       from cage_environment where locality_number = $1 group by date, depth_m order by date`,
      [localityNumber],
      {
        date: 'text',
        depth_m: 'number',
        temperature_c: 'number',
        oxygen_percent: 'number',
        salinity_permille: 'number',
      },
    ).then((rows) => ({ rows })),
    db.query<{ cage: string; date: string; product: string; category: string }>(
      `select cage, date::text as date, product, category from treatments where locality_number = $1 order by date`,
      [localityNumber],
    ),
    db.query<{ cage: string; order_id: string; disease: string; tested_date: string | null; ct_value: Numeric }>(
      `select cage, order_id, disease, coalesce(tested_date, sampled_date)::text as tested_date, ct_value
       from lab_results where locality_number = $1 order by tested_date desc, order_id desc, sample, cage`,
      [localityNumber],
    ),
    db.query<{
      disease: DiseaseType;
      suspected_date: string;
      strain: string | null;
      confirmed_date: string | null;
      end_date: string | null;
    }>(
      `select disease, suspected_date::text as suspected_date, strain, confirmed_date::text as confirmed_date,
         end_date::text as end_date
       from disease_cases where locality_number = $1 order by suspected_date, disease`,
      [localityNumber],
    ),
    riskWeeksOf(db, localityNumber),
  ]);
  const daysOf = groupBy(days.rows, (row) => row.cage);
  const harvestsOf = groupBy(harvests.rows, (row) => row.cage);
  const fishGroups = fishGroupsOf(localityNumber, stockings);
  const series = stockings.map((stocking) => {
    const next = stockings.find(
      (other) => other.cage === stocking.cage && other.stocking_date > stocking.stocking_date,
    );
    const generationId = `${localityNumber}-${stocking.season}`;
    return seriesOf(
      localityNumber,
      stocking,
      next ? day(next.stocking_date) : Number.POSITIVE_INFINITY,
      daysOf.get(stocking.cage) ?? [],
      harvestsOf.get(stocking.cage) ?? [],
      (fishGroups.get(generationId) ?? [])
        .filter((group) => group.cageIds.includes(`${localityNumber}-${stocking.cage}`))
        .map((group) => group.id),
    );
  });

  const envFirst = environment.rows.length > 0 ? day(environment.rows[0]!.date) : 0;
  const envLength = environment.rows.length > 0 ? day(environment.rows.at(-1)!.date) - envFirst + 1 : 0;
  const envColumns = () => DEPTHS.map(() => new Float64Array(envLength).fill(Number.NaN));
  const seaTemperature = envColumns();
  const oxygen = envColumns();
  const salinity = envColumns();
  for (const row of environment.rows) {
    const depth = DEPTHS.indexOf(row.depth_m as (typeof DEPTHS)[number]);
    if (depth < 0) continue;
    const index = day(row.date) - envFirst;
    seaTemperature[depth]![index] = value(row.temperature_c);
    oxygen[depth]![index] = value(row.oxygen_percent);
    salinity[depth]![index] = value(row.salinity_permille);
  }

  // A treatment belongs to the generation at sea in its cage that day (the last stocked on or before it).
  const generationAt = (cage: string, date: string): string | undefined => {
    const stocking = stockings.findLast((entry) => entry.cage === cage && entry.stocking_date <= date);
    return stocking && `${localityNumber}-${stocking.season}`;
  };
  const treatmentDays = new Map<string, TreatmentDay[]>();
  for (const rows of groupBy(treatments.rows, (row) => `${row.date}|${row.product}`).values()) {
    const first = rows[0]!;
    const generationId = generationAt(first.cage, first.date);
    if (!generationId) continue;
    const list = treatmentDays.get(generationId) ?? [];
    list.push({
      date: first.date,
      product: first.product,
      category: first.category,
      cageIds: rows.map((row) => `${localityNumber}-${row.cage}`).sort(byName),
    });
    treatmentDays.set(generationId, list);
  }

  // A disease case belongs to the generation at sea at the farm the day it was suspected (the last stocked on or before).
  const diseases = new Map<string, DiseaseOutbreak[]>();
  for (const row of cases.rows) {
    const stocking = stockings.findLast((entry) => entry.stocking_date <= row.suspected_date);
    if (!stocking) continue;
    const generationId = `${localityNumber}-${stocking.season}`;
    diseases.set(generationId, [
      ...(diseases.get(generationId) ?? []),
      {
        type: row.disease,
        strain: row.strain ?? '',
        suspectedDate: row.suspected_date,
        confirmedDate: row.confirmed_date,
        endDate: row.end_date,
      },
    ]);
  }

  const pcr: PcrDay[] = [...groupBy(lab.rows, (row) => row.order_id).values()].map((rows) => {
    const byDisease = new Map<string, { positive: number; total: number; ct: number[] }>();
    for (const row of rows) {
      const entry = byDisease.get(row.disease) ?? { positive: 0, total: 0, ct: [] };
      entry.total += 1;
      if (row.ct_value !== null) {
        entry.positive += 1;
        entry.ct.push(Number(row.ct_value));
      }
      byDisease.set(row.disease, entry);
    }
    return {
      date: rows[0]!.tested_date!,
      cageIds: new Set(rows.map((row) => `${localityNumber}-${row.cage}`)),
      diseases: [...byDisease.entries()].map(([disease, entry]) => ({
        disease,
        avgCtValue: entry.ct.length ? entry.ct.reduce((a, b) => a + b, 0) / entry.ct.length : null,
        positivityRate: (entry.positive / entry.total) * 100,
      })),
    };
  });

  return packFarmColumns({
    farmId,
    series,
    environment: { firstDay: envFirst, length: envLength, seaTemperature, oxygen, salinity },
    treatments: treatmentDays,
    pcr,
    risks: riskDays(weeks, farmRiskOf(dataset.seed, site, weeks), site.productionAreaId),
    fishGroups,
    diseases,
  });
};

/** A site's public weeks and the generations they run (`./publicGenerations.ts`), as read from the tables. */
export interface StoredPublic {
  weeks: PublicWeek[];
  runs: GenerationSpan[];
}

/**
 * A site's public weeks from `site_weeks` (issue 34), oldest first: lice ("Har telt lakselus" = Nei: not reported,
 * null, never 0) and sea temperature of the stored rows; a dataset week without a row is not reported. A week's
 * generation is the run of stored weeks between fallow weeks it lies in (`generationRuns`: the generations a public
 * viewer sees), none outside them. Its confirmed diseases follow the rule of `src/diseases.ts`: PD / ILA where the
 * row flags them (the JSON form) or a case of `disease_cases` is active that week and confirmed by its Sunday. The
 * public rows name no treatment product (three flags), so a public week has no treatments, as on the map (nothing is
 * served from code); `datasetWeeks` gives only the calendar of weeks.
 */
export const loadPublicWeeks = async (
  db: Queryable,
  site: Site,
  datasetWeeks: readonly PublicWeek[],
): Promise<StoredPublic> => {
  const [rows, cases] = await Promise.all([
    readSiteWeeks(db, site.localityNumber),
    readCases(db, '2000-01-01', '9999-12-31', [site.localityNumber]),
  ]);
  const dated = rows.map((row) => ({ ...row, date: fromDayNumber(mondayOfIsoWeek(row.year, row.week)) }));
  const runs = generationRuns(site.id, dated);
  const generationOn = (date: string) =>
    runs.find((run) => run.startDate <= date && (run.endDate === null || run.endDate >= date))?.id ?? null;
  const diseasesOf = (date: string, flags?: { hasPd: boolean | null; hasIla: boolean | null }) => {
    const monday = toDayNumber(date);
    const sunday = fromDayNumber(monday + 6);
    const confirmed = (type: DiseaseType) =>
      cases.some(
        (entry) =>
          entry.type === type && entry.confirmed !== null && entry.confirmed <= sunday && caseInWeek(entry, monday),
      );
    return (['PD', 'ILA'] as const).filter(
      (type) => (type === 'PD' ? flags?.hasPd : flags?.hasIla) === true || confirmed(type),
    );
  };
  const weeks = new Map<string, PublicWeek>(
    datasetWeeks.map((week) => [
      week.date,
      {
        ...week,
        generationId: generationOn(week.date),
        seaTemperature: null,
        liceReported: false,
        female: null,
        mobile: null,
        stationary: null,
        diseases: diseasesOf(week.date),
        treatments: [],
      },
    ]),
  );
  for (const row of dated)
    weeks.set(row.date, {
      date: row.date,
      generationId: generationOn(row.date),
      seaTemperature: row.seaTemperature,
      liceReported: row.liceReported,
      female: row.female,
      mobile: row.mobile,
      stationary: row.stationary,
      diseases: diseasesOf(row.date, row),
      treatments: [],
    });
  return { weeks: [...weeks.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)), runs };
};
