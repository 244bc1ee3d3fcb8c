// One place that turns anything a server action's handler throws into an ActionError the person can act on.
// Kept free of Next.js so that it is tested on its own.
import {
  ApiError,
  ConflictError,
  ForbiddenError,
  GoneError,
  NetworkError,
  NotFoundError,
  PayloadTooLargeError,
  PreconditionFailedError,
  RateLimitedError,
  ServerError,
  TokenExpiredError,
  UnauthorizedError,
  ValidationError,
} from "../../sdk";

export type ActionError = { code: string; message: string; details?: unknown };
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError };
/** A server action as a client component receives it (a prop typed by its feature's contract): input in, result out. */
export type ServerAction<I, T> = (input: I) => Promise<ActionResult<T>>;

/** What a form field holds when a component sends it to an action as it is (the action's schema checks it). */
export type FormValue = FormDataEntryValue | null;

/** Thrown by a handler to refuse with its own ActionError (e.g. a company the client may not act for). */
export class ActionFailure extends Error {
  constructor(readonly actionError: ActionError) {
    super(actionError.message);
    this.name = "ActionFailure";
  }
}

/** Credentials that no longer work: the token request itself was refused (revoked client, changed secret). */
export function isRevoked(error: unknown): boolean {
  return error instanceof UnauthorizedError && error.path === "/api/auth";
}

export const SIGNED_OUT: ActionError = {
  code: "signedOut",
  message: "Your session has ended. Sign in again, then repeat what you were doing.",
};

/** For a tab still open when an owner removed its person: what happened, and what they can still do. */
export function removedError(companyName: string): ActionError {
  return {
    code: "removed",
    message:
      `You were removed from ${companyName}. Your changes are kept ` +
      `as a draft in this browser: ask an owner of ${companyName} to ` +
      `invite you again, or sign in to work on your other companies.`,
  };
}

export function toActionError(error: unknown): ActionError {
  if (error instanceof ActionFailure) return error.actionError;
  if (isRevoked(error)) {
    return {
      code: "apiRefused",
      message:
        "The API refused the studio's own client (was it deleted?). Nothing was " +
        "changed; ask whoever runs this studio to restart it, which makes a new " +
        "one.",
    };
  }
  if (error instanceof ValidationError)
    return {
      code: "invalid",
      message: `The API refused the change: ${error.message.replace(/^.*?: /, "")} Correct it and try again.`,
      details: { issues: error.issues },
    };
  if (error instanceof PreconditionFailedError)
    return {
      code: "conflict",
      message:
        "Somebody else changed this since you opened it. Reload to see their version, then make your change again.",
    };
  if (error instanceof GoneError)
    return { code: "gone", message: "This event was deleted. Go back to the events list." };
  if (error instanceof NotFoundError)
    return {
      code: "notFound",
      message: "This event does not exist for your company. Go back to the events list and pick another.",
    };
  if (error instanceof ConflictError)
    return { code: "duplicate", message: "That value already exists. Use another one." };
  if (error instanceof PayloadTooLargeError)
    return {
      code: "tooLarge",
      message: "This is larger than the API accepts (1 MiB). Remove some questions or options and try again.",
    };
  if (error instanceof RateLimitedError) {
    const wait = error.retryAfterSeconds ? `${error.retryAfterSeconds} seconds` : "a minute";
    return { code: "rateLimited", message: `The API is asking us to slow down. Wait ${wait}, then try again.` };
  }
  if (error instanceof NetworkError)
    return {
      code: "offline",
      message: "The API could not be reached. Check your connection (or that the API is running), then try again.",
    };
  // 503: the API's validation pool is full (docs/api.md, "Limits"); the SDK already retried what it safely could.
  if (error instanceof ServerError && error.status === 503)
    return {
      code: "busy",
      message: "The API is busy checking other requests. Nothing was changed; wait a few seconds, then try again.",
    };
  if (error instanceof ServerError)
    return { code: "serverError", message: "The API failed to answer. Nothing was changed; try again in a moment." };
  if (error instanceof UnauthorizedError || error instanceof TokenExpiredError || error instanceof ForbiddenError) {
    return {
      code: "signedOut",
      message: "The API no longer accepts this session. Sign in again, then repeat what you were doing.",
    };
  }
  if (error instanceof ApiError)
    return {
      code: "apiError",
      message: `The API refused this (${error.status} ${error.error}). Reload the page and try again.`,
    };
  return {
    code: "unexpected",
    message: "Something went wrong on the server. Nothing was changed; reload the page and try again.",
  };
}
