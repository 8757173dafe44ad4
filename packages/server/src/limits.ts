/**
 * A small in-memory attempt limiter (per server process): counts events per key within a window and answers how
 * long a key is blocked once it reached the maximum. Used for failed logins and sign-ups (429 after a handful of
 * failures) and for the anonymous error report. Behind several processes a shared store would replace it.
 */
export class AttemptLimiter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it is not blocked. */
  blockedFor(key: string): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const left = entry.resetAt - this.now();
    if (left <= 0) {
      this.entries.delete(key);
      return 0;
    }
    return entry.count >= this.max ? Math.ceil(left / 1000) : 0;
  }

  /** Counts one attempt of `key`. */
  hit(key: string): void {
    const now = this.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.entries.size > 10_000) this.prune();
      return;
    }
    entry.count += 1;
  }

  /** Forgets `key` (a successful login clears its failures). */
  reset(key: string): void {
    this.entries.delete(key);
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+|localhost)$/i;

/** Whether a host or address is the loopback interface (the dev shortcuts work only there). */
export const isLoopback = (host: string | undefined): boolean => host !== undefined && LOOPBACK.test(host);
