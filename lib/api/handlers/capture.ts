// /api/capture/devices and /api/capture/device: a capture device signs in with the company username and app
// passcode, and reads itself back at each sync with what it reports (docs/api.md "Capture devices";
// docs/decisions.md §10.2).
import { getDevice, recordDeviceReport, signInDevice } from "../../db/repositories/device-sign-in";
import { SignInThrottle } from "../../auth/sign-in-throttle";
import { sharedHitStore } from "../../rate-limit/hit-store";
import { readBody } from "../body";
import type { Context, Reply } from "../endpoint";
import { ApiError } from "../errors";
import { FORWARDED_FOR_HEADER, verifyForwardedFor } from "../forwarded-for";
import { deviceView } from "../representations";

/**
 * Wrong passcodes are counted like the studio's failed sign-ins (lib/auth/sign-in-throttle.ts, its own counters):
 * per address, and per (company username, address) with a doubling backoff. Nothing tried at other addresses
 * refuses the right passcode from a clean one, so nobody can lock a company's tablets out.
 */
const throttle = new SignInThrottle(sharedHitStore, undefined, undefined, "capture");

export const MAX_NAME_LENGTH = 100;
/** Longer than any company username or app passcode: a field past it is answered as a wrong one. */
const MAX_SECRET_LENGTH = 200;
export const MAX_APP_VERSION_LENGTH = 64;
export const MAX_PENDING = 1_000_000_000;

const invalidBody = (message: string, field: string) => new ApiError("invalidBody", message, { details: { field } });

const wrongPasscode = () =>
  new ApiError(
    "invalidPasscode",
    "The company username or the app passcode is wrong. Check both on the studio's Capture page (owners and " +
      "editors see the passcode there; it may have been changed) and try again.",
  );

/** A device's token whose device is gone or revoked: the same answer as a deleted token (docs/api.md). */
export const deviceSignedOut = () =>
  new ApiError(
    "invalidToken",
    "This capture device was removed in the studio, so its token is no longer valid. Sign the device in again " +
      "with POST /api/capture/devices.",
    { headers: { "WWW-Authenticate": 'Bearer realm="api", error="invalid_token"' } },
  );

/** A required text field of the sign-in, trimmed. */
function text(body: Record<string, unknown>, field: string, what: string, max: number): string {
  const value = body[field];
  if (value === undefined || value === null) throw invalidBody(`${field} is missing: send ${what}.`, field);
  if (typeof value !== "string") throw invalidBody(`${field} must be a string: ${what}.`, field);
  const trimmed = value.trim();
  if (trimmed === "") throw invalidBody(`${field} is empty: send ${what}.`, field);
  if (trimmed.length > max) throw invalidBody(`${field} is longer than ${max} characters: shorten it.`, field);
  if (/[\u0000-\u001f\u007f]/.test(trimmed))
    throw invalidBody(`${field} contains a control character (a line break or tab): remove it.`, field);
  return trimmed;
}

type SignIn = { username: string; appPasscode: string; staff: string; name?: string };

async function readSignIn(context: Context): Promise<SignIn> {
  const body = await readBody(context.request);
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new ApiError(
      "invalidBody",
      'The body must be a JSON object: {"username": …, "appPasscode": …, "staff": …, "name": … (optional)}.',
    );
  const fields = body as Record<string, unknown>;
  const username = text(fields, "username", "the company username", MAX_SECRET_LENGTH);
  const appPasscode = text(fields, "appPasscode", "the company's app passcode", MAX_SECRET_LENGTH);
  const staff = text(fields, "staff", "the name of the staff member using the device", MAX_NAME_LENGTH);
  const name =
    fields.name === undefined || fields.name === null || (typeof fields.name === "string" && !fields.name.trim())
      ? undefined
      : text(fields, "name", "a name for the device, or leave it out", MAX_NAME_LENGTH);
  return { username, appPasscode, staff, name };
}

/** The caller's address for the throttle: the studio's signed forwarding, else the socket's (socket-guards.ts). */
function addressOf(headers: Headers): string {
  return (
    verifyForwardedFor(headers.get(FORWARDED_FOR_HEADER), process.env.AUTH_SECRET) ??
    headers.get("x-capture-client-address") ??
    "unknown"
  );
}

/** POST /api/capture/devices: signs a device in; 201 with its token and itself. */
export async function signInCaptureDevice(context: Context): Promise<Reply> {
  const input = await readSignIn(context);
  const address = addressOf(context.request.headers);
  const { seconds, reason } = await throttle.wait(input.username, address);
  if (seconds > 0) {
    const why =
      reason === "account"
        ? "Too many wrong passcodes for this company from your address."
        : "Too many wrong passcodes from your address.";
    throw new ApiError("tooManyRequests", `${why} Try again in ${seconds} seconds.`, {
      headers: { "Retry-After": String(seconds) },
      details: { retryAfter: seconds, reason },
    });
  }
  const signedIn = await signInDevice(input);
  if (!signedIn) {
    await throttle.recordFailure(input.username, address);
    throw wrongPasscode();
  }
  await throttle.recordSuccess(input.username, address);
  return {
    status: 201,
    headers: { "Cache-Control": "no-store", Location: "/api/capture/device" },
    body: {
      access_token: signedIn.accessToken,
      token_type: "bearer",
      scope: "capture",
      device: deviceView(signedIn.device),
    },
  };
}

/** A report header's value: absent is undefined, anything malformed a 400 naming the header. */
function reportOf(headers: Headers): { pending?: number; appVersion?: string } {
  const pending = headers.get("capture-pending");
  const appVersion = headers.get("capture-app-version");
  const report: { pending?: number; appVersion?: string } = {};
  if (pending !== null) {
    if (!/^\d{1,10}$/.test(pending.trim()) || Number(pending) > MAX_PENDING)
      throw new ApiError(
        "invalidHeaderValue",
        `The Capture-Pending header must be the number of leads waiting on the device, a whole number from 0 to ` +
          `${MAX_PENDING}.`,
        { details: { header: "Capture-Pending" } },
      );
    report.pending = Number(pending);
  }
  if (appVersion !== null) {
    if (!/^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(appVersion) || appVersion.length > MAX_APP_VERSION_LENGTH)
      throw new ApiError(
        "invalidHeaderValue",
        `The Capture-App-Version header must be 1 to ${MAX_APP_VERSION_LENGTH} visible ASCII characters, e.g. 1.4.0.`,
        { details: { header: "Capture-App-Version" } },
      );
    report.appVersion = appVersion;
  }
  return report;
}

/** GET /api/capture/device: the device the token acts for; records its report and that it was seen. */
export async function readCaptureDevice(context: Context): Promise<Reply> {
  const { principal } = context;
  if (principal.scope !== "capture") throw deviceSignedOut();
  const report = reportOf(context.request.headers);
  const device = await getDevice(principal.companyId, principal.deviceId);
  if (!device || device.revokedAt) throw deviceSignedOut();
  await recordDeviceReport(device, report);
  return { status: 200, body: deviceView(device) };
}
