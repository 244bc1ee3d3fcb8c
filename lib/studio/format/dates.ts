// The studio's one way of writing dates and times, so that a notice and the table beside it agree ("4 Dec 2026",
// never "12/4/2026" next to it). One locale for the whole studio: day, short month, year, and a 24-hour clock.
// Pure: the time zone is a parameter (pages rendered on the server say UTC; the browser passes its own).

export const STUDIO_LOCALE = "en-GB";

type Input = Date | string | number;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: "date" | "dateTime", timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ""}`;
  let found = formatters.get(key);
  if (!found) {
    const time: Intl.DateTimeFormatOptions =
      kind === "dateTime" ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {};
    found = new Intl.DateTimeFormat(STUDIO_LOCALE, {
      day: "numeric",
      month: "short",
      year: "numeric",
      ...time,
      timeZone,
    });
    formatters.set(key, found);
  }
  return found;
}

function toDate(value: Input): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "4 Dec 2026" (in `timeZone`, else the runtime's own); an invalid date gives "—". */
export function formatDate(value: Input, timeZone?: string): string {
  const date = toDate(value);
  return date ? formatter("date", timeZone).format(date) : "—";
}

/** "4 Dec 2026, 14:05" (in `timeZone`, else the runtime's own); an invalid date gives "—". */
export function formatDateTime(value: Input, timeZone?: string): string {
  const date = toDate(value);
  return date ? formatter("dateTime", timeZone).format(date) : "—";
}
