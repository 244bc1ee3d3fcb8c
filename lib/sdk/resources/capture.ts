// Capture devices (docs/api.md "Capture devices"): signInDevice makes a device and its token from the company
// username and app passcode; `client.capture.device()` reads it back and reports the device's state at a sync.

import { InvalidResponseError, errorFromResponse } from "../errors";
import { mediaType, parseRetryAfter } from "../headers";
import { networkError } from "../network-error";
import type { RequestOptions } from "../request-options";
import { untilAborted } from "../request-options";
import type { Transport } from "../transport";
import type { CaptureDevice } from "../types";

const DEVICES = { method: "POST", path: "/api/capture/devices" } as const;
const DEVICE_PATH = "/api/capture/device";

/** What a device reports at a sync (recorded by the API with the time it was seen, for the studio's Capture page). */
export type DeviceReport = {
  /** Leads waiting on the device (a whole number ≥ 0). */
  pending?: number;
  /** The capture app's version. */
  appVersion?: string;
};

/** The calls of a capture device's client (`createClient({ baseUrl, accessToken })`). */
export class CaptureClient {
  readonly #transport: Transport;

  /** @internal Made by createClient. */
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /**
   * The device the token acts for, recording `report` with the time it was seen. A revoked device's token throws
   * `UnauthorizedError`; an API client's token `ForbiddenError` (`insufficientScope`).
   *
   * @example
   * const device = await api.capture.device({ pending: queue.length, appVersion: "1.4.0" });
   */
  async device(report: DeviceReport = {}, options?: RequestOptions): Promise<CaptureDevice> {
    const pending = report.pending;
    if (pending !== undefined && (!Number.isSafeInteger(pending) || pending < 0))
      throw new TypeError(`GET ${DEVICE_PATH}: pending must be a whole number of 0 or more. Nothing was sent.`);
    const response = await this.#transport.send(
      {
        method: "GET",
        path: DEVICE_PATH,
        headers: {
          "Capture-Pending": pending === undefined ? undefined : String(pending),
          "Capture-App-Version": report.appVersion,
        },
      },
      options,
    );
    return response.body as CaptureDevice;
  }
}

/** Where and how signInDevice reaches the API. */
export type SignInDeviceOptions = {
  /** Where the API is served, e.g. `https://capture.example.com` (no trailing `/api`). */
  baseUrl: string;
  /** The fetch to use; defaults to the platform's. */
  fetch?: typeof fetch;
  /** Abort the request after this many ms (default 30000). */
  timeoutMs?: number;
};

/** What a device signs in with: the company's username and app passcode (the studio's Capture page). */
export type DeviceSignIn = {
  username: string;
  appPasscode: string;
  /** The staff member using the device. */
  staff: string;
  /** The device's name; the API names it "Tablet N" without one. */
  name?: string;
};

/**
 * Signs a capture device in (`POST /api/capture/devices`, no token needed): its token, to keep on the device and
 * pass to `createClient({ baseUrl, accessToken })`, and the device. A wrong username or passcode throws
 * `UnauthorizedError` (`invalidPasscode`), too many wrong ones `RateLimitedError`; never retried (each try counts).
 * Neither the passcode nor the token appears in an error.
 *
 * @example
 * const { accessToken, device } = await signInDevice({ baseUrl }, { username: "acme", appPasscode, staff: "Ada" });
 * const api = createClient({ baseUrl, accessToken });
 */
export async function signInDevice(
  options: SignInDeviceOptions,
  input: DeviceSignIn,
): Promise<{ accessToken: string; device: CaptureDevice }> {
  if (!options?.baseUrl) throw new TypeError("signInDevice needs baseUrl.");
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const url = `${options.baseUrl.replace(/\/+$/, "")}${DEVICES.path}`;
  const type = mediaType("1.1.5");
  const secrets = [input.appPasscode];
  const signal = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  let response: Response;
  let text: string;
  try {
    response = await untilAborted(
      doFetch(url, {
        method: "POST",
        headers: { Accept: type, "Content-Type": type },
        body: JSON.stringify(input),
        signal,
      }),
      signal,
    );
  } catch (cause) {
    throw networkError(cause, DEVICES, "send", { secrets });
  }
  try {
    text = await untilAborted(response.text(), signal);
  } catch (cause) {
    throw networkError(cause, DEVICES, "read", { secrets });
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    throw errorFromResponse({
      status: response.status,
      retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
      body,
      ...DEVICES,
      headers: response.headers,
      attempts: 1,
    });
  }
  const answer = (body ?? {}) as { access_token?: unknown; device?: unknown };
  if (typeof answer.access_token !== "string" || !answer.access_token || typeof answer.device !== "object")
    throw new InvalidResponseError({
      status: response.status,
      error: "invalidResponse",
      message: "The sign-in answer had no access_token or device: is the base URL the API's?",
      ...DEVICES,
      headers: response.headers,
      attempts: 1,
    });
  return { accessToken: answer.access_token, device: answer.device as CaptureDevice };
}
