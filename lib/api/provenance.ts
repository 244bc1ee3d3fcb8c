// The provenance a capture device sends with a lead (docs/decisions.md §10.3, docs/api.md "Registration
// provenance"): Capture-Captured-At (its clock, RFC 3339) and Capture-Form-Version (the event's Last-Modified the
// form was filled against). Stored as sent, never trusted as the server's time; a malformed one is refused with 400.
import { ApiError } from "./errors";
import { formatHttpDate, parseHttpDate } from "./http-date";

export const CAPTURED_AT_HEADER = "Capture-Captured-At";
export const FORM_VERSION_HEADER = "Capture-Form-Version";
/** Longer than any RFC 3339 date-time or HTTP-date: a header past it is not one. */
const MAX_LENGTH = 64;

/** RFC 3339 section 5.6 `date-time`: full date, `T` (or `t`, or a space as the RFC allows), time, offset. */
const RFC_3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|([+-])(\d{2}):(\d{2}))$/;

/** Whether `value` is an RFC 3339 date-time that names a real moment (months, days, hours and offsets in range). */
export function isRfc3339(value: string): boolean {
  const match = RFC_3339.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return false;
  // A leap second (60) is allowed by the RFC.
  if (hour > 23 || minute > 59 || second > 60) return false;
  if (match[9] && (Number(match[10]) > 23 || Number(match[11]) > 59)) return false;
  return true;
}

function invalid(header: string, what: string, example: string): ApiError {
  return new ApiError(
    "invalidHeaderValue",
    `The ${header} header must be ${what}, e.g. ${example}. Send it as the device recorded it, or leave the ` +
      `header out.`,
    { details: { header } },
  );
}

/**
 * The provenance headers of a request, checked; null for each one that is absent. The capture time is kept as sent;
 * the form version as an IMF-fixdate, the form the API's Last-Modified has (so that versions compare as text).
 */
export function readProvenance(headers: Headers): { capturedAt: string | null; formVersion: string | null } {
  const capturedAt = headers.get(CAPTURED_AT_HEADER);
  const formVersion = headers.get(FORM_VERSION_HEADER);
  if (capturedAt !== null && (capturedAt.length > MAX_LENGTH || !isRfc3339(capturedAt)))
    throw invalid(CAPTURED_AT_HEADER, "an RFC 3339 date-time with its offset", "2026-11-27T14:05:09.120+01:00");
  const version = formVersion !== null && formVersion.length <= MAX_LENGTH ? parseHttpDate(formVersion) : null;
  if (formVersion !== null && version === null)
    throw invalid(
      FORM_VERSION_HEADER,
      "an HTTP-date (the event's Last-Modified the form was filled against)",
      "Fri, 27 Nov 2026 09:00:00 GMT",
    );
  return { capturedAt, formVersion: version && formatHttpDate(version) };
}
