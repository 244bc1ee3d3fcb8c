// createClient: the typed client of the Event-Capture REST API v1.1.5.

import { checkTimingOptions } from "./check-options";
import { type Hooks, Observer } from "./hooks";
import { CaptureClient } from "./resources/capture";
import { CompanyClient } from "./resources/company";
import { EventsClient } from "./resources/events";
import { RegistrationsClient } from "./resources/registrations";
import { VersionsClient } from "./resources/versions";
import type { RetryOptions } from "./retry";
import { Transport } from "./transport";

/**
 * How the client authenticates: an API client's `clientId` and `clientSecret` (tokens are requested and renewed on
 * their own), or `accessToken`, a capture device's fixed token from `signInDevice` (never renewed: a refusal
 * throws UnauthorizedError). One or the other, never both.
 */
export type ClientOptions = {
  /** Where the API is served, e.g. `https://capture.example.com` (no trailing `/api`). */
  baseUrl: string;
  /** The API client's id and secret (the company's API settings, or `npm run credentials`). */
  clientId?: string;
  clientSecret?: string;
  /** The company username, needed only when the client may act for several companies. */
  username?: string;
  /** A capture device's token (`signInDevice`): its calls are limited to capture (docs/api.md "Capture devices"). */
  accessToken?: string;
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
  /** A capture device's own calls (with a device's `accessToken`). */
  capture: CaptureClient;
  company: CompanyClient;
  events: EventsClient;
  registrations: RegistrationsClient;
  /** The versions of each event (read-only). */
  versions: VersionsClient;
  /** The API version of the last response received (null before the first). */
  readonly apiVersion: string | null;
};

/**
 * Creates a client. Nothing is sent until the first call; the token is fetched then, cached, and renewed on its own
 * (with `accessToken`, a capture device's, that token is used as it is).
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
  const { accessToken, clientId, clientSecret } = options;
  if (accessToken !== undefined && (clientId !== undefined || clientSecret !== undefined)) {
    throw new TypeError("createClient takes clientId and clientSecret, or a device's accessToken: not both.");
  }
  if (!options.baseUrl || (accessToken !== undefined ? !accessToken : !clientId || !clientSecret)) {
    throw new TypeError("createClient needs baseUrl, and clientId and clientSecret or a device's accessToken.");
  }
  checkTimingOptions(options);
  const transport = new Transport({
    baseUrl: options.baseUrl,
    credentials: accessToken
      ? { accessToken }
      : { clientId: clientId ?? "", clientSecret: clientSecret ?? "", username: options.username },
    version: options.version ?? "1.1.5",
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    retry: options.retry,
    timeoutMs: options.timeoutMs,
    observer: new Observer(options.hooks),
  });
  return {
    capture: new CaptureClient(transport),
    company: new CompanyClient(transport),
    events: new EventsClient(transport),
    registrations: new RegistrationsClient(transport),
    versions: new VersionsClient(transport),
    get apiVersion() {
      return transport.lastVersion;
    },
  };
}
