// The access token: fetched on first use, cached with its expiry, renewed shortly before it expires or when the
// API says it is no longer valid. Concurrent callers share one token request.

import { ApiError, NetworkError, errorFromResponse } from "./errors";
import { mediaType, parseRetryAfter } from "./headers";

export type Credentials = { clientId: string; clientSecret: string; username?: string };

type Token = { value: string; expiresAt: number };

/** RFC 6749 2.3.1: the id and secret are form-urlencoded before they are joined and base64-encoded. */
function basicCredentials({ clientId, clientSecret }: Credentials): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, "+");
  return `Basic ${btoa(`${encode(clientId)}:${encode(clientSecret)}`)}`;
}

export class TokenManager {
  #token: Token | null = null;
  #pending: Promise<Token> | null = null;
  readonly #credentials: Credentials;
  readonly #baseUrl: string;
  readonly #version: string;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;

  constructor(init: { credentials: Credentials; baseUrl: string; version: string; fetch: typeof fetch; now?: () => number }) {
    this.#credentials = init.credentials;
    this.#baseUrl = init.baseUrl;
    this.#version = init.version;
    this.#fetch = init.fetch;
    this.#now = init.now ?? Date.now;
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

  async #fetchToken(): Promise<Token> {
    const body: Record<string, string> = { grant_type: "client_credentials", scope: "PublicAPI" };
    if (this.#credentials.username) body.username = this.#credentials.username;
    const started = this.#now();
    let response: Response;
    try {
      response = await this.#fetch(`${this.#baseUrl}/api/auth`, {
        method: "POST",
        headers: {
          Accept: mediaType(this.#version),
          "Content-Type": mediaType(this.#version),
          Authorization: basicCredentials(this.#credentials),
        },
        body: JSON.stringify(body),
      });
    } catch (cause) {
      throw new NetworkError({ status: 0, error: "networkError", message: describeNetworkFailure(cause), method: "POST", path: "/api/auth" });
    }
    const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || typeof payload?.access_token !== "string") {
      const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
      throw errorFromResponse({ status: response.ok ? 502 : response.status, retryAfterMs, body: payload, method: "POST", path: "/api/auth" });
    }
    const lifetimeMs = Number(payload.expires_in) * 1000;
    if (!Number.isFinite(lifetimeMs) || lifetimeMs <= 0) {
      throw new ApiError({ status: response.status, error: "invalidTokenResponse", message: "The token response has no usable expires_in.", method: "POST", path: "/api/auth" });
    }
    // Renew a little before expiry: a tenth of the lifetime, at most 60 s, so a request in flight does not
    // arrive with a token that has just expired.
    const margin = Math.min(60_000, lifetimeMs / 10);
    const token = { value: payload.access_token, expiresAt: started + lifetimeMs - margin };
    this.#token = token;
    return token;
  }
}

/** A network failure's reason without anything from the request (no URL credentials, no headers). */
export function describeNetworkFailure(cause: unknown): string {
  const inner = (cause as { cause?: { code?: string } } | null)?.cause?.code;
  const name = cause instanceof Error ? cause.name : "Error";
  if (name === "AbortError" || name === "TimeoutError") return "The request timed out.";
  return `The API could not be reached${inner ? ` (${inner})` : ""}. Check the base URL and the network, then try again.`;
}
