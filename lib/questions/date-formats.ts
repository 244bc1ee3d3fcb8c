// The date, datetime, time, week and month formats of date questions, and whether a value is a real one. Plain
// JavaScript patterns (fixed digits, nothing to backtrack on), so this file needs no regex engine: the editor loads
// it eagerly (components/editor/eager-imports.test.ts).

export type DateSubtype = "date" | "datetime" | "time" | "week" | "month";

export const DATE_FORMATS: Record<DateSubtype, { pattern: RegExp; example: string }> = {
  date: { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, example: "2027-03-14" },
  datetime: { pattern: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/, example: "2027-03-14T09:30:00" },
  time: { pattern: /^(\d{2}):(\d{2}):(\d{2})$/, example: "09:30:00" },
  week: { pattern: /^(\d{4})-W(\d{2})$/, example: "2027-W11" },
  month: { pattern: /^(\d{4})-(\d{2})$/, example: "2027-03" },
};

function utcDate(year: number, month: number, day: number): Date {
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function validDay(year: number, month: number, day: number): boolean {
  // A month or day out of range (two digits each) moves the date into another month, less than a year on or back:
  // the month alone tells. No month 0 or 13+ is ever `month - 1`.
  return utcDate(year, month, day).getUTCMonth() === month - 1;
}

/** 52 or 53: an ISO year has 53 weeks when it starts on a Thursday, or on a Wednesday in a leap year. */
function isoWeeksIn(year: number): number {
  const weekday = utcDate(year, 1, 1).getUTCDay();
  const leap = validDay(year, 2, 29);
  return weekday === 4 || (leap && weekday === 3) ? 53 : 52;
}

const validTime = (h: number, m: number, s: number) => h <= 23 && m <= 59 && s <= 59;

/**
 * True when `value` is a real date/time in the subtype's format. The formats sort as text, so bounds compare as
 * strings.
 */
export function isValidDateValue(subtype: DateSubtype, value: string): boolean {
  const match = DATE_FORMATS[subtype].pattern.exec(value);
  if (!match) return false;
  const n = match.slice(1).map(Number);
  switch (subtype) {
    case "date":
      return validDay(n[0], n[1], n[2]);
    case "datetime":
      return validDay(n[0], n[1], n[2]) && validTime(n[3], n[4], n[5]);
    case "time":
      return validTime(n[0], n[1], n[2]);
    case "week":
      return n[1] >= 1 && n[1] <= isoWeeksIn(n[0]);
    case "month":
      return n[1] >= 1 && n[1] <= 12;
  }
}
