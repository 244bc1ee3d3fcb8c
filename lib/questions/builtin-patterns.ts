// The built-in patterns of the email, url and social types, as the description words them (on RE2, like every
// pattern a value meets), and date formats.
import { RE2JS } from "re2js";
import { builtinRegex, compileUserRegex, type SafeRegex } from "../logic/safe-regex";

/** Local part of permitted characters in dot-separated groups, "@", a dotted domain of alphanumeric labels
 * that may contain inner hyphens; case-insensitive. */
export const EMAIL_PATTERN = builtinRegex(
  String.raw`^[a-z0-9!#$%&'*+/=?^_\x60{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_\x60{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$`,
  RE2JS.CASE_INSENSITIVE,
);

const URL_SHAPE = builtinRegex(String.raw`^(?:https?://[a-z0-9][^\s\x{0B}\x{FEFF}\p{Z}<>"]*|www\.[a-z0-9][^\s\x{0B}\x{FEFF}\p{Z}<>"]*|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}/[^\s\x{0B}\x{FEFF}\p{Z}<>"]*)$`, RE2JS.CASE_INSENSITIVE);
const TRAILING_PUNCTUATION = builtinRegex(String.raw`[.,;:!?'")\]}]$`);

/** Starts with http(s):// or www., or is a bare domain followed by a slash; case-insensitive; no trailing
 * punctuation (checked apart: RE2 has no lookbehind). The class spells out what JavaScript's \s also covers. */
export const URL_PATTERN: SafeRegex = { source: URL_SHAPE.source, flags: "i", test: (text) => URL_SHAPE.test(text) && !TRAILING_PUNCTUATION.test(text) };

/** A handle of at most 15 letters, digits or underscores, with an optional leading "@". */
export const SOCIAL_MAX_LENGTH = 15;
export const SOCIAL_PATTERN = builtinRegex(String.raw`^@?[A-Za-z0-9_]{1,15}$`);

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
  const date = utcDate(year, month, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 52 or 53: an ISO year has 53 weeks when it starts on a Thursday, or on a Wednesday in a leap year. */
function isoWeeksIn(year: number): number {
  const weekday = utcDate(year, 1, 1).getUTCDay();
  const leap = validDay(year, 2, 29);
  return weekday === 4 || (leap && weekday === 3) ? 53 : 52;
}

const validTime = (h: number, m: number, s: number) => h <= 23 && m <= 59 && s <= 59;

/** True when `value` is a real date/time in the subtype's format. The formats sort as text, so bounds compare as strings. */
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

/** The source and flags of a question's own pattern (a string, or `{pattern, flags}`); null for anything else. */
export function patternParts(pattern: unknown): { source: string; flags?: string } | null {
  if (typeof pattern === "string") return { source: pattern };
  if (pattern && typeof pattern === "object" && typeof (pattern as { pattern?: unknown }).pattern === "string") {
    const { pattern: source, flags } = pattern as { pattern: string; flags?: unknown };
    return { source, flags: typeof flags === "string" ? flags : undefined };
  }
  return null;
}

/** A question's own pattern on RE2; null when it cannot be used (definitions refuse those). */
export function compilePattern(pattern: unknown): SafeRegex | null {
  const parts = patternParts(pattern);
  const regex = parts && compileUserRegex(parts.source, parts.flags);
  return typeof regex === "string" ? null : regex;
}
