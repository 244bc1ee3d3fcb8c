// One error vocabulary (docs/decisions.md §7.2): every refusal is an ApiError with a name from this map; one function
// turns any thrown value into the `{error, message, details}` body. Unknown errors become a bare 500.

export const ERROR_STATUS = {
  APIVersion: 400,
  badRequest: 400,
  invalidJson: 400,
  invalidBody: 400,
  invalidQuestions: 400,
  invalidValues: 400,
  invalidQueryParameterValue: 400,
  invalidHeaderValue: 400,
  invalid_request: 400,
  unsupported_grant_type: 400,
  invalid_scope: 400,
  invalid_client: 401,
  unauthorized: 401,
  invalidToken: 401,
  invalidPasscode: 401,
  tokenExpired: 403,
  insufficientScope: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  idempotencyKeyInUse: 409,
  gone: 410,
  preconditionFailed: 412,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
  rangeNotSatisfiable: 416,
  idempotencyKeyReused: 422,
  preconditionRequired: 428,
  tooManyRequests: 429,
  headersTooLarge: 431,
  internalError: 500,
  notImplemented: 501,
  unavailable: 503,
} as const;

export type ErrorName = keyof typeof ERROR_STATUS;

export class ApiError extends Error {
  readonly error: ErrorName;
  readonly status: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    error: ErrorName,
    message: string,
    options: { details?: unknown; headers?: Record<string, string>; status?: number } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.error = error;
    this.status = options.status ?? ERROR_STATUS[error];
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
  }
}

/** At most this many issues are listed in an error's details (with `errorCount`, how many there were in all). */
export const MAX_LISTED_ISSUES = 100;

/** 400 for a list of validation issues: the first few listed, the first one in the message, all of them counted. */
export function issuesError(
  error: "invalidQuestions" | "invalidValues",
  subject: string,
  issues: readonly { message: string }[],
): ApiError {
  const count = issues.length;
  const message =
    `The ${subject} are invalid (${count} problem${count > 1 ? "s" : ""}): ` +
    `${issues[0]?.message ?? ""}${count > 1 ? " …" : ""}`;
  return new ApiError(error, message, { details: { errors: issues.slice(0, MAX_LISTED_ISSUES), errorCount: count } });
}

/** The ApiError to answer with for anything thrown; never exposes a stack trace or SQL. */
export function toApiError(thrown: unknown): ApiError {
  if (thrown instanceof ApiError) return thrown;
  if (process.env.NODE_ENV !== "test") console.error("Unhandled error in an API request:", thrown);
  return new ApiError(
    "internalError",
    "The server failed to answer this request. Try again; if it keeps failing, contact support.",
  );
}

export function errorBody(error: ApiError): { error: string; message: string; details: unknown } {
  return { error: error.error, message: error.message, details: error.details };
}
