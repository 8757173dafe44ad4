/**
 * A national public weekly file in the published BarentsWatch CSV form (`BARENTSWATCH_CSV_HEADER`), generated for the
 * benches: one chunk per week, a row for every locality (a fifth fallow, one in twenty not counted: "Har telt
 * lakselus" = Nei with empty lice columns), positions spread along the coast, the week's lice limit and over-limit
 * flag. `publicImport.bench.ts` imports 14 years of 2,050 sites; `publicMap.bench.ts` the dataset's weeks of 1,800.
 */
import { liceLimitFor } from '@havbruk/api';
import { round } from '../../../scripts/bench-types.ts';
import { BARENTSWATCH_CSV_HEADER } from '../src/import/barentswatch/csv.ts';

export async function* nationalCsv(
  localities: readonly number[],
  weeks: Iterable<{ year: number; week: number }>,
): AsyncIterable<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(BARENTSWATCH_CSV_HEADER.join(',') + '\n');
  const sites = localities.map((locality, index) => {
    const area = 1 + (index % 13);
    const lat = round(58 + (index / localities.length) * 12, 4);
    const lon = round(5 + (index / localities.length) * 24, 4);
    return { locality, area, place: `,KOMMUNE ${index % 97},${area},Fylke ${area},${lat},${lon}` };
  });
  for (const { year, week } of weeks) {
    const lines: string[] = [];
    for (const site of sites) {
      const fallow = (site.locality + year + Math.floor(week / 20)) % 5 === 0;
      const counted = !fallow && (site.locality + week) % 20 !== 0;
      const female = counted ? round((((site.locality * 7 + week * 13) % 60) / 100) * (week / 53), 2) : null;
      const limit = liceLimitFor(site.area, week);
      lines.push(
        `${week},${year},${site.locality},Lokalitet ${site.locality},${female ?? ''},${counted ? round((female ?? 0) * 2.5, 2) : ''},` +
          `${counted ? round((female ?? 0) * 0.8, 2) : ''},${fallow ? 'Ja' : 'Nei'},${counted ? 'Ja' : 'Nei'},` +
          `${1800 + (site.locality % 97)}${site.place},${limit},${counted ? ((female ?? 0) > limit ? 'Ja' : 'Nei') : ''},` +
          `${round(4 + 8 * Math.sin((week / 53) * Math.PI), 1)},${site.area},Område ${site.area}`,
      );
    }
    yield encoder.encode(lines.join('\n') + '\n');
  }
}
