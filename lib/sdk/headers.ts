// Reading and writing the API's headers: versioned media types, Content-Range, HTTP-dates, Retry-After.

/** The vendor media type of an API version (docs/decisions.md §1.1). */
export function mediaType(version: string): string {
  return `application/vnd.service-v${version}+json`;
}

/** The version named by a response's `Content-Type`, or null. */
export function versionOf(contentType: string | null): string | null {
  const match = /application\/vnd\.service-v(\d+\.\d+\.\d+)\+json/i.exec(contentType ?? "");
  return match ? match[1] : null;
}

/** What a collection response's `Content-Range: resources <from>-<to>/<total>` (or `*\/<total>`) says. */
export type ContentRange = { from: number; to: number; total: number } | { from: null; to: null; total: number };

export function parseContentRange(value: string | null): ContentRange | null {
  if (!value) return null;
  const full = /^resources\s+(\d+)-(\d+)\/(\d+)$/i.exec(value.trim());
  if (full) return { from: Number(full[1]), to: Number(full[2]), total: Number(full[3]) };
  const empty = /^resources\s+\*\/(\d+)$/i.exec(value.trim());
  if (empty) return { from: null, to: null, total: Number(empty[1]) };
  return null;
}

/** An HTTP-date (IMF-fixdate, as the API sends) from a Date; sub-second parts are dropped. */
export function formatHttpDate(date: Date): string {
  return new Date(Math.floor(date.getTime() / 1000) * 1000).toUTCString();
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Parses an IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`); anything else is null. */
export function parseHttpDate(value: string | null): Date | null {
  const match = /^[A-Z][a-z]{2}, (\d{2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/.exec(
    value?.trim() ?? "",
  );
  if (!match) return null;
  const month = MONTHS.indexOf(match[2]);
  if (month < 0) return null;
  const time = Date.UTC(
    Number(match[3]),
    month,
    Number(match[1]),
    Number(match[4]),
    Number(match[5]),
    Number(match[6]),
  );
  return Number.isNaN(time) ? null : new Date(time);
}

/** `Retry-After` as milliseconds from `now` (seconds or an HTTP-date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = parseHttpDate(value);
  return date ? Math.max(0, date.getTime() - now) : null;
}
