// The studio's own throttle of failed sign-ins, per person: checked before the API is asked, so one person's
// guesses cost the API (whose per-client limit every studio user shares) only a few failures, and never lock out
// somebody else. Two keys: the address (a person trying many client ids) and (client id, address) (a person
// guessing one client's secret), the second with a doubling backoff. In memory, per process.

export type SignInLimits = {
  /** Failures of one (client id, address) before each further attempt must wait, doubling from `backoffMs`. */
  perClientAddress: number;
  backoffMs: number;
  maxBackoffMs: number;
  /** Failures of one address, whatever the client id, within `windowMs`. */
  perAddress: number;
  windowMs: number;
};

export const SIGN_IN_LIMITS: SignInLimits = { perClientAddress: 5, backoffMs: 30_000, maxBackoffMs: 15 * 60_000, perAddress: 20, windowMs: 15 * 60_000 };

/** IPv4-mapped IPv6 as IPv4; IPv6 grouped by its /64 (one home or office), as the API's throttle does. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(":")) return address;
  const [head, tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export class SignInThrottle {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  #recent(key: string): number[] {
    const cutoff = this.now() - Math.max(this.limits.windowMs, this.limits.maxBackoffMs);
    const times = (this.#failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length) this.#failures.set(key, times);
    else this.#failures.delete(key);
    return times;
  }

  #keys(clientId: string, address: string): { pair: string; person: string } {
    const person = addressKey(address);
    return { pair: `${clientId}\u0000${person}`, person };
  }

  /** Seconds this person must wait before trying this client id again; 0 when they may try now. */
  retryAfterSeconds(clientId: string, address: string): number {
    const { pair, person } = this.#keys(clientId, address);
    const now = this.now();
    let waitMs = 0;
    const pairFailures = this.#recent(pair);
    const over = pairFailures.length - this.limits.perClientAddress;
    if (over >= 0) {
      const backoff = Math.min(this.limits.maxBackoffMs, this.limits.backoffMs * 2 ** over);
      waitMs = Math.max(waitMs, pairFailures[pairFailures.length - 1] + backoff - now);
    }
    const personFailures = this.#recent(person).filter((time) => time > now - this.limits.windowMs);
    if (personFailures.length >= this.limits.perAddress) {
      waitMs = Math.max(waitMs, personFailures[personFailures.length - this.limits.perAddress] + this.limits.windowMs - now);
    }
    return Math.max(0, Math.ceil(waitMs / 1000));
  }

  recordFailure(clientId: string, address: string): void {
    const { pair, person } = this.#keys(clientId, address);
    for (const key of [pair, person]) this.#failures.set(key, [...this.#recent(key), this.now()]);
  }

  /** A right secret ends this person's backoff for the client (their failures still count for the address). */
  recordSuccess(clientId: string, address: string): void {
    this.#failures.delete(this.#keys(clientId, address).pair);
  }
}
