// Typed errors of the SDK: one ApiError base, a subclass per meaning, built from the API's uniform error body
// (DECISIONS §7.2). Messages carry the request's method and path, never credentials or tokens.

/** A problem reported by the API (or the network), with the request it belongs to. */
export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The API's error name, e.g. `invalidQuestions`, `APIVersion`, `invalid_client`. */
  readonly error: string;
  /** The `details` of the error body (an object, or an empty array). */
  readonly details: unknown;
  readonly method: string;
  readonly path: string;

  constructor(init: { status: number; error: string; message: string; details?: unknown; method: string; path: string }) {
    super(`${init.method} ${init.path} → ${init.status ? `${init.status} ` : ""}${init.error}: ${init.message}`);
    this.name = new.target.name;
    this.status = init.status;
    this.error = init.error;
    this.details = init.details ?? {};
    this.method = init.method;
    this.path = init.path;
  }

  /** A plain, loggable description: no headers, no credentials. */
  toJSON(): Record<string, unknown> {
    return { name: this.name, status: this.status, error: this.error, message: this.message, details: this.details, method: this.method, path: this.path };
  }
}

/** One problem found in a question definition (`invalidQuestions`) or in registration values (`invalidValues`). */
export type ValidationIssue = { path?: string; questionId?: string; rule?: string; kind?: string; message: string };

/** 400: the request's data or headers were refused; `issues` lists the problems when the API gave them. */
export class ValidationError extends ApiError {
  get issues(): ValidationIssue[] {
    const errors = (this.details as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? (errors as ValidationIssue[]) : [];
  }
}
/** 401: credentials or token missing, unknown or wrong. */
export class UnauthorizedError extends ApiError {}
/** 403 `tokenExpired`: the access token has expired (the SDK renews it once on its own). */
export class TokenExpiredError extends ApiError {}
/** 403 for any other reason: the token may not do this. */
export class ForbiddenError extends ApiError {}
/** 404: no such resource for this company. */
export class NotFoundError extends ApiError {}
/** 406/400 `APIVersion`: the requested API version is not supported. */
export class VersionError extends ApiError {}
/** 409: the data conflicts with existing data, e.g. a registration's e-mail is already registered. */
export class ConflictError extends ApiError {}
/** 410: the resource existed and was deleted. */
export class GoneError extends ApiError {}
/** 412: somebody changed the resource after the `lastModified` this write was based on. Re-read, merge, retry. */
export class PreconditionFailedError extends ApiError {}
/** 428: a PUT/PATCH was sent without `If-Unmodified-Since`. */
export class PreconditionRequiredError extends ApiError {}
/** 413: the request body is larger than the API accepts (1 MiB). */
export class PayloadTooLargeError extends ApiError {}
/** 416: the requested range starts beyond the collection. */
export class RangeNotSatisfiableError extends ApiError {}
/** 429: too many requests; `retryAfterSeconds` says when to try again. */
export class RateLimitedError extends ApiError {
  readonly retryAfterSeconds: number | null;
  constructor(init: ConstructorParameters<typeof ApiError>[0] & { retryAfterSeconds: number | null }) {
    super(init);
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}
/** 5xx: the server failed. Idempotent requests were already retried. */
export class ServerError extends ApiError {}
/** No usable response: the connection failed or was dropped (also while the answer was read), or the request timed out. */
export class NetworkError extends ApiError {}
/**
 * The API answered with success, but not in a form the SDK can read: e.g. a proxy's HTML page where JSON was
 * expected (`invalidResponse`), or a token answer without a token (`invalidTokenResponse`). `status` is the real one.
 */
export class InvalidResponseError extends ApiError {}

type ErrorClass = new (init: ConstructorParameters<typeof ApiError>[0]) => ApiError;

/** Picks the class for a response status and error name. */
export function errorClassFor(status: number, error: string): ErrorClass {
  if (error === "APIVersion") return VersionError;
  switch (status) {
    case 400:
      return ValidationError;
    case 401:
      return UnauthorizedError;
    case 403:
      return error === "tokenExpired" ? TokenExpiredError : ForbiddenError;
    case 404:
      return NotFoundError;
    case 406:
      return VersionError;
    case 409:
      return ConflictError;
    case 410:
      return GoneError;
    case 412:
      return PreconditionFailedError;
    case 413:
      return PayloadTooLargeError;
    case 416:
      return RangeNotSatisfiableError;
    case 428:
      return PreconditionRequiredError;
    default:
      return status >= 500 ? ServerError : ApiError;
  }
}

/**
 * The API's error name a body-less answer (to HEAD) gives in its `WWW-Authenticate` header (RFC 6750): a refused
 * token is `error="invalid_token"`, on 401 (invalidToken) or, when it expired, 403 (tokenExpired). Null otherwise.
 */
export function bearerError(status: number, header: string | null): { error: string; message: string } | null {
  if (!header || !/\berror="invalid_token"/.test(header)) return null;
  return status === 403 ? { error: "tokenExpired", message: "The access token expired." } : { error: "invalidToken", message: "The access token is not valid." };
}

/** The typed error for an answer that is not a success, from its status, `Retry-After` and error body. */
export function errorFromResponse(init: { status: number; retryAfterMs: number | null; body: unknown; method: string; path: string }): ApiError {
  const payload = (init.body ?? {}) as { error?: unknown; message?: unknown; details?: unknown };
  const error = typeof payload.error === "string" ? payload.error : `http${init.status}`;
  const message = typeof payload.message === "string" ? payload.message : `The API answered ${init.status}.`;
  const fields = { status: init.status, error, message, details: payload.details, method: init.method, path: init.path };
  if (init.status === 429) {
    return new RateLimitedError({ ...fields, retryAfterSeconds: init.retryAfterMs === null ? null : Math.ceil(init.retryAfterMs / 1000) });
  }
  const ErrorClass = errorClassFor(init.status, error);
  return new ErrorClass(fields);
}
