// The built-in patterns of the email, url and social types, as the description words them (on RE2, like every
// pattern a value meets). Date formats live in date-formats.ts (no regex engine: the editor reads them eagerly).
import { RE2JS } from "re2js";
import { builtinRegex, compileUserRegex, type SafeRegex } from "../logic/safe-regex";

import { SOCIAL_MAX_LENGTH } from "./constants";
export { SOCIAL_MAX_LENGTH };
export { DATE_FORMATS, isValidDateValue, type DateSubtype } from "./date-formats";

/** A character permitted in an e-mail address's local part. */
const LOCAL_CHAR = String.raw`[a-z0-9!#$%&'*+/=?^_\x60{|}~-]`;
/** A domain label: alphanumeric, with inner hyphens allowed. */
const DOMAIN_LABEL = String.raw`[a-z0-9](?:[a-z0-9-]*[a-z0-9])?`;
/** The rest of a URL: anything but whitespace (vertical tab, BOM and Unicode spaces included), `<`, `>` and `"`. */
const URL_REST = String.raw`[^\s\x{0B}\x{FEFF}\p{Z}<>"]*`;

/** Local part of permitted characters in dot-separated groups, "@", a dotted domain of alphanumeric labels
 * that may contain inner hyphens; case-insensitive. */
export const EMAIL_PATTERN = builtinRegex(
  String.raw`^${LOCAL_CHAR}+(?:\.${LOCAL_CHAR}+)*@(?:${DOMAIN_LABEL}\.)+${DOMAIN_LABEL}$`,
  RE2JS.CASE_INSENSITIVE,
);

const URL_SHAPE = builtinRegex(
  String.raw`^(?:https?://[a-z0-9]${URL_REST}|www\.[a-z0-9]${URL_REST}|(?:${DOMAIN_LABEL}\.)+[a-z]{2,}/${URL_REST})$`,
  RE2JS.CASE_INSENSITIVE,
);
const TRAILING_PUNCTUATION = builtinRegex(String.raw`[.,;:!?'")\]}]$`);

/** Starts with http(s):// or www., or is a bare domain followed by a slash; case-insensitive; no trailing
 * punctuation (checked apart: RE2 has no lookbehind). The class spells out what JavaScript's \s also covers. */
export const URL_PATTERN: SafeRegex = {
  source: URL_SHAPE.source,
  flags: "i",
  test: (text) => URL_SHAPE.test(text) && !TRAILING_PUNCTUATION.test(text),
};

/** A handle of at most SOCIAL_MAX_LENGTH (15) letters, digits or underscores, with an optional leading "@". */
export const SOCIAL_PATTERN = builtinRegex(String.raw`^@?[A-Za-z0-9_]{1,${SOCIAL_MAX_LENGTH}}$`);

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
