/**
 * `npm run import -- --source barentswatch --online [--from YYYY-WW]`: the online connector from the CLI. Without
 * `--from` it fetches the schedule's weeks (N−2, then N−3..N−6); with it, every week from then up to N−2 (a
 * backfill: `--from 2012-01`). Needs `BARENTSWATCH_CLIENT_ID` and `BARENTSWATCH_CLIENT_SECRET`; exits 0 when every
 * week imported in full (or was unchanged or empty), 1 otherwise, 2 on a usage or connection error.
 */
import type { Db } from '../../db.ts';
import { backfillWeeks, connectorConfig, fetchWeeks, parseWeek, scheduledWeeks } from './connector.ts';

const stop = async (db: Db, message: string, code: number): Promise<never> => {
  console.error(`[import] ${message}`);
  await db.close();
  process.exit(code);
};

export const importOnline = async (db: Db, from: string | undefined): Promise<never> => {
  const config =
    connectorConfig() ??
    (await stop(db, '--online needs BARENTSWATCH_CLIENT_ID and BARENTSWATCH_CLIENT_SECRET in the environment', 2));
  const first = from === undefined ? null : (parseWeek(from) ?? (await stop(db, `--from ${from}: not YYYY-WW`, 2)));
  const weeks = first ? backfillWeeks(first, new Date()) : scheduledWeeks(new Date());
  try {
    const outcomes = await fetchWeeks(db, config, weeks, ({ week, outcome, result }) =>
      console.log(
        `[import] ${week}: ${outcome}${result ? ` ${result.status} +${result.added} ~${result.updated} =${result.unchanged} !${result.rejected}` : ''}`,
      ),
    );
    const ok = outcomes.every(({ result }) => !result || result.status === 'succeeded');
    await db.close();
    process.exit(ok ? 0 : 1);
  } catch (error) {
    return stop(db, (error as Error).message, 2);
  }
};
