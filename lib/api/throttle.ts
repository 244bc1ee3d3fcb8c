// Throttling of failed token requests (DECISIONS §2.3): past 10 failures within 60 s for one client id, or 50
// for one address, further attempts get 429 until the window passes. Kept per process, in memory.

export type ThrottleLimits = { perClient: number; perAddress: number; windowMs: number };
export const DEFAULT_LIMITS: ThrottleLimits = { perClient: 10, perAddress: 50, windowMs: 60_000 };

export class FailureThrottle {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  #recent(key: string): number[] {
    const cutoff = this.now() - this.limits.windowMs;
    const times = (this.#failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length) this.#failures.set(key, times);
    else this.#failures.delete(key);
    return times;
  }

  /** Seconds to wait before trying again, or 0 when the attempt may go ahead. */
  retryAfterSeconds(clientId: string, address: string): number {
    const checks: [string, number][] = [
      [`client:${clientId}`, this.limits.perClient],
      [`address:${address}`, this.limits.perAddress],
    ];
    let wait = 0;
    for (const [key, limit] of checks) {
      const times = this.#recent(key);
      if (times.length >= limit) wait = Math.max(wait, Math.ceil((times[times.length - limit] + this.limits.windowMs - this.now()) / 1000));
    }
    return wait;
  }

  recordFailure(clientId: string, address: string): void {
    for (const key of [`client:${clientId}`, `address:${address}`]) this.#failures.set(key, [...this.#recent(key), this.now()]);
  }
}
