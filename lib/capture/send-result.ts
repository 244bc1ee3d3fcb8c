// What one try to send a lead came to, from the SDK's typed errors: the capture queue decides what happens next
// from this alone (docs/api.md names each error).
import {
  AbortError,
  ApiError,
  ConflictError,
  ForbiddenError,
  GoneError,
  IdempotencyKeyInUseError,
  IdempotencyKeyReusedError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  TokenRequestError,
  UnauthorizedError,
  ValidationError,
} from "../sdk/errors";
import type { SendResult } from "./queue";

const SECOND = 1000;

/** The send result for an error thrown by `registrations.create`. Anything unknown is retried: never dropped. */
export function sendResultOfError(error: unknown): SendResult {
  if (error instanceof NetworkError || error instanceof AbortError) {
    return {
      kind: "retry",
      reason: "No connection to the server. The lead is saved on this device and is sent when the network is back.",
    };
  }
  if (!(error instanceof ApiError)) {
    return { kind: "retry", reason: error instanceof Error ? error.message : String(error) };
  }
  if (error instanceof RateLimitedError) {
    return {
      kind: "retry",
      reason: "The server asked to slow down.",
      retryAfterMs: (error.retryAfterSeconds ?? 0) * SECOND,
    };
  }
  if (error instanceof ServerError)
    return { kind: "retry", reason: `The server failed (${error.status}). It is tried again shortly.` };
  if (error instanceof IdempotencyKeyInUseError) {
    // The SDK already retried; its twin is still being stored: try again after the server's Retry-After.
    const seconds = Number(error.headers["retry-after"] ?? 1);
    return {
      kind: "retry",
      reason: "The server is still storing this lead.",
      retryAfterMs: (Number.isFinite(seconds) ? seconds : 1) * SECOND,
    };
  }
  if (error instanceof ConflictError) return { kind: "duplicate", message: messageOf(error), details: error.details };
  if (error instanceof UnauthorizedError || error instanceof TokenRequestError) {
    return {
      kind: "blocked",
      scope: "device",
      message:
        "This device is no longer signed in: an owner may have removed it. " +
        "Leads stay here; sign the device in again, or export them.",
    };
  }
  if (error instanceof ForbiddenError) {
    return error.error === "insufficientScope"
      ? {
          kind: "blocked",
          scope: "event",
          message:
            "This event is not open for capture any more. Its leads stay here: ask " +
            "an owner to open it again, or export them.",
        }
      : {
          kind: "blocked",
          scope: "device",
          message: "This device may not send leads any more. Leads stay here; ask an owner, or export them.",
        };
  }
  if (error instanceof GoneError || error instanceof NotFoundError) {
    return {
      kind: "blocked",
      scope: "event",
      message: "This event was deleted. Its leads stay here: export them, or ask an owner.",
    };
  }
  if (error instanceof ValidationError || error instanceof IdempotencyKeyReusedError) {
    return { kind: "refused", message: messageOf(error), details: error.details };
  }
  return { kind: "retry", reason: `The server answered ${error.status}: ${messageOf(error)}` };
}

/** The API's own message, without the SDK's "POST /api/… → 400 invalidValues: " prefix. */
function messageOf(error: ApiError): string {
  const prefix = `${error.method} ${error.path} → ${error.status ? `${error.status} ` : ""}${error.error}: `;
  return error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
}
