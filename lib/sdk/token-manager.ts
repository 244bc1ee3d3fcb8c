// The access token: fetched on first use, cached with its expiry, renewed shortly before it expires or when the
// API says it is no longer valid. Concurrent callers share one token request.

import { type ApiError, InvalidResponseError, TOKEN_PATH, errorFromResponse } from "./errors";
import { mediaType, parseRetryAfter } from "./headers";
import { Observer } from "./hooks";
import { networkError } from "./network-error";
import { abortable, untilAborted } from "./request-options";
import { isRetryableStatus, retryDelay, type RetryOptions, withRetryDefaults } from "./retry";

export type Credentials = { clientId: string; clientSecret: string; username?: string };

type Token = { value: string; expiresAt: number };

/** One try's outcome: a token, or the error with what the retry policy needs to know about it. */
type Attempt = { token: Token } | { error: ApiError; retryable: boolean; retryAfterMs: number | null };

const AUTH = { method: "POST", path: TOKEN_PATH } as const;

/** Who waits for a token: the call's signal, and its request, named by the AbortError when the signal aborts. */
export type TokenWaiter = { signal?: AbortSignal; request: { method: string; path: string }; attempts?: number };

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
  /** Its tokens are requested anew when the API refuses one. */
  readonly renewable = true;
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
  readonly #observer: Observer;
  /** Every token this client was given: redacted wherever the SDK shows something. */
  readonly #issued: string[] = [];

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
    /** The client's hooks, which see the token request too. */
    observer?: Observer;
  }) {
    this.#credentials = init.credentials;
    this.#baseUrl = init.baseUrl;
    this.#version = init.version;
    this.#fetch = init.fetch;
    this.#retry = withRetryDefaults(init.retry);
    this.#timeoutMs = init.timeoutMs ?? 30_000;
    this.#now = init.now ?? Date.now;
    this.#sleep = init.sleep ?? sleep;
    this.#observer = init.observer ?? new Observer(undefined);
  }

  /** What must never be shown: the client secret and every token issued (redact.ts). */
  secrets(): string[] {
    return [this.#credentials.clientSecret, ...this.#issued];
  }

  /**
   * A token that is valid for a while yet; requests a new one when needed. The token request is shared by every
   * caller waiting: a caller whose signal aborts stops waiting (AbortError) without cancelling it for the others.
   */
  async get(waiter?: TokenWaiter): Promise<string> {
    const token = this.#token;
    if (token && token.expiresAt > this.#now()) return token.value;
    return (await abortable(this.#request(), waiter?.signal, waiter?.request ?? AUTH, waiter?.attempts)).value;
  }

  /** Forgets `rejected` (the token a request was refused with) and gets another one. */
  async renew(rejected: string, waiter?: TokenWaiter): Promise<string> {
    if (this.#token?.value === rejected) this.#token = null;
    return this.get(waiter);
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
      const result = await this.#attempt(attempt + 1);
      if ("token" in result) {
        this.#token = result.token;
        this.#issued.push(result.token.value);
        // Keep a few: a renewed token's predecessor may still be quoted by a request in flight.
        if (this.#issued.length > 4) this.#issued.shift();
        return result.token;
      }
      const delay = result.retryable
        ? retryDelay(this.#retry, attempt, this.#now() - started, result.retryAfterMs)
        : null;
      if (delay === null) throw result.error;
      await this.#sleep(delay);
    }
  }

  async #attempt(attempts: number): Promise<Attempt> {
    const body: Record<string, string> = { grant_type: "client_credentials", scope: "PublicAPI" };
    if (this.#credentials.username) body.username = this.#credentials.username;
    const text = JSON.stringify(body);
    const url = `${this.#baseUrl}${TOKEN_PATH}`;
    const { seen, headers } = await this.#observer.request({
      kind: "token",
      ...AUTH,
      url,
      attempt: attempts,
      body: text,
      headers: new Headers({
        Accept: mediaType(this.#version),
        "Content-Type": mediaType(this.#version),
        Authorization: basicCredentials(this.#credentials),
      }),
    });
    const context = { secrets: [...this.secrets(), basicCredentials(this.#credentials)], attempts };
    const sent = this.#now();
    const clock = performance.now();
    const failed = async (error: ApiError): Promise<Attempt> => {
      await this.#observer.failure({ request: seen, error, durationMs: performance.now() - clock });
      return { error, retryable: true, retryAfterMs: null };
    };
    const signal = AbortSignal.timeout(this.#timeoutMs);
    let response: Response;
    let answer: string;
    try {
      response = await untilAborted(this.#fetch(url, { method: "POST", headers, body: text, signal }), signal);
    } catch (cause) {
      return failed(networkError(cause, AUTH, "send", context));
    }
    try {
      answer = await untilAborted(response.text(), signal);
    } catch (cause) {
      return failed(networkError(cause, AUTH, "read", context));
    }
    const payload = parseJson(answer);
    let result: Attempt;
    if (!response.ok) {
      const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
      const error = errorFromResponse({
        status: response.status,
        retryAfterMs,
        body: payload ?? null,
        ...AUTH,
        headers: response.headers,
        attempts,
        username: this.#credentials.username || null,
      });
      result = { error, retryable: isRetryableStatus(response.status), retryAfterMs };
    } else {
      try {
        result = { token: this.#tokenFrom(response.status, payload, sent, attempts) };
      } catch (error) {
        await this.#observer.response({
          request: seen,
          status: response.status,
          headers: response.headers,
          durationMs: performance.now() - clock,
          error: error as ApiError,
        });
        throw error;
      }
    }
    await this.#observer.response({
      request: seen,
      status: response.status,
      headers: response.headers,
      durationMs: performance.now() - clock,
      error: "error" in result ? result.error : null,
    });
    return result;
  }

  /** The token of a 2xx answer; an answer without a usable one is refused with its real status (not retried). */
  #tokenFrom(status: number, payload: unknown, sent: number, attempts: number): Token {
    const invalid = (message: string) =>
      new InvalidResponseError({ status, error: "invalidTokenResponse", message, ...AUTH, attempts });
    if (payload === undefined) throw invalid(`The token answer (${status}) is not JSON: is the base URL the API's?`);
    const fields = (payload ?? {}) as Record<string, unknown>;
    if (typeof fields.access_token !== "string" || !fields.access_token)
      throw invalid("The token answer has no access_token.");
    const lifetimeMs = Number(fields.expires_in) * 1000;
    if (!Number.isFinite(lifetimeMs) || lifetimeMs <= 0) throw invalid("The token answer has no usable expires_in.");
    // Renew a little before expiry: a tenth of the lifetime, at most 60 s, so a request in flight does not
    // arrive with a token that has just expired.
    const margin = Math.min(60_000, lifetimeMs / 10);
    return { value: fields.access_token, expiresAt: sent + lifetimeMs - margin };
  }
}
