// HTTP-dates (RFC 9110 5.6.7), parsed strictly: IMF-fixdate, and the obsolete RFC 850 and asctime forms.
// Date.parse accepts nonsense ("1", "tomorrow 3pm" in some engines) and is not used (docs/decisions.md §5.1).

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const LONG_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const SHORT_DAY = "(Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
const LONG_DAY = "(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)";
const MONTH = "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
const TIME = String.raw`(\d{2}):(\d{2}):(\d{2})`;

const IMF_FIXDATE = new RegExp(String.raw`^${SHORT_DAY}, (\d{2}) ${MONTH} (\d{4}) ${TIME} GMT$`);
const RFC_850 = new RegExp(String.raw`^${LONG_DAY}, (\d{2})-${MONTH}-(\d{2}) ${TIME} GMT$`);
const ASCTIME = new RegExp(String.raw`^${SHORT_DAY} ${MONTH} ( \d|\d{2}) ${TIME} (\d{4})$`);

function build(day: string, year: number, month: string, date: number, h: string, m: string, s: string): Date | null {
  const [hours, minutes, seconds] = [Number(h), Number(m), Number(s)];
  if (hours > 23 || minutes > 59 || seconds > 60) return null;
  const monthIndex = MONTHS.indexOf(month);
  const time = Date.UTC(year, monthIndex, date, hours, minutes, Math.min(seconds, 59));
  const result = new Date(time);
  // Reject impossible dates (31 Feb) and a weekday that does not match the date.
  if (result.getUTCDate() !== date || result.getUTCMonth() !== monthIndex) return null;
  const weekday = day.length === 3 ? DAYS.indexOf(day) : LONG_DAYS.indexOf(day);
  if (weekday !== result.getUTCDay()) return null;
  return result;
}

/** The date an HTTP-date names, or null when it is not one. */
export function parseHttpDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const text = value.trim();
  let match = IMF_FIXDATE.exec(text);
  if (match) return build(match[1], Number(match[4]), match[3], Number(match[2]), match[5], match[6], match[7]);
  match = RFC_850.exec(text);
  if (match) {
    // RFC 9110: a two-digit year more than 50 years in the future is in the past century.
    const twoDigit = Number(match[4]);
    const currentYear = new Date().getUTCFullYear();
    let year = Math.floor(currentYear / 100) * 100 + twoDigit;
    if (year > currentYear + 50) year -= 100;
    return build(match[1], year, match[3], Number(match[2]), match[5], match[6], match[7]);
  }
  match = ASCTIME.exec(text);
  if (match) return build(match[1], Number(match[7]), match[2], Number(match[3].trim()), match[4], match[5], match[6]);
  return null;
}

/** An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`). */
export function formatHttpDate(date: Date): string {
  return new Date(Math.floor(date.getTime() / 1000) * 1000).toUTCString();
}

/** Whole seconds since the epoch: HTTP-dates have one-second resolution, so comparisons use it on both sides. */
export function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
