import { isSpringLiceWeek, liceLimitFor, type AscFarmData } from '@havbruk/api';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export type LiceStage = 'female' | 'mobile' | 'stationary';
export const LICE_STAGES: readonly LiceStage[] = ['female', 'mobile', 'stationary'];

export type AscLiceWeek = AscFarmData['lice'][number];

/** One week of the report: the counts (null = not reported, never 0), the limit that applied, its Monday. */
export interface LiceReportRow extends AscLiceWeek {
  /** `2026-W07`: sorts in calendar order. */
  key: string;
  monday: Date;
  reported: boolean;
  limit: number;
}

/** A stretch of weeks with the same legal limit, drawn from its first Monday to the next stretch. */
export interface LimitStretch {
  value: number;
  start: Date;
  end: Date;
  spring: boolean;
}

export interface LiceReportModel {
  /** Oldest first. */
  rows: LiceReportRow[];
  series: Record<LiceStage, { x: Date; y: number | null }[]>;
  /** Runs of weeks without a report, as bands half a week either side of their Mondays. */
  notReported: { start: Date; end: Date }[];
  limits: LimitStretch[];
  anyReported: boolean;
}

/** The Monday (UTC midnight) of an ISO week. */
export function mondayOfIsoWeek(year: number, week: number): Date {
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0
  return new Date(jan4 - jan4Weekday * DAY_MS + (week - 1) * WEEK_MS);
}

/** The spring-limit weeks of a production area (weeks 16–21 up to area 7, else 21–26). */
export function springWeeksOf(productionAreaId: number): { from: number; to: number } {
  const weeks = Array.from({ length: 53 }, (_, index) => index + 1).filter((week) =>
    isSpringLiceWeek(productionAreaId, week),
  );
  return { from: weeks[0] ?? 0, to: weeks[weeks.length - 1] ?? 0 };
}

/**
 * The weekly lice report of a certified farm: series for the chart (gaps where a week was not reported),
 * the not-reported weeks as bands, and the legal limit (0.5, 0.2 in the area's spring weeks) as stretches.
 */
export function liceReportOf(lice: readonly AscLiceWeek[], productionAreaId: number): LiceReportModel {
  const rows = [...lice]
    .sort((a, b) => a.year - b.year || a.week - b.week)
    .map<LiceReportRow>((entry) => ({
      ...entry,
      key: `${entry.year}-W${String(entry.week).padStart(2, '0')}`,
      monday: mondayOfIsoWeek(entry.year, entry.week),
      reported: entry.female !== null || entry.mobile !== null || entry.stationary !== null,
      limit: liceLimitFor(productionAreaId, entry.week),
    }));

  const series = Object.fromEntries(
    LICE_STAGES.map((stage) => [stage, rows.map((row) => ({ x: row.monday, y: row[stage] }))]),
  ) as LiceReportModel['series'];

  const notReported: LiceReportModel['notReported'] = [];
  const limits: LimitStretch[] = [];
  rows.forEach((row, index) => {
    if (!row.reported) {
      const last = notReported[notReported.length - 1];
      const previous = rows[index - 1];
      const start = new Date(row.monday.getTime() - WEEK_MS / 2);
      const end = new Date(row.monday.getTime() + WEEK_MS / 2);
      if (last && previous && !previous.reported) last.end = end;
      else notReported.push({ start, end });
    }
    const stretch = limits[limits.length - 1];
    if (stretch && stretch.value === row.limit) stretch.end = new Date(row.monday.getTime() + WEEK_MS);
    else {
      if (stretch) stretch.end = row.monday;
      limits.push({
        value: row.limit,
        start: row.monday,
        end: new Date(row.monday.getTime() + WEEK_MS),
        spring: isSpringLiceWeek(productionAreaId, row.week),
      });
    }
  });

  return { rows, series, notReported, limits, anyReported: rows.some((row) => row.reported) };
}
