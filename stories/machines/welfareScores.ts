import { getWeekIndex, type Dataset } from '@havbruk/api/dataset';
import { PERFORMANCE_WINDOW_WEEKS, performanceIndex } from '@havbruk/machines';

/**
 * The map's welfare score (the machines' performance index, 0–1, -1 fallow) of every site of the dataset in one
 * week, over the same window of weeks the map scores: the one definition, for stories that draw dataset rows.
 */
export function welfareScores(dataset: Dataset, year: number, week: number): Map<string, number> {
  const index = getWeekIndex(dataset, year, week);
  const first = Math.max(0, index - PERFORMANCE_WINDOW_WEEKS + 1);
  return performanceIndex(
    dataset.sites.map((site) => ({
      id: site.id,
      weeks: site.weeks.slice(first, index + 1).map((row) => ({
        isFallow: row.isFallow,
        female: row.liceReported ? row.female : null,
        treatments: row.treatments.length,
        disease: row.diseases.some((entry) => entry.status === 'confirmed')
          ? 'confirmed'
          : row.diseases.length
            ? 'suspected'
            : 'none',
      })),
    })),
  );
}
