/**
 * Farm events read from the farm data tables (issue 33: "nothing serves farm data from code any more"): lab orders
 * from `lab_results`, product usages from `treatments` (through the farm column store, the tables' cache), risk
 * forecasts from the public weekly rows of `site_weeks` and the farm's `disease_cases`. An import changes the next
 * answer: these read the tables on every request (the store is loaded again before the import's answer).
 *
 * A lab result's fish group is named by the stockings (`generations.fish_groups`). The scores of product usages and
 * the risk forecasts are the synthetic model's (`productUsagesOf`, `farmRiskOf` of the dataset package), computed
 * from the stored data.
 */
import type { FarmRisk, LabOrder, ProductUsage } from '@havbruk/api';
import {
  DISEASES_TESTED,
  farmRiskOf,
  fromDayNumber,
  mondayOfIsoWeek,
  productUsagesOf,
  toDayNumber,
  type Dataset,
  type RiskWeek,
  type Site,
  type UsageGeneration,
} from '@havbruk/api/dataset';
import type { Queryable } from '../db.ts';
import type { FarmColumns } from '../farmStore/columns.ts';

/** Cage and file names in natural order (`M2` before `M10`); one collator, not one per comparison. */
const byName = new Intl.Collator('en', { numeric: true }).compare;
/** A disease's place in a lab order's results: the generator's order, then any other by name. */
const diseaseRank = (disease: string) => {
  const index = (DISEASES_TESTED as readonly string[]).indexOf(disease);
  return index < 0 ? DISEASES_TESTED.length : index;
};

/** The URL a lab attachment is served at (`routes/files.ts`). */
export const labFileUrl = (orderId: string, filename: string) =>
  `/files/lab/${encodeURIComponent(orderId)}/${encodeURIComponent(filename)}`;

/**
 * The lab orders of a farm from `lab_results`, newest sampled first: per order its PCR results (by cage, sample and
 * disease), the diseases tested, the species and fish group of the generation stocked in the sampled cage (its last
 * stocking on or before the order's first sampled day; the first fish group its `fish_groups` names), and its
 * attachments —
 * the file names the rows name (`attachment`, `|` between names), each with the cages whose rows name it; a `.pdf`
 * is the report, anything else a histology image (`histology` when the order has one).
 */
export const labOrdersOf = async (db: Queryable, localityNumber: number): Promise<LabOrder[]> => {
  const [rows, stockings, stored] = await Promise.all([
    db.query<{
      cage: string;
      order_id: string;
      disease: string;
      sample: number;
      sampled_date: string;
      tested_date: string | null;
      strain: string | null;
      ct_value: string | number | null;
      attachment: string | null;
    }>(
      `select cage, order_id, disease, sample, sampled_date::text as sampled_date, tested_date::text as tested_date,
         strain, ct_value, attachment
       from lab_results where locality_number = $1`,
      [localityNumber],
    ),
    db.query<{ cage: string; stocking_date: string; species: string; fish_groups: string | null }>(
      `select cage, stocking_date::text as stocking_date, species, fish_groups from generations
       where locality_number = $1 order by stocking_date`,
      [localityNumber],
    ),
    db.query<{ species: string | null }>(`select species from sites where locality_number = $1`, [localityNumber]),
  ]);
  const orders = new Map<string, typeof rows.rows>();
  for (const row of rows.rows) {
    const list = orders.get(row.order_id);
    if (list) list.push(row);
    else orders.set(row.order_id, [row]);
  }
  const stockingOf = (cage: string, date: string) =>
    stockings.rows.findLast((entry) => entry.cage === cage && entry.stocking_date <= date);
  const speciesOf = (cage: string, date: string) =>
    stockingOf(cage, date)?.species ?? stored.rows[0]?.species ?? 'atlanticSalmon';
  /** A cell's first fish group by name (`name` or `name:state`, `|` between groups), or null. */
  const fishGroupOf = (cage: string, date: string) =>
    stockingOf(cage, date)?.fish_groups?.split('|')[0]?.split(':')[0]?.trim() || null;
  const result: LabOrder[] = [];
  for (const [orderId, list] of orders) {
    list.sort(
      (a, b) => byName(a.cage, b.cage) || a.sample - b.sample || diseaseRank(a.disease) - diseaseRank(b.disease),
    );
    const sampledAt = list.reduce(
      (first, row) => (row.sampled_date < first ? row.sampled_date : first),
      list[0]!.sampled_date,
    );
    const testedAt = list.find((row) => row.tested_date !== null)?.tested_date ?? sampledAt;
    const files = new Map<string, string[]>();
    for (const row of list)
      for (const filename of (row.attachment ?? '').split('|').filter(Boolean)) {
        const cages = files.get(filename) ?? files.set(filename, []).get(filename)!;
        if (!cages.includes(row.cage)) cages.push(row.cage);
      }
    const attachments: LabOrder['attachments'] = [...files.entries()]
      .map(([filename, cages]) => ({
        filename,
        url: labFileUrl(orderId, filename),
        cages,
        kind: /\.pdf$/i.test(filename) ? ('pdf' as const) : ('image' as const),
      }))
      .sort((a, b) => (a.kind === b.kind ? byName(a.filename, b.filename) : a.kind === 'pdf' ? -1 : 1));
    result.push({
      orderId,
      sampledAt,
      testedAt,
      date: testedAt,
      histology: attachments.some((file) => file.kind === 'image'),
      species: speciesOf(list[0]!.cage, sampledAt) as LabOrder['species'],
      diseasesTested: [...new Set(list.map((row) => row.disease))].sort(
        (a, b) => diseaseRank(a) - diseaseRank(b) || byName(a, b),
      ),
      pcr: list.map((row) => ({
        disease: row.disease,
        strain: row.strain,
        value: row.ct_value === null ? null : Number(row.ct_value),
        cages: [row.cage],
        cageId: `${localityNumber}-${row.cage}`,
        fishGroup: fishGroupOf(row.cage, sampledAt),
        sample: row.sample,
      })),
      attachments,
    });
  }
  return result.sort((a, b) =>
    a.sampledAt === b.sampledAt ? byName(b.orderId, a.orderId) : a.sampledAt < b.sampledAt ? 1 : -1,
  );
};

/**
 * The product usages of a farm from its stored treatments (the column store's generations: a treatment belongs to
 * the generation at sea in its cage that day), scored by the synthetic model. A generation has ended on its last
 * stored day with fish unless that is today; one with no stored day is listed with its treatments only (no feed
 * phases: when they ended is not known).
 */
export const productUsagesFromStore = (dataset: Dataset, site: Site, farm: FarmColumns | undefined): ProductUsage[] => {
  if (!farm) return [];
  const today = toDayNumber(dataset.today);
  type Stored = UsageGeneration & { cages: { id: string }[]; last: number };
  const generations = new Map<string, Stored>();
  for (const series of farm.series) {
    const generation: Stored = generations.get(series.generationId) ?? {
      id: series.generationId,
      startDate: fromDayNumber(series.generationStart),
      endDate: null,
      cages: [],
      fishGroups: farm.fishGroups.get(series.generationId) ?? [],
      treatments: farm.treatments.get(series.generationId) ?? [],
      last: Number.NEGATIVE_INFINITY,
    };
    generations.set(series.generationId, generation);
    generation.cages.push({ id: series.cageId });
    if (series.length > 0) generation.last = Math.max(generation.last, series.firstDay + series.length - 1);
  }
  const list = [...generations.values()].map(({ last, ...generation }) => ({
    ...generation,
    endDate: last === Number.NEGATIVE_INFINITY || last >= today ? null : fromDayNumber(last),
    cages: last === Number.NEGATIVE_INFINITY ? [] : generation.cages,
  }));
  return productUsagesOf(dataset.seed, site.id, dataset.today, list);
};

/** A week's diseases: its active cases, and PD or ILA when the public row flags one the cases do not name. */
const weekDiseases = (
  cases: readonly { disease: string }[],
  row: { has_pd: boolean | null; has_ila: boolean | null } | undefined,
): { type: string }[] => {
  const diseases = cases.map((entry) => ({ type: entry.disease }));
  for (const [type, flagged] of [
    ['PD', row?.has_pd],
    ['ILA', row?.has_ila],
  ] as const)
    if (flagged && !diseases.some((entry) => entry.type === type)) diseases.push({ type });
  return diseases;
};

/** A farm's week as the risk model reads it, with its Monday. */
export interface StoredRiskWeek extends RiskWeek {
  date: string;
}

/**
 * A farm's weeks from its first stored public week to the latest week stored of any site (this week): adult female
 * lice, sea temperature and fallow from `site_weeks` (a week without a row is not active), and the disease cases of
 * `disease_cases` active that week (suspected on or before its Sunday, not ended before its Monday), with PD and ILA
 * where the public row flags them (`has_pd`, `has_ila`: the weekly JSON form) and no case names them.
 */
export const riskWeeksOf = async (db: Queryable, localityNumber: number): Promise<StoredRiskWeek[]> => {
  const [weeks, latest, cases] = await Promise.all([
    db.query<{
      year: number;
      week: number;
      is_fallow: boolean | null;
      adult_female_lice: string | number | null;
      sea_temperature_c: string | number | null;
      has_pd: boolean | null;
      has_ila: boolean | null;
    }>(
      `select year, week, is_fallow, adult_female_lice, sea_temperature_c, has_pd, has_ila from site_weeks
       where locality_number = $1 order by year, week`,
      [localityNumber],
    ),
    db.query<{ year: number; week: number }>(`select year, week from site_weeks order by year desc, week desc limit 1`),
    db.query<{ disease: string; suspected_date: string; end_date: string | null }>(
      `select disease, suspected_date::text as suspected_date, end_date::text as end_date from disease_cases
       where locality_number = $1`,
      [localityNumber],
    ),
  ]);
  const first = weeks.rows[0];
  const last = latest.rows[0];
  if (!first || !last) return [];
  const stored = new Map(weeks.rows.map((row) => [mondayOfIsoWeek(row.year, row.week), row]));
  const result: StoredRiskWeek[] = [];
  for (
    let monday = mondayOfIsoWeek(first.year, first.week);
    monday <= mondayOfIsoWeek(last.year, last.week);
    monday += 7
  ) {
    const row = stored.get(monday);
    const start = fromDayNumber(monday);
    const end = fromDayNumber(monday + 6);
    result.push({
      date: start,
      isActive: row !== undefined && row.is_fallow !== true,
      female: row?.adult_female_lice === null || row === undefined ? null : Number(row.adult_female_lice),
      seaTemperature: row?.sea_temperature_c === null || row === undefined ? Number.NaN : Number(row.sea_temperature_c),
      diseases: weekDiseases(
        cases.rows.filter(
          (entry) => entry.suspected_date <= end && (entry.end_date === null || entry.end_date >= start),
        ),
        row,
      ),
    });
  }
  return result;
};

/** A farm's risk forecast now, from its stored weeks. */
export const storedFarmRisk = async (db: Queryable, dataset: Dataset, site: Site): Promise<FarmRisk> =>
  farmRiskOf(dataset.seed, site, await riskWeeksOf(db, site.localityNumber));
