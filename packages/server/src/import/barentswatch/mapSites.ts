/**
 * The map's farms read from the database (issue 34): the public weekly data of `site_weeks` for every site, the
 * dataset's sites first (in its order) and then every site only imported, by locality number; weeks aligned with
 * the dataset's weeks. A week without a row is not reported (hollow), "Har telt lakselus" = Nei is not reported
 * with null lice (never 0), a fallow week is fallow (grey) and not active. The private figures (weight, welfare,
 * diseases and treatments by case) are not public data: a dataset site keeps the dataset's, an imported site has
 * none (null or empty).
 */
import type { Dataset } from '@havbruk/api/dataset';
import type { Queryable } from '../../db.ts';
import type { MapSite } from '../../farmStore/map.ts';

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
  welfareScore: null,
});

export const loadMapSites = async (db: Queryable, dataset: Dataset): Promise<MapSite[]> => {
  const first = dataset.weeks[0];
  const last = dataset.weeks.at(-1);
  if (!first || !last) return dataset.sites;
  const rows = await db.query<WeekRow>(
    `select locality_number, year, week, lice_reported, adult_female_lice::float8 as adult_female_lice,
       mobile_lice::float8 as mobile_lice, stationary_lice::float8 as stationary_lice, is_fallow
     from site_weeks where year between $1 and $2`,
    [first.year, last.year],
  );
  const weekIndex = new Map(dataset.weeks.map((week, index) => [week.year * 100 + week.week, index]));
  const sites = new Map<number, MapWeek[]>();
  // The dataset's sites keep their private figures; their public ones come from the rows.
  for (const site of dataset.sites)
    sites.set(
      site.localityNumber,
      site.weeks.map((week) => ({
        ...notReported(),
        diseases: week.diseases,
        treatments: week.treatments,
        fishWeight: week.fishWeight,
        welfareScore: week.welfareScore,
      })),
    );
  const imported: number[] = [];
  for (const row of rows.rows) {
    const index = weekIndex.get(row.year * 100 + row.week);
    if (index === undefined) continue;
    let weeks = sites.get(row.locality_number);
    if (!weeks) {
      weeks = dataset.weeks.map(notReported);
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
  return [
    ...dataset.sites.map((site) => ({ id: site.id, weeks: sites.get(site.localityNumber)! })),
    ...imported
      .sort((a, b) => a - b)
      .map((localityNumber) => ({ id: String(localityNumber), weeks: sites.get(localityNumber)! })),
  ];
};
