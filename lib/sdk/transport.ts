// One call to the API: versioned headers, the bearer token (renewed once when refused), retries where safe, the
// caller's signal and per-call options, the client's hooks, and typed errors for every failure.

import {
  type ApiError,
  AbortError,
  InvalidResponseError,
  NetworkError,
  bearerError,
  errorFromResponse,
} from "./errors";
import { mediaType, parseRetryAfter, versionOf } from "./headers";
import { type HookRequest, Observer } from "./hooks";
import { networkError } from "./network-error";
import { redactText } from "./redact";
import {
  type CallSettings,
  type RequestOptions,
  abortError,
  callSettings,
  sleep,
  throwIfAborted,
  trySignal,
  untilAborted,
} from "./request-options";
import { isRepeatable, isRetryableAnswer, retryDelay, type RetryOptions, withRetryDefaults } from "./retry";
import { FixedToken } from "./fixed-token";
import { TokenManager, type Credentials } from "./token-manager";

export type TransportOptions = {
  baseUrl: string;
  /** An API client's credentials (tokens requested and renewed), or a fixed bearer token (a capture device's). */
  credentials: Credentials | { accessToken: string };
  version: string;
  fetch: typeof fetch;
  retry?: RetryOptions;
  /** Abort a single try after this many ms. Default 30000. */
  timeoutMs?: number;
  observer?: Observer;
};

export type ApiRequest = {
  method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
  path: string;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string | undefined>;
  body?: unknown;
  /**
   * Statuses that, answered to a retry after a try that got no answer, are returned instead of thrown: that try
   * may have done the work. The DELETE of one model takes 404 and 410 (it most likely deleted it); a PUT takes 412
   * (its caller checks whether the model now holds what it wrote).
   */
  acceptAfterUnanswered?: readonly number[];
  /** Sent as `Idempotency-Key`: the POST is then retried like an idempotent request (retry.ts `isRepeatable`). */
  idempotencyKey?: string;
};

export type ApiResponse = {
  status: number;
  headers: Headers;
  /** The parsed JSON body; null for 204, 304, HEAD and an empty body. */
  body: unknown;
  /** The API version the response speaks (from its Content-Type). */
  version: string | null;
  /** True when an earlier try of this call got no answer (it may have reached the API). */
  afterUnanswered: boolean;
  /** How many tries the call took. */
  attempts: number;
};

/** One try's outcome: the answer read in full, or the failure that left none. */
type Outcome =
  | { response: Omit<ApiResponse, "afterUnanswered" | "attempts">; error: ApiError | null }
  | { failure: NetworkError | AbortError };

/**
 * The request's body as JSON text, made before anything is sent: a body JSON cannot represent (a BigInt, a
 * cycle, a function) is the caller's mistake, not the network's, and no retry can fix it.
 */
function serializeBody(request: ApiRequest): string | undefined {
  if (request.body === undefined) return undefined;
  let text: string | undefined;
  try {
    text = JSON.stringify(request.body);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message.split("\n")[0] : String(cause);
    throw new TypeError(
      `${request.method} ${request.path}: the body cannot be sent as JSON (${reason}). Nothing was sent.`,
      { cause },
    );
  }
  if (text === undefined)
    throw new TypeError(
      `${request.method} ${request.path}: the body cannot be sent as ` +
        `JSON (a ${typeof request.body} has no JSON form). Nothing was ` +
        `sent.`,
    );
  return text;
}

export class Transport {
  readonly #options: TransportOptions;
  readonly #retry: Required<RetryOptions>;
  readonly #timeoutMs: number;
  readonly #tokens: TokenManager | FixedToken;
  readonly #observer: Observer;
  /** The API version of the last response, for `client.apiVersion`. */
  lastVersion: string | null = null;

  constructor(options: TransportOptions) {
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, "") };
    this.#retry = withRetryDefaults(options.retry);
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#observer = options.observer ?? new Observer(undefined);
    const { credentials } = options;
    this.#tokens =
      "accessToken" in credentials
        ? new FixedToken(credentials.accessToken)
        : new TokenManager({
            credentials,
            baseUrl: this.#options.baseUrl,
            version: options.version,
            fetch: options.fetch,
            retry: this.#retry,
            timeoutMs: options.timeoutMs,
            observer: this.#observer,
          });
  }

  /**
   * Sends `request`; resolves with 2xx and 304 answers (and those `acceptAfterUnanswered` names), throws a typed
   * ApiError for everything else: AbortError as soon as the call's signal aborts. A body that cannot be serialised
   * or an option that cannot work throws a TypeError before anything is sent.
   */
  async send(request: ApiRequest, options?: RequestOptions): Promise<ApiResponse> {
    const settings = callSettings(
      options,
      { retry: this.#retry, timeoutMs: this.#timeoutMs },
      `${request.method} ${request.path}`,
    );
    const body = serializeBody(request);
    const { signal } = settings;
    throwIfAborted(signal, request);
    const started = Date.now();
    const idempotent = isRepeatable(request.method, request.idempotencyKey);
    let renewed = false;
    let tries = 0;
    // An earlier try got no answer: it may have reached the API and done its work.
    let unanswered = false;
    for (let attempt = 0; ; attempt++) {
      const token = await this.#tokens.get({ signal, request, attempts: tries });
      tries++;
      const outcome = await this.#attempt(request, body, token, settings, tries);
      if ("failure" in outcome) {
        if (outcome.failure instanceof AbortError) throw outcome.failure;
        unanswered = true;
        const delay = idempotent ? retryDelay(settings.retry, attempt, Date.now() - started, null) : null;
        if (delay === null) throw outcome.failure;
        await sleep(delay, signal, request, tries);
        continue;
      }
      const { response, error } = outcome;
      this.lastVersion = response.version ?? this.lastVersion;
      if (!error) return { ...response, afterUnanswered: unanswered, attempts: tries };
      if (unanswered && request.acceptAfterUnanswered?.includes(response.status))
        return { ...response, afterUnanswered: true, attempts: tries };

      // A fixed token cannot be renewed: its refusal is the caller's to handle (a revoked capture device).
      if (!renewed && this.#tokens.renewable && (error.error === "invalidToken" || error.error === "tokenExpired")) {
        renewed = true;
        await this.#tokens.renew(token, { signal, request, attempts: tries });
        attempt--;
        continue;
      }
      const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
      const delay =
        idempotent && isRetryableAnswer(response.status, error.error, request.idempotencyKey)
          ? retryDelay(settings.retry, attempt, Date.now() - started, retryAfter)
          : null;
      if (delay === null) throw error;
      await sleep(delay, signal, request, tries);
    }
  }

  /** The typed error of an answer that is not a success (for a caller that decided to refuse it after all). */
  errorFor(request: ApiRequest, response: ApiResponse): ApiError {
    return this.#toError(request, response, response.attempts);
  }

  /** One try, seen by the hooks: the answer read in full, or the failure that left none. */
  async #attempt(
    request: ApiRequest,
    body: string | undefined,
    token: string,
    settings: CallSettings,
    tries: number,
  ): Promise<Outcome> {
    const url = new URL(this.#options.baseUrl + request.path);
    for (const [key, value] of Object.entries(request.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, value);
    // The caller's extra headers first: the SDK's own override them.
    const headers = new Headers(settings.headers);
    headers.set("Accept", mediaType(this.#options.version));
    headers.set("Authorization", `Bearer ${token}`);
    for (const [key, value] of Object.entries(request.headers ?? {})) if (value !== undefined) headers.set(key, value);
    if (request.idempotencyKey !== undefined) headers.set("Idempotency-Key", request.idempotencyKey);
    if (body !== undefined) headers.set("Content-Type", mediaType(this.#options.version));

    const secrets = this.#tokens.secrets();
    const observed = await this.#observer.request({
      kind: "api",
      method: request.method,
      url: redactText(url.toString(), secrets),
      path: request.path,
      attempt: tries,
      headers,
      body,
    });
    const clock = performance.now();
    const fail = async (cause: unknown, phase: "send" | "read"): Promise<Outcome> => {
      const failure = settings.signal?.aborted
        ? abortError(settings.signal, request, tries)
        : networkError(cause, request, phase, { secrets, attempts: tries });
      await this.#observer.failure({ request: observed.seen, error: failure, durationMs: performance.now() - clock });
      return { failure };
    };
    const signal = trySignal(settings);
    let answer: Response;
    try {
      answer = await untilAborted(
        this.#options.fetch(url, { method: request.method, headers: observed.headers, body, signal }),
        signal,
      );
    } catch (cause) {
      return fail(cause, "send");
    }
    let response: Omit<ApiResponse, "afterUnanswered" | "attempts">;
    try {
      response = await this.#read(request, answer, tries, signal);
    } catch (error) {
      if (error instanceof NetworkError) return fail(error.cause, "read");
      await this.#observe(observed.seen, answer, clock, error as ApiError);
      throw error;
    }
    const ok = (response.status >= 200 && response.status < 300) || response.status === 304;
    const error = ok ? null : this.#toError(request, response, tries);
    await this.#observe(observed.seen, answer, clock, error);
    return { response, error };
  }

  #observe(request: HookRequest, answer: Response, clock: number, error: ApiError | null): Promise<void> {
    return this.#observer.response({
      request,
      status: answer.status,
      headers: answer.headers,
      durationMs: performance.now() - clock,
      error,
    });
  }

  async #read(
    request: ApiRequest,
    response: Response,
    tries: number,
    signal: AbortSignal,
  ): Promise<Omit<ApiResponse, "afterUnanswered" | "attempts">> {
    const version = versionOf(response.headers.get("content-type"));
    const answer = { status: response.status, headers: response.headers, version };
    if (request.method === "HEAD" || response.status === 204 || response.status === 304) {
      try {
        await response.body?.cancel();
      } catch {
        // Nothing was to be read: an answer without a body is complete whatever happens to the connection now.
      }
      return { ...answer, body: null };
    }
    let text: string;
    try {
      text = await untilAborted(response.text(), signal);
    } catch (cause) {
      // Only its cause is used (by #attempt, which makes the NetworkError or AbortError).
      throw new NetworkError({
        status: 0,
        error: "networkError",
        message: "read failed",
        method: request.method,
        path: request.path,
        cause,
      });
    }
    if (!text) return { ...answer, body: null };
    try {
      return { ...answer, body: JSON.parse(text) };
    } catch {
      const what =
        `The API answered ${response.status} with a body that is not ` + `JSON${contentTypeNote(response.headers)}.`;
      // A success that is not JSON is not the API's answer (a proxy's or portal's page, a wrong base URL): never data.
      if (response.ok) {
        throw new InvalidResponseError({
          status: response.status,
          error: "invalidResponse",
          message: what,
          method: request.method,
          path: request.path,
          headers: response.headers,
          attempts: tries,
        });
      }
      return { ...answer, body: { error: "invalidResponse", message: what } };
    }
  }

  #toError(request: ApiRequest, response: Omit<ApiResponse, "afterUnanswered" | "attempts">, tries: number): ApiError {
    const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
    // An answer to HEAD has no body: a refused token is then told by its header alone, and must still be renewed.
    const body = response.body ?? bearerError(response.status, response.headers.get("www-authenticate"));
    return errorFromResponse({
      status: response.status,
      retryAfterMs,
      body,
      method: request.method,
      path: request.path,
      headers: response.headers,
      attempts: tries,
    });
  }
}

/** ` (Content-Type: text/html)`, to tell what answered instead of the API; empty without a Content-Type. */
function contentTypeNote(headers: Headers): string {
  const type = headers.get("content-type")?.split(";")[0].trim().slice(0, 100);
  return type ? ` (Content-Type: ${type})` : "";
}
