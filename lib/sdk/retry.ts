// When and how long to wait before trying a request again: only idempotent requests, only for failures that
// may pass (network, 5xx, 429), capped exponential backoff with full jitter, `Retry-After` honoured, and a
// bounded total time.

export type RetryOptions = {
  /** How many times a request may be repeated after its first try. Default 3. */
  maxRetries?: number;
  /** The first backoff, in ms. Default 250. */
  baseDelayMs?: number;
  /** The longest single backoff, in ms. Default 5000. */
  maxDelayMs?: number;
  /** No retry starts later than this many ms after the first try. Default 30000. */
  maxTotalMs?: number;
};

export const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

/**
 * Whether a request may be repeated: an idempotent method, or a create carrying an `Idempotency-Key` (the API then
 * makes its model once however often it is sent, docs/api.md "Idempotent creates").
 */
export function isRepeatable(method: string, idempotencyKey: string | undefined): boolean {
  return IDEMPOTENT_METHODS.has(method) || idempotencyKey !== undefined;
}

/**
 * Whether an error answer is worth another try: the transient ones, and for a keyed create `409
 * idempotencyKeyInUse` (its twin is still running; the retry after Retry-After gets the twin's answer).
 */
export function isRetryableAnswer(status: number, error: string, idempotencyKey: string | undefined): boolean {
  return (
    isRetryableStatus(status) || (idempotencyKey !== undefined && status === 409 && error === "idempotencyKeyInUse")
  );
}

/** The API's rule for a key (docs/api.md "Idempotent creates"): 1–255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Statuses worth another try: the server's transient failures and rate limiting (not 501: it never changes). */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status !== 501);
}

/** The wait before retry number `attempt` (0-based), or null when no retry may start. */
export function retryDelay(
  options: Required<RetryOptions>,
  attempt: number,
  elapsedMs: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number | null {
  if (attempt >= options.maxRetries) return null;
  const backoff = random() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  const delay = retryAfterMs === null ? backoff : Math.max(retryAfterMs, backoff);
  return elapsedMs + delay > options.maxTotalMs ? null : Math.round(delay);
}

export const RETRY_DEFAULTS: Readonly<Required<RetryOptions>> = {
  maxRetries: 3,
  baseDelayMs: 250,
  maxDelayMs: 5000,
  maxTotalMs: 30_000,
};

/**
 * The options given, completed with the defaults. An entry given as `undefined` keeps its default: spreading it
 * over the defaults would replace the default with `undefined` (and `attempt >= undefined` never ends retrying).
 */
export function withRetryDefaults(options: RetryOptions | undefined): Required<RetryOptions> {
  const merged = { ...RETRY_DEFAULTS };
  for (const key of Object.keys(RETRY_DEFAULTS) as (keyof RetryOptions)[]) {
    const value = options?.[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
