// Throttling of token requests (docs/decisions.md §2.3), counted where every process of the deployment sees the same
// counts (lib/rate-limit/hit-store.ts: the database on PostgreSQL, bounded memory beside the embedded database).
// Failures are limited per address (IPv6 grouped by /64, since one host commonly holds a whole /64) and per (client id,
// address) with a growing wait; nothing that happens at other addresses ever refuses a client's correct secret.
// Successes are limited per client, since each one costs a slow hash. Each refusal says which limit it is.

export type ThrottleLimits = {
  /** Failures from one address (group) within the window before every attempt from it is refused. */
  perAddress: number;
  /** Failures of one client id from one address within the window before a backoff starts. */
  perClientAddress: number;
  /** Successful token requests of one client within the window. */
  successesPerClient: number;
  windowMs: number;
};
export const DEFAULT_LIMITS: ThrottleLimits = {
  perAddress: 50,
  perClientAddress: 10,
  successesPerClient: 60,
  windowMs: 60_000,
};

import { addressGroup } from "../rate-limit/address-group";
import type { HitStore } from "../rate-limit/hit-store";

const clientKey = (clientId: string) => `token:client:${encodeURIComponent(clientId)}`;

export type ThrottleReason = "address" | "clientAddress" | "successes";
export type ThrottleVerdict = { retryAfterSeconds: number; reason: ThrottleReason | null };

export class TokenThrottle {
  constructor(
    private readonly store: () => Promise<HitStore>,
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Seconds until `times` (oldest first) holds fewer than `limit` entries again. At least 1 without a floor: the
   * store returns only hits inside the window (after now − window), so each one leaves it in the future.
   */
  #untilBelow(times: number[], limit: number, now: number): number {
    if (times.length < limit) return 0;
    return Math.ceil((times[times.length - limit] + this.limits.windowMs - now) / 1000);
  }

  #keys(clientId: string, address: string) {
    const group = addressGroup(address);
    return {
      address: `token:address:${group}`,
      pair: `token:pair:${encodeURIComponent(clientId)}|${group}`,
      client: clientKey(clientId),
    };
  }

  /**
   * How long a token request of `clientId` from `address` must wait, and which limit holds it. Checked before any hash.
   */
  async check(clientId: string, address: string): Promise<ThrottleVerdict> {
    const now = this.now();
    const keys = this.#keys(clientId, address);
    const hits = await (await this.store()).hits([keys.address, keys.pair, keys.client], now - this.limits.windowMs);
    const pair = hits.get(keys.pair) ?? [];
    // Past the limit, each further failure doubles the wait after the last one (1 s, 2 s, 4 s … up to the window).
    const excess = pair.length - this.limits.perClientAddress;
    const waits: [ThrottleReason, number][] = [
      ["address", this.#untilBelow(hits.get(keys.address) ?? [], this.limits.perAddress, now)],
      [
        "clientAddress",
        excess < 0
          ? 0
          : Math.max(
              0,
              Math.ceil((pair[pair.length - 1] + Math.min(this.limits.windowMs, 1000 * 2 ** excess) - now) / 1000),
            ),
      ],
      ["successes", this.#untilBelow(hits.get(keys.client) ?? [], this.limits.successesPerClient, now)],
    ];
    const [reason, retryAfterSeconds] = waits.reduce((longest, wait) => (wait[1] > longest[1] ? wait : longest));
    return { retryAfterSeconds, reason: retryAfterSeconds > 0 ? reason : null };
  }

  /** Seconds to wait before a token request of `clientId` from `address` may be tried, or 0. */
  async retryAfterSeconds(clientId: string, address: string): Promise<number> {
    return (await this.check(clientId, address)).retryAfterSeconds;
  }

  /**
   * A failed token request of any kind (wrong secret, malformed credentials or body, bad grant or scope): each
   * counts for its address. Only those that did not prove the secret count for the client's backoff there: a
   * caller holding the secret is not guessing it, whatever else is wrong with its request.
   */
  async recordFailure(clientId: string, address: string, options: { secretProven?: boolean } = {}): Promise<void> {
    const keys = this.#keys(clientId, address);
    const now = this.now();
    await (
      await this.store()
    ).record(options.secretProven ? [keys.address] : [keys.address, keys.pair], now, now - this.limits.windowMs);
  }

  async recordSuccess(clientId: string): Promise<void> {
    const now = this.now();
    await (await this.store()).record([clientKey(clientId)], now, now - this.limits.windowMs);
  }
}
