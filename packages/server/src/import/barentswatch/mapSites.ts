/**
 * Imported public sites on the map (issue 34): every site with public weekly data that the dataset does not hold,
 * its weeks aligned with the dataset's weeks. A week without a row is not reported (hollow), "Har telt lakselus" =
 * Nei is not reported with null lice (never 0), a fallow week is fallow (grey) and not active. Private figures
 * (weight, welfare, diseases and treatments by case) are not in public data: null or empty.
 */
import type { Dataset } from '@havbruk/api/dataset';
import type { Queryable } from '../../db.ts';
import type { MapSite } from '../../farmStore/map.ts';

interface WeekRow {
  locality_number: number;
  year: number;
  week: number;
  lice_reported: boolean;
  adult_female_lice: string | null;
  mobile_lice: string | null;
  stationary_lice: string | null;
  is_fallow: boolean | null;
}

const number = (value: string | null) => (value === null ? null : Number(value));

export const loadPublicMapSites = async (db: Queryable, dataset: Dataset): Promise<MapSite[]> => {
  const known = dataset.sites.map((site) => site.localityNumber);
  const rows = await db.query<WeekRow>(
    `select w.locality_number, w.year, w.week, w.lice_reported, w.adult_female_lice, w.mobile_lice, w.stationary_lice,
       w.is_fallow
     from site_weeks w where not (w.locality_number = any($1::integer[]))
     order by w.locality_number`,
    [known],
  );
  const weekIndex = new Map(dataset.weeks.map((week, index) => [`${week.year}-${week.week}`, index]));
  const sites = new Map<number, MapSite['weeks'][number][]>();
  for (const row of rows.rows) {
    let weeks = sites.get(row.locality_number);
    if (!weeks) {
      weeks = dataset.weeks.map(() => ({
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
      }));
      sites.set(row.locality_number, weeks);
    }
    const index = weekIndex.get(`${row.year}-${row.week}`);
    if (index === undefined) continue;
    const reported = row.lice_reported;
    weeks[index] = {
      ...weeks[index]!,
      liceReported: reported,
      female: reported ? number(row.adult_female_lice) : null,
      mobile: reported ? number(row.mobile_lice) : null,
      stationary: reported ? number(row.stationary_lice) : null,
      isFallow: row.is_fallow === true,
      isActive: row.is_fallow !== true,
    };
  }
  return [...sites].map(([localityNumber, weeks]) => ({ id: String(localityNumber), weeks }));
};
