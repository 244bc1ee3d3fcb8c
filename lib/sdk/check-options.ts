// Refuses client options that would misbehave only later: a NaN or negative retry count retries forever or
// never, and a timer longer than 2^31-1 ms fires at once in Node.

import type { RetryOptions } from "./retry";

/** The longest delay a timer can wait (setTimeout and AbortSignal.timeout treat anything longer as 1 ms). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

type TimingOptions = { retry?: RetryOptions; timeoutMs?: number };

function describe(value: unknown): string {
  return typeof value === "number" ? String(value) : typeof value;
}

function checkNumber(
  where: string,
  name: string,
  value: unknown,
  rule: { min: number; integer?: boolean; max?: number },
  wanted: string,
): void {
  if (value === undefined) return;
  const valid =
    typeof value === "number" &&
    Number.isFinite(value) &&
    value >= rule.min &&
    value <= (rule.max ?? Number.MAX_SAFE_INTEGER) &&
    (!rule.integer || Number.isInteger(value));
  if (!valid) throw new TypeError(`${where}: ${name} must be ${wanted}; got ${describe(value)}.`);
}

/**
 * Throws a TypeError naming the first retry or timeout option that is not a usable number; `undefined` means the
 * default. `where` starts the message: `createClient`, or the method of a per-call option.
 */
export function checkTimingOptions(options: TimingOptions, where = "createClient"): void {
  const retry = options.retry;
  if (retry !== undefined && (typeof retry !== "object" || retry === null)) {
    throw new TypeError(
      `${where}: retry must be an object of retry options; got ${retry === null ? "null" : typeof retry}.`,
    );
  }
  checkNumber(where, "retry.maxRetries", retry?.maxRetries, { min: 0, integer: true }, "a whole number of at least 0");
  const delay = `a finite number of ms between 0 and ${MAX_TIMER_MS}`;
  checkNumber(where, "retry.baseDelayMs", retry?.baseDelayMs, { min: 0, max: MAX_TIMER_MS }, delay);
  checkNumber(where, "retry.maxDelayMs", retry?.maxDelayMs, { min: 0, max: MAX_TIMER_MS }, delay);
  checkNumber(where, "retry.maxTotalMs", retry?.maxTotalMs, { min: 0, max: MAX_TIMER_MS }, delay);
  checkNumber(
    where,
    "timeoutMs",
    options.timeoutMs,
    { min: 1, max: MAX_TIMER_MS },
    `a finite number of ms between 1 and ${MAX_TIMER_MS}`,
  );
}
