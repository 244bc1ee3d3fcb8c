// Typed errors of the SDK: one ApiError base, a subclass per meaning, built from the API's uniform error body
// (docs/decisions.md §7.2). Messages carry the request's method and path, never credentials or tokens.

/** The response headers an error keeps (lower-case names), those that help to understand or act on it. */
export const ERROR_HEADERS = [
  "retry-after",
  "content-range",
  "last-modified",
  "allow",
  "www-authenticate",
  "deprecation",
] as const;
export type ErrorHeaderName = (typeof ERROR_HEADERS)[number];

/** What an ApiError is made of. */
export type ApiErrorInit = {
  status: number;
  error: string;
  message: string;
  details?: unknown;
  method: string;
  path: string;
  /** The response's headers; only those in ERROR_HEADERS are kept. */
  headers?: Headers | Partial<Record<ErrorHeaderName, string>> | null;
  /** How many tries the call made before failing (retries included). Default 1. */
  attempts?: number;
  /** What caused it, e.g. the network failure (already redacted) or the abort signal's reason. */
  cause?: unknown;
};

function keptHeaders(headers: ApiErrorInit["headers"]): Partial<Record<ErrorHeaderName, string>> {
  const kept: Partial<Record<ErrorHeaderName, string>> = {};
  if (!headers) return kept;
  for (const name of ERROR_HEADERS) {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    if (typeof value === "string") kept[name] = value;
  }
  return kept;
}

/** A problem reported by the API (or the network), with the request it belongs to. */
export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The API's error name, e.g. `invalidQuestions`, `APIVersion`, `invalid_client`. */
  readonly error: string;
  /** The `details` of the error body (an object, or an empty array). */
  readonly details: unknown;
  /** The request's method and path (without query or host): never credentials. */
  readonly method: string;
  readonly path: string;
  /**
   * The response headers that help with the error, by lower-case name, when the answer had them: `retry-after`
   * (on 429 and 503), `content-range` (the collection's size, on 416), `last-modified`, `allow` (the methods a
   * URI takes, on 405), `www-authenticate` (why a token was refused) and `deprecation`.
   */
  readonly headers: Readonly<Partial<Record<ErrorHeaderName, string>>>;
  /** How many tries the call made (1 when it was not retried). */
  readonly attempts: number;

  constructor(init: ApiErrorInit) {
    super(
      `${init.method} ${init.path} → ${init.status ? `${init.status} ` : ""}${init.error}: ${init.message}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.name = new.target.name;
    this.status = init.status;
    this.error = init.error;
    this.details = init.details ?? {};
    this.method = init.method;
    this.path = init.path;
    this.headers = Object.freeze(keptHeaders(init.headers));
    this.attempts = init.attempts ?? 1;
  }

  /** A plain, loggable description: no request headers, no credentials. */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = {
      name: this.name,
      status: this.status,
      error: this.error,
      message: this.message,
      details: this.details,
      method: this.method,
      path: this.path,
      headers: this.headers,
      attempts: this.attempts,
    };
    if (this.cause instanceof Error)
      json.cause = {
        name: this.cause.name,
        message: this.cause.message,
        code: (this.cause as { code?: unknown }).code,
      };
    return json;
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
/**
 * 401: credentials or token missing, unknown or wrong; `invalidPasscode` for a capture device's wrong company
 * username or app passcode (`signInDevice`), `invalidToken` for a revoked device's token.
 */
export class UnauthorizedError extends ApiError {}
/** 403 `tokenExpired`: the access token has expired (the SDK renews it once on its own). */
export class TokenExpiredError extends ApiError {}
/**
 * 403 for any other reason: the token may not do this. `insufficientScope`: a capture device's token outside
 * capture, or an event that is not open for capture (`details.eventId`).
 */
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
/**
 * 422 `idempotencyKeyReused`: the create's `idempotencyKey` was used within 72 hours for another request (another
 * body or path). Use a new key for a new model; nothing was made.
 */
export class IdempotencyKeyReusedError extends ApiError {}
/**
 * 409 `idempotencyKeyInUse`: a request with the same `idempotencyKey` is still running (the SDK retried it, after
 * `retry-after`, as long as the retry policy allowed). Send the same create again later: it gets that request's answer.
 * Not a `ConflictError`: nothing is wrong with the data.
 */
export class IdempotencyKeyInUseError extends ApiError {}
/** 428: a PUT/PATCH was sent without `If-Unmodified-Since`. */
export class PreconditionRequiredError extends ApiError {}
/** 413: the request body is larger than the API accepts (1 MiB). */
export class PayloadTooLargeError extends ApiError {}
/** 416: the requested range starts beyond the collection. */
export class RangeNotSatisfiableError extends ApiError {}
/** 429: too many requests; `retryAfterSeconds` says when to try again. */
export class RateLimitedError extends ApiError {
  readonly retryAfterSeconds: number | null;
  constructor(init: ApiErrorInit & { retryAfterSeconds: number | null }) {
    super(init);
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}
/** 5xx: the server failed. Idempotent requests were already retried. */
export class ServerError extends ApiError {}
/**
 * No usable response: the connection failed or was dropped (also while the answer was read), or a try timed out.
 * `cause` is the underlying failure with anything from the request (URL credentials, tokens) redacted.
 */
export class NetworkError extends ApiError {
  /**
   * Whether the request reached the API: `no` when the connection could not be made (refused, unknown host,
   * unreachable network: nothing was sent, a retry is safe), `yes` when the answer started and was cut off, `maybe`
   * otherwise (a connection reset, a timeout). For a write, `yes` and `maybe` mean it may have been done.
   */
  readonly reachedApi: "no" | "maybe" | "yes";
  constructor(init: ApiErrorInit & { reachedApi?: "no" | "maybe" | "yes" }) {
    super(init);
    this.reachedApi = init.reachedApi ?? "maybe";
  }

  toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), reachedApi: this.reachedApi };
  }
}
/**
 * The caller cancelled the call (its `signal` aborted): nothing more is sent, and an iterator stops paging.
 * Named `AbortError` like the platform's own, so `error.name === "AbortError"` checks keep working.
 * `cause` is the signal's reason. A write cancelled while in flight may still have reached the API.
 */
export class AbortError extends ApiError {}
/**
 * 400 from the token endpoint (`POST /api/auth`): the token request itself was malformed, named by the OAuth
 * error (`invalid_request`, `unsupported_grant_type`, `invalid_scope`). Not a `ValidationError`: it has no issues.
 */
export class TokenRequestError extends ApiError {}
/**
 * The token endpoint's `400 invalid_request` about the company `username`: the client acts for several companies
 * and none was named (`reason: "required"`), or it may not act for the one named (`reason: "notAllowed"`).
 * Fix the client's `username` option.
 */
export class CompanyUsernameError extends TokenRequestError {
  /** The company username the token request named (the client's `username` option); null when none was. */
  readonly username: string | null;
  constructor(init: ApiErrorInit & { username?: string | null }) {
    super(init);
    this.username = init.username ?? null;
  }
  /** `required`: no username was sent and one is needed; `notAllowed`: the client may not act for the one sent. */
  get reason(): "required" | "notAllowed" {
    return this.username === null ? "required" : "notAllowed";
  }
}
/**
 * The API answered with success, but not in a form the SDK can read: e.g. a proxy's HTML page where JSON was
 * expected (`invalidResponse`), or a token answer without a token (`invalidTokenResponse`). `status` is the real one.
 */
export class InvalidResponseError extends ApiError {}

/** The constructor of an ApiError class. */
export type ApiErrorClass = new (init: ApiErrorInit) => ApiError;
type ErrorClass = ApiErrorClass;

/** The token endpoint's path: its 400s are about the token request, not about data. */
export const TOKEN_PATH = "/api/auth";

/**
 * Picks the class for a response status and error name (and, for the token endpoint, the request's path and the
 * error's details).
 */
export function errorClassFor(status: number, error: string, path?: string, details?: unknown): ErrorClass {
  if (error === "APIVersion") return VersionError;
  if (error === "idempotencyKeyReused") return IdempotencyKeyReusedError;
  if (error === "idempotencyKeyInUse") return IdempotencyKeyInUseError;
  if (status === 400 && path === TOKEN_PATH) {
    return (details as { field?: unknown } | null)?.field === "username" ? CompanyUsernameError : TokenRequestError;
  }
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
 * token is `error="invalid_token"`, on 401 (invalidToken) or, when it expired, 403 (tokenExpired); a token outside its
 * scope `error="insufficient_scope"` on 403 (insufficientScope). Null otherwise.
 */
export function bearerError(status: number, header: string | null): { error: string; message: string } | null {
  if (status === 403 && header && /\berror="insufficient_scope"/.test(header))
    return { error: "insufficientScope", message: "The token's scope does not allow this request." };
  if (!header || !/\berror="invalid_token"/.test(header)) return null;
  return status === 403
    ? { error: "tokenExpired", message: "The access token expired." }
    : { error: "invalidToken", message: "The access token is not valid." };
}

/** The typed error for an answer that is not a success, from its status, headers and error body. */
export function errorFromResponse(init: {
  status: number;
  retryAfterMs: number | null;
  body: unknown;
  method: string;
  path: string;
  headers?: Headers | null;
  attempts?: number;
  /** For the token request: the company username it named (kept by CompanyUsernameError). */
  username?: string | null;
}): ApiError {
  const payload = (init.body ?? {}) as { error?: unknown; message?: unknown; details?: unknown };
  const error = typeof payload.error === "string" ? payload.error : `http${init.status}`;
  const message = typeof payload.message === "string" ? payload.message : `The API answered ${init.status}.`;
  const fields: ApiErrorInit = {
    status: init.status,
    error,
    message,
    details: payload.details,
    method: init.method,
    path: init.path,
    headers: init.headers,
    attempts: init.attempts,
  };
  if (init.status === 429) {
    return new RateLimitedError({
      ...fields,
      retryAfterSeconds: init.retryAfterMs === null ? null : Math.ceil(init.retryAfterMs / 1000),
    });
  }
  const ErrorClass = errorClassFor(init.status, error, init.path, payload.details);
  if (ErrorClass === CompanyUsernameError) return new CompanyUsernameError({ ...fields, username: init.username });
  return new ErrorClass(fields);
}
