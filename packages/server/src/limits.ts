/**
 * Request limits shared by every server process on one database (issue 36 item 8). `@fastify/rate-limit` counts the
 * per-request limits (route `config.rateLimit`: error reports, analytics uploads) in `DatabaseRateLimitStore`, a store
 * on the `rate_limits` table (PGlite and PostgreSQL alike, the database's clock); the limits that count failures only
 * (logins, sign-ups) and amounts (analytics bytes) are `Limit`s on the same store: checked first, counted after.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Queryable } from './db.ts';

/** A key's count within its window and the milliseconds left of the window. */
export interface Count {
  current: number;
  ttl: number;
}

/** Expired counters are deleted every this many counts (per process). */
const PRUNE_EVERY = 500;

export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private counted = 0;

  constructor(readonly db: Queryable) {}

  /** `@fastify/rate-limit`'s call: counts one request of `key` in a window of `timeWindow` ms. */
  incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow = 60_000): void {
    this.add(key, 1, timeWindow).then(
      (count) => callback(null, count),
      (error: Error) => callback(error),
    );
  }

  /** Every route's keys are namespaced by its key generator: one table for all. */
  child(): FastifyRateLimitStore {
    return this;
  }

  /** Adds `amount` to `key` (a new window when there is none or it ended); answers the count. */
  async add(key: string, amount: number, windowMs: number): Promise<Count> {
    if (++this.counted % PRUNE_EVERY === 0) await this.db.query('delete from rate_limits where reset_at <= now()');
    const result = await this.db.query<{ current: number; ttl: number }>(
      `insert into rate_limits (key, count, reset_at) values ($1, $2, now() + make_interval(secs => $3::double precision / 1000))
       on conflict (key) do update set
         count = case when rate_limits.reset_at <= now() then excluded.count else rate_limits.count + excluded.count end,
         reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
       returning count::int as current, (extract(epoch from reset_at - now()) * 1000)::int as ttl`,
      [key, amount, windowMs],
    );
    return result.rows[0]!;
  }

  /** The count of `key` without counting (0 when its window ended). */
  async peek(key: string): Promise<Count> {
    const result = await this.db.query<{ current: number; ttl: number }>(
      `select count::int as current, (extract(epoch from reset_at - now()) * 1000)::int as ttl from rate_limits
       where key = $1 and reset_at > now()`,
      [key],
    );
    return result.rows[0] ?? { current: 0, ttl: 0 };
  }

  async reset(key: string): Promise<void> {
    await this.db.query('delete from rate_limits where key = $1', [key]);
  }
}

/** `@fastify/rate-limit` builds its store from a class: this one's on `db`. */
export const databaseRateLimitStore = (db: Queryable) =>
  class extends DatabaseRateLimitStore {
    constructor() {
      super(db);
    }
  };

/** One limit on the shared store: at most `max` counted per key (`name:key`) within `windowMs`. */
export class Limit {
  constructor(
    private readonly store: DatabaseRateLimitStore,
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is not blocked. */
  async blockedFor(key: string): Promise<number> {
    const count = await this.store.peek(`${this.name}:${key}`);
    return count.current >= this.max ? Math.max(1, Math.ceil(count.ttl / 1000)) : 0;
  }

  /** Counts `amount` for `key`; answers the seconds it is blocked for when that went over the limit, else 0. */
  async hit(key: string, amount = 1): Promise<number> {
    const count = await this.store.add(`${this.name}:${key}`, amount, this.windowMs);
    return count.current > this.max ? Math.max(1, Math.ceil(count.ttl / 1000)) : 0;
  }

  /** Forgets `key` (a successful login clears its failures). */
  async reset(key: string): Promise<void> {
    await this.store.reset(`${this.name}:${key}`);
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+|localhost)$/i;

/** Whether a host or address is the loopback interface (the dev shortcuts work only there). */
export const isLoopback = (host: string | undefined): boolean => host !== undefined && LOOPBACK.test(host);
