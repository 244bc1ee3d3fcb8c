// The access token: fetched on first use, cached with its expiry, renewed shortly before it expires or when the
// API says it is no longer valid. Concurrent callers share one token request.

import { type ApiError, InvalidResponseError, errorFromResponse } from "./errors";
import { mediaType, parseRetryAfter } from "./headers";
import { networkError } from "./network-error";
import { isRetryableStatus, retryDelay, type RetryOptions, withRetryDefaults } from "./retry";

export type Credentials = { clientId: string; clientSecret: string; username?: string };

type Token = { value: string; expiresAt: number };

/** One try's outcome: a token, or the error with what the retry policy needs to know about it. */
type Attempt = { token: Token } | { error: ApiError; retryable: boolean; retryAfterMs: number | null };

const AUTH = { method: "POST", path: "/api/auth" } as const;

/** RFC 6749 2.3.1: the id and secret are form-urlencoded before they are joined and base64-encoded. */
function basicCredentials({ clientId, clientSecret }: Credentials): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, "+");
  return `Basic ${btoa(`${encode(clientId)}:${encode(clientSecret)}`)}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class TokenManager {
  #token: Token | null = null;
  #pending: Promise<Token> | null = null;
  readonly #credentials: Credentials;
  readonly #baseUrl: string;
  readonly #version: string;
  readonly #fetch: typeof fetch;
  readonly #retry: Required<RetryOptions>;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(init: {
    credentials: Credentials;
    baseUrl: string;
    version: string;
    fetch: typeof fetch;
    /** The client's retry policy: requesting a token is safe to repeat, like an idempotent request. */
    retry?: RetryOptions;
    /** Abort a single try after this many ms. Default 30000. */
    timeoutMs?: number;
    now?: () => number;
    sleep?: (ms: number) => Promise<void>;
  }) {
    this.#credentials = init.credentials;
    this.#baseUrl = init.baseUrl;
    this.#version = init.version;
    this.#fetch = init.fetch;
    this.#retry = withRetryDefaults(init.retry);
    this.#timeoutMs = init.timeoutMs ?? 30_000;
    this.#now = init.now ?? Date.now;
    this.#sleep = init.sleep ?? sleep;
  }

  /** A token that is valid for a while yet; requests a new one when needed. */
  async get(): Promise<string> {
    const token = this.#token;
    if (token && token.expiresAt > this.#now()) return token.value;
    return (await this.#request()).value;
  }

  /** Forgets `rejected` (the token a request was refused with) and gets another one. */
  async renew(rejected: string): Promise<string> {
    if (this.#token?.value === rejected) this.#token = null;
    return this.get();
  }

  #request(): Promise<Token> {
    this.#pending ??= this.#fetchToken().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  /** Requests a token, retrying network failures, 5xx and 429 under the client's retry policy. */
  async #fetchToken(): Promise<Token> {
    const started = this.#now();
    for (let attempt = 0; ; attempt++) {
      const result = await this.#attempt();
      if ("token" in result) {
        this.#token = result.token;
        return result.token;
      }
      const delay = result.retryable ? retryDelay(this.#retry, attempt, this.#now() - started, result.retryAfterMs) : null;
      if (delay === null) throw result.error;
      await this.#sleep(delay);
    }
  }

  async #attempt(): Promise<Attempt> {
    const body: Record<string, string> = { grant_type: "client_credentials", scope: "PublicAPI" };
    if (this.#credentials.username) body.username = this.#credentials.username;
    const sent = this.#now();
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(`${this.#baseUrl}/api/auth`, {
        method: "POST",
        headers: {
          Accept: mediaType(this.#version),
          "Content-Type": mediaType(this.#version),
          Authorization: basicCredentials(this.#credentials),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (cause) {
      return { error: networkError(cause, AUTH), retryable: true, retryAfterMs: null };
    }
    try {
      text = await response.text();
    } catch (cause) {
      return { error: networkError(cause, AUTH, "read"), retryable: true, retryAfterMs: null };
    }
    const payload = parseJson(text);
    if (!response.ok) {
      const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
      const error = errorFromResponse({ status: response.status, retryAfterMs, body: payload ?? null, ...AUTH });
      return { error, retryable: isRetryableStatus(response.status), retryAfterMs };
    }
    return { token: this.#tokenFrom(response.status, payload, sent) };
  }

  /** The token of a 2xx answer; an answer without a usable one is refused with its real status (not retried). */
  #tokenFrom(status: number, payload: unknown, sent: number): Token {
    const invalid = (message: string) => new InvalidResponseError({ status, error: "invalidTokenResponse", message, ...AUTH });
    if (payload === undefined) throw invalid(`The token answer (${status}) is not JSON: is the base URL the API's?`);
    const fields = (payload ?? {}) as Record<string, unknown>;
    if (typeof fields.access_token !== "string" || !fields.access_token) throw invalid("The token answer has no access_token.");
    const lifetimeMs = Number(fields.expires_in) * 1000;
    if (!Number.isFinite(lifetimeMs) || lifetimeMs <= 0) throw invalid("The token answer has no usable expires_in.");
    // Renew a little before expiry: a tenth of the lifetime, at most 60 s, so a request in flight does not
    // arrive with a token that has just expired.
    const margin = Math.min(60_000, lifetimeMs / 10);
    return { value: fields.access_token, expiresAt: sent + lifetimeMs - margin };
  }
}
