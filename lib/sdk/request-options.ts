// Per-call options: every method takes them as its last argument. They are checked before anything is sent, and
// turned into what one call's tries use: the retry policy, the timeout of a try, the caller's signal and headers.

import { checkTimingOptions } from "./check-options";
import { AbortError } from "./errors";
import { type RetryOptions, withRetryDefaults } from "./retry";

/** Options of one call. */
export type RequestOptions = {
  /** Cancels the call: it rejects with `AbortError`, nothing more is sent, an iterator stops paging. */
  signal?: AbortSignal;
  /**
   * Abort each try of this call after this many ms (instead of the client's `timeoutMs`); a timed-out try is a
   * NetworkError.
   */
  timeoutMs?: number;
  /** This call's retry policy, entry by entry over the client's (e.g. `{ maxRetries: 0 }`). */
  retry?: RetryOptions;
  /**
   * Extra request headers, e.g. a trace id. The SDK's own (Accept, Content-Type, Range, If-*) win over them;
   * `Authorization` is refused (the SDK owns it).
   */
  headers?: Record<string, string>;
};

/** What one call's tries use. */
export type CallSettings = {
  retry: Required<RetryOptions>;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  headers: Headers;
};

/** The keys of RequestOptions, to tell them apart from a method's own options in one object. */
const KEYS = ["signal", "timeoutMs", "retry", "headers"] as const;

/** Only the request options of an object that may hold a method's own options too (fields, range, …). */
export function requestOptionsOf(options: object | undefined): RequestOptions {
  const picked: Record<string, unknown> = {};
  for (const key of KEYS)
    if (options && (options as Record<string, unknown>)[key] !== undefined)
      picked[key] = (options as Record<string, unknown>)[key];
  return picked as RequestOptions;
}

/**
 * The settings of a call: the client's defaults overridden by `options`. Throws a TypeError, before anything is
 * sent, for an option that cannot work.
 */
export function callSettings(
  options: RequestOptions | undefined,
  defaults: { retry: Required<RetryOptions>; timeoutMs: number },
  where: string,
): CallSettings {
  if (options === undefined || options === null)
    return { retry: defaults.retry, timeoutMs: defaults.timeoutMs, signal: undefined, headers: new Headers() };
  if (typeof options !== "object")
    throw new TypeError(`${where}: the options must be an object; got ${typeof options}.`);
  checkTimingOptions(options, where);
  const signal = options.signal;
  if (signal !== undefined && !(signal instanceof AbortSignal))
    throw new TypeError(`${where}: signal must be an AbortSignal.`);
  let headers: Headers;
  try {
    headers = new Headers(options.headers);
  } catch (cause) {
    throw new TypeError(
      `${where}: headers must be an object of valid header names and ` +
        `values (${cause instanceof Error ? cause.message : String(cause)}). ` +
        `Nothing was sent.`,
    );
  }
  if (headers.has("authorization"))
    throw new TypeError(
      `${where}: the Authorization header is the SDK's; it cannot be set per call. Nothing was sent.`,
    );
  return {
    retry: options.retry ? withRetryDefaults({ ...defaults.retry, ...definedEntries(options.retry) }) : defaults.retry,
    timeoutMs: options.timeoutMs ?? defaults.timeoutMs,
    signal,
    headers,
  };
}

function definedEntries<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/** The AbortError for a call cancelled by `signal`. */
export function abortError(signal: AbortSignal, request: { method: string; path: string }, attempts = 0): AbortError {
  return new AbortError({
    status: 0,
    error: "aborted",
    message: "The call was cancelled by its signal.",
    method: request.method,
    path: request.path,
    cause: signal.reason,
    attempts,
  });
}

/** Rejects with the call's AbortError when `signal` has aborted. */
export function throwIfAborted(
  signal: AbortSignal | undefined,
  request: { method: string; path: string },
  attempts = 0,
): void {
  if (signal?.aborted) throw abortError(signal, request, attempts);
}

/** `promise`, or the AbortError as soon as `signal` aborts (the work behind `promise` goes on for other callers). */
export function abortable<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  request: { method: string; path: string },
  attempts = 0,
): Promise<T> {
  return signal ? raceAbort(promise, signal, () => abortError(signal, request, attempts)) : promise;
}

/** Waits `ms`, or rejects with the AbortError (after `attempts` tries) as soon as `signal` aborts. */
export function sleep(
  ms: number,
  signal?: AbortSignal,
  request?: { method: string; path: string },
  attempts = 0,
): Promise<void> {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const timer = new Promise<void>((resolve) => {
    handle = setTimeout(resolve, ms);
  });
  if (!signal || !request) return timer;
  // abortable() removes its listener when the wait ends either way; the timer is cleared when it is abandoned.
  return abortable(timer, signal, request, attempts).catch((error: unknown) => {
    clearTimeout(handle);
    throw error;
  });
}

/**
 * `promise`, or a rejection with the signal's reason as soon as `signal` aborts: a try ends when its signal says
 * so even if the fetch given to createClient ignores signals.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return raceAbort(promise, signal, () => signal.reason);
}

/** `promise`, or a rejection with `reason()` as soon as `signal` aborts; the listener goes when either ends. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal, reason: () => unknown): Promise<T> {
  if (signal.aborted) return Promise.reject(reason());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(reason());
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/** The signal of one try: the caller's, combined with the try's timeout. */
export function trySignal(settings: CallSettings): AbortSignal {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  return settings.signal ? AbortSignal.any([settings.signal, timeout]) : timeout;
}
