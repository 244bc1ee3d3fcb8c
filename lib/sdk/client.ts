// createClient: the typed client of the Event-Capture REST API v1.1.5.

import { checkTimingOptions } from "./check-options";
import { type Hooks, Observer } from "./hooks";
import { CompanyClient } from "./resources/company";
import { EventsClient } from "./resources/events";
import { RegistrationsClient } from "./resources/registrations";
import type { RetryOptions } from "./retry";
import { Transport } from "./transport";

export type ClientOptions = {
  /** Where the API is served, e.g. `https://capture.example.com` (no trailing `/api`). */
  baseUrl: string;
  /** The API client's id and secret (the company's API settings, or `npm run credentials`). */
  clientId: string;
  clientSecret: string;
  /** The company username, needed only when the client may act for several companies. */
  username?: string;
  /** The API version to speak: `1.1.5` (default) or the deprecated `1.1.4`. */
  version?: string;
  /** The fetch to use; defaults to the platform's. */
  fetch?: typeof fetch;
  /** Retries of idempotent requests (and of the token request) after network failures, 5xx and 429. */
  retry?: RetryOptions;
  /** Abort a single try, the token request's included, after this many ms (default 30000). */
  timeoutMs?: number;
  /**
   * Called around every request, the token request included: `onRequest` (may change headers), `onResponse`,
   * `onError` (no answer). One object or a list, run in order. Credentials are redacted in what they see.
   */
  hooks?: Hooks | readonly Hooks[];
};

export type Client = {
  company: CompanyClient;
  events: EventsClient;
  registrations: RegistrationsClient;
  /** The API version of the last response received (null before the first). */
  readonly apiVersion: string | null;
};

/**
 * Creates a client. Nothing is sent until the first call; the token is fetched then, cached, and renewed on its own.
 * Throws a TypeError for a retry option or `timeoutMs` that is not a usable number (`undefined` keeps the default),
 * or for hooks that are not functions.
 *
 * @example
 * const api = createClient({
 *   baseUrl: "http://localhost:3000",
 *   clientId,
 *   clientSecret,
 *   hooks: { onResponse: ({ request, status, durationMs }) => console.log(request.method, request.path, status,
 * durationMs) },
 * });
 * const { data: event, lastModified } = await api.events.get(1, { signal: AbortSignal.timeout(5000) });
 * await api.events.update(1, { name: "Spring Expo 2027" }, { lastModified });
 */
export function createClient(options: ClientOptions): Client {
  if (!options.baseUrl || !options.clientId || !options.clientSecret) {
    throw new TypeError("createClient needs baseUrl, clientId and clientSecret.");
  }
  checkTimingOptions(options);
  const transport = new Transport({
    baseUrl: options.baseUrl,
    credentials: { clientId: options.clientId, clientSecret: options.clientSecret, username: options.username },
    version: options.version ?? "1.1.5",
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    retry: options.retry,
    timeoutMs: options.timeoutMs,
    observer: new Observer(options.hooks),
  });
  return {
    company: new CompanyClient(transport),
    events: new EventsClient(transport),
    registrations: new RegistrationsClient(transport),
    get apiVersion() {
      return transport.lastVersion;
    },
  };
}
