// Conditional requests (docs/decisions.md §5): If-Modified-Since on reads, If-Unmodified-Since required on PUT/PATCH.
import { ApiError } from "./errors";
import { parseHttpDate, toSeconds } from "./http-date";

/** True when the client's copy is current: nothing changed after its If-Modified-Since (unparseable: ignored). */
export function notModifiedSince(header: string | null, lastModified: Date): boolean {
  const since = parseHttpDate(header);
  return since !== null && toSeconds(lastModified) <= toSeconds(since);
}

/** The If-Unmodified-Since a write is based on: missing -> 428, unparseable -> 400. */
export function requireUnmodifiedSince(header: string | null): Date {
  if (header === null || header.trim() === "") {
    throw new ApiError(
      "preconditionRequired",
      "PUT and PATCH need an If-Unmodified-Since header: send the " +
        "Last-Modified of the version you read, so that nobody's changes are " +
        "overwritten.",
      { details: { header: "If-Unmodified-Since" } },
    );
  }
  const date = parseHttpDate(header);
  if (!date) {
    throw new ApiError(
      "invalidHeaderValue",
      "If-Unmodified-Since is not an HTTP-date such as 'Sun, 06 Nov 1994 08:49:37 GMT'.",
      {
        details: { header: "If-Unmodified-Since" },
      },
    );
  }
  return date;
}

/** 412 when the model changed after the date the write is based on. */
export function checkUnmodifiedSince(basedOn: Date, lastModified: Date): void {
  if (toSeconds(lastModified) > toSeconds(basedOn)) throw preconditionFailed();
}

export function preconditionFailed(): ApiError {
  return new ApiError(
    "preconditionFailed",
    "The resource was changed after the If-Unmodified-Since date. Read it " +
      "again, apply your change to the new version, and retry.",
  );
}
