// One request to the API: versioned headers, the bearer token (renewed once when refused), retries where safe,
// and typed errors for every failure.

import { type ApiError, NetworkError, errorFromResponse } from "./errors";
import { mediaType, parseRetryAfter, versionOf } from "./headers";
import { IDEMPOTENT_METHODS, isRetryableStatus, retryDelay, type RetryOptions, withRetryDefaults } from "./retry";
import { TokenManager, describeNetworkFailure, type Credentials } from "./token-manager";

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
};

export type ApiResponse = {
  status: number;
  headers: Headers;
  /** The parsed JSON body; null for 204, 304 and HEAD. */
  body: unknown;
  /** The API version the response speaks (from its Content-Type). */
  version: string | null;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    });
  }

  /** Sends `request`; resolves with 2xx and 304 answers, throws a typed ApiError for everything else. */
  async send(request: ApiRequest): Promise<ApiResponse> {
    const started = Date.now();
    const idempotent = IDEMPOTENT_METHODS.has(request.method);
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await this.#tokens.get();
      let response: Response;
      try {
        response = await this.#fetchOnce(request, token);
      } catch (cause) {
        const error = new NetworkError({ status: 0, error: "networkError", message: describeNetworkFailure(cause), method: request.method, path: request.path });
        const delay = idempotent ? retryDelay(this.#retry, attempt, Date.now() - started, null) : null;
        if (delay === null) throw error;
        await sleep(delay);
        continue;
      }
      const parsed = await this.#read(request, response);
      this.lastVersion = parsed.version ?? this.lastVersion;
      if (response.ok || response.status === 304) return parsed;

      const error = this.#toError(request, parsed);
      if (!renewed && (error.error === "invalidToken" || error.error === "tokenExpired")) {
        renewed = true;
        await this.#tokens.renew(token);
        attempt--;
        continue;
      }
      const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
      const delay = idempotent && isRetryableStatus(response.status) ? retryDelay(this.#retry, attempt, Date.now() - started, retryAfter) : null;
      if (delay === null) throw error;
      await sleep(delay);
    }
  }

  async #fetchOnce(request: ApiRequest, token: string): Promise<Response> {
    const url = new URL(this.#options.baseUrl + request.path);
    for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
    const headers: Record<string, string> = { Accept: mediaType(this.#options.version), Authorization: `Bearer ${token}` };
    for (const [key, value] of Object.entries(request.headers ?? {})) if (value !== undefined) headers[key] = value;
    let body: string | undefined;
    if (request.body !== undefined) {
      headers["Content-Type"] = mediaType(this.#options.version);
      body = JSON.stringify(request.body);
    }
    return this.#options.fetch(url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(this.#options.timeoutMs ?? 30_000),
    });
  }

  async #read(request: ApiRequest, response: Response): Promise<ApiResponse> {
    const version = versionOf(response.headers.get("content-type"));
    if (request.method === "HEAD" || response.status === 204 || response.status === 304) {
      await response.body?.cancel();
      return { status: response.status, headers: response.headers, body: null, version };
    }
    const text = await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = { error: "invalidResponse", message: `The API answered ${response.status} with a body that is not JSON.` };
      }
    }
    return { status: response.status, headers: response.headers, body, version };
  }

  #toError(request: ApiRequest, response: ApiResponse): ApiError {
    const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
    return errorFromResponse({ status: response.status, retryAfterMs, body: response.body, method: request.method, path: request.path });
  }
}
