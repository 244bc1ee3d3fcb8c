// Throttling of token requests (DECISIONS §2.3), kept per process, in memory. Failures are limited per address
// (IPv6 grouped by /64, since one host commonly holds a whole /64) and per (client id, address) with a growing
// wait; nothing that happens at other addresses ever refuses a client's correct secret. Successes are limited per
// client, since each one costs a slow hash.

export type ThrottleLimits = {
  /** Failures from one address (group) within the window before every attempt from it is refused. */
  perAddress: number;
  /** Failures of one client id from one address within the window before a backoff starts. */
  perClientAddress: number;
  /** Successful token requests of one client within the window. */
  successesPerClient: number;
  windowMs: number;
};
export const DEFAULT_LIMITS: ThrottleLimits = { perAddress: 50, perClientAddress: 10, successesPerClient: 60, windowMs: 60_000 };

/** Keys kept before expired ones are swept; past twice this many the oldest go, so a storm of addresses is bounded. */
const SWEEP_AT = 10_000;

/** The throttle's unit for an address: IPv4 as it is, IPv6 as its /64 prefix (IPv4-mapped IPv6 as the IPv4). */
export function addressGroup(address: string): string {
  const plain = address.trim().toLowerCase().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1];
  if (!plain.includes(":")) return plain;
  const [head, tail = ""] = plain.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = plain.includes("::") && tail ? tail.split(":") : [];
  const parts = plain.includes("::") ? [...headParts, ...Array(Math.max(0, 8 - headParts.length - tailParts.length)).fill("0"), ...tailParts] : headParts;
  return `${parts
    .slice(0, 4)
    .map((part) => (part.replace(/^0+(?=.)/, "") || "0"))
    .join(":")}::/64`;
}

/** Times of events per key within a sliding window. */
class Recent {
  readonly #times = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  of(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const times = (this.#times.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length) this.#times.set(key, times);
    else this.#times.delete(key);
    return times;
  }

  add(key: string): void {
    const times = this.of(key);
    this.#times.delete(key);
    this.#times.set(key, [...times, this.now()]);
    if (this.#times.size > SWEEP_AT) this.#sweep();
  }

  #sweep(): void {
    const cutoff = this.now() - this.windowMs;
    for (const [key, times] of this.#times) if (times[times.length - 1] <= cutoff) this.#times.delete(key);
    // Still too many: the least recently touched keys go first (a Map iterates in insertion order).
    for (const key of this.#times.keys()) {
      if (this.#times.size <= SWEEP_AT * 2) break;
      this.#times.delete(key);
    }
  }
}

export class TokenThrottle {
  readonly #failures: Recent;
  readonly #successes: Recent;

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.#failures = new Recent(limits.windowMs, now);
    this.#successes = new Recent(limits.windowMs, now);
  }

  /** Seconds until `times` (oldest first) holds fewer than `limit` entries again. */
  #untilBelow(times: number[], limit: number): number {
    if (times.length < limit) return 0;
    return Math.max(1, Math.ceil((times[times.length - limit] + this.limits.windowMs - this.now()) / 1000));
  }

  /** Seconds to wait before a token request of `clientId` from `address` may be tried, or 0. Checked before any hash. */
  retryAfterSeconds(clientId: string, address: string): number {
    const group = addressGroup(address);
    const fromAddress = this.#untilBelow(this.#failures.of(`address:${group}`), this.limits.perAddress);
    const pair = this.#failures.of(`pair:${clientId}\u0000${group}`);
    // Past the limit, each further failure doubles the wait after the last one (1 s, 2 s, 4 s … up to the window).
    const excess = pair.length - this.limits.perClientAddress;
    const backoff = excess < 0 ? 0 : Math.max(0, Math.ceil((pair[pair.length - 1] + Math.min(this.limits.windowMs, 1000 * 2 ** excess) - this.now()) / 1000));
    const successes = this.#untilBelow(this.#successes.of(`client:${clientId}`), this.limits.successesPerClient);
    return Math.max(fromAddress, backoff, successes);
  }

  /**
   * A failed token request of any kind (wrong secret, malformed credentials or body, bad grant or scope): each
   * counts for its address. Only those that did not prove the secret count for the client's backoff there: a
   * caller holding the secret is not guessing it, whatever else is wrong with its request.
   */
  recordFailure(clientId: string, address: string, options: { secretProven?: boolean } = {}): void {
    const group = addressGroup(address);
    this.#failures.add(`address:${group}`);
    if (!options.secretProven) this.#failures.add(`pair:${clientId}\u0000${group}`);
  }

  recordSuccess(clientId: string): void {
    this.#successes.add(`client:${clientId}`);
  }
}
