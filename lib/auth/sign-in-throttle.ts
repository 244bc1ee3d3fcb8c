// The studio's throttle of failed sign-ins, per person: two keys, the address (somebody trying many e-mails) and
// (e-mail, address) (somebody guessing one person's password), the second with a doubling backoff. Nothing that
// happens at other addresses refuses a right password from a clean one. Its counters live where every process of
// the deployment sees them (lib/rate-limit/hit-store.ts: the database on PostgreSQL, bounded memory on the embedded
// one).
import { addressGroup } from "../rate-limit/address-group";
import type { HitStore } from "../rate-limit/hit-store";

export type SignInLimits = {
  /** Failures of one (e-mail, address) before each further attempt must wait, doubling from `backoffMs`. */
  perAccountAddress: number;
  backoffMs: number;
  maxBackoffMs: number;
  /** Failures of one address, whatever the e-mail, within `windowMs`. */
  perAddress: number;
  windowMs: number;
};

export const SIGN_IN_LIMITS: SignInLimits = {
  perAccountAddress: 5,
  backoffMs: 30_000,
  maxBackoffMs: 15 * 60_000,
  perAddress: 20,
  windowMs: 15 * 60_000,
};

export type SignInWait = { seconds: number; reason: "address" | "account" | null };

export class SignInThrottle {
  constructor(
    private readonly store: () => Promise<HitStore>,
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
    private readonly now: () => number = Date.now,
    /** Where its counters live among the store's keys: each throttle counts its own failures. */
    private readonly namespace = "signin",
  ) {}

  #keys(account: string, address: string): { pair: string; person: string } {
    const person = addressGroup(address);
    return {
      pair: `${this.namespace}:pair:${encodeURIComponent(account.trim().toLowerCase())}|${person}`,
      person: `${this.namespace}:address:${person}`,
    };
  }

  get #keepMs(): number {
    return Math.max(this.limits.windowMs, this.limits.maxBackoffMs);
  }

  /** How long this person must wait before trying this account again, and why; 0 when they may try now. */
  async wait(account: string, address: string): Promise<SignInWait> {
    const { pair, person } = this.#keys(account, address);
    const now = this.now();
    const hits = await (await this.store()).hits([pair, person], now - this.#keepMs);
    let accountMs = 0;
    const pairFailures = hits.get(pair) ?? [];
    const over = pairFailures.length - this.limits.perAccountAddress;
    if (over >= 0)
      accountMs =
        pairFailures[pairFailures.length - 1] +
        Math.min(this.limits.maxBackoffMs, this.limits.backoffMs * 2 ** over) -
        now;
    let addressMs = 0;
    // The hits read go back #keepMs, which may be longer than the window; no filter is needed: when fewer than
    // perAddress failures lie inside the window, the one picked lies before it and the wait comes out negative.
    const personFailures = hits.get(person) ?? [];
    if (personFailures.length >= this.limits.perAddress)
      addressMs = personFailures[personFailures.length - this.limits.perAddress] + this.limits.windowMs - now;
    const seconds = Math.max(0, Math.ceil(Math.max(accountMs, addressMs) / 1000));
    return { seconds, reason: seconds === 0 ? null : accountMs >= addressMs ? "account" : "address" };
  }

  async recordFailure(account: string, address: string): Promise<void> {
    const { pair, person } = this.#keys(account, address);
    const now = this.now();
    await (await this.store()).record([pair, person], now, now - this.#keepMs);
  }

  /** A right password ends this person's backoff for the account (their failures still count for the address). */
  async recordSuccess(account: string, address: string): Promise<void> {
    await (await this.store()).clear(this.#keys(account, address).pair);
  }
}
