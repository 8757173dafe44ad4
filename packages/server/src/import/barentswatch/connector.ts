/**
 * The online connector of BarentsWatch's fish-health service (issue 34): a token by OAuth2 client credentials
 * (scope `api`), then one weekly JSON per call (`GET {api}/v1/geodata/fishhealth/locality/{year}/{week}`), each
 * through the import engine as a public run (`import_runs`, no pipeline: public data belongs to no organization).
 *
 * - Reporting lags (about 5 % of active sites have reported for the current week, 88 % a week later, 99 % after two),
 *   so the schedule fetches week N−2 and re-fetches N−3..N−6 for late corrections; the current week and N−1 are never
 *   fetched, so never stored as final. A backfill (`--from`) fetches every week from then up to N−2 (data begins
 *   in 2012 week 1).
 * - An empty week (earlier years answer 200 with an empty list) is not data: no run, nothing written.
 * - Each answer's ETag / Last-Modified is kept (`meta`, key `barentswatch:YYYY-WW`) and sent back
 *   (`If-None-Match` / `If-Modified-Since`): a 304 writes nothing.
 * - It pauses between calls (`pauseMs`, default 1 s: the service states no rate limit).
 */
import { DAY_MS, isoWeekOf, mondayOfIsoWeek } from '@havbruk/api/dataset';
import type { Db } from '../../db.ts';
import { runImport, type RunResult } from '../engine.ts';
import { barentswatchJsonFormat } from './json.ts';
import { FIRST_YEAR, isoWeeksInYear, publicWeeksKind } from './kind.ts';

export const DEFAULT_API_URL = 'https://www.barentswatch.no/bwapi';
export const DEFAULT_TOKEN_URL = 'https://id.barentswatch.no/connect/token';

export interface Week {
  year: number;
  week: number;
}

export interface ConnectorConfig {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  tokenUrl: string;
  /** Pause between calls. */
  pauseMs: number;
}

/** The connector's settings from the environment, or null without client credentials. */
export const connectorConfig = (env: NodeJS.ProcessEnv = process.env): ConnectorConfig | null => {
  const clientId = env['BARENTSWATCH_CLIENT_ID'];
  const clientSecret = env['BARENTSWATCH_CLIENT_SECRET'];
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    apiUrl: (env['BARENTSWATCH_API_URL'] || DEFAULT_API_URL).replace(/\/$/, ''),
    tokenUrl: env['BARENTSWATCH_TOKEN_URL'] || DEFAULT_TOKEN_URL,
    pauseMs: Number(env['BARENTSWATCH_PAUSE_MS'] ?? '1000'),
  };
};

export const weekKey = ({ year, week }: Week): string => `${year}-${String(week).padStart(2, '0')}`;

/** `YYYY-WW` as a week, or null. */
export const parseWeek = (text: string): Week | null => {
  const match = /^(\d{4})-(\d{1,2})$/.exec(text);
  if (!match) return null;
  const week = { year: Number(match[1]), week: Number(match[2]) };
  return week.week >= 1 && week.week <= isoWeeksInYear(week.year) ? week : null;
};

const weekBefore = (week: Week, count: number): Week => isoWeekOf(mondayOfIsoWeek(week.year, week.week) - count * 7);

/** The weeks the schedule fetches on `today`: N−2 first, then N−3..N−6. */
export const scheduledWeeks = (today: Date): Week[] => {
  const current = isoWeekOf(Math.floor(today.getTime() / DAY_MS));
  return [2, 3, 4, 5, 6].map((count) => weekBefore(current, count));
};

/** Every week from `from` (not before 2012 week 1) up to N−2 of `today`, oldest first. */
export const backfillWeeks = (from: Week, today: Date): Week[] => {
  const last = scheduledWeeks(today)[0]!;
  const weeks: Week[] = [];
  let week = from.year < FIRST_YEAR ? { year: FIRST_YEAR, week: 1 } : from;
  while (week.year < last.year || (week.year === last.year && week.week <= last.week)) {
    weeks.push(week);
    week = weekBefore(week, -1);
  }
  return weeks;
};

export interface WeekOutcome {
  week: string;
  /** `imported` (a run, see `result`), `not-modified` (304), `empty` (no data that week). */
  outcome: 'imported' | 'not-modified' | 'empty';
  result?: RunResult;
}

export class ConnectorError extends Error {}

/** A well-formed answer with no localities (anything else goes to the engine, which reports what is wrong). */
const isEmptyWeek = (body: Uint8Array): boolean => {
  try {
    const { localities } = JSON.parse(new TextDecoder().decode(body)) as { localities?: unknown };
    return Array.isArray(localities) && localities.length === 0;
  } catch {
    return false;
  }
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches `weeks` in order (pausing between calls) and imports each one's answer. */
export const fetchWeeks = async (
  db: Db,
  config: ConnectorConfig,
  weeks: readonly Week[],
  onWeek: (outcome: WeekOutcome) => void = () => {},
): Promise<WeekOutcome[]> => {
  const tokenAnswer = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: config.clientId,
      client_secret: config.clientSecret,
      scope: 'api',
    }),
  });
  if (!tokenAnswer.ok) throw new ConnectorError(`the token request answered ${tokenAnswer.status}`);
  const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
  const outcomes: WeekOutcome[] = [];
  for (const [index, week] of weeks.entries()) {
    if (index > 0) await pause(config.pauseMs);
    const key = `barentswatch:${weekKey(week)}`;
    const stored = (await db.query<{ value: string }>(`select value from meta where key = $1`, [key])).rows[0];
    const validators = stored ? (JSON.parse(stored.value) as { etag?: string; lastModified?: string }) : {};
    const answer = await fetch(`${config.apiUrl}/v1/geodata/fishhealth/locality/${week.year}/${week.week}`, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(validators.etag ? { 'if-none-match': validators.etag } : {}),
        ...(validators.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
      },
    });
    let outcome: WeekOutcome;
    if (answer.status === 304) outcome = { week: weekKey(week), outcome: 'not-modified' };
    else if (!answer.ok) throw new ConnectorError(`week ${weekKey(week)} answered ${answer.status}`);
    else {
      const body = new Uint8Array(await answer.arrayBuffer());
      if (isEmptyWeek(body)) outcome = { week: weekKey(week), outcome: 'empty' };
      else {
        const result = await runImport({
          db,
          format: barentswatchJsonFormat,
          kind: publicWeeksKind,
          chunks: (async function* () {
            yield body;
          })(),
          fileName: `barentswatch-${weekKey(week)}.json`,
          organizationId: null,
          mode: 'valid-rows',
        });
        const etag = answer.headers.get('etag');
        const lastModified = answer.headers.get('last-modified');
        if (result.status === 'succeeded' && (etag || lastModified))
          await db.query(
            `insert into meta (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`,
            [key, JSON.stringify({ etag: etag ?? undefined, lastModified: lastModified ?? undefined })],
          );
        outcome = { week: weekKey(week), outcome: 'imported', result };
      }
    }
    onWeek(outcome);
    outcomes.push(outcome);
  }
  return outcomes;
};

/** The server's schedule: the scheduled weeks at start and once a day (conditional requests make a repeat cheap). */
export const startSchedule = (
  db: Db,
  config: ConnectorConfig,
  afterWeeks: (outcomes: WeekOutcome[]) => Promise<void> | void = () => {},
): { stop: () => void } => {
  const run = () =>
    fetchWeeks(db, config, scheduledWeeks(new Date())).then(afterWeeks, (error: unknown) =>
      console.error(`[barentswatch] ${(error as Error).message}`),
    );
  const first = setTimeout(run, 0);
  const daily = setInterval(run, DAY_MS);
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
};
