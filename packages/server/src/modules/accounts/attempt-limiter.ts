import type { Clock } from '../../shared/clock.js';

/** Keys remembered at most; beyond this the oldest are forgotten first (a flood of addresses cannot fill memory). */
const maximumKeys = 10_000;

/**
 * Counts attempts per key (a client address, an account's e-mail) in a sliding window and says how
 * long a key must wait once it reaches the limit (slow down password guessing).
 *
 * The counts live in this process's memory: with several server instances each keeps its own, so
 * the effective limit is the limit times the number of instances, and a restart forgets them.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it may try now. */
  waitFor(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    return recent[recent.length - this.limit]! + this.windowMs - this.clock.now().getTime();
  }

  /** Counts one attempt by `key`. */
  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.clock.now().getTime());
    this.attempts.delete(key);
    this.attempts.set(key, recent);
    if (this.attempts.size > maximumKeys) this.forgetOldest();
  }

  /** Forgets `key`'s attempts (after a successful sign-in). */
  reset(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.clock.now().getTime() - this.windowMs;
    return (this.attempts.get(key) ?? []).filter((time) => time > since);
  }

  private forgetOldest(): void {
    // Map order is insertion order and `record` re-inserts, so the first keys are the least recent.
    for (const key of this.attempts.keys()) {
      if (this.attempts.size <= maximumKeys * 0.9) return;
      this.attempts.delete(key);
    }
  }
}
