// One request to the API: versioned headers, the bearer token (renewed once when refused), retries where safe,
// and typed errors for every failure.

import { type ApiError, InvalidResponseError, NetworkError, bearerError, errorFromResponse } from "./errors";
import { mediaType, parseRetryAfter, versionOf } from "./headers";
import { networkError } from "./network-error";
import { IDEMPOTENT_METHODS, isRetryableStatus, retryDelay, type RetryOptions, withRetryDefaults } from "./retry";
import { TokenManager, type Credentials } from "./token-manager";

export type TransportOptions = {
  baseUrl: string;
  credentials: Credentials;
  version: string;
  fetch: typeof fetch;
  retry?: RetryOptions;
  /** Abort a single try after this many ms. Default 30000. */
  timeoutMs?: number;
};

export type ApiRequest = {
  method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
  path: string;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string | undefined>;
  body?: unknown;
  /**
   * For the DELETE of one model: when a try got no answer and a retry then answers 404 or 410, the unanswered
   * try most likely deleted it, so that answer is returned as the success it is for the caller.
   */
  absentMeansDeleted?: boolean;
};

export type ApiResponse = {
  status: number;
  headers: Headers;
  /** The parsed JSON body; null for 204, 304, HEAD and an empty body. */
  body: unknown;
  /** The API version the response speaks (from its Content-Type). */
  version: string | null;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    throw new TypeError(`${request.method} ${request.path}: the body cannot be sent as JSON (${reason}). Nothing was sent.`, { cause });
  }
  if (text === undefined) throw new TypeError(`${request.method} ${request.path}: the body cannot be sent as JSON (a ${typeof request.body} has no JSON form). Nothing was sent.`);
  return text;
}

export class Transport {
  readonly #options: TransportOptions;
  readonly #retry: Required<RetryOptions>;
  readonly #tokens: TokenManager;
  /** The API version of the last response, for `client.apiVersion`. */
  lastVersion: string | null = null;

  constructor(options: TransportOptions) {
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, "") };
    this.#retry = withRetryDefaults(options.retry);
    this.#tokens = new TokenManager({
      credentials: options.credentials,
      baseUrl: this.#options.baseUrl,
      version: options.version,
      fetch: options.fetch,
      retry: this.#retry,
      timeoutMs: options.timeoutMs,
    });
  }

  /**
   * Sends `request`; resolves with 2xx and 304 answers (and, with `absentMeansDeleted`, a 404 or 410 to a retry
   * after an unanswered try), throws a typed ApiError for everything else. A body that cannot be serialised
   * throws a TypeError before anything is sent.
   */
  async send(request: ApiRequest): Promise<ApiResponse> {
    const body = serializeBody(request);
    const started = Date.now();
    const idempotent = IDEMPOTENT_METHODS.has(request.method);
    let renewed = false;
    // An earlier try got no answer: it may have reached the API and done its work.
    let unanswered = false;
    for (let attempt = 0; ; attempt++) {
      const token = await this.#tokens.get();
      let parsed: ApiResponse;
      try {
        parsed = await this.#attempt(request, body, token);
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        unanswered = true;
        const delay = idempotent ? retryDelay(this.#retry, attempt, Date.now() - started, null) : null;
        if (delay === null) throw error;
        await sleep(delay);
        continue;
      }
      this.lastVersion = parsed.version ?? this.lastVersion;
      if ((parsed.status >= 200 && parsed.status < 300) || parsed.status === 304) return parsed;
      if (unanswered && request.absentMeansDeleted && (parsed.status === 404 || parsed.status === 410)) return parsed;

      const error = this.#toError(request, parsed);
      if (!renewed && (error.error === "invalidToken" || error.error === "tokenExpired")) {
        renewed = true;
        await this.#tokens.renew(token);
        attempt--;
        continue;
      }
      const retryAfter = parseRetryAfter(parsed.headers.get("retry-after"));
      const delay = idempotent && isRetryableStatus(parsed.status) ? retryDelay(this.#retry, attempt, Date.now() - started, retryAfter) : null;
      if (delay === null) throw error;
      await sleep(delay);
    }
  }

  /** One try: the answer read in full, or a NetworkError when the connection failed before or while reading it. */
  async #attempt(request: ApiRequest, body: string | undefined, token: string): Promise<ApiResponse> {
    let response: Response;
    try {
      response = await this.#fetchOnce(request, body, token);
    } catch (cause) {
      throw networkError(cause, request);
    }
    return this.#read(request, response);
  }

  #fetchOnce(request: ApiRequest, body: string | undefined, token: string): Promise<Response> {
    const url = new URL(this.#options.baseUrl + request.path);
    for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
    const headers: Record<string, string> = { Accept: mediaType(this.#options.version), Authorization: `Bearer ${token}` };
    for (const [key, value] of Object.entries(request.headers ?? {})) if (value !== undefined) headers[key] = value;
    if (body !== undefined) headers["Content-Type"] = mediaType(this.#options.version);
    return this.#options.fetch(url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(this.#options.timeoutMs ?? 30_000),
    });
  }

  async #read(request: ApiRequest, response: Response): Promise<ApiResponse> {
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
      text = await response.text();
    } catch (cause) {
      throw networkError(cause, request, "read");
    }
    if (!text) return { ...answer, body: null };
    try {
      return { ...answer, body: JSON.parse(text) };
    } catch {
      const what = `The API answered ${response.status} with a body that is not JSON${contentTypeNote(response.headers)}.`;
      // A success that is not JSON is not the API's answer (a proxy's or portal's page, a wrong base URL): never data.
      if (response.ok) throw new InvalidResponseError({ status: response.status, error: "invalidResponse", message: what, method: request.method, path: request.path });
      return { ...answer, body: { error: "invalidResponse", message: what } };
    }
  }

  #toError(request: ApiRequest, response: ApiResponse): ApiError {
    const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
    // An answer to HEAD has no body: a refused token is then told by its header alone, and must still be renewed.
    const body = response.body ?? bearerError(response.status, response.headers.get("www-authenticate"));
    return errorFromResponse({ status: response.status, retryAfterMs, body, method: request.method, path: request.path });
  }
}

/** ` (Content-Type: text/html)`, to tell what answered instead of the API; empty without a Content-Type. */
function contentTypeNote(headers: Headers): string {
  const type = headers.get("content-type")?.split(";")[0].trim().slice(0, 100);
  return type ? ` (Content-Type: ${type})` : "";
}
