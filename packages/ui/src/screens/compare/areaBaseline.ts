/**
 * The area baseline (beyond the spec): per ISO week, the median and interquartile range of the lice counts
 * reported by the farms of one production area, from the weekly public lice data every farm reports (the map's
 * v2 year answer, lice key). Weeks where fewer than `BASELINE_MIN_FARMS` farms reported have no value (a gap):
 * a quartile of one or two counts says nothing about the neighbours.
 */
import type { MapV2Response } from '@havbruk/api';

export type LiceField = 'female' | 'mobile' | 'stationary';

export interface BaselinePoint {
  /** The Monday (UTC) of the ISO week. */
  x: Date;
  median: number | null;
  lower: number | null;
  upper: number | null;
  /** Farms that reported this week. */
  farms: number;
}

export const BASELINE_MIN_FARMS = 3;

/** A quantile with linear interpolation between order statistics (R type 7, the spreadsheet default). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('quantile of nothing');
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const a = sorted[below]!;
  const b = sorted[above]!;
  return a + (b - a) * (position - below);
}

/** The Monday (UTC) of ISO week `week` of ISO year `year`. */
export function isoWeekMonday(year: number, week: number): Date {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7;
  return new Date(jan4 - weekday * 86_400_000 + (week - 1) * 7 * 86_400_000);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Baseline points of the farms in `farmIds`, one per week of the given years (oldest first, no duplicates). */
export function areaBaseline(
  years: readonly MapV2Response[],
  farmIds: ReadonlySet<string>,
  field: LiceField,
): BaselinePoint[] {
  const byWeek = new Map<number, BaselinePoint>();
  for (const answer of years) {
    const lice = answer.data.lice;
    if (!lice) continue;
    const columns = answer.farms.flatMap((id, index) => (farmIds.has(id) ? [index] : []));
    const width = answer.farms.length;
    answer.weeks.forEach((week, w) => {
      const values: number[] = [];
      for (const f of columns) {
        const cell = w * width + f;
        const value = lice[field][cell];
        if (lice.reported[cell] === 1 && value !== null && value !== undefined) values.push(value);
      }
      values.sort((a, b) => a - b);
      const x = isoWeekMonday(week.year, week.week);
      const enough = values.length >= BASELINE_MIN_FARMS;
      byWeek.set(x.getTime(), {
        x,
        median: enough ? round(quantile(values, 0.5)) : null,
        lower: enough ? round(quantile(values, 0.25)) : null,
        upper: enough ? round(quantile(values, 0.75)) : null,
        farms: values.length,
      });
    });
  }
  return [...byWeek.values()].sort((a, b) => a.x.getTime() - b.x.getTime());
}
