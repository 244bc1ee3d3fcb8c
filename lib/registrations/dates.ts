// Date answers in a person's locale. The stored forms (DATE_FORMATS) carry no time zone: they are wall times, so
// they are formatted as UTC to show exactly the day and time that was entered.
import { DATE_FORMATS, type DateSubtype } from "../questions/builtin-patterns";

const SUBTYPES = new Set(Object.keys(DATE_FORMATS));

/** A locale Intl knows, from an Accept-Language header or navigator.language; "en-GB" otherwise. */
export function pickLocale(wanted: string | null | undefined): string {
  for (const tag of (wanted ?? "").split(",").map((part) => part.split(";")[0].trim())) {
    if (!tag || tag === "*") continue;
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return "en-GB";
}

export function formatDateAnswer(value: string, subtype: string, locale: string): string {
  const kind = (SUBTYPES.has(subtype) ? subtype : "date") as DateSubtype;
  const match = DATE_FORMATS[kind].pattern.exec(value);
  if (!match) return value;
  const n = match.slice(1).map(Number);
  const utc = (year: number, month: number, day: number, h = 0, m = 0, s = 0) => {
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(h, m, s);
    return date;
  };
  switch (kind) {
    case "date":
      return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(utc(n[0], n[1], n[2]));
    case "datetime":
      return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(
        utc(n[0], n[1], n[2], n[3], n[4], n[5]),
      );
    case "time":
      return new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: "UTC" }).format(
        utc(1970, 1, 1, n[0], n[1], n[2]),
      );
    case "month":
      return new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(
        utc(n[0], n[1], 1),
      );
    default:
      // An ISO week ("2027-W11") reads the same everywhere.
      return `${value.slice(5)} ${n[0]}`;
  }
}

/** A registration's creation time in the person's locale (and the server's time zone, which the page names). */
export function formatInstant(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}
