// The built-in patterns of the email, url and social types, as the description words them, and a question's own
// pattern: what validateValues and the form renderer use, without loading RE2. Each built-in runs on RE2 wherever
// RE2 is loaded (the server, the SDK, the studio: lib/logic/safe-regex.ts), and on its JavaScript twin where it is
// not (the capture app, until a form with a pattern of its own loads it: docs/architecture.md "Capture mode"); the
// two accept exactly the same texts (value-patterns.test.ts, a differential test). A question's own pattern always
// runs on RE2 (compilePattern throws RegexCompilerMissing if it was not loaded).
import { compileUserRegex, installedRegexCompiler, type SafeRegex } from "../logic/regex-engine";
import { SOCIAL_MAX_LENGTH } from "./constants";

/** A character permitted in an e-mail address's local part. */
const LOCAL_CHAR = String.raw`[a-z0-9!#$%&'*+/=?^_\x60{|}~-]`;
/** A domain label: alphanumeric, with inner hyphens allowed. */
const DOMAIN_LABEL = String.raw`[a-z0-9](?:[a-z0-9-]*[a-z0-9])?`;
/** The rest of a URL: anything but whitespace (vertical tab, BOM and Unicode spaces included), `<`, `>` and `"`. */
const URL_REST = String.raw`[^\s\x{0B}\x{FEFF}\p{Z}<>"]*`;

/** The built-in patterns in RE2's syntax, each with whether it ignores case. */
export const BUILTIN_SOURCES = {
  /** Local part of permitted characters in dot-separated groups, "@", a dotted domain of alphanumeric labels that
   * may contain inner hyphens; case-insensitive. */
  email: {
    source: String.raw`^${LOCAL_CHAR}+(?:\.${LOCAL_CHAR}+)*@(?:${DOMAIN_LABEL}\.)+${DOMAIN_LABEL}$`,
    caseInsensitive: true,
  },
  urlShape: {
    source:
      String.raw`^(?:https?://[a-z0-9]${URL_REST}|www\.[a-z0-9]${URL_REST}` +
      String.raw`|(?:${DOMAIN_LABEL}\.)+[a-z]{2,}/${URL_REST})$`,
    caseInsensitive: true,
  },
  trailingPunctuation: { source: String.raw`[.,;:!?'")\]}]$`, caseInsensitive: false },
  /** A handle of at most SOCIAL_MAX_LENGTH (15) letters, digits or underscores, with an optional leading "@". */
  social: { source: String.raw`^@?[A-Za-z0-9_]{1,${SOCIAL_MAX_LENGTH}}$`, caseInsensitive: false },
} as const;

/**
 * A built-in pattern's JavaScript twin: RE2's `\x{…}` written as `\u{…}`, and the u flag, so that classes, `.`, `\p{…}`
 * and case folding read code points as RE2 does (RE2's narrower `\s` is only used where the class also names what
 * JavaScript's `\s` adds).
 */
export function nativeRegex(source: string, caseInsensitive: boolean): RegExp {
  return new RegExp(source.replace(/\\x\{([0-9A-Fa-f]+)\}/g, "\\u{$1}"), caseInsensitive ? "iu" : "u");
}

function builtinPattern({ source, caseInsensitive }: { source: string; caseInsensitive: boolean }): SafeRegex {
  let onRe2: { test(text: string): boolean } | undefined;
  let native: RegExp | undefined;
  return {
    source,
    flags: caseInsensitive ? "i" : "",
    test(text) {
      const re2 = installedRegexCompiler();
      if (re2) return (onRe2 ??= re2.builtin(source, caseInsensitive)).test(text);
      return (native ??= nativeRegex(source, caseInsensitive)).test(text);
    },
  };
}

export const EMAIL_PATTERN = builtinPattern(BUILTIN_SOURCES.email);

const URL_SHAPE = builtinPattern(BUILTIN_SOURCES.urlShape);
const TRAILING_PUNCTUATION = builtinPattern(BUILTIN_SOURCES.trailingPunctuation);

/** Starts with http(s):// or www., or is a bare domain followed by a slash; case-insensitive; no trailing
 * punctuation (checked apart: RE2 has no lookbehind). The class spells out what JavaScript's \s also covers. */
export const URL_PATTERN: SafeRegex = {
  source: URL_SHAPE.source,
  flags: "i",
  test: (text) => URL_SHAPE.test(text) && !TRAILING_PUNCTUATION.test(text),
};

export const SOCIAL_PATTERN = builtinPattern(BUILTIN_SOURCES.social);

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
